// The state of a list page — search text, filters, sort order and how many
// pages are shown — read from and written to the page URL (?q=&category=
// &sort=&page=), so a list is shareable, server-rendered and survives a
// reload, while typing filters at once in the browser.
import { useEffect, useRef, useState } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

export type ListFilters = Record<string, string | boolean> & { q: string; sort: string };

export interface ListSpec<F extends ListFilters> {
  /** Every key the URL may carry, with its default (left out of the URL). */
  defaults: F;
  /** The values a key accepts; anything else falls back to the default. */
  allowed?: { [K in keyof F]?: readonly string[] };
  /** Cards per page; "Show more" adds one page. */
  pageSize: number;
}

export type ListState<F extends ListFilters> = F & { page: number };

/** More pages than any list here needs; bounds what a hand-typed URL can ask for. */
const MAX_PAGE = 50;
const MAX_TEXT = 200;
/** Addresses written and not yet reported back that a list remembers (far more than a burst of typing). */
const MAX_PENDING = 32;

/** Reads and normalises a list's state from URL parameters (loader and browser alike). */
export function readListState<F extends ListFilters>(params: URLSearchParams, spec: ListSpec<F>): ListState<F> {
  const state = { ...spec.defaults, page: 1 } as ListState<F>;
  for (const key of Object.keys(spec.defaults) as (keyof F & string)[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const fallback = spec.defaults[key];
    if (typeof fallback === "boolean") {
      (state as Record<string, unknown>)[key] = raw === "true";
      continue;
    }
    const allowed = spec.allowed?.[key];
    (state as Record<string, unknown>)[key] = allowed
      ? allowed.includes(raw)
        ? raw
        : fallback
      : raw.slice(0, MAX_TEXT);
  }
  const page = Number.parseInt(params.get("page") ?? "", 10);
  state.page = Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
  return state;
}

/** The URL parameters for a state: defaults and empty text are left out. */
export function listParams<F extends ListFilters>(state: ListState<F>, spec: ListSpec<F>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(spec.defaults)) {
    const value = state[key];
    if (value === spec.defaults[key] || value === "") continue;
    params.set(key, String(value));
  }
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** True when anything narrows the list (sort order and pages aside). */
export function hasActiveFilters<F extends ListFilters>(state: ListState<F>, spec: ListSpec<F>): boolean {
  return Object.keys(spec.defaults).some((key) =>
    key === "sort" ? false : key === "q" ? String(state.q).trim() !== "" : state[key] !== spec.defaults[key],
  );
}

/** The first `page` pages of a list. */
export function paginate<T>(items: T[], page: number, pageSize: number) {
  const visible = items.slice(0, page * pageSize);
  return { visible, total: items.length, hasMore: visible.length < items.length };
}

/** Filter, sort and page changes only rewrite the URL: the list is already in the page, so no reload. */
export function listShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * A list's state held in React state and mirrored into the URL with `replace`.
 * `update` starts again from the first page (a new filter, a new list);
 * `reset` returns every filter, the search text included, to its default.
 */
export function useListState<F extends ListFilters>(spec: ListSpec<F>, initial: ListState<F>) {
  const [state, setState] = useState<ListState<F>>(initial);
  // The state as last set, for a change that comes before React has rendered the one before it
  // (a choice in one field, then typing in another at once): each builds on the last, none is lost.
  const latest = useRef(state);
  const [searchParams, setSearchParams] = useSearchParams();
  // The addresses this list wrote and the router has not reported since, oldest first. Quick
  // changes (a choice, another, then typing) each write one; the router may report an earlier
  // one after a later change was made. Such an address is this list's own, not a link to follow.
  const written = useRef([searchParams.toString()]);
  // A link to the same page with other parameters (the header's link back to
  // the plain list, "Show more") changes the URL without a reload: follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the spec is a module constant
  useEffect(() => {
    const current = searchParams.toString();
    const own = written.current.indexOf(current);
    if (own !== -1) {
      written.current = written.current.slice(own);
      return;
    }
    written.current = [current];
    latest.current = readListState(searchParams, spec);
    setState(latest.current);
  }, [searchParams]);

  const write = (next: ListState<F>) => {
    latest.current = next;
    setState(next);
    const params = listParams(next, spec);
    written.current = [...written.current, params.toString()].slice(-MAX_PENDING);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const update = (patch: Partial<F>) => write({ ...latest.current, ...patch, page: 1 });
  const resetState = { ...spec.defaults, sort: state.sort, page: 1 } as ListState<F>;
  const reset = () => write(resetState);
  /** The address of the state after `patch` (from the first page), for links and forms that work before hydration. */
  const hrefFor = (patch: Partial<ListState<F>>) => `?${listParams({ ...state, page: 1, ...patch }, spec).toString()}`;
  /**
   * Takes over what the list's GET form holds when the script starts (text typed
   * or a choice made while the page was still only HTML), if it differs.
   */
  const adopt = (params: URLSearchParams) => {
    const now = latest.current;
    const next = { ...readListState(params, spec), page: now.page };
    if (Object.keys(spec.defaults).some((key) => next[key] !== now[key])) write({ ...next, page: 1 });
  };
  /** The URL of the next page, for the "Show more" link (works before hydration too). */
  const moreHref = hrefFor({ page: state.page + 1 } as Partial<ListState<F>>);
  return { state, update, reset, resetHref: hrefFor(resetState), hrefFor, adopt, moreHref };
}
