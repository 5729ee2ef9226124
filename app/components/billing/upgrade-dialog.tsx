// Upgrade: create the subscription, then 'Complete Your Premium Upgrade' with
// Stripe's Payment Element, confirm with Stripe.js, verify on the server, and
// reload after 2 s.
import { Loader2, Lock } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ApiError, api, data, ok } from "~/lib/api";
import { PAYMENTS_NOT_CONFIGURED_TITLE } from "@common/billing";
import { PREMIUM_PRICE_LABEL, RELOAD_AFTER_UPGRADE_MS } from "@common/constants";
import { loadStripeJs, type StripeElements, type StripeJs, type StripePaymentElement } from "./stripe-js";

type Phase = "idle" | "creating" | "open" | "confirming" | "done";

interface Session {
  stripe: StripeJs;
  clientSecret: string;
  intentType: "payment" | "setup";
  trialDays: number;
}

const createSubscription = () => data(api["create-subscription"].$post());

/** Verifies the confirmed payment (or trial setup) with the server; shared with the redirect return. */
export async function completeUpgrade(intentId: string): Promise<void> {
  await ok(api["subscription-success"].$post({ json: { paymentIntentId: intentId } }));
}

export function UpgradeButton({
  publishableKey,
  onNotConfigured,
  label = "Upgrade to Premium",
}: {
  publishableKey: string | null;
  onNotConfigured: (message: string) => void;
  label?: string;
}) {
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>("idle");
  const [session, setSession] = useState<Session | null>(null);
  const [elementReady, setElementReady] = useState(false);
  const elementsRef = useRef<StripeElements | null>(null);
  const paymentElementRef = useRef<StripePaymentElement | null>(null);

  const fail = useCallback(
    (title: string, description: string) => toast({ title, description, variant: "destructive" }),
    [toast],
  );

  async function startUpgrade() {
    setPhase("creating");
    let created: Awaited<ReturnType<typeof createSubscription>>;
    try {
      created = await createSubscription();
    } catch (error) {
      setPhase("idle");
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: "Already Premium", description: "You already have a Premium subscription!" });
      } else if (error instanceof ApiError && error.status === 503) {
        onNotConfigured(error.serverMessage);
        fail(PAYMENTS_NOT_CONFIGURED_TITLE, error.serverMessage);
      } else if (error instanceof ApiError) {
        fail("Error", error.status === 429 ? error.serverMessage : "Failed to create subscription");
      } else {
        fail("Error", "Failed to process upgrade. Please try again.");
      }
      return;
    }
    if (!publishableKey) {
      setPhase("idle");
      fail("Error", "Failed to process upgrade. Please try again.");
      return;
    }
    try {
      const stripe = await loadStripeJs(publishableKey);
      setElementReady(false);
      setSession({ stripe, ...created });
      setPhase("open");
    } catch {
      setPhase("idle");
      fail("Error", "Failed to process upgrade. Please try again.");
    }
  }

  // Mounts the Payment Element once the dialog's container exists.
  const mountElement = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container || !session || paymentElementRef.current) return;
      const elements = session.stripe.elements({
        clientSecret: session.clientSecret,
        appearance: { theme: "stripe", variables: { colorPrimary: "#6d28d9" } },
      });
      const element = elements.create("payment", { layout: "tabs" });
      element.on("ready", () => setElementReady(true));
      element.mount(container);
      elementsRef.current = elements;
      paymentElementRef.current = element;
    },
    [session],
  );

  function closeDialog() {
    paymentElementRef.current?.destroy();
    paymentElementRef.current = null;
    elementsRef.current = null;
    setSession(null);
    setPhase((p) => (p === "done" ? p : "idle"));
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const elements = elementsRef.current;
    if (!session || !elements || !paymentElementRef.current) {
      fail("Error", "Card element not found");
      return;
    }
    setPhase("confirming");
    let intentId: string | undefined;
    try {
      const options = {
        elements,
        redirect: "if_required" as const,
        confirmParams: { return_url: new URL("/subscribe", window.location.href).toString() },
      };
      const result =
        session.intentType === "setup"
          ? await session.stripe.confirmSetup(options).then((r) => ({ error: r.error, id: r.setupIntent?.id }))
          : await session.stripe.confirmPayment(options).then((r) => ({ error: r.error, id: r.paymentIntent?.id }));
      if (result.error || !result.id) {
        fail("Payment Failed", result.error?.message || "Payment failed");
        closeDialog();
        return;
      }
      intentId = result.id;
    } catch {
      fail("Payment Failed", "Payment processing failed");
      closeDialog();
      return;
    }
    try {
      await completeUpgrade(intentId);
    } catch {
      fail("Error", "Failed to confirm subscription. Please contact support.");
      closeDialog();
      return;
    }
    setPhase("done");
    toast({ title: "Upgrade Successful!", description: "Welcome to Premium! Your subscription is now active." });
    closeDialog();
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_UPGRADE_MS);
  }

  const open = phase === "open" || phase === "confirming";
  const trial = session?.intentType === "setup" && session.trialDays > 0;

  return (
    <>
      {/* A form, so a press before (or without) the script reaches the server, which answers with Stripe Checkout. */}
      <form
        method="post"
        action="/subscribe"
        className="w-full sm:w-auto"
        onSubmit={(e) => {
          e.preventDefault();
          void startUpgrade();
        }}
      >
        <input type="hidden" name="intent" value="upgrade" />
        <Button type="submit" size="lg" disabled={phase !== "idle"} className="w-full sm:w-auto">
          {phase === "creating" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {phase === "done" ? "Upgraded" : label}
        </Button>
      </form>
      <Dialog.Root open={open} onOpenChange={(next) => (!next && phase !== "confirming" ? closeDialog() : undefined)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="text-xl font-semibold text-slate-900">Complete Your Premium Upgrade</Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              {trial
                ? `Your ${session?.trialDays}-day free trial starts now: ${PREMIUM_PRICE_LABEL}/month after trial, full access during trial. Cancel anytime.`
                : `${PREMIUM_PRICE_LABEL}/month, billed monthly. Renews automatically; cancel anytime.`}
            </Dialog.Description>
            <form onSubmit={confirm} className="mt-4 space-y-4">
              <div ref={mountElement} data-testid="payment-element" className="min-h-24" />
              {!elementReady ? (
                <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading secure card form...
                </p>
              ) : null}
              <p className="flex items-center gap-2 text-xs text-slate-700">
                <Lock className="h-3 w-3" aria-hidden="true" /> Card details go directly to Stripe.
              </p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="outline" disabled={phase === "confirming"}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={phase === "confirming"}>
                  {phase === "confirming" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                  {trial ? "Start free trial" : `Pay ${PREMIUM_PRICE_LABEL} and upgrade`}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
