// What every filtered list page's loader returns: its items (or an empty list
// and `failed`, which the page shows as an error), the filters read from the
// URL, and the canonical address. A failed load answers 503, so no cache keeps it.
import { data } from "react-router";
import { readListState, type ListFilters, type ListSpec } from "~/components/list/list-state";
import { canonicalUrl } from "./canonical.server";

export async function listPageData<T, F extends ListFilters>(
  url: URL,
  spec: ListSpec<F>,
  what: string,
  load: () => Promise<T[]>,
) {
  const base = { filters: readListState(url.searchParams, spec), canonical: canonicalUrl(url) };
  try {
    return { ...base, items: await load(), failed: false };
  } catch (error) {
    console.error(`${what} list failed`, error);
    return data({ ...base, items: [] as T[], failed: true }, { status: 503 });
  }
}
