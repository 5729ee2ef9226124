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

/** True only for requests addressed to this machine itself. */
export function isLocalRequest(request: Request): boolean {
  return LOCAL_HOSTS.has(new URL(request.url).hostname);
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
