// The ninth dev split: 213 beginner questions for the site's expert, written
// blind (without reading the site's content, the engine or any other question
// file) from the shapes of questions hobbyists and small shops ask in public:
// craft blogs, trade magazines, supplier help pages, Q&A threads. Paraphrased,
// never copied. Focus: problems and their causes, care and safety of finished
// items, equipment upkeep, buying equipment and running a small shop, with a
// spread over blanks, printers, paper, pressing, colour and design. Facts are
// checked against the sourced reference facts and trade knowledge; the `none`
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
  q("buying", "where do small shops buy sublimation blanks in bulk? tired of paying amazon prices", [SUPPLIERS]),
  q("buying", "is a 16x20 press worth it over a 15x15 if i mostly do adult shirts", [
    ["larger", "bigger", "size", "design", "fit", "full", "space"],
  ]),
  q("buying", "do i need a special computer to run a sublimation printer", [
    ["any", "most", "no special", "driver", "software", "normal", "regular"],
  ]),
  q("buying", "heat press with digital temp control vs analog dial, does it matter", [
    ["digital", "accura", "precise", "consistent", "pyrometer", "control"],
  ]),
  q("buying", "should i buy a refurbished sublimation printer off ebay", [
    [...NOZZLE, "warranty", "head", "condition", "test", "risk", "used"],
  ]),
  q("buying", "whats the cheapest way to get started with sublimation, budget like 400 bucks", [
    ["printer", "press"],
    ["epson", "ecotank", "convert", "sawgrass", "used", "budget", "entry"],
  ]),
  q("buying", "do i need a heat press with auto open", [
    ["ghost", "over-?press", "optional", "not (required|necessary|needed)", "nice", "convenien", "timer"],
  ]),

  // --- running a small shop ---------------------------------------------------------
  q("business", "how do i price sub shirts for etsy? i just doubled the blank cost lol", [COST, LABOUR]),
  q(
    "business",
    "can i sell shirts with disney characters i found on google images if i made the design myself",
    [RIGHTS],
    { lead: [NO] },
  ),
  q("business", "i bought a commercial license png on etsy, does that mean i can sell unlimited mugs with it", [
    ["terms", "licen[cs]e (terms|says|allows|covers|limits)", "read", "check", "limit", "quantity", "depends"],
  ]),
  q("business", "can i use free fonts from dafont on stuff i sell", [["commercial", ...RIGHTS]]),
  q("business", "want to sell nfl team logo tumblers at the craft fair, is that allowed", [RIGHTS], { lead: [NO] }),
  q("business", "best way to ship sublimated mugs so they dont break", [
    ["bubble wrap", "padding", "double[- ]box", "box", "foam", "crinkle", "insert", "cushion"],
  ]),
  q("business", "how much ink does one sub shirt actually cost me? trying to figure my cost per print", [
    ["cent", "\\$", "sq(uare)? ?in", "per square", "\\bml\\b", "coverage"],
  ]),
  q("business", "what do i charge for one custom mug for a local customer", [COST, LABOUR]),
  q("business", "should i include electricity and wear on my printer in my prices?", [LABOUR], { lead: [YES] }),
  q("business", "customer wants a mug with a photo of a famous singer, can i make it for her", [
    [...RIGHTS, "likeness", "publicity"],
  ]),
  q("business", "cheapest way to ship sub shirts", [["poly ?mailer", "mailer", "envelope", "\\bbag"]]),
  q("business", "should i send customers a proof before i press their custom order", [
    ["proof", "mock-?up", "approv", "confirm"],
  ]),
  q("business", "do i need to accept returns on personalized tumblers?", [
    ["policy", "listing", "clearly", "state", "communicat", "terms", "personali"],
  ]),
  q("business", "how many mugs can i realistically make in an hour with one mug press", [
    [...MINUTES, "\\b(8|10|12|15|20)\\b", "per mug", "each"],
  ]),
  q("business", "can i sell designs i made in canva using their elements on shirts", [[...RIGHTS, "terms", "canva"]]),
  q("business", "is it ok to copy a design i saw on pinterest if i change the colors a bit", [RIGHTS], { lead: [NO] }),
  q("business", "customer wants 50 team jerseys by friday and i only have a 15x15 press, how do i quote that", [
    [...COST, "time", "labou?r", "capacity", "per (item|shirt|piece)", "bulk", "rush"],
  ]),
  q("business", "margin vs markup? everyone on the fb group says 3x cost", [
    ["margin", "markup", "mark-up"],
    ["cost", "price", "percent", "%"],
  ]),
  q("business", "how to price sublimation tumblers when everyone on etsy sells them for $15", [
    [...COST, ...LABOUR],
    ["compet", "market", "niche", "value", "quality", "undercut", "race"],
  ]),
  q("business", "what do i do if a customer's mug arrives broken", [
    ["replace", "refund", "photo", "insurance", "carrier", "claim", "packag"],
  ]),
  q("business", "do i need permission to print a photo a customer sends me that a pro photographer took", [RIGHTS]),
  q("business", "can i sell sublimation transfers (just the printed paper) to other crafters", [
    ["yes", "can", "sell", "mirror", "instructions", "settings", "ship", "rights", "licen"],
  ]),

  // --- blanks and materials ---------------------------------------------------------
  q("blanks", "can i sublimate on a black cotton shirt", [[...POLY, ...WHITE_OR_LIGHT, "htv", "vinyl", "glitter"]], {
    lead: [NO],
  }),
  q("blanks", "will sublimation work on 100% cotton tees", [POLY], { lead: [NO] }),
  q("blanks", "can i sublimate on a regular dollar store ceramic mug", [COATING], { lead: [NO] }),
  q("blanks", "sub on glass? like a plain glass from walmart", [COATING]),
  q("blanks", "can i sublimate directly onto raw wood", [COATING], { lead: [NO] }),
  q("blanks", "what happens if i sub on a 65/35 poly cotton shirt", [
    ["vintage", "faded", "lighter", "less vibrant", "muted", "retro", "dull", "softer"],
  ]),
  q("blanks", "can i sublimate onto a canvas tote bag", [POLY]),
  q("blanks", "can i sublimate on a dark grey polyester shirt", [
    [...WHITE_OR_LIGHT, "dark", "show", "dye", "transparent"],
  ]),
  q("blanks", "what's the difference between sublimation mugs and regular ones, they look the same", [COATING]),
  q("blanks", "can i sublimate on a stainless steel tumbler from target", [COATING], { lead: [NO] }),
  q("blanks", "do sublimation tumblers have to be white?", [[...WHITE_OR_LIGHT, "coat", "show", "background"]]),
  q("blanks", "can i use sublimation on ceramic tiles from home depot", [COATING]),
  q("blanks", "is there a spray that lets me sublimate on cotton, does it actually work", [
    ["coat", "spray", "polyester", "poly", "wash", "vary", "results", "less"],
  ]),
  q("blanks", "what is a good first blank to practice on as a total beginner", [
    ["mug", "shirt", "coaster", "polyester", "keychain", "mouse ?pad", "tile", "cheap"],
  ]),
  q("blanks", "can i sublimate on a nylon or spandex leggings", [POLY]),
  q("blanks", "sublimate on a plastic phone case from amazon?", [COATING]),

  // --- printers and ink -------------------------------------------------------------
  q("printers", "what printer do beginners use for sublimation", [["epson", "sawgrass", "ecotank"]]),
  q(
    "printers",
    "can i use sublimation ink and regular ink in the same printer",
    [["contamina", "mix", "dedicated", "flush", "separate", "never used"]],
    { lead: [NO] },
  ),
  q("printers", "used my ecotank with regular ink first, can i still convert it to sub", [
    ["flush", "clean", "contamina", "mix", "new", "unused", "never used", "residue"],
  ]),
  q("printers", "what print settings do i use on epson for sublimation paper", [
    ["quality", "high", "best", "media", "paper type", "matte", "premium", "icc", "profile", "color management"],
  ]),
  q("printers", "how long does a set of sublimation ink last in an ecotank", [
    ["depends", "coverage", "usage", "how much", "months", "sheets"],
  ]),
  q("printers", "why does my sawgrass print so slow compared to my old ecotank", [
    ["quality", "setting", "mode", "driver", "resolution", "connect"],
  ]),
  q(
    "printers",
    "can i mix two brands of sublimation ink in my printer",
    [["mix", "color", "colou?r", "profile", "icc", "consistent", "same brand", "flush"]],
    { lead: [NO] },
  ),

  // --- paper, tape, sheets ----------------------------------------------------------
  q(
    "paper",
    "can i use the shiny side of freezer paper instead of butcher paper on top",
    [["uncoated", "wax", "coating", "plastic", "poly", "shiny", "melt", "stick"]],
    { lead: [NO] },
  ),
  q(
    "paper",
    "can i reuse the butcher paper for the next shirt",
    [["fresh", "new", "each", "every", "once", "ghost", "transfer", "ink"]],
    { lead: [NO] },
  ),
  q("paper", "can i just use regular scotch tape to hold my sub paper on the mug", [HEAT_TAPE], { lead: [NO] }),
  q("paper", "which side of the sublimation paper do i print on?", [
    ["bright(er)? white", "coated side", "print(able)? side", "right side", "back", "watermark", "logo", "whiter"],
  ]),
  q(
    "paper",
    "can i print my sub design on regular copy paper to save money",
    [["sublimation paper", "coat", "release", "absorb", "faded", "dull"]],
    { lead: [NO] },
  ),
  q("paper", "teflon sheet vs butcher paper vs parchment, which do i use on top", [
    ["butcher", "parchment", "teflon"],
    ["absorb", "moisture", "ink", "protect", "fresh", "ghost"],
  ]),
  q("paper", "do i need to let the sub print dry before pressing", [[...MOISTURE, "dry", "minutes", "blur", "bleed"]]),
  q("paper", "my heat tape leaves sticky residue on the tumbler", [
    [...HEAT_TAPE, "quality", "adhesive", "remove", "alcohol", "too hot"],
  ]),

  // --- pressing: time, temperature, pressure ----------------------------------------
  q("pressing", "how long and what temp for an 11oz mug in a mug press", [TEMP, MINUTES]),
  q("pressing", "time and temp for a polyester performance tee", [TEMP, SECONDS]),
  q("pressing", "how long do i press an aluminum photo blank", [[...SECONDS, ...MINUTES, ...MAKER]]),
  q("pressing", "slate: do i press it face up or face down", [
    ["face[- ]down", "upside[- ]down", "image side down", "print(ed)? side down", "slate down"],
  ]),
  q("pressing", "how long for a 6x6 ceramic tile in the flat press", [[...MINUTES, ...MAKER]]),
  q("pressing", "what pressure for mugs, light medium or heavy", [["medium", "heavy", "firm", "tight", "snug"]]),
  q("pressing", "should i pre-press my shirt before sublimating?", [[...MOISTURE, "wrinkle"]], { lead: [YES] }),
  q("pressing", "what temperature in celsius for sublimation shirts", [["\\b(17\\d|18\\d|19\\d|20\\d|21\\d)\\b"]]),
  q("pressing", "time and temp for sublimation puzzles", [MAKER]),
  q("pressing", "chromaluxe panel settings?", [[...MAKER, ...TEMP]]),
  q("pressing", "when the timer goes off do i peel the paper off right away or let it cool", [
    ["(straight|right) (off|away|up)", "immediately", "quick", "hot", "one motion", "lift", "right away"],
  ]),
  q("pressing", "how long for a glass mug in the mug press, i heard its different", [
    [...MINUTES, "longer", "more time"],
  ]),
  q("pressing", "how much pressure for those plastic kids sub cups", [
    ["low", "light", "medium", "warp", "too much", "gentle"],
  ]),
  q("pressing", "convection oven time and temp for a 20oz skinny tumbler", [[...MINUTES, ...MAKER]]),
  q("pressing", "why does everyone say to lint roll before pressing", [LINT]),
  q(
    "pressing",
    "do i need to put paper inside the shirt when i press",
    [["inside", "through", "bleed", "back", "blowout", "protect", "cardboard", "butcher"]],
    { lead: [YES] },
  ),
  q("pressing", "whats the lowest temp sublimation ink will work at", [["\\b3[5-9]\\d\\b", "\\b1[7-9]\\d\\b"]]),
  q("pressing", "can i press 2 mugs at once in a mug press", [
    ["one", "single", "oven", "double", "multi", "at a time"],
  ]),
  q("pressing", "how long for sublimation mouse pads?", [[...SECONDS, ...MAKER]]),
  q("pressing", "does the sub mug need to cool before i take off the paper", [
    ["hot", "immediately", "right away", "quick", "ghost", "cool", "glove"],
  ]),

  // --- colour and design files ------------------------------------------------------
  q("colour", "do i need an icc profile for my hiipoo ink or can i skip it", [PROFILE]),
  q("colour", "where do i get the icc profile for my printers jack ink", [
    [...MAKER, "ink (company|brand|maker|supplier|seller)", "website", "download"],
  ]),
  q("colour", "my canva designs look pinkish after pressing, everything has a warm tint", [
    [...PROFILE, "settings", "temperature", "time"],
  ]),
  q("colour", "rgb or cmyk for sublimation designs?", [["\\brgb\\b"]]),
  q("colour", "can sublimation print white ink?", [["white", "no white", "blank", "background", "shows?"]], {
    lead: [NO],
  }),
  q("colour", "how do i get colors on the shirt to match what the customer sees on screen", [
    [...PROFILE, "test", "palette", "chart", "swatch", "sample"],
  ]),
  q("colour", "rich black not coming out rich, looks grey", [
    [...PROFILE, "time", "temp", "pressure", "rich black", "settings"],
  ]),
  q("design", "what dpi should my sublimation designs be", [["\\b300\\b"]]),
  q("design", "do i need to mirror the image for shirts on the flat press", [MIRROR], { lead: [YES] }),
  q("design", "customer sent a blurry phone pic of her dog for a blanket. can i still print it", [
    ["resolution", "dpi", "ppi", "pixel", "original", "larger", "bigger file", "blurry"],
  ]),
  q(
    "design",
    "do transparent areas of my png print white?",
    [["white", "no ink", "doesn'?t print", "won'?t print", "shirt colou?r", "blank", "not print", "nothing"]],
    { lead: [NO] },
  ),
  q("design", "what size design for a 20oz skinny tumbler", [
    ["template", "measure", "circumference", "\\b9(\\.\\d+)?\\b", "\\b8(\\.\\d+)?\\b"],
  ]),
  q("design", "the png i bought on etsy is only 72 dpi, can i just upscale it", [
    ["resolution", "dpi", "upscal", "pixel", "vector", "blur", "quality"],
  ]),
  q("design", "what does 'bleed' mean on a tumbler template", [
    ["extend", "edge", "beyond", "past", "larger", "overlap"],
  ]),
  q("design", "what free software can i use to make sublimation designs", [
    ["canva", "gimp", "inkscape", "affinity", "photopea", "krita", "free"],
  ]),
  q("design", "how do i print a design bigger than letter size on my small printer", [
    ["tile", "split", "pieces", "wide[- ]format", "larger printer", "panel", "section"],
  ]),

  q("safety", "a mug cracked in my mug press with a loud pop, is that dangerous and why did it happen", [
    [...THERMOS, "crack", "flaw", "defect", "cold", ...MOISTURE],
  ]),
  q("safety", "is it safe to drink from a sublimated mug, does the ink get in the coffee", [
    ["outside", "exterior", "not (on|inside) the inside", "coating", "sealed"],
  ]),
  q("care", "how long do sublimated shirts last before the print cracks", [
    [
      "permanent",
      "won'?t (crack|peel)",
      "doesn'?t (crack|peel)",
      "(no|not) (crack|peel)",
      "into the (fabric|fib(er|re)s)",
      "part of the",
      "dyed",
    ],
  ]),
  q("printers", "once i put sub ink in my epson can i ever go back to normal ink", [
    ["dedicated", "can'?t (go|switch) back", "only", "permanent", "contamina", "not recommended"],
  ]),
  q("upkeep", "someone said clean the encoder strip on my sawgrass for banding, is that a thing", [
    ["band", "line", "position", "clean", "cloth", "gentl"],
  ]),
  q("problems", "sub paper sticks to my shirt after pressing and tears when i pull it", [
    [...HOT_OR_LONG, "tacky", "wrong side", "hot", "peel", "temperature"],
  ]),
  q("buying", "do i really need a pressing pillow", [
    ["seam", "zipper", "button", "uneven", "collar", "even pressure", "thick"],
  ]),

  // --- outside what a sublimation learning site can know ----------------------------
  none("what's etsy's exact transaction fee percentage right now in 2026"),
  none("do i have to collect sales tax at a craft fair in texas"),
  none("should i form an llc or stay a sole proprietor for my mug business"),
  none("i ordered a custom tumbler from you guys last week, order 4471, when does it ship"),
  none("what cure temp and time for plastisol ink on a screen printed shirt"),
  none("best embroidery machine for doing hats, brother or ricoma"),
  none("what power and speed settings for laser engraving a powder coated tumbler on an xtool"),
  none("what temperature do i cure the dtf powder in a toaster oven"),
  none("cricut design space won't open offline on my laptop, how do i fix it"),
  none("got sublimation ink on my arm and now i have an itchy red rash, what cream should i put on it"),
  none("photoshop keeps crashing on my mac when i open large files"),
  none("how much is usps ground advantage for a 2 lb box to california"),
  none("how do i make an epoxy resin glitter tumbler, what ratio"),
  none("can i deduct my heat press on my uk self assessment tax return"),
  none("what's the siser easyweed htv temp and peel for cotton"),
  none("my sewing machine keeps bunching thread underneath, how do i fix the tension"),
  none("when will the sawgrass sg1000 go on sale for black friday this year"),
  none("is there a printer repair shop near columbus ohio that fixes sublimation printers"),
  none("which pottery kiln should i buy to glaze mugs i throw myself"),
  none("how do i get my tiktok shop account verified"),
  none("my amazon handmade account got suspended, how do i write the appeal"),
  none("how do i connect printful to my shopify store"),
  none("what fragrance load should i use for soy candles"),
  none("how do i convert a jpg to an svg cut file for my glowforge"),
  none("do i need a food handlers permit in california to sell cookies with my mugs"),
];
