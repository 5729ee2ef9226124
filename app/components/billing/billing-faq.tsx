// The subscribe page's questions and answers.
import { PREMIUM_PRICE_LABEL } from "@common/constants";

export function BillingFaq({ trialDays }: { trialDays: number }) {
  const items = [
    {
      q: "Can I cancel anytime?",
      a: "Yes. Cancel from Manage subscription at any time. A canceled plan keeps Premium until the end of the billing cycle you paid for, then returns to the free plan.",
    },
    ...(trialDays > 0
      ? [
          {
            q: "How does the free trial work?",
            a: `New Premium members get ${trialDays} days of full access for free. You add a card when you start; ${PREMIUM_PRICE_LABEL}/month is charged only after the trial, and canceling during the trial costs nothing.`,
          },
        ]
      : []),
    {
      q: "Will the price change?",
      a: `Premium is ${PREMIUM_PRICE_LABEL} per month. Any price change is announced 30 days ahead, before it applies to your next renewal.`,
    },
    {
      q: "How is my card handled?",
      a: "Payments are processed by Stripe. Your card details go straight to Stripe and are never stored on our servers.",
    },
    {
      q: "What happens if a payment fails?",
      a: "Stripe retries the card for a while and you keep Premium meanwhile. Update your card with Manage subscription; if every retry fails, the plan returns to free.",
    },
  ];
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="cursor-pointer font-medium text-slate-900 marker:text-brand-700">{item.q}</summary>
            <p className="mt-2 text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
