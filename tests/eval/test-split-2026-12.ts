// Held-out test split, second part: beginner questions written from public sources only (forums, Q&A, makers' FAQ
// pages), never from the site's content or any dev split. Append-only like the first part. Six questions that
// came out word for word as an existing quick answer's title were left out before the part was recorded: the
// near-copy guard cannot tell a coincidence from a copy.
import type { EvalQuestion } from "./questions";
import {
  NO,
  YES,
  POLY,
  COATING,
  SECONDS,
  MINUTES,
  PROFILE,
  RIGHTS,
  HEAT_TAPE,
  MOVED,
  TEMP,
  MOISTURE,
  NOZZLE,
  VENT,
  PRESSURE,
  HAND_WASH,
  COST,
  LABOUR,
  HOT_OR_LONG,
} from "./patterns";

/** Any press time, in seconds or minutes. */
const TIME = [...SECONDS, ...MINUTES];

/** The blank needs a sublimation coating; wood and board blanks are often hardboard / MDF. */
const COATED_BOARD = [...COATING, "hardboard", "\\bmdf\\b"];

/** Sublimation dye is see-through: there is no white ink, the blank's own colour is the background. */
const NO_WHITE = [
  "transparent",
  "translucent",
  "no white ink",
  "(can['’]?t|cannot|doesn['’]?t|does not|won['’]?t|will not) (print|produce|make|do) white",
  "background",
  "base colou?r",
  "(left|stays?|shows?) (as )?(the )?(blank|unprinted|white)",
  "colou?r of the (blank|shirt|mug|surface|item)",
];

/** A protective / blowout sheet over or under the transfer. */
const COVER_SHEET = [
  "butcher",
  "parchment",
  "kraft",
  "blowout",
  "protective (paper|sheet)",
  "cover(ing)? sheet",
  "teflon",
  "ptfe",
  "(plain|copy|printer) paper",
];

/** Temperature / time / heat as a cause. */
const HEAT_SETTINGS = [
  "temp",
  "\\btime\\b",
  "heat",
  "longer",
  "shorter",
  "under-?press",
  "over-?press",
  "too (hot|long|cool|short)",
];

/** A thermometer to check the press's real temperature. */
const THERMOMETER = [
  "thermometer",
  "pyrometer",
  "temp(erature)? gun",
  "probe",
  "infrared",
  "\\bir\\b",
  "thermocouple",
  "temperature strips?",
  "test strips?",
];

/** Get rid of it / replace it. */
const REPLACE = ["replac", "new one", "swap", "discard", "throw (it )?(out|away)", "bin it"];

/** Cold / cool wash. */
const COLD = ["\\bcold\\b", "\\bcool\\b", "low (heat|temp)"];

/** Sun / UV as the fading cause. */
const SUN = ["\\buv\\b", "ultraviolet", "sun", "outdoor", "uv[- ]?(resistant|protect|coat)"];

/** A local / jurisdiction-dependent answer for rules and taxes. */
const DEPENDS_ON_PLACE = [
  "\\bstate\\b",
  "\\blocal\\b",
  "\\bcity\\b",
  "county",
  "country",
  "jurisdiction",
  "depends? on where",
  "where you live",
  "council",
  "municipal",
];

/** Go to a professional. */
const PROFESSIONAL = [
  "accountant",
  "\\bcpa\\b",
  "tax (pro|professional|advis[eo]r|preparer)",
  "attorney",
  "lawyer",
  "solicitor",
  "legal (advice|professional)",
];

export const TEST_QUESTIONS_2026_12: EvalQuestion[] = [
  // ───────────────────────────── blanks and materials ─────────────────────────────
  {
    q: "whats the lowest polyester % a shirt can be and still take sublimation ok",
    area: "blanks",
    must: [["\\b(40|50|55|60|65|70|75|80|85|90|100) ?(%|percent)"]],
  },
  {
    q: "why cant i just buy cheap plain white mugs at walmart and press my design on them",
    area: "blanks",
    must: [COATING],
  },
  {
    q: "do sublimation tumblers have to be special ones or will any stainless steel cup work",
    area: "blanks",
    must: [COATING],
  },
  {
    q: "can you sublimate on black shirts??",
    area: "blanks",
    must: [
      NO_WHITE.concat(["(won['’]?t|will not|doesn['’]?t|does not|not) show", "invisible", "disappear"]),
      ["htv", "vinyl", "white (base|layer|sheet|glitter)", "coated", "light[- ]colou?r", "\\bwhite\\b"],
    ],
  },
  {
    q: "does the shirt colour matter? i want to do a design on a pastel pink poly shirt",
    area: "blanks",
    must: [
      ["mix", "blend", "combin", "tint", "shift", "affect", "alter", "chang", "overlay", "underneath"],
      ["\\bwhite\\b", "light"],
    ],
  },
  {
    q: "what exactly is a sublimation blank",
    area: "blanks",
    must: [
      [
        "coat(ed|ing)",
        "polymer",
        "polyester",
        "\\bpoly\\b",
        "special(ly)? (treated|made|prepared)",
        "accepts? (the )?(ink|dye)",
      ],
    ],
  },
  {
    q: "can i sublimate on the regular white ceramic tiles they sell at home depot",
    area: "blanks",
    lead: [NO],
    must: [COATING],
  },
  { q: "can sublimation be done on glass like a glass candle jar", area: "blanks", must: [COATING] },
  {
    q: "is it possible to sublimate straight onto wood or does it need something on it first",
    area: "blanks",
    must: [COATED_BOARD],
  },
  {
    q: "can i put acrylic in the heat press to sublimate it, i want to make acrylic keychains",
    area: "blanks",
    must: [COATING.concat(["melt", "warp"])],
  },
  {
    q: "will a tri blend hoodie look vintage if i sublimate it",
    area: "blanks",
    must: [
      [
        "faded",
        "lighter",
        "muted",
        "less (vibrant|bright|saturated)",
        "heather",
        "retro",
        "washed",
        "soft(er)? look",
        "dull",
      ],
    ],
  },
  {
    q: "can i sublimate on those dri fit athletic shirts? they say polyester spandex",
    area: "blanks",
    must: [
      [
        "shorter",
        "less time",
        "lower",
        "scorch",
        "shine",
        "shiny",
        "discolou?r",
        "yellow",
        "sensitive",
        "\\btest",
        "careful",
        "stretch",
      ],
    ],
  },
  {
    q: "are mouse pads sublimatable or do i need special ones",
    area: "blanks",
    must: [
      ["polyester", "\\bpoly\\b", "fabric[- ]top", "cloth[- ]top", "sublimation[- ](ready|blank|mouse)", "coated"],
    ],
  },
  {
    q: "how do people sublimate phone cases",
    area: "blanks",
    must: [
      [
        "insert",
        "alumin(i)?um",
        "metal (plate|sheet|insert)",
        "coated",
        "3d",
        "vacuum",
        "sublimation[- ](blank|case|ready)",
      ],
    ],
  },
  { q: "can i sublimate on a natural canvas tote bag from the craft store", area: "blanks", must: [POLY] },
  {
    q: "leather keychains and patches, can those be sublimated",
    area: "blanks",
    must: [
      ["faux", "synthetic", "\\bpu\\b", "coat", "polyester", "\\bpoly\\b", "sublimation[- ](blank|ready|leather)"],
    ],
  },
  {
    q: "is there a spray i can put on cotton shirts so they take sublimation, does it actually last?",
    area: "blanks",
    must: [["wash", "fade", "durab", "stiff", "feel", "crack", "not as", "less", "peel"]],
  },
  {
    q: "do the mugs have to be all white or can i use ones with a colored handle and inside",
    area: "blanks",
    must: [
      [
        "print(able)? (area|surface|zone|panel)",
        "where (the design|you print|the image)",
        "outside",
        "design area",
        "wrap area",
        "coated (area|part|surface|panel)",
        "image area",
      ],
    ],
  },
  {
    q: "are the skinny tumblers people sublimate stainless steel or plastic",
    area: "blanks",
    must: [COATING],
    not: [["(they['’]?re|they are|usually|mostly|most are) plastic"]],
  },
  { q: "can i sublimate a baseball cap i already have in my closet", area: "blanks", must: [POLY] },
  {
    q: "what's a good cheap blank to practice on when your brand new to sublimation",
    area: "blanks",
    must: [
      ["mug", "coaster", "shirt", "mouse ?pad", "keychain", "key ring", "tote", "hardboard", "ornament", "tile", "bag"],
    ],
  },
  {
    q: "heather grey shirt sublimation?? will my colours look right",
    area: "blanks",
    must: [
      [
        "muted",
        "darker",
        "duller",
        "tint",
        "blend",
        "mix",
        "vintage",
        "less (vibrant|bright|saturated)",
        "shift",
        "affect",
      ],
    ],
  },
  {
    q: "can i sublimate on the slate tiles from the hardware store or only the special sublimation slates",
    area: "blanks",
    must: [COATING],
  },

  // ───────────────────────────── printers and ink ─────────────────────────────
  {
    q: "which printers can actually be converted to sublimation",
    area: "printers",
    must: [["epson", "ecotank", "piezo", "supertank", "sawgrass"]],
  },
  {
    q: "can i use my old hp deskjet for sublimation ink",
    area: "printers",
    lead: [NO],
    must: [["thermal", "heat(s|ed)? (the )?ink", "bubble ?jet", "piezo", "epson"]],
  },
  {
    q: "ive been using my ecotank with regular epson ink for a month. is it too late to convert it to sublimation",
    area: "printers",
    must: [
      [
        "flush",
        "clean",
        "purge",
        "contaminat",
        "mix",
        "brand[- ]new",
        "\\bnew\\b",
        "unused",
        "never (been )?used",
        "residue",
        "leftover",
      ],
    ],
  },
  {
    q: "once you put sublimation ink in can you ever switch it back to normal ink",
    area: "printers",
    must: [
      [
        "dedicat",
        "only (be )?(used )?for sublimation",
        "contaminat",
        "not recommend",
        "not (really|practical|worth)",
        "\\bmix",
        "flush",
        "stick (with|to)",
        "one or the other",
      ],
    ],
  },
  {
    q: "what is an icc profile and do i really need one",
    area: "printers",
    must: [["colou?r"], ["\\bink", "paper", "printer"]],
  },
  {
    q: "where do you even get an icc profile for sublimation ink",
    area: "printers",
    must: [
      [
        "ink (supplier|maker|brand|manufacturer|company|vendor|seller)",
        "supplier",
        "manufacturer",
        "vendor",
        "website",
        "download",
        "whoever (you )?(bought|sold)",
      ],
    ],
  },
  {
    q: "if i use an icc profile in my design program, do i also leave colour management on in the printer settings?",
    area: "printers",
    must: [
      [
        "\\boff\\b",
        "disable",
        "no colou?r (adjust|management|correction)",
        "turn (it )?off",
        "(application|software|program|photoshop|app) (manages|handles|controls)",
        "only one",
        "double",
        "twice",
      ],
    ],
  },
  {
    q: "my nozzle check shows gaps in the magenta after i didnt print for 2 weeks",
    area: "printers",
    must: [
      [
        "head[- ]clean",
        "clean(ing)? (the )?(print ?)?heads?",
        "cleaning (cycle|routine)",
        "run a clean",
        "power clean",
      ],
    ],
  },
  {
    q: "how often do i need to print so my sublimation ecotank doesnt clog",
    area: "printers",
    must: [["week", "few days", "daily", "every (day|couple|2|3|other)", "regular", "twice a", "several times"]],
  },
  {
    q: "is it ok to switch the printer off every night with the power strip",
    area: "printers",
    must: [
      [
        "power button",
        "own button",
        "the button",
        "\\bcap(s|ped|ping)?\\b",
        "park",
        "seal",
        "shut ?down (routine|cycle|sequence)",
        "properly",
        "not (with |using |from )?(the |a )?(power strip|wall|surge)",
        "don['’]?t (use|cut)",
      ],
    ],
  },
  {
    q: "how long is sublimation ink good for once you open the bottle",
    area: "printers",
    must: [["\\bmonths?\\b", "\\byears?\\b", "shelf life", "expir"]],
  },
  {
    q: "should i be shaking my sublimation ink bottles before i refill",
    area: "printers",
    must: [["settl", "separat", "sediment", "dispers", "pigment", "dye particles", "evenly", "bubbles"]],
  },
  {
    q: "head cleaning eats so much ink!! is there a better way than running it over and over",
    area: "printers",
    must: [
      [
        "nozzle check",
        "print (regularly|often|a (page|test))",
        "check first",
        "only (when|if)",
        "wait",
        "rest",
        "let it sit",
        "one cleaning",
        "swab",
        "cleaning (solution|fluid)",
      ],
    ],
  },
  { q: "theres thin horizontal lines across all my prints", area: "printers", must: [NOZZLE.concat(["align"])] },
  {
    q: "can sublimation ink go in a cartridge printer like the epson workforce ones",
    area: "printers",
    must: [["refillable", "ciss?\\b", "continuous ink", "tank", "supertank", "refill"]],
  },
  {
    q: "is a sawgrass worth it over just converting an epson",
    area: "printers",
    must: [
      [
        "warranty",
        "support",
        "dedicated",
        "designed (for|as)",
        "built for",
        "software",
        "driver",
        "print manager",
        "colou?r management",
      ],
      ["cost", "price", "expens", "cheap", "\\$"],
    ],
  },
  {
    q: "what resolution should my designs be for printing sublimation",
    area: "printers",
    must: [["300", "high[- ]res", "dpi"]],
  },
  {
    q: "should i set my designs up in rgb or cmyk",
    area: "printers",
    must: [
      [
        "rgb (mode|colou?r|profile|file|image|document|workflow)",
        "(use|keep|design in|work in|stay in|leave (it|them) in) rgb",
        "not cmyk",
      ],
    ],
    not: [
      [
        "\\b(always|should) (use|design in|work in|set (it|them) (up )?in) cmyk",
        "cmyk is (best|better|correct|right|the one)",
      ],
    ],
  },
  {
    q: "bought a cheap sublimation ink off amazon and the colors are all weird, is it the ink?",
    area: "printers",
    must: [["profile", "\\bicc\\b", "brand", "quality", "match", "consistent"]],
  },
  {
    q: "just filled my new converted printer and it prints totally blank pages",
    area: "printers",
    must: [
      [
        "prime",
        "priming",
        "ink charg",
        "initial (fill|charge)",
        "tubes?",
        "lines?",
        "reach",
        "nozzle",
        "head clean",
        "wait",
        "air",
      ],
    ],
  },
  {
    q: "do i need to flip the picture before i print it on sublimation paper?",
    area: "printers",
    must: [["mirror", "revers", "backwards", "face[- ]?down", "wrong way", "read (correctly|right|properly)"]],
  },
  {
    q: "which print quality setting should i use, standard or high",
    area: "printers",
    must: [
      ["\\bbest\\b", "photo", "\\bfine\\b", "highest", "high quality", "high setting"],
      ["profile", "\\bink", "detail", "banding", "saturat", "\\btest", "sharp"],
    ],
  },

  // ───────────────────────────── paper, tape and protective sheets ─────────────────────────────
  {
    q: "how do i tell which side of the sublimation paper to print on",
    area: "paper",
    must: [
      [
        "bright",
        "\\bwhite",
        "smooth",
        "coated",
        "shin",
        "watermark",
        "logo",
        "printing on the back",
        "back (is|has|side)",
        "text on",
      ],
    ],
  },
  {
    q: "can i just use regular copy paper to print sublimation",
    area: "paper",
    lead: [NO],
    must: [["absorb", "soak", "coat", "release", "dull", "fade", "pale", "weak", "hold"]],
  },
  { q: "what is heat tape for", area: "paper", must: [MOVED.concat(["ghost", "in place", "secure"])] },
  {
    q: "can i use scotch tape or painters tape to hold my transfer on",
    area: "paper",
    lead: [NO],
    must: [HEAT_TAPE.concat(["heat[- ]resistant"])],
  },
  {
    q: "butcher paper or parchment, which one am i supposed to use",
    area: "paper",
    must: [
      ["uncoated", "\\bwax", "either (one|works|is fine|will do)", "both (work|are fine|will work|can)"],
      ["absorb", "moist", "ink", "blowout", "protect", "gas", "ghost"],
    ],
  },
  {
    q: "can i reuse the butcher paper or do i need a new piece every time",
    area: "paper",
    must: [["ghost", "\\bink\\b", "stain", "transfer", "fresh", "clean"]],
  },
  {
    q: "do i need to put paper inside the shirt when pressing the front",
    area: "paper",
    must: [["bleed", "through", "back", "\\bink\\b", "blowout", "stain", "transfer"]],
  },
  {
    q: "my sublimation paper has been in the garage since summer is it still ok",
    area: "paper",
    must: [MOISTURE.concat(["seal", "\\bdry\\b", "\\bbag\\b"])],
  },
  {
    q: "paper keeps curling and the printer head rubs on it leaving smears",
    area: "paper",
    must: [
      [
        "flat",
        "humid",
        "moist",
        "damp",
        "thick",
        "platen gap",
        "paper (type|setting|thickness)",
        "store",
        "\\bdry",
        "weight",
        "press (it )?(flat|under)",
        "heavy",
      ],
    ],
  },
  {
    q: "what size do i print a wrap for an 11oz mug",
    area: "paper",
    must: [['\\d+(\\.\\d+)? ?("|”|in\\b|inch|cm|mm)', "template", "\\d(\\.\\d+)? ?x ?\\d"]],
  },
  {
    q: "whats the difference between sublimation paper and the iron on transfer paper at walmart",
    area: "paper",
    must: [
      ["layer", "film", "on top", "sits", "coat", "into the", "becomes part", "gas"],
      ["cotton", "polyester", "\\bpoly\\b", "dark"],
    ],
  },
  {
    q: "what is tacky sublimation paper for",
    area: "paper",
    must: [["stretch", "spandex", "lycra", "mov", "shift", "ghost", "sportswear", "jersey", "athletic", "slip"]],
  },
  {
    q: "should i wait for the print to dry before pressing or go straight to the press",
    area: "paper",
    must: [["moist", "water", "steam", "smear", "blur", "bleed", "spot", "minutes?", "blot", "wet"]],
  },
  { q: "what is shrink wrap for on tumblers", area: "paper", must: [PRESSURE, ["oven", "heat gun", "convection"]] },
  {
    q: "what is a heat press pillow and do i need one",
    area: "paper",
    must: [["even", "pressure", "seam", "button", "zipper", "collar", "raise", "lift", "uneven"]],
  },
  {
    q: "everyone says lint roll your shirt before sublimating, why",
    area: "paper",
    must: [
      [
        "speck",
        "spot",
        "dots?\\b",
        "fib(er|re)",
        "fuzz",
        "hair",
        "debris",
        "white (spot|dot|mark)",
        "blank spots",
        "dust",
        "block",
      ],
    ],
  },
  {
    q: "what do i wipe my mugs with before sublimating",
    area: "paper",
    must: [["alcohol", "isopropyl", "lint[- ]free", "clean cloth", "microfib", "soap", "fingerprint", "oil"]],
  },
  {
    q: "can i coat my own wood sign or glass with a spray to sublimate on it",
    area: "paper",
    must: [
      ["polycrylic", "epoxy", "resin", "coating (spray|liquid|solution)", "poly(mer|ester)"],
      [
        "uneven",
        "not as durable",
        "less durable",
        "cure",
        "\\btest",
        "hit or miss",
        "vary",
        "streak",
        "yellow",
        "not (dishwasher|food)",
        "thin",
        "even(ly)?",
      ],
    ],
  },
  {
    q: "do i need silicone wraps to do mugs in an oven",
    area: "paper",
    must: [["shrink", "clamp", "\\byes\\b", "\\bneed (a |them|one)", "\\bmust\\b", "required"], PRESSURE],
  },
  {
    q: "is 120gsm sublimation paper better than 100gsm",
    area: "paper",
    must: [["heav", "thick", "more ink", "saturat", "absorb", "curl", "lighter", "thin", "dries", "cockl", "wrinkl"]],
  },
  {
    q: "can i print a bunch of transfers now and press them next month",
    area: "paper",
    lead: [YES.filter((a) => !a.startsWith("\\bcan\\b"))],
    must: [["seal", "\\bbag", "\\bdry\\b", "moist", "humid", "dark", "flat", "store", "light"]],
  },
  {
    q: "whats the difference between infusible ink sheets and doing real sublimation with a printer",
    area: "paper",
    must: [
      [
        "cut",
        "pre-?(made|printed|inked)",
        "already (printed|inked|has)",
        "no (need for a )?printer",
        "without a printer",
        "solid colou?rs?",
        "patterns?",
      ],
    ],
  },

  // ───────────────────────────── pressing ─────────────────────────────
  { q: "what temp and how long for a 100% polyester tshirt", area: "pressing", must: [TEMP, SECONDS] },
  {
    q: "how long do i leave an 11 oz mug in the mug press",
    area: "pressing",
    must: [MINUTES.concat(["\\b(1[2-9]\\d|2\\d\\d|3[0-6]\\d) ?(s|sec|secs|seconds)\\b"])],
  },
  {
    q: "how do you sublimate a tumbler in a convection oven",
    area: "pressing",
    must: [["shrink", "wrap", "tight", "pressure"], TEMP, MINUTES],
  },
  {
    q: "how much pressure do i use for shirts? light medium or heavy",
    area: "pressing",
    must: [
      [
        "medium(?:[- ](?:firm|heavy))? pressure",
        "moderate",
        "firm pressure",
        "(light|medium)[- ]to[- ](medium|firm|heavy)",
      ],
    ],
    not: [
      [
        "as much pressure as (you can|possible)",
        "crank it all the way",
        "heavy(iest)? (pressure )?is (best|needed|required)",
        "(use|need) heavy pressure",
        "heavy pressure (is|works) best",
      ],
    ],
  },
  {
    q: "i keep getting a square box line around my design on the shirt",
    area: "pressing",
    must: [["pressure", "pillow", "foam", "pad", "tear", "feather", "wash(es)? out", "steam", "moisture", "edge"]],
  },
  {
    q: "do i really have to pre press the shirt first",
    area: "pressing",
    must: [MOISTURE.concat(["wrinkl", "crease", "lint"])],
  },
  {
    q: "do you peel sublimation paper off hot or let it cool first",
    area: "pressing",
    must: [
      [
        "immediately",
        "right away",
        "quickly",
        "straight away",
        "as soon as",
        "while (it['’]?s )?(still )?hot",
        "\\bhot peel",
      ],
    ],
    not: [["wait (until|till) (it['’]?s )?(completely )?(cold|cool) (before|to) (peel|remov)"]],
  },
  {
    q: "how do i stop ghosting on my shirts",
    area: "pressing",
    must: [["tape", "tacky", "sticky", "spray adhesive", "secure", "pin"], MOVED.concat(["lift"])],
  },
  {
    q: "my tumbler design is faded at the very top and bottom",
    area: "pressing",
    must: [["tight", "snug", "contact", "pressure", "gap", "air", "loose", "taper", "wrap"]],
  },
  {
    q: "the seam on my tumbler doesnt line up theres a white gap",
    area: "pressing",
    must: [["bleed", "extend", "overlap", "template", "measure", "size", "width", "circumference", "bigger", "larger"]],
  },
  {
    q: "how do people sublimate hats without a hat press",
    area: "pressing",
    must: [
      ["curved", "mug press", "pillow", "heat press", "attachment", "platen", "easypress", "mini (press|iron)", "form"],
    ],
  },
  {
    q: "my foam trucker hat front got warped in the press, what temp should foam hats be",
    area: "pressing",
    must: [
      [
        "lower",
        "reduc",
        "less (heat|time)",
        "\\b3[2-7]\\d\\b",
        "\\b1[6-8]\\d ?(°|º|degrees?)? ?c\\b",
        "shorter",
        "light(er)? pressure",
      ],
    ],
  },
  { q: "how do you press a sublimation jigsaw puzzle", area: "pressing", must: [TEMP, TIME] },
  { q: "slates take forever? how long should a photo slate be in the press", area: "pressing", must: [MINUTES] },
  {
    q: "theres a clear plastic film on my aluminum photo panel, do i leave it on when i press",
    area: "pressing",
    lead: [NO],
    must: [["remov", "peel", "take (it )?off"]],
  },
  { q: "time and temp for aluminium photo panels?", area: "pressing", must: [TEMP, TIME] },
  {
    q: "my glass cutting board came out of the press really hot, can i cool it in water",
    area: "pressing",
    lead: [NO],
    must: [["slow", "gradual", "room temp", "crack", "shatter", "thermal shock", "on its own", "naturally", "air"]],
  },
  {
    q: "why do some people dunk mugs in cold water right after pressing",
    area: "pressing",
    must: [
      [
        "stop",
        "blur",
        "ghost",
        "migrat",
        "bleed",
        "sharp",
        "crisp",
        "keeps? (the )?(ink|dye) (from )?(moving|spreading)",
        "continu",
      ],
    ],
  },
  { q: "what temp do i use for round ceramic ornaments", area: "pressing", must: [TEMP] },
  {
    q: "can i just use my clothes iron instead of buying a heat press",
    area: "pressing",
    lead: [NO],
    must: [["even", "consistent", "temperature", "pressure", "hot enough", "steam holes", "uneven"]],
  },
  {
    q: "will a cricut easypress work for sublimation or do i need a real heat press",
    area: "pressing",
    lead: [YES],
    must: [["pressure", "even", "temperature", "\\b(38|39|40)\\d\\b", "hot enough", "small", "size", "flat"]],
  },
  { q: "time and temperature for sublimating a mouse pad", area: "pressing", must: [TEMP, TIME] },
  {
    q: "how do i press the back of a shirt without messing up the front i already did",
    area: "pressing",
    must: [["butcher", "paper", "cardboard", "between", "inside", "protect", "pillow", "cool", "board", "foam"]],
  },
  {
    q: "can i do my 20 oz tumbler in my 11oz mug press",
    area: "pressing",
    must: [["straight", "taper", "size", "fit", "skinny", "attachment", "tumbler press", "uneven", "diameter"]],
  },
  {
    q: "my design comes out crooked and wavy on tapered tumblers",
    area: "pressing",
    must: [["template", "warp", "arc", "curv", "shape", "taper(ed)? (template|design)", "straight (walled|sided)"]],
  },
  {
    q: "design is bigger than my 15x15 press, can i press it in two goes",
    area: "pressing",
    must: [
      [
        "section",
        "overlap",
        "multiple",
        "bigger press",
        "larger press",
        "mov",
        "line (it |them )?up",
        "careful",
        "second press",
        "seam",
        "halves",
        "parts",
      ],
    ],
  },
  {
    q: "do i need to put anything over my ceramic coaster when i press it",
    area: "pressing",
    must: [COVER_SHEET.concat(["protect"])],
  },

  // ───────────────────────────── colour ─────────────────────────────
  {
    q: "my print looks so dull and faded on the paper, is that normal?",
    area: "colour",
    lead: [YES.concat(["expected", "supposed to"])],
    must: [["press", "heat", "after", "vibrant", "brighten", "transfer", "come alive", "pop"]],
  },
  {
    q: "everything comes out way darker than it looks on my screen",
    area: "colour",
    must: [PROFILE.concat(["calibrat", "brightness", "monitor", "temp", "\\btime\\b", "heat", "backlit", "light"])],
  },
  {
    q: "black keeps coming out brown on my shirts",
    area: "colour",
    must: [PROFILE.concat(HEAT_SETTINGS, ["under", "ink"])],
  },
  { q: "skin tones in my photos look kind of green after pressing", area: "colour", must: [PROFILE] },
  {
    q: "my white polyester shirt turned yellow brown around where i pressed",
    area: "colour",
    must: [HOT_OR_LONG.concat(["scorch", "lower", "less", "butcher", "cover"])],
  },
  {
    q: "mug came out with a yellowish tint on the white part",
    area: "colour",
    must: [["overheat", "too (hot|long|high)", "coating", "lower", "less time", "quality", "shorter"]],
  },
  {
    q: "i get faded splotchy patches on my mugs",
    area: "colour",
    must: [PRESSURE.concat(["gap", "air", "moist", "coating", "uneven", "wrap"])],
  },
  {
    q: "the edges of my text look blurry and fuzzy",
    area: "colour",
    must: [
      [
        "mov",
        "shift",
        "ghost",
        "pressure",
        "too (long|hot)",
        "migrat",
        "cool",
        "bleed",
        "over",
        "saturat",
        "too much ink",
      ],
    ],
  },
  {
    q: "design looks washed out even though the shirt is 100% poly",
    area: "colour",
    must: [["temp", "\\btime\\b", "pressure", "paper", "side", "\\bink\\b", "profile", "moist", "thermometer", "heat"]],
  },
  {
    q: "should i turn on the saturation / vivid setting in the printer to make colors brighter",
    area: "colour",
    must: [
      ["profile", "\\btest", "over-?satur", "too much ink", "bleed", "muddy", "darker", "blur", "colou?r management"],
    ],
  },
  {
    q: "there's a faint colored haze all around my design on a white shirt",
    area: "colour",
    must: [
      [
        "ghost",
        "mov",
        "shift",
        "outgas",
        "butcher",
        "\\bink\\b",
        "blowout",
        "migrat",
        "too long",
        "platen",
        "teflon",
        "residue",
      ],
    ],
  },
  {
    q: "same design looks different on my tumbler than on my mug",
    area: "colour",
    must: [
      [
        "coating",
        "blank",
        "different (materials?|surfaces?|substrates?|settings|times?|temps?)",
        "\\btime\\b",
        "temp",
        "each (blank|substrate|item)",
        "manufacturer",
      ],
    ],
  },
  { q: "yellow is totally missing from my prints, everything looks blue and purple", area: "colour", must: [NOZZLE] },
  { q: "blues always come out purple no matter what", area: "colour", must: [PROFILE.concat(["\\brgb\\b", "cmyk"])] },
  {
    q: "can sublimation print white or metallic gold",
    area: "colour",
    lead: [NO],
    must: [NO_WHITE.concat(["(can['’]?t|cannot|no) metallic"])],
  },
  {
    q: "i pressed a photo on a slate and its all dark and muddy",
    area: "colour",
    must: [["bright", "lighten", "adjust", "contrast", "edit", "levels?", "exposure", "darker", "grey", "gray"]],
  },
  {
    q: "why do i get little white spots all over my mug",
    area: "colour",
    must: [MOISTURE.concat(["lint", "fib(er|re)", "dust", "debris", "speck", "hair", "fingerprint", "clean"])],
  },
  {
    q: "first mug came out perfect, every mug after that is lighter",
    area: "colour",
    must: [["recover", "temperature", "warm (back )?up", "wait", "element", "reheat", "time between", "heat", "drop"]],
  },
  {
    q: "one side of my shirt print is lighter than the other side",
    area: "colour",
    must: [["pressure", "cold spot", "uneven", "heat", "platen", "level", "thermometer", "temp"]],
  },
  {
    q: "do i need to calibrate my monitor for sublimation",
    area: "colour",
    must: [["test print", "proof", "brightness", "colorimeter", "colou?r chart", "sample", "profile", "\\bicc\\b"]],
  },
  {
    q: "i sublimated on a red polyester shirt and the shirt color went blotchy under the design",
    area: "colour",
    must: [
      ["dye", "migrat", "garment", "heat (can )?(change|affect|discolou?r)", "discolou?r", "scorch", "white", "light"],
    ],
  },
  {
    q: "my greys come out with a pink tint",
    area: "colour",
    must: [PROFILE.concat(NOZZLE, ["\\bink\\b", "magenta", "balance"])],
  },

  // ───────────────────────────── care and safety of finished items ─────────────────────────────
  {
    q: "how should i wash my sublimated shirts",
    area: "care",
    must: [COLD, ["inside[- ]out", "gentle", "mild", "bleach", "hang", "air dry", "low"]],
  },
  {
    q: "are sublimation mugs dishwasher safe",
    area: "care",
    must: [["hand[- ]?wash", "fade", "top rack", "coating", "manufacturer", "rated", "quality", "cycles", "long(er)?"]],
  },
  {
    q: "can you microwave a sublimated mug",
    area: "care",
    must: [
      [
        "mug itself",
        "material",
        "ceramic",
        "metal",
        "label",
        "manufacturer",
        "metallic",
        "stainless",
        "check",
        "microwave[- ]safe",
      ],
    ],
  },
  {
    q: "is it safe to drink out of a mug i sublimated",
    area: "care",
    must: [["food[- ]?(safe|contact|grade)", "\\bfda\\b", "inside", "\\blip", "rim", "outside", "coating"]],
  },
  { q: "are the fumes from sublimating toxic to breathe", area: "care", must: [VENT] },
  { q: "should i wear a mask when im pressing all day", area: "care", must: [VENT.concat(["respirator"])] },
  {
    q: "i have a pet bird, is it ok to run my heat press in the same room",
    area: "care",
    must: [
      ["ptfe", "teflon", "non-?stick", "fume"],
      ["separate", "another room", "away", "ventilat", "out of the room"],
    ],
  },
  { q: "can sublimated tumblers go in the dishwasher", area: "care", must: [HAND_WASH] },
  {
    q: "will a sublimated sign fade if i hang it outside on the porch",
    area: "care",
    must: [SUN.concat(["indoor", "laminat", "clear coat"])],
  },
  {
    q: "is sublimation ink bad for your skin? i got it all over my hands refilling",
    area: "care",
    must: [["wash", "soap", "glove", "irritat", "safety data", "\\bsds\\b", "msds"]],
  },
  {
    q: "how do i avoid burning myself on the heat press and hot mugs",
    area: "care",
    must: [["glove", "mitt", "handle", "heat[- ]resistant", "tongs", "careful", "away"]],
  },
  {
    q: "is it ok to leave the heat press on while i go run errands",
    area: "care",
    lead: [NO],
    must: [["fire", "burn", "hazard", "turn (it )?off", "unplug", "never", "unattended"]],
  },
  {
    q: "can i iron a sublimated shirt",
    area: "care",
    must: [
      [
        "low",
        "not directly",
        "inside[- ]out",
        "cloth",
        "cover",
        "avoid",
        "re-?sublimat",
        "blur",
        "transfer",
        "over the (design|print)",
      ],
    ],
  },
  {
    q: "do sublimated shirts crack and peel like vinyl ones do",
    area: "care",
    lead: [NO],
    must: [
      [
        "part of",
        "inside",
        "into",
        "fib(er|re)",
        "\\bdye",
        "no layer",
        "not a layer",
        "won['’]?t (crack|peel)",
        "doesn['’]?t (crack|peel)",
      ],
    ],
  },
  {
    q: "what should i put on a care card for the mugs i sell",
    area: "care",
    must: [["hand ?wash", "dishwasher", "microwave", "abrasive", "scrub", "soak", "bleach"]],
  },
  {
    q: "can i bleach a white sublimated poly shirt",
    area: "care",
    lead: [NO],
    must: [["fade", "strip", "damage", "oxygen", "mild", "colou?r", "yellow"]],
  },
  {
    q: "is it ok to do my tumblers in the same oven i cook dinner in",
    area: "care",
    must: [
      ["dedicated", "separate", "not (the one|your|the same)", "fumes", "ventilat", "food", "another oven", "just for"],
    ],
  },
  {
    q: "how do i wash a sublimated mouse pad",
    area: "care",
    must: [["hand[- ]?wash", "mild", "gentle", "cold", "air dry", "spot clean", "soap", "cool"]],
  },
  {
    q: "are sublimated baby bodysuits safe for babies skin",
    area: "care",
    must: [["wash", "polyester", "\\btest", "cpsia", "regulat", "label", "sensitive", "certif", "oeko", "irritat"]],
  },
  {
    q: "how long will a sublimated mug last before the picture starts fading",
    area: "care",
    must: [["years?", "hand[- ]?wash", "dishwasher", "care", "coating", "quality", "long time", "cycles"]],
  },
  {
    q: "is it ok to let my kids help me press shirts",
    area: "care",
    must: [["supervis", "burn", "\\bhot\\b", "adult", "careful", "glove", "away from"]],
  },
  {
    q: "my sublimated keychains get scratched up on my keys, can i prevent that",
    area: "care",
    must: [["coating", "surface", "hard(er)?[- ]?coat", "protect", "quality", "abrasi", "clear coat", "spray"]],
  },

  // ───────────────────────────── equipment upkeep ─────────────────────────────
  {
    q: "how do i get sublimation ink stains off my heat press top plate",
    area: "upkeep",
    must: [
      [
        "soft",
        "non-?abrasive",
        "cloth",
        "cleaner",
        "alcohol",
        "eraser",
        "damp",
        "no (metal|steel wool|scraper|knife)",
        "gentle",
        "warm",
      ],
    ],
  },
  {
    q: "my teflon sheet has a faint picture on it now, can i keep using it",
    area: "upkeep",
    must: [["ghost", "transfer", "re-?transfer", "stain", "next", "clean", ...REPLACE]],
  },
  {
    q: "my press says 400 but how do i know it's really 400",
    area: "upkeep",
    must: [THERMOMETER.concat(["calibrat"])],
  },
  {
    q: "how can i check my heat press for cold spots",
    area: "upkeep",
    must: [
      THERMOMETER.concat([
        "test (print|press|sheet)",
        "butcher",
        "multiple (spots|points|places)",
        "corners",
        "several (spots|points|places)",
      ]),
    ],
  },
  {
    q: "my infrared temp gun reads way lower than the press display",
    area: "upkeep",
    must: [["emissiv", "shiny", "reflect", "tape", "probe", "contact", "matte", "black", "metal surface"]],
  },
  {
    q: "the silicone pad on the bottom of my press has ink stains on it, does that matter",
    area: "upkeep",
    must: [
      ["ghost", "transfer", "cover", "protect", "butcher", "paper", "next (shirt|item|press|project)", ...REPLACE],
    ],
  },
  {
    q: "when should the bottom pad on a heat press be replaced",
    area: "upkeep",
    must: [["compress", "flat", "worn", "uneven", "crack", "dent", "harden", "pressure", "thin", "tear"]],
  },
  {
    q: "the heating pad in my mug press stopped getting hot",
    area: "upkeep",
    must: [
      [
        "replace",
        "replacement",
        "element",
        "supplier",
        "manufacturer",
        "warranty",
        "fuse",
        "wire",
        "connection",
        "thermocouple",
        "controller",
      ],
    ],
  },
  {
    q: "my mug press takes ages to get back up to temp between mugs",
    area: "upkeep",
    must: [
      [
        "recover",
        "reheat",
        "wait",
        "preheat",
        "thermometer",
        "element",
        "normal",
        "pause",
        "few minutes",
        "cool",
        "batch",
      ],
    ],
  },
  {
    q: "going on vacation for a month, what do i do with my sublimation printer",
    area: "upkeep",
    must: [
      [
        "print (a |something|weekly|regularly|once)",
        "nozzle",
        "clog",
        "\\bdry",
        "cover",
        "\\bcap",
        "cleaning",
        "storage",
        "flush",
        "someone",
      ],
    ],
  },
  {
    q: "should i clean the printhead by hand with cleaning fluid",
    area: "upkeep",
    must: [
      [
        "swab",
        "lint[- ]free",
        "last resort",
        "gentle",
        "careful",
        "flush",
        "manufacturer",
        "warrant",
        "only (if|when|after)",
        "nozzle check",
        "head clean",
        "cleaning cycle",
      ],
    ],
  },
  {
    q: "my ecotank says parts inside are at the end of their service life",
    area: "upkeep",
    must: [
      ["waste ink", "ink pad", "maintenance (box|tank)", "pads?"],
      ["replace", "reset", "repair", "maintenance box", "counter"],
    ],
  },
  {
    q: "the pressure knob on my clamshell press is really stiff and squeaky",
    area: "upkeep",
    must: [
      [
        "lubric",
        "\\boil\\b",
        "grease",
        "silicone spray",
        "manufacturer",
        "tighten",
        "bolt",
        "screw",
        "wd-?40",
        "thread",
      ],
    ],
  },
  {
    q: "my heat press pops open by itself halfway through",
    area: "upkeep",
    must: [["pressure", "spring", "adjust", "knob", "tension", "latch", "thick", "manufacturer"]],
  },
  {
    q: "how do i keep my sublimation printer clean and dust free",
    area: "upkeep",
    must: [["unplug", "\\boff\\b", "soft", "lint[- ]free", "dry cloth", "cover", "microfib", "brush"]],
  },
  {
    q: "brand new heat press smells like burning the first time i turned it on",
    area: "upkeep",
    must: [
      [
        "burn[- ]?off",
        "normal",
        "ventilat",
        "coating",
        "oil",
        "preheat",
        "residue",
        "goes away",
        "few (uses|times|hours|cycles)",
        "manufactur",
      ],
    ],
  },
  {
    q: "should i leave the heat press closed or open when its turned off",
    area: "upkeep",
    must: [
      [
        "(leave|keep|store) (it |the press |your press )?open",
        "open(ed)? position",
        "not (leave it |keep it )?closed",
        "never (leave it |store it )?closed",
      ],
    ],
    not: [["(leave|keep|store) it closed", "closed is (best|better|fine)"]],
  },
  {
    q: "the non stick coating on my platen is scratched, is that a problem",
    area: "upkeep",
    must: [["uneven", "cover", "protect", "sheet", "teflon", "ptfe", "replace", "\\bink", "residue", "snag", "glue"]],
  },
  {
    q: "i see air bubbles in the ink tubes of my converted printer",
    area: "upkeep",
    must: [
      ["prime", "ink charge", "head clean", "cleaning", "tilt", "upright", "fill", "level", "power clean", "normal"],
    ],
  },
  {
    q: "how do i move my ecotank to a new house without ink going everywhere",
    area: "upkeep",
    must: [
      [
        "transport(ation)? (lock|mode)",
        "\\block",
        "upright",
        "level",
        "\\btape",
        "sealed",
        "caps?",
        "\\bbag",
        "tip",
        "tilt",
        "tank (caps|closed)",
      ],
    ],
  },
  {
    q: "can i keep my sublimation printer in the garage in winter",
    area: "upkeep",
    must: [["temperature", "warm", "cold", "humid", "room temp", "indoor", "viscos", "thick", "freez", "condensation"]],
  },
  {
    q: "my sublimation oven's dial says 400 but my tumblers are always underdone",
    area: "upkeep",
    must: [THERMOMETER.concat(["verify", "preheat", "accura", "fluctuat", "calibrat"])],
  },
  {
    q: "do heat presses need any regular maintenance",
    area: "upkeep",
    must: [["clean", "wipe", "check", "inspect", "temperature", "thermometer", "pad", "cord", "hinge", "lubric"]],
  },
  {
    q: "how do i clean the heating pad of a mug press",
    area: "upkeep",
    must: [
      ["cool", "\\boff\\b", "unplug", "damp", "soft", "gentle", "wipe", "no (water|soak)", "don['’]?t soak", "cloth"],
    ],
  },

  // ───────────────────────────── business ─────────────────────────────
  { q: "how do i figure out what to charge for sublimated mugs", area: "business", must: [COST, LABOUR] },
  {
    q: "etsy takes so much in fees, how do i make sure im still making money",
    area: "business",
    must: [
      ["listing", "transaction", "processing", "offsite", "percent", "%"],
      ["price", "build", "include", "add", "factor", "account", "raise"],
    ],
  },
  { q: "can i sell disney character shirts if i drew the design myself", area: "business", lead: [NO], must: [RIGHTS] },
  {
    q: "everyone at my local market sells nfl team tumblers so thats allowed right?",
    area: "business",
    lead: [NO],
    must: [RIGHTS],
    not: [["(yes|so)[, ]+(it['’]?s|that['’]?s) (fine|ok|okay|allowed)"]],
  },
  {
    q: "i bought a png design on etsy, can i put it on shirts and sell them",
    area: "business",
    must: [["licen[cs]", "commercial", "terms", "permission", "personal use"]],
  },
  {
    q: "can i use free fonts from dafont on stuff i sell",
    area: "business",
    must: [["licen[cs]", "commercial", "personal use", "terms", "eula"]],
  },
  {
    q: "do i need a business license to sell my sublimation stuff from home",
    area: "business",
    must: [DEPENDS_ON_PLACE.concat(["depend", "check"])],
  },
  {
    q: "do i have to charge sales tax at a craft fair",
    area: "business",
    must: [DEPENDS_ON_PLACE.concat(["permit", "register", "nexus", "\\bvat\\b", "depend"])],
  },
  {
    q: "does etsy collect sales tax for me or do i have to",
    area: "business",
    must: [
      [
        "marketplace facilitator",
        "etsy (collects|remits|handles|calculates)",
        "collects? (and remits )?(it )?(for|on behalf)",
        "(many|most) (us )?states",
        "\\byes\\b",
      ],
    ],
  },
  {
    q: "its just a hobby, do i really have to report my etsy sales on my taxes",
    area: "business",
    must: [
      ["taxable", "1099", "\\birs\\b", "hmrc", "self[- ]employ", "hobby (income|vs|rules)", "income", ...PROFESSIONAL],
    ],
  },
  {
    q: "how do i ship mugs so they don't arrive broken",
    area: "business",
    must: [
      [
        "bubble",
        "foam",
        "styrofoam",
        "padding",
        "cushion",
        "box in (a )?box",
        "double[- ]box",
        "crinkle",
        "void fill",
        "wrap",
      ],
    ],
  },
  {
    q: "how do i work out shipping costs for tumblers",
    area: "business",
    must: [["weigh", "weight", "dimension", "size", "scale", "calculated shipping", "carrier", "zone"]],
  },
  {
    q: "what sublimation items sell best for someone just starting out",
    area: "business",
    must: [["mug", "tumbler", "shirt", "keychain", "coaster", "ornament", "mouse ?pad", "slate", "tote"]],
  },
  {
    q: "should i charge extra when a customer wants me to design something custom for them",
    area: "business",
    must: [["time", "hour", "design fee", "setup", "labou?r", "skill", "separate", "flat fee"]],
  },
  {
    q: "is it cheaper to buy blanks from a wholesale supplier than amazon",
    area: "business",
    must: [["bulk", "case", "quantity", "per[- ]unit", "quality", "consistent", "shipping", "minimum"]],
  },
  {
    q: "a customer wants a refund because her mug faded after she put it in the dishwasher every day",
    area: "business",
    must: [
      ["policy", "care (instructions|card)", "replace", "hand[- ]?wash", "goodwill", "discount", "explain", "partial"],
    ],
  },
  {
    q: "how do i take decent photos of my sublimated products for listings",
    area: "business",
    must: [["natural light", "light", "background", "angle", "mockup", "daylight", "window"]],
  },
  {
    q: "should i form an llc for my little tumbler business",
    area: "business",
    must: [["liabil", "protect", "separate", "depend", "sole (propriet|trader)", ...PROFESSIONAL]],
  },
  {
    q: "what kind of markup do most people use on sublimation products",
    area: "business",
    must: [["\\d+ ?%", "\\d+ ?percent", "\\b[2-5] ?(x|times)\\b", "double", "triple", "keystone"]],
  },
  {
    q: "customer sent me photos from her wedding photographer to put on a blanket, is that ok",
    area: "business",
    must: [["permission", "release", "copyright", "licen[cs]", "rights", "owns?"]],
  },
  {
    q: "customer says i spelled her kid's name wrong but that's how she typed it, how do i stop this happening",
    area: "business",
    must: [["proof", "mockup", "approv", "confirm", "sign[- ]off", "screenshot", "double[- ]check", "in writing"]],
  },
  {
    q: "should i just use a print on demand company instead of buying all the equipment",
    area: "business",
    must: [["inventory", "upfront", "control", "quality", "margin", "cost", "profit", "invest"]],
  },
  {
    q: "can i sell things made with images from cricut design space",
    area: "business",
    must: [["licen[cs]", "angel policy", "terms", "commercial", "limit", "permission", "personal use"]],
  },
  {
    q: "how do i find my first customers for my sublimation shop",
    area: "business",
    must: [
      [
        "friend",
        "family",
        "local",
        "social media",
        "facebook",
        "instagram",
        "tiktok",
        "market",
        "fair",
        "word of mouth",
      ],
    ],
  },
  {
    q: "what should my return policy be for personalized orders",
    area: "business",
    must: [["non-?returnable", "no returns", "final sale", "defect", "damage", "exception", "misprint", "error"]],
  },

  // ───────────────────────────── unanswerable / out of scope ─────────────────────────────
  { q: "is it going to rain in phoenix this weekend", area: "unanswerable", none: true },
  { q: "where is my order #48213, it was supposed to get here tuesday", area: "unanswerable", none: true },
  { q: "how much was a bottle of sublimation ink on amazon in march 2021", area: "unanswerable", none: true },
  { q: "how do i make a sourdough starter from scratch", area: "unanswerable", none: true },
  { q: "what temp do i bake chocolate chip cookies at", area: "unanswerable", none: true },
  { q: "how do i knit a scarf for a total beginner", area: "unanswerable", none: true },
  { q: "what stitch length should i use for quilting on my brother sewing machine", area: "unanswerable", none: true },
  { q: "what power and speed do i set my laser engraver to cut 3mm plywood", area: "unanswerable", none: true },
  {
    q: "my landlord says i cant run my craft business out of my apartment, can he evict me for it",
    area: "unanswerable",
    none: true,
  },
  {
    q: "i got a letter from a lawyer demanding $2500 over one of my etsy listings, should i pay it",
    area: "unanswerable",
    none: true,
  },
  {
    q: "what's the exact polymer formula sunnyside crafts uses on their mug coating",
    area: "unanswerable",
    none: true,
  },
  {
    q: "how many watts is the heating element in the pressmaster mini 9 my local shop sells",
    area: "unanswerable",
    none: true,
  },
  { q: "who won the super bowl in 2019", area: "unanswerable", none: true },
  { q: "what time does hobby lobby close today", area: "unanswerable", none: true },
  { q: "can u send me the tracking number for the ink i ordered", area: "unanswerable", none: true },
  { q: "whats the dollar to euro exchange rate right now", area: "unanswerable", none: true },
  { q: "my car's check engine light came on, what does it mean", area: "unanswerable", none: true },
  { q: "how many followers does the youtuber craftykatsubs have", area: "unanswerable", none: true },
  { q: "what was the price of the epson et-2800 on black friday 2022", area: "unanswerable", none: true },
  { q: "how do i get my cat to stop scratching the couch", area: "unanswerable", none: true },
  { q: "whats a good recipe for homemade play dough for my kids", area: "unanswerable", none: true },
  { q: "how do you do a resin river table pour", area: "unanswerable", none: true },
  { q: "how do i hydro dip a tumbler with spray paint", area: "unanswerable", none: true },
  { q: "what was my etsy shop's conversion rate last month", area: "unanswerable", none: true },
  {
    q: "exactly how much income tax will i owe on $3,400 of etsy sales in ohio this year",
    area: "unanswerable",
    none: true,
  },
  { q: "did my customer in texas leave me a review yet", area: "unanswerable", none: true },
  { q: "what's the phone number for the ups store on main street", area: "unanswerable", none: true },
  { q: "can you recommend a good divorce lawyer near me", area: "unanswerable", none: true },
  { q: "how do i change the oil in my lawn mower", area: "unanswerable", none: true },
  { q: "which permanent adhesive vinyl is easiest to weed for car window decals", area: "unanswerable", none: true },
  { q: "how long do i boil an egg for a runny yolk", area: "unanswerable", none: true },
  { q: "which pottery glaze is food safe at cone 6", area: "unanswerable", none: true },
  { q: "when is sawgrass releasing their next printer model", area: "unanswerable", none: true },
  { q: "how many mugs did i sell last december", area: "unanswerable", none: true },
  {
    q: "how do i screen print plastisol ink onto cotton shirts with a 4 color press",
    area: "unanswerable",
    none: true,
  },
  { q: "what's the best fertilizer for tomato plants", area: "unanswerable", none: true },
];
