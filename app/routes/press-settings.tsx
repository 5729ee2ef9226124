// /press-settings: the heat-press settings chart. Every row is rendered on the server,
// grouped by substrate group; the search by blank (?q=) is a GET form that works
// without scripts and, once the page is live, filters as you type (same search as
// GET /api/press-settings). ?print=1 is the press-side view: large type, one row per
// line, figures only, which is also what printing this page gives.
import { Bot, Printer, Search, Thermometer } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { searchPressSettings } from "@common/press-settings-search";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClass } from "~/components/ui/button-class";
import { EmptyState } from "~/components/ui/empty-state";
import { Link } from "~/components/ui/link";
import { ChartTables, groupRows } from "~/components/press-settings/chart-table";
import { askAiHref } from "~/lib/ask-ai";
import { pageMeta } from "~/lib/meta";
import { canonicalUrl } from "./canonical.server";
import { listPressSettings } from "../../workers/services/public-content";
import type { Route } from "./+types/press-settings";
import { pageOf } from "../../workers/page-context";

const MAX_QUERY = 200;

export async function loader({ context, url }: Route.LoaderArgs) {
  const rows = await listPressSettings(pageOf(context).cloudflare.env);
  return { rows, canonical: canonicalUrl(url) };
}

/** The rows are all in the page: a new search or the press-side view only rewrites the URL. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    "Heat-Press Settings Chart",
    "Sublimation time, temperature (°F and °C) and pressure for shirts, mugs, tumblers, tiles, slate, metal and more, each row with its trade or manufacturer sources.",
    { canonical: data?.canonical },
  );

/** The chart's address for a search, keeping the press-side view when it is on. */
function chartHref(q: string, print: boolean) {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (print) params.set("print", "1");
  const query = params.toString();
  return query ? `/press-settings?${query}` : "/press-settings";
}

export default function PressSettings({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQ = (searchParams.get("q") ?? "").slice(0, MAX_QUERY);
  const print = searchParams.get("print") === "1";
  const [q, setQ] = useState(urlQ);
  const [live, setLive] = useState(false);
  const written = useRef(urlQ);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // A link to another search (or the plain chart) changes the URL without a reload: follow it.
  useEffect(() => {
    if (urlQ === written.current) return;
    written.current = urlQ;
    setQ(urlQ);
  }, [urlQ]);

  const search = (next: string) => {
    setQ(next);
    written.current = next.trim();
    const params = new URLSearchParams(searchParams);
    if (next.trim()) params.set("q", next.trim());
    else params.delete("q");
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  // Once live: text typed into the server's box before the scripts ran is searched for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes the box over
  useEffect(() => {
    setLive(true);
    const typed = input.current?.value ?? "";
    if (typed !== q) search(typed);
  }, []);

  const found = searchPressSettings(rows, q);
  const shown = found.rows;
  const searching = q.trim() !== "" && !found.wholeChart;
  const groups = groupRows(shown);

  return (
    <main
      id="main"
      className="press-chart mx-auto max-w-6xl px-4 py-8"
      data-press-chart=""
      data-view={print ? "print" : "chart"}
    >
      <Breadcrumbs className="chart-screen-only" trail={[{ to: "/", label: "Home" }]} current="Heat-press settings" />
      <div className="mt-4">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
          <Thermometer className="chart-screen-only h-7 w-7 text-brand-700" aria-hidden="true" />
          Heat-press settings chart
        </h1>
        <p className="chart-intro mt-2 max-w-3xl text-slate-700">
          Sublimation temperature, time and pressure by blank: starting points from the trade and manufacturer sources
          named on each row. <strong>Your blank maker's instructions always come first.</strong> Rows marked{" "}
          <em>Unverified</em> carry a source's figure for a class of blank, or no figure at all.
        </p>
        <p className="chart-paper-note hidden text-sm">
          Press-side chart: figures only; notes and sources for every row are on the site at /press-settings. Your blank
          maker's instructions always come first. * Unverified: a source's figure for a class of blank, not for that
          item, or no figure. “See maker”: no published figure, so follow the blank maker's instructions.
          {searching ? ` Showing the rows for “${q.trim()}”.` : null}
        </p>
      </div>

      <div className="chart-screen-only mt-6 flex flex-col gap-3 md:flex-row md:items-end">
        <form
          method="get"
          action="/press-settings"
          role="search"
          className="flex min-w-0 flex-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            search(input.current?.value ?? q);
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Search by blank
            </label>
            <div className="relative mt-1">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <input
                ref={input}
                id={inputId}
                name="q"
                type="search"
                value={q}
                maxLength={MAX_QUERY}
                autoComplete="off"
                placeholder="e.g. mug, poly tee"
                onChange={(e) => search(e.target.value)}
                className="h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-slate-900 placeholder:text-slate-500"
              />
            </div>
          </div>
          {print ? <input type="hidden" name="print" value="1" /> : null}
          <button type="submit" className={`${buttonClass("primary")} self-end`}>
            Search
          </button>
        </form>
        <div className="flex flex-wrap gap-2">
          {print ? (
            <>
              {live ? (
                <button type="button" className={buttonClass("primary")} onClick={() => window.print()}>
                  <Printer className="h-4 w-4" aria-hidden="true" />
                  Print
                </button>
              ) : null}
              <Link to={chartHref(q, false)} className={buttonClass("secondary")}>
                Full chart with notes
              </Link>
            </>
          ) : (
            <Link to={chartHref(q, true)} className={buttonClass("secondary")}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              Print chart
            </Link>
          )}
        </div>
      </div>
      {print ? (
        <p className="chart-screen-only mt-3 text-sm text-slate-700">
          Press-side view: large type, one row per line, figures only. Print it with the Print button or your browser's
          Print command (Ctrl+P, or ⌘P on a Mac). Search first to print only the blanks you press.
        </p>
      ) : null}

      <p className="chart-screen-only mt-3 text-sm text-slate-700" aria-live="polite" data-testid="chart-count">
        {searching
          ? `${shown.length} of ${rows.length} ${rows.length === 1 ? "row" : "rows"} for “${q.trim()}”`
          : found.wholeChart
            ? `The whole chart: ${rows.length} rows`
            : `${rows.length} rows`}
      </p>

      {searching || shown.length === 0 ? null : (
        <nav aria-label="Substrate groups" className="chart-screen-only mt-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            {groups.map((g) => (
              <li key={g.group}>
                <a
                  href={`#group-${g.group}`}
                  className="inline-block rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100"
                >
                  {g.label} ({g.rows.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {shown.length === 0 ? (
        <div className="chart-screen-only mt-8">
          <EmptyState
            title="No blank in the chart matches"
            text="Try the blank's plain name (mug, shirt, tumbler, slate), see the whole chart, or ask."
          >
            <Link to={chartHref("", print)} className={buttonClass("secondary")}>
              Show the whole chart
            </Link>
            <Link to={`/answers?q=${encodeURIComponent(q.trim())}`} className={buttonClass("secondary")}>
              Search quick answers
            </Link>
            <Link
              to={askAiHref(`What heat-press settings should I use for ${q.trim()}?`)}
              className={buttonClass("primary")}
            >
              <Bot className="h-4 w-4" aria-hidden="true" />
              Ask the AI expert
            </Link>
          </EmptyState>
        </div>
      ) : (
        <ChartTables rows={shown} />
      )}
    </main>
  );
}
