// What the subscribe page needs to know about this server's billing: public values only.
import { data } from "react-router";
import type { BillingSetup } from "@common/billing";
import { PLAN_TEXT } from "@common/plans";
import { subscribeIntentSchema } from "@common/schemas";
import { isPremium } from "@common/user";
import { getDb } from "../../workers/db/client";
import type { User } from "../../workers/db/schema-types";
import { devToolsAllowed, settings } from "../../workers/env";
import { fieldErrors } from "../../workers/lib/http";
import { ALREADY_PREMIUM } from "../../workers/services/billing";
import { stripeConfig, trialDays } from "../../workers/services/stripe";
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
  /** The answer to an upgrade or notify-me request that cannot go ahead, in the reader's words. */
  message: string | null;
}

/**
 * The page's forms, which work without scripts: "Notify me when Premium opens"
 * (stored once per member) and the Upgrade button pressed before or without the
 * script. With the script the Upgrade button opens the payment dialog instead.
 */
export async function subscribeAction(request: Request, env: Env, user: User | null) {
  const answer = (result: Partial<SubscribeResult>, status = 200) =>
    data<SubscribeResult>({ notified: false, errors: {}, message: null, ...result }, { status });
  if (!user) return answer({ message: "Please sign in to continue." }, 401);
  const form = await request.formData();
  const parsed = subscribeIntentSchema.safeParse({ intent: form.get("intent") ?? undefined });
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([k, v]) => [k, v[0] ?? ""]));
    return answer({ errors, message: errors.intent ?? "Invalid input" }, 400);
  }
  const setup = billingSetup(env, request, user);
  if (isPremium(user)) return answer({ message: ALREADY_PREMIUM }, 409);
  if (parsed.data.intent === "notify") {
    if (setup.configured) return answer({ message: PLAN_TEXT.paymentsOpen }, 409);
    await requestUpgradeNotice(getDb(env), user);
    return answer({ notified: true });
  }
  // Upgrade without the script: while payments are paused the page says so (it did before the click too);
  // otherwise the card form needs the browser's script, and nothing was started.
  return answer({ message: setup.configured ? PLAN_TEXT.upgradeNeedsScript : null });
}
