import { Loader2 } from "lucide-react";
import { Slot } from "radix-ui";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/utils";

const variants = {
  // Disabled: dark text on light grey (8:1), not pale white-on-violet; a pending button keeps its colour.
  primary:
    "bg-brand-700 text-white hover:bg-brand-800 [&:disabled:not([data-pending])]:bg-slate-200 [&:disabled:not([data-pending])]:text-slate-700",
  secondary: "bg-white text-brand-800 border border-brand-200 hover:bg-brand-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  /** Destructive actions that should not shout: ghost and outline in red. */
  dangerGhost: "text-red-800 hover:bg-red-50",
  dangerOutline: "border border-slate-300 bg-white text-red-700 hover:bg-slate-50",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a link) with button styles. */
  asChild?: boolean;
  /**
   * Working on it: a spinner, aria-busy, and clicks ignored. The button keeps
   * its colours and its focus (a disabled button would drop the focus).
   */
  pending?: boolean;
}

export const buttonClass = (variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") =>
  cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
  );

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = "primary", size = "md", asChild, type, pending, children, onClick, ...props },
  ref,
) {
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={cn(buttonClass(variant, size), className)} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  }
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
