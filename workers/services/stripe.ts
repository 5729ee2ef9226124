// The Stripe client for this Worker: configuration, the pinned API version, and
// the workerd-friendly transport (fetch + SubtleCrypto).
import Stripe from "stripe";
import { HttpError } from "../lib/http";
import { isProduction, settings } from "../env";

/**
 * The Stripe API version every call is made with, pinned so a dashboard upgrade
 * never changes the shapes this code reads. It is the version stripe-node 23.1.0
 * is typed for (later than 2025-03-31.basil: invoices carry a confirmation
 * secret instead of a payment intent; billing periods live on subscription items).
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

export const DEFAULT_TRIAL_DAYS = 7;
const MAX_TRIAL_DAYS = 730;

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server.";

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  priceId: string;
  webhookSecret: string | undefined;
  trialDays: number;
  /** Local mock API address; never set in production. */
  apiBase: URL | undefined;
}

export function trialDays(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TRIAL_DAYS;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n) || n < 0) return DEFAULT_TRIAL_DAYS;
  return Math.min(n, MAX_TRIAL_DAYS);
}

/** Stripe's settings, or null when payments are not configured on this server. */
export function stripeConfig(env: Env): StripeConfig | null {
  const s = settings(env);
  if (!s.STRIPE_SECRET_KEY || !s.STRIPE_PUBLISHABLE_KEY || !s.STRIPE_PRICE_ID) return null;
  let apiBase: URL | undefined;
  if (s.STRIPE_API_BASE && !isProduction(env)) {
    try {
      apiBase = new URL(s.STRIPE_API_BASE);
    } catch {
      apiBase = undefined;
    }
  }
  return {
    secretKey: s.STRIPE_SECRET_KEY,
    publishableKey: s.STRIPE_PUBLISHABLE_KEY,
    priceId: s.STRIPE_PRICE_ID,
    webhookSecret: s.STRIPE_WEBHOOK_SECRET,
    trialDays: trialDays(s.TRIAL_DAYS),
    apiBase,
  };
}

/** The configuration, or a 503 that says payments are not configured. */
export function requireStripeConfig(env: Env): StripeConfig {
  const config = stripeConfig(env);
  if (!config) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  return config;
}

export function stripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    // Stripe retries idempotent requests itself; keep a request's worst case short.
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
}

export const subtleCrypto = Stripe.createSubtleCryptoProvider();

export { Stripe };
