// The illustration palette: the site's brand and accent colours (app/app.css),
// slate neutrals, the four process inks and a heat orange.
export const C = {
  line: "#1e293b",
  b50: "#f5f3ff",
  b100: "#ede9fe",
  b200: "#ddd6fe",
  b300: "#c4b5fd",
  b500: "#8b5cf6",
  b600: "#7c3aed",
  b700: "#6d28d9",
  b800: "#5b21b6",
  b900: "#4c1d95",
  a100: "#fce7f3",
  a500: "#ec4899",
  a600: "#db2777",
  white: "#fff",
  s50: "#f8fafc",
  s100: "#f1f5f9",
  s200: "#e2e8f0",
  s300: "#cbd5e1",
  s400: "#94a3b8",
  s500: "#64748b",
  s600: "#475569",
  s700: "#334155",
  s800: "#1e293b",
  cyan: "#22d3ee",
  mag: "#ec4899",
  yel: "#facc15",
  key: "#1e293b",
  heat: "#f97316",
  red: "#ef4444",
  amber: "#f59e0b",
  sky: "#e0f2fe",
  green: "#22c55e",
  cork: "#d6a96b",
} as const;

/** Design colours a printed blank may carry, rotated per picture. */
export const DESIGN = [C.a500, C.b600, C.cyan, C.yel, C.heat, C.b500] as const;

/** Cover backgrounds per guide category: a tint and a deeper blob colour. */
export const CATEGORY_BG: Record<string, { bg: string; blob: string; dot: string }> = {
  basics: { bg: C.b50, blob: C.b200, dot: C.b500 },
  techniques: { bg: "#fdf2f8", blob: "#fbcfe8", dot: C.a500 },
  equipment: { bg: C.s100, blob: C.b200, dot: C.b600 },
  troubleshooting: { bg: "#fff7ed", blob: "#fed7aa", dot: C.heat },
  business: { bg: "#ecfdf5", blob: "#a7f3d0", dot: "#059669" },
  advanced: { bg: "#eef2ff", blob: "#c7d2fe", dot: "#4f46e5" },
};
