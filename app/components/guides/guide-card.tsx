import { Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { GUIDE_CATEGORY_LABELS, capitalise, type GuideCategory } from "@common/catalog";
import { cn } from "~/lib/utils";
import { guideCover } from "~/lib/pictures";
import { CardPicture, type PicturePriority } from "~/components/pictures/card-picture";
import type { GuideCardFields } from "../../../workers/services/guides";

export type GuideCardData = GuideCardFields;

/** Difficulty colours: beginner green, intermediate blue, advanced purple, anything else grey. */
export function difficultyClass(difficulty: string): string {
  switch (difficulty) {
    case "beginner":
      return "bg-green-100 text-green-800";
    case "intermediate":
      return "bg-blue-100 text-blue-800";
    case "advanced":
      return "bg-purple-100 text-purple-800";
    default:
      return "bg-slate-100 text-slate-800";
  }
}

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", difficultyClass(difficulty))}>
      {capitalise(difficulty)}
    </span>
  );
}

export function guideCategoryLabel(category: string | null): string | null {
  return category ? (GUIDE_CATEGORY_LABELS[category as GuideCategory] ?? capitalise(category)) : null;
}

export function GuideCard({
  guide,
  headingLevel = 2,
  imagePriority,
}: {
  guide: GuideCardData;
  headingLevel?: 2 | 3;
  imagePriority?: PicturePriority;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <CardPicture picture={guideCover(guide)} priority={imagePriority} />
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={guide.difficulty} />
        {guide.category ? <span className="text-xs font-medium text-slate-700">{guideCategoryLabel(guide.category)}</span> : null}
      </div>
      <H className="mt-3 text-lg font-semibold text-slate-900">{guide.title}</H>
      <p className="mt-2 flex-1 text-sm text-slate-700">{guide.description}</p>
      <div className="mt-4 flex items-center justify-between gap-2">
        {guide.estimatedTime ? (
          <span className="flex items-center gap-1 text-xs text-slate-700">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {guide.estimatedTime}
          </span>
        ) : (
          <span />
        )}
        <Link to={`/guides/${guide.id}`} className={buttonClass("primary", "sm")} aria-label={`Read Guide: ${guide.title}`}>
          Read Guide
        </Link>
      </div>
    </article>
  );
}

/** Case-insensitive match over title and description, as GET /api/guides does in SQL. */
export function filterGuides<G extends GuideCardData>(guides: G[], filters: { q: string; category: string }): G[] {
  const q = filters.q.trim().toLowerCase();
  return guides.filter(
    (g) =>
      (filters.category === "all" || g.category === filters.category) &&
      (!q || g.title.toLowerCase().includes(q) || g.description.toLowerCase().includes(q)),
  );
}

/** The updated date, else the created date, else 'Recently'. */
export function lastUpdated(updatedAt: string | null, createdAt: string | null): string {
  const iso = updatedAt || createdAt;
  if (!iso) return "Recently";
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "Recently";
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
