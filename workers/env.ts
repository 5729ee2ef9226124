// Reads the Worker's bindings and settings once per request, with the rules that
// keep local-only defaults from ever switching on in production.
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const settingsSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).catch("production"),
  AUTH_DEV_LOGIN: optional,
  /** Signs flash messages and keys the e-mail hashes of the allowance memory (32+ characters). */
  APP_SECRET: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_EMAILS: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  OIDC_ISSUER: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_NAME: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  AI_MODEL: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_PRICE_ID: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  TRIAL_DAYS: optional,
  /** Where the Stripe client sends API calls; only honoured outside production (local mocks). */
  STRIPE_API_BASE: optional,
  AFFILIATE_TAG: optional,
});

export type Settings = z.infer<typeof settingsSchema>;

const cache = new WeakMap<object, Settings>();

/** The parsed settings of this Worker (an unknown APP_ENV counts as production). */
export function settings(env: Env): Settings {
  let parsed = cache.get(env);
  if (!parsed) {
    parsed = settingsSchema.parse(env);
    cache.set(env, parsed);
  }
  return parsed;
}

export function isProduction(env: Env): boolean {
  return settings(env).APP_ENV === "production";
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function isLoopbackAddress(ip: string): boolean {
  const a = ip.trim().toLowerCase();
  return a === "::1" || a === "0:0:0:0:0:0:0:1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/**
 * True only for requests addressed to this machine from this machine: the URL's
 * host is a loopback name, the Host header agrees, and the connecting address
 * (when the runtime reports one, as Cloudflare's edge always does) is loopback.
 */
export function isLocalRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (!LOCAL_HOSTS.has(url.hostname)) return false;
  const host = request.headers.get("Host");
  if (host !== null) {
    let hostname: string;
    try {
      hostname = new URL(`http://${host}`).hostname;
    } catch {
      return false;
    }
    if (!LOCAL_HOSTS.has(hostname)) return false;
  }
  const address = request.headers.get("CF-Connecting-IP");
  return address === null || isLoopbackAddress(address);
}

/**
 * Development-only conveniences (the dev sign-in form, the premium switch) are on
 * only when AUTH_DEV_LOGIN is "true", the app is not in production, and the
 * request is addressed to localhost. All three, always.
 */
export function devToolsAllowed(env: Env, request: Request): boolean {
  const s = settings(env);
  return s.AUTH_DEV_LOGIN === "true" && s.APP_ENV !== "production" && isLocalRequest(request);
}
