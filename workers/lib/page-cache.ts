// Edge cache for pages seen by anonymous visitors. Such pages are the same for
// everyone, so the rendered HTML is kept in the Cache API for a minute. A cached
// page cannot carry a per-response nonce, so its CSP lists the SHA-256 hashes of
// exactly the inline scripts it contains instead (see ADR 0006).
import { contentSecurityPolicy, editableResponse } from "./security";

export const PAGE_CACHE_SECONDS = 60;
/** Bumped whenever cached HTML could be incompatible with a new deployment. */
const CACHE_VERSION = "v1";

// The Workers runtime's default cache (not part of the DOM typings).
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * Pages never stored by anyone: those that only ever show one person's own data (the
 * chat under both its addresses), and the sign-in page, whose development form
 * depends on the connecting address, which is not part of the cache key.
 */
const PERSONAL_PAGES = ["/dashboard", "/ai-chat", "/sublimation-chat", "/subscribe", "/sign-in"];
export const PRIVATE_NO_STORE = "private, no-store";

export function isPersonalPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return PERSONAL_PAGES.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Personal pages, and every page or `.data` answer for a signed-in visitor, are
 * private to one browser and never stored (not by the edge, not by the browser).
 */
export function markPrivate(response: Response, pathname: string, signedIn: boolean): Response {
  if (!signedIn && !isPersonalPath(pathname)) return response;
  const out = editableResponse(response);
  out.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return out;
}

export function isCacheablePageRequest(request: Request, signedIn: boolean): boolean {
  if (request.method !== "GET" || signedIn) return false;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/") || url.pathname.endsWith(".data") || isPersonalPath(url.pathname)) return false;
  // Any cookie may carry state (a session not yet validated, a flash message).
  return !request.headers.get("Cookie");
}

function cacheKey(request: Request): Request {
  const url = new URL(request.url);
  url.searchParams.set("__page_cache", CACHE_VERSION);
  return new Request(url.toString(), { method: "GET" });
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  let binary = "";
  for (const b of new Uint8Array(digest)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The hash sources of every inline script in the document. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(m[1])) continue;
    hashes.add(`'sha256-${await sha256Base64(m[2])}'`);
  }
  return [...hashes];
}

export async function cachedPage(request: Request): Promise<Response | undefined> {
  const hit = await edgeCache().match(cacheKey(request));
  if (!hit) return undefined;
  const res = new Response(hit.body, hit);
  res.headers.set("X-Page-Cache", "hit");
  return res;
}

/**
 * Makes a rendered page cacheable (hash-based CSP, shared cache headers) and
 * stores it. Only complete 200 HTML responses that set no cookies are stored.
 */
export async function storePage(request: Request, response: Response, ctx: ExecutionContext): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !type.includes("text/html") || response.headers.has("Set-Cookie")) return response;
  // A response that says it varies by cookie depended on one: it is nobody else's.
  const vary = (response.headers.get("Vary") ?? "").toLowerCase();
  if (vary.includes("cookie") || vary.includes("*")) return response;
  // A page that asks not to be stored (e.g. the admin gate) is respected.
  if (/no-store|private/.test(response.headers.get("Cache-Control") ?? "")) return response;
  const html = await response.text();
  const hashes = await inlineScriptHashes(html);
  const headers = new Headers(response.headers);
  const pathname = new URL(request.url).pathname;
  headers.set("Content-Security-Policy", contentSecurityPolicy({ scriptSources: hashes, pathname, dev: false }));
  headers.set("Cache-Control", `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}`);
  headers.set("X-Page-Cache", "miss");
  const out = new Response(html, { status: 200, headers });
  ctx.waitUntil(edgeCache().put(cacheKey(request), out.clone()));
  return out;
}
