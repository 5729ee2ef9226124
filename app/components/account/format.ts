// Small display helpers for the signed-in screens.
import { EQUIPMENT_CATEGORY_LABELS, capitalise } from "@common/catalog";

export const equipmentCategoryLabel = (category: string) =>
  (EQUIPMENT_CATEGORY_LABELS as Record<string, string>)[category] ?? capitalise(category);
