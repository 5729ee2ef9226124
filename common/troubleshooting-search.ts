// Symptom search, shared by GET /api/troubleshooting and the /troubleshooting page
// (which filters in the browser, so this file must stay free of server imports).
import type { TroubleshootingQuery } from "./reference-schemas";
import { STOPWORDS } from "./stopwords";

type Searchable = {
  symptom: string;
  summary: string;
  keywords: string[];
  causes: { cause: string; fixes: string[] }[];
  products: string[];
};

/** Words of an entry that the symptom search looks through. */
export function troubleshootingText(t: Omit<Searchable, "products">): string {
  return `${t.symptom} ${t.summary} ${t.keywords.join(" ")} ${t.causes.map((c) => `${c.cause} ${c.fixes.join(" ")}`).join(" ")}`.toLowerCase();
}

/** Words that say nothing about a symptom ("my shirt has a shadow" is about a shirt and a shadow). */
const FILLER = new Set([...STOPWORDS, ..."came comes getting i'm im it's keeps kept like one".split(" ")]);

/** The words of a search that name something, plurals folded ("shadows" finds "shadow"). */
function searchWords(search: string | undefined): string[] {
  const all = search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const named = all.filter((w) => !FILLER.has(w)).map((w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w));
  return named.length ? named : all;
}

/**
 * Entries for one kind of product, matching every word of the search that names
 * something (in the symptom, summary, keywords, causes or fixes). A sentence that no
 * entry matches word for word ("my shirt has a shadow") gets the entries holding the
 * larger part of its weight, rarer words weighing more (a shadow says more than a
 * shirt), best first.
 */
export function filterTroubleshooting<T extends Searchable>(entries: T[], query: TroubleshootingQuery = {}): T[] {
  const words = searchWords(query.search);
  const ofProduct = entries.filter(
    (t) => !query.product || query.product === "all" || t.products.includes(query.product),
  );
  if (!words.length) return ofProduct;
  const texts = ofProduct.map(troubleshootingText);
  const every = ofProduct.filter((_, i) => words.every((w) => texts[i].includes(w)));
  if (every.length || words.length < 2) return every;
  const weight = words.map((w) => Math.log((ofProduct.length + 1) / (texts.filter((t) => t.includes(w)).length + 0.5)));
  const total = weight.reduce((a, b) => a + b, 0);
  return ofProduct
    .map((t, i) => ({ t, share: words.reduce((sum, w, k) => sum + (texts[i].includes(w) ? weight[k] : 0), 0) / total }))
    .filter((c) => c.share > 0.5)
    .sort((a, b) => b.share - a.share)
    .map((c) => c.t);
}
