// Security headers for every response the Worker sends. HTML pages get a
// Content-Security-Policy whose script-src is a fresh nonce per request.
import type { MiddlewareHandler } from "hono";
import { isProduction, settings } from "../env";
import { base64url, randomBytes } from "./crypto";
import type { AppBindings } from "./types";

const STRIPE_PAGES = ["/subscribe"];
/** Where a Stripe page's forms may lead: its actions answer with a 303 to Checkout or the billing portal. */
const STRIPE_FORM_TARGETS = ["https://checkout.stripe.com", "https://billing.stripe.com"];

/** The local Stripe mock's origin (STRIPE_API_BASE, never honoured in production), whose Checkout page tests use. */
function stripeMockOrigin(env: Env): string | null {
  const base = settings(env).STRIPE_API_BASE;
  if (!base || isProduction(env)) return null;
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

/**
 * The policy for HTML pages. Inline scripts are allowed only by this response's
 * nonce, or, for pages served from the edge cache, by their exact hashes.
 */
export function contentSecurityPolicy(opts: {
  scriptSources: string[];
  pathname: string;
  dev: boolean;
  stripeMock?: string | null;
}): string {
  const stripe = STRIPE_PAGES.some((p) => opts.pathname === p || opts.pathname.startsWith(`${p}/`));
  const formTargets = stripe ? [...STRIPE_FORM_TARGETS, ...(opts.stripeMock ? [opts.stripeMock] : [])] : [];
  const script = ["'self'", ...opts.scriptSources, ...(stripe ? ["https://js.stripe.com"] : [])];
  const connect = ["'self'", ...(stripe ? ["https://api.stripe.com"] : []), ...(opts.dev ? ["ws:", "wss:"] : [])];
  const frame = stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'none'"];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frame.join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formTargets].join(" ")}`,
  ].join("; ");
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The nonce policy differs only by its nonce: built once per (Stripe page, dev) and filled in. */
const NONCE_SLOT = "\u0000";
const noncePolicies = new Map<string, string>();
function noncePolicy(nonce: string, pathname: string, dev: boolean, stripeMock: string | null): string {
  const stripe = STRIPE_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const key = `${stripe}:${dev}:${stripe ? stripeMock : null}`;
  let template = noncePolicies.get(key);
  if (template === undefined) {
    template = contentSecurityPolicy({ scriptSources: [`'nonce-${NONCE_SLOT}'`], pathname, dev, stripeMock });
    noncePolicies.set(key, template);
  }
  return template.replace(NONCE_SLOT, nonce);
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), interest-cohort=(), payment=(self "https://js.stripe.com")';

/**
 * The headers of a response the handler may edit: its own when they are
 * mutable (pages and JSON built here), else those of a copy (a response from
 * fetch or the cache carries immutable headers).
 */
export function editableResponse(response: Response): Response {
  try {
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

export function securityHeaders(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const nonce = base64url(randomBytes(16));
    c.set("nonce", nonce);
    await next();
    const res = editableResponse(c.res);
    if (res !== c.res) c.res = res;
    const h = c.res.headers;
    const type = h.get("Content-Type") ?? "";
    const pathname = c.req.path;
    if (type.includes("text/html")) {
      // A page from the edge cache already carries its hash-based policy.
      if (h.get("X-Page-Cache") === null || !h.has("Content-Security-Policy")) {
        h.set("Content-Security-Policy", noncePolicy(nonce, pathname, !!import.meta.env?.DEV, stripeMockOrigin(c.env)));
      }
    } else if (!h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", API_CSP);
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", PERMISSIONS_POLICY);
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (isProduction(c.env)) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    if (pathname.startsWith("/api/")) h.set("Cache-Control", h.get("Cache-Control") ?? "no-store");
  };
}
