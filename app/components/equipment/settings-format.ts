// How the settings chart words its figures, shared by the chart and the guides.
export const FOLLOW_BLANK = "Follow your blank's instructions";

/** "light-medium" -> "Light to medium"; null -> a dash. */
export function pressureLabel(pressure: string | null): string {
  if (!pressure) return "-";
  const text = pressure.replace("-", " to ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
