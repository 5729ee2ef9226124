import { BookOpen, Bot, Wrench } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { canonicalUrl } from "./canonical.server";
import { EquipmentCard, filterEquipment } from "~/components/equipment/equipment-card";
import { listPicturePriority } from "~/components/pictures/card-picture";
import {
  EmptyState,
  ErrorNotice,
  SearchBox,
  SelectBox,
  SkeletonCards,
  Toggle,
  askAiHref,
  listShouldRevalidate,
  plural,
  useUrlFilters,
} from "~/components/forms/list-controls";
import { Button, buttonClass } from "~/components/ui/button";
import { EQUIPMENT_CATEGORIES, EQUIPMENT_CATEGORY_LABELS, type EquipmentCategory } from "@common/catalog";
import { LOADING_PLACEHOLDERS } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { cn } from "~/lib/utils";
import { settings } from "../../workers/env";
import type { EquipmentItem } from "../../workers/services/equipment";
import { listEquipment } from "../../workers/services/public-content";
import type { Route } from "./+types/equipment";

const DEFAULTS = { q: "", category: "all", recommended: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? "all";
  const filters = {
    q: (url.searchParams.get("q") ?? "").slice(0, 200),
    category: (EQUIPMENT_CATEGORIES as readonly string[]).includes(category) ? category : "all",
    recommended: url.searchParams.get("recommended") === "true",
  };
  const env = context.cloudflare.env;
  let items: EquipmentItem[] = [];
  let failed = false;
  try {
    items = await listEquipment(env, {}, { affiliateTag: settings(env).AFFILIATE_TAG });
  } catch (error) {
    console.error("Equipment list failed", error);
    failed = true;
  }
  return { items, failed, filters, canonical: canonicalUrl(request) };
}

export const shouldRevalidate = listShouldRevalidate;

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta("Recommended Equipment", "Sublimation printers, heat presses, inks and tools we recommend, with honest notes.", {
    canonical: data?.canonical,
  });

const CATEGORY_OPTIONS = (["all", ...EQUIPMENT_CATEGORIES] as const).map((c) => ({ value: c, label: EQUIPMENT_CATEGORY_LABELS[c] }));

const MAINTENANCE_TIPS = [
  "Print a nozzle check every few days so ink keeps moving through the head.",
  "Keep paper sealed and dry: damp paper causes bleeding and dull colours.",
  "Check your heat press temperature with a probe thermometer now and then.",
  "Wipe the press platen and use a protective sheet to stop ink build-up.",
];

export default function EquipmentPage({ loaderData }: Route.ComponentProps) {
  const [filters, update] = useUrlFilters(loaderData.filters, DEFAULTS);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/equipment";
  const shown = filterEquipment(loaderData.items, filters);
  const hasFilters = filters.q.trim() !== "" || filters.category !== "all" || filters.recommended;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Recommended Equipment</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Sublimation printers, heat presses, inks and tools we recommend. Prices are approximate street prices; ratings are our
        editorial judgement.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox label="Search equipment" placeholder="Search equipment..." value={filters.q} onChange={(q) => update({ q })} />
            <SelectBox label="Category" value={filters.category} onChange={(category) => update({ category })} options={CATEGORY_OPTIONS} />
            <Toggle label="Recommended" checked={filters.recommended} onChange={(recommended) => update({ recommended })} />
          </div>

          {loaderData.failed ? (
            <div className="mt-6">
              <ErrorNotice title="Error" text="Failed to load equipment. Please try again later." />
            </div>
          ) : null}

          <h2 className="mt-6 text-xl font-semibold text-slate-900" aria-live="polite" data-testid="result-count">
            {plural(shown.length, "Item", "Items")} Found
          </h2>

          <div className="mt-4">
            {loading ? (
              <SkeletonCards count={LOADING_PLACEHOLDERS} label="Loading equipment" />
            ) : shown.length > 0 ? (
              <ul className="card-list grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((item, i) => (
                  <li key={item.id}>
                    <EquipmentCard item={item} imagePriority={listPicturePriority(i, 2)} />
                  </li>
                ))}
              </ul>
            ) : hasFilters ? (
              <EmptyState title="No equipment found" text="Try a different search term, category or the Recommended toggle.">
                <Button variant="secondary" onClick={() => update({ q: "" })}>
                  Clear Search
                </Button>
                <Button variant="secondary" onClick={() => update({ category: "all", recommended: false })}>
                  Show All Equipment
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title="No equipment recommendations" text="Equipment recommendations are coming soon." />
            )}
          </div>
        </div>

        <aside className="space-y-6">
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="buying-guide-card">
            <h2 id="buying-guide-card" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <BookOpen className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Equipment Buying Guide
            </h2>
            <p className="mt-2 text-sm text-slate-700">Budgets, equipment types, an ROI calculator and a heat-press settings chart.</p>
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
              to={askAiHref("I'm starting sublimation printing. Which printer and heat press should I buy for my budget?")}
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
                <Button
                  key={c}
                  size="sm"
                  variant={filters.category === c ? "primary" : "outline"}
                  aria-pressed={filters.category === c}
                  onClick={() => update({ category: filters.category === c ? "all" : c })}
                >
                  {EQUIPMENT_CATEGORY_LABELS[c as EquipmentCategory]}
                </Button>
              ))}
            </div>
          </section>
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="maintenance">
            <h2 id="maintenance" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Wrench className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Maintenance Tips
            </h2>
            <ul className={cn("mt-3 list-disc space-y-2 pl-5 text-sm text-slate-800")}>
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
