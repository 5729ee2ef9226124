// The button look as a class list, for links and other elements styled as
// buttons. Kept apart from the <Button> component (and its Radix Slot), so a
// page with only button-styled links does not load that code.
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

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export const buttonClass = (variant: ButtonVariant = "primary", size: ButtonSize = "md") =>
  cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
  );
