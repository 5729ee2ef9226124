// The Premium plan's payloads and texts, shared by the subscribe page and the Worker.
import { z } from "zod";

/** POST /api/subscription-success: the Stripe.js result to verify (pi_... or, in a trial, seti_...). */
export const subscriptionSuccessSchema = z.object({
  paymentIntentId: z
    .string({ message: "paymentIntentId is required" })
    .trim()
    .max(255)
    .regex(/^(pi|seti)_[A-Za-z0-9_]+$/, "Not a Stripe payment or setup intent id"),
});

/** GET /subscribe?checkout_session=cs_...: the Stripe Checkout session a member returns from. */
export const checkoutReturnSchema = z
  .string()
  .max(255)
  .regex(/^cs_[A-Za-z0-9_]+$/);

/** POST /api/dev/premium: the development-only switch. */
export const devPremiumSchema = z.object({ premium: z.boolean({ message: "premium must be true or false" }) });

/** The subscribe page's view of this server's billing setup (no secrets). */
export interface BillingSetup {
  configured: boolean;
  publishableKey: string | null;
  trialDays: number;
  devPremiumSwitch: boolean;
}

export const PAYMENTS_NOT_CONFIGURED_TITLE = "Payments not configured";
