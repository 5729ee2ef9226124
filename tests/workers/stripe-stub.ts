// The Worker tests' Stripe: the stand-in API (billing-stripe-mock.ts) answering at
// a loopback-like host, reached through the global fetch the Worker's code uses,
// fresh for each test; and an environment with payments configured against it.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, vi } from "vitest";
import { createStripeMock, MOCK_PRICE_ID, type StripeMock } from "./billing-stripe-mock";

export const MOCK_HOST = "stripe.mock.test";

/** The test environment with payments configured against the stand-in. */
export const stripeTestEnv = (secretKey: string, overrides: Record<string, string> = {}) =>
  ({
    ...env,
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: "pk_test_mockPublishableKey",
    STRIPE_PRICE_ID: MOCK_PRICE_ID,
    STRIPE_API_BASE: `http://${MOCK_HOST}`,
    TRIAL_DAYS: "7",
    ...overrides,
  }) as unknown as Env;

/** Routes the stand-in's host to a new stand-in before each test; returns the current one. */
export function useStripeStub(secretKey: string): () => StripeMock {
  let mock: StripeMock;
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    mock = createStripeMock({ secretKey });
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (new URL(request.url).hostname === MOCK_HOST) return mock.handle(request);
      return realFetch(request);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return () => mock;
}
