// Filter values and labels for guides, equipment and suppliers.
import { DIFFICULTIES, EQUIPMENT_CATEGORIES, GUIDE_CATEGORIES, SUPPLIER_CATEGORIES } from "@content/categories";

export { DIFFICULTIES, EQUIPMENT_CATEGORIES, GUIDE_CATEGORIES, SUPPLIER_CATEGORIES };
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];
export type SupplierCategory = (typeof SUPPLIER_CATEGORIES)[number];

export const GUIDE_CATEGORY_LABELS: Record<"all" | GuideCategory, string> = {
  all: "All Categories",
  basics: "Basics",
  techniques: "Techniques",
  equipment: "Equipment",
  troubleshooting: "Troubleshooting",
  business: "Business",
  advanced: "Advanced",
};

export const EQUIPMENT_CATEGORY_LABELS: Record<"all" | EquipmentCategory, string> = {
  all: "All Categories",
  printers: "Sublimation Printers",
  "heat-presses": "Heat Press Machines",
  inks: "Sublimation Inks",
  tools: "Cutting Tools",
  accessories: "Accessories",
};

export const SUPPLIER_CATEGORY_LABELS: Record<"all" | SupplierCategory, string> = {
  all: "All Categories",
  apparel: "Apparel",
  drinkware: "Drinkware",
  "tech-accessories": "Tech Accessories",
  "home-decor": "Home Decor",
  awards: "Awards",
  canvas: "Canvas",
  promotional: "Promotional",
};

export function capitalise(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1) : word;
}
