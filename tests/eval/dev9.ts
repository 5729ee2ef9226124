// The dev9 split: about 210 beginner questions for the site's expert, written
// blind (without reading the site's content, the engine or any other question
// file) from the shapes of questions hobbyists and small shops ask in public:
// craft blogs, trade magazines, supplier help pages, Q&A threads. Paraphrased,
// never copied. Focus: problems and their causes, care and safety of finished
// items, equipment upkeep, buying equipment and running a small shop, with a
// spread over blanks, printers, paper, pressing, colour and design. Facts are
// checked against /work/shared/reference/ and trade knowledge; the `none`
// questions are outside what a sublimation learning site can know (other
// crafts in depth, unrelated software, someone's order, one country's tax or
// law, medical advice).

import { type EvalQuestion, none, q } from "./questions";
import {
  COATING,
  COST,
  HAND_WASH,
  HEAT_TAPE,
  HOT_OR_LONG,
  LABOUR,
  MAKER,
  MINUTES,
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

const GHOST = [...MOVED, "ghost"];
const TAPE_OR_TACK = [...HEAT_TAPE, "tack(y|ified)?", "spray adhesive", "\\btape\\b"];
const LINT = ["lint", "dust", "fib(er|re)s?", "debris", "fluff"];
const PYRO = [
  "pyrometer",
  "thermometer",
  "temperature (strips?|gun|probe|test)",
  "heat (strips?|gun)",
  "infrared",
  "\\bir\\b",
  "calibrat",
  "thermal (strips?|labels?)",
];
const PAD = ["press(ing)? (pillow|pad)", "\\bpillow", "foam", "\\bpad\\b", "towel"];
const THERMOS = ["thermal shock", "temperature (change|difference|swing)", "sudden", "too (fast|quickly)", "rapid"];
const PIEZO = ["thermal", "piezo", "epson", "sawgrass"];
const WARRANTY = ["warrant"];
const MIRROR = ["mirror", "flip", "revers"];
const CLEAN_PRINT = [
  "leave (it |the printer )?(on|plugged)",
  "keep (it |the printer )?on",
  "nozzle check",
  "head clean",
  "maintenance",
  "print (something|a page|regularly|often)",
];
const SUPPLIERS = [
  "johnson plastics",
  "coastal business",
  "conde",
  "unisub",
  "chromaluxe",
  "vapor",
  "supplier",
  "wholesale",
  "distributor",
];

export const DEV9_QUESTIONS: EvalQuestion[] = [
  // --- problems and their causes ---------------------------------------------------
  q(
    "problems",
    "my sub shirts keep coming out with a faint second copy of the design right next to it like a shadow. what am i doing wrong",
    [GHOST, TAPE_OR_TACK],
  ),
  q(
    "problems",
    "took my tumbler out of the convection oven and all the edges of the design are fuzzy/blurry. is it from leaving the wrap on too long??",
    [["cool", "still hot", "out-?gas", "gass", ...MOISTURE, ...MOVED, "loose", "tight", "gap", ...HOT_OR_LONG]],
  ),
  q("problems", "tiny blue dots all over my white poly tee after pressing, they werent in the design", [
    LINT,
    ["lint[- ]roll", "roller", "tape", "clean", "pre-?press", "brush"],
  ]),
  q("problems", "why do my colors look so washed out on a 50/50 shirt? same design is bright on a 100% poly one", [
    [
      "cotton",
      "blend",
      "less polyester",
      "lower polyester",
      "only (bonds|works) (with|on) (the )?poly",
      "polyester (content|percentage)",
      "half",
    ],
  ]),
  q("problems", "brown scorch marks on a white polyester shirt, i pressed at 400 for 60 sec. help", [
    [...HOT_OR_LONG, "lower", "drop", "cover sheet", "teflon", "butcher paper", "parchment", "protect"],
  ]),
  q("problems", "the white parts of my 11oz mug turned kinda yellow after the mug press. why does that happen", [
    [...HOT_OR_LONG, "over-?press", "overheat", "excess(ive)? (heat|time)", "scorch", "caramel", "coating"],
  ]),
  q("problems", "sawgrass sg500 is printing thin white lines across everything all of a sudden", [
    [...NOZZLE, "nozzle check", "encoder", "alignment"],
  ]),
  q("problems", "converted ecotank et2800 sat for a month and now theres streaks and missing lines in the print", [
    NOZZLE,
  ]),
  q("problems", "how do i get rid of the square outline the heat press leaves around my design on shirts", [
    [...PAD, "pre-?press", "edge"],
  ]),
  q("problems", "left half of my shirt design is noticeably lighter than the right. same print. what causes that", [
    ["uneven", "pressure", "cold spot", "hot spot", "heat distribution", "platen", "level"],
  ]),
  q("problems", "mug keeps coming out with a faded white patch right by the handle", [
    [...PRESSURE, "wrap", "gap", "air pocket"],
  ]),
  q("problems", "design looks fuzzy and bleeds out on polyester right out of the press, not even washed yet", [
    [...HOT_OR_LONG, ...MOISTURE, "pressure", ...MOVED],
  ]),
  q("problems", "my reds come out orange and my blues look purple compared to my screen. using a converted epson", [
    PROFILE,
  ]),
  q("problems", "printed my first sheet and the colours look dull and muddy on the paper, did i mess up?", [
    [
      "normal",
      "dull",
      "expected",
      "after (the )?(pressing|press|heat)",
      "brighten",
      "vibrant",
      "once (it'?s )?pressed",
      "until",
    ],
  ]),
  q("problems", "black keeps coming out brownish or greenish on my sub shirts", [
    [...PROFILE, "time", "temp", "settings", "pressure"],
  ]),
  q("problems", "slate came out patchy, some spots just didnt take the ink", [
    [...PRESSURE, "uneven", "flat", "surface"],
  ]),
  q("problems", "theres a light line across my print where the shirt seam was under it", [
    [...PAD, "seam", "pressure", "uneven", "raise"],
  ]),
  q("problems", "tumbler ghosting every time i pull it out of the tumbler press. any fix", [
    [...GHOST, "loose", "tight"],
    [...HEAT_TAPE, "shrink ?wrap", "\\btape\\b"],
  ]),
  q("problems", "my glass beer can cup cracked when i dunked it in cold water right after pressing. why", [THERMOS]),
  q("problems", "the design went through to the back of my shirt, now theres ink on the back side", [
    ["inside", "between (the )?layers", "cardboard", "butcher paper", "blowout paper", "protect", "sheet", "insert"],
  ]),
  q("problems", "paper curls in the printer and the print head is dragging ink smudges on it", [
    ["curl", "flat", ...MOISTURE, "thick", "paper (setting|type)", "platen gap", "head strike", "high"],
  ]),
  q("problems", "sold some sub shirts and a customer says they faded after a few washes. what could cause it", [
    ["polyester", "cotton", "blend", "under-?press", "time", "temperature", "hot water", "wash", "dryer"],
  ]),
  q("problems", "getting a hazy blowout around the edges of the design on shirts. what is that from", [
    [...MOISTURE, "pressure", ...HOT_OR_LONG],
  ]),
  q("problems", "tiles keep coming out faded, i pressed 4 minutes like the video said", [
    [...MAKER, "longer", "more time", "temperature", "pressure"],
  ]),
  q("problems", "heat press says 400 but everything comes out under done, is the display lying to me?", [PYRO]),
  q("problems", "aluminum photo panel came out cloudy and barely any image, there was a clear plastic layer on it", [
    ["film", "peel", "remov", "plastic"],
  ]),
  q("problems", "there's a visible line on my skinny tumbler where the two ends of the design meet", [
    ["overlap", "bleed", "extend", "wider", "size", "template", "gap", "measure"],
  ]),
  q("problems", "shiny square patch on my polyester shirt where the press was. how to avoid", [
    [...HOT_OR_LONG, "pressure", "cover sheet", "teflon", ...PAD, "pre-?press"],
  ]),
  q("problems", "can i just press the faded shirt again to make it brighter?", [
    ["ghost", "blur", "double", "re-?gas", "shift", "risk", "align", "move"],
  ]),
  q("problems", "one spot on my tumbler is blurry but the rest is crisp", [
    ["loose", "tight", "gap", "air", "wrap", "pressure", "contact"],
  ]),
  q("problems", "neon yellow poly shirt turned brownish where i pressed it", [
    [...HOT_OR_LONG, "brightener", "lower", "scorch"],
  ]),
  q("problems", "ink is coming out wet and smeary on my sub paper, wont dry", [
    ["side", "media", "paper (type|setting)", "quality", "too much ink", "dry", "humid"],
  ]),
  q("problems", "bottom edge of my mugs always faded, top is perfect", [[...PRESSURE, "taper", "adjust", "wrap"]]),
  q("problems", "my words came out backwards on the shirt lol", [MIRROR]),
  q("problems", "theres now a ghost of an old design on my top platen and it shows up on new shirts", [
    ["butcher paper", "parchment", "cover sheet", "protect", "teflon", "clean"],
  ]),
  q("problems", "sub mug came out with light streaks going around it, like bands", [
    [...NOZZLE, "banding", "pressure", "wrap", "tight"],
  ]),
  q("problems", "first few prints on my brand new sub printer came out with missing colors", [
    [...NOZZLE, "prime", "fill", "charge", "air"],
  ]),

  // --- care of finished items -------------------------------------------------------
  q("care", "how do i tell customers to wash sublimation shirts so they last", [
    ["inside[- ]out", "\\bcold\\b", "\\bcool\\b", "low (heat|temp)", "gentle", "mild"],
  ]),
  q("care", "r sublimation mugs dishwasher safe or not", [
    [...HAND_WASH, "coating", "depends", "maker", "manufacturer", "dishwasher[- ]safe", "top rack"],
  ]),
  q("care", "can my customer put the stainless steel sub tumbler in the microwave", [["metal", "stainless", "steel"]], {
    lead: [NO],
  }),
  q("care", "is it ok to iron a sublimated shirt", [
    ["inside[- ]out", "low", "cover", "cloth", "not directly", "avoid", "never"],
  ]),
  q("care", "can you use bleach on sublimated polyester shirts", [["bleach", "avoid", "don'?t", "not"]], {
    lead: [NO],
  }),
  q("care", "dryer ok for sub shirts or hang dry?", [
    ["low (heat|temp)", "tumble dry low", "hang", "line[- ]dry", "air[- ]dry", "cool"],
  ]),
  q(
    "care",
    "customer says her tumbler design is scratching and fading after going in the dishwasher, what do i tell her",
    [[...HAND_WASH, "dishwasher", "abrasive"]],
  ),
  q("care", "will a sublimated aluminum sign fade if i hang it outside on the porch", [["uv", "ultraviolet", "sun"]]),
  q("care", "what should i put on my care card for sublimated mugs", [
    [...HAND_WASH, "dishwasher", "abrasive", "scrub"],
  ]),
  q("care", "washed a sub shirt in hot water and it looks faded now, is hot water bad for them", [
    ["\\bcold\\b", "\\bcool\\b", "hot water", "heat"],
  ]),
  q("care", "can sublimated neoprene koozies / can coolers go in the washer", [
    [...HAND_WASH, "gentle", "cold", "cool", "mild"],
  ]),
  q("care", "how to clean a sublimated mouse pad without ruining the picture", [
    [...HAND_WASH, "mild", "soap", "gentle", "cool", "cold", "damp", "air dry", "wipe"],
  ]),

  // --- safety -----------------------------------------------------------------------
  q("safety", "is it safe to sublimate in my kitchen? worried about the fumes with kids around", [VENT]),
  q(
    "safety",
    "can i use my regular kitchen oven for sub tumblers and then cook dinner in it after",
    [["dedicated", "separate", "not (for|with) food", "only for", "don'?t (use|cook)", "never"]],
    { lead: [NO] },
  ),
  q("safety", "is sublimation ink toxic?? i got some on my hands", [
    ["sds", "safety data sheet", "msds", ...VENT, "glove", "wash", "soap"],
  ]),
  q("safety", "keep burning my fingers on the mug press / hot mugs. tips?", [["glove", "heat[- ]resistant", "mitt"]]),
  q(
    "safety",
    "can i leave the heat press on all day/overnight so its ready",
    [["fire", "off", "unplug", "unattended"]],
    {
      lead: [NO],
    },
  ),
  q("safety", "do i need a mask or respirator for sublimation", [[...VENT, "mask", "respirator"]]),
  q("safety", "ok to run my heat press on an extension cord?", [
    ["wall", "outlet", "circuit", "\\bamps?\\b", "heavy[- ]duty", "gauge", "direct"],
  ]),
  q("safety", "pressing tumblers in the garage with a little oven, do the shrink wrap fumes matter", [VENT]),
  q("safety", "what kind of surface should my heat press sit on? its on a folding table rn", [
    ["sturdy", "stable", "level", "heat[- ]resistant", "solid", "weight"],
  ]),

  // --- equipment upkeep -------------------------------------------------------------
  q("upkeep", "how often should i print with my ecotank sublimation printer so it doesnt clog up", [
    ["week", "regular", "every (few|couple|\\d+) days", "daily", "often", "nozzle check"],
  ]),
  q("upkeep", "should i turn my sawgrass sg500 off at night when im not using it", [
    ["leave (it )?on", "keep (it )?on", "stay(s)? on", "left on", "auto(matic)? maintenance"],
  ]),
  q("upkeep", "going away 3 weeks, what do i do with my sublimation printer so it still works when i get back", [
    CLEAN_PRINT,
  ]),
  q("upkeep", "how do i clean ink stains off my heat press platen", [
    ["cool", "non-?abrasive", "soft cloth", "damp", "cleaner", "warm", "off"],
  ]),
  q("upkeep", "teflon sheet has ink stains on it now, can i keep using it?", [
    ["transfer", "ghost", "stain", "contamina", "replace", "clean", "fresh", "new"],
  ]),
  q("upkeep", "ecotank says ink pad at end of service life?? it's only a year old, i do a lot of head cleans", [
    ["waste ink", "ink pad", "maintenance box", "service", "replace", "cleaning"],
  ]),
  q("upkeep", "do i shake the sublimation ink bottles before i refill my ecotank", [["shake", "settle", "mix"]], {
    lead: [YES],
  }),
  q("upkeep", "how do i check if my heat press temp is actually accurate", [PYRO]),
  q("upkeep", "my heat press doesnt have a pressure gauge, how do i know the pressure is right", [
    ["paper (test|strip)", "dollar", "\\bbill\\b", "firm", "medium", "resistance", "effort", "test"],
  ]),
  q("upkeep", "how many head cleanings in a row is ok? did like 6 and still banding", [
    ["nozzle check", "between", "few", "two", "three", "\\b[23]\\b", "wait", "rest", "overdo", "waste", "too many"],
  ]),
  q("upkeep", "silicone pad on the bottom of my press is cracked and has dents, do i need a new one", [
    ["replace", "uneven", "pressure", "new"],
  ]),
  q("upkeep", "how do i store my opened pack of sublimation paper", [["seal", "bag", "box", "dry", ...MOISTURE]]),
  q("upkeep", "my mug press isnt getting as hot as it used to, heating pad old? what do i check", [
    [...PYRO, "element", "replace", "wrap", "heating pad", "connection"],
  ]),

  // --- buying equipment -------------------------------------------------------------
  q("buying", "can i convert my hp printer to sublimation with refill ink", [PIEZO], { lead: [NO] }),
  q("buying", "will a canon pixma work for sublimation if i buy sub ink for it", [PIEZO], { lead: [NO] }),
  q("buying", "sawgrass sg500 or converted epson ecotank for someone just starting? whats the real difference", [
    WARRANTY,
    ["cost", "price", "cheap", "expensive", "ink", "support", "profile"],
  ]),
  q("buying", "does putting sublimation ink in a brand new ecotank void the epson warranty", [["void", ...WARRANTY]], {
    lead: [YES],
  }),
  q("buying", "can i use cheaper 3rd party ink in my sawgrass sg1000 to save money", [["void", ...WARRANTY]]),
  q("buying", "clamshell or swing away heat press for a beginner doing shirts and some slates", [
    ["swing", "clam"],
    ["space", "footprint", "even", "pressure", "burn", "access", "thick"],
  ]),
  q("buying", "is a cricut easypress good enough for sublimation shirts or do i need a real press", [
    ["pressure", "even", "small", "ghost", "move", "size"],
  ]),
  q("buying", "mug press, tumbler press or convection oven: which should i buy first", [
    ["oven", "press"],
    ["volume", "batch", "multiple", "several", "at once", "one at a time", "at a time"],
  ]),
  q("buying", "can i do mugs with my flat heat press or do i need to buy a separate mug press", [
    ["mug press", "oven", "wrap", "attachment", "cylind", "curved"],
  ]),
  q("buying", "found a $90 heat press on a marketplace app, is cheap ok to start", [
    ["uneven", "inaccura", "accura", "temperature", "pyrometer", "cold spot", "warranty", "support", "pressure"],
  ]),
  q("buying", "are the cheap sub blanks from amazon or aliexpress worth it", [
    [...MAKER, "coating", "quality", "test", "sample", "inconsistent", "vary"],
  ]),
  q("buying", "what gsm sublimation paper should i buy? theres 100 and 120 and 125", [["\\b(8\\d|9\\d|1[0-2]\\d)\\b"]]),
  q("buying", "whats tacky sublimation paper for, do i need it", [
    ["apparel", "shirt", "fabric", "garment", "stretch", "polyester", "performance", "leggings", "sportswear"],
    GHOST,
  ]),
  q("buying", "letter size printer or a 13x19 wide one like the et-15000? i want to do shirts and tumblers", [
    ["size", "larger", "wider", "\\b13\\b", "tabloid", "\\ba3\\b", "letter", "depend"],
  ]),
];
