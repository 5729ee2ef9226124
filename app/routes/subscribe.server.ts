// What the subscribe page needs to know about this server's billing (public values
// only), and its forms, which work without scripts: notify-me, the upgrade through
// Stripe Checkout, the billing portal and Sync.
import { data, redirect } from "react-router";
import { type BillingSetup, checkoutReturnSchema } from "@common/billing";
import { PLAN_TEXT } from "@common/plans";
import { subscribeIntentSchema } from "@common/schemas";
import { isPremium } from "@common/user";
import { getDb } from "../../workers/db/client";
import type { User } from "../../workers/db/schema-types";
import { devToolsAllowed, settings } from "../../workers/env";
import { type Flash, flashCookie } from "../../workers/lib/flash";
import { fieldErrors, HttpError } from "../../workers/lib/http";
import {
  ALREADY_PREMIUM,
  billingPortalUrl,
  CHECKOUT_RETURN_PARAM,
  confirmCheckoutSession,
  createCheckoutSession,
  limitBillingCalls,
  syncMessage,
  syncSubscription,
} from "../../workers/services/billing";
import { PAYMENTS_NOT_CONFIGURED, stripeConfig, trialDays } from "../../workers/services/stripe";
import { requestUpgradeNotice } from "../../workers/services/upgrade-notify";

export function billingSetup(env: Env, request: Request, user: User): BillingSetup {
  const config = stripeConfig(env);
  // Only a first subscription gets a trial (see createSubscription).
  const eligible = !user.stripeSubscriptionId && !user.trialEnd;
  return {
    configured: !!config,
    publishableKey: config?.publishableKey ?? null,
    trialDays: eligible ? (config?.trialDays ?? trialDays(settings(env).TRIAL_DAYS)) : 0,
    devPremiumSwitch: devToolsAllowed(env, request),
  };
}

/** What the page's forms answer (rendered by the server when posted without the script). */
interface SubscribeResult {
  notified: boolean;
  errors: Record<string, string>;
  /** The answer to a request that cannot go ahead, or Sync's result, in the reader's words. */
  message: string | null;
}

/**
 * The page's forms, which work without scripts. "Notify me when Premium opens"
 * is stored once per member. Upgrade answers with a 303 to a Stripe Checkout
 * page for the plan, Manage subscription with a 303 to Stripe's billing portal,
 * and Sync with the plan Stripe reports. With the script the Upgrade button
 * opens the card dialog instead, and the other two call the JSON API; both ways
 * run the same billing functions. The session is the server's (401 without
 * one); cross-site posts were already refused before this runs (ADR 0700).
 */
export async function subscribeAction(request: Request, env: Env, user: User | null) {
  const answer = (result: Partial<SubscribeResult>, status = 200, headers?: HeadersInit) =>
    data<SubscribeResult>({ notified: false, errors: {}, message: null, ...result }, { status, headers });
  if (!user) return answer({ message: "Please sign in to continue." }, 401);
  const form = await request.formData();
  const parsed = subscribeIntentSchema.safeParse({ intent: form.get("intent") ?? undefined });
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([k, v]) => [k, v[0] ?? ""]));
    return answer({ errors, message: errors.intent ?? "Invalid input" }, 400);
  }
  const { intent } = parsed.data;
  const configured = !!stripeConfig(env);
  if ((intent === "notify" || intent === "upgrade") && isPremium(user)) {
    return answer({ message: ALREADY_PREMIUM }, 409);
  }
  if (intent === "notify") {
    if (configured) return answer({ message: PLAN_TEXT.paymentsOpen }, 409);
    await requestUpgradeNotice(getDb(env), user);
    return answer({ notified: true });
  }
  // While payments are paused the page says so before any press; nothing is started.
  if (!configured) return intent === "upgrade" ? answer({}) : answer({ message: PAYMENTS_NOT_CONFIGURED }, 503);
  const origin = new URL(request.url).origin;
  try {
    await limitBillingCalls(env, user.id);
    if (intent === "upgrade") return redirect(await createCheckoutSession(env, user, origin), 303);
    if (intent === "portal") return redirect(await billingPortalUrl(env, user, `${origin}/subscribe`), 303);
    return answer({ message: syncMessage(await syncSubscription(env, user)) });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const retryAfter = error.extra.retryAfter;
    return answer(
      { message: error.message },
      error.status,
      typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : undefined,
    );
  }
}

/**
 * Back from Stripe Checkout (`/subscribe?checkout_session=cs_...`): the session is
 * checked against the member's Stripe customer and the plan synced, then the page
 * is loaded again without the parameter, the outcome carried as a flash message.
 * Null when the request is no such return.
 */
export async function checkoutReturn(request: Request, env: Env, user: User): Promise<Response | null> {
  const raw = new URL(request.url).searchParams.get(CHECKOUT_RETURN_PARAM);
  if (raw === null || !stripeConfig(env)) return null;
  let flash: Flash;
  const id = checkoutReturnSchema.safeParse(raw);
  if (!id.success) {
    flash = { title: "Error", description: "Not a Stripe Checkout session.", variant: "destructive" };
  } else {
    try {
      await limitBillingCalls(env, user.id);
      const plan = await confirmCheckoutSession(env, user, id.data);
      flash = isPremium(plan)
        ? { title: "Upgrade Successful!", description: "Welcome to Premium! Your subscription is now active." }
        : {
            title: "Payment not completed",
            description: plan
              ? "Your payment was received, but the subscription is not active yet. Use Sync to check again."
              : "Checkout was not completed: nothing has been charged.",
          };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      flash = { title: "Error", description: error.message, variant: "destructive" };
    }
  }
  const cookie = await flashCookie(env, flash);
  return redirect("/subscribe", { status: 303, headers: cookie ? { "Set-Cookie": cookie } : undefined });
}
