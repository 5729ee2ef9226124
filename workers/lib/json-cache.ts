// Edge cache for the public JSON API (lists of guides, equipment, suppliers...):
// the same answer for everyone, so it is kept in the Cache API like visitors'
// pages (ADR 0006), keyed by URL and content version, with an ETag so browsers
// and clients revalidate with If-None-Match and get a bodiless 304.
// Only for answers that never depend on who asks (see ADR 0800): anything that
// reads the session (a saved flag, a plan) must not come through here.
import type { Context } from "hono";
import { SettledCache } from "./settled-cache";
import type { AppBindings } from "./types";

export const JSON_CACHE_SECONDS = 60;
/** Bumped whenever a stored answer could be incompatible with a new deployment. */
const JSON_CACHE_VERSION = "j1";

const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** Shared caches may keep the answer a minute; browsers revalidate each time (cheap with the ETag). */
const PUBLIC_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${JSON_CACHE_SECONDS}`;
/**
 * A request with cookies may get a refreshed session cookie on its answer, which
 * no shared cache may keep: the same body, marked private.
 */
const PRIVATE_CACHE_CONTROL = "private, max-age=0, must-revalidate";

export type PublicQuery = Record<string, string | number | boolean | undefined>;

/**
 * The key is built from the validated query, not the raw URL: the same query in
 * another order or with unknown parameters is the same answer.
 */
function cacheKey(request: Request, query: PublicQuery, contentVersion: string): string {
  const url = new URL(request.url);
  const params = Object.entries(query)
    .filter((e): e is [string, string | number | boolean] => e[1] !== undefined)
    .map(([k, v]) => [k, String(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(params).toString();
  url.searchParams.set("__json_cache", `${JSON_CACHE_VERSION}.${contentVersion}`);
  return url.toString();
}

interface StoredJson {
  body: string;
  etag: string;
}
/**
 * The same answers, held in the isolate as well: a hit then costs no Cache API
 * read. Only queries without free text are kept here, so the set of keys stays
 * small (categories and flags); free-text searches live in the Cache API only.
 */
const memory = new SettledCache<StoredJson>(JSON_CACHE_SECONDS * 1000);

async function bodyHash(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  let binary = "";
  for (const b of digest.subarray(0, 12)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_");
}

/** RFC 9110 If-None-Match: `*` or a list of entity tags, compared weakly. */
export function ifNoneMatchMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

function headersFor(request: Request, etag: string): Headers {
  return new Headers({
    "Content-Type": "application/json; charset=UTF-8",
    ETag: etag,
    "Cache-Control": request.headers.has("Cookie") ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    Vary: "Accept-Encoding",
  });
}

function notModified(request: Request, etag: string, state: "hit" | "miss"): Response {
  const headers = headersFor(request, etag);
  headers.delete("Content-Type");
  headers.set("X-Json-Cache", state);
  return new Response(null, { status: 304, headers });
}

function ok(request: Request, stored: StoredJson, state: "memory" | "hit" | "miss"): Response {
  if (ifNoneMatchMatches(request.headers.get("If-None-Match"), stored.etag))
    return notModified(request, stored.etag, state === "miss" ? "miss" : "hit");
  const headers = headersFor(request, stored.etag);
  headers.set("X-Json-Cache", state);
  return new Response(stored.body, { status: 200, headers });
}

/**
 * Answers a public GET from the isolate or the edge cache, or builds, stores and
 * sends it. `query` is the validated query the answer depends on; the content
 * version is part of the key, so a re-seed is never answered from an older
 * copy, and the ETag carries it too.
 */
export async function publicJson(
  c: Context<AppBindings>,
  contentVersion: string,
  query: PublicQuery,
  build: () => Promise<unknown>,
): Promise<Response> {
  const request = c.req.raw;
  const key = cacheKey(request, query, contentVersion);
  const keepInMemory = !query.search;
  const inMemory = keepInMemory ? memory.peek(key) : undefined;
  if (inMemory) return ok(request, inMemory, "memory");

  const hit = await edgeCache().match(key);
  const cachedEtag = hit?.headers.get("ETag");
  if (hit && cachedEtag) {
    const stored = { body: await hit.text(), etag: cachedEtag };
    if (keepInMemory) await memory.get(key, async () => stored);
    return ok(request, stored, "hit");
  }
  const body = JSON.stringify(await build());
  const stored = { body, etag: `"${contentVersion}.${await bodyHash(body)}"` };
  const forCache = new Response(body, { status: 200, headers: headersFor(new Request(request.url), stored.etag) });
  c.executionCtx.waitUntil(edgeCache().put(key, forCache));
  if (keepInMemory) await memory.get(key, async () => stored);
  return ok(request, stored, "miss");
}
