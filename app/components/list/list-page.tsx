// The parts every list page shares: the sort dropdown, the results (the cards
// or the empty state) and the "Show more" link that keeps the number of pages
// in the URL. (Skeletons while a list's data is on its way: pending-screen.tsx.)
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { SelectBox } from "~/components/forms/list-controls";
import { buttonClass } from "~/components/ui/button-class";
import { paginate } from "./list-state";

export { EmptyState } from "~/components/ui/empty-state";

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
  return <SelectBox label="Sort by" value={value} onChange={onChange} options={[...options]} className="sm:w-48" />;
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
}: {
  items: T[];
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
  const { visible, total, hasMore } = paginate(items, page, pageSize);
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
