import type { ReactNode } from "react";
import { BadgeCheck, Star } from "lucide-react";
import { SUPPLIER_CATEGORY_LABELS, type SupplierCategory } from "@common/catalog";
import { CARD_CATEGORY_COUNT, STAR_COUNT } from "@common/constants";
import { supplierCategoryPicture } from "~/lib/pictures";
import { CardPicture, type PicturePriority } from "~/components/pictures/card-picture";

export interface SupplierCardData {
  id: string;
  name: string;
  description: string;
  website: string;
  rating: number | null;
  reviewCount: number;
  categories: string[];
  features: string[];
  verified: boolean;
  location: string | null;
  sources: { title: string; url?: string }[];
}

export const supplierCategoryLabel = (c: string) => SUPPLIER_CATEGORY_LABELS[c as SupplierCategory] ?? c;

export function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">New</span>;
  return (
    <span className="flex items-center gap-1 text-sm text-slate-800">
      <span className="flex" aria-hidden="true">
        {Array.from({ length: STAR_COUNT }, (_, i) => (
          <Star key={i} className={`h-4 w-4 ${i < Math.round(rating) ? "fill-amber-400 text-amber-500" : "text-slate-300"}`} />
        ))}
      </span>
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of {STAR_COUNT} stars</span>
      </span>
    </span>
  );
}

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
      Verified
    </span>
  );
}

export function CategoryBadges({ categories }: { categories: string[] }) {
  const extra = categories.length - CARD_CATEGORY_COUNT;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
      {categories.slice(0, CARD_CATEGORY_COUNT).map((c) => (
        <li key={c} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
          {supplierCategoryLabel(c)}
        </li>
      ))}
      {extra > 0 ? <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">+{extra} more</li> : null}
    </ul>
  );
}

/** Case-insensitive search over name or description, suppliers also matching a category. */
export function filterSuppliers<S extends SupplierCardData>(
  list: S[],
  f: { q: string; category: string; verified?: boolean; minRating?: number },
): S[] {
  const q = f.q.trim().toLowerCase();
  return list.filter(
    (s) =>
      (f.category === "all" || s.categories.includes(f.category)) &&
      (!f.verified || s.verified) &&
      (!f.minRating || (s.rating ?? 0) >= f.minRating) &&
      (!q ||
        s.name.toLowerCase().includes(q) ||
        s.description.toLowerCase().includes(q) ||
        s.categories.some((c) => c.includes(q) || supplierCategoryLabel(c).toLowerCase().includes(q))),
  );
}

/** The frame every supplier card shares; each page supplies its own action buttons. */
export function SupplierCardFrame({
  supplier,
  actions,
  imagePriority,
}: {
  supplier: SupplierCardData;
  actions: ReactNode;
  imagePriority?: PicturePriority;
}) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {/* The supplier's first category: what kind of blanks it sells. */}
      <CardPicture picture={supplierCategoryPicture(supplier.categories[0] ?? "")} priority={imagePriority} />
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{supplier.name}</h3>
        {supplier.verified ? <VerifiedBadge /> : null}
      </div>
      <div className="mt-1">
        <Stars rating={supplier.rating} />
      </div>
      <p className="mt-2 flex-1 text-sm text-slate-700">{supplier.description}</p>
      <div className="mt-3">
        <CategoryBadges categories={supplier.categories} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
    </article>
  );
}
