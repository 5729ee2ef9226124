// /pricing: the plans and price for everyone, visitors included. Upgrading
// itself stays on /subscribe, which needs an account.
import { BillingFaq } from "~/components/billing/billing-faq";
import { PlanComparison } from "~/components/billing/plan-comparison";
import { buttonClass } from "~/components/ui/button-class";
import { FREE_MONTHLY_MESSAGES, PREMIUM_PRICE_LABEL } from "@common/constants";
import { PLAN_TEXT } from "@common/plans";
import { loginUrl } from "@common/redirect";
import { type CurrentUser, isPremium } from "@common/user";
import { pageMeta } from "~/lib/meta";
import { useOptionalUser } from "~/lib/use-user";
import { Link } from "~/components/ui/link";
import { settings } from "../../workers/env";
import { trialFor } from "../../workers/services/billing";
import { stripeConfig, trialDays } from "../../workers/services/stripe";
import type { Route } from "./+types/pricing";
import { pageOf } from "../../workers/page-context";

export const meta = () =>
  pageMeta(
    "Plans & pricing",
    `Free: guides and ${FREE_MONTHLY_MESSAGES} AI questions a month. Premium: ${PREMIUM_PRICE_LABEL}/month for unlimited questions and saved conversations.`,
  );

export function loader({ context }: Route.LoaderArgs) {
  const { user, cloudflare } = pageOf(context);
  const config = stripeConfig(cloudflare.env);
  return {
    trialDays: trialDays(settings(cloudflare.env).TRIAL_DAYS),
    paymentsOpen: config !== null,
    // The trial this member's subscription would start with, decided as the subscription itself decides it.
    memberTrialDays: user && config ? trialFor(user, config) : 0,
  };
}

/**
 * What a member's button on /subscribe leads to, said the way /subscribe says it:
 * a premium member manages the plan; while payments are paused the button offers
 * the notice /subscribe has (not a trial it cannot start); otherwise the trial the
 * member's subscription would start with, if any (only a first subscription gets one).
 */
function memberAction(user: CurrentUser, paymentsOpen: boolean, memberTrial: number): string {
  if (isPremium(user)) return "Manage your subscription";
  if (!paymentsOpen) return PLAN_TEXT.notifyMe;
  return memberTrial > 0 ? `Start your ${memberTrial}-day free trial` : "Upgrade to Premium";
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const user = useOptionalUser();
  const { trialDays: trial, paymentsOpen, memberTrialDays } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Plans & pricing</h1>
      <p className="mt-2 text-slate-700">
        Start free: every guide, the press settings chart, troubleshooting and {FREE_MONTHLY_MESSAGES} questions a month
        to the AI expert. Premium is {PREMIUM_PRICE_LABEL}/month for unlimited questions and saved conversations.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {user ? (
          <Link to="/subscribe" className={buttonClass("primary", "lg")}>
            {memberAction(user, paymentsOpen, memberTrialDays)}
          </Link>
        ) : (
          <a href={loginUrl("/subscribe")} className={buttonClass("primary", "lg")}>
            Create a free account
          </a>
        )}
      </div>
      <PlanComparison trialDays={trial} />
      <BillingFaq trialDays={trial} />
    </main>
  );
}
