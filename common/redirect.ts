/**
 * A same-origin path to return to after sign-in, or "/" when the value could
 * lead anywhere else (absolute URLs, protocol-relative "//host", backslashes).
 */
export function safeReturnTo(value: string | null | undefined, fallback = "/"): string {
  if (!value || typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // Reject control characters that browsers strip before resolving.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, "https://placeholder.invalid");
    if (url.origin !== "https://placeholder.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : "/api/login";
}
