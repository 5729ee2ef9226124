// /troubleshooting: the symptom finder. Every entry is on the page (server-rendered,
// each linkable as /troubleshooting#<id>); search and the product filter narrow
// the list in the browser and live in the URL (?q=&product=).
import { FreeAccountNote } from "~/components/guides/guide-card";
import { Bot, Link2, Wrench } from "lucide-react";
import { askAiHref } from "~/lib/ask-ai";
import { buttonClass } from "~/components/ui/button-class";
import { SourceList } from "~/components/ui/source-list";
import type { SUBSTRATE_GROUPS } from "@content/categories";
import { canonicalUrl } from "./canonical.server";
import { SearchBox, SelectBox } from "~/components/forms/list-controls";
import { EmptyState, plural, SiteSearchLink } from "~/components/list/list-page";
import { listShouldRevalidate, readListState, useListState, type ListSpec } from "~/components/list/list-state";
import { ListForm, StateButton } from "~/components/list/list-form";
import { pageMeta } from "~/lib/meta";
import { filterTroubleshooting } from "@common/troubleshooting-search";
import { listGuidesByIds, listTroubleshooting } from "../../workers/services/public-content";
import type { Route } from "./+types/troubleshooting";
import { Link } from "~/components/ui/link";
import { CHART_GROUP_LABELS } from "@common/press-settings-search";
import { pageOf } from "../../workers/page-context";

// The same names the settings chart gives its groups, so a product reads the same on both pages.
const PRODUCT_LABELS: Record<"all" | (typeof SUBSTRATE_GROUPS)[number], string> = {
  all: "All products",
  ...CHART_GROUP_LABELS,
};

const LIST: ListSpec<{ q: string; product: string; sort: string }> = {
  defaults: { q: "", product: "all", sort: "" },
  allowed: { product: Object.keys(PRODUCT_LABELS) },
  pageSize: 100,
};

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const filters = readListState(new URL(request.url).searchParams, LIST);
  const env = pageOf(context).cloudflare.env;
  const entries = await listTroubleshooting(env);
  const guideIds = [...new Set(entries.flatMap((e) => e.guides))];
  const guides = await listGuidesByIds(env, guideIds);
  return {
    entries,
    guideTitles: Object.fromEntries(guides.map((g) => [g.id, g.title])),
    filters,
    canonical: canonicalUrl(url),
  };
}
export const shouldRevalidate = listShouldRevalidate;

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    "Sublimation Troubleshooting",
    "Find what went wrong with a sublimation print by its symptom: likely causes first, fixes for each, and the trade sources behind them.",
    { canonical: data?.canonical },
  );

export default function Troubleshooting({ loaderData }: Route.ComponentProps) {
  const { entries, guideTitles } = loaderData;
  const { state: filters, update, hrefFor, adopt } = useListState(LIST, loaderData.filters);
  const product = filters.product in PRODUCT_LABELS ? (filters.product as keyof typeof PRODUCT_LABELS) : "all";
  const shown = filterTroubleshooting(entries, { search: filters.q.trim() || undefined, product });
  const filtered = filters.q.trim() !== "" || product !== "all";

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
          <Wrench className="h-7 w-7 text-brand-700" aria-hidden="true" />
          Troubleshooting
        </h1>
        <p className="mt-2 text-slate-700">
          Describe what you see: each symptom lists its likely causes, most likely first, with fixes and the trade or
          manufacturer sources behind them. Settings for each blank are in the{" "}
          <Link to="/press-settings" className="font-medium text-brand-700 underline">
            heat-press settings chart
          </Link>
          .
        </p>
      </header>

      <ListForm adopt={adopt} className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchBox
          name="q"
          label="Search symptoms"
          placeholder="What do you see? e.g. ghosting, faded"
          value={filters.q}
          onChange={(q) => update({ q })}
        />
        <SelectBox
          name="product"
          label="Filter by product"
          value={product}
          onChange={(p) => update({ product: p })}
          options={Object.entries(PRODUCT_LABELS).map(([value, label]) => ({ value, label }))}
          className="sm:w-72"
        />
      </ListForm>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="trouble-count">
        {filtered
          ? `${plural(shown.length, "symptom", "symptoms")} of ${entries.length}`
          : plural(entries.length, "symptom", "symptoms")}
      </p>

      {shown.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="No symptoms found" text="Try other words, pick another product, or ask our AI assistant.">
            <StateButton href={hrefFor({ q: "", product: "all" })} onClick={() => update({ q: "", product: "all" })}>
              Clear Filters
            </StateButton>
            <SiteSearchLink q={filters.q} variant="secondary" />
            <Link
              to={askAiHref(filters.q.trim() || "What went wrong with my sublimation print?")}
              className={buttonClass("primary")}
            >
              <Bot className="h-4 w-4" aria-hidden="true" />
              Ask the AI expert
            </Link>
          </EmptyState>
        </div>
      ) : null}

      {!filtered ? (
        <nav aria-label="All symptoms" className="mt-6 rounded-lg border border-slate-200 p-4">
          <h2 className="text-sm font-semibold text-slate-900">Jump to a symptom</h2>
          <ul className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {entries.map((e) => (
              <li key={e.id}>
                <a href={`#${e.id}`} className="text-brand-700 underline hover:text-brand-900">
                  {e.symptom}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-6 grid gap-4" data-testid="trouble-list">
        {shown.map((t) => (
          <article
            key={t.id}
            id={t.id}
            aria-labelledby={`${t.id}-title`}
            className="scroll-mt-24 rounded-lg border border-slate-200 p-5 target:border-brand-500 target:ring-2 target:ring-brand-200"
          >
            <div className="flex items-start justify-between gap-3">
              <h2 id={`${t.id}-title`} className="text-xl font-semibold text-slate-900">
                {t.symptom}
              </h2>
              <a
                href={`#${t.id}`}
                className="shrink-0 rounded p-1 text-slate-600 hover:text-brand-800"
                aria-label={`Link to ${t.symptom}`}
              >
                <Link2 className="h-4 w-4" aria-hidden="true" />
              </a>
            </div>
            <p className="mt-2 text-slate-700">{t.summary}</p>
            <p className="mt-2 text-xs text-slate-600">
              Seen on: {t.products.map((p) => PRODUCT_LABELS[p as keyof typeof PRODUCT_LABELS] ?? p).join(" · ")}
            </p>
            <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">
              Causes, most likely first
            </h3>
            <ol className="mt-2 list-decimal space-y-3 pl-5 text-slate-800">
              {t.causes.map((c) => (
                <li key={c.cause}>
                  <span className="font-medium">{c.cause}</span>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                    {c.fixes.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            {t.guides.length ? (
              <p className="mt-4 text-sm text-slate-700">
                In depth:{" "}
                {t.guides.map((g, i) => (
                  <span key={g}>
                    {i > 0 ? ", " : null}
                    <Link to={`/guides/${g}`} className="font-medium text-brand-700 underline hover:text-brand-900">
                      {guideTitles[g] ?? g}
                    </Link>
                  </span>
                ))}
                <FreeAccountNote />
              </p>
            ) : null}
            {/* After the fixes, the way on when they did not help: a follow-up question, in the person's own words next. */}
            <p className="mt-4">
              <Link to={askAiHref(followUpQuestion(t.symptom))} className={buttonClass("secondary", "sm")}>
                <Bot className="h-4 w-4" aria-hidden="true" />
                Still stuck? Ask the expert
                <span className="sr-only"> about {t.symptom}</span>
              </Link>
            </p>
            <details className="mt-3 text-sm text-slate-700">
              <summary className="cursor-pointer py-0.5 font-medium text-slate-800">
                Sources ({t.sources.length})
              </summary>
              <SourceList sources={t.sources} className="mt-2" />
            </details>
          </article>
        ))}
      </div>
    </main>
  );
}

/** The question a follow-up starts with, ready to edit before sending. */
const followUpQuestion = (symptom: string) =>
  `I tried the fixes for "${symptom.toLowerCase()}" and it still happens. What else should I check?`;
