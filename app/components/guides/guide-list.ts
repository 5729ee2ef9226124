// Filtering and sorting of the guides list (/guides), apart from the card so
// that pages showing a few cards (the landing page) do not load them.
import { DIFFICULTIES } from "@common/catalog";
import type { GuideCardData } from "./guide-card";

/** Case-insensitive match over title and description, as GET /api/guides does in SQL. */
export function filterGuides<G extends GuideCardData>(guides: G[], filters: { q: string; category: string }): G[] {
  const q = filters.q.trim().toLowerCase();
  return guides.filter(
    (g) =>
      (filters.category === "all" || g.category === filters.category) &&
      (!q || g.title.toLowerCase().includes(q) || g.description.toLowerCase().includes(q)),
  );
}

export const GUIDE_SORTS = [
  { value: "", label: "Suggested order" },
  { value: "title", label: "Title (A–Z)" },
  { value: "level", label: "Beginner first" },
  { value: "newest", label: "Newest" },
] as const;

/** Sorts a filtered list; the suggested order is the site's own (as listed). */
export function sortGuides<G extends GuideCardData & { createdAt?: string | null; updatedAt?: string | null }>(
  guides: G[],
  sort: string,
): G[] {
  const list = [...guides];
  if (sort === "title") list.sort((a, b) => a.title.localeCompare(b.title, "en"));
  else if (sort === "level") list.sort((a, b) => rank(a.difficulty) - rank(b.difficulty));
  else if (sort === "newest")
    list.sort((a, b) => (b.updatedAt || b.createdAt || "").localeCompare(a.updatedAt || a.createdAt || ""));
  return list;
}
const rank = (d: string) => {
  const i = (DIFFICULTIES as readonly string[]).indexOf(d);
  return i === -1 ? DIFFICULTIES.length : i;
};
