// Premium billing in workerd: real D1/KV/Durable Objects, real webhook
// signature verification; only Stripe's HTTP API is mocked, at the fetch boundary.
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { planFromSubscription } from "../../workers/services/billing";
import { cancelSubscriptionForAccountDeletion } from "../../workers/services/billing";
import { STRIPE_API_VERSION } from "../../workers/services/stripe";
import { createServer } from "../../workers/server";
import { MOCK_PRICE_ID, MOCK_STRIPE_API_VERSION, stripeEvent } from "./billing-stripe-mock";
import { count, ORIGIN, signIn } from "./helpers";
import { MOCK_HOST, stripeTestEnv, useStripeStub } from "./stripe-stub";
import { workerFetch } from "./worker";

const SECRET_KEY = "sk_test_mockSecretKey0123456789";
const WEBHOOK_SECRET = "whsec_mockWebhookSecret0123456789";

const stripeEnv = (overrides: Record<string, string> = {}) =>
  stripeTestEnv(SECRET_KEY, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...overrides });

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const server = createServer(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));

const stripe = useStripeStub(SECRET_KEY);

function call(
  path: string,
  opts: { cookie?: string; body?: unknown; method?: string; environment?: Env; host?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.Cookie = opts.cookie;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  return server.fetch(
    new Request(`${opts.host ?? ORIGIN}${path}`, {
      method: opts.method ?? "POST",
      headers,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    }),
    opts.environment ?? stripeEnv(),
    ctx,
  );
}

async function userRow(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, any>>();
}

async function sendWebhook(event: object, environment = stripeEnv(), signatureSecret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: signatureSecret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return server.fetch(
    new Request(`${ORIGIN}/api/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    }),
    environment,
    ctx,
  );
}

/** A signed-in user with an active (paid) subscription in the stripe(). */
async function activeSubscriber(email: string) {
  const cookie = await signIn(email);
  const res = await call("/api/create-subscription", { cookie, environment: stripeEnv({ TRIAL_DAYS: "0" }) });
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  const pi = stripe().intentIdFromSecret(clientSecret);
  stripe().succeedPayment(pi);
  const ok = await call("/api/subscription-success", { cookie, body: { paymentIntentId: pi } });
  expect(ok.status).toBe(200);
  const row = await userRow(email);
  return { cookie, subId: row!.stripe_subscription_id as string, customer: row!.stripe_customer_id as string };
}

describe("billing without Stripe configured (the local default)", () => {
  it("answers 503 'not configured' on every billing endpoint, 401 when signed out", async () => {
    const cookie = await signIn("billing-off@example.com");
    for (const path of [
      "/api/create-subscription",
      "/api/sync-subscription",
      "/api/billing-portal",
      "/api/subscription-success",
    ]) {
      const res = await workerFetch(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ paymentIntentId: "pi_123" }),
      });
      expect(res.status, path).toBe(503);
      expect(await res.json()).toEqual({ message: "Payments are not configured on this server." });
    }
    const hook = await workerFetch(`${ORIGIN}/api/stripe/webhook`, { method: "POST", body: "{}" });
    expect(hook.status).toBe(503);
    const anon = await workerFetch(`${ORIGIN}/api/create-subscription`, { method: "POST" });
    expect(anon.status).toBe(401);
    expect((await userRow("billing-off@example.com"))!.subscription_tier).toBe("free");
  });
});

describe("upgrade (Stripe API mocked at the HTTP boundary)", () => {
  it("creates a customer and a 7-day trial subscription, answering the setup intent's client secret", async () => {
    const email = "trial@example.com";
    const cookie = await signIn(email, "Tria", "Lee");
    const res = await call("/api/create-subscription", { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { clientSecret: string; intentType: string; trialDays: number };
    expect(body.intentType).toBe("setup");
    expect(body.trialDays).toBe(7);
    expect(body.clientSecret).toMatch(/^seti_.+_secret_/);

    const create = stripe().requests.find((r) => r.method === "POST" && r.path === "/v1/subscriptions")!;
    expect(create.stripeVersion).toBe(STRIPE_API_VERSION);
    expect(STRIPE_API_VERSION).toBe(MOCK_STRIPE_API_VERSION);
    expect(create.idempotencyKey).toBeTruthy();
    expect(create.params.get("payment_behavior")).toBe("default_incomplete");
    expect(create.params.get("trial_period_days")).toBe("7");
    expect(create.params.get("items[0][price]")).toBe(MOCK_PRICE_ID);
    const expands = [...create.params.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v);
    expect(expands).toEqual(expect.arrayContaining(["latest_invoice.confirmation_secret", "pending_setup_intent"]));
    const customerCall = stripe().requests.find((r) => r.path === "/v1/customers")!;
    expect(customerCall.params.get("email")).toBe(email);
    expect(customerCall.idempotencyKey).toBeTruthy();

    const row = (await userRow(email))!;
    expect(row.stripe_customer_id).toMatch(/^cus_/);
    expect(row.stripe_subscription_id).toMatch(/^sub_/);
    expect(row.subscription_tier).toBe("premium");
    expect(row.subscription_status).toBe("trialing");
    expect(row.trial_end).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    // The card is confirmed on the setup intent; the success call verifies it with Stripe.
    const seti = stripe().intentIdFromSecret(body.clientSecret);
    stripe().succeedSetup(seti);
    const ok = await call("/api/subscription-success", { cookie, body: { paymentIntentId: seti } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { subscriptionTier: string } }).user.subscriptionTier).toBe("premium");

    // Premium now: a second upgrade is refused and creates nothing.
    const again = await call("/api/create-subscription", { cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: "You already have a Premium subscription!",
      title: "Already Premium",
    });
    expect(stripe().subscriptions.size).toBe(1);
  });

  it("without a trial answers the first invoice's confirmation secret; premium only once paid", async () => {
    const email = "notrial@example.com";
    const cookie = await signIn(email);
    const environment = stripeEnv({ TRIAL_DAYS: "0" });
    const res = await call("/api/create-subscription", { cookie, environment });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { clientSecret: string; intentType: string };
    expect(body.intentType).toBe("payment");
    expect(body.clientSecret).toMatch(/^pi_.+_secret_/);
    const create = stripe().requests.find((r) => r.method === "POST" && r.path === "/v1/subscriptions")!;
    expect(create.params.has("trial_period_days")).toBe(false);
    let row = (await userRow(email))!;
    expect(row.subscription_tier).toBe("free");
    expect(row.subscription_status).toBe("incomplete");

    // Clicking Upgrade again continues the same unpaid subscription.
    const again = await call("/api/create-subscription", { cookie, environment });
    expect(((await again.json()) as { clientSecret: string }).clientSecret).toBe(body.clientSecret);
    expect(stripe().subscriptions.size).toBe(1);
    expect(stripe().customers.size).toBe(1);

    // Not paid yet: the success call refuses.
    const pi = stripe().intentIdFromSecret(body.clientSecret);
    const early = await call("/api/subscription-success", { cookie, body: { paymentIntentId: pi } });
    expect(early.status).toBe(402);
    expect((await userRow(email))!.subscription_tier).toBe("free");

    stripe().succeedPayment(pi);
    const ok = await call("/api/subscription-success", { cookie, body: { paymentIntentId: pi } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ message: "Welcome to Premium! Your subscription is now active." });
    row = (await userRow(email))!;
    expect(row.subscription_tier).toBe("premium");
    expect(row.subscription_status).toBe("active");
    expect(row.next_payment_date).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect(row.subscription_canceled).toBe(0);
  });

  it("gives no second trial to someone who had a subscription before", async () => {
    const email = "second-time@example.com";
    const { cookie, subId } = await activeSubscriber(email);
    stripe().update(subId, {
      status: "canceled",
      ended_at: Math.floor(Date.now() / 1000),
      canceled_at: Math.floor(Date.now() / 1000),
    });
    await call("/api/sync-subscription", { cookie });
    expect((await userRow(email))!.subscription_tier).toBe("free");
    const res = await call("/api/create-subscription", { cookie });
    expect(((await res.json()) as { intentType: string }).intentType).toBe("payment");
    const creates = stripe().requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions");
    expect(creates.at(-1)!.params.has("trial_period_days")).toBe(false);
  });

  it("refuses a payment intent of another customer, and bad input, changing nothing", async () => {
    const email = "thief@example.com";
    const cookie = await signIn(email);
    await call("/api/create-subscription", { cookie, environment: stripeEnv({ TRIAL_DAYS: "0" }) });
    const foreign = stripe().foreignPaymentIntent();
    const res = await call("/api/subscription-success", { cookie, body: { paymentIntentId: foreign.id } });
    expect(res.status).toBe(403);
    expect((await userRow(email))!.subscription_tier).toBe("free");

    for (const body of [{}, { paymentIntentId: "" }, { paymentIntentId: "not-an-intent" }, { paymentIntentId: 42 }]) {
      const bad = await call("/api/subscription-success", { cookie, body });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ message: "Invalid input", fieldErrors: expect.any(Object) });
    }
    const unknown = await call("/api/subscription-success", { cookie, body: { paymentIntentId: "pi_doesNotExist" } });
    expect(unknown.status).toBe(404);
    expect((await userRow(email))!.subscription_tier).toBe("free");
  });

  it("answers 'Failed to create subscription' (502) when Stripe fails, without leaking details", async () => {
    const cookie = await signIn("stripe-down@example.com");
    stripe().failNextRequests(500);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call("/api/create-subscription", { cookie, environment: stripeEnv({ TRIAL_DAYS: "0" }) });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "Failed to create subscription" });
  });
});

describe("webhooks: signature, idempotency, order (Stripe API mocked at the HTTP boundary)", () => {
  it("answers 400 to a bad or missing signature and records nothing", async () => {
    const before = await count("stripe_events");
    const event = stripeEvent("customer.subscription.updated", { id: "sub_x", object: "subscription" });
    const forged = await sendWebhook(event, stripeEnv(), "whsec_someoneElsesSecret");
    expect(forged.status).toBe(400);
    const missing = await server.fetch(
      new Request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", body: JSON.stringify(event) }),
      stripeEnv(),
      ctx,
    );
    expect(missing.status).toBe(400);
    // A valid signature over different bytes fails too.
    const payload = JSON.stringify(event);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: WEBHOOK_SECRET,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const tampered = await server.fetch(
      new Request(`${ORIGIN}/api/stripe/webhook`, {
        method: "POST",
        headers: { "Stripe-Signature": signature },
        body: payload.replace("sub_x", "sub_y"),
      }),
      stripeEnv(),
      ctx,
    );
    expect(tampered.status).toBe(400);
    expect(await count("stripe_events")).toBe(before);
  });

  it("applies the same event delivered twice only once", async () => {
    const email = "redelivered@example.com";
    const { subId } = await activeSubscriber(email);
    stripe().update(subId, { status: "past_due" });
    const event = stripeEvent("invoice.payment_failed", {
      id: "in_failedRenewal",
      object: "invoice",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subId, metadata: {} },
        quote_details: null,
      },
    });
    const first = await sendWebhook(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: "applied" });
    expect((await userRow(email))!.subscription_status).toBe("past_due");
    const recorded = await env.DB.prepare("SELECT type FROM stripe_events WHERE id = ?")
      .bind(event.id)
      .first<{ type: string }>();
    expect(recorded?.type).toBe("invoice.payment_failed");

    // Stripe moves on; a redelivery of the old event must not re-apply anything.
    stripe().update(subId, { status: "unpaid" });
    const callsBefore = stripe().requests.length;
    const eventsBefore = await count("stripe_events");
    const second = await sendWebhook(event);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ outcome: "duplicate" });
    expect((await userRow(email))!.subscription_status).toBe("past_due");
    expect(await count("stripe_events")).toBe(eventsBefore);
    expect(stripe().requests.length).toBe(callsBefore);
  });

  it("applies an event delivered twice at the same moment once", async () => {
    const email = "concurrent@example.com";
    const { subId } = await activeSubscriber(email);
    stripe().update(subId, { cancel_at_period_end: true });
    const event = stripeEvent("customer.subscription.updated", stripe().snapshot(subId));
    const before = await count("stripe_events");
    const outcomes = await Promise.all(
      [sendWebhook(event), sendWebhook(event)].map(
        async (p) => ((await (await p).json()) as { outcome: string }).outcome,
      ),
    );
    expect(outcomes.sort()).toEqual(["applied", "duplicate"]);
    expect(await count("stripe_events")).toBe(before + 1);
    expect((await userRow(email))!.subscription_canceled).toBe(1);
  });

  it("answers 500 without recording the event when Stripe cannot be read, so Stripe retries it", async () => {
    const email = "retry-later@example.com";
    const { subId } = await activeSubscriber(email);
    stripe().update(subId, { status: "past_due" });
    const event = stripeEvent("invoice.payment_failed", {
      id: "in_retry",
      object: "invoice",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subId, metadata: {} },
        quote_details: null,
      },
    });
    stripe().failNextRequests(500);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await sendWebhook(event);
    expect(failed.status).toBe(500);
    expect(await env.DB.prepare("SELECT id FROM stripe_events WHERE id = ?").bind(event.id).first()).toBeNull();
    expect((await userRow(email))!.subscription_status).toBe("active");
    const retried = await sendWebhook(event);
    expect(await retried.json()).toMatchObject({ outcome: "applied" });
    expect((await userRow(email))!.subscription_status).toBe("past_due");
  });

  it("ends in the right state when events arrive out of order", async () => {
    const email = "out-of-order@example.com";
    const cookie = await signIn(email);
    const created = await call("/api/create-subscription", { cookie });
    const row = (await userRow(email))!;
    const subId = row.stripe_subscription_id as string;
    const trialingSnapshot = stripe().snapshot(subId);
    stripe().succeedSetup(
      stripe().intentIdFromSecret(((await created.json()) as { clientSecret: string }).clientSecret),
    );

    // Trial converts to active, then the user cancels in the portal (at period end).
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    stripe().update(subId, { status: "active", trial_end: trialingSnapshot.trial_end });
    stripe().subscription(subId).items.data[0].current_period_end = periodEnd;
    const activeSnapshot = stripe().snapshot(subId);
    stripe().update(subId, { cancel_at_period_end: true, canceled_at: Math.floor(Date.now() / 1000) });
    const canceledSnapshot = stripe().snapshot(subId);

    // Delivered newest first: the later, stale events must not undo the cancellation.
    for (const [type, object] of [
      ["customer.subscription.updated", canceledSnapshot],
      ["customer.subscription.updated", activeSnapshot],
      ["customer.subscription.created", trialingSnapshot],
      ["customer.subscription.trial_will_end", trialingSnapshot],
    ] as const) {
      expect((await sendWebhook(stripeEvent(type, object))).status).toBe(200);
    }
    const final = (await userRow(email))!;
    expect(final.subscription_tier).toBe("premium");
    expect(final.subscription_status).toBe("active");
    expect(final.subscription_canceled).toBe(1);
    expect(final.subscription_end_date).toBe(periodEnd * 1000);
    expect(final.next_payment_date).toBeNull();

    // The period ends: deleted arrives, and the plan returns to free.
    const endedAt = Math.floor(Date.now() / 1000);
    stripe().update(subId, { status: "canceled", ended_at: endedAt });
    await sendWebhook(stripeEvent("customer.subscription.deleted", stripe().snapshot(subId)));
    const ended = (await userRow(email))!;
    expect(ended.subscription_tier).toBe("free");
    expect(ended.subscription_status).toBe("canceled");
    expect(ended.subscription_end_date).toBe(endedAt * 1000);
  });

  it("a late event about an old, ended subscription never downgrades the current one", async () => {
    const email = "resubscribed@example.com";
    const { cookie, subId: oldId } = await activeSubscriber(email);
    stripe().update(oldId, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    await call("/api/sync-subscription", { cookie });
    const res = await call("/api/create-subscription", { cookie });
    const pi = stripe().intentIdFromSecret(((await res.json()) as { clientSecret: string }).clientSecret);
    stripe().succeedPayment(pi);
    await call("/api/subscription-success", { cookie, body: { paymentIntentId: pi } });
    const newId = (await userRow(email))!.stripe_subscription_id;
    expect(newId).not.toBe(oldId);

    await sendWebhook(stripeEvent("customer.subscription.deleted", stripe().snapshot(oldId)));
    const row = (await userRow(email))!;
    expect(row.subscription_tier).toBe("premium");
    expect(row.stripe_subscription_id).toBe(newId);
  });

  it("records and ignores events it does not handle, and events for unknown customers", async () => {
    const other = stripeEvent("charge.succeeded", { id: "ch_1", object: "charge" });
    expect(await (await sendWebhook(other)).json()).toMatchObject({ outcome: "ignored" });

    const auth = { Authorization: `Bearer ${SECRET_KEY}` };
    const customer = (await (
      await stripe().handle(
        new Request(`http://${MOCK_HOST}/v1/customers`, {
          method: "POST",
          headers: auth,
          body: new URLSearchParams({ email: "elsewhere@example.com" }),
        }),
      )
    ).json()) as { id: string };
    const sub = await (
      await stripe().handle(
        new Request(`http://${MOCK_HOST}/v1/subscriptions`, {
          method: "POST",
          headers: auth,
          body: new URLSearchParams({
            customer: customer.id,
            "items[0][price]": MOCK_PRICE_ID,
            trial_period_days: "7",
          }),
        }),
      )
    ).json();
    const premiumBefore = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE subscription_tier = 'premium'",
    ).first<{ n: number }>();
    const res = await sendWebhook(stripeEvent("customer.subscription.created", sub as object));
    expect(await res.json()).toMatchObject({ outcome: "ignored" });
    const premiumAfter = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE subscription_tier = 'premium'",
    ).first<{ n: number }>();
    expect(premiumAfter?.n).toBe(premiumBefore?.n);
  });
});

describe("status mapping", () => {
  const base = (status: string, extra: Record<string, unknown> = {}) =>
    ({
      id: "sub_map",
      object: "subscription",
      status,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_start: null,
      trial_end: null,
      items: { object: "list", data: [{ current_period_end: 1_900_000_000 }] },
      ...extra,
    }) as unknown as Stripe.Subscription;

  it.each([
    ["trialing", "premium"],
    ["active", "premium"],
    ["past_due", "premium"],
    ["canceled", "free"],
    ["unpaid", "free"],
    ["incomplete_expired", "free"],
    ["incomplete", "free"],
    ["paused", "free"],
  ])("%s gives %s", (status, tier) => {
    expect(planFromSubscription(base(status)).subscriptionTier).toBe(tier);
  });

  it("shows trial end, renewal and cancellation dates", () => {
    const trial = planFromSubscription(base("trialing", { trial_start: 1_800_000_000, trial_end: 1_800_604_800 }));
    expect(trial.trialEnd?.getTime()).toBe(1_800_604_800_000);
    expect(trial.nextPaymentDate?.getTime()).toBe(1_800_604_800_000);
    const canceledTrial = planFromSubscription(
      base("trialing", { trial_end: 1_800_604_800, cancel_at_period_end: true }),
    );
    expect(canceledTrial).toMatchObject({
      subscriptionTier: "premium",
      subscriptionCanceled: true,
      nextPaymentDate: null,
    });
    expect(canceledTrial.subscriptionEndDate?.getTime()).toBe(1_800_604_800_000);
    const active = planFromSubscription(base("active"));
    expect(active.nextPaymentDate?.getTime()).toBe(1_900_000_000_000);
    const cancelAt = planFromSubscription(base("active", { cancel_at: 1_850_000_000 }));
    expect(cancelAt).toMatchObject({ subscriptionCanceled: true, nextPaymentDate: null });
    expect(cancelAt.subscriptionEndDate?.getTime()).toBe(1_850_000_000_000);
    expect(planFromSubscription(null)).toMatchObject({ subscriptionTier: "free", subscriptionStatus: null });
  });
});

describe("sync, portal, account deletion (Stripe API mocked at the HTTP boundary)", () => {
  it("sync re-reads Stripe and answers a message; the portal answers Stripe's URL", async () => {
    const email = "sync@example.com";
    const { cookie, subId } = await activeSubscriber(email);
    stripe().update(subId, { status: "unpaid" });
    const res = await call("/api/sync-subscription", { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(/Free/);
    expect((await userRow(email))!.subscription_tier).toBe("free");

    const portal = await call("/api/billing-portal", { cookie });
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const portalCall = stripe().requests.find((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(portalCall.params.get("return_url")).toBe(`${ORIGIN}/subscribe`);

    const newcomer = await signIn("no-customer@example.com");
    expect((await call("/api/billing-portal", { cookie: newcomer })).status).toBe(404);
    const sync = await call("/api/sync-subscription", { cookie: newcomer });
    expect(((await sync.json()) as { message: string }).message).toMatch(/No subscription/);
  });

  it("cancels the subscription when the account is deleted", async () => {
    const email = "leaving@example.com";
    const { subId } = await activeSubscriber(email);
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
    const { getUserById } = await import("../../workers/services/users");
    const { getDb } = await import("../../workers/db/client");
    const full = await getUserById(getDb(env), user!.id);
    await cancelSubscriptionForAccountDeletion(stripeEnv(), full!);
    expect(stripe().subscription(subId).status).toBe("canceled");
    // Without Stripe configured there is nothing to do, and nothing fails.
    await cancelSubscriptionForAccountDeletion(env, full!);
  });
});

describe("development-only premium switch", () => {
  it("grants and removes premium on localhost with AUTH_DEV_LOGIN=true", async () => {
    const email = "dev-switch@example.com";
    const cookie = await signIn(email);
    const on = await workerFetch(`${ORIGIN}/api/dev/premium`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ premium: true }),
    });
    expect(on.status).toBe(200);
    expect((await userRow(email))!.subscription_tier).toBe("premium");
    const bad = await workerFetch(`${ORIGIN}/api/dev/premium`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ premium: "yes" }),
    });
    expect(bad.status).toBe(400);
    const off = await workerFetch(`${ORIGIN}/api/dev/premium`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ premium: false }),
    });
    expect(off.status).toBe(200);
    expect((await userRow(email))!.subscription_tier).toBe("free");
  });

  it("is refused off localhost, without AUTH_DEV_LOGIN=true, and in production", async () => {
    const email = "dev-refused@example.com";
    const cookie = await signIn(email);
    const cases: { host?: string; environment: Env }[] = [
      { host: "https://sublimation.example.com", environment: env },
      { environment: { ...env, AUTH_DEV_LOGIN: "false" } as Env },
      { environment: { ...env, APP_ENV: "production" } as Env },
    ];
    for (const c of cases) {
      const res = await call("/api/dev/premium", {
        cookie,
        body: { premium: true },
        environment: c.environment,
        host: c.host,
      });
      expect(res.status).toBe(403);
    }
    expect((await userRow(email))!.subscription_tier).toBe("free");
  });
});
