// Tenth blind dev split (dev10): 196 beginner questions about sublimation printing
// (four that another split already asks word for word were taken out).
//
// Written blind: the author never opened content/, the other splits, the unit tests,
// the workers or any eval output. The questions paraphrase what hobbyists and
// small-shop owners ask in public (forum and Q&A threads, blank and paper suppliers'
// FAQ pages, printer makers' care pages, trade press such as A&E, Printwear and
// GRAPHICS PRO), rewritten in a beginner's own words: lowercase, shorthand, the odd
// typo, some long ones with context. They cover a first year evenly: blanks, printers,
// ink, paper and sheets, press figures, pressing, colour and files, care, safety,
// upkeep, troubleshooting, business, buying, methods and workflow, plus questions a
// sublimation learning site cannot answer (none(...)).
//
// Facts are kept to the one or two things that make an answer right, tolerant of
// wording, and true by the sourced reference facts or the trade and
// makers' pages read while writing. This is a calibration split: its misses are
// measured, never written into the content.
import { type EvalQuestion, none, q } from "./questions";
import {
  COATING,
  COST,
  HEAT_TAPE,
  HOT_OR_LONG,
  LABOUR,
  MAKER,
  MOISTURE,
  MOVED,
  NO,
  NOZZLE,
  POLY,
  PRESSURE,
  PROFILE,
  RIGHTS,
  SECONDS,
  TEMP,
  VENT,
  WHITE_OR_LIGHT,
  YES,
} from "./patterns";

/** A press temperature in the usual band, or the blank maker's instructions. */
const TEMP_OR_MAKER = [...TEMP, ...MAKER];

/** About 400 °F / 204 °C: the common benchmark. */
const FOUR_HUNDRED = ["\\b400\\b", "\\b38\\d\\b", "\\b39\\d\\b", "\\b20[0-5] ?(°|º|degrees?)? ?c\\b", ...MAKER];

/** Faded, pale or vintage: what a low-polyester blend gives. */
const FADED = [
  "fad",
  "vintage",
  "dull",
  "muted",
  "washed",
  "pale",
  "less (vibrant|vivid|bright)",
  "lighter",
  "distressed",
];

/** Sublimation has no white ink: white comes from the blank. */
const NO_WHITE = [
  "no white ink",
  "(isn't|is not|there's no|there is no) (a |any )?white",
  "white ink (doesn't|does not|isn't|is not)",
  "can'?t print white",
  "cannot print white",
  "(doesn't|does not|won't|will not) print white",
  "white (comes|is) from the",
  "white (areas|parts) (are|stay|show)",
  "transparent",
];

/** A coating or polyester, without the echo of "sublimation blank". */
const COATING_ONLY = [
  "coat(ed|ing|s)?\\b",
  "polymer",
  "polyester",
  "\\bpoly\\b",
  "special(ly)? (treated|made|prepared)",
];

/** A number of minutes ("4 min", "6-8 minutes", "five minutes"), or the maker's sheet. */
const NUM_MIN = [
  "\\d(\\.\\d+)? ?(min|minutes)\\b",
  "\\b(two|three|four|five|six|seven|eight|ten|twelve|fifteen) (and a half )?(min|minutes)\\b",
  "\\b(1[2-9]\\d|[2-9]\\d\\d) ?(s|secs?|seconds)\\b",
  ...MAKER,
];

const LINT = ["lint", "dust", "fib(re|er)s?", "debris", "particles?"];

const COOL = ["cool", "\\bfan\\b", "air"];

const HAND_OR_GENTLE = ["hand[- ]?wash", "gentle", "mild", "soft (cloth|sponge)", "non[- ]?abrasive"];

const DEPENDS = [
  "depend",
  "vary",
  "varies",
  "your (state|country|city|county|area|jurisdiction)",
  "accountant",
  "tax (office|authority|adviser|advisor|professional)",
  "check with",
];

export const DEV10_QUESTIONS: EvalQuestion[] = [
  // ── blanks ──
  q("blanks", "can i sublimate on a regular white mug from the dollar store or does it have to be a special one", [
    COATING,
  ]),
  q("blanks", "whats the lowest polyester % a shirt can be and still look decent? is 50/50 ok", [POLY, FADED]),
  q(
    "blanks",
    "my daughter wants a black polyester jersey done with a bright design, if i just use really bold colours will it show up",
    [
      [
        "dark (garment|fabric|shirt|background|colou?r)",
        "won'?t show",
        "not show",
        "invisible",
        "no white",
        ...WHITE_OR_LIGHT,
      ],
    ],
  ),
  q("blanks", "can i sublimate a starbucks tumbler i already own or do i need a sublimation tumbler", [COATING]),
  q("blanks", "glass cans with bamboo lids - do they need to be special sublimation ones or does any glass work", [
    COATING,
  ]),
  q("blanks", "can u sublimate on plain wood slices from the craft store", [COATING]),
  q("blanks", "is a canvas tote from hobby lobby ok for sublimation", [POLY]),
  q(
    "blanks",
    "bought shirts on amazon that say 'sublimation friendly' but they feel like cotton, how do i tell if theyre really polyester",
    [["label", "tag", "fabric content", "composition", "listing", "description", "\\d+ ?% ?poly", "seller", "test"]],
  ),
  q("blanks", "will a plain ceramic tile from home depot work or do sublimation tiles have something on them", [
    COATING,
  ]),
  q("blanks", "what actually is a 'sublimation blank', whats different about it from normal stuff", [COATING_ONLY]),
  q("blanks", "heather grey shirt and a light pink one, will the shirt colour mess up my design colours", [
    [
      "tint",
      "mix",
      "blend",
      "combin",
      "affect",
      "change",
      "shift",
      "show through",
      "no white",
      "duller",
      "darker",
      "muted",
    ],
  ]),
  q("blanks", "can you sublimate onto 100% cotton if its white", [POLY], { lead: [NO] }),

  // ── printers ──
  q("printers", "can i just put sublimation ink in my old hp deskjet", [["thermal", "\\bheat\\b", "piezo", "epson"]], {
    lead: [NO],
  }),
  q("printers", "which printers can you convert to sublimation? i keep seeing ecotanks", [["epson", "piezo"]]),
  q("printers", "sawgrass or a converted epson for a total beginner, what is the real difference apart from price", [
    ["warranty", "support", "profile", "driver", "software", "genuine", "plug"],
  ]),
  q("printers", "can i use my sublimation printer for normal school printing too", [
    [
      "dedicated",
      "separate",
      "(only|just) (for )?sublimation",
      "second printer",
      "another printer",
      "won'?t (look|print) (right|normal)",
      "regular ink",
    ],
  ]),
  q("printers", "should i leave my sawgrass on 24/7 or turn it off at night like my other printer", [
    [
      "leave (it )?(on|plugged)",
      "keep (it )?(on|plugged)",
      "stay(s)? on",
      "turned on",
      "automatic maintenance",
      "maintenance cycle",
    ],
  ]),
  q("printers", "whats the difference between the sg500 and the sg1000", [
    ["size", "11 ?x ?17", "larger", "bigger", "wider", "tabloid", "8\\.5", "a3"],
  ]),
  q("printers", "i have an epson that already had regular ink in it for a year, can i switch it to sublimation ink", [
    ["new", "unused", "never (been )?used", "contaminat", "mix", "flush", "residual", "left ?over"],
  ]),
  q(
    "printers",
    "do i need one printer for mugs and another one for shirts",
    [["same", "both", "any (sublimation )?blank", "single printer"]],
    { lead: [NO] },
  ),
  q(
    "printers",
    "my craft room is in the basement and its pretty humid down there. is that a bad place for the printer and paper",
    [
      [
        "dehumidif",
        "hygrometer",
        "\\d\\d ?%",
        "seal",
        "store",
        "range",
        "relative humidity",
        "bleed",
        "colou?r shift",
        "blotch",
      ],
    ],
  ),
  q("printers", "why do people say epson printers and not canon for sublimation", [["piezo", "thermal", "heat"]]),

  // ── ink ──
  q("ink", "does sublimation ink go bad? i have half bottles from last christmas", [
    ["shelf life", "expir", "\\byears?\\b", "months", "go(es)? off", "degrad"],
  ]),
  q("ink", "is it ok to mix two different brands of sublimation ink in the same tank", [
    [
      "not (recommended|mix|a good idea)",
      "don'?t mix",
      "avoid mix",
      "clog",
      "profile",
      "colou?r (shift|match|change)",
      "consisten",
      "chemistr",
    ],
  ]),
  q("ink", "my print looks super dull and faded on the paper before i press it, is my ink defective", [
    [
      "normal",
      "expected",
      "supposed to",
      "after (press|heat)",
      "brighten",
      "vibrant (after|once|when)",
      "heat (brings|activates|reveals)",
    ],
  ]),
  q("ink", "roughly how much ink does one full shirt front use", [
    ["\\bml\\b", "cent", "sq(uare)? ?(in|ft|inch|foot|feet)", "depend"],
  ]),
  q("ink", "can i refill my sawgrass cartridges with cheaper ink off amazon", [["warranty", "void", "genuine"]]),
  q(
    "ink",
    "do mugs need a different ink than shirts or is it all one ink",
    [["same", "both", "works (for|on)", "any (blank|substrate|item)"]],
    { lead: [[...NO, "same"]] },
  ),
  q("ink", "is there white sublimation ink i can buy", [NO_WHITE], { lead: [NO] }),
  q("ink", "what is sublimation ink actually, how is it different from regular inkjet ink", [
    ["dye", "disperse", "\\bgas\\b", "vapou?r", "heat"],
  ]),
  q(
    "ink",
    "can i use pigment ink for sublimation, someone said pigment is better quality",
    [
      [
        "sublimation (ink|dye)",
        "disperse",
        "won'?t (gas|sublimate|transfer)",
        "doesn'?t (gas|sublimate|transfer)",
        "not (gas|sublimate|transfer)",
      ],
    ],
    { lead: [NO] },
  ),
  q("ink", "ink on my fingers from filling the tank won't wash off, should i be worried", [
    ["glove", "soap", "scrub", "sds", "safety data", "fade", "wear(s)? off", "few days"],
  ]),
  q("ink", "how do i know the ink is low on a converted ecotank", [
    ["level", "line", "look", "visible", "window", "see", "marking", "check"],
  ]),

  // ── paper, tape and sheets ──
  q(
    "paper",
    "can i just use regular copy paper to sublimate to save money",
    [["sublimation paper", "coat", "release", "absorb", "soak", "hold"]],
    { lead: [NO] },
  ),
  q("paper", "what does tacky sublimation paper do, do i need it", [
    ["stick", "grip", "adhes", "hold", "ghost", ...MOVED],
  ]),
  q("paper", "does paper weight matter? 100gsm vs 120gsm", [
    [
      "ink (load|coverage|capacity)",
      "saturat",
      "heavy (ink|coverage)",
      "more ink",
      "cockl",
      "wrinkl",
      "curl",
      "hold more",
      "absorb",
    ],
  ]),
  q("paper", "left my pack of sublimation paper open in the garage and its kinda damp, can i still use it", [
    ["\\bdry", "warm", "hover", "above the (press|platen)", "near the (press|platen)"],
  ]),
  q("paper", "best way to store sublimation paper?", [["seal", "bag", "dry", "humid", "flat", "box", "cool", "moist"]]),
  q("paper", "does the butcher paper for sublimation have to be a certain kind", [
    ["uncoated", "no wax", "without wax", "not waxed", "wax", "coating", "plain"],
  ]),
  q("paper", "do i need to put something inside the shirt too, or just on top", [
    ["between", "bleed", "through", "back", "cardboard", "butcher", "paper"],
  ]),
  q(
    "paper",
    "why do i need heat tape, can i use masking tape or scotch tape",
    [["hold", "in place", "shift", "mov", "slid", "ghost", "melt", "residue", "burn", "scorch"]],
    { lead: [[...NO, "melt", "burn", "residue"]] },
  ),
  q("paper", "teflon sheet or butcher paper on top for sublimation, which one", [
    ["ink", "stain", "gas", "ghost", "absorb", "moist", "transfer (to|onto) the next", "fresh", "each press"],
  ]),
  q("paper", "can i reuse a sublimation print a second time after pressing one shirt", [
    [
      "fad",
      "light",
      "weaker",
      "paler",
      "less ink",
      "most of the ink",
      "ink (is|has) (gone|transferred|been used)",
      "once",
      "one[- ]time",
      "single[- ]use",
    ],
  ]),

  // ── press figures ──
  q("settings", "what temp and how long for a 100% polyester tshirt", [FOUR_HUNDRED, [...SECONDS, ...MAKER]]),
  q("settings", "how long do you press an 11oz mug in a mug press", [NUM_MIN]),
  q("settings", "doing mugs in a convection oven with silicone wraps, how long do they stay in", [NUM_MIN]),
  q("settings", "settings for an aluminium photo panel?", [TEMP_OR_MAKER]),
  q("settings", "how much pressure for shirts, my press just has a knob and no numbers", [
    ["medium", "moderate", "light", "firm", "even", "dollar bill", "paper test", ...MAKER],
  ]),
  q("settings", "how long for a 6x6 ceramic tile in a flat press", [NUM_MIN]),
  q("settings", "time and temp for a polyester mouse pad", [TEMP_OR_MAKER]),
  q("settings", "glass can in a mug press how many minutes", [NUM_MIN]),
  q("settings", "what settings for sublimating a slate photo", [FOUR_HUNDRED, NUM_MIN]),
  q("settings", "what temperature for skinny tumblers in a tumbler press", [TEMP_OR_MAKER]),
  q("settings", "my press is in celsius, what is 400f in c", [["\\b20[0-5]\\b"]]),
  q(
    "settings",
    "the shirt company says 400 for 60 seconds but a video i watched said 30-40 secs for performance shirts. who do i believe",
    [[...MAKER, "test", "start (with|at|shorter|lower)", "less"]],
  ),

  // ── pressing ──
  q("pressing", "do i have to pre-press the shirt first and why", [MOISTURE]),
  q("pressing", "how do i stop the paper sliding when i lift the press", [[...HEAT_TAPE, "tack", "spray", "adhesive"]]),
  q("pressing", "peel the paper hot or wait till it cools?", [
    [
      "immediately",
      "right away",
      "straight (away|off|up)",
      "quickly",
      "while (it'?s )?(still )?(hot|warm)",
      "as soon as",
      "peel (it )?hot",
    ],
  ]),
  q("pressing", "do you dunk the mug in cold water after or just let it sit", [COOL]),
  q("pressing", "what is a pressing pillow and when do i need one", [
    ["even", "pressure", "seam", "button", "zip", "collar", "uneven", "raise", "lift"],
  ]),
  q("pressing", "how do i do a front and back on a shirt without the first side ghosting onto the second", [
    ["butcher", "paper", "cardboard", "inside", "protect", "between", "cover"],
  ]),
  q("pressing", "how tight do i wrap shrink wrap on a tumbler", [
    ["snug", "contact", "gap", "air", "wrinkl", "firm", "evenly", "heat gun"],
  ]),
  q("pressing", "everyone says lint roll before pressing, does it really matter", [
    ["dust", "fib(re|er)s?", "debris", "particles?", "speck", "spots?", "blue"],
  ]),
  q("pressing", "for tiles does the paper go on top or the tile goes on top of the paper", [
    ["face[- ]?down", "paper (face )?up", "paper (on|at) the bottom", "under", "below", "beneath"],
  ]),
  q("pressing", "how do i get my design centred and straight on a shirt", [
    ["fold", "crease", "ruler", "guide", "measure", "t-?square", "\\bline", "mark"],
  ]),
  q("pressing", "mug press - do i wrap anything over the transfer paper before closing it", [
    ["butcher", "protect", "cover", "plain paper", "carameli", "yellow", "stain", "pad"],
  ]),
  q("pressing", "can i sublimate a shirt with my cricut easypress instead of a big heat press", [
    [...PRESSURE, "even", "temperature", "small", "hot spots?", "consisten"],
  ]),

  // ── colour and design files ──
  q("colour", "should my design be in rgb or cmyk", [["\\brgb\\b"]], { lead: [["\\brgb\\b"]] }),
  q("colour", "whats an icc profile and do i actually need one", [
    ["translat", "match", "accura", "tells the printer", "how much ink", "specific (ink|paper|printer)", "combination"],
  ]),
  q("colour", "my reds keep coming out orange-ish", [[...PROFILE, "magenta", ...NOZZLE, "time", "temp"]]),
  q("colour", "how do i get what i see on my screen to match the finished shirt", [
    [...PROFILE, "test", "palette", "chart", "calibrat", "swatch"],
  ]),
  q("colour", "where do i turn on mirror image, in canva or in the printer settings", [
    [
      "either",
      "one or the other",
      "not both",
      "twice",
      "double",
      "only once",
      "print dialog",
      "advanced",
      "properties",
    ],
  ]),
  q(
    "colour",
    "do i need to mirror the design for mugs too or only shirts",
    [["text", "letter", "word", "backwards", "revers", "read"]],
    { lead: [[...YES, "mirror"]] },
  ),
  q("colour", "black comes out kind of brown/greenish on my shirts", [
    [...PROFILE, "time", "temp", "heat", "pressure", "ink", "rich black"],
  ]),
  q("colour", "what resolution / dpi should my sublimation files be", [["\\b(150|200|240|300|360)\\b"]]),
  q("colour", "if my png has a transparent background what happens to the clear parts", [
    [
      "no ink",
      "nothing (prints|is printed|transfers)",
      "blank",
      "substrate",
      "(shirt|mug|item)('s)? (own )?colou?r",
      "show through",
      "stays? (white|clear)",
      "unprinted",
    ],
  ]),
  q("colour", "how do i get white text on a blue shirt", [NO_WHITE], { lead: [[...NO, "white"]] }),
  q("colour", "using an icc profile, do i turn off the printer's own colour correction", [
    [
      "disable",
      "no colou?r (adjust|management|correction)",
      "let the (app|software|program|application)",
      "double",
      "twice",
      "one place",
      "application manage",
    ],
  ]),
  q("colour", "images look pixelated on my mugs, why", [
    ["resolution", "dpi", "ppi", "low[- ]res", "small", "size", "enlarg", "upscal", "stretch"],
  ]),

  // ── care of finished items ──
  q("care", "how should my customers wash a sublimated polyester shirt", [
    ["inside[- ]out", "cold", "cool", "gentle", "low"],
  ]),
  q("care", "can i iron over a sublimated design", [
    ["inside[- ]out", "low", "cool", "not (directly )?on the (print|design|image)", "press cloth", "reverse", "avoid"],
  ]),
  q("care", "is it ok to tumble dry sublimated shirts", [["low", "line", "air", "hang", "gentle", "cool"]]),
  q("care", "what should i put on the care card for tumblers i sell", [
    ["hand[- ]?wash", "no dishwasher", "not dishwasher", "avoid (the )?dishwasher", "soak", "microwave"],
  ]),
  q("care", "will bleach ruin a sublimated shirt", [["avoid", "don'?t", "not", "\\bno\\b", "fade", "damage"]]),
  q("care", "how long does sublimation last on polyester, does it crack like vinyl", [
    [
      "permanent",
      "life of the (garment|shirt|fabric)",
      "years",
      "won'?t (crack|peel)",
      "doesn'?t (crack|peel)",
      "not (crack|peel)",
      "into the (fabric|fibre|fiber)",
    ],
  ]),
  q("care", "sublimated car coasters and signs, will they fade in the sun", [
    ["uv", "ultraviolet", "indoor", "gradual", "over time", "direct sunlight", "outdoor"],
  ]),
  q("care", "how do you clean a sublimated mousepad", [HAND_OR_GENTLE]),
  q("care", "best way to clean a sublimated aluminium sign without scratching it", [HAND_OR_GENTLE]),
  q("care", "a customer asked if the print will wash out of her sublimated baby bib", [
    [
      "permanent",
      "dye",
      "into the (fabric|fibre|fiber|polyester)",
      "won'?t wash out",
      "doesn'?t wash out",
      "not wash out",
      "polyester",
    ],
  ]),

  // ── safety ──
  q("safety", "is it safe to sublimate in my kitchen? the smell when pressing worries me a bit", [VENT]),
  q(
    "safety",
    "can i do mugs in my kitchen oven and keep using it for dinner",
    [["dedicated", "separate", "not (for|with) food", "don'?t cook", "food", "another oven"]],
    { lead: [[...NO, "dedicated", "separate"]] },
  ),
  q("safety", "how hot does the outside of a heat press get, i have toddlers running around", [
    ["burn", "out of reach", "away from", "supervis", "unplug", "\\d{3}", "lock"],
  ]),
  q("safety", "do i need gloves taking mugs out of the press", [
    ["heat[- ]resistant", "silicone", "oven mitt", "burn", "\\d{3}", "very hot", "stays? hot"],
  ]),
  q("safety", "do i need a mask or respirator for sublimation at home", [VENT]),
  q(
    "safety",
    "is it ok to leave the heat press heating up while i go out for an hour",
    [["never", "turn (it )?off", "unplug", "fire", "unattended", "attend"]],
    { lead: [[...NO, "never"]] },
  ),
  q("safety", "neoprene mousepads stink when i press them, is that dangerous to breathe", [VENT]),
  q("safety", "can the heat press go on a cheap plastic folding table", [
    ["heat[- ]resistant", "sturdy", "stable", "weight", "protect", "solid", "level", "melt", "pressure"],
  ]),
  q("safety", "my glass can cracked right after i took it out, how do i stop that, scared it'll explode", [
    ["thermal shock", "cold water", "sudden", "gradual", "slow", "fan", "glove", "temperature change"],
  ]),
  q("safety", "my press trips the breaker when my printer is on the same outlet, is an extension lead ok", [
    ["circuit", "\\bamps?\\b", "amperage", "dedicated", "electrician", "watt", "draw", "load", "heavy[- ]duty"],
  ]),
  q("safety", "using shrink wrap in a toaster oven for tumblers, any fume or food worries", [
    [...VENT, "dedicated", "separate", "not (for|with) (food|cooking)", "never (cook|use it for food)"],
  ]),
  q("safety", "is sublimation ink toxic if my kid touches a fresh printed sheet", [
    ["sds", "safety data", "wash", "hands", "glove", "low", "not (highly|very)", "irritat"],
  ]),

  // ── equipment upkeep ──
  q("upkeep", "how often do i need to print so my converted epson doesnt clog", [
    ["week", "every (few|couple|2|3|day|other)", "daily", "regular", "few days"],
  ]),
  q("upkeep", "how do i get sublimation ink stains off the top platen", [
    ["cool", "warm", "soft", "cloth", "alcohol", "non[- ]abrasive", "cleaner", "wipe"],
  ]),
  q("upkeep", "how do i check my heat press is actually hitting the temp it says", [
    ["pyrometer", "thermometer", "temperature strips?", "infrared", "probe", "thermocouple", "laser", "heat gun"],
  ]),
  q("upkeep", "my ecotank says ink pad needs service, what does that mean", [
    ["waste ink", "absorb", "maintenance (box|tank)", "replace", "reset", "full", "repair", "authori[sz]ed"],
  ]),
  q(
    "upkeep",
    "should i run a head cleaning every day just in case",
    [
      [
        "only (when|if)",
        "nozzle check",
        "when (you see|there are|it shows)",
        "not (too )?often",
        "wast(e|es|ing) ink",
        "sparingly",
        "uses? (a lot of )?ink",
      ],
    ],
    { lead: [[...NO, "only", "nozzle check"]] },
  ),
  q("upkeep", "my teflon sheet has ghost images on it, keep using it?", [
    ["replace", "wipe", "clean", "stain", "transfer", "next", "new"],
  ]),
  q("upkeep", "what is the encoder strip people keep talking about on sawgrass forums", [
    ["banding", "lines", "position", "alignment", "dirty", "clean", "carriage"],
  ]),
  q("upkeep", "the silicone pad on my lower platen has a dent in it, do i need a new one", [
    ["worn", "compress", "uneven", "pressure", "flat", "replace"],
  ]),
  q(
    "upkeep",
    "going away for 3 weeks, what should i do with my sublimation printer so it still works when i get back",
    [
      [
        "leave (it )?(on|plugged)",
        "keep (it )?(on|plugged)",
        "nozzle check",
        "print (a|some)",
        "purge",
        "clean",
        "cap",
        "maintenance",
      ],
    ],
  ),
  q("upkeep", "ink blew out onto my mug press heating pad, how do i clean it", [
    ["cool", "soft", "cloth", "wipe", "alcohol", "gentle", "paper", "cover", "replace"],
  ]),
  q("upkeep", "whats a purge sheet and why would i print one", [
    [
      "all (the |four )?colou?rs",
      "each colou?r",
      "cmyk",
      "ink flow",
      "moving",
      "clog",
      "every (colou?r|channel)",
      "channel",
    ],
  ]),
  q("upkeep", "should i keep a cover over the printer", [["dust", "debris", "lint"]]),

  // ── troubleshooting ──
  q("troubleshooting", "getting a faint second image (ghosting) on my shirts, what am i doing wrong", [MOVED]),
  q("troubleshooting", "little blue specks all over my white shirt after pressing and they dont wash out", [LINT]),
  q("troubleshooting", "brown yellowish marks on my mug where the paper didnt cover", [
    ["wrap", "overheat", "too (hot|long)", "carameli[sz]", "scorch", "butcher", "whole mug", "entire mug", "protect"],
  ]),
  q("troubleshooting", "theres a square box outline around the design on my shirt", [
    ["pillow", "pad", "foam", "edge", "pre[- ]?press", "platen", "pressure"],
  ]),
  q("troubleshooting", "thin horizontal lines across my prints", [NOZZLE]),
  q("troubleshooting", "design on my mug came out blurry and kinda smeared upward", [
    [...COOL, "out[- ]?gas", "moist", "damp", "humid", "\\bgas\\b"],
  ]),
  q("troubleshooting", "my shirt design came out really faded", [
    ["polyester", "\\bpoly\\b", "time", "temp", "pressure", "profile", "blend", "cotton"],
  ]),
  q("troubleshooting", "scorch marks around the design on my shirt", [
    [...HOT_OR_LONG, "pyrometer", "temperature", "dirty", "clean"],
  ]),
  q("troubleshooting", "tumbler has a gap line where the ends of the paper meet", [
    ["overlap", "wide", "wider", "bleed", "extend", "size", "circumference", "measure", "longer"],
  ]),
  q("troubleshooting", "random ink blotches and splotches on my panels", [
    [...MOISTURE, "too much ink", "saturat", "pressure"],
  ]),
  q("troubleshooting", "the sublimation paper got stuck to my shirt and wont peel", [
    ["tack", "hot", "immediately", "quickly", "overheat", "too (hot|long)", "temperature", "poly"],
  ]),
  q("troubleshooting", "colours look great on the paper but the mug came out pale", [
    ["time", "temp", "pressure", "tight", "contact", "longer", "coating"],
  ]),

  // ── business ──
  q("business", "how do i figure out what to charge for sublimated mugs", [COST, LABOUR]),
  q("business", "can i sell shirts with disney characters if i draw them myself", [RIGHTS], { lead: [NO] }),
  q(
    "business",
    "bought a 'commercial use' png bundle on etsy, does that mean i can sell unlimited mugs with it",
    [
      [
        "terms",
        "read",
        "check",
        "cap",
        "\\b(100|200|250|500)\\b",
        "depend",
        "licen[cs]e (terms|says|allows)",
        "each (seller|designer|shop)",
      ],
    ],
    { lead: [[...NO, "depend", "terms", "check", "read"]] },
  ),
  q("business", "do i have to charge sales tax on stuff i sell online", [DEPENDS]),
  q("business", "etsy or my own website to sell sublimation stuff", [
    ["fee", "traffic", "audience", "customers", "marketing", "both", "visib", "control"],
  ]),
  q("business", "do i need some kind of license to sell at a local craft fair", [
    [...DEPENDS, "seller'?s permit", "business licen[cs]e", "organi[sz]er"],
  ]),
  q("business", "a customer sent me a pro wedding photo to put on a blanket, do i need the photographer's ok", [
    [...RIGHTS, "release"],
  ]),
  q("business", "customer says her shirt faded after one wash, how do i handle it", [
    ["care", "instruct", "polyester", "replace", "refund", "remake", "ask", "blend", "cotton"],
  ]),
  q("business", "should i take deposits on custom orders", [
    ["upfront", "up front", "non[- ]?refundable", "proof", "approv", "\\d+ ?%", "half", "yes"],
  ]),
  q("business", "can i use the fonts on my laptop on products i sell", [["licen[cs]", "commercial", "eula", "terms"]]),
  q("business", "how do i price a bulk order of 40 team shirts vs one-offs", [
    ["quantity", "volume", "tier", "discount", "setup", "per (shirt|piece|item|unit)", "price break", ...COST],
  ]),
  q("business", "someone told me to add my electric bill and the printer into my prices, is that right", [
    ["overhead", "equipment", "depreciat", "utilit", ...LABOUR],
  ]),

  // ── buying ──
  q("buying", "what do i actually need to buy to start sublimation", [["printer"], ["press"]]),
  q("buying", "clamshell or swing away press for a first press", [
    ["space", "even", "pressure", "thick", "burn", "room", "access", "heat (away|off)", "footprint"],
  ]),
  q("buying", "what size heat press should i get first", [
    ["15 ?x ?15", "16 ?x ?20", "\\b\\d{2} ?(x|by) ?\\d{2}", "items", "depend", "largest", "biggest"],
  ]),
  q("buying", "cheap heat press off amazon vs a brand name one, does it matter", [
    ["temperature", "even", "accura", "pressure", "cold spot", "warranty", "consisten"],
  ]),
  q("buying", "mug press or convection oven for mugs, which should i get", [
    ["wrap", "batch", "several", "multiple", "one at a time", "volume", "space", "cheaper", "shape"],
  ]),
  q("buying", "where do small shops buy sublimation blanks in bulk", [
    ["supplier", "wholesale", "distributor", "johnson", "coastal", "cond[eé]", "case", "manufacturer"],
  ]),
  q("buying", "are the 5 in 1 combo presses any good", [
    ["attachment", "versatil", "quality", "even", "pressure", "dedicated", "swap", "jack of all"],
  ]),
  q("buying", "what software do people design sublimation stuff in", [
    [
      "canva",
      "photoshop",
      "illustrator",
      "gimp",
      "affinity",
      "inkscape",
      "design space",
      "corel",
      "silhouette",
      "procreate",
    ],
  ]),
  q("buying", "besides printer and press what little supplies do i need", [
    HEAT_TAPE,
    ["butcher", "parchment", "teflon", "lint", "glove"],
  ]),
  q("buying", "is a sawgrass really worth the extra money for a small business", [
    ["warranty", "support", "profile", "reliab", "cost", "price", "consisten"],
  ]),
  q("buying", "can my mug press do skinny tumblers or do i need a tumbler press", [
    ["straight", "size", "diameter", "fit", "taper", "oven", "attachment", "element"],
  ]),
  q("buying", "someone on marketplace is selling a used heat press for cheap, what should i check", [
    ["temperature", "accura", "test", "even", "pressure", "element", "pyrometer", "cold spot", "heat up"],
  ]),

  // ── methods ──
  q("methods", "whats the difference between sublimation and htv", [
    [
      "(in|into) the (fabric|fibre|fiber|polyester|coating|material)",
      "\\bdye",
      "\\bgas\\b",
      "on top",
      "layer",
      "surface",
    ],
  ]),
  q("methods", "for black cotton hoodies should i use sublimation or dtf", [["dtf"]], { lead: [["dtf"]] }),
  q(
    "methods",
    "can i do sublimation on a dark shirt using white glitter htv as a base",
    [
      [
        "first",
        "then",
        "on ?top",
        "over (it|the (htv|vinyl))",
        "polyester",
        "\\bpoly\\b",
        "sublimation[- ](compatible|friendly|ready)",
      ],
    ],
    { lead: [[...YES, "white"]] },
  ),
  q("methods", "does sublimation spray on cotton shirts actually work", [
    [
      "wash",
      "fad",
      "not (as )?(vibrant|durable|permanent|bright)",
      "less",
      "limited",
      "\\bpoly\\b",
      "polyester",
      "stiff",
    ],
  ]),
  q("methods", "whats the difference between cricut infusible ink and sublimation", [
    [
      "sheets?",
      "same (basic )?(process|principle|idea|chemistry)",
      "pre[- ]?printed",
      "transfer",
      "printer",
      "similar",
    ],
  ]),
  q("methods", "how does sublimation actually work, like whats the science", [
    ["\\bgas\\b", "vapou?r", "solid"],
    COATING,
  ]),
  q(
    "methods",
    "i have an order for 200 cotton shirts, 1 colour logo. sublimation or screen printing?",
    [
      [
        "polyester",
        "\\bpoly\\b",
        "won'?t (work|take|bond)",
        "can'?t sublimate",
        "doesn'?t (work|bond|take)",
        "not (work|bond|take)",
      ],
    ],
    { lead: [["screen", "dtf"]] },
  ),
  q("methods", "how does clear htv on cotton let you sublimate", [["\\bpoly", "layer", "vinyl", "coat", "surface"]]),
  q("methods", "can i do those all over print shirts with sublimation at home", [
    ["cut[- ]and[- ]sew", "crease", "fold", "seam", "white (lines|marks|spots|streaks)", "large", "wide", "armpit"],
  ]),
  q(
    "methods",
    "is a canon selphy 'dye sub' printer the same thing as sublimation printing",
    [["ribbon", "different", "photo"]],
    { lead: [[...NO, "different"]] },
  ),
  q("methods", "sublimation or waterslide decals for tumblers, which lasts longer", [
    ["durab", "permanent", "dishwasher", "seal", "epoxy", "coat", "into", "fade", "peel", "scratch"],
  ]),
  q(
    "methods",
    "can i press sublimation transfers i buy ready made from a shop",
    [["same", "settings", "polyester", "coat", "instruction", ...MAKER]],
    { lead: [YES] },
  ),

  // ── workflow ──
  q("workflow", "step by step for my very first mug please", [["mirror", "flip", "revers"], HEAT_TAPE]),
  q("workflow", "what paper type should i pick in the epson print settings for sublimation paper", [
    ["media", "premium", "glossy", "matte", "plain", "presentation", "photo"],
  ]),
  q("workflow", "i have an order for 50 mugs, how do i do that without it taking all week", [
    ["oven", "batch", "multiple", "several", "gang", "two[- ]up", "at once", "same time"],
  ]),
  q("workflow", "what size do i make the design for an 11oz mug", [
    ["\\b(8|8\\.5|9|9\\.5|3\\.5|3\\.75|4)\\b", "inch", "\\bin\\b", "\\bmm\\b", "\\bcm\\b", "template", "circumference"],
  ]),
  q("workflow", "how do i test my settings without wasting expensive blanks", [
    [
      "scrap",
      "sample",
      "cheap",
      "offcut",
      "small",
      "practice",
      "spare",
      "copy paper",
      "printer paper",
      "test (print|press|strip|piece)",
    ],
  ]),
  q("workflow", "how do i make a full wrap design for a 20oz skinny tumbler", [
    ["circumference", "measure", "template", "size", "overlap", "bleed"],
  ]),
  q("workflow", "should i print the design the exact size of the coaster or bigger", [
    ["bleed", "slightly (larger|bigger)", "oversi[sz]e", "extend", "edge", "larger", "past the"],
  ]),
  q("workflow", "how do people keep track of which settings worked for which blank", [
    ["log", "record", "note", "spreadsheet", "chart", "write", "notebook"],
  ]),
  q("workflow", "what order do i stack everything on the press for a shirt", [
    ["butcher", "parchment", "teflon", "cover", "protect"],
    ["face[- ]?down", "ink(ed)? side (down|facing)", "design side (down|facing)", "printed side (down|facing)"],
  ]),
  q("workflow", "do i let the print dry before pressing or press straight away", [
    ["moist", "wet", "minutes", "smudge", "\\bset\\b", "touch", "instant", "quick"],
  ]),
  q("workflow", "can i press a few coasters at the same time in my flat press", [
    ["same (thickness|height)", "thickness", "even", "pressure", "height"],
  ]),
  q("workflow", "how do i put a picture on both sides of a mug", [
    ["each side", "180", "opposite", "position", "cent(er|re)", "handle", "two (designs|images)", "space", "gap"],
  ]),

  // ── unanswerable here ──
  none("which embroidery machine should i get for monogramming towels, budget around 700"),
  none("how do i wind the bobbin on a brother cs6000i"),
  none("cricut maker settings for cutting 2mm leather earrings"),
  none("where is my order from last tuesday, it still says label created"),
  none("my etsy shop got a trademark takedown for the word 'mama', will i win the appeal"),
  none("how much is a sawgrass sg1000 at walmart right now"),
  none("what does a case of 36 11oz mugs cost this week on amazon"),
  none("burned my palm on the platen and it blistered, should i pop it or go to urgent care"),
  none("ive had headaches for a week, is it my blood pressure meds or the ink"),
  none("im 6 months pregnant, how many hours a day is it safe for me to be around sublimation"),
  none("step by step for curing plastisol screen prints with a flash dryer"),
  none("how do i use the pen tool in photoshop to make a path"),
  none("how to set up quickbooks for a home craft business"),
  none("best glue for making rhinestone templates"),
  none("epoxy tumbler recipe, how many ounces of resin for a 20oz"),
  none("what will my electric bill be this month if i run the press 4 hours a day"),
  none("a customer in ohio is suing me over a cracked mug, what will the judge decide"),
  none("glowforge settings for engraving slate coasters"),
  none("whats the dollar to pound exchange rate today, im buying ink from the uk"),
  none("which dtf printer should i buy, prestige r2 or a converted l1800"),
  none("my husband's car ac blows warm air, any ideas"),
  none("what allergy tablets should i take for the itchy rash i get from polyester"),
  none("can you tell me if my llc filing in texas went through"),
];
