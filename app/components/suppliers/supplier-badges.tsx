// A supplier's "Verified" mark and category badges: shared by the supplier cards
// and the landing page, which shows them without the cards' pictures.
import { BadgeCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { SUPPLIER_CATEGORY_LABELS, type SupplierCategory } from "@common/catalog";
import { CARD_CATEGORY_COUNT } from "@common/constants";

export const supplierCategoryLabel = (c: string) => SUPPLIER_CATEGORY_LABELS[c as SupplierCategory] ?? c;

export function VerifiedBadge() {
  return (
    <Badge tone="green">
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
      Verified
    </Badge>
  );
}

export function CategoryBadges({ categories }: { categories: string[] }) {
  const extra = categories.length - CARD_CATEGORY_COUNT;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
      {categories.slice(0, CARD_CATEGORY_COUNT).map((c) => (
        <li key={c}>
          <Badge tone="brand">{supplierCategoryLabel(c)}</Badge>
        </li>
      ))}
      {extra > 0 ? (
        <li>
          <Badge>+{extra} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}
