import { BookOpen, Bot, Wrench } from "lucide-react";
import { listPageData } from "./list-page.server";
import { EQUIPMENT_SORTS, EquipmentCard, filterEquipment, sortEquipment } from "~/components/equipment/equipment-card";
import { SearchBox, SelectBox, Toggle, askAiHref } from "~/components/forms/list-controls";
import { FilteredResults, SortBox } from "~/components/list/list-page";
import { ListForm } from "~/components/list/list-form";
import { hasActiveFilters, listShouldRevalidate, useListState, type ListSpec } from "~/components/list/list-state";
import { listPicturePriority } from "~/components/pictures/card-picture";
import { buttonClass } from "~/components/ui/button-class";
import { PageHeader } from "~/components/ui/page-header";
import { EQUIPMENT_CATEGORIES, EQUIPMENT_CATEGORY_LABELS, type EquipmentCategory } from "@common/catalog";
import { LIST_PAGE_SIZE } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { settings } from "../../workers/env";
import { listEquipment } from "../../workers/services/public-content";
import type { Route } from "./+types/equipment";
import { Link } from "~/components/ui/link";
import { pageOf } from "../../workers/page-context";

const LIST: ListSpec<{ q: string; category: string; recommended: boolean; sort: string }> = {
  defaults: { q: "", category: "all", recommended: false, sort: "" },
  allowed: { category: ["all", ...EQUIPMENT_CATEGORIES], sort: EQUIPMENT_SORTS.map((s) => s.value) },
  pageSize: LIST_PAGE_SIZE,
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const env = pageOf(context).cloudflare.env;
  return listPageData(url, LIST, "Equipment", () =>
    listEquipment(env, {}, { affiliateTag: settings(env).AFFILIATE_TAG }),
  );
}

export const shouldRevalidate = listShouldRevalidate;

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    "Recommended Equipment",
    "Sublimation printers, heat presses, inks and tools we recommend, with honest notes.",
    {
      canonical: data?.canonical,
    },
  );

const CATEGORY_OPTIONS = (["all", ...EQUIPMENT_CATEGORIES] as const).map((c) => ({
  value: c,
  label: EQUIPMENT_CATEGORY_LABELS[c],
}));

const MAINTENANCE_TIPS = [
  "Print a nozzle check every few days so ink keeps moving through the head.",
  "Keep paper sealed and dry: damp paper causes bleeding and dull colours.",
  "Check your heat press temperature with a probe thermometer now and then.",
  "Wipe the press platen and use a protective sheet to stop ink build-up.",
];

export default function EquipmentPage({ loaderData }: Route.ComponentProps) {
  const { state: filters, update, reset, resetHref, hrefFor, adopt, moreHref } = useListState(LIST, loaderData.filters);
  const shown = sortEquipment(filterEquipment(loaderData.items, filters), filters.sort);
  const hasFilters = hasActiveFilters(filters, LIST);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Recommended Equipment"
        intro="Sublimation printers, heat presses, inks and tools we recommend. Prices are approximate street prices; ratings are our editorial judgement."
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <ListForm adopt={adopt} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <SearchBox
              name="q"
              label="Search equipment"
              placeholder="Search equipment..."
              value={filters.q}
              onChange={(q) => update({ q })}
            />
            <SelectBox
              name="category"
              label="Category"
              value={filters.category}
              onChange={(category) => update({ category })}
              options={CATEGORY_OPTIONS}
            />
            <SortBox value={filters.sort} onChange={(sort) => update({ sort })} options={EQUIPMENT_SORTS} />
            <Toggle
              name="recommended"
              label="Recommended"
              checked={filters.recommended}
              onChange={(recommended) => update({ recommended })}
            />
          </ListForm>

          <FilteredResults
            items={shown}
            failedText={loaderData.failed ? "Failed to load equipment. Please try again later." : null}
            count={["Item", "Items"]}
            hasFilters={hasFilters}
            onClearSearch={() => update({ q: "" })}
            onShowAll={reset}
            clearSearchHref={hrefFor({ q: "" })}
            showAllHref={resetHref}
            noMatch={{
              title: "No equipment found",
              text: "Try a different search term, category or the Recommended toggle.",
              showAllLabel: "Show All Equipment",
            }}
            nothingYet={{ title: "No equipment recommendations", text: "Equipment recommendations are coming soon." }}
            page={filters.page}
            pageSize={LIST.pageSize}
            moreHref={moreHref}
            noun="items"
            listClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            itemKey={(item) => item.id}
            renderItem={(item, i) => <EquipmentCard item={item} imagePriority={listPicturePriority(i, 2)} />}
          />
        </div>

        <aside className="space-y-6">
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="buying-guide-card">
            <h2 id="buying-guide-card" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <BookOpen className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Equipment Buying Guide
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              Budgets, equipment types, an ROI calculator and a heat-press settings chart.
            </p>
            <Link to="/equipment/buying-guide" className={`${buttonClass("primary")} mt-4 w-full`}>
              Read the Buying Guide
            </Link>
          </section>
          <section className="rounded-lg border border-brand-200 bg-brand-50 p-5" aria-labelledby="ai-recommend">
            <h2 id="ai-recommend" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Bot className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Not sure what to buy?
            </h2>
            <p className="mt-2 text-sm text-slate-700">Tell our AI expert your budget and what you want to make.</p>
            <Link
              to={askAiHref(
                "I'm starting sublimation printing. Which printer and heat press should I buy for my budget?",
              )}
              className={`${buttonClass("secondary")} mt-4 w-full`}
            >
              Get AI Recommendations
            </Link>
          </section>
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="quick-categories">
            <h2 id="quick-categories" className="text-lg font-semibold text-slate-900">
              Categories
            </h2>
            <div className="mt-3 flex flex-wrap gap-2">
              {EQUIPMENT_CATEGORIES.map((c) => (
                <Link
                  key={c}
                  to={`/equipment${hrefFor({ category: filters.category === c ? "all" : c })}`}
                  replace
                  preventScrollReset
                  className={buttonClass(filters.category === c ? "primary" : "outline", "sm")}
                  aria-current={filters.category === c ? "true" : undefined}
                >
                  {EQUIPMENT_CATEGORY_LABELS[c as EquipmentCategory]}
                </Link>
              ))}
            </div>
          </section>
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="maintenance">
            <h2 id="maintenance" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Wrench className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Maintenance Tips
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-800">
              {MAINTENANCE_TIPS.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </main>
  );
}
