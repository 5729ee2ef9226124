// Billing: Stripe customers and subscriptions mapped onto the user's plan fields.
// Stripe is the source of truth; every path that changes a user's plan re-reads
// the subscription from Stripe and runs it through planFromSubscription.
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { isPremium } from "@common/user";
import { getDb } from "../db/client";
import { stripeEvents, users } from "../db/schema";
import type { User } from "../db/schema-types";
import { HttpError, tooManyRequests } from "../lib/http";
import { rateLimit } from "./rate-limit";
import { requireStripeConfig, type StripeConfig, stripeClient, stripeConfig, subtleCrypto } from "./stripe";
import { getUserById } from "./users";

export const ALREADY_PREMIUM = "You already have a Premium subscription!";
export const DEV_PREMIUM_STATUS = "development";

/** Statuses that keep Premium: past_due too, while Stripe retries the card. */
const PREMIUM_STATUSES = new Set<string>(["trialing", "active", "past_due"]);
/** Statuses after which a subscription never comes back. */
const ENDED_STATUSES = new Set<string>(["canceled", "incomplete_expired"]);

export interface PlanFields {
  subscriptionTier: "free" | "premium";
  subscriptionStatus: string | null;
  trialEnd: Date | null;
  subscriptionCanceled: boolean;
  nextPaymentDate: Date | null;
  subscriptionEndDate: Date | null;
  stripeSubscriptionId: string | null;
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The end of the current billing period (Stripe keeps it on each item since 2025-03-31.basil). */
export function currentPeriodEnd(sub: Stripe.Subscription): number | null {
  const ends = (sub.items?.data ?? []).map((item) => item.current_period_end).filter((n) => typeof n === "number");
  return ends.length ? Math.max(...ends) : null;
}

/** The one mapping from a Stripe subscription (or none) onto the user's plan fields. */
export function planFromSubscription(sub: Stripe.Subscription | null): PlanFields {
  if (!sub) {
    return {
      subscriptionTier: "free",
      subscriptionStatus: null,
      trialEnd: null,
      subscriptionCanceled: false,
      nextPaymentDate: null,
      subscriptionEndDate: null,
      stripeSubscriptionId: null,
    };
  }
  const status = sub.status;
  const premium = PREMIUM_STATUSES.has(status);
  const ended = ENDED_STATUSES.has(status);
  const periodEnd = currentPeriodEnd(sub);
  // The portal cancels at period end (cancel_at_period_end) or at a date (cancel_at).
  const canceled = ended || sub.cancel_at_period_end || sub.cancel_at != null;
  const trialing = status === "trialing";
  // The first charge of a trial is at its end; afterwards at the end of each period.
  const renewsAt = trialing ? sub.trial_end : periodEnd;
  let endDate: number | null = null;
  if (ended) endDate = sub.ended_at ?? sub.canceled_at ?? null;
  else if (canceled) endDate = sub.cancel_at ?? renewsAt;
  return {
    subscriptionTier: premium ? "premium" : "free",
    subscriptionStatus: status,
    trialEnd: fromUnix(sub.trial_end),
    subscriptionCanceled: canceled,
    nextPaymentDate: premium && !canceled ? fromUnix(renewsAt) : null,
    subscriptionEndDate: fromUnix(endDate),
    stripeSubscriptionId: sub.id,
  };
}

function planUpdate(db: ReturnType<typeof getDb>, userId: string, plan: PlanFields) {
  return db
    .update(users)
    .set({ ...plan, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Whether a subscription should replace what the user has now. A user has one
 * subscription that counts; an old, ended subscription never overwrites a newer one.
 */
export function shouldApply(
  user: Pick<User, "stripeSubscriptionId" | "subscriptionTier">,
  sub: Stripe.Subscription,
): boolean {
  if (!user.stripeSubscriptionId || user.stripeSubscriptionId === sub.id) return true;
  if (PREMIUM_STATUSES.has(sub.status)) return true;
  return !isPremium(user) && !ENDED_STATUSES.has(sub.status);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function stripeFailure(message: string, error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  console.error(message, error);
  return new HttpError(502, message);
}

/** Each call reaches Stripe: a generous per-user cap keeps a stuck button from hammering it. */
export async function limitBillingCalls(env: Env, userId: string): Promise<void> {
  const limit = await rateLimit(env, "billing", userId, 20, 60_000);
  if (!limit.allowed) throw tooManyRequests(undefined, limit.retryAfterSeconds);
}

// ------------------------------------------------------------------ customers

/** The user's Stripe customer, created once (idempotently) and kept on the user. */
async function ensureCustomer(env: Env, stripe: Stripe, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined;
  const customer = await stripe.customers.create(
    { email: user.email, name, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  const db = getDb(env);
  // Only the first writer stores its customer; a racing request reads the winner's.
  const stored = await db
    .update(users)
    .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ id: users.stripeCustomerId });
  if (stored[0]?.id) return stored[0].id;
  const fresh = await getUserById(db, user.id);
  if (!fresh?.stripeCustomerId) throw new Error("customer id was not stored");
  return fresh.stripeCustomerId;
}

// ------------------------------------------------------------------ upgrade

export interface CreatedSubscription {
  clientSecret: string;
  /** Which Stripe.js call confirms it: a payment (first invoice) or a setup (trial). */
  intentType: "payment" | "setup";
  trialDays: number;
}

const SUBSCRIPTION_EXPAND = ["latest_invoice.confirmation_secret", "pending_setup_intent"];

function clientSecretOf(sub: Stripe.Subscription): CreatedSubscription | null {
  const setup = sub.pending_setup_intent;
  if (setup && typeof setup === "object" && setup.client_secret) {
    const trial = sub.trial_end && sub.trial_start ? Math.round((sub.trial_end - sub.trial_start) / 86_400) : 0;
    return { clientSecret: setup.client_secret, intentType: "setup", trialDays: trial };
  }
  const invoice = sub.latest_invoice;
  const secret = invoice && typeof invoice === "object" ? invoice.confirmation_secret?.client_secret : undefined;
  return secret ? { clientSecret: secret, intentType: "payment", trialDays: 0 } : null;
}

/** The trial a new subscription gets: the configured days, for a user who never had a subscription or a trial. */
export function trialFor(user: User, config: StripeConfig): number {
  const firstSubscription = !user.stripeSubscriptionId && !user.trialEnd && !user.trialUsed;
  return firstSubscription && config.trialDays > 0 ? config.trialDays : 0;
}

/** What a new subscription is created with, whichever way the card is taken. */
function subscriptionTerms(user: User, trial: number) {
  return {
    metadata: { userId: user.id },
    ...(trial
      ? {
          trial_period_days: trial,
          // A trial whose card was never added ends instead of billing nobody.
          trial_settings: { end_behavior: { missing_payment_method: "cancel" as const } },
        }
      : {}),
  };
}

/**
 * Starts a Premium subscription that waits for the card (default_incomplete),
 * with the configured trial for users who never had one.
 */
export async function createSubscription(env: Env, user: User): Promise<CreatedSubscription> {
  if (isPremium(user)) throw new HttpError(409, ALREADY_PREMIUM, { title: "Already Premium" });
  const config = requireStripeConfig(env);
  const stripe = stripeClient(config);
  try {
    const customer = await ensureCustomer(env, stripe, user);
    // An upgrade that was started and not paid yet is continued, not duplicated.
    if (user.stripeSubscriptionId) {
      const existing = await stripe.subscriptions.retrieve(user.stripeSubscriptionId, { expand: SUBSCRIPTION_EXPAND });
      if (idOf(existing.customer) === customer && existing.status === "incomplete") {
        const secret = clientSecretOf(existing);
        if (secret) return secret;
      }
    }
    const trial = trialFor(user, config);
    const sub = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price: config.priceId }],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        expand: SUBSCRIPTION_EXPAND,
        ...subscriptionTerms(user, trial),
      },
      // A double click (or a retry) gets the same subscription back.
      { idempotencyKey: `subscription-${user.id}-${user.stripeSubscriptionId ?? "first"}-${trial}` },
    );
    await planUpdate(getDb(env), user.id, planFromSubscription(sub));
    const secret = clientSecretOf(sub);
    if (!secret) throw new Error(`subscription ${sub.id} has no confirmation secret`);
    return secret;
  } catch (error) {
    throw stripeFailure("Failed to create subscription", error);
  }
}

// ------------------------------------------------------------------ upgrade through Stripe Checkout

/** The query parameter Stripe Checkout returns to /subscribe with. */
export const CHECKOUT_RETURN_PARAM = "checkout_session";

/**
 * The upgrade without the browser's script: a Stripe Checkout page for the same
 * plan, customer and trial as the card dialog's subscription. Refused (409) for
 * a member who is Premium here or, unknown to this site yet, at Stripe: one
 * paying subscription per member. A repeated press within a day gets the same
 * Checkout page back (idempotency key), so two tabs cannot start two subscriptions.
 */
export async function createCheckoutSession(env: Env, user: User, origin: string): Promise<string> {
  if (isPremium(user)) throw new HttpError(409, ALREADY_PREMIUM, { title: "Already Premium" });
  const config = requireStripeConfig(env);
  const stripe = stripeClient(config);
  try {
    const customer = await ensureCustomer(env, stripe, user);
    const current = await currentSubscription(stripe, customer, user.stripeSubscriptionId);
    if (current && PREMIUM_STATUSES.has(current.status)) {
      // Paid elsewhere (another tab, a late webhook): store it and refuse a second one.
      await planUpdate(getDb(env), user.id, planFromSubscription(current));
      throw new HttpError(409, ALREADY_PREMIUM, { title: "Already Premium" });
    }
    const trial = trialFor(user, config);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer,
        client_reference_id: user.id,
        line_items: [{ price: config.priceId, quantity: 1 }],
        subscription_data: subscriptionTerms(user, trial),
        success_url: `${origin}/subscribe?${CHECKOUT_RETURN_PARAM}={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/subscribe`,
        metadata: { userId: user.id },
      },
      { idempotencyKey: `checkout-${user.id}-${user.stripeSubscriptionId ?? "first"}-${trial}` },
    );
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    return session.url;
  } catch (error) {
    throw stripeFailure("Failed to create subscription", error);
  }
}

/**
 * Back from Stripe Checkout: checks that the session belongs to this user's
 * customer, then syncs. Null when the session was not completed (the member
 * left Checkout without paying).
 */
export async function confirmCheckoutSession(env: Env, user: User, sessionId: string): Promise<PlanFields | null> {
  const config = requireStripeConfig(env);
  if (!user.stripeCustomerId) throw new HttpError(404, "Checkout session not found");
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(config).checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw new HttpError(404, "Checkout session not found");
    throw stripeFailure("Failed to confirm subscription. Please contact support.", error);
  }
  if (idOf(session.customer) !== user.stripeCustomerId) {
    throw new HttpError(403, "This payment does not belong to your account.");
  }
  if (session.status !== "complete") return null;
  return syncSubscription(env, user);
}

// ------------------------------------------------------------------ sync

/** The subscription that counts for a customer: a premium one first, else the newest. */
async function currentSubscription(stripe: Stripe, customer: string, preferredId: string | null) {
  const list = await stripe.subscriptions.list({ customer, status: "all", limit: 20 });
  const subs = [...list.data].sort((a, b) => b.created - a.created);
  return (
    subs.find((s) => PREMIUM_STATUSES.has(s.status)) ??
    subs.find((s) => s.id === preferredId && !ENDED_STATUSES.has(s.status)) ??
    subs[0] ??
    null
  );
}

/** Re-reads the user's subscription from Stripe and stores what it grants. */
export async function syncSubscription(env: Env, user: User): Promise<PlanFields> {
  const config = requireStripeConfig(env);
  const stripe = stripeClient(config);
  try {
    const sub = user.stripeCustomerId
      ? await currentSubscription(stripe, user.stripeCustomerId, user.stripeSubscriptionId)
      : null;
    const plan = planFromSubscription(sub);
    await planUpdate(getDb(env), user.id, plan);
    return plan;
  } catch (error) {
    throw stripeFailure("Unable to sync subscription status", error);
  }
}

export function syncMessage(plan: PlanFields): string {
  if (isPremium(plan)) return `Your Premium plan is up to date (${plan.subscriptionStatus}).`;
  if (plan.subscriptionStatus)
    return `Your plan is up to date: Free (subscription ${plan.subscriptionStatus.replace(/_/g, " ")}).`;
  return "Your plan is up to date: Free. No subscription was found.";
}

/**
 * After Stripe.js confirmed the card: checks that the payment (or, during a
 * trial, the setup) belongs to this user's customer and succeeded, then syncs.
 */
export async function confirmSubscriptionPayment(env: Env, user: User, intentId: string): Promise<PlanFields> {
  const config = requireStripeConfig(env);
  if (!user.stripeCustomerId) throw new HttpError(409, "No subscription is waiting for payment.");
  const stripe = stripeClient(config);
  let intent: Stripe.PaymentIntent | Stripe.SetupIntent;
  try {
    intent = intentId.startsWith("seti_")
      ? await stripe.setupIntents.retrieve(intentId)
      : await stripe.paymentIntents.retrieve(intentId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw new HttpError(404, "Payment not found");
    throw stripeFailure("Failed to confirm subscription. Please contact support.", error);
  }
  if (idOf(intent.customer) !== user.stripeCustomerId) {
    throw new HttpError(403, "This payment does not belong to your account.");
  }
  if (intent.status !== "succeeded" && intent.status !== "processing") {
    throw new HttpError(402, "The payment has not been completed.");
  }
  return syncSubscription(env, user);
}

// ------------------------------------------------------------------ portal

export async function billingPortalUrl(env: Env, user: User, returnUrl: string): Promise<string> {
  const config = requireStripeConfig(env);
  if (!user.stripeCustomerId) throw new HttpError(404, "No billing account yet: upgrade to Premium first.");
  try {
    const session = await stripeClient(config).billingPortal.sessions.create({
      customer: user.stripeCustomerId,
      return_url: returnUrl,
    });
    return session.url;
  } catch (error) {
    throw stripeFailure("Unable to open the billing portal", error);
  }
}

// ------------------------------------------------------------------ webhooks

export const HANDLED_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
  "invoice.payment_action_required",
]);

/** Verifies a webhook's signature and parses its event, or answers 400. */
export async function verifyWebhook(env: Env, rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  const config = requireStripeConfig(env);
  if (!config.webhookSecret) throw new HttpError(503, "Stripe webhooks are not configured on this server.");
  if (!signature) throw new HttpError(400, "Missing Stripe signature");
  try {
    return await stripeClient(config).webhooks.constructEventAsync(
      rawBody,
      signature,
      config.webhookSecret,
      undefined,
      subtleCrypto,
    );
  } catch {
    throw new HttpError(400, "Invalid Stripe signature");
  }
}

function subscriptionIdOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; parent?: Stripe.Invoice["parent"] };
  if (object.object === "subscription") return object.id ?? null;
  if (object.object === "invoice") return idOf(object.parent?.subscription_details?.subscription ?? null);
  return null;
}

export type WebhookOutcome = "applied" | "ignored" | "duplicate";

async function alreadyProcessed(db: ReturnType<typeof getDb>, eventId: string) {
  const row = await db.query.stripeEvents.findFirst({ where: eq(stripeEvents.id, eventId) });
  return !!row;
}

const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed/i.test(String((error as Error)?.message ?? error));

/**
 * Applies one verified event. The subscription is re-read from Stripe, so events
 * arriving late or out of order still leave the current state; the event id is
 * recorded in the same batch as the change, so a redelivery changes nothing.
 */
export async function handleWebhookEvent(env: Env, event: Stripe.Event): Promise<WebhookOutcome> {
  const db = getDb(env);
  if (await alreadyProcessed(db, event.id)) return "duplicate";
  const record = db.insert(stripeEvents).values({ id: event.id, type: event.type });

  const subscriptionId = HANDLED_EVENTS.has(event.type) ? subscriptionIdOfEvent(event) : null;
  let update: ReturnType<typeof planUpdate> | null = null;
  if (subscriptionId) {
    const config = requireStripeConfig(env);
    const sub = await stripeClient(config).subscriptions.retrieve(subscriptionId);
    const customer = idOf(sub.customer);
    const user = customer ? await db.query.users.findFirst({ where: eq(users.stripeCustomerId, customer) }) : undefined;
    if (user && shouldApply(user, sub)) update = planUpdate(db, user.id, planFromSubscription(sub));
  }
  try {
    if (update) await db.batch([record, update]);
    else await record;
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
  return update ? "applied" : "ignored";
}

// ------------------------------------------------------------------ account deletion, dev switch

/**
 * Cancels the user's subscription, if any, as their account is deleted, so
 * nobody is billed for an account that no longer exists. Without Stripe
 * configured, or without a customer, there is nothing to cancel. Throws when
 * Stripe cannot be reached, so the deletion can stop rather than leave billing on.
 */
export async function cancelSubscriptionForAccountDeletion(env: Env, user: User): Promise<void> {
  const config = stripeConfig(env);
  if (!config || !user.stripeCustomerId) return;
  const stripe = stripeClient(config);
  const list = await stripe.subscriptions.list({ customer: user.stripeCustomerId, status: "all", limit: 100 });
  for (const sub of list.data) {
    if (ENDED_STATUSES.has(sub.status)) continue;
    await stripe.subscriptions.cancel(sub.id, {}, { idempotencyKey: `account-deletion-${sub.id}` });
  }
}

/** The development-only premium switch (callers check devToolsAllowed first). */
export async function setDevelopmentPremium(env: Env, user: User, premium: boolean): Promise<void> {
  const plan: PlanFields = premium
    ? { ...planFromSubscription(null), subscriptionTier: "premium", subscriptionStatus: DEV_PREMIUM_STATUS }
    : planFromSubscription(null);
  // Keep a real subscription's id: the switch only overrides what the plan grants.
  const { stripeSubscriptionId: _ignored, ...fields } = plan;
  await getDb(env)
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, user.id));
}
