import { BadgeCheck, ExternalLink, MapPin, Star, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { SUPPLIER_CATEGORY_LABELS, type SupplierCategory } from "~/lib/catalog";
import { CARD_CATEGORY_COUNT, STAR_COUNT } from "~/lib/constants";

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

/** 'View Details' opens this dialog: the full record, with its sources. */
export function SupplierDetails({ supplier }: { supplier: SupplierCardData }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          View Details<span className="sr-only"> for {supplier.name}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{supplier.name}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-slate-700 hover:bg-slate-100" aria-label="Close">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Stars rating={supplier.rating} />
            {supplier.verified ? <VerifiedBadge /> : null}
          </div>
          <Dialog.Description className="mt-3 text-sm text-slate-700">{supplier.description}</Dialog.Description>
          {supplier.location ? (
            <p className="mt-3 flex items-center gap-1 text-sm text-slate-800">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {supplier.location}
            </p>
          ) : null}
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Categories</h3>
          <p className="text-sm text-slate-800">{supplier.categories.map(supplierCategoryLabel).join(", ")}</p>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Features</h3>
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {supplier.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Sources</h3>
          <ul className="list-disc pl-5 text-xs text-slate-700">
            {supplier.sources.map((s) => (
              <li key={s.title}>{s.title}</li>
            ))}
          </ul>
          <a href={supplier.website} target="_blank" rel="noopener noreferrer" className={`${buttonClass("primary")} mt-6 w-full`}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Visit Website
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SupplierCard({ supplier }: { supplier: SupplierCardData }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
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
      <div className="mt-4 flex gap-2">
        <SupplierDetails supplier={supplier} />
        <a href={supplier.website} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "sm")}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          Visit<span className="sr-only"> {supplier.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}

/** Spec section 5: case-insensitive over name or description, suppliers also matching a category. */
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
