// Loads Stripe.js from js.stripe.com (as Stripe requires; the CSP allows it on
// /subscribe only) and types the few calls the upgrade dialog makes.

export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

export interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  on(event: "ready" | "change", handler: (event?: { complete?: boolean }) => void): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): StripePaymentElement;
}

interface ConfirmOptions {
  elements: StripeElements;
  redirect: "if_required";
  confirmParams: { return_url: string };
}

export interface StripeJs {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(
    options: ConfirmOptions,
  ): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
  confirmSetup(options: ConfirmOptions): Promise<{ error?: StripeError; setupIntent?: { id: string; status: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

function loadScript(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not start")));
    script.onerror = () => reject(new Error("Stripe.js could not be loaded"));
    document.head.appendChild(script);
  }).catch((error) => {
    // Let a later click try again.
    loading = null;
    throw error;
  });
  return loading;
}

const instances = new Map<string, StripeJs>();

/** One Stripe.js instance per publishable key. */
export async function loadStripeJs(publishableKey: string): Promise<StripeJs> {
  const existing = instances.get(publishableKey);
  if (existing) return existing;
  const factory = await loadScript();
  const stripe = factory(publishableKey);
  instances.set(publishableKey, stripe);
  return stripe;
}

/** Starts the download early, so the dialog opens quickly; failures surface on Upgrade. */
export function preloadStripeJs() {
  loadScript().catch(() => {});
}
