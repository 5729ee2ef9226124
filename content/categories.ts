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
export const EQUIPMENT_CATEGORIES = [
  "printers",
  "heat-presses",
  "inks",
  "tools",
  "accessories",
] as const;
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
