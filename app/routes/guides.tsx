import { Bot } from "lucide-react";
import { useEffect, useState } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { SearchBox, SelectBox, askAiHref } from "~/components/forms/list-controls";
import { GuideCard, type GuideCardData } from "~/components/guides/guide-card";
import { GUIDE_SORTS, filterGuides, sortGuides } from "~/components/guides/guide-list";
import { EmptyState, ListResults, SiteSearchLink, SortBox, plural } from "~/components/list/list-page";
import {
  hasActiveFilters,
  listShouldRevalidate,
  paginate,
  readListState,
  useListState,
  type ListSpec,
} from "~/components/list/list-state";
import { listPicturePriority } from "~/components/pictures/card-picture";
import { guideCover } from "~/lib/pictures";
import { ListForm, StateButton } from "~/components/list/list-form";
import { buttonClass } from "~/components/ui/button-class";
import { PageHeader } from "~/components/ui/page-header";
import { GUIDE_CATEGORIES, GUIDE_CATEGORY_LABELS, type GuideCategory } from "@common/catalog";
import { LIST_PAGE_SIZE } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { canonicalUrl } from "./canonical.server";
import type { GuideSummary } from "../../workers/services/guides";
import { listGuides } from "../../workers/services/public-content";
import type { Route } from "./+types/guides";
import { Link } from "~/components/ui/link";
import { pageOf } from "../../workers/page-context";

const LIST: ListSpec<{ q: string; category: string; sort: string }> = {
  defaults: { q: "", category: "all", sort: "" },
  allowed: { category: ["all", ...GUIDE_CATEGORIES], sort: GUIDE_SORTS.map((s) => s.value) },
  pageSize: LIST_PAGE_SIZE,
};

/**
 * The server sends only the cards it renders (the URL's filters, sort and pages)
 * and how many match; the browser then loads the whole list once from the
 * edge-cached /api/guides to search and filter as the visitor types.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const filters = readListState(new URL(request.url).searchParams, LIST);
  let all: GuideSummary[] = [];
  let failed = false;
  try {
    all = await listGuides(pageOf(context).cloudflare.env);
  } catch (error) {
    // A failed guide load shows no message, only the empty text, and answers 503 so no cache keeps it.
    console.error("Guide list failed", error);
    failed = true;
  }
  const { visible, total } = paginate(
    sortGuides(filterGuides(all, filters), filters.sort),
    filters.page,
    LIST.pageSize,
  );
  return data(
    { guides: visible.map(cardFields), total, filters, canonical: canonicalUrl(url) },
    failed ? { status: 503 } : undefined,
  );
}

const cardFields = (g: GuideSummary): GuideCardData => ({
  id: g.id,
  title: g.title,
  description: g.description,
  category: g.category,
  difficulty: g.difficulty,
  estimatedTime: g.estimatedTime,
});

/**
 * True once the whole list has reached this page: from then on a filter, sort or
 * "Show more" only rewrites the URL. Until then (the list is on its way, or could
 * not be had) each change asks the server for its cards, so nothing waits on it.
 */
let wholeListHere = false;

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  wholeListHere ? listShouldRevalidate(args) : args.defaultShouldRevalidate;

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta("Guides & Tutorials", "Step-by-step sublimation printing guides for beginners and print shops.", {
    canonical: data?.canonical,
  });

const CATEGORY_OPTIONS = (["all", ...GUIDE_CATEGORIES] as const).map((c) => ({
  value: c,
  label: GUIDE_CATEGORY_LABELS[c],
}));

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { state: filters, update, reset, resetHref, hrefFor, adopt, moreHref } = useListState(LIST, loaderData.filters);
  const all = useAllGuides();
  // Until the whole list is here, the server's cards stand (for the state it rendered).
  const shown = all ? sortGuides(filterGuides(all, filters), filters.sort) : loaderData.guides;
  const total = all ? shown.length : loaderData.total;
  const hasFilters = hasActiveFilters(filters, LIST);
  const categoryLabel = GUIDE_CATEGORY_LABELS[filters.category as "all" | GuideCategory];

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Guides & Tutorials"
        intro="Step-by-step sublimation printing guides for beginners and print shops, with every figure sourced."
      />

      <ListForm adopt={adopt} className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchBox
          name="q"
          label="Search guides"
          placeholder="Search guides..."
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
        <SortBox value={filters.sort} onChange={(sort) => update({ sort })} options={GUIDE_SORTS} />
      </ListForm>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
        <h2 className="text-xl font-semibold text-slate-900" data-testid="result-count">
          {plural(total, "Guide", "Guides")} Found
        </h2>
        {hasFilters ? (
          <p className="text-sm text-slate-700" data-testid="filter-summary">
            {filters.q.trim() ? <>Searching for “{filters.q.trim()}”</> : "All guides"}
            {filters.category !== "all" ? <> in {categoryLabel}</> : null}
          </p>
        ) : null}
      </div>

      <div className="mt-4" aria-busy={!all && !sameState(filters, loaderData.filters)}>
        <ListResults
          items={shown}
          total={all ? undefined : loaderData.total}
          page={all ? filters.page : loaderData.filters.page}
          pageSize={LIST.pageSize}
          moreHref={moreHref}
          noun="guides"
          itemKey={(g) => g.id}
          renderItem={(g, i) => (
            <GuideCard guide={g} picture={guideCover(g)} headingLevel={3} imagePriority={listPicturePriority(i)} />
          )}
          empty={
            hasFilters ? (
              <EmptyState
                title="No guides found"
                text={
                  filters.q.trim()
                    ? "Try a different search term or category, or search the whole site: the settings chart, quick answers and troubleshooting too."
                    : "Try a different search term or category."
                }
              >
                <StateButton href={hrefFor({ q: "" })} onClick={() => update({ q: "" })}>
                  Clear Search
                </StateButton>
                <StateButton href={resetHref} onClick={reset}>
                  Show All Categories
                </StateButton>
                <SiteSearchLink q={filters.q} variant="primary" />
              </EmptyState>
            ) : (
              <EmptyState
                title="No guides available"
                text="New guides are coming soon. Meanwhile, our AI assistant can help."
              >
                <Link
                  to={askAiHref("Where should I start with sublimation printing?")}
                  className={buttonClass("primary")}
                >
                  <Bot className="h-4 w-4" aria-hidden="true" />
                  Ask AI for Help
                </Link>
              </EmptyState>
            )
          }
        />
      </div>
    </main>
  );
}

/**
 * Every guide's summary from the public, edge-cached /api/guides, once the page
 * is interactive (without cookies: the answer is the same for everyone); null
 * until then or when it cannot be had (offline), and the server's cards stay.
 */
function useAllGuides(): GuideSummary[] | null {
  const [all, setAll] = useState<GuideSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    wholeListHere = false;
    fetch("/api/guides", { credentials: "omit" })
      .then((res) => (res.ok ? res.json() : null))
      .then((list: unknown) => {
        if (!live || !Array.isArray(list)) return;
        wholeListHere = true;
        setAll(list as GuideSummary[]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return all;
}

const sameState = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
