// Symptom search, shared by GET /api/troubleshooting and the /troubleshooting page
// (which filters in the browser, so this file must stay free of server imports).
import type { TroubleshootingQuery } from "./reference-schemas";

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
const FILLER = new Set(
  (
    "a an and are at be been but by can could did do does for from had has have how i i'm im in is it its it's my " +
    "of on or our so that the their them then there these they this to too was we were what when where which why " +
    "will with would you your me keep keeps kept get got getting after before all just some come came comes out"
  ).split(" "),
);

/** The words of a search that name something, plurals folded ("shadows" finds "shadow"). */
function searchWords(search: string | undefined): string[] {
  const all = search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const named = all.filter((w) => !FILLER.has(w)).map((w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w));
  return named.length ? named : all;
}

/**
 * Entries for one kind of product, matching every word of the search that names
 * something (in the symptom, summary, keywords, causes or fixes). A sentence that no
 * entry matches word for word ("my mug has a faint shadow on one side") gets the
 * entries that share the most of its words, at least half of them, best first.
 */
export function filterTroubleshooting<T extends Searchable>(entries: T[], query: TroubleshootingQuery = {}): T[] {
  const words = searchWords(query.search);
  const ofProduct = entries.filter(
    (t) => !query.product || query.product === "all" || t.products.includes(query.product),
  );
  if (!words.length) return ofProduct;
  const counted = ofProduct.map((t) => {
    const text = troubleshootingText(t);
    return { t, hits: words.filter((w) => text.includes(w)).length };
  });
  const every = counted.filter((c) => c.hits === words.length);
  if (every.length || words.length < 2) return every.map((c) => c.t);
  return counted
    .filter((c) => c.hits >= Math.ceil(words.length / 2))
    .sort((a, b) => b.hits - a.hits)
    .map((c) => c.t);
}
