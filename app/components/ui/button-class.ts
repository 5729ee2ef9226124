// The button look as a class list, for links and other elements styled as
// buttons (a link styled as a button uses this). Kept apart from <Button>, so a
// page with only button-styled links does not load that code. The classes are
// defined once in app.css (`@layer components`): a page of cards then carries
// three short classes per button instead of some twenty utilities each, and a
// utility passed next to them (e.g. max-sm:hidden) wins over the look.

/** Each look's class; app.css gives it its colours (and hover/disabled states). */
const variants = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  destructive: "btn-destructive",
  outline: "btn-outline",
  /** Destructive actions that should not shout: ghost and outline in red. */
  dangerGhost: "btn-danger-ghost",
  dangerOutline: "btn-danger-outline",
} as const;

const sizes = {
  sm: "btn-sm",
  md: "btn-md",
  lg: "btn-lg",
  icon: "btn-icon",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export const buttonClass = (variant: ButtonVariant = "primary", size: ButtonSize = "md") =>
  `btn ${variants[variant]} ${sizes[size]}`;
