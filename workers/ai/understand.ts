// Understanding a question as a beginner types it: shorthand is written out the
// way the content says it, and the question's features are recognised (what it
// asks for: figures, a cause, whether something works, how to, a comparison,
// what to buy, business; the colour named; the equipment named). These are
// features the ranking weighs (engine.ts), never branches that choose an answer.
import { phraseText, words } from "./text";

export interface QuestionFeatures {
  /** Asks for press figures: temperature, time, pressure. */
  figures: boolean;
  /** Asks why something happened or how to fix it. */
  why: boolean;
  /** Asks whether something works or may be used ("can i", "does", "will"). */
  canUse: boolean;
  /** Asks how to do something. */
  howTo: boolean;
  /** Compares two things ("a or b", "versus", "difference"). */
  compare: boolean;
  /** Asks what to buy or which is best. */
  buy: boolean;
  /** Asks about selling, pricing or licensing. */
  business: boolean;
  /** Asks whether something is needed ("do I need a sheet on top"): not whether a material takes the dye. */
  need: boolean;
  /** Is about an item already printed ("a sublimated mug", "shirts that are sublimated"): its care, not its material. */
  finished: boolean;
  /** Asks after one particular order or delivery ("where is my order #48213"): only the seller can answer. */
  orderStatus: boolean;
}

export interface Understanding {
  /** The question as typed. */
  original: string;
  /** Lower-case, shorthand written out. */
  normalized: string;
  features: QuestionFeatures;
  /** Colour of the blank the question names, if any. */
  colour: "dark" | "light" | null;
  /** Equipment and methods the question names ("ecotank", "mug press", "htv"). */
  equipment: string[];
}

/** Shorthand people type, and the words the content uses for it. */
const SHORTHAND: Record<string, string> = {
  tee: "t-shirt",
  tees: "t-shirts",
  tshirt: "t-shirt",
  tshirts: "t-shirts",
  poly: "polyester",
  temp: "temperature",
  temps: "temperatures",
  sub: "sublimation",
  subli: "sublimation",
  subbing: "sublimating",
  subbed: "sublimated",
  htv: "htv heat transfer vinyl",
  dtf: "dtf direct to film",
  dtg: "dtg direct to garment",
  aluminum: "aluminium",
  sec: "seconds",
  secs: "seconds",
  mins: "minutes",
  res: "resolution",
  pic: "photo",
  pics: "photos",
  img: "image",
  u: "you",
  ur: "your",
  b4: "before",
  grey: "gray",
  vs: "versus",
  ppi: "dpi",
  tumblr: "tumbler",
  hoody: "hoodie",
  celcius: "celsius",
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
  farenheit: "fahrenheit",
};

/** The shorthand words in a text, which the engine writes out in a question (for the content's own checks). */
export function shorthandIn(text: string): string[] {
  // "htv" stays as it is ("htv heat transfer vinyl"): only a word replaced by others counts.
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter(
    (w) => Object.hasOwn(SHORTHAND, w) && SHORTHAND[w].split(" ")[0] !== w,
  );
}

/** "Hot" or "warm" in a question for the press's temperature, and the press it names. */
const HOT = "(?:hot|warm)";
const PRESS = "(?:heat press|mug press|tumbler press|press|machine|oven)";

/** Words that join or split differently in people's typing. */
const PHRASES: [RegExp, string][] = [
  [/\beco[\s-]?tanks?\b/g, "ecotank"],
  [/\bt[\s-]shirts?\b/g, "t-shirt"],
  [/\b(\d{2})\s*\/\s*(\d{2})\b/g, "$1/$2 blend"],
  [/\b(\d+)\s*oz\b/g, "$1 oz"],
  [/\b(\d+)\s*(?:f|°f|deg f|degrees f)\b/g, "$1 °f"],
  [/\btri[\s-]?blend\b/g, "tri-blend blend"],
  [/\bset\s*up\b|\bsetup\b/g, "setup settings"],
  [/\bheat[\s-]?press(es)?\b/g, "heat press$1"],
  [/\bmug[\s-]?press(es)?\b/g, "mug press$1"],
  [/\bteflon\b/g, "teflon ptfe"],
  // "Does sublimation work on X" asks what "can I sublimate on X" asks.
  [
    /\b(?:does|do|will|would) (?:sublimation|sublimating|sublimation printing) (?:really |even |actually )?work (on|with)\b/g,
    "can i sublimate $1",
  ],
  // "How hot should the press be for X" asks what "what temperature for X" asks: the rest is frame. Only
  // the press's heat, or one about to be set: "how hot does a mug get" asks something else.
  [
    new RegExp(
      [
        `how ${HOT} (?:should|do|does|must|would|can|to) (?:i |you |we )?(?:set |have |put |turn |keep )?(?:the |my |your |a |it )?${PRESS}(?: (?:be|get|go|run|set|needs? to be|ha(?:s|ve) to be))?(?: (?:set|at|to))?`,
        `how ${HOT} (?:should|do|must|would|can) (?:i|you|we) (?:set|have|put|turn|keep)(?: it)?(?: (?:at|to))?`,
        `how ${HOT} (?:should|must) (?:it|they|this|that) (?:be|go)`,
        `how ${HOT} (?:is|to set) (?:the |my |a )?${PRESS}`,
        `how ${HOT}(?= for\\b)`,
      ]
        .map((frame) => `\\b${frame}\\b`)
        .join("|"),
      "g",
    ),
    "what temperature",
  ],
];

/** "Used", "pre-owned" or "refurbished" before the thing bought (one word may come between), not after someone who used it. */
const SECOND_HAND = String.raw`(?<!\b(?:i|we|you|they|he|she|it|have|has|had|was|were|been|just|also|always|never|only) )\b(?:used|pre[\s-]?owned|refurbished)\s+(?:(?!(?:a|an|my|the|our|your|this|that|his|her|their|it)\b)\w+\s+)?`;

/** Everyday words for things the content names: the content's word is added next to them. */
const CONCEPTS: [RegExp, string][] = [
  [/\b(backwards?|reversed?|flipped|flip|wrong way round)\b/, "mirror"],
  // "Blurry" is not here: a blurry print is usually movement, moisture or bleeding, not the file.
  [/\b(pixelated|pixelly|jagged|low res)\b/, "resolution dpi"],
  [/\b(smells?|fumes?|toxic|breathe|breathing|respirator)\b/, "ventilation safety"],
  [/\b(charge|charging|how much to ask|sell \w+ for)\b/, "price pricing"],
  [/\b(big|huge|oversized)\b/, "large"],
  [/\b(file types?|kind of file|type of file)\b/, "file format"],
  [/\b(celsius|centigrade)\b/, "°c"],
  [/\b(how hot|what heat(?! press)|how much heat)\b/, "temperature"],
  [/\b(side hustle|hustle|make money|earn|income)\b/, "business profit"],
  [/\b(washer|laundry|washing machine)\b/, "wash"],
  // "Used" is a stopword ("i used 400 degrees"); before a press or a printer ("a used sawgrass") it means
  // bought second-hand, unless someone used it ("i used epson ink").
  [new RegExp(`${SECOND_HAND}(?:mug )?press(?:es)?\\b`), "second hand"],
  [new RegExp(`${SECOND_HAND}(?:printers?|sawgrass|epson|ecotank)\\b`), "second hand printer"],
  [/\b(crackle|crackled|crackling)\b/, "crack"],
  [/\b(stinks?|stinky|odou?rs?)\b/, "smell"],
  // Freezer paper is a kitchen paper with a plastic coating, not cold.
  [/\b((?:freez\w*)(?! paper)|frozen|winter)\b/, "cold temperature storage"],
  [/\b(smudg\w*|smears?|smeared)\b/, "smear"],
  [
    /\b(crooked|off[- ]?cent(?:er|re)d?|cent(?:er|re)d|lined up|line (?:it |them )?up|(?:get|put|place|keep)\w* (?:\w+ ){0,4}straight)\b/,
    "align alignment",
  ],
  [/\b(pop|saturated|punchy)\b/, "vibrant"],
  [/\b(diy|homemade|home made|make my own)\b/, "make your own"],
];

const FIGURES =
  /\b(temp|temperatures?|degrees?|°f|celsius|fahrenheit|how long(?!(?: \w+){0,6} (?:last|lasts|after|before|until|till|wait|store|stored|keep|kept|stay|stays|survive|dry|cure|ship|take to arrive)\b)|how many (?:seconds|minutes)|seconds|minutes|pressure|(?<!printer |print |color |colour |icc |setup )settings?|what heat(?! press)|how hot|time and temp\w*)\b|°/;
/** A press that fails to heat ("won't get up to temperature", "not holding heat"): a fault, not a request for figures. */
const HEAT_FAULT =
  /\b(?:will not|would not|does not|is not|not|never|cannot|stopped) (?:heating|heat(?: up)?|get(?:ting)?(?: up)?(?: to)?|reach(?:ing)?|warm(?:ing)?(?: up)?|hold(?:ing)?|stay(?:ing)?|come up to)\b(?: \w+){0,3} (?:temp|temperatures?|hot|heat)\b/;
const WHY =
  /\b(why|what causes|caused?|keeps?|came out|comes out|turned|turning|went|fix|fixing|wrong|off|problem|issue|ruined|streaks?|spots?|blurry|faded|dull|(?:do not|does not|doesnt|dont) match|(?:will not|would not|does not|is not|cannot) (?:heat|turn|get|stick|print|work|come|close|open|stay|reach|power|connect|feed|recogni[sz]e)|(?:stopped|not) (?:working|heating|printing)|broken?)\b/;
/**
 * A defect described rather than asked about ("a faint line across my mug", "there are white dots"):
 * the question reports a problem even without "why".
 */
const DEFECT =
  /\b(lines|stripes|marks|patch(?:es|y)?|shadow|ghost\w*|blotch\w*|splotch\w*|mottled|uneven|muddy|brownish|greenish|yellow(?:ed|ish|ing)|scorch\w*|smear\w*|smudg\w*|bleed(?:ing|s)?|bled|grainy|pixel\w*|fuzzy|hazy|cloudy|bubbl\w*|crack(?:s|ed|ing)|peel(?:s|ed|ing)|stain(?:s|ed)?|faint|washed out|pale|a line (?:across|through|down|along|on)|there (?:is|are) (?:a|an|some|these|little|tiny|weird|faint|white|dark)\b)/;
const CAN_USE = /^(?:can|could|does|do|will|would|is|are)\b|\b(can (?:i|you|we)|possible|ok to|okay to|safe to)\b/;
const HOW_TO = /\b(how (?:do|to|can|should|would) |how do you |steps?|step by step|instructions)\b/;
const COMPARE = /\b(versus|better than|difference between|differences?|\w+ or \w+)\b/;
const BUY =
  /\b(which|best|cheapest|cheap|recommend\w*|should i (?:buy|get)|worth|brand|buy|where (?:to|do i|can i) (?:buy|get))\b/;
const NEED =
  /^(?:do|does|did|should|would) (?:i|you|we|it) (?:really |still |always |even )?(?:need|have to|require|use)\b|^(?:is|are) (?:\S+ ){1,8}?(?:really |actually )?(?:necessary|required|needed|essential|mandatory)(?: (?:for|to|when|with|in|on|if)\b.*)?\s*\?*$|\b(?:necessary|required|needed|mandatory)\s*\?*$/;
const ORDER_STATUS =
  /\b(?:(?:where is|wheres|track|tracking|status of|cancel|refund for) my (?:order|package|parcel|delivery|shipment)|order (?:number|no|#)|tracking (?:number|code|link)|my order (?:has not|hasnt|never|did not|is late|still))/;
const FINISHED = /\b(sublimated|already (?:printed|pressed)|after (?:printing|pressing|sublimating|sublimation))\b/;
const BUSINESS =
  /\b(price|pricing|charge|sell|selling|sold|profit\w*|business|etsy|market|craft fair|licen[cs]e|copyright|trademark|customers?|wholesale|margin|markup|tax|taxes|insurance|llc)\b/;

const DARK = /\b(black|dark|navy|red|gray|charcoal|maroon|brown|green|royal|blue|purple|colored|heather)\b/;
const LIGHT = /\b(white|light|pastel|cream|ivory)\b/;

const EQUIPMENT = [
  "htv",
  "vinyl",
  "dtf",
  "dtg",
  "screen printing",
  "infusible ink",
  "iron-on",
  "laser",
  "inkjet",
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
];

/** Lower-case, apostrophes folded, shorthand written out; words longer than 30 letters are left as they are. */
export function normalizeQuestion(text: string): string {
  let t = text
    // Compatibility forms ("ﬁ", full-width letters) as plain letters; invisible joiners and direction marks go.
    .normalize("NFKC")
    .replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, "")
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\w)'(s|t|re|ve|m|ll|d)\b/g, "$1$2");
  t = t.replace(/[a-z0-9]+/g, (w) => SHORTHAND[w] ?? w);
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  for (const [re, add] of CONCEPTS) if (re.test(t) && !t.includes(add)) t = `${t} ${add}`;
  return t.replace(/\s+/g, " ").trim();
}

/** Text that is about press figures (a question, or a passage's title). */
export function aboutFigures(text: string): boolean {
  return FIGURES.test(text.toLowerCase());
}

/** Text that is about an item already printed ("How do I wash sublimated shirts?"). */
export function aboutFinished(text: string): boolean {
  return FINISHED.test(text.toLowerCase());
}

export function questionFeatures(normalized: string): QuestionFeatures {
  const q = normalized;
  return {
    figures: FIGURES.test(q) && !HEAT_FAULT.test(q),
    why: WHY.test(q) || DEFECT.test(q),
    canUse: CAN_USE.test(q),
    howTo: HOW_TO.test(q),
    compare: COMPARE.test(q) && (/\b(versus|better|difference)\b/.test(q) || equipmentIn(q).length >= 2),
    buy: BUY.test(q),
    business: BUSINESS.test(q),
    need: NEED.test(q),
    finished: FINISHED.test(q),
    orderStatus: ORDER_STATUS.test(q),
  };
}

function equipmentIn(q: string): string[] {
  const p = phraseText(q);
  return EQUIPMENT.filter((m) => p.includes(` ${words(m).join(" ")} `));
}

export function understand(question: string): Understanding {
  const normalized = normalizeQuestion(question);
  const colour =
    DARK.test(normalized) && !/\bdark spots?\b/.test(normalized) ? "dark" : LIGHT.test(normalized) ? "light" : null;
  return {
    original: question,
    normalized,
    features: questionFeatures(normalized),
    colour,
    equipment: equipmentIn(normalized),
  };
}
