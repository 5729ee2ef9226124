import { Loader2 } from "lucide-react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/utils";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-class";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Working on it: a spinner, aria-busy, and clicks ignored. The button keeps
   * its colours and its focus (a disabled button would drop the focus).
   */
  pending?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = "primary", size = "md", type, pending, children, onClick, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      className={cn(buttonClass(variant, size), pending && "cursor-progress", className)}
      type={type ?? "button"}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      data-pending={pending ? "" : undefined}
      onClick={(e) => {
        if (pending) e.preventDefault();
        else onClick?.(e);
      }}
      {...props}
    >
      {pending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
