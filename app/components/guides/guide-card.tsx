import { Clock, Lock } from "lucide-react";
import { PLAN_TEXT } from "@common/plans";
import { useOptionalUser } from "~/lib/use-user";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button-class";
import { Card, CardActions } from "~/components/ui/card";
import { GUIDE_CATEGORY_LABELS, capitalise, type GuideCategory } from "@common/catalog";
import { CardPicture, type CardPictureData, type PicturePriority } from "~/components/pictures/card-picture";
import type { GuideCardFields } from "../../../workers/services/guides";
import { Link } from "~/components/ui/link";

export type GuideCardData = GuideCardFields;

/** Difficulty colours: beginner green, intermediate blue, advanced purple, anything else grey. */
export function difficultyTone(difficulty: string): BadgeTone {
  return difficulty === "beginner"
    ? "green"
    : difficulty === "intermediate"
      ? "blue"
      : difficulty === "advanced"
        ? "purple"
        : "neutral";
}

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return <Badge tone={difficultyTone(difficulty)}>{capitalise(difficulty)}</Badge>;
}

export function guideCategoryLabel(category: string | null): string | null {
  return category ? (GUIDE_CATEGORY_LABELS[category as GuideCategory] ?? capitalise(category)) : null;
}

/** `picture`: the guide's cover, `guideCover(guide)` from ~/lib/pictures (or chosen by the loader). */
export function GuideCard({
  guide,
  picture,
  headingLevel = 2,
  imagePriority,
}: {
  guide: GuideCardData;
  picture: CardPictureData;
  headingLevel?: 2 | 3;
  imagePriority?: PicturePriority;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  // Visitors are told before the click that reading needs a (free) account.
  const visitor = !useOptionalUser();
  return (
    <Card>
      <CardPicture picture={picture} priority={imagePriority} />
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={guide.difficulty} />
        {guide.category ? (
          <span className="text-xs font-medium text-slate-700">{guideCategoryLabel(guide.category)}</span>
        ) : null}
        {visitor ? <FreeAccountBadge className="ml-auto" /> : null}
      </div>
      <H className="mt-3 text-lg font-semibold text-slate-900">{guide.title}</H>
      <p className="mt-2 text-sm text-slate-700">{guide.description}</p>
      <CardActions className="justify-between">
        {guide.estimatedTime ? (
          <span className="flex items-center gap-1 text-xs text-slate-700">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {guide.estimatedTime}
          </span>
        ) : (
          <span />
        )}
        <Link
          to={`/guides/${guide.id}`}
          className={buttonClass("primary", "sm")}
          aria-label={`Read Guide: ${guide.title}${visitor ? " (free account)" : ""}`}
        >
          {visitor ? <Lock className="h-3.5 w-3.5" aria-hidden="true" /> : null}
          Read Guide
        </Link>
      </CardActions>
    </Card>
  );
}

/** "Free account": on guide cards and "In depth"/"Read more" links a visitor sees. */
export function FreeAccountBadge({ className }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ${className ?? ""}`}
    >
      <Lock className="h-3 w-3" aria-hidden="true" />
      {PLAN_TEXT.freeAccountNeeded}
    </span>
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

/** After a list of guide links: tells a visitor the guides need a free account (members see nothing). */
export function FreeAccountNote() {
  if (useOptionalUser()) return null;
  return <FreeAccountBadge className="ml-2 align-middle" />;
}
