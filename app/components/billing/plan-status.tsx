// The current plan card: the Premium display (trialing, active,
// canceled), past_due shown honestly, and the free plan's usage.
import { AlertTriangle, CalendarClock, Crown, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { FREE_MONTHLY_MESSAGES, PREMIUM_PRICE_LABEL } from "@common/constants";
import { isPremium, type CurrentUser } from "@common/user";
import { formatBillingDate } from "./format";

export const DEV_PREMIUM_STATUS = "development";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function PlanStatus({ user, actions }: { user: CurrentUser; actions?: ReactNode }) {
  const premium = isPremium(user);
  const status = user.subscriptionStatus;
  const trialEnd = formatBillingDate(user.trialEnd);
  const nextPayment = formatBillingDate(user.nextPaymentDate);
  const endDate = formatBillingDate(user.subscriptionEndDate);
  const canceled = user.subscriptionCanceled;

  let details: ReactNode;
  if (premium && status === DEV_PREMIUM_STATUS) {
    details = <p className="text-slate-700">Premium is on through the development switch. Nothing is billed.</p>;
  } else if (premium && status === "trialing") {
    details = (
      <dl className="divide-y divide-slate-200">
        {canceled ? (
          <>
            <Row label="Trial ends (canceled)">{trialEnd ?? endDate ?? "—"}</Row>
            <Row label="Renewal">Will not auto-renew</Row>
            <Row label="Premium access until">{endDate ?? trialEnd ?? "—"}</Row>
          </>
        ) : (
          <>
            <Row label="Trial ends">{trialEnd ?? "—"}</Row>
            <Row label="After the trial">{PREMIUM_PRICE_LABEL}/month after trial, full access during trial</Row>
          </>
        )}
      </dl>
    );
  } else if (premium && status === "past_due") {
    details = (
      <div role="alert" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>Payment past due.</strong> Your last payment did not go through. Stripe will try your card again;
          update your card with <em>Manage subscription</em> to keep Premium.
        </p>
      </div>
    );
  } else if (premium) {
    details = (
      <dl className="divide-y divide-slate-200">
        {canceled ? (
          <>
            <Row label="Renewal">Will not auto-renew</Row>
            <Row label="Premium access until">{endDate ?? "—"}</Row>
          </>
        ) : (
          <Row label="Next auto-renewal">{nextPayment ?? "—"}</Row>
        )}
        <Row label="Price">{PREMIUM_PRICE_LABEL}/month</Row>
      </dl>
    );
  } else {
    details = (
      <div className="space-y-2 text-slate-700">
        <p>
          {user.monthlyMessageCount}/{FREE_MONTHLY_MESSAGES} AI messages used this month.
        </p>
        {status === "canceled" && endDate ? <p>Your Premium plan ended on {endDate}.</p> : null}
        {status === "incomplete" ? <p>Your upgrade is waiting for payment: choose Upgrade to finish it.</p> : null}
        {status === "unpaid" ? (
          <p>Your Premium plan is paused because payments failed. Update your card to restore it.</p>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="current-plan-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="current-plan-heading" className="text-xl font-semibold text-slate-900">
          Current plan
        </h2>
        {premium ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white"
            data-testid="plan-badge"
          >
            <Crown className="h-4 w-4" aria-hidden="true" />
            Premium Member
          </span>
        ) : (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
            data-testid="plan-badge"
          >
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Free Plan
          </span>
        )}
      </div>
      {premium && status && status !== DEV_PREMIUM_STATUS ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          Status: <span data-testid="subscription-status">{status.replace(/_/g, " ")}</span>
        </p>
      ) : null}
      <div className="mt-4">{details}</div>
      {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  );
}
