// Understanding a question as a beginner types it: shorthand and misspellings are
// normalised against the site's own vocabulary, then the intent (can I use X,
// settings for X, why did Y happen, which to buy, how do I, A or B, business) and
// the things it names (material, colour, equipment, symptom) are recognised.
import { phraseText, words } from "./text";

export type Intent =
  | "settings"
  | "why"
  | "can-use"
  | "compare"
  | "which-buy"
  | "business"
  | "how-to"
  | "what-is"
  | "general";

export interface Understanding {
  /** The question as typed. */
  original: string;
  /** Lower-case, shorthand expanded, misspellings corrected. */
  normalized: string;
  intent: Intent;
  /** Colour of the blank the question names, if any. */
  colour: "dark" | "light" | null;
  /** Things the question names, by kind (free words, e.g. "ecotank", "mug press"). */
  equipment: string[];
  methods: string[];
  /** Words the spelling correction changed: typed -> corrected. */
  corrections: [string, string][];
}

/** Shorthand and spellings people type, and the words the content uses for them. */
const SHORTHAND: Record<string, string> = {
  tee: "t-shirt",
  tees: "t-shirts",
  tshirt: "t-shirt",
  tshirts: "t-shirts",
  poly: "polyester",
  polys: "polyester",
  polyster: "polyester",
  temp: "temperature",
  temps: "temperatures",
  sub: "sublimation",
  subs: "sublimation",
  subli: "sublimation",
  subbing: "sublimating",
  subbed: "sublimated",
  sublimination: "sublimation",
  sublamation: "sublimation",
  htv: "htv heat transfer vinyl",
  dtf: "dtf direct to film",
  dtg: "dtg direct to garment",
  eco: "eco",
  aluminum: "aluminium",
  alu: "aluminium",
  sec: "seconds",
  secs: "seconds",
  min: "minutes",
  mins: "minutes",
  res: "resolution",
  pic: "photo",
  pics: "photos",
  img: "image",
  u: "you",
  ur: "your",
  r: "are",
  w: "with",
  b4: "before",
  whats: "what is",
  hows: "how is",
  cant: "cannot",
  wont: "will not",
  dont: "do not",
  doesnt: "does not",
  isnt: "is not",
  didnt: "did not",
  im: "i am",
  ive: "i have",
  grey: "gray",
  colour: "color",
  colours: "colors",
  coloured: "colored",
  vs: "versus",
  gsm: "gsm",
  ppi: "dpi",
  diy: "diy",
  tumblr: "tumbler",
  ornaments: "ornaments",
  hoody: "hoodie",
  hoodies: "hoodie",
  sweatshirt: "sweatshirt",
  ink: "ink",
  celcius: "celsius",
  farenheit: "fahrenheit",
  fahrenheight: "fahrenheit",
};

/** Words and phrases that join or split differently in people's typing. */
const PHRASES: [RegExp, string][] = [
  [/\beco[\s-]?tanks?\b/g, "ecotank"],
  [/\bt[\s-]shirts?\b/g, "t-shirt"],
  [/\b(\d{2})\s*\/\s*(\d{2})\b/g, "$1/$2 blend"],
  [/\b(\d+)\s*oz\b/g, "$1 oz"],
  [/\b(\d+)\s*(?:f|°f|deg f|degrees f)\b/g, "$1 °f"],
  [/\bset\s*up\b|\bsetup\b/g, "settings setup"],
  [/\btri[\s-]?blend\b/g, "tri-blend blend"],
  [/\bheat[\s-]?press(es)?\b/g, "heat press$1"],
  [/\bmug[\s-]?press(es)?\b/g, "mug press$1"],
  [/\biron[\s-]?on\b/g, "iron-on"],
  [/\binfusible\s+inks?\b/g, "infusible ink"],
  [/\bscreen[\s-]?print(ing)?\b/g, "screen printing"],
  [/\bbutchers?\s+paper\b/g, "butcher paper"],
  [/\bteflon\b/g, "teflon ptfe"],
];

/** Everyday words for the things the content names: the content's word is added next to them. */
const CONCEPTS: [RegExp, string][] = [
  [/\b(backwards?|reversed?|flipped|wrong way round|wrong way)\b/, "mirror"],
  [/\b(pixelated|pixelly|jagged|low quality image|low res)\b/, "resolution dpi"],
  [/\b(smells?|fumes?|masks?|toxic|breathe|breathing|respirator)\b/, "ventilation safety"],
  [/\b(kids?|children|child|pets?|toddlers?)\b/, "safety"],
  [/\b(charge|charging|how much to ask)\b/, "price pricing"],
  [/\b(shiny square|square outline|box marks?)\b/, "press marks"],
  [/\b(spots? of ink|ink splotch)\b/, "blowout"],
  [/\b(big|huge|oversized)\b/, "large"],
  [/\b(file types?|file extensions?|kind of file|type of file)\b/, "file format"],
  [
    /\bwhat (?:\w+ )?(?:can|could|should) (?:i|you|we) (?:sublimate|sublimation|print|press|make)(?: \w+)? on\b|\bwhat (?:items|things|blanks|products)\b/,
    "blank blanks",
  ],
];

const DARK_COLOURS =
  /\b(black|dark|navy|red|gray|charcoal|maroon|brown|green|royal|blue|purple|colored|coloured|heather)\b/;
const LIGHT_COLOURS = /\b(white|light|pastel|cream|ivory)\b/;

const METHODS = [
  "htv",
  "vinyl",
  "dtf",
  "dtg",
  "screen printing",
  "infusible ink",
  "iron-on",
  "transfer paper",
  "laser",
  "inkjet",
  "sublimation",
];
const EQUIPMENT = [
  "ecotank",
  "sawgrass",
  "epson",
  "canon",
  "hp",
  "brother",
  "cricut",
  "easypress",
  "mug press",
  "heat press",
  "tumbler press",
  "hat press",
  "oven",
  "convection",
  "printer",
  "pyrometer",
  "thermometer",
];

/** Words of every kind the site's content uses, with how often; misspellings are corrected toward them. */
export interface Vocabulary {
  counts: Map<string, number>;
}

export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  for (const [k, v] of Object.entries(SHORTHAND)) {
    counts.set(k, (counts.get(k) ?? 0) + 2);
    for (const w of v.split(/\W+/)) if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return { counts };
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

type EditKind = "missing" | "swapped" | "doubled" | "extra" | "replaced";

/** Every string one edit away from the typed word, with what the typist did to it. */
function edits1(word: string): [string, EditKind][] {
  const out: [string, EditKind][] = [];
  for (let i = 0; i <= word.length; i++) {
    const a = word.slice(0, i);
    const b = word.slice(i);
    if (b) out.push([a + b.slice(1), b[0] === b[1] || b[0] === a[a.length - 1] ? "doubled" : "extra"]);
    if (b.length > 1) out.push([a + b[1] + b[0] + b.slice(2), "swapped"]);
    for (const c of LETTERS) {
      if (b) out.push([a + c + b.slice(1), "replaced"]);
      out.push([a + c + b, "missing"]);
    }
  }
  return out;
}

/**
 * Edits that seldom turn one real word into another are trusted on shorter words: a dropped,
 * swapped or doubled letter ("cottn", "temprature"). A replaced or added letter often makes
 * another real word ("scotch" / "scorch", "leaking" / "leaving", "brakes" / "bakes"), so
 * those are trusted only on long words, where that rarely happens.
 */
const MIN_LENGTH: Record<EditKind, number> = { missing: 5, swapped: 5, doubled: 5, extra: 8, replaced: 8 };

/** The most frequent content word one edit away, or null. Short words and known words are left alone. */
export function correctWord(word: string, vocab: Vocabulary): string | null {
  if (word.length < 5 || vocab.counts.has(word) || /\d/.test(word)) return null;
  let best: string | null = null;
  let bestCount = 2; // a word seen once or twice in the content is not trusted as a correction
  for (const [candidate, kind] of edits1(word)) {
    if (word.length < MIN_LENGTH[kind]) continue;
    const count = vocab.counts.get(candidate) ?? 0;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** Lower-case, shorthand expanded, misspellings corrected against the vocabulary. */
export function normalizeQuestion(
  text: string,
  vocab: Vocabulary | null,
): { text: string; corrections: [string, string][] } {
  const corrections: [string, string][] = [];
  let t = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\w)'(s|t|re|ve|m|ll|d)\b/g, "$1$2");
  t = t.replace(/[a-z]+/g, (w) => {
    const short = SHORTHAND[w];
    if (short) return short;
    if (!vocab) return w;
    const fixed = correctWord(w, vocab);
    if (!fixed) return w;
    corrections.push([w, fixed]);
    return SHORTHAND[fixed] ?? fixed;
  });
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  for (const [re, add] of CONCEPTS) if (re.test(t) && !t.includes(add)) t = `${t} ${add}`;
  return { text: t.replace(/\s+/g, " ").trim(), corrections };
}

const SETTINGS =
  /\b(temperature|temperatures|degrees?|°f|celsius|fahrenheit|how long|what time|times|seconds?|minutes?|pressure|settings? for|(?<!heat |mug |tumbler |hat |flat )press (?:it|them|at|for)|settings)\b/;
const WHY =
  /\b(why|what causes|cause[sd]?|keeps?|came out|comes out|coming out|turned|turning|looks?|look like|went|fix|fixing|wrong|problem|issue|after (?:pressing|washing|the))\b/;
const CAN_USE =
  /\b(can (?:i|you|we)|could (?:i|you)|does|do|will|would|is it (?:possible|ok)|possible|work on|works on|ok to|okay to)\b/;
const COMPARE = /\b(versus|better than|difference between|differences? of|compared? (?:to|with)|or)\b/;
const WHICH_BUY =
  /\b(which|best|cheapest|cheap|recommend\w*|should i (?:buy|get)|worth|brand|buy|where (?:to|do i|can i) (?:buy|get)|what (?:\w+ )?should i (?:buy|get))\b/;
const BUSINESS =
  /\b(price|pricing|charge|sell|selling|sold|profit\w*|business|etsy|market|markets|fair|craft fair|licen[cs]e|copyright|trademark|customers?|wholesale|margin|markup)\b/;
const HOW_TO = /\b(how (?:do|to|can|should|would) |how do you |steps?|step by step)\b/;
const WHAT_IS = /\b(what is|what are|what does|meaning of|explain)\b/;

export function detectIntent(q: string): Intent {
  if (BUSINESS.test(q)) return "business";
  const compare =
    COMPARE.test(q) &&
    (/\b(versus|better than|difference)\b/.test(q) || methodsIn(q).length + equipmentIn(q).length >= 2);
  if (compare) return "compare";
  if (SETTINGS.test(q) && !/\b(printer settings|settings setup)\b/.test(q)) return "settings";
  if (WHY.test(q)) return "why";
  if (/^(can|could|does|do|will|would|is)\b/.test(q) || /\b(can (?:i|you|we)|possible)\b/.test(q)) {
    if (HOW_TO.test(q)) return "how-to";
    return "can-use";
  }
  if (WHICH_BUY.test(q)) return "which-buy";
  if (HOW_TO.test(q)) return "how-to";
  if (WHAT_IS.test(q)) return "what-is";
  if (CAN_USE.test(q)) return "can-use";
  return "general";
}

function methodsIn(q: string): string[] {
  const p = phraseText(q);
  return METHODS.filter((m) => p.includes(` ${words(m).join(" ")} `));
}

function equipmentIn(q: string): string[] {
  const p = phraseText(q);
  return EQUIPMENT.filter((m) => p.includes(` ${words(m).join(" ")} `));
}

export function understand(question: string, vocab: Vocabulary | null): Understanding {
  const { text, corrections } = normalizeQuestion(question, vocab);
  const colour =
    DARK_COLOURS.test(text) && !/\bdark spots?\b/.test(text) ? "dark" : LIGHT_COLOURS.test(text) ? "light" : null;
  return {
    original: question,
    normalized: text,
    intent: detectIntent(text),
    colour,
    equipment: equipmentIn(text),
    methods: methodsIn(text),
    corrections,
  };
}
