import { Check, Printer, Thermometer, X } from "lucide-react";
import { Suspense } from "react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { canonicalUrl } from "./canonical.server";
import { formatPrice } from "~/components/ui/price";
import { TableHead } from "~/components/ui/table-head";
import { buttonClass } from "~/components/ui/button-class";
import { CHART_GROUP_LABELS } from "@common/press-settings-search";
import { RoiCalculator, roiValuesFrom } from "~/components/equipment/roi-calculator";
import { TabPanel, TabSet, tabSetExpectLink } from "~/components/ui/tab-set";
import { calculateRoi } from "~/components/equipment/roi";
import { EQUIPMENT_CATEGORIES, EQUIPMENT_CATEGORY_LABELS } from "@common/catalog";
import { pageMeta } from "~/lib/meta";
import { listEquipment } from "../../workers/services/public-content";
import type { Route } from "./+types/buying-guide";
import { Link } from "~/components/ui/link";
import { pageOf } from "../../workers/page-context";

export async function loader({ context, url }: Route.LoaderArgs) {
  const env = pageOf(context).cloudflare.env;
  const equipment = await listEquipment(env);
  // Price ranges come from the equipment list itself so the two pages never disagree.
  const ranges = EQUIPMENT_CATEGORIES.map((category) => {
    const prices = equipment.filter((e) => e.category === category).map((e) => e.price);
    return {
      category,
      count: prices.length,
      min: prices.length ? Math.min(...prices) : null,
      max: prices.length ? Math.max(...prices) : null,
    };
  });
  return { ranges, canonical: canonicalUrl(url) };
}

const TABS = [
  { value: "budget", label: "Budget Planning" },
  { value: "types", label: "Equipment Types" },
  { value: "roi", label: "ROI Calculator" },
  { value: "compatibility", label: "Compatibility" },
];
const ROI_START = { equipmentCost: 800, costPerItem: 4, pricePerItem: 15, itemsPerMonth: 40 };

/** The open section: `?tab=` (guides link to ?tab=compatibility for the settings chart), else the first. */
const tabOf = (params: URLSearchParams) => {
  const tab = params.get("tab");
  return TABS.some((t) => t.value === tab) ? (tab as string) : "budget";
};

/** Another section or other calculator figures change only the address: the page has every section's data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [tabSetExpectLink("buying-guide-sections")];

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    "Equipment Buying Guide",
    "Plan a sublimation budget, compare equipment types, estimate your ROI and check heat-press settings.",
    {
      canonical: data?.canonical,
    },
  );

const TIERS = [
  {
    name: "Starter",
    range: `${formatPrice(200)} - ${formatPrice(500)}`,
    for: "Hobbyists and first products",
    items: [
      "An entry-level sublimation printer or converted ink-tank printer",
      "A small clamshell or craft press",
      "Sublimation paper, heat tape and a lint roller",
    ],
  },
  {
    name: "Growing Business",
    range: `${formatPrice(500)} - ${formatPrice(2000)}`,
    for: "Selling at markets and online",
    items: [
      "A dedicated sublimation printer with support and ICC profiles",
      "A 15 x 15 in swing-away press, plus a mug press",
      "Stock of blanks in your best sellers",
    ],
  },
  {
    name: "Professional",
    range: `${formatPrice(2000)}+`,
    for: "Production and larger formats",
    items: [
      "A wide-format printer for larger transfers",
      "A 16 x 20 in or larger press, or several specialist presses",
      "A convection oven or tumbler press for batches",
    ],
  },
];

// Illustrative costs only; the pricing guide explains how to work out your own.
const EXAMPLES = [
  { product: "11 oz mug", cost: 4, price: 15 },
  { product: "Polyester T-shirt", cost: 6, price: 22 },
  { product: "Mouse pad", cost: 3, price: 12 },
  { product: "Photo slate", cost: 9, price: 35 },
];

const DOS = [
  "Use 100% polyester fabric, or at least 65% polyester for a vintage look",
  "Use blanks with a polymer coating made for sublimation (mugs, tiles, metal, hardboard)",
  "Choose white or very light colours: sublimation ink has no white",
  "Print with sublimation ink on sublimation paper, mirrored, with the right ICC profile",
];
const DONTS = [
  "Don't expect bright results on 100% cotton or other natural fibres",
  "Don't press uncoated ceramic, glass, wood or metal",
  "Don't print on dark fabrics: the design will barely show",
  "Don't mix sublimation ink with regular pigment or dye inks",
];
const CHECKLIST = [
  "Printer set up with sublimation ink and its ICC profile",
  "Heat press on a sturdy, heat-safe surface with space around it",
  "Press temperature checked with a probe thermometer",
  "Protective sheets or butcher paper, heat tape and heat-resistant gloves",
  "A lint roller for fabrics and a test print on scrap before each new product",
  "Good ventilation around the press",
];

export default function BuyingGuide({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        trail={[
          { to: "/", label: "Home" },
          { to: "/equipment", label: "Equipment" },
        ]}
        current="Buying Guide"
      />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Equipment Buying Guide</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Plan your budget, compare equipment types, estimate your return and check what you can press.
      </p>

      <div className="mt-8">
        <TabSet
          id="buying-guide-sections"
          label="Buying guide sections"
          tabs={TABS}
          current={tab}
          onSelect={(value) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set("tab", value);
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        >
          {/* The sections are a Suspense boundary: React hydrates them after the radios, so a choice made while the page hydrates is not held up by them (selective hydration). */}
          <Suspense>
            <TabPanel value="budget">
              <section className="mt-6">
                <h2 className="text-2xl font-bold text-slate-900">Budget Planning</h2>
                <div className="mt-4 grid gap-4 md:grid-cols-3">
                  {TIERS.map((t) => (
                    <section key={t.name} className="rounded-lg border border-slate-200 p-5">
                      <h3 className="text-lg font-semibold text-slate-900">{t.name}</h3>
                      <p className="mt-1 text-2xl font-bold text-brand-800">{t.range}</p>
                      <p className="text-sm text-slate-700">{t.for}</p>
                      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
                        {t.items.map((i) => (
                          <li key={i}>{i}</li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </section>
            </TabPanel>

            <TabPanel value="types">
              <section className="mt-6">
                <h2 className="text-2xl font-bold text-slate-900">Equipment Types</h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {loaderData.ranges.map((r) => (
                    <li key={r.category} className="rounded-lg border border-slate-200 p-5">
                      <h3 className="text-lg font-semibold text-slate-900">{EQUIPMENT_CATEGORY_LABELS[r.category]}</h3>
                      <p className="mt-1 text-slate-800">
                        {r.min !== null && r.max !== null
                          ? r.min === r.max
                            ? `About ${formatPrice(r.min)}`
                            : `${formatPrice(r.min)} - ${formatPrice(r.max)}`
                          : "Price range coming soon"}
                      </p>
                      <p className="text-sm text-slate-700">
                        Across the {r.count} items in our list.{" "}
                        <Link to={`/equipment?category=${r.category}`} className="text-brand-700 underline">
                          See them
                        </Link>
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            </TabPanel>

            <TabPanel value="roi">
              <section className="mt-6">
                <h2 className="text-2xl font-bold text-slate-900">ROI Calculator</h2>
                <div className="mt-4">
                  <RoiCalculator initial={roiValuesFrom(params, ROI_START)} hidden={{ tab: "roi" }} />
                </div>
                <h3 className="mt-8 text-lg font-semibold text-slate-900">Example profit margins and break-even</h3>
                <p className="text-sm text-slate-700">
                  Illustrative figures for an $800 setup; work out your real costs with the{" "}
                  <Link to="/guides/pricing-and-costing-sublimation-products" className="text-brand-700 underline">
                    pricing guide
                  </Link>
                  .
                </p>
                <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Example margins">
                  <table className="w-full min-w-[32rem] text-left text-sm">
                    <TableHead
                      columns={["Product", "Cost", "Price", "Margin", "Break-even items"]}
                      cellClassName="px-3 py-2"
                    />
                    <tbody>
                      {EXAMPLES.map((e) => {
                        const r = calculateRoi({
                          equipmentCost: 800,
                          costPerItem: e.cost,
                          pricePerItem: e.price,
                          itemsPerMonth: 1,
                        });
                        return (
                          <tr key={e.product} className="border-t border-slate-200">
                            <th scope="row" className="px-3 py-2 font-medium">
                              {e.product}
                            </th>
                            <td className="px-3 py-2">{formatPrice(e.cost)}</td>
                            <td className="px-3 py-2">{formatPrice(e.price)}</td>
                            <td className="px-3 py-2">{r.margin.toFixed(0)}%</td>
                            <td className="px-3 py-2">{r.breakEvenItems}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </section>
            </TabPanel>

            <TabPanel value="compatibility">
              <section className="mt-6">
                <h2 className="text-2xl font-bold text-slate-900">Compatibility</h2>
                <div className="mt-4 grid gap-4 md:grid-cols-2">
                  <section className="rounded-lg border border-green-200 bg-green-50 p-5">
                    <h3 className="text-lg font-semibold text-green-900">Do</h3>
                    <ul className="mt-2 space-y-2 text-sm text-slate-800">
                      {DOS.map((d) => (
                        <li key={d} className="flex gap-2">
                          <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                          {d}
                        </li>
                      ))}
                    </ul>
                  </section>
                  <section className="rounded-lg border border-red-200 bg-red-50 p-5">
                    <h3 className="text-lg font-semibold text-red-900">Don't</h3>
                    <ul className="mt-2 space-y-2 text-sm text-slate-800">
                      {DONTS.map((d) => (
                        <li key={d} className="flex gap-2">
                          <X className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
                          {d}
                        </li>
                      ))}
                    </ul>
                  </section>
                </div>
                <section className="mt-6 grid gap-4 md:grid-cols-2">
                  <div className="rounded-lg border border-slate-200 p-5">
                    <h3 className="text-lg font-semibold text-slate-900">Heat press size and temperature</h3>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
                      <li>
                        A 15 x 15 in press covers most adult shirts and small hard blanks; 16 x 20 in handles larger
                        prints.
                      </li>
                      <li>Mugs and tumblers need a mug or tumbler press, or an oven with wraps.</li>
                      <li>Polyester fabric: 380-400 °F is the usual range; always follow your blank's instructions.</li>
                      <li>Hard blanks often need 400 °F and longer times; check the chart below.</li>
                    </ul>
                  </div>
                  <div className="rounded-lg border border-slate-200 p-5">
                    <h3 className="text-lg font-semibold text-slate-900">Setup checklist</h3>
                    <ul className="mt-2 space-y-1 text-sm text-slate-800">
                      {CHECKLIST.map((c) => (
                        <li key={c} className="flex gap-2">
                          <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                          {c}
                        </li>
                      ))}
                    </ul>
                  </div>
                </section>
                <section
                  className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5"
                  aria-labelledby="settings-chart"
                >
                  <h3 id="settings-chart" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                    <Thermometer className="h-5 w-5 text-brand-700" aria-hidden="true" />
                    Heat-press settings chart
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">
                    Temperature, time and pressure for every blank, from trade and manufacturer sources, has its own
                    page: searchable by blank, with a large-type version to print and keep by the press.
                  </p>
                  <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Chart sections">
                    {Object.entries(CHART_GROUP_LABELS).map(([group, label]) => (
                      <li key={group}>
                        <Link
                          to={`/press-settings#group-${group}`}
                          className="inline-block rounded-full bg-white px-3 py-1 text-brand-800 hover:bg-brand-100"
                        >
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <Link to="/press-settings" className={buttonClass("primary")}>
                      Open the settings chart
                    </Link>
                    <Link to="/press-settings?print=1" className={buttonClass("secondary")}>
                      <Printer className="h-4 w-4" aria-hidden="true" />
                      Print chart
                    </Link>
                  </div>
                </section>
              </section>
            </TabPanel>
          </Suspense>
        </TabSet>
      </div>
    </main>
  );
}
