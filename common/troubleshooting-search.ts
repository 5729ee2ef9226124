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

/**
 * Entries for one kind of product, and matching every word of the search
 * (in the symptom, summary, keywords, causes or fixes).
 */
export function filterTroubleshooting<T extends Searchable>(entries: T[], query: TroubleshootingQuery = {}): T[] {
  const words = query.search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  return entries.filter((t) => {
    if (query.product && query.product !== "all" && !t.products.includes(query.product)) return false;
    if (!words.length) return true;
    const text = troubleshootingText(t);
    return words.every((w) => text.includes(w));
  });
}
