// Small display helpers for the signed-in screens.
import { EQUIPMENT_CATEGORY_LABELS, capitalise } from "@common/catalog";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatPrice = (price: number) => usd.format(price);

export const equipmentCategoryLabel = (category: string) =>
  (EQUIPMENT_CATEGORY_LABELS as Record<string, string>)[category] ?? capitalise(category);

export const formatRating = (rating: number | null) => (rating == null ? "New" : rating.toFixed(1));
