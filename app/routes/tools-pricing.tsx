// /tools/pricing: a seller's pricing calculator. A GET form the server computes
// from the query string (so it works without scripts and its results can be
// linked); once hydrated, the results follow the fields as they are typed.
import { useId, useState } from "react";
import { Form } from "react-router";
import {
  PRICING_EXAMPLE,
  PRICING_FIELDS,
  calculatePricing,
  parsePricingForm,
  type PricingErrors,
  type PricingField,
  type PricingForm,
  type PricingResult,
} from "@common/pricing";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClass } from "~/components/ui/button-class";
import { Link } from "~/components/ui/link";
import { formatPrice } from "~/components/ui/price";
import { pageMeta } from "~/lib/meta";
import { canonicalUrl } from "./canonical.server";
import type { Route } from "./+types/tools-pricing";

export function loader({ request, url }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = PRICING_FIELDS.some((f) => params.has(f));
  const form: PricingForm = asked
    ? (Object.fromEntries(PRICING_FIELDS.map((f) => [f, (params.get(f) ?? "").slice(0, 40)])) as PricingForm)
    : PRICING_EXAMPLE;
  const parsed = parsePricingForm(form);
  return {
    form,
    errors: parsed.ok ? {} : parsed.errors,
    result: parsed.ok ? calculatePricing(parsed.input) : null,
    canonical: canonicalUrl(url),
  };
}

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    "Pricing Calculator for Sublimation Products",
    "Work out what an item costs you and the wholesale and retail prices that keep your margin after marketplace fees.",
    { canonical: data?.canonical },
  );

const FIELDS: Record<PricingField, { label: string; hint: string; unit: "$" | "%" | "min" | ""; step: string }> = {
  blank: {
    label: "Blank cost",
    hint: "The mug, shirt or panel, including the shipping you paid for it.",
    unit: "$",
    step: "0.01",
  },
  inkPaper: {
    label: "Ink and paper per print",
    hint: "Your measured figure, or the estimate in the costing guide.",
    unit: "$",
    step: "0.01",
  },
  prints: { label: "Prints per item", hint: "2 for a front and back print.", unit: "", step: "1" },
  minutes: {
    label: "Minutes of labour per item",
    hint: "Design, print, press, check and pack, timed over a batch.",
    unit: "min",
    step: "1",
  },
  hourlyRate: { label: "Hourly rate", hint: "What you want to earn for an hour of work.", unit: "$", step: "0.01" },
  overheads: {
    label: "Overheads per item",
    hint: "Packaging, care card and a share of fixed costs (equipment, software, fees).",
    unit: "$",
    step: "0.01",
  },
  feesPercent: {
    label: "Marketplace and payment fees",
    hint: "All percentage fees of your selling channel together.",
    unit: "%",
    step: "0.1",
  },
  marginPercent: {
    label: "Margin you want",
    hint: "Profit as a share of the selling price, after fees.",
    unit: "%",
    step: "1",
  },
};

const percent = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const showPercent = (n: number) => `${percent.format(Math.abs(n) < 0.05 ? 0 : n)}%`;

export default function PricingCalculator({ loaderData }: Route.ComponentProps) {
  // A submitted form (with or without scripts) brings new loader data: start again from it.
  return <Calculator key={JSON.stringify(loaderData.form)} {...loaderData} />;
}

function Calculator(props: { form: PricingForm; errors: PricingErrors; result: PricingResult | null }) {
  const id = useId();
  const [form, setForm] = useState(props.form);
  const [live, setLive] = useState<{ errors: PricingErrors; result: PricingResult | null } | null>(null);
  const { errors, result } = live ?? props;

  function change(field: PricingField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    const parsed = parsePricingForm(next);
    setLive(
      parsed.ok ? { errors: {}, result: calculatePricing(parsed.input) } : { errors: parsed.errors, result: null },
    );
  }

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs
        trail={[
          { to: "/", label: "Home" },
          { to: "/guides", label: "Guides" },
        ]}
        current="Pricing calculator"
      />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Pricing calculator</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Enter what one item costs you. The calculator gives the wholesale price for shops, the retail price that keeps
        your margin after marketplace fees, and what you keep at each. The figures it opens with are the example mug
        from{" "}
        <Link to="/guides/pricing-and-costing-sublimation-products" className="text-brand-700 underline">
          pricing and costing sublimation products
        </Link>
        , without its 5% waste allowance (add yours to overheads): replace every one with your own.
      </p>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Form
          method="get"
          action="/tools/pricing"
          className="grid min-w-0 gap-4"
          aria-label="Pricing calculator"
          noValidate
        >
          {PRICING_FIELDS.map((f) => {
            const meta = FIELDS[f];
            const error = errors[f];
            return (
              <div key={f}>
                <label htmlFor={`${id}-${f}`} className="block text-sm font-medium text-slate-800">
                  {meta.label}
                  {meta.unit === "$" ? " ($)" : meta.unit === "%" ? " (%)" : meta.unit === "min" ? " (minutes)" : ""}
                </label>
                <input
                  id={`${id}-${f}`}
                  name={f}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={form[f]}
                  onChange={(e) => change(f, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-${f}-hint${error ? ` ${id}-${f}-error` : ""}`}
                  className="mt-1 h-10 w-full rounded-md border border-slate-300 px-3 text-sm aria-[invalid=true]:border-red-700"
                />
                <p id={`${id}-${f}-hint`} className="mt-1 text-xs text-slate-600">
                  {meta.hint}
                </p>
                {error ? (
                  <p id={`${id}-${f}-error`} className="mt-1 text-sm text-red-800" data-testid={`error-${f}`}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div>
            <button type="submit" className={buttonClass("primary")}>
              Calculate
            </button>
          </div>
        </Form>

        <section
          aria-labelledby={`${id}-results`}
          className="min-w-0 rounded-lg bg-brand-50 p-4 sm:p-5"
          aria-live="polite"
        >
          <h2 id={`${id}-results`} className="text-xl font-semibold text-slate-900">
            Results
          </h2>
          {result ? (
            <Results result={result} />
          ) : (
            <p className="mt-3 text-sm text-slate-800" data-testid="pricing-invalid">
              Correct the highlighted {Object.keys(errors).length === 1 ? "field" : "fields"} to see the prices.
            </p>
          )}
        </section>
      </div>

      <section className="mt-10 max-w-3xl text-sm text-slate-700" aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`} className="text-lg font-semibold text-slate-900">
          How the prices are worked out
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Cost per item = blank + ink and paper × prints + minutes ÷ 60 × hourly rate + overheads.</li>
          <li>Wholesale price = cost ÷ (1 − margin). Shops pay no marketplace fee, so none is taken off.</li>
          <li>
            Retail price = cost ÷ (1 − fees − margin): after the fees are taken off, the margin you asked for is left.
          </li>
          <li>
            Shop shelf price = 2 × wholesale, the usual retail price when shops buy at about half of retail. If you sell
            to shops, do not sell below it yourself.
          </li>
          <li>Prices are rounded up to the cent. Margin is profit as a share of the selling price, not a markup.</li>
        </ul>
        <p className="mt-3">
          Fixed fees per order (a listing fee, a payment fee per transaction) belong in overheads per item. Sales tax is
          collected on top of these prices where it applies. See{" "}
          <Link to="/guides/wholesale-and-consignment" className="text-brand-700 underline">
            wholesale and consignment
          </Link>{" "}
          and{" "}
          <Link to="/guides/shipping-costs-carriers-and-international-orders" className="text-brand-700 underline">
            shipping costs
          </Link>
          .
        </p>
      </section>
    </main>
  );
}

function Results({ result: r }: { result: PricingResult }) {
  const rows: { label: string; testid: string; price: number; profit: number; margin: number; fees?: number }[] = [
    {
      label: "Wholesale (to shops)",
      testid: "wholesale",
      price: r.wholesale.price,
      profit: r.wholesale.profit,
      margin: r.wholesale.marginPercent,
    },
    {
      label: "Retail (you sell, after fees)",
      testid: "retail",
      price: r.retail.price,
      profit: r.retail.profit,
      margin: r.retail.marginPercent,
      fees: r.retail.fees,
    },
    {
      label: "Shop shelf price (2 × wholesale)",
      testid: "keystone",
      price: r.keystone.price,
      profit: r.keystone.profit,
      margin: r.keystone.marginPercent,
      fees: r.keystone.fees,
    },
  ];
  return (
    <div className="mt-3" data-testid="pricing-results">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt className="text-slate-700">Materials</dt>
        <dd className="text-right text-slate-900">{formatPrice(r.cost.materials)}</dd>
        <dt className="text-slate-700">Labour</dt>
        <dd className="text-right text-slate-900">{formatPrice(r.cost.labour)}</dd>
        <dt className="text-slate-700">Overheads</dt>
        <dd className="text-right text-slate-900">{formatPrice(r.cost.overheads)}</dd>
        <dt className="font-semibold text-slate-900">Cost per item</dt>
        <dd className="text-right font-semibold text-slate-900" data-testid="pricing-cost">
          {formatPrice(r.cost.total)}
        </dd>
      </dl>
      {/* Small type and tight cells on a phone, so every column (margin last) fits at 360 px. */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Prices and what you keep">
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">Prices and what you keep</caption>
          <thead>
            <tr className="border-b border-brand-200">
              <th scope="col" className="py-2 pr-1 sm:pr-2 font-semibold text-slate-900">
                Price
              </th>
              <th scope="col" className="px-1 py-2 sm:px-2 text-right font-semibold text-slate-900">
                Amount
              </th>
              <th scope="col" className="px-1 py-2 sm:px-2 text-right font-semibold text-slate-900">
                Fees
              </th>
              <th scope="col" className="px-1 py-2 sm:px-2 text-right font-semibold text-slate-900">
                You keep
              </th>
              <th scope="col" className="py-2 pl-1 sm:pl-2 text-right font-semibold text-slate-900">
                Margin
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.testid} className="border-b border-brand-100" data-testid={`pricing-${row.testid}`}>
                <th scope="row" className="py-2 pr-1 sm:pr-2 font-medium text-slate-800">
                  {row.label}
                </th>
                <td
                  className="px-1 py-2 sm:px-2 text-right font-semibold text-slate-900"
                  data-testid={`${row.testid}-price`}
                >
                  {formatPrice(row.price)}
                </td>
                <td className="px-1 py-2 sm:px-2 text-right text-slate-800">
                  {row.fees === undefined ? "none" : formatPrice(row.fees)}
                </td>
                <td className="px-1 py-2 sm:px-2 text-right text-slate-800">{formatPrice(row.profit)}</td>
                <td className="py-2 pl-1 sm:pl-2 text-right text-slate-800" data-testid={`${row.testid}-margin`}>
                  {showPercent(row.margin)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
