// The content's category values, free of zod so browser code can import them
// without pulling the validator into the bundle.

export const GUIDE_CATEGORIES = [
  "basics",
  "techniques",
  "equipment",
  "troubleshooting",
  "business",
  "advanced",
] as const;
export const DIFFICULTIES = ["beginner", "intermediate", "advanced", "business"] as const;
export const EQUIPMENT_CATEGORIES = ["printers", "heat-presses", "inks", "tools", "accessories"] as const;
export const SUPPLIER_CATEGORIES = [
  "apparel",
  "drinkware",
  "tech-accessories",
  "home-decor",
  "awards",
  "canvas",
  "promotional",
] as const;
export const SUBSTRATE_GROUPS = [
  "apparel",
  "drinkware",
  "hard-surfaces",
  "soft-goods",
  "photo-panels",
  "other",
] as const;
/** Topics of the quick answers, in the order the /answers page lists them. */
export const QUICK_ANSWER_TOPICS = [
  "blanks-and-materials",
  "printers",
  "workflow",
  "pressing",
  "safety",
  "methods-compared",
  "buying",
  "pricing-and-selling",
  "rules-and-paperwork",
  "shipping-and-care",
  "equipment-checks",
] as const;
/** How a material's colour is described in the "Can I sublimate on …?" table. */
export const MATERIAL_COLOURS = ["white-or-light", "dark", "any"] as const;
/** yes; coated-only = only as a sublimation-ready (coated) blank; no. */
export const MATERIAL_VERDICTS = ["yes", "coated-only", "no"] as const;
