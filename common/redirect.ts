const BASE = "https://placeholder.invalid";

/**
 * A same-origin path to return to after sign-in, or the fallback when the value
 * could lead anywhere else. The value is resolved against the site's origin the
 * way a browser would, and accepted only when the origin is unchanged and the
 * resolved path starts with a single "/" (so "/.//host", "/\host" and friends,
 * which normalise to a protocol-relative "//host", are refused).
 */
export function safeReturnTo(value: string | null | undefined, fallback = "/"): string {
  if (!value || typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/")) return fallback;
  // Browsers strip tabs and newlines and read "\" as "/" before resolving.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // The result itself must stay here when resolved again (what the browser does with Location).
  try {
    if (new URL(path, BASE).origin !== BASE) return fallback;
  } catch {
    return fallback;
  }
  return path;
}

export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : "/api/login";
}
