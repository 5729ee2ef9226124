// /subscribe: the current plan, Free versus Premium, the FAQ, and the upgrade,
// manage and sync actions. Signed-out visitors get the logged-out redirect.
import { useCallback, useEffect, useState } from "react";
import { LoggedOutRedirect } from "~/components/account/logged-out-redirect";
import { BillingFaq } from "~/components/billing/billing-faq";
import { DevPremiumSwitch } from "~/components/billing/dev-premium-switch";
import { ManageSubscriptionButton, SyncSubscriptionButton } from "~/components/billing/manage-actions";
import { PlanComparison } from "~/components/billing/plan-comparison";
import { DEV_PREMIUM_STATUS, PlanStatus } from "~/components/billing/plan-status";
import { billingSetup, checkoutReturn, subscribeAction } from "./subscribe.server";
import { preloadStripeJs } from "~/components/billing/stripe-js";
import { completeUpgrade, UpgradeButton } from "~/components/billing/upgrade-dialog";
import { useToast } from "~/components/ui/toast";
import { api, data } from "~/lib/api";
import { PAYMENTS_NOT_CONFIGURED_TITLE } from "@common/billing";
import { PREMIUM_PRICE_LABEL, RELOAD_AFTER_UPGRADE_MS } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { useOptionalUser } from "~/lib/use-user";
import { isPremium, type CurrentUser } from "@common/user";
import type { Route } from "./+types/subscribe";
import { Form, useActionData } from "react-router";
import { PLAN_TEXT } from "@common/plans";
import { getDb } from "../../workers/db/client";
import { hasUpgradeNotice } from "../../workers/services/upgrade-notify";
import { pageOf } from "../../workers/page-context";

export const meta = () =>
  pageMeta("Premium Plan", "Upgrade to Premium for unlimited AI messages and saved conversations.", { noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, cloudflare } = pageOf(context);
  // Nothing about billing goes to visitors.
  if (!user) return { setup: null, notifyRequested: false };
  const back = await checkoutReturn(request, cloudflare.env, user);
  if (back) throw back;
  const setup = billingSetup(cloudflare.env, request, user);
  return {
    setup,
    notifyRequested: setup.configured ? false : await hasUpgradeNotice(getDb(cloudflare.env), user.id),
  };
}

/** The page's forms without the script: notify-me, Upgrade (Stripe Checkout), Manage subscription, Sync. */
export const action = ({ context, request }: Route.ActionArgs) =>
  subscribeAction(request, pageOf(context).cloudflare.env, pageOf(context).user);

/** Stripe.js is allowed by this page's CSP only when the document itself was loaded at /subscribe. */
function loadedAsDocument(): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return true;
  return new URL(entry.name).pathname.startsWith("/subscribe");
}

export default function SubscribePage({ loaderData }: Route.ComponentProps) {
  const rootUser = useOptionalUser();
  const { setup, notifyRequested } = loaderData;
  const answer = useActionData<typeof action>();
  const notified = answer?.notified || notifyRequested;
  const toast = useToast();
  const [user, setUser] = useState<CurrentUser | null>(rootUser);
  const [notConfigured, setNotConfigured] = useState<string | null>(null);
  // Marks the page interactive (browser tests wait for it before clicking).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => setUser(rootUser), [rootUser]);

  const refreshUser = useCallback(async () => {
    setUser(await data(api.auth.user.$get()));
  }, []);

  const canUpgrade = !!setup?.configured && !isPremium(user);

  useEffect(() => {
    if (!setup?.configured) return;
    // Reached by in-app navigation: load the page itself, so its CSP admits Stripe.js.
    if (!loadedAsDocument()) {
      window.location.reload();
      return;
    }
    if (canUpgrade) preloadStripeJs();
  }, [setup?.configured, canUpgrade]);

  // Back from a payment method that confirms on another page (e.g. a bank's 3-D Secure page).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const intentId = params.get("payment_intent") ?? params.get("setup_intent");
    const status = params.get("redirect_status");
    if (!intentId || !status) return;
    window.history.replaceState(null, "", "/subscribe");
    if (status !== "succeeded") {
      toast({ title: "Payment Failed", description: "Payment failed", variant: "destructive" });
      return;
    }
    completeUpgrade(intentId)
      .then(() => {
        toast({ title: "Upgrade Successful!", description: "Welcome to Premium! Your subscription is now active." });
        window.setTimeout(() => window.location.reload(), RELOAD_AFTER_UPGRADE_MS);
      })
      .catch(() =>
        toast({
          title: "Error",
          description: "Failed to confirm subscription. Please contact support.",
          variant: "destructive",
        }),
      );
  }, [toast]);

  if (!setup || !user) return <LoggedOutRedirect returnTo="/subscribe" />;

  const premium = isPremium(user);
  const actions = (
    <>
      {!premium && !setup.configured ? (
        <PaymentsPaused notified={notified} trialDays={setup.trialDays} />
      ) : !premium ? (
        <UpgradeButton
          publishableKey={setup.publishableKey}
          onNotConfigured={setNotConfigured}
          label={
            setup.configured && setup.trialDays > 0
              ? `Upgrade: ${setup.trialDays}-day free trial`
              : "Upgrade to Premium"
          }
        />
      ) : null}
      {setup.configured && user.subscriptionStatus && user.subscriptionStatus !== DEV_PREMIUM_STATUS ? (
        <ManageSubscriptionButton />
      ) : null}
      {setup.configured ? <SyncSubscriptionButton onSynced={refreshUser} /> : null}
    </>
  );

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10" data-hydrated={hydrated ? "true" : undefined}>
      <h1 className="text-3xl font-bold text-slate-900">Premium Plan</h1>
      <p className="mt-2 text-slate-700">
        Unlimited AI messages and saved conversations for {PREMIUM_PRICE_LABEL}/month. Billed monthly, renews
        automatically, cancel anytime.
      </p>
      <div className="mt-8">
        <PlanStatus user={user} actions={actions} />
      </div>
      {answer?.message ? (
        <p role="alert" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
          {answer.message}
        </p>
      ) : null}
      {notConfigured ? (
        <div role="alert" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
          <p className="font-semibold">{PAYMENTS_NOT_CONFIGURED_TITLE}</p>
          <p className="mt-1">
            {notConfigured} The plans and prices below are shown for reference; no payment can be taken here.
          </p>
        </div>
      ) : null}
      <PlanComparison trialDays={setup.trialDays} />
      <BillingFaq trialDays={setup.trialDays} />
      {setup.devPremiumSwitch ? <DevPremiumSwitch premium={premium} onChanged={refreshUser} /> : null}
    </main>
  );
}

/** Before any click: Premium can't be bought on this server, said plainly, with what can be done instead. */
function PaymentsPaused({ notified, trialDays }: { notified: boolean; trialDays: number }) {
  return (
    <div className="w-full rounded-md border border-amber-300 bg-amber-50 p-4" data-testid="payments-paused">
      <p className="font-semibold text-amber-900">{PLAN_TEXT.paymentsPaused}</p>
      <p className="mt-1 text-sm text-amber-900">
        {PLAN_TEXT.paymentsPausedDetail}
        {trialDays > 0 ? ` New members will start with a ${trialDays}-day free trial.` : ""}
      </p>
      {notified ? (
        <p role="status" className="mt-3 text-sm font-medium text-green-900">
          {PLAN_TEXT.notifyDone}
        </p>
      ) : (
        <Form method="post" action="/subscribe" className="mt-3">
          <input type="hidden" name="intent" value="notify" />
          <button type="submit" className="btn btn-primary btn-sm">
            {PLAN_TEXT.notifyMe}
          </button>
        </Form>
      )}
    </div>
  );
}
