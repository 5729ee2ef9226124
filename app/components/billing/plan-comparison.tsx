// Free versus Premium, side by side.
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { TableHead } from "~/components/ui/table-head";
import { FREE_MONTHLY_MESSAGES, PREMIUM_PRICE_LABEL } from "@common/constants";

interface Feature {
  label: string;
  free: boolean | string;
  premium: boolean | string;
}

const FEATURES: Feature[] = [
  {
    label: "AI sublimation assistant",
    free: `${FREE_MONTHLY_MESSAGES} messages per month`,
    premium: "Unlimited messages",
  },
  { label: "Saved chat conversations", free: false, premium: "Rename, reopen and delete" },
  { label: "Guides, heat-press settings and troubleshooting", free: true, premium: true },
  { label: "Recommended equipment and supplier directory", free: true, premium: true },
];

function Cell({ value }: { value: boolean | string }) {
  if (value === true)
    return (
      <>
        <Check className="h-5 w-5 text-green-700" aria-hidden="true" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <X className="h-5 w-5 text-slate-500" aria-hidden="true" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <span>{value}</span>;
}

/** `trialDays`: shown on the Premium card when a first subscription starts with a free trial. */
export function PlanComparison({ upgrade, trialDays = 0 }: { upgrade?: ReactNode; trialDays?: number }) {
  return (
    <section aria-labelledby="compare-heading" className="mt-10">
      <h2 id="compare-heading" className="text-2xl font-bold text-slate-900">
        Free versus Premium
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <article className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">Free</h3>
          <p className="mt-1 text-3xl font-bold text-slate-900">$0</p>
          <p className="text-sm text-slate-700">Forever</p>
        </article>
        <article className="rounded-xl border-2 border-brand-700 bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-brand-900">Premium</h3>
          <p className="mt-1 text-3xl font-bold text-brand-900">
            {PREMIUM_PRICE_LABEL}
            <span className="text-base font-medium">/month</span>
          </p>
          <p className="text-sm text-slate-700">Billed monthly, renews automatically, cancel anytime.</p>
          {trialDays > 0 ? (
            <p className="mt-3 inline-block rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
              {trialDays}-day free trial for new members
            </p>
          ) : null}
          {upgrade ? <div className="mt-4">{upgrade}</div> : null}
        </article>
      </div>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[320px] border-collapse text-left text-sm">
          <caption className="sr-only">What each plan includes</caption>
          <TableHead
            columns={["Feature", "Free", "Premium"]}
            className=""
            rowClassName="border-b border-slate-300"
            cellClassName="py-2 pr-3 font-semibold text-slate-900"
          />
          <tbody>
            {FEATURES.map((f) => (
              <tr key={f.label} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-3 font-medium text-slate-800">
                  {f.label}
                </th>
                <td className="py-3 pr-3 text-slate-700">
                  <Cell value={f.free} />
                </td>
                <td className="py-3 text-slate-700">
                  <Cell value={f.premium} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
