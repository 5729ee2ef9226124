// The $4.99/month Premium plan with Stripe: upgrade, confirmation, sync, the
// customer portal, Stripe's webhooks and the development-only premium switch.
import { type Context, Hono } from "hono";
import { devPremiumSchema, subscriptionSuccessSchema } from "@common/billing";
import { isPremium } from "@common/user";
import { getDb } from "../db/client";
import { devToolsAllowed } from "../env";
import { HttpError } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { jsonInput } from "../lib/validate";
import {
  billingPortalUrl,
  confirmSubscriptionPayment,
  createSubscription,
  handleWebhookEvent,
  limitBillingCalls,
  setDevelopmentPremium,
  syncMessage,
  syncSubscription,
  verifyWebhook,
} from "../services/billing";
import { requireStripeConfig } from "../services/stripe";
import { currentUserObject, getUserById } from "../services/users";
import { guard, requireUser } from "./middleware";

/** 401 without a session, then 503 while payments are not configured. */
function signedInWithPayments(c: Context<AppBindings>) {
  requireUser(c);
  requireStripeConfig(c.env);
}

/** 403 on a server without development tools, then 401 without a session. */
function devSwitchAllowed(c: Context<AppBindings>) {
  if (!devToolsAllowed(c.env, c.req.raw)) {
    throw new HttpError(403, "The development premium switch is not available on this server");
  }
  requireUser(c);
}

export const billingApi = new Hono<AppBindings>()
  .post("/create-subscription", async (c) => {
    const user = requireUser(c);
    if (!isPremium(user)) requireStripeConfig(c.env);
    await limitBillingCalls(c.env, user.id);
    return c.json(await createSubscription(c.env, user));
  })
  .post("/subscription-success", guard(signedInWithPayments), jsonInput(subscriptionSuccessSchema), async (c) => {
    const user = requireUser(c);
    const { paymentIntentId } = c.req.valid("json");
    await limitBillingCalls(c.env, user.id);
    const plan = await confirmSubscriptionPayment(c.env, user, paymentIntentId);
    if (!isPremium(plan)) {
      throw new HttpError(
        409,
        "Your payment was received, but the subscription is not active yet. Use Sync to check again.",
      );
    }
    const fresh = await getUserById(getDb(c.env), user.id);
    return c.json({
      message: "Welcome to Premium! Your subscription is now active.",
      user: fresh ? await currentUserObject(getDb(c.env), fresh) : null,
    });
  })
  .post("/sync-subscription", async (c) => {
    const user = requireUser(c);
    requireStripeConfig(c.env);
    await limitBillingCalls(c.env, user.id);
    const plan = await syncSubscription(c.env, user);
    return c.json({ message: syncMessage(plan) });
  })
  .post("/billing-portal", async (c) => {
    const user = requireUser(c);
    requireStripeConfig(c.env);
    await limitBillingCalls(c.env, user.id);
    const returnUrl = new URL("/subscribe", c.req.url).toString();
    return c.json({ url: await billingPortalUrl(c.env, user, returnUrl) });
  })
  .post("/stripe/webhook", async (c) => {
    // The signature covers the exact bytes, so the body is read raw, never re-serialised
    // (as bytes, then decoded: whatever type a caller claims, Stripe's events are UTF-8 JSON).
    const raw = new TextDecoder().decode(await c.req.arrayBuffer());
    const event = await verifyWebhook(c.env, raw, c.req.header("stripe-signature"));
    const outcome = await handleWebhookEvent(c.env, event);
    return c.json({ received: true, outcome });
  })
  .post("/dev/premium", guard(devSwitchAllowed), jsonInput(devPremiumSchema), async (c) => {
    const user = requireUser(c);
    const { premium } = c.req.valid("json");
    await setDevelopmentPremium(c.env, user, premium);
    return c.json({ message: premium ? "Development premium is on." : "Development premium is off." });
  });
