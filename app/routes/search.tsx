// /search?q=: one search across the guides, quick answers, the settings chart,
// symptoms and the materials table, ranked by the assistant's engine; rendered on
// the server, so the GET form works without JavaScript. Results pages are not
// indexed by search engines (robots noindex) and are not in the sitemap.
import { Bot } from "lucide-react";
import { SiteSearchForm } from "~/components/search/site-search-form";
import { buttonClass } from "~/components/ui/button-class";
import { EmptyState } from "~/components/ui/empty-state";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/meta";
import { engineContent } from "../../workers/services/public-content";
import { SEARCH_MAX_LENGTH, siteSearch } from "../../workers/services/search";
import type { Route } from "./+types/search";
import { pageOf } from "../../workers/page-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, SEARCH_MAX_LENGTH);
  if (!q.trim()) return { q, results: [] };
  const { index } = await engineContent(pageOf(context).cloudflare.env);
  return { q, results: siteSearch(index, q) };
}

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    data?.q.trim() ? `Search: ${data.q.trim()}` : "Search",
    "Search the guides, quick answers, settings chart and troubleshooting.",
    {
      noindex: true,
    },
  );

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  const searching = q.trim() !== "";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Search</h1>
      <SiteSearchForm defaultValue={q} id="search-page-q" className="mt-6" />
      {searching ? (
        <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="search-count">
          {results.length} {results.length === 1 ? "result" : "results"} for “{q.trim()}”
        </p>
      ) : null}
      {searching && results.length === 0 ? (
        <div className="mt-8" data-testid="search-empty">
          <EmptyState
            title="Nothing on the site matches"
            text="Try other words, look your blank up in the settings chart, browse the quick answers, or ask the expert."
          >
            <Link to="/press-settings" className={buttonClass("secondary")}>
              Settings chart
            </Link>
            <Link to="/answers" className={buttonClass("secondary")}>
              Quick answers
            </Link>
            <Link to={`/ai-chat?q=${encodeURIComponent(q.trim())}`} className={buttonClass("primary")}>
              <Bot className="mr-1 h-4 w-4" aria-hidden="true" />
              Ask the expert
            </Link>
          </EmptyState>
        </div>
      ) : null}
      {results.length ? (
        <ol className="mt-6 grid gap-3" data-testid="search-results">
          {results.map((r) => (
            <li key={r.link} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{r.label}</p>
              <h2 className="mt-1 text-lg font-semibold">
                <Link to={r.link} className="text-brand-800 underline hover:text-brand-900">
                  {r.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{r.snippet}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </main>
  );
}
