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

/** A plain yes in the first sentence. */
export const YES = [
  "\\byes\\b",
  "\\byep\\b",
  "\\bsure\\b",
  "absolutely",
  "definitely",
  "\\bcan\\b(?!not|'t|’t)",
  "\\bshould\\b(?!n)",
  "ideal",
  "perfect",
  "great",
  "works? (well|great|fine|nicely)",
];

/** A press temperature in the usual 350-429 °F / 175-219 °C band. */
export const TEMP = ["\\b(3[5-9]\\d|4[0-2]\\d)\\b", "\\b(1[7-9]\\d|20\\d|21\\d) ?(°|º|degrees?)? ?c\\b"];

export const MOISTURE = ["moist", "humid", "damp", "\\bwet\\b", "water", "steam"];

export const NOZZLE = ["nozzle", "head[- ]clean", "clean(ing)? (the )?(print ?)?heads?", "clog"];

export const VENT = [
  "ventilat",
  "air ?flow",
  "window",
  "\\bfans?\\b",
  "fresh air",
  "extract",
  "exhaust",
  "open (the )?door",
];

export const PRESSURE = ["pressure", "tight", "contact", "snug", "firm"];

export const HAND_WASH = ["hand[- ]?wash"];

export const COST = ["cost", "blank", "ink", "paper", "material"];

export const LABOUR = ["labou?r", "your time", "overhead", "margin", "markup", "mark-up", "profit"];

export const HOT_OR_LONG = ["too (hot|long|high)", "overheat", "lower (the )?temp", "less time", "shorter", "reduce"];
