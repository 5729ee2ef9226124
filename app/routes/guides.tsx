import { Bot } from "lucide-react";
import { Link, useNavigation } from "react-router";
import {
  EmptyState,
  SearchBox,
  SelectBox,
  SkeletonCards,
  askAiHref,
  listShouldRevalidate,
  plural,
  useUrlFilters,
} from "~/components/forms/list-controls";
import { GuideCard, filterGuides } from "~/components/guides/guide-card";
import { listPicturePriority } from "~/components/pictures/card-picture";
import { Button, buttonClass } from "~/components/ui/button";
import { GUIDE_CATEGORIES, GUIDE_CATEGORY_LABELS, type GuideCategory } from "@common/catalog";
import { LOADING_PLACEHOLDERS } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { canonicalUrl } from "./canonical.server";
import type { GuideSummary } from "../../workers/services/guides";
import { listGuides } from "../../workers/services/public-content";
import type { Route } from "./+types/guides";

const DEFAULTS = { q: "", category: "all" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? "all";
  const filters = {
    q: (url.searchParams.get("q") ?? "").slice(0, 200),
    category: (GUIDE_CATEGORIES as readonly string[]).includes(category) ? category : "all",
  };
  let guides: GuideSummary[] = [];
  try {
    guides = await listGuides(context.cloudflare.env);
  } catch (error) {
    // A failed guide load shows no message, only the empty text.
    console.error("Guide list failed", error);
  }
  return { guides, filters, canonical: canonicalUrl(request) };
}

export const shouldRevalidate = listShouldRevalidate;

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta("Guides & Tutorials", "Step-by-step sublimation printing guides for beginners and print shops.", {
    canonical: data?.canonical,
  });

const CATEGORY_OPTIONS = (["all", ...GUIDE_CATEGORIES] as const).map((c) => ({ value: c, label: GUIDE_CATEGORY_LABELS[c] }));

export default function Guides({ loaderData }: Route.ComponentProps) {
  const [filters, update] = useUrlFilters(loaderData.filters, DEFAULTS);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/guides";
  const shown = filterGuides(loaderData.guides, filters);
  const hasFilters = filters.q.trim() !== "" || filters.category !== "all";
  const categoryLabel = GUIDE_CATEGORY_LABELS[filters.category as "all" | GuideCategory];

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Guides & Tutorials</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Step-by-step sublimation printing guides for beginners and print shops, with every figure sourced.
      </p>

      <div role="search" className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchBox label="Search guides" placeholder="Search guides..." value={filters.q} onChange={(q) => update({ q })} />
        <SelectBox label="Category" value={filters.category} onChange={(category) => update({ category })} options={CATEGORY_OPTIONS} />
      </div>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
        <h2 className="text-xl font-semibold text-slate-900" data-testid="result-count">
          {plural(shown.length, "Guide", "Guides")} Found
        </h2>
        {hasFilters ? (
          <p className="text-sm text-slate-700" data-testid="filter-summary">
            {filters.q.trim() ? <>Searching for “{filters.q.trim()}”</> : "All guides"}
            {filters.category !== "all" ? <> in {categoryLabel}</> : null}
          </p>
        ) : null}
      </div>

      <div className="mt-4">
        {loading ? (
          <SkeletonCards count={LOADING_PLACEHOLDERS} label="Loading guides" />
        ) : shown.length > 0 ? (
          <ul className="card-list grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((g, i) => (
              <li key={g.id}>
                <GuideCard guide={g} headingLevel={3} imagePriority={listPicturePriority(i)} />
              </li>
            ))}
          </ul>
        ) : hasFilters ? (
          <EmptyState title="No guides found" text="Try a different search term or category.">
            <Button variant="secondary" onClick={() => update({ q: "" })}>
              Clear Search
            </Button>
            <Button variant="secondary" onClick={() => update({ category: "all" })}>
              Show All Categories
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title="No guides available" text="New guides are coming soon. Meanwhile, our AI assistant can help.">
            <Link to={askAiHref("Where should I start with sublimation printing?")} className={buttonClass("primary")}>
              <Bot className="h-4 w-4" aria-hidden="true" />
              Ask AI for Help
            </Link>
          </EmptyState>
        )}
      </div>
    </main>
  );
}
