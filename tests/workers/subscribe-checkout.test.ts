// The upgrade without JavaScript: /subscribe's form posts answered with a 303 to
// Stripe Checkout (or the billing portal), the return from Checkout checked on the
// server, and the same-origin rule for page posts. Real D1/KV/Durable Objects;
// only Stripe's HTTP API is mocked, at the fetch boundary.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLAN_TEXT } from "@common/plans";
import { checkoutReturn, subscribeAction } from "../../app/routes/subscribe.server";
import { getDb } from "../../workers/db/client";
import type { User } from "../../workers/db/schema-types";
import { ALREADY_PREMIUM } from "../../workers/services/billing";
import { getUserById } from "../../workers/services/users";
import { MOCK_PRICE_ID } from "./billing-stripe-mock";
import { newUser } from "./chat-helpers";
import { ORIGIN } from "./helpers";
import { stripeTestEnv, useStripeStub } from "./stripe-stub";
import { workerFetch } from "./worker";

const SECRET_KEY = "sk_test_checkoutSecretKey0123456789";

const stripeEnv = stripeTestEnv(SECRET_KEY, { STRIPE_PUBLISHABLE_KEY: "pk_test_checkoutPublishableKey" });

const stripe = useStripeStub(SECRET_KEY);

const post = (fields: Record<string, string>) =>
  new Request(`${ORIGIN}/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
const userRow = async (id: string) => (await getUserById(getDb(env), id)) as User;

/** What a route action answered: a redirect (a Response) or data with its status. */
type Answer = Response | { data: { message: string | null }; init?: { status?: number } | null };
const statusOf = (answer: Answer) => (answer instanceof Response ? answer.status : (answer.init?.status ?? 200));
const messageOf = (answer: Answer) => (answer instanceof Response ? null : answer.data.message);
const upgrade = async (user: User | null) =>
  (await subscribeAction(post({ intent: "upgrade" }), stripeEnv, user)) as Answer;

describe("Upgrade pressed without the script", () => {
  it("answers 401 without a session and calls nothing at Stripe", async () => {
    const answer = await upgrade(null);
    expect(statusOf(answer)).toBe(401);
    expect(stripe().requests).toHaveLength(0);
  });

  it("answers a signed-in free member with a 303 to a Stripe Checkout page for the plan, with the trial", async () => {
    const { id } = await newUser("free", "checkout");
    const answer = await upgrade(await userRow(id));
    expect(answer).toBeInstanceOf(Response);
    expect(statusOf(answer)).toBe(303);
    const [session] = stripe().checkoutSessions.values();
    expect((answer as Response).headers.get("Location")).toBe(session.url);
    const stored = await userRow(id);
    expect(session.customer).toBe(stored.stripeCustomerId);
    expect(session.success_url).toBe(`${ORIGIN}/subscribe?checkout_session={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${ORIGIN}/subscribe`);
    const created = stripe().requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(created.params.get("line_items[0][price]")).toBe(MOCK_PRICE_ID);
    expect(created.params.get("subscription_data[trial_period_days]")).toBe("7");
    expect(created.params.get("subscription_data[trial_settings][end_behavior][missing_payment_method]")).toBe(
      "cancel",
    );
    expect(created.idempotencyKey).toMatch(/^checkout-/);
    // Nothing is started before the member pays on Checkout.
    expect(stripe().subscriptions.size).toBe(0);
    expect(stored.subscriptionTier).toBe("free");
  });

  it("sends a second press to the same Checkout page: two tabs cannot start two subscriptions", async () => {
    const { id } = await newUser("free", "checkout-twice");
    const first = (await upgrade(await userRow(id))) as Response;
    const second = (await upgrade(await userRow(id))) as Response;
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(stripe().checkoutSessions.size).toBe(1);
  });

  it("refuses a Premium member (409) without calling Stripe", async () => {
    const { id } = await newUser("premium", "checkout-premium");
    const answer = await upgrade(await userRow(id));
    expect(statusOf(answer)).toBe(409);
    expect(messageOf(answer)).toBe(ALREADY_PREMIUM);
    expect(stripe().requests).toHaveLength(0);
  });

  it("refuses a member already paying at Stripe whom this site does not know about yet, and stores the plan", async () => {
    const { id } = await newUser("free", "checkout-paid-elsewhere");
    await upgrade(await userRow(id));
    const [session] = stripe().checkoutSessions.values();
    stripe().completeCheckout(session.id);
    // The webhook and the return have not arrived: the row still says free.
    expect((await userRow(id)).subscriptionTier).toBe("free");
    const again = await upgrade(await userRow(id));
    expect(statusOf(again)).toBe(409);
    expect(messageOf(again)).toBe(ALREADY_PREMIUM);
    expect(stripe().checkoutSessions.size).toBe(1);
    expect(stripe().subscriptions.size).toBe(1);
    expect((await userRow(id)).subscriptionTier).toBe("premium");
  });

  it("starts nothing while payments are not configured: the page already says they are paused", async () => {
    const { id } = await newUser("free", "checkout-paused");
    const answer = await subscribeAction(post({ intent: "upgrade" }), env, await userRow(id));
    expect(statusOf(answer as Answer)).toBe(200);
    expect(messageOf(answer as Answer)).toBeNull();
    const notify = (await subscribeAction(post({ intent: "notify" }), stripeEnv, await userRow(id))) as Answer;
    expect(statusOf(notify)).toBe(409);
    expect(messageOf(notify)).toBe(PLAN_TEXT.paymentsOpen);
    expect(stripe().requests).toHaveLength(0);
  });

  it("answers a failing Stripe with 502 and the member's words, not a stack trace", async () => {
    const { id } = await newUser("free", "checkout-down");
    stripe().failNextRequests(500, 10);
    const answer = await upgrade(await userRow(id));
    expect(statusOf(answer)).toBe(502);
    expect(messageOf(answer)).toBe("Failed to create subscription");
  });
});

describe("back from Checkout", () => {
  const back = (sessionId: string) => new Request(`${ORIGIN}/subscribe?checkout_session=${sessionId}`);
  const flashOf = (res: Response) => res.headers.get("Set-Cookie") ?? "";

  it("checks the session against the member's customer, syncs the plan and reloads /subscribe with a message", async () => {
    const { id } = await newUser("free", "checkout-back");
    await upgrade(await userRow(id));
    const [session] = stripe().checkoutSessions.values();
    stripe().completeCheckout(session.id);
    const res = (await checkoutReturn(back(session.id), stripeEnv, await userRow(id)))!;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/subscribe");
    expect(flashOf(res)).toMatch(/^__Host-flash=/);
    const stored = await userRow(id);
    expect(stored.subscriptionTier).toBe("premium");
    expect(stored.subscriptionStatus).toBe("trialing");
    expect(stored.stripeSubscriptionId).toBe(session.subscription);
  });

  it("grants nothing for a session left unpaid, someone else's session, or a malformed id", async () => {
    const owner = await newUser("free", "checkout-owner");
    await upgrade(await userRow(owner.id));
    const [session] = stripe().checkoutSessions.values();
    // Unpaid: the member left Checkout.
    const unpaid = (await checkoutReturn(back(session.id), stripeEnv, await userRow(owner.id)))!;
    expect(unpaid.status).toBe(303);
    expect((await userRow(owner.id)).subscriptionTier).toBe("free");

    stripe().completeCheckout(session.id);
    const other = await newUser("free", "checkout-other");
    await upgrade(await userRow(other.id)); // gives the other member a Stripe customer of their own
    const requestsBefore = stripe().requests.length;
    const foreign = (await checkoutReturn(back(session.id), stripeEnv, await userRow(other.id)))!;
    expect(foreign.status).toBe(303);
    expect((await userRow(other.id)).subscriptionTier).toBe("free");
    // Only the session was read: nothing was synced onto the wrong member.
    expect(
      stripe()
        .requests.slice(requestsBefore)
        .map((r) => r.path),
    ).toEqual([`/v1/checkout/sessions/${session.id}`]);

    const malformed = (await checkoutReturn(back("cs_x'%3Cscript%3E"), stripeEnv, await userRow(other.id)))!;
    expect(malformed.status).toBe(303);
    expect(stripe().requests.length).toBe(requestsBefore + 1);
  });

  it("is no return at all without the parameter", async () => {
    const { id } = await newUser("free", "checkout-plain");
    expect(await checkoutReturn(new Request(`${ORIGIN}/subscribe`), stripeEnv, await userRow(id))).toBeNull();
  });
});

describe("Manage subscription and Sync without the script", () => {
  it("sends a member with a billing account to Stripe's portal (303), and syncs the plan on the page", async () => {
    const { id } = await newUser("free", "portal-form");
    await upgrade(await userRow(id));
    stripe().completeCheckout([...stripe().checkoutSessions.values()][0].id);
    const portal = (await subscribeAction(post({ intent: "portal" }), stripeEnv, await userRow(id))) as Answer;
    expect(statusOf(portal)).toBe(303);
    expect((portal as Response).headers.get("Location")).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const sync = (await subscribeAction(post({ intent: "sync" }), stripeEnv, await userRow(id))) as Answer;
    expect(statusOf(sync)).toBe(200);
    expect(messageOf(sync)).toBe("Your Premium plan is up to date (trialing).");
    expect((await userRow(id)).subscriptionTier).toBe("premium");
  });

  it("answers 404 for the portal before any upgrade, 503 while payments are not configured, 401 signed out", async () => {
    const { id } = await newUser("free", "portal-none");
    const none = (await subscribeAction(post({ intent: "portal" }), stripeEnv, await userRow(id))) as Answer;
    expect(statusOf(none)).toBe(404);
    const paused = (await subscribeAction(post({ intent: "sync" }), env, await userRow(id))) as Answer;
    expect(statusOf(paused)).toBe(503);
    const out = (await subscribeAction(post({ intent: "portal" }), stripeEnv, null)) as Answer;
    expect(statusOf(out)).toBe(401);
  });
});

describe("the Worker around the page's posts", () => {
  it("refuses a post to /subscribe from another site before the action runs (403)", async () => {
    const { cookie } = await newUser("free", "checkout-cross-site");
    const res = await workerFetch(`${ORIGIN}/subscribe`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "upgrade" }),
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    await res.body?.cancel();
  });

  it("lets /subscribe's forms lead to Checkout and the portal, and no other page's", async () => {
    const { cookie } = await newUser("free", "checkout-csp");
    const policy = async (path: string) => {
      const res = await workerFetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
      await res.body?.cancel();
      return (res.headers.get("Content-Security-Policy") ?? "").split("; ").find((d) => d.startsWith("form-action"));
    };
    expect(await policy("/subscribe")).toBe(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    );
    expect(await policy("/contact")).toBe("form-action 'self'");
  });
});
