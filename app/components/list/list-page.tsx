// The parts every list page shares: the sort dropdown, the results (the cards
// or the empty state) and the "Show more" link that keeps the number of pages
// in the URL. (Skeletons while a list's data is on its way: pending-screen.tsx.)
import { Search } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { siteSearchHref } from "~/lib/ask-ai";
import { ErrorNotice, SelectBox } from "~/components/forms/list-controls";
import { StateButton } from "./list-form";
import { buttonClass } from "~/components/ui/button-class";
import { EmptyState } from "~/components/ui/empty-state";
import { paginate } from "./list-state";
import { Link } from "~/components/ui/link";

export { EmptyState };

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface SortOption {
  value: string;
  label: string;
}

export function SortBox({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (v: string) => void;
  options: readonly SortOption[];
}) {
  return (
    <SelectBox
      label="Sort by"
      name="sort"
      value={value}
      onChange={onChange}
      options={[...options]}
      className="sm:w-48"
    />
  );
}

export function ListResults<T>({
  items,
  page,
  pageSize,
  moreHref,
  noun,
  listClassName = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3",
  itemKey,
  renderItem,
  empty,
  total: knownTotal,
}: {
  /** The whole matching list; or, with `total`, only its first `page` pages. */
  items: T[];
  /** How many match in all, when `items` holds only the shown pages (rendered by the server). */
  total?: number;
  page: number;
  pageSize: number;
  moreHref: string;
  /** Plural noun for "Showing 12 of 42 guides". */
  noun: string;
  listClassName?: string;
  itemKey: (item: T) => string;
  /** `index` lets the first cards load their pictures first. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown when nothing matches. */
  empty: ReactNode;
}) {
  const paged = paginate(items, page, pageSize);
  const visible = paged.visible;
  const total = knownTotal ?? paged.total;
  const hasMore = visible.length < total;
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // After "Show more", keyboard focus moves to the first newly shown card.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || visible.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>("a[href], button")?.focus({ preventScroll: false });
  }, [visible.length]);

  if (total === 0) return <>{empty}</>;
  return (
    <>
      <ul ref={listRef} className={`card-list ${listClassName}`}>
        {visible.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {total > pageSize ? (
        <div className="mt-6 flex flex-col items-center gap-3">
          <p className="text-sm text-slate-700" data-testid="shown-count">
            Showing {visible.length} of {total} {noun}
          </p>
          {hasMore ? (
            <Link
              to={moreHref}
              replace
              preventScrollReset
              className={buttonClass("secondary")}
              onClick={() => (focusFrom.current = visible.length)}
            >
              Show more<span className="sr-only"> {noun}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

interface Texts {
  title: string;
  text: string;
}

/**
 * A filtered list's whole results area: a load error when there is one, the
 * "N Things Found" heading, and the results, or, when nothing is shown, either
 * "no match" (with Clear Search and Show All) or "nothing here yet".
 */
export function FilteredResults<T>({
  items,
  failedText,
  count,
  hasFilters,
  onClearSearch,
  onShowAll,
  clearSearchHref,
  showAllHref,
  noMatch,
  nothingYet,
  ...results
}: Omit<Parameters<typeof ListResults<T>>[0], "empty"> & {
  /** Shown above the list when the items could not be loaded. */
  failedText: string | null;
  /** Singular and plural for the heading: ["Item", "Items"] gives "3 Items Found". */
  count: [string, string];
  hasFilters: boolean;
  onClearSearch: () => void;
  onShowAll: () => void;
  /** Where the two buttons lead without the page's script. */
  clearSearchHref: string;
  showAllHref: string;
  noMatch: Texts & { showAllLabel: string };
  nothingYet: Texts;
}) {
  return (
    <>
      {failedText ? (
        <div className="mt-6">
          <ErrorNotice title="Error" text={failedText} />
        </div>
      ) : null}

      <h2 className="mt-6 text-xl font-semibold text-slate-900" aria-live="polite" data-testid="result-count">
        {plural(items.length, ...count)} Found
      </h2>

      <div className="mt-4">
        <ListResults
          {...results}
          items={items}
          empty={
            hasFilters ? (
              <EmptyState title={noMatch.title} text={noMatch.text}>
                <StateButton href={clearSearchHref} onClick={onClearSearch}>
                  Clear Search
                </StateButton>
                <StateButton href={showAllHref} onClick={onShowAll}>
                  {noMatch.showAllLabel}
                </StateButton>
              </EmptyState>
            ) : (
              <EmptyState title={nothingYet.title} text={nothingYet.text} />
            )
          }
        />
      </div>
    </>
  );
}

/** From an empty list to the site-wide search with the same words (nothing when there are none). */
export function SiteSearchLink({ q, variant }: { q: string; variant: "primary" | "secondary" }) {
  if (!q.trim()) return null;
  return (
    <Link to={siteSearchHref(q)} className={buttonClass(variant)}>
      <Search className="h-4 w-4" aria-hidden="true" />
      Search the whole site
    </Link>
  );
}
