import type { ReactNode } from "react";
import { Card, CardActions } from "~/components/ui/card";
import { Stars } from "~/components/ui/stars";
import { supplierCategoryPicture } from "~/lib/pictures";
import { CardPicture, type PicturePriority } from "~/components/pictures/card-picture";
import { CategoryBadges, VerifiedBadge, supplierCategoryLabel } from "./supplier-badges";

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

export const SUPPLIER_SORTS = [
  { value: "", label: "Suggested order" },
  { value: "rating", label: "Highest rated" },
  { value: "name", label: "Name (A–Z)" },
] as const;

/** Sorts a filtered list; unrated ('New') suppliers go last when sorting by rating. */
export function sortSuppliers<S extends SupplierCardData>(list: S[], sort: string): S[] {
  const out = [...list];
  if (sort === "rating") out.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
  else if (sort === "name") out.sort((a, b) => a.name.localeCompare(b.name, "en"));
  return out;
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
    <Card>
      {/* The supplier's first category: what kind of blanks it sells. */}
      <CardPicture picture={supplierCategoryPicture(supplier.categories[0] ?? "")} priority={imagePriority} />
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{supplier.name}</h3>
        {supplier.verified ? <VerifiedBadge /> : null}
      </div>
      <div className="mt-1">
        <Stars rating={supplier.rating} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{supplier.description}</p>
      <div className="mt-3">
        <CategoryBadges categories={supplier.categories} />
      </div>
      <CardActions>{actions}</CardActions>
    </Card>
  );
}
