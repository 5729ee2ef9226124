// What the subscribe page needs to know about this server's billing: public values only.
import type { BillingSetup } from "@common/billing";
import type { User } from "../../workers/db/schema-types";
import { devToolsAllowed, settings } from "../../workers/env";
import { stripeConfig, trialDays } from "../../workers/services/stripe";

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
