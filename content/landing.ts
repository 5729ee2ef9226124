// Landing-page selections. fromPrice is computed from the equipment list so it
// always matches the cheapest item in that category.
import type { EQUIPMENT_CATEGORIES } from "./schema";
import { equipment } from "./equipment";

type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

export const landingSampleGuideIds: string[] = [
  "getting-started-with-sublimation",
  "sublimating-polyester-shirts",
  "mugs-with-a-mug-press",
  "fixing-ghosting",
  "icc-profiles-and-color-management",
  "tumblers-press-oven-convection",
];

function fromPrice(category: EquipmentCategory): number {
  const prices = equipment.filter((e) => e.category === category).map((e) => e.price);
  if (prices.length === 0) throw new Error(`No equipment in category ${category}`);
  return Math.min(...prices);
}

export const landingEquipmentCategories: {
  category: EquipmentCategory;
  title: string;
  description: string;
  fromPrice: number;
}[] = [
  {
    category: "printers",
    title: "Sublimation printers",
    description: "Factory-built sublimation printers and converted ink-tank models, compared honestly.",
    fromPrice: fromPrice("printers"),
  },
  {
    category: "heat-presses",
    title: "Heat presses",
    description: "Mug presses, hat presses and flat presses from hobby to production.",
    fromPrice: fromPrice("heat-presses"),
  },
  {
    category: "inks",
    title: "Sublimation inks",
    description: "Genuine and third-party inks, and why the matching ICC profile matters.",
    fromPrice: fromPrice("inks"),
  },
  {
    category: "tools",
    title: "Tools",
    description: "Heat tape, lint rollers and thermometers that prevent the most common faults.",
    fromPrice: fromPrice("tools"),
  },
];

export const landingSupplierIds: string[] = [
  "johnson-plastics-plus",
  "coastal-business-supplies",
  "conde-systems",
  "unisub",
  "chromaluxe",
  "vapor-apparel",
];
