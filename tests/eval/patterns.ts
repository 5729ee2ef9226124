// Answer patterns the blind dev splits share: tolerant alternatives for the one
// or two facts that make an answer right (a plain no, polyester, a coating, the
// maker's instructions…). Each split keeps its own where its wording differs.

/** A plain no in the first sentence. */
export const NO = ["\\bno\\b", "\\bnot\\b", "n't\\b", "cannot", "only (on|with|as|if|when)"];

export const POLY = ["polyester", "\\bpoly\\b", "polymer"];

/** The blank needs a sublimation coating (or is polyester itself). */
export const COATING = [
  "coat(ed|ing|s)?\\b",
  "polymer",
  "polyester",
  "\\bpoly\\b",
  "sublimation[- ](ready|blank|grade|friendly)",
  "special(ly)? (treated|made|prepared)",
];

export const SECONDS = ["\\bsec(ond)?s?\\b", "\\b\\d+ ?s\\b"];

export const MINUTES = ["\\bmin(ute)?s?\\b"];

export const PROFILE = ["\\bicc\\b", "profile", "colou?r management"];

export const RIGHTS = [
  "licen[cs]",
  "permission",
  "copyright",
  "trademark",
  "infring",
  "intellectual property",
  "\\bip\\b",
];

export const HEAT_TAPE = [
  "heat[- ]?(resistant |proof )?tape",
  "thermal tape",
  "polyimide",
  "kapton",
  "high[- ]temp(erature)? tape",
];

export const MOVED = ["mov(e|ed|es|ing)", "shift", "slid", "slip"];

export const WHITE_OR_LIGHT = [
  "\\bwhite\\b",
  "light[- ]colou?r",
  "light (shades?|garments?|shirts?|fabrics?)",
  "pale",
  "pastel",
];

export const MAKER = ["manufacturer", "supplier", "vendor", "maker", "instructions", "recommend", "\\btest"];
