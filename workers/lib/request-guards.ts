// Cross-origin write protection for the whole site (API and pages): an unsafe
// request (POST, PUT, PATCH, DELETE) must come from this origin, judged by its
// Origin header or, when a browser sent none, by Sec-Fetch-Site. Requests with
// neither come from non-browser clients, which carry no ambient cookies.
// JSON endpoints also refuse bodies of any other type (415), so a "simple"
// cross-site request (text/plain, form) can never be read as JSON.
import type { Context, MiddlewareHandler } from "hono";
import { discardBody } from "./body-limit";
import type { AppBindings } from "./types";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Paths called by other sites by design: Stripe's signed webhook and the OAuth providers' callbacks. */
export function isCrossOriginExempt(pathname: string): boolean {
  return pathname === "/api/stripe/webhook" || pathname.startsWith("/api/login/callback/");
}

/** API endpoints that take HTML form posts (urlencoded or multipart) rather than JSON. */
const FORM_ENDPOINTS = new Set(["/api/login/dev", "/api/logout"]);

/** Whether the request comes from this site's own pages (or from no browser at all). */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  // "none" is a navigation the user started (typed address, bookmark).
  return site === null || site === "same-origin" || site === "none";
}

/** The refusal, once the unread body is disposed of (see discardBody). */
async function refused(c: Context, pathname: string, status: 403 | 415, message: string): Promise<Response> {
  await discardBody(c, c.req.raw.body);
  return pathname.startsWith("/api/")
    ? Response.json({ message }, { status })
    : new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export function sameOriginWrites(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (!UNSAFE_METHODS.has(c.req.method) || isCrossOriginExempt(pathname)) return next();
    if (!isSameOriginRequest(c.req.raw)) {
      console.warn(
        "cross-origin write refused",
        c.req.method,
        pathname,
        c.req.header("Origin") ?? c.req.header("Sec-Fetch-Site"),
      );
      return refused(c, pathname, 403, "Cross-site request refused");
    }
    if (pathname.startsWith("/api/") && !acceptableApiBody(pathname, c.req.raw)) {
      return refused(c, pathname, 415, "Unsupported content type");
    }
    return next();
  };
}

function hasBody(request: Request): boolean {
  const length = request.headers.get("Content-Length");
  if (length !== null) return length.trim() !== "0";
  return request.body !== null;
}

function acceptableApiBody(pathname: string, request: Request): boolean {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (FORM_ENDPOINTS.has(pathname)) {
    return type === ""
      ? !hasBody(request)
      : type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  }
  // A body-less call (fetch with no body) sends no type at all.
  if (type === "") return !hasBody(request);
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}
