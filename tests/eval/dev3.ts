// A held-out split of beginner questions, written without looking at the site's
// guides, settings chart or the other question sets, so it measures how well the
// expert generalises to phrasings nobody tuned on. The questions follow the
// shapes hobbyists and small shops use in public forums, FAQ pages and trade
// articles (paraphrased, never copied), across the first year: blanks, printers
// and ink, paper and tape, pressing, colour problems, care and safety, upkeep and
// running a small business. The facts each right answer must carry come from the
// sourced reference facts and widely agreed trade knowledge, written as tolerant
// alternatives. Questions marked `none` sit outside what a sublimation learning
// site knows; the honest "no answer" is the right result for them.

import {
  COATING,
  HEAT_TAPE,
  MAKER,
  MINUTES,
  MOVED,
  NO,
  POLY,
  PROFILE,
  RIGHTS,
  SECONDS,
  WHITE_OR_LIGHT,
} from "./patterns";
import type { EvalQuestion } from "./questions";

/** A plain yes in the first sentence. */
const YES = [
  "\\byes\\b",
  "\\byep\\b",
  "\\bsure\\b",
  "absolutely",
  "definitely",
  "\\bcan\\b(?!not|'t|’t)",
  "\\bshould\\b(?!n)",
  "\\bworks?\\b",
  "\\balways\\b",
];
/** A press temperature in the usual 360-429 °F / 180-219 °C band. */
const TEMP = ["\\b(3[6-9]\\d|4[0-2]\\d)\\b", "\\b(1[89]\\d|20\\d|21\\d) ?(°|º|degrees?)? ?c\\b"];
const MOISTURE = ["moist", "humid", "damp", "\\bwet\\b", "water"];
const NOZZLE = ["nozzle", "head[- ]clean", "clean(ing)? (the )?(print ?)?head", "clog"];

export const DEV3_QUESTIONS: EvalQuestion[] = [
  // Blanks and materials
  {
    q: "can i sublimate on a 100% cotton tee or does it have to be polyester",
    area: "blanks",
    lead: [NO.concat(["polyester", "\\bpoly\\b"])],
    must: [POLY],
    not: [["works (great|fine|well|perfectly) on (100% )?cotton"]],
  },
  {
    q: "my daughters soccer team has black jerseys, can i just sublimate their numbers straight on",
    area: "blanks",
    lead: [NO],
    must: [WHITE_OR_LIGHT],
  },
  {
    q: "i have a bunch of 50/50 blend shirts, will sublimation even work on them",
    area: "blanks",
    must: [POLY, ["fad", "vintage", "dull", "lighter", "less (vibrant|vivid|bright)", "muted", "washed", "pale"]],
  },
  {
    q: "can i buy cheap white mugs from the dollar store and sublimate those",
    area: "blanks",
    lead: [NO],
    must: [COATING],
  },
  {
    q: "if my design has white letters will they show up on a pink tumbler",
    area: "blanks",
    lead: [NO],
    must: [
      [
        "no white ink",
        "(doesn'?t|does not|can'?t|cannot|won'?t) print white",
        "transparent",
        "translucent",
        "show through",
        "colou?r of the (tumbler|blank|surface|base)",
        "(tumbler|blank|base)'?s? (own )?colou?r",
        "pink",
      ],
    ],
  },
  {
    q: "can you sublimate on glass like those libbey style glass cans with bamboo lids",
    area: "blanks",
    must: [COATING],
  },
  {
    q: "i cut wood shapes on my scroll saw, can i sublimate pictures onto the raw wood",
    area: "blanks",
    must: [COATING],
  },
  {
    q: "whats the difference between hard coated and soft coated mugs",
    area: "blanks",
    must: [["dishwasher", "durab", "scratch", "wash"]],
  },
  {
    q: "is it possible to sublimate phone cases",
    area: "blanks",
    lead: [YES],
    must: [["insert", "sublimation (phone )?cases?", "alumini?um", "metal", "coat", "blank"]],
  },
  {
    q: "has anyone done jigsaw puzzles? do i need special ones",
    area: "blanks",
    lead: [YES.concat(["special", "sublimation (puzzle|blank)"])],
    must: [["sublimation (puzzle|blank)", "coat", "blank"]],
  },
  {
    q: "mouse pad sublimation which side goes against the paper the fabric or the rubber",
    area: "blanks",
    must: [["fabric", "cloth", "polyester", "top", "\\bface\\b"]],
  },
  {
    q: "can i do trucker hats with sublimation, the foam front ones",
    area: "blanks",
    lead: [YES],
    must: [POLY],
  },
  {
    q: "can i sublimate on canvas sneakers from walmart",
    area: "blanks",
    lead: [NO],
    must: [POLY],
  },
  {
    q: "what exactly is a 'sublimation blank'? everyone keeps saying it",
    area: "blanks",
    must: [COATING],
  },
  {
    q: "will sublimation work on a plain stainless water bottle with no coating",
    area: "blanks",
    lead: [NO],
    must: [COATING],
  },
  {
    q: "can i put photos on the white bathroom tiles from home depot with my sublimation printer",
    area: "blanks",
    lead: [NO],
    must: [COATING],
  },
  {
    q: "white spandex leggings for my dance class, will those sublimate ok",
    area: "blanks",
    must: [POLY],
  },
  {
    q: "do acrylic keychains take sublimation or do they need to be a special kind",
    area: "blanks",
    must: [COATING],
  },
  {
    q: "fleece throw blanket sublimation, does it work",
    area: "blanks",
    lead: [YES],
    must: [POLY],
  },
  {
    q: "can i sublimate plain aluminum sheet i bought at the hardware store for a sign",
    area: "blanks",
    lead: [NO],
    must: [COATING],
  },
  {
    q: "how are people putting sublimation on cotton shirts then, i see it all over tiktok",
    area: "blanks",
    must: [["vinyl", "\\bhtv\\b", "spray", "sheet", "film", "\\bdtf\\b", "layer", "coating"]],
  },
  {
    q: "can i sublimate onto a dark grey polyester hoodie and still get bright colours",
    area: "blanks",
    lead: [NO],
    must: [WHITE_OR_LIGHT],
  },
  {
    q: "is nylon ok for sublimation, i have nylon drawstring bags",
    area: "blanks",
    must: [POLY],
  },

  // Printers and ink
  {
    q: "can i use my hp deskjet with sublimation ink",
    area: "printers",
    lead: [NO],
    must: [["piezo", "epson", "thermal", "heat"]],
  },
  {
    q: "i already used my ecotank with normal ink for a month, can i still convert it to sublimation",
    area: "printers",
    lead: [NO.concat(["not recommended", "risk"])],
    must: [["new", "unused", "never (been )?used", "fresh", "contaminat", "mix"]],
  },
  {
    q: "do i have to mirror the image when i print for a shirt",
    area: "printers",
    lead: [YES.concat(["mirror"])],
    must: [["mirror", "flip", "reverse"]],
  },
  {
    q: "should the design be mirrored for a mug too or only shirts",
    area: "printers",
    lead: [YES.concat(["mirror", "both", "too"])],
    must: [["mirror", "flip", "reverse"]],
  },
  {
    q: "what is an icc profile and do i actually need one",
    area: "printers",
    must: [["colou?r"]],
  },
  {
    q: "is a sawgrass really worth it vs converting an epson",
    area: "printers",
    must: [
      [
        "warranty",
        "support",
        "\\bicc\\b",
        "colou?r management",
        "print manager",
        "plug",
        "cost",
        "price",
        "expensive",
        "cheaper",
      ],
    ],
  },
  {
    q: "can i put cheaper 3rd party ink in my sawgrass sg500",
    area: "printers",
    lead: [NO.concat(["void", "warranty"])],
    must: [["warranty", "void"]],
  },
  {
    q: "everything i print has thin white lines going across it",
    area: "printers",
    must: [NOZZLE.concat(["banding", "align"])],
  },
  {
    q: "what does a nozzle check actually tell me",
    area: "printers",
    must: [["nozzle"], ["pattern", "missing", "gap", "lines", "clog", "block"]],
  },
  {
    q: "why does everyone say you need an epson for sublimation and not canon",
    area: "printers",
    must: [["piezo", "thermal", "heat"]],
  },
  {
    q: "can i do sublimation with a laser printer",
    area: "printers",
    lead: [NO],
    must: [["inkjet", "ink"]],
  },
  {
    q: "can i swap my printer between sublimation ink and regular ink when i need normal prints",
    area: "printers",
    lead: [NO],
    must: [["dedicated", "contaminat", "mix", "only sublimation", "separate", "second printer", "another printer"]],
  },
  {
    q: "what resolution should my designs be before i print them",
    area: "printers",
    must: [["\\b300\\b"]],
  },
  {
    q: "should my design file be rgb or cmyk",
    area: "printers",
    must: [["\\brgb\\b", "srgb"]],
  },
  {
    q: "how do i print edge to edge without the white border",
    area: "printers",
    must: [["borderless", "bleed", "larger", "bigger", "oversize", "margin", "extend"]],
  },
  {
    q: "whats a rip software and do i need one as a beginner",
    area: "printers",
    must: [["raster", "image processor", "colou?r", "print manager", "manage"]],
  },
  {
    q: "printer started banding after i moved it to a different table",
    area: "printers",
    must: [["align", "nozzle", "clean", "head"]],
  },
  {
    q: "what's the difference between sublimation and dtf",
    area: "printers",
    must: [
      ["film", "powder", "adhesive", "glue"],
      ["cotton", "any fabric", "dark", "polyester", "\\bpoly\\b"],
    ],
  },
  {
    q: "first time filling the tanks on my new epson with sublimation ink, anything i should know",
    area: "printers",
    must: [["new", "unused", "never", "fresh", "slow", "spill", "right colou?r", "matching", "gloves"]],
  },
  {
    q: "how long is sublimation ink good for once the bottle is open",
    area: "printers",
    must: [["month", "year", "expir", "date"]],
  },
  {
    q: "epson prints look like the colours are in the wrong places, blue where red should be",
    area: "printers",
    must: [["tank", "fill", "bottle", "colou?r (order|slot)", "wrong (colou?r|tank|slot)", "mix", "nozzle", "flush"]],
  },
  {
    q: "can i print on my sublimation printer straight from canva",
    area: "printers",
    must: [["mirror", "\\bpng\\b", "download", "resolution", "\\b300\\b", "colou?r", "profile", "\\bicc\\b"]],
  },
  {
    q: "does it matter if i pick plain paper or photo paper in the print settings",
    area: "printers",
    must: [["ink", "saturat", "too much", "less", "more", "quality", "setting", "media", "matte", "profile"]],
  },

  // Paper, tape and sheets
  {
    q: "which side of the sublimation paper do i print on??",
    area: "paper",
    must: [
      ["bright", "whiter", "white side", "coated", "logo", "watermark", "writing", "printing on the back", "smooth"],
    ],
  },
  {
    q: "can i just use regular copy paper for sublimation",
    area: "paper",
    lead: [NO],
    must: [["coat", "sublimation paper", "release", "absorb", "soak"]],
    not: [["copy paper (works|is fine|is ok)"]],
  },
  {
    q: "what paper weight is best to start with",
    area: "paper",
    must: [["gsm", "grams?", "\\bg/m", "\\bg\\b"]],
  },
  {
    q: "whats the butcher paper for",
    area: "paper",
    must: [["absorb", "excess", "protect", "catch", "bleed", "soak", "gas", "ink"]],
  },
  {
    q: "can i use wax paper if i run out of butcher paper",
    area: "paper",
    lead: [NO],
    must: [["wax", "melt"]],
    not: [["wax paper (works|is fine|is ok)"]],
  },
  {
    q: "is parchment paper ok to cover my shirt when pressing",
    area: "paper",
    must: [["absorb", "butcher", "silicone", "protect", "stick", "reuse", "ink"]],
  },
  {
    q: "can i reuse my butcher paper for the next shirt",
    area: "paper",
    lead: [NO.concat(["fresh", "new sheet", "only (if|when)"])],
    must: [["ghost", "ink", "transfer", "fresh", "new", "clean"]],
  },
  {
    q: "my teflon sheet has faint ink marks on it now, could that mess up my next press",
    area: "paper",
    lead: [YES.concat(["could", "might", "may", "likely", "risk"])],
    must: [["ghost", "transfer", "stain", "clean", "replace", "butcher", "protective paper"]],
  },
  {
    q: "what tape do i use to hold the print on a tumbler",
    area: "paper",
    must: [HEAT_TAPE],
  },
  {
    q: "can i use scotch tape or masking tape to hold my transfer",
    area: "paper",
    lead: [NO],
    must: [["heat", "melt", "residue", "burn"]],
    not: [["(scotch|masking) tape (works|is fine|is ok)"]],
  },
  {
    q: "it's super humid where i live, how should i keep my sublimation paper",
    area: "paper",
    must: [["seal", "bag", "airtight", "air-tight", "dry", "zip", "container", "box"]],
  },
  {
    q: "my paper is kinda wavy and the prints came out blotchy, printer is in the garage",
    area: "paper",
    must: [MOISTURE],
  },
  {
    q: "can i print a stack of transfers a few weeks before the christmas market and press them later",
    area: "paper",
    lead: [YES],
    must: [["dry", "seal", "moist", "humid", "bag", "store"]],
  },
  {
    q: "what is tacky sublimation paper and when would i use it",
    area: "paper",
    must: [
      ["sticky", "tacky", "adhes", "stick"],
      ["ghost", "shift", "mov", "stretch", "apparel", "fabric", "garment", "shirt", "spandex"],
    ],
  },
  {
    q: "do i need to put paper inside the shirt when i press it",
    area: "paper",
    lead: [YES],
    must: [["bleed", "through", "back", "ink", "gas", "other side"]],
  },
  {
    q: "how big should i make the print for a 20oz skinny tumbler",
    area: "paper",
    must: [["measure", "circumference", "template", "height", "wrap"]],
  },
  {
    q: "my ecotank keeps feeding the sublimation paper crooked",
    area: "paper",
    must: [["rear", "feed", "load", "stack", "fan", "curl", "flat", "guide", "tray", "one (sheet|at a time)"]],
  },
  {
    q: "oops i printed on the wrong side of the sublimation paper, what happens",
    area: "paper",
    must: [
      ["dull", "fad", "light", "pale", "weak", "smear", "wet", "pool", "bleed", "blotch", "won'?t transfer", "blur"],
    ],
  },
  {
    q: "should the butcher paper be waxed or uncoated",
    area: "paper",
    must: [["uncoated", "unwaxed", "no wax", "not waxed", "without wax", "plain", "non-?waxed"]],
  },
  {
    q: "does the brand of sublimation paper make a big difference",
    area: "paper",
    must: [["release", "transfer", "colou?r", "vibran", "ink", "quality", "dry"]],
  },
  {
    q: "how do i stop the paper sliding around on a shirt",
    area: "paper",
    must: [HEAT_TAPE.concat(["tape", "tacky", "spray adhesive", "adhesive"])],
  },
  {
    q: "do i need a teflon sheet or is butcher paper enough",
    area: "paper",
    must: [["butcher", "teflon", "absorb", "protect", "cover"]],
  },
  {
    q: "heat tape left sticky stuff on my tumbler after pressing",
    area: "paper",
    must: [["alcohol", "wipe", "remov", "clean", "residue", "cheap", "quality"]],
  },

  // Pressing
  {
    q: "what temp and how long for a polyester tshirt",
    area: "pressing",
    must: [TEMP, SECONDS],
  },
  {
    q: "how long do i leave an 11oz mug in the mug press",
    area: "pressing",
    must: [MINUTES],
    not: [["\\b(45|60) ?(-|–|to) ?(60|90) ?(sec|s\\b)"]],
  },
  {
    q: "does a 15oz mug need the same time as an 11oz",
    area: "pressing",
    must: [["longer", "more time", "extra", "additional", "bit more"]],
  },
  {
    q: "how much pressure do i set on my clamshell press for shirts",
    area: "pressing",
    must: [["medium", "moderate", "firm", "light", "even"]],
  },
  {
    q: "do i really need to pre press the shirt first",
    area: "pressing",
    lead: [YES],
    must: [["moist", "wrinkle", "crease", "lint", "flat"]],
  },
  {
    q: "can i use my clothes iron instead of buying a heat press",
    area: "pressing",
    lead: [NO],
    must: [["pressure", "even", "temperature", "heat", "hot enough"]],
  },
  {
    q: "mug press or convection oven, which is better if i want to make a lot of tumblers",
    area: "pressing",
    must: [["batch", "several", "many", "volume", "multiple", "at once", "shapes", "at a time"]],
  },
  {
    q: "how does the shrink wrap method work for tumblers",
    area: "pressing",
    must: [
      ["heat gun", "oven", "shrink"],
      ["tight", "snug", "pressure", "contact"],
    ],
  },
  {
    q: "my tumbler came out super pale after 6 min in the oven at 400",
    area: "pressing",
    must: [["longer", "more time", "temperature", "tight", "pressure", "wrap", "preheat", "contact", "time"]],
  },
  {
    q: "what is a heat press pillow and do i need one",
    area: "pressing",
    must: [["even", "seam", "zipper", "button", "collar", "pressure", "box", "line", "mark", "raise"]],
  },
  {
    q: "how do i sublimate a hat without a hat press",
    area: "pressing",
    must: [["pillow", "form", "curve", "towel", "flat", "mini press", "pad", "stuff"]],
  },
  {
    q: "how do you sublimate a slate photo, face up or face down?",
    area: "pressing",
    must: [["face[- ]down", "upside down", "image side down"], MINUTES],
  },
  {
    q: "how long do ceramic tiles take in the flat press",
    area: "pressing",
    must: [MINUTES],
  },
  {
    q: "metal photo panel, do i put it face up or face down on the print",
    area: "pressing",
    must: [["face[- ]down", "upside down", "coated side down", "white side down", "image side down"]],
  },
  {
    q: "should i peel the paper off hot or let it cool first",
    area: "pressing",
    must: [["hot", "immediately", "right away", "straight away", "quickly", "as soon as"]],
  },
  {
    q: "do i have to preheat my mug press before putting the mug in",
    area: "pressing",
    lead: [YES],
    must: [["temperature", "heat", "warm", "ready"]],
  },
  {
    q: "the bottom of my mug design is faded but the top is fine",
    area: "pressing",
    must: [["pressure", "tight", "gap", "contact", "taper", "wrap", "shim", "foam", "uneven"]],
  },
  {
    q: "what settings for a polyester mouse pad",
    area: "pressing",
    must: [MAKER.concat(TEMP)],
  },
  {
    q: "what happens if i leave a shirt in the press way too long",
    area: "pressing",
    must: [["yellow", "scorch", "brown", "burn", "blur", "bleed", "fuzzy", "ghost", "fad", "shiny", "discolou?r"]],
  },
  {
    q: "mug just came out of the press, how do i cool it",
    area: "pressing",
    must: [["cool", "fan", "water", "dip", "bath"]],
  },
  {
    q: "do glass mugs take longer than ceramic ones",
    area: "pressing",
    lead: [YES.concat(["longer", "more"])],
    must: [["longer", "more time", "extra"]],
  },
  {
    q: "what temperature do you use for sublimation tumblers",
    area: "pressing",
    must: [TEMP],
  },
  {
    q: "do i press shirts at 400 or lower, my supplier says 385",
    area: "pressing",
    must: [TEMP.concat(MAKER)],
  },
  {
    q: "can i sublimate a tumbler in my mug press",
    area: "pressing",
    must: [["attachment", "size", "fit", "straight", "diameter", "tumbler press", "depends", "taper"]],
  },
  {
    q: "how do i press both sides of a polyester pillow cover",
    area: "pressing",
    must: [
      ["cardboard", "paper", "inside", "foam", "between", "protect", "barrier", "one side at a time", "separately"],
    ],
  },
  {
    q: "how long do aluminium keychains need in the press, way less than mugs?",
    area: "pressing",
    lead: [YES.concat(["less", "shorter", "seconds", "much"])],
    must: [SECONDS.concat(MINUTES)],
  },

  // Colour and results
  {
    q: "why do my blacks come out brownish or kinda green",
    area: "colour",
    must: [PROFILE.concat(["time", "temperature", "longer", "hotter", "paper", "ink", "setting"])],
  },
  {
    q: "my shirt colors look way more faded than on my screen",
    area: "colour",
    must: [POLY.concat(["time", "temp", "profile", "\\bicc\\b", "cotton", "blend", "pressure"])],
  },
  {
    q: "there's like a faint second copy of the design next to the real one on my shirt",
    area: "colour",
    must: [MOVED.concat(["tape", "ghost"])],
  },
  {
    q: "little blue dots showed up all over my white shirt after pressing",
    area: "colour",
    must: [["lint", "dust", "fib(re|er)", "hair", "debris"]],
  },
  {
    q: "my print looks so dull coming out of the printer, is my ink bad?",
    area: "colour",
    lead: [["normal", "\\bno\\b", "\\bnot\\b", "n't\\b", "expected", "don'?t worry", "supposed to", "that'?s how"]],
    must: [["press", "heat", "transfer"]],
  },
  {
    q: "i get a square shiny outline around the design on my shirts",
    area: "colour",
    must: [["platen", "edge", "pillow", "pad", "pre-?press", "foam", "pressure", "mark"]],
  },
  {
    q: "mug design looks blurry and the edges are fuzzy",
    area: "colour",
    must: [["cool", "fan", "long", "over", "time", "temp", "pressure", "moist", "humid", "gas", "tight", "mov"]],
  },
  {
    q: "the white part of my mug turned yellowish",
    area: "colour",
    must: [["heat", "hot", "long", "time", "temperature", "coating", "overheat"]],
  },
  {
    q: "got a brown scorch mark on a white poly shirt",
    area: "colour",
    must: [["temperature", "hot", "time", "long", "pressure", "dirty", "clean", "platen", "cover"]],
  },
  {
    q: "how do i get colors to match what i see on my screen",
    area: "colour",
    must: [PROFILE.concat(["calibrat", "test print", "swatch", "chart"])],
  },
  {
    q: "what does blowout mean in sublimation",
    area: "colour",
    must: [["blur", "bleed", "spread", "fuzzy", "halo", "haze", "outside", "beyond", "migrat"]],
  },
  {
    q: "can sublimation print white",
    area: "colour",
    lead: [NO],
    must: [["blank", "substrate", "surface", "shirt", "background", "material", "vinyl", "leave"]],
  },
  {
    q: "my reds keep coming out orange",
    area: "colour",
    must: [PROFILE.concat(["driver", "icm", "temperature", "time", "paper", "setting"])],
  },
  {
    q: "there are little white spots in the design where the ink didnt go",
    area: "colour",
    must: [["moist", "lint", "dust", "pre-?press", "debris", "wrinkle", "contact", "pressure", "uneven", "water"]],
  },
  {
    q: "the letters on my shirt have a fuzzy halo around them",
    area: "colour",
    must: [["time", "temp", "pressure", "long", "moist", "damp", "humid", "over", "too much ink", "mov"]],
  },
  {
    q: "sublimation on a heather grey shirt looks washed out, why",
    area: "colour",
    must: [["cotton", "blend", "rayon", "poly", "percent", "%"]],
  },
  {
    q: "there are streaks going around my tumbler",
    area: "colour",
    must: [NOZZLE.concat(["banding", "pressure", "wrap", "seam", "wrinkle", "gap"])],
  },
  {
    q: "where the paper meets on my tumbler there's a blank line",
    area: "colour",
    must: [["gap", "seam", "overlap", "bleed", "larger", "bigger", "extra", "wider", "wrap", "extend"]],
  },
  {
    q: "there's a light patch on the shirt right where the side seam was",
    area: "colour",
    must: [["seam", "pillow", "foam", "pad", "raise", "even", "pressure", "gap", "contact"]],
  },
  {
    q: "the photo i put on a mug looks grainy and pixely",
    area: "colour",
    must: [["resolution", "dpi", "pixel", "low[- ]res", "image quality", "size", "\\b300\\b"]],
  },
  {
    q: "some of my colors come out totally different each time i press",
    area: "colour",
    must: [
      ["temperature", "time", "pressure", "consistent", "profile", "\\bicc\\b", "paper", "humid", "moist", "nozzle"],
    ],
  },
  {
    q: "why does my design look darker and muddy on a light blue shirt",
    area: "colour",
    must: [
      [
        "transparent",
        "translucent",
        "blend",
        "mix",
        "combin",
        "shirt'?s colou?r",
        "colou?r of the (shirt|fabric|garment)",
        "white",
      ],
    ],
  },

  // Care and safety of finished items
  {
    q: "are sublimated mugs dishwasher safe",
    area: "care",
    must: [["coat", "hand ?wash", "depend", "manufacturer", "vendor", "supplier", "label", "hard"]],
  },
  {
    q: "can you put a sublimated stainless tumbler in the microwave",
    area: "care",
    lead: [NO],
    must: [["metal", "steel", "stainless"]],
    not: [["(tumblers?|stainless( steel)?|steel) (is|are) (totally |completely )?microwave[- ]safe"]],
  },
  {
    q: "what wash instructions should i put on the card for sublimated shirts",
    area: "care",
    must: [["inside out", "cold", "cool", "low", "gentle", "mild", "bleach", "tumble"]],
  },
  {
    q: "will the print on a sublimated shirt crack or peel after a few washes",
    area: "care",
    must: [["dye", "embed", "part of", "into the", "fib(re|er)", "won'?t", "doesn'?t", "not", "permanent"]],
  },
  {
    q: "can i iron a sublimated polyester shirt",
    area: "care",
    must: [["low", "inside out", "cover", "not directly", "avoid", "re-?sublimat", "blur", "fad", "cloth"]],
  },
  {
    q: "will a sublimated garden sign fade outside",
    area: "care",
    lead: [YES.concat(["fade", "will", "over time", "eventually", "uv", "sun"])],
    must: [["\\buv\\b", "sun", "ultraviolet"]],
  },
  {
    q: "is it safe to drink out of a sublimated mug",
    area: "care",
    must: [["outside", "coating", "supplier", "certified", "\\bfda\\b", "food[- ]safe", "\\blead\\b", "exterior"]],
  },
  {
    q: "do i need ventilation for sublimation in my spare bedroom",
    area: "care",
    lead: [YES.concat(["ventilat", "good idea", "recommend"])],
    must: [["ventilat", "fan", "window", "air ?flow", "open", "fresh air"]],
  },
  {
    q: "can i use my kitchen oven for sublimation tumblers then cook dinner in it",
    area: "care",
    lead: [NO.concat(["separate", "dedicated", "avoid", "recommend"])],
    must: [["food", "dedicated", "separate", "cooking", "fumes", "gas", "chemical"]],
  },
  {
    q: "can sublimated stainless tumblers go in the dishwasher",
    area: "care",
    must: [["hand ?wash", "by hand", "handwash"]],
  },
  {
    q: "can sublimated shirts go in the dryer",
    area: "care",
    must: [["low", "gentle", "air dry", "hang", "inside out", "cool"]],
  },
  {
    q: "can i use bleach on white polyester shirts that are sublimated",
    area: "care",
    lead: [NO.concat(["avoid"])],
    must: [["fad", "colou?r", "damage", "lighten", "remove", "weaken"]],
  },
  {
    q: "how long will my sublimated stuff last before it fades",
    area: "care",
    must: [["year", "permanent", "long", "fad", "\\buv\\b", "sun", "wash"]],
  },
  {
    q: "customer says her mug faded in the dishwasher after a month",
    area: "care",
    must: [["dishwasher", "coating", "soft", "hard", "hand ?wash", "detergent"]],
  },
  {
    q: "do i need heat gloves to take mugs out of the press",
    area: "care",
    lead: [YES],
    must: [["glove", "hot", "burn", "heat[- ]resistant"]],
  },
  {
    q: "is it ok to leave my heat press on while i run to the store",
    area: "care",
    lead: [NO],
    must: [["fire", "unattended", "turn (it )?off", "switch (it )?off", "safe", "hazard", "burn"]],
  },
  {
    q: "theres a smell when i press shirts, is that dangerous",
    area: "care",
    must: [["ventilat", "air", "fan", "window", "fumes", "gas"]],
  },
  {
    q: "my 12 year old wants to help, is the heat press ok for kids",
    area: "care",
    must: [["adult", "supervis", "hot", "burn"]],
  },
  {
    q: "do i need to seal a coated hardboard sign after i sublimate it",
    area: "care",
    lead: [NO],
    must: [["coat", "already", "permanent", "part of", "protect", "into"]],
  },
  {
    q: "are sublimated mugs microwave safe",
    area: "care",
    must: [["metal", "ceramic", "rim", "depend", "manufacturer", "supplier", "vendor", "coating", "generally", "fade"]],
  },
  {
    q: "can a sublimated kids water bottle go in the freezer",
    area: "care",
    must: [["crack", "expand", "damage", "manufacturer", "supplier", "coating", "metal", "steel", "freez"]],
  },
  {
    q: "customer asked if her sublimated baby bib will bleed onto other clothes in the wash",
    area: "care",
    must: [
      [
        "dye",
        "embed",
        "part of",
        "into the",
        "fib(re|er)",
        "won'?t",
        "shouldn'?t",
        "not",
        "permanent",
        "cold",
        "excess",
      ],
    ],
  },

  // Equipment upkeep
  {
    q: "how do i get ink stains off my heat press top plate",
    area: "upkeep",
    must: [["cloth", "wipe", "cleaner", "eraser", "soft", "sponge", "non[- ]?abrasive", "scrub"]],
  },
  {
    q: "should i turn my sawgrass off at night",
    area: "upkeep",
    lead: [NO.concat(["leave", "keep"])],
    must: [["maintenance", "auto", "clean", "cycle"]],
  },
  {
    q: "havent used my epson in 3 weeks and now everything prints streaky",
    area: "upkeep",
    must: [NOZZLE],
  },
  {
    q: "how often should i print something so my converted ecotank doesnt clog",
    area: "upkeep",
    must: [["week", "regular", "often", "daily", "every (few|couple|other)", "days"]],
  },
  {
    q: "whats the best way to store extra ink bottles",
    area: "upkeep",
    must: [["cool", "dark", "sun", "light", "room temp", "seal", "cap", "upright", "heat"]],
  },
  {
    q: "going away for a month, what should i do with my sublimation printer",
    area: "upkeep",
    must: [["plug", "\\bon\\b", "print", "nozzle", "maintenance", "regular", "clean"]],
  },
  {
    q: "how do i know if my heat press actually gets to the temp on the display",
    area: "upkeep",
    must: [
      [
        "thermometer",
        "temperature (gun|strip|probe)",
        "infrared",
        "\\bir\\b",
        "pyrometer",
        "laser",
        "thermocouple",
        "temp (gun|strip|probe)",
        "heat strip",
      ],
    ],
  },
  {
    q: "my printer says the maintenance box is full what is that",
    area: "upkeep",
    must: [["waste", "replace", "maintenance box", "\\bpad", "service"]],
  },
  {
    q: "is it fine to leave the sublimation paper sitting in the printer tray",
    area: "upkeep",
    must: [["humid", "moist", "damp", "dust", "seal", "bag", "store", "remove"]],
  },
  {
    q: "my press's bottom pad has old designs showing on it",
    area: "upkeep",
    must: [["ghost", "transfer", "cover", "protect", "replace", "paper", "teflon", "clean"]],
  },
  {
    q: "my ink is past the date on the bottle, can i still use it",
    area: "upkeep",
    must: [["clog", "quality", "colou?r", "risk", "shift", "date", "test", "settle"]],
  },
  {
    q: "should i do head cleanings every day to be safe",
    area: "upkeep",
    lead: [NO.concat(["only"])],
    must: [["ink", "waste", "nozzle check", "wear", "pad", "only (when|if)"]],
  },
  {
    q: "sawgrass still banding after head cleaning, what next",
    area: "upkeep",
    must: [["encoder", "align", "nozzle", "clean", "support"]],
  },
  {
    q: "what humidity should my craft room be for sublimation",
    area: "upkeep",
    must: [["\\b[2-6]\\d ?%", "percent", "dehumidif", "humid"]],
  },
  {
    q: "how do i turn the epson off so the print head doesnt dry out",
    area: "upkeep",
    must: [["power button", "off button", "\\bpark", "\\bcap", "home", "button", "unplug"]],
  },
  {
    q: "does sublimation paper go bad if i bought too much",
    area: "upkeep",
    must: [["year", "month", "dry", "seal", "humid", "moist", "store"]],
  },
  {
    q: "ink dripped inside the printer when i was refilling, what do i do",
    area: "upkeep",
    must: [["wipe", "clean", "paper towel", "cloth", "dry", "absorb", "cotton"]],
  },
  {
    q: "my mug press heats one side more than the other",
    area: "upkeep",
    must: [["heating (element|pad|mat)", "pad", "replace", "pressure", "tight", "thermometer", "temperature"]],
  },
  {
    q: "how often should i check the temperature on my heat press",
    area: "upkeep",
    must: [["regular", "periodic", "often", "calibrat", "thermometer", "gun", "strip", "month", "week"]],
  },
  {
    q: "theres a bunch of heat tape gunk stuck on my press",
    area: "upkeep",
    must: [["clean", "wipe", "cloth", "eraser", "cleaner", "warm", "scrap"]],
  },
  {
    q: "do i need to do anything to my heat press between jobs",
    area: "upkeep",
    must: [["clean", "wipe", "cover", "check", "lint", "ink", "inspect"]],
  },
  {
    q: "my epson in the garage keeps clogging in winter",
    area: "upkeep",
    must: [["cold", "temperature", "warm", "inside", "room", "humid", "dry", "move"]],
  },

  // Business
  {
    q: "how do i work out what to charge for a mug on etsy",
    area: "business",
    must: [
      ["cost", "material", "blank", "ink", "paper"],
      ["time", "labou?r", "fee", "shipping", "profit", "markup", "overhead"],
    ],
  },
  {
    q: "can i sell shirts with disney characters on etsy if i design them myself",
    area: "business",
    lead: [NO],
    must: [RIGHTS],
  },
  {
    q: "is it ok to sell tumblers with nfl team logos to local fans",
    area: "business",
    lead: [NO],
    must: [RIGHTS],
  },
  {
    q: "i bought a png with a 'commercial use' license on etsy, can i sell mugs with it",
    area: "business",
    must: [["licen[cs]e", "terms", "read", "check", "depends", "commercial", "limit"]],
  },
  {
    q: "the png shop design has minnie mouse in it but i paid for it, so im covered right?",
    area: "business",
    lead: [NO],
    must: [RIGHTS.concat(["disney"])],
  },
  {
    q: "how do i ship mugs so they dont break",
    area: "business",
    must: [["bubble", "box", "padding", "cushion", "wrap", "foam", "double[- ]box", "fill"]],
  },
  {
    q: "should my prices at craft fairs be the same as etsy",
    area: "business",
    must: [["fee", "cost", "booth", "consistent", "same", "shipping"]],
  },
  {
    q: "do i need some kind of business license to sell at craft fairs",
    area: "business",
    must: [["local", "city", "county", "state", "country", "depend", "check", "council", "government"]],
  },
  {
    q: "do i have to pay tax on my little sublimation side hustle",
    area: "business",
    must: [["income", "tax", "report", "accountant", "depend", "local", "country", "state", "record"]],
  },
  {
    q: "roughly how much ink does a shirt print cost me",
    area: "business",
    must: [["cent", "\\$", "¢", "\\bml\\b", "per (sq|square)", "cheap", "small"]],
  },
  {
    q: "a school wants 50 shirts for their team, how do i quote a bulk order",
    area: "business",
    must: [["discount", "per (shirt|item|unit|piece)", "volume", "cost", "time", "tier", "minimum", "deposit"]],
  },
  {
    q: "should i take a deposit for custom orders",
    area: "business",
    lead: [YES],
    must: [["deposit", "upfront", "up front", "in advance", "payment", "custom", "personali"]],
  },
  {
    q: "what sublimation stuff sells best at craft fairs",
    area: "business",
    must: [["tumbler", "mug", "shirt", "personali", "custom", "ornament", "keychain", "coaster", "local", "audience"]],
  },
  {
    q: "do i need insurance for a sublimation business i run from home",
    area: "business",
    must: [["liability", "homeowner", "home insurance", "policy", "insur", "agent", "broker"]],
  },
  {
    q: "etsy took down my listing for intellectual property, what now",
    area: "business",
    must: [RIGHTS.concat(["remove", "counter", "appeal", "original"])],
  },
  {
    q: "can i use free fonts i downloaded on stuff i sell",
    area: "business",
    must: [["licen[cs]", "commercial", "terms", "read", "check", "personal use"]],
  },
  {
    q: "what markup do sublimation sellers usually use",
    area: "business",
    must: [["\\d ?%", "\\d ?x\\b", "times", "double", "triple", "markup", "keystone", "cost"]],
  },
  {
    q: "how should i take photos of my tumblers for my shop listings",
    area: "business",
    must: [["mock-?up", "photo", "light", "background", "natural light", "angle"]],
  },
  {
    q: "customer wants a mug with a picture of a famous singer on it, can i do that",
    area: "business",
    lead: [NO.concat(["careful", "permission", "risk"])],
    must: [["permission", "right", "licen[cs]", "publicity", "copyright", "likeness", "photographer"]],
  },
  {
    q: "can i sell shirts with song lyrics on them",
    area: "business",
    lead: [NO.concat(["careful", "permission", "risk"])],
    must: [RIGHTS],
  },
  {
    q: "what should i charge for shipping a 20oz tumbler",
    area: "business",
    must: [["weigh", "carrier", "calculat", "rate", "box", "dimension", "zone", "size"]],
  },
  {
    q: "where do small shops buy blanks in bulk for cheaper",
    area: "business",
    must: [["supplier", "wholesale", "bulk", "case", "distribut", "johnson plastics", "coastal", "conde"]],
  },
  {
    q: "a customer's mug arrived broken, how do i handle it",
    area: "business",
    must: [["replace", "refund", "photo", "insur", "packag", "claim"]],
  },
  {
    q: "customer sent me a photo she found on google for her shirt, is that ok to print",
    area: "business",
    lead: [NO.concat(["careful", "depend", "permission", "risk"])],
    must: [["permission", "copyright", "own", "rights", "photographer", "licen[cs]"]],
  },

  // Outside what a sublimation learning site knows
  {
    q: "where's my order from sublishop, it's been 9 days and the tracking hasn't moved",
    area: "unanswerable",
    none: true,
  },
  {
    q: "is the new epson et-29000 that's coming out next spring going to be good for sublimation",
    area: "unanswerable",
    none: true,
  },
  { q: "how do i get my cricut maker 3 to cut through 3mm leather", area: "unanswerable", none: true },
  { q: "what yarn weight should a beginner use for a crochet blanket", area: "unanswerable", none: true },
  {
    q: "how long should i expose my screen printing emulsion with a 500w halogen lamp",
    area: "unanswerable",
    none: true,
  },
  { q: "my embroidery machine keeps snapping thread on satin stitches", area: "unanswerable", none: true },
  {
    q: "is it gonna rain at the leeds christmas market saturday, my stall is outdoors",
    area: "unanswerable",
    none: true,
  },
  {
    q: "whats the vat registration threshold in ireland this year for my online shop",
    area: "unanswerable",
    none: true,
  },
  {
    q: "my landlord in texas says i can't run a business from my apartment, is that legal",
    area: "unanswerable",
    none: true,
  },
  { q: "i burned my palm on the heat press and it blistered, should i pop it", area: "unanswerable", none: true },
  { q: "how many calories are in a grande pumpkin spice latte", area: "unanswerable", none: true },
  { q: "what's the capital of australia", area: "unanswerable", none: true },
  { q: "write me a python script that scrapes etsy sales numbers", area: "unanswerable", none: true },
  { q: "when is hobby lobby's next 40% off sale", area: "unanswerable", none: true },
  { q: "what glaze works for raku firing in a gas kiln", area: "unanswerable", none: true },
  { q: "how long does epoxy take to cure on a glitter tumbler in a cold garage", area: "unanswerable", none: true },
  {
    q: "what power and speed settings on my xtool to engrave a powder coated tumbler",
    area: "unanswerable",
    none: true,
  },
  {
    q: "is my heat press still under warranty if i bought it from an amazon seller last march",
    area: "unanswerable",
    none: true,
  },
  { q: "what time does the craft store on main street close tonight", area: "unanswerable", none: true },
  { q: "how much is a sawgrass sg1000 at my local dealer in brisbane right now", area: "unanswerable", none: true },
  { q: "can you recommend a trademark lawyer in columbus ohio", area: "unanswerable", none: true },
  { q: "how do i knit a cable pattern without a cable needle", area: "unanswerable", none: true },
  { q: "what hydration should i use for a beginner sourdough loaf", area: "unanswerable", none: true },
  {
    q: "i breathed in a lot of fumes yesterday and have a headache, should i take ibuprofen",
    area: "unanswerable",
    none: true,
  },
  { q: "how do i make soy candles with wooden wicks", area: "unanswerable", none: true },
  { q: "who won the football last night", area: "unanswerable", none: true },
  { q: "how do i weed really tiny letters in permanent vinyl", area: "unanswerable", none: true },
  { q: "which dtf powder shaker should i buy for a small shop", area: "unanswerable", none: true },
];
