// The eighth dev split: 214 beginner sublimation questions written
// blind, i.e. without reading the site's content, the expert's code or any
// other question file, and without ever running the expert on them. The
// questions paraphrase the shapes of what hobbyists and small shops ask in
// public (craft blogs, trade magazines' Q&A, supplier FAQs, maker-space issue
// trackers): lowercase, typos, shorthand, brand names, plain-word symptoms.
// Area focus: blanks and materials, printers and ink, paper and tape,
// pressing, colour and design files; the rest of a first year (problems,
// care, safety, upkeep, buying, business) is still covered.
// Questions made with `none(...)` are outside what a sublimation learning
// site can know (other crafts in depth, unrelated machines or software,
// order status, one country's tax or law, medical questions): the honest
// "no answer" is the only right result.

import {
  COATING,
  COST,
  HEAT_TAPE,
  HOT_OR_LONG,
  LABOUR,
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
import { type EvalQuestion, none, q } from "./questions";

const COTTON = ["cotton"];
const DARK = ["dark", "black", "colou?red (shirt|fabric|garment|background)", "no white"];
const HTV_ETC = [
  "\\bhtv\\b",
  "vinyl",
  "easysubli",
  "sublimation (sheet|spray|coating)",
  "poly(ester)? spray",
  "coating spray",
  "white (htv|vinyl|base|layer)",
  "glitter",
];
const MIRROR = ["mirror", "flip", "revers"];
const PIEZO = ["piezo", "epson", "heat (isn'?t|is not) used", "thermal (print ?)?heads?"];
const DEDICATED = ["dedicat", "only (use|run) sublimation", "can(no|')t (go|switch) back", "contaminat", "mix"];
const RGB = ["\\brgb\\b", "srgb"];
const RES = ["300 ?(dpi|ppi)", "\\bdpi\\b", "\\bppi\\b", "resolution"];
const PNG = ["\\bpng\\b", "transparen"];
const WARRANTY = ["warrant", "guarantee"];
const BUTCHER = ["butcher", "parchment", "teflon", "ptfe", "protective (paper|sheet)", "cover sheet", "kraft"];
const PYRO = [
  "pyrometer",
  "thermometer",
  "temp(erature)? (gun|strip|probe|gauge)",
  "infrared",
  "\\bir\\b",
  "laser",
  "calibrat",
];
const HAND = ["hand[- ]?wash", "not (be )?dishwasher", "top[- ]rack", "gentle", "soft[- ]coat"];
const COOL = ["cool", "fan", "\\bice\\b", "cold water"];
const INSIDE_OUT = ["inside[- ]out"];
const NO_BLEACH = ["bleach", "fabric softener", "softener", "tumble dry low", "low heat", "air[- ]dry", "hang"];
const UV = ["\\buv\\b", "sun ?light", "outdoor", "sun\\b"];
const GLOVES = ["glove", "mitt", "oven mitt"];
const LINT = ["lint", "dust", "fibres?", "fibers?", "hair"];
const PRESS_BETTER = [
  "heat press",
  "even (heat|pressure)",
  "\\biron\\b.*(uneven|not even|cool|hot spot|can't|cannot|struggl)",
  "uneven",
];

export const DEV8_QUESTIONS: EvalQuestion[] = [
  // --- blanks and materials --------------------------------------------------------
  q("blanks", "can i sub on a 100% cotton tshirt if i press it longer", [COTTON, POLY], { lead: [NO] }),
  q("blanks", "whats the lowest polyester % a shirt can be for sublimation to still look ok", [
    ["65", "50", "percent", "%"],
    POLY,
  ]),
  q("blanks", "tried sublimating a 50/50 shirt and it came out kinda vintage and faded, is that normal?", [
    COTTON,
    ["faded", "vintage", "lighter", "dull", "muted", "less vibrant", "washed"],
  ]),
  q("blanks", "can you sublimate on a black polyester shirt", [DARK, HTV_ETC], { lead: [NO] }),
  q("blanks", "i bought plain white mugs from walmart, can i sublimate them?", [COATING], { lead: [NO] }),
  q("blanks", "what does 'sublimation blank' actually mean? like why cant i use any mug", [COATING]),
  q("blanks", "do sublimation tumblers need to be white or can i use the colored ones", [
    WHITE_OR_LIGHT,
    ["colou?r(ed)? (base|background|blank)", "show through", "tint", "affect", "change", "mix", "darker"],
  ]),
  q("blanks", "can i sublimate onto wood directly, like a slice of wood from the craft store", [COATING]),
  q(
    "blanks",
    "is glitter htv sublimatable? i keep seeing people press sub prints on top of it",
    [["glitter", "htv", "vinyl"], POLY],
    { lead: [YES] },
  ),
  q("blanks", "can you sublimate on acrylic or plexiglass keychains", [COATING]),
  q("blanks", "what blanks are best for a total beginner to practice on", [
    ["mug", "coaster", "shirt", "tile", "mouse ?pad", "keychain", "tote", "flat"],
  ]),
  q("blanks", "will sublimation work on nylon jackets?", [
    ["nylon"],
    [
      "not (well|recommend|ideal|designed)",
      "melt",
      "poor",
      "doesn'?t (take|hold|bond)",
      "won'?t",
      "isn'?t",
      "scorch",
      "low temp",
      "lower temp",
    ],
  ]),
  q("blanks", "can i sublimate on a canvas tote bag", [["canvas", "cotton"], POLY]),
  q("blanks", "are spandex leggings ok for sub or will they stretch the print", [
    ["stretch", "crack", "grin", "whit(e|ing)"],
  ]),
  q("blanks", "what is a sublimation coating made of, polyester?", [["polyester", "polymer", "poly"]]),
  q("blanks", "can i put a sub transfer on a regular aluminum sheet from the hardware store", [COATING], {
    lead: [NO],
  }),
  q("blanks", "difference between hard coat and soft coat mugs??", [
    ["hard", "harder"],
    ["dishwasher", "durab", "wash", "scratch", "last"],
  ]),
  q("blanks", "do sublimation shirts feel plasticky? customers keep asking", [
    [
      "no (feel|texture|hand)",
      "soft",
      "can'?t feel",
      "part of the (fabric|fibre|fiber)",
      "into the (fabric|fibre|fiber)",
      "no layer",
    ],
  ]),
  q("blanks", "can i sublimate cotton if i use that poly spray stuff", [
    ["spray", "coating"],
    ["fade", "wash", "durab", "not as (vibrant|bright)", "less", "stiff", "test", "results vary", "vary"],
  ]),
  q("blanks", "why do sublimation blanks cost more than normal mugs", [COATING]),
  q("blanks", "can i sublimate onto a ceramic tile from home depot", [COATING], { lead: [NO] }),
  q(
    "blanks",
    "is there such a thing as sublimation on glass",
    [["coat", "sublimation glass", "frosted", "specially", "blank"]],
    { lead: [YES] },
  ),
  q("blanks", "can i sublimate rpet or recycled polyester bags", [["polyester", "\\bpoly\\b", "\\bpet\\b"]], {
    lead: [YES],
  }),
  q("blanks", "what colour polyester shirts can i actually use - white only or pastels too?", [
    WHITE_OR_LIGHT,
    [
      "colou?r (mix|blend|combine|shift|change|affect)",
      "tint",
      "blend",
      "mix",
      "affect",
      "not (show|print) white",
      "no white",
      "won'?t show",
    ],
  ]),
  q("blanks", "can u sublimate on faux leather or pu leather earrings", [COATING]),
  q("blanks", "can i sublimate a phone case i already have", [COATING], { lead: [NO] }),
  q("blanks", "is sublimation possible on polyester microfiber towels or blankets", [POLY], { lead: [YES] }),
  q("blanks", "my blank came with no instructions, how do i figure out the time and temp", [
    ["supplier", "seller", "manufacturer", "vendor", "maker", "test"],
  ]),

  // --- printers and ink ------------------------------------------------------------
  q("printers", "can i use my hp inkjet for sublimation if i buy sub ink", [PIEZO], { lead: [NO] }),
  q("printers", "ecotank et-2800 vs sawgrass sg500 for a beginner, whats the real difference", [
    ["convert", "warranty", "void", "icc", "profile", "software", "driver"],
    ["cost", "cheap", "price", "expens"],
  ]),
  q("printers", "if i convert my epson ecotank to sublimation ink does that void the warranty", [WARRANTY], {
    lead: [YES],
  }),
  q("printers", "can i put sub ink in an ecotank i already used with regular ink?", [
    ["new", "unused", "never", "flush", "contaminat", "mix", "clean"],
  ]),
  q(
    "printers",
    "can i switch back and forth between regular ink and sublimation ink in the same printer",
    [DEDICATED],
    {
      lead: [NO],
    },
  ),
  q("printers", "why do printed sub transfers look so dull and faded on the paper before pressing", [
    ["normal", "expected", "brighten", "after (press|heat)", "when (press|heat)", "once (press|heat)"],
  ]),
  q("printers", "what kind of print head does sublimation need", [["piezo"]]),
  q("printers", "is sawgrass ink required in a sawgrass printer or can i use cheaper ink", [WARRANTY]),
  q(
    "printers",
    "should i turn my sawgrass off every night?",
    [["leave (it )?on", "keep (it )?on", "maintenance", "stay on", "left on"]],
    { lead: [NO] },
  ),
  q("printers", "how often should i print something so my sub printer doesnt clog", [
    ["week", "regular", "every (few )?days?", "often", "daily", "frequent"],
    NOZZLE,
  ]),
  q("printers", "can a laser printer do sublimation", [["laser"], ["ink", "toner", "heat", "inkjet", "piezo"]], {
    lead: [NO],
  }),
  q("printers", "how long does sublimation ink last once the bottle is opened", [
    ["month", "year", "shelf life", "expir"],
  ]),
  q("printers", "which printer setting should i pick for sub paper? plain paper or photo?", [
    ["premium", "matte", "photo", "plain", "setting", "media", "paper type", "icc", "profile"],
  ]),
  q("printers", "whats the difference between sublimation ink and regular dye ink", [
    ["disperse", "gas", "heat", "polyester", "sublimat"],
  ]),
  q(
    "printers",
    "can i print sublimation on a cricut",
    [["cricut"], ["printer", "cut", "doesn'?t print", "isn'?t a printer", "not a printer"]],
    {
      lead: [NO],
    },
  ),
  q("printers", "how do i do a nozzle check on an epson", [
    ["nozzle check", "nozzle"],
    ["maintenance", "utility", "setting", "menu", "pattern"],
  ]),
  q("printers", "epson f170 vs converted workforce wf-7820 for making 13x19 tumbler wraps?", [
    ["size", "wide", "13 ?x ?19", "a3", "tabloid", "larger"],
  ]),
  q("printers", "do i need a special printer for big prints like blankets", [
    ["wide[- ]format", "large[- ]format", "bigger printer", "wider printer", "tile", "panel", "44", "24"],
  ]),
  q("printers", "is it ok to buy off brand sub ink from amazon like hiipoo", [
    ["profile", "icc", "colou?r", "quality", "consisten", "test"],
  ]),
  q("printers", "when converting an ecotank do i have to fill all the tanks at once", [["all", "every", "each"]]),
  q("printers", "whats an ICC profile and do i need one for sublimation", [PROFILE, ["colou?r", "match", "accura"]]),
  q("printers", "can i sublimate with a canon pixma? it has ink tanks too", [PIEZO], { lead: [NO] }),
  q("printers", "my ink tank says low but i still see some ink, should i keep printing", [
    ["refill", "top (it )?up", "don'?t let", "run dry", "air", "empty"],
  ]),
  q("printers", "how much ink does one sub print use? trying to budget", [
    ["cent", "\\bml\\b", "square (inch|foot)", "sq\\.? ?(in|ft)", "per (print|sheet|page)"],
  ]),

  // --- paper, tape, sheets ---------------------------------------------------------
  q("paper", "which side of the sublimation paper do i print on", [
    ["bright", "white", "coated", "smooth", "shiny", "back", "logo", "watermark", "print side"],
  ]),
  q(
    "paper",
    "can i use regular copy paper instead of sub paper",
    [["absorb", "soak", "hold", "release", "dull", "faded", "less ink", "pale"]],
    { lead: [NO] },
  ),
  q("paper", "what does the gsm number on sub paper mean", [["weight", "thick", "grams?"]]),
  q("paper", "whats tacky sublimation paper for?", [["stick", "grip", "adhes", "tack"], MOVED]),
  q("paper", "what tape do i use to hold my sub print on a mug", [HEAT_TAPE]),
  q("paper", "can i use scotch tape or masking tape to hold the transfer", [HEAT_TAPE], { lead: [NO] }),
  q("paper", "how do i store my extra sublimation paper, it's humid where i live", [
    ["seal", "bag", "dry", "airtight", "box", "zip"],
    MOISTURE,
  ]),
  q("paper", "what do i put on top of my shirt when pressing, teflon or parchment or butcher paper", [BUTCHER]),
  q("paper", "why put butcher paper inside the shirt", [["bleed", "back", "through", "soak", "absorb", "protect"]]),
  q(
    "paper",
    "is wax paper ok instead of butcher paper?",
    [["wax"], ["melt", "stick", "transfer", "ruin", "uncoated"]],
    {
      lead: [NO],
    },
  ),
  q("paper", "can i reuse butcher paper or a teflon sheet for the next press", [
    ["ink", "ghost", "transfer", "stain", "residue", "contamin", "fresh", "new"],
  ]),
  q("paper", "can i press the same sub print twice on 2 shirts", [
    ["lighter", "fade", "less ink", "weaker", "pale", "most of the ink", "used up"],
  ]),
  q("paper", "how long can a printed sub transfer sit before i press it", [
    ["month", "long time", "indefinit", "dry", "store", "seal", "week"],
  ]),
  q("paper", "should i let the sub print dry before pressing? how long", [
    ["dry", ...MOISTURE],
    ["minute", "hour", "few", "until", "dry"],
  ]),
  q("paper", "what size sub paper do i need for a 20oz skinny tumbler", [
    ["9\\.?\\d*", "8\\.?\\d*", "11", "inch", "\\bin\\b", "template", "measure"],
  ]),
  q("paper", "the paper keeps curling in my printer, what to do", [
    MOISTURE,
    ["flatten", "store", "flat", "weight", "roll"],
  ]),
  q("paper", "spray adhesive vs heat tape for shirts?", [
    ["spray", "adhesive"],
    [...MOVED, "ghost"],
  ]),
  q("paper", "can i print sub paper on the wrong side by accident - how do i tell?", [
    ["dull", "smear", "bead", "wet", "pool", "blurry", "won'?t (transfer|absorb)", "poor"],
  ]),
  q("paper", "teflon sheet vs pressing pillow, whats the difference", [
    ["pillow", "pad", "foam"],
    ["seam", "zipper", "button", "uneven", "even pressure", "press marks", "box line", "collar"],
  ]),

  // --- pressing (time, temperature, pressure) ------------------------------------
  q("pressing", "what temp and time for a polyester tshirt on a heat press", [TEMP, SECONDS]),
  q("pressing", "how long do i press an 11 oz mug in a mug press", [MINUTES, TEMP]),
  q("pressing", "can i use a household iron instead of a heat press for sublimation", [PRESS_BETTER], { lead: [NO] }),
  q("pressing", "what pressure do i use for sub shirts? light med or heavy", [["light", "medium", "moderate", "firm"]]),
  q("pressing", "how long to press a sublimation tile?", [MINUTES]),
  q("pressing", "whats the time and temp for aluminum sub blanks like license plates", [
    TEMP,
    [...SECONDS, ...MINUTES],
  ]),
  q("pressing", "do i need to pre press my shirt before sublimating? why?", [[...MOISTURE, "wrinkle", "crease"]], {
    lead: [YES],
  }),
  q("pressing", "how long should i prepress for", [SECONDS]),
  q("pressing", "how do i do a tumbler in a convection oven with shrink wrap", [
    ["shrink ?wrap", "wrap", "sleeve"],
    [...MINUTES, ...TEMP],
  ]),
  q("pressing", "is 400 for 60 seconds too long for a performance shirt", [
    ["shorter", "less", "30", "35", "40", "too long"],
  ]),
  q("pressing", "my press says 400 but is it really 400? how can i check", [PYRO]),
  q("pressing", "can i use an air fryer to sublimate a tumbler", [
    ["not (recommend|safe|designed)", "food", "fume", "even", "uneven", "dedicated", "oven", "tumbler press"],
  ]),
  q(
    "pressing",
    "can i sublimate a tumbler in my kitchen oven that i cook in?",
    [["food", "dedicated", "separate", "fume", "gas", "contaminat"]],
    {
      lead: [NO],
    },
  ),
  q("pressing", "slate coaster settings please, do i put a pad on it", [
    MINUTES,
    ["pad", "face ?down", "cover", "felt"],
  ]),
  q("pressing", "should the heat press be open or closed right after pressing a shirt, and do i peel hot", [
    ["hot", "immediately", "right away", "quick", "straight"],
  ]),
  q("pressing", "glass mug in a mug press, how long compared to ceramic", [["longer", "more time", "8"], MINUTES]),
  q("pressing", "what temp in celsius for sublimation", [["\\b(1[89]\\d|20\\d|21\\d) ?(°|º|degrees?)? ?c", "celsius"]]),
  q("pressing", "what do the time temp and pressure each do in sublimation", [
    ["gas", "sublimat", "convert", "activat", "open"],
    PRESSURE,
  ]),
  q("pressing", "do i press the paper on top or put the blank face down on the paper for hard blanks", [
    ["face ?down", "paper (on the )?(bottom|under)", "under", "upside down"],
  ]),
  q("pressing", "why are there box lines / square outline around my print on shirts", [
    ["platen", "edge", "press marks?", "box lines?"],
    ["pillow", "pad", "towel", "foam", "lower pressure", "less pressure", "cardboard"],
  ]),
  q("pressing", "can i press two sub shirts stacked at once to save time", [
    ["bleed", "through", "transfer", "uneven", "one at a time", "butcher"],
  ]),
  q("pressing", "how long and how hot for a polyester mouse pad", [TEMP, [...SECONDS, ...MINUTES]]),
  q("pressing", "what is a mug wrap and do i need one", [
    ["silicone", "wrap"],
    ["oven", "pressure"],
  ]),
  q("pressing", "can i use my 15x15 flat press for tumblers?", [
    ["tumbler press", "mug press", "oven", "wrap", "curved", "round", "flat"],
  ]),
  q("pressing", "swing away vs clamshell press for a beginner", [
    ["swing", "clam"],
    ["thick", "even", "burn", "space", "access", "cheap", "price", "reach"],
  ]),

  // --- colour ---------------------------------------------------------------------
  q("colour", "my reds come out orange and blacks look brown, why", [PROFILE]),
  q("colour", "should i design in rgb or cmyk for sublimation", [RGB]),
  q("colour", "how do i get a true black in sublimation", [
    [...PROFILE, "rich black", "time", "temp", "settings", "ink"],
  ]),
  q("colour", "why cant sublimation print white", [
    [
      "no white ink",
      "doesn'?t (have|use) white",
      "white (is|comes from) the (blank|substrate|shirt)",
      "background",
      "white ink",
      "transparent",
    ],
  ]),
  q("colour", "colors on my shirt look totally different from my screen, how to fix", [
    [...PROFILE, "test (print|shirt|palette|chart)", "palette"],
  ]),
  q("colour", "where do i get an icc profile for my ink and paper", [
    [
      "ink (maker|manufacturer|supplier|company|vendor|brand)",
      "supplier",
      "manufacturer",
      "seller",
      "vendor",
      "website",
      "download",
    ],
  ]),
  q("colour", "what does a color chart test print do for sublimation", [
    ["see", "compare", "how colou?rs? (look|come out|press|turn out)", "pick", "reference", "match"],
  ]),
  q("colour", "can sublimation do neon or fluorescent colors", [
    ["not", "can'?t", "no", "limited", "fluorescent ink", "neon ink", "gamut"],
  ]),
  q("colour", "my mugs come out with a blue/green tint, what causes that", [
    [...PROFILE, "temp", "time", "too long", "over", "ink"],
  ]),
  q("colour", "does a longer press make colors darker", [
    ["darker", "more", "deeper", "richer", "saturat"],
    ["over", "too long", "scorch", "yellow", "blur", "fuzz", "bleed", "brown"],
  ]),
  q("colour", "why are my colours dull on a shirt that says 100% polyester", [
    ["time", "temp", "pressure", "profile", "icc", "paper", "ink", "soft"],
  ]),
  q("colour", "skin tones look too red/pink in photos i put on mugs", [PROFILE]),
  q("colour", "do i need to adjust brightness/saturation of a png before printing sub", [
    [...PROFILE, "test", "not (usually|always|necessarily)", "depends"],
  ]),
  q("colour", "what is 'mirror' and do i always need it for sublimation", [MIRROR]),
  q(
    "colour",
    "should colors look the same on a polyester shirt vs a mug with the same print",
    [["differ", "not (exactly|always|the same)", "vary", "substrate", "coating"]],
    { lead: [NO] },
  ),

  // --- design files ----------------------------------------------------------------
  q("design", "what file type is best for sublimation designs, png or jpg", [PNG]),
  q("design", "what dpi should my sublimation design be", [RES, ["300"]]),
  q("design", "i downloaded a design from etsy and it came out pixelated on my shirt, why", [RES]),
  q("design", "do i have to mirror text for sublimation", [MIRROR], { lead: [YES] }),
  q("design", "can i design sublimation stuff in canva?", [["canva"], [...PNG, ...RES, "download", "export", "size"]], {
    lead: [YES],
  }),
  q("design", "how do i make a tumbler wrap template the right size", [
    ["circumference", "measure", "height", "around", "diameter"],
  ]),
  q("design", "whats the difference between an svg and a png for sublimation", [
    ["svg", "vector"],
    ["cut", "png", "print", "raster"],
  ]),
  q("design", "my design has a white background that printed as a box, help", [
    [...PNG, "remove (the )?background", "background remov"],
  ]),
  q("design", "can i upscale a small image so it prints well at 11x14", [
    ["upscal", "resolution", "ppi", "dpi", "pixel", "blur", "quality"],
  ]),
  q("design", "what size should a design be for an 11oz mug", [
    ['8\\.?\\d* ?(x|by|")', "9 ?(x|by)", "3\\.?\\d*", "inch", "\\bin\\b", "template"],
  ]),
  q("design", "should i add a bleed around a full wrap design", [["bleed", "extra", "oversize", "larger", "extend"]], {
    lead: [YES],
  }),
  q("design", "how to print a design at the exact size i want in design space", [
    ["print then cut", "size", "limit", "export", "another program", "other (app|software|program)", "png"],
  ]),
  q("design", "can i put a sub design on a shirt and then add htv on top", [
    ["htv", "vinyl"],
    ["yes", "after", "then", "second", "on top", "layer", "lower temp", "can"],
  ]),

  // --- problems --------------------------------------------------------------------
  q("problems", "ghosting on my shirt like a double faint image, what happened", [MOVED, HEAT_TAPE]),
  q("problems", "why are there blue dots / specks on my white sub shirt", [LINT]),
  q("problems", "my mug came out blurry at the edges, design looks like it bled", [
    [...COOL, "hot", "out-?gass", "too long", "over"],
  ]),
  q("problems", "my print has horizontal lines going across it", [NOZZLE]),
  q("problems", "brown scorch marks on my polyester shirt after pressing", [
    ["too (hot|long|high)", "lower", "reduce", "less time", "temp", "overheat"],
  ]),
  q("problems", "white mug came out yellowish in the blank areas", [
    [...HOT_OR_LONG, "overheat", "yellow", "temp", "time"],
  ]),
  q("problems", "my tumbler has a pale line/gap down the seam", [
    ["gap", "seam", "overlap", "bleed", "size", "wider", "tight", "pressure", "wrap"],
  ]),
  q("problems", "the print on my mug is faded on one side but dark on the other", [PRESSURE]),
  q("problems", "sublimation on shirt is blotchy with light patches", [
    [...MOISTURE, ...PRESSURE, "uneven", "pre-?press"],
  ]),
  q("problems", "i got a shiny square on my black-ish polyester shirt, how to avoid it", [
    ["platen", "press marks?", "shine", "pressure", "pillow", "pad", "teflon", "cover"],
  ]),
  q("problems", "the sub paper stuck to my tumbler and ripped off", [
    ["too (hot|long)", MOISTURE, "coating", "tacky", "adhesive", "spray"].flat(),
  ]),
  q("problems", "my design transferred onto the top platen/teflon sheet too", [
    ["bleed", "through", "protect", "butcher", "cover", "clean"],
  ]),
  q("problems", "print came out really light even tho i followed the settings", [
    ["time", "temp", "pressure", "paper", "side", "ink", "mode", "quality", "profile"],
  ]),
  q("problems", "sublimated shirt colors washed out after the first wash", [
    [...COTTON, "polyester", "blend", "under-?press", "time", "temp"],
  ]),
  q("problems", "there is a dark haze around my design on a tile", [
    [...COOL, "out-?gass", "too long", "moist", "ghost"],
  ]),
  q("problems", "my printer is skipping the yellow completely after sitting for a month", [NOZZLE]),
  q("problems", "why does my tumbler have wrinkle lines in the design", [
    ["wrinkl", "crease", "tight", "smooth", "shrink", "wrap", "tape"],
  ]),
  q("problems", "black text bleeding into white areas on aluminum", [[...COOL, "too long", "time", "over"]]),
  q("problems", "the image on my mug is crooked / not centered", [
    ["align", "line ?up", "level", "straight", "tape", "handle", "center", "guide"],
  ]),
  q("problems", "pink and purple turned grey on my shirt", [[...PROFILE, "ink", "nozzle", "clog", "missing"]]),

  // --- care and finished items ----------------------------------------------------
  q("care", "are sublimated mugs dishwasher safe", [
    ["hand[- ]?wash", "coat", "depend", "top[- ]rack", "some", "not all", "fade"],
  ]),
  q("care", "how should customers wash sublimated shirts", [[...INSIDE_OUT, "cold", "gentle", "mild"]]),
  q("care", "can you iron over a sublimated design", [
    ["low", "inside[- ]out", "cover", "not directly", "avoid", "cloth"],
  ]),
  q("care", "will sublimation fade in the sun on a car coaster / outdoor sign", [UV]),
  q("care", "is it ok to put sublimated shirts in the dryer", [[...NO_BLEACH, "low", "yes", "fine"]]),
  q("care", "what care card should i include with my tumblers", [HAND]),
  q("care", "do sublimated designs crack or peel over time", [["no", "not", "won'?t", "doesn'?t", "part of"]], {
    lead: [NO],
  }),
  q("care", "cleaning a sublimated slate or tile, can i scrub it", [
    ["soft", "damp", "gentle", "mild", "no abrasive", "non-?abrasive", "cloth"],
  ]),

  // --- safety ----------------------------------------------------------------------
  q("safety", "are sublimation fumes toxic? i press in my bedroom", [VENT]),
  q("safety", "do i need gloves for taking mugs out of the press", [GLOVES], { lead: [YES] }),
  q("safety", "is sublimation ink safe for baby onesies", [
    ["safe", "certif", "oeko", "msds", "sds", "supplier", "manufacturer", "non-?toxic", "check"],
  ]),
  q(
    "safety",
    "can i leave my heat press on and walk away",
    [["never", "don'?t", "unattended", "fire", "turn (it )?off", "not"]],
    { lead: [NO] },
  ),
  q(
    "safety",
    "should i dunk a hot glass mug in cold water to cool it fast",
    [["crack", "shatter", "break", "thermal shock"]],
    { lead: [NO] },
  ),

  // --- upkeep ----------------------------------------------------------------------
  q("upkeep", "how do i clean sub ink off my heat press platen", [
    ["cool", "cold", "off", "damp", "cloth", "cleaner", "teflon", "eraser", "wipe"],
  ]),
  q("upkeep", "how often should i replace my teflon sheet", [
    ["worn", "stain", "ink", "tear", "discolou?r", "when", "damage"],
  ]),
  q("upkeep", "my mug press heats unevenly now, is the heating pad worn out?", [
    ["replace", "heating (element|pad)", "wear", "test", "thermometer", "pyrometer", "pad"],
  ]),
  q("upkeep", "going on vacation for 3 weeks what do i do with my ecotank full of sub ink", [
    ["print", "nozzle", "clean", "someone", "cap", "cover", "plug", "leave"],
  ]),
  q("upkeep", "printer was sitting 2 months and now nothing prints right, how to unclog", [NOZZLE]),
  q("upkeep", "should i shake my sublimation ink bottles", [["shake", "settle", "gently", "mix", "agitate", "yes"]]),
  q("upkeep", "what is a maintenance box / waste ink pad and when do i replace it", [
    ["waste ink", "maintenance box", "ink pad", "absorb"],
    ["full", "error", "replace", "message", "warning"],
  ]),
  q("upkeep", "sawgrass printing lines even after clean, what else can it be", [
    ["encoder", "strip", "align", "media", "paper setting", "support"],
  ]),
  q("upkeep", "do heat presses need calibration? mine seems hotter than it says", [PYRO]),

  // --- buying equipment ------------------------------------------------------------
  q("buying", "what do i need to buy to start sublimation, full list", [["printer"], ["ink"], ["paper"], ["press"]]),
  q("buying", "what size heat press should i buy first, 15x15 or 16x20", [
    ["15 ?x ?15", "16 ?x ?20", "size", "bigger", "larger", "depends", "what you"],
  ]),
  q("buying", "is a cheap amazon heat press good enough for sub or do i need a hotronix", [
    ["even", "temp", "pressure", "accura", "consisten", "cold spots?", "warranty"],
  ]),
  q("buying", "should i buy a sublimation printer bundle or convert my own ecotank", [
    ["warranty", "support", "convert", "cost", "cheap"],
  ]),
  q("buying", "do i need a laminator or a convection oven for sublimation? confused by all the gear", [
    ["oven", "press"],
    ["not (required|necessary|needed)", "optional", "don'?t need", "start", "later", "volume", "tumbler"],
  ]),
  q("buying", "where do people buy sublimation blanks wholesale", [
    ["supplier", "wholesale", "distributor", "bulk", "johnson", "coastal", "condé", "conde", "vendor"],
  ]),
  q("buying", "used heat press off marketplace, what should i check before buying", [
    ["temp", "heat", "even", "pressure", "element", "pad", "test", "thermometer"],
  ]),

  // --- business --------------------------------------------------------------------
  q("business", "how do i price sublimated mugs for my etsy shop", [COST, LABOUR]),
  q("business", "can i sell shirts with disney characters i sublimated myself", [RIGHTS], { lead: [NO] }),
  q("business", "bought a png on etsy, can i sell tumblers with it", [
    RIGHTS,
    ["commercial", "terms", "license", "licence", "seller"],
  ]),
  q("business", "what does 'commercial use license' on sub designs mean, is there a limit", [
    ["limit", "number", "\\d+ (items|products|sales|prints)", "cap", "up to"],
  ]),
  q("business", "can i sell my sublimation prints (the paper transfers) to other crafters", [RIGHTS]),
  q("business", "how much should i charge for a custom sublimated tshirt", [COST, LABOUR]),
  q("business", "how do i ship mugs without them breaking", [
    ["bubble", "wrap", "box", "padding", "cushion", "packing", "double"],
  ]),
  q("business", "is it ok to use free fonts from dafont on items i sell", [
    ["licen[cs]e", "commercial", "personal use"],
  ]),
  q("business", "how do i calculate cost per item, including ink and paper", [
    ["ink"],
    ["paper"],
    ["blank", "tape", "electric", "time", "labou?r"],
  ]),
  q("business", "can i use a photo a customer sends me, what if they didnt take it", [RIGHTS]),
  q("business", "should i watermark my mockups when i post them", [["watermark", "protect", "steal", "copy"]], {
    lead: [YES],
  }),

  // --- more blanks, printers, paper, pressing (area focus) ------------------------
  q("blanks", "can i sublimate on a dri-fit shirt from target?", [POLY, WHITE_OR_LIGHT]),
  q("blanks", "are sublimation puzzles and ornaments made of special material?", [COATING]),
  q("blanks", "can i sublimate on rayon or bamboo shirts", [POLY], { lead: [NO] }),
  q("pressing", "how hot for polyester pillow cases and do i put something inside", [
    TEMP,
    ["cardboard", "butcher", "paper", "insert", "inside", "foam"],
  ]),
  q("pressing", "do i need to wrap a mug in something besides the print", [
    [...BUTCHER, "shrink", "wrap", "tape", "paper"],
  ]),
  q("pressing", "how long for a 20 oz skinny tumbler in a tumbler press", [MINUTES]),

  // --- outside what the site knows ------------------------------------------------
  none("where is my order from the sublimation supply store, i ordered 2 weeks ago"),
  none("how do i set up my cricut maker 3 to cut leather for earrings"),
  none("best settings for screen printing plastisol on black cotton hoodies, mesh count?"),
  none("do i have to charge sales tax on etsy sales in texas"),
  none("i burned my hand on the press, should i put butter on it or go to the er"),
  none("how do i file an llc in ohio for my tshirt business"),
  none("whats the best embroidery machine for hats under 1000 dollars"),
  none("how do i get my laser engraver to engrave deeper on slate"),
  none("my macbook won't update to the newest os, how to fix"),
  none("what's the best resin for epoxy tumblers and how long to cure"),
  none("how do i remove a dtf transfer that i put on crooked"),
  none("can you recommend a good accountant for small craft businesses"),
  none("how do i get more followers on tiktok for my shop"),
  none("what's the stitch density for a 3d puff embroidery file"),
  none("how do i fix my 3d printer's bed leveling"),
  none("is the epson store open on sundays near me"),
  none("how much is shipping a 5 lb box from canada to australia with canada post right now"),
  none("how do i knit a beanie for a beginner"),
  none("do i need a business license to sell at a farmers market in my county"),
  none("i'm pregnant, is it safe for me to work with resin and alcohol inks"),
  none("how do i use procreate brushes to draw realistic hair"),
  none("what's the exchange rate for paying a chinese supplier in usd vs cny today"),
  none("how do i fix the tension on my brother sewing machine"),
  none("how do i make a shopify store accept klarna"),
];
