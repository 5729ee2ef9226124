// A sixth held-out split of beginner questions, written from public beginner
// questions without looking at the site's content, the expert's code or the
// tuned question sets, so it measures how sure the expert may be on phrasings
// nobody wrote an answer for. The questions keep the shapes hobbyists and small
// shops use in forums, Q&A threads, makerspace issue trackers, blank and paper
// makers' FAQ pages and trade articles (paraphrased, never copied): lowercase,
// typos, shorthand, brand names, symptoms in plain words, two-part and
// context-heavy questions, spread over the first year: blanks and materials,
// printers and ink, paper and tape, pressing, colour, problems, care, safety,
// upkeep and running a small business. The facts each right answer must carry
// come from the sourced reference facts and widely agreed trade knowledge,
// written as tolerant alternatives so any correct wording passes. Questions
// marked `none` sit outside what a sublimation learning site knows (other
// decoration methods, unrelated software, shipping and order status, marketing
// platforms, tax, insurance and country-specific law); the honest "no answer"
// is the right result.

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
import { type EvalQuestion, none, q } from "./questions";

const COOL = ["cool", "\\bfan\\b", "quench", "cold"];
const PYROMETER = [
  "pyrometer",
  "probe",
  "thermocouple",
  "calibrat",
  "temp(erature)? strips?",
  "thermometer",
  "temp gun",
];
const PILLOW = ["pillow", "pad", "foam", "insert", "cardboard", "raise"];
const ICC_OR_SETTINGS = PROFILE.concat(["colou?r (setting|correct|adjust)", "adjust", "test"]);

export const DEV6_QUESTIONS: EvalQuestion[] = [
  // Blanks and materials
  q("blanks", "white polyester lanyards for my kids team, can i sublimate the names on them", [], { lead: [YES] }),
  q("blanks", "can i just buy a cheap kids wooden puzzle at the dollar store and sub a photo on it", [COATING], {
    lead: [NO],
  }),
  q("blanks", "license plate blanks, do they have to be the sub ones or will any metal car tag work", [COATING], {
    lead: [NO],
  }),
  q("blanks", "my shirt supplier sells 'cotton feel' tees that are actually 100% poly, will those sublimate ok", [], {
    lead: [YES],
  }),
  q("blanks", "white poly christmas stockings with a plush cuff, can i sub the cuff part with names", [
    POLY.concat(["texture", "pile", "fuzzy", "brush"]),
  ]),
  q("blanks", "is white satin ribbon from the craft aisle any good for sublimated hair bows", [POLY]),
  q("blanks", "whats the difference between a stainless sublimation water bottle and a normal one from the store", [
    COATING,
  ]),
  q("blanks", "can you sub on stemmed wine glasses or only the straight glass cans", [
    COATING.concat(["shrink", "wrap", "oven", "curve", "shape"]),
  ]),
  q("blanks", "sub phone cases, is it the plastic that takes the ink or is there an insert in them", [
    ["insert", "alumin", "metal plate", "plate"],
  ]),
  q("blanks", "cork backed coasters, which side is the design supposed to go on", [
    ["top", "face", "hardboard", "coated (side|surface)", "not (on )?the cork", "cork (is the )?(back|bottom)"],
  ]),
  q("blanks", "are the felt car air freshener blanks poly? how do they take the ink", [POLY]),
  q("blanks", "white poly knit beanie, will the print look solid or patchy", [
    ["stretch", "texture", "gaps", "white (shows?|peeks?)", "uneven", "patchy", "not (as )?solid"],
  ]),
  q("blanks", "can i sublimate on a smooth river rock from my garden", [COATING], { lead: [NO] }),
  q("blanks", "pink and teal sub tumblers are on sale, do colors print right on those", [
    WHITE_OR_LIGHT.concat(["tint", "mix", "blend", "change", "shift", "show through", "affect"]),
  ]),
  q("blanks", "white ceramic ring dish from homegoods, can it be sublimated", [COATING], { lead: [NO] }),
  q("blanks", "cheap blanks from temu and aliexpress, are they legit for sub or a gamble", [
    ["quality", "vary", "varies", "inconsisten", "test", "coat", "gamble", "hit or miss"],
  ]),
  q("blanks", "two tone mugs (coloured handle and inside), do those still work for sub", [], { lead: [YES] }),
  q("blanks", "black colour changing magic mugs, can i sublimate those and are they as tough as regular ones", [
    ["hand[- ]?wash", "dishwasher", "fragile", "gentle", "not as (durable|tough)", "delicate", "less durable"],
  ]),
  q("blanks", "white canvas slip on shoes (cotton), any way to sub a pattern on them", [POLY], { lead: [NO] }),
  q("blanks", "sub bookmarks, are the metal ones or the hardboard ones easier for a beginner", [
    ["alumin", "metal", "hardboard", "both", "either", "coat"],
  ]),
  q("blanks", "pet bandanas that say 100% polyester, good for sub?", [], { lead: [YES] }),
  q("blanks", "white poly mesh basketball jersey, will the holes in the mesh show", [
    ["white", "lighter", "gaps", "texture", "not (fully )?solid", "show through", "uneven"],
  ]),
  q("blanks", "can i sublimate a greeting card on normal cardstock", [COATING], { lead: [NO] }),
  q("blanks", "mdf keychains with a white face on both sides, can i do both sides", [
    ["one (side )?at a time", "each side", "separately", "cool", "flip", "second side", "protect"],
  ]),
  q("blanks", "polyester drawstring bags for party favours, any good", [], { lead: [YES] }),
  q("blanks", "white ceramic photo ornaments vs aluminum ornaments, which needs longer", [
    ["ceramic"],
    ["longer", "minutes", "more time"],
  ]),
  q("blanks", "sequin flip pillow cover, which side gets the design", [
    ["white side", "silver side", "brush", "light side", "one side", "lighter side", "smooth"],
  ]),
  q("blanks", "sub tote bags, why do some say 'linen look' and do those print as bright", [
    POLY.concat(["texture", "weave", "less (bright|vibrant)", "slightly", "muted", "softer"]),
  ]),
  q("blanks", "polyester swim shorts and rash guards for a swim team, does sub hold up in chlorine pools", [
    ["fade", "rinse", "durab", "holds? up", "last", "colou?r ?fast", "permanent"],
  ]),
  q("blanks", "my supplier lists 'sublimation slate' and natural slate, is the natural one worth trying", [
    COATING.concat(["uneven", "texture", "inconsisten"]),
  ]),
  q("blanks", "glass photo blocks / crystal blanks, do they need coating or any glass is fine", [COATING]),
  q("blanks", "white polyester baby burp cloths, the back is terry cotton, will it work", [
    POLY.concat(["front", "face", "print side", "top layer"]),
  ]),
  q("blanks", "sublimation earring blanks are double sided hardboard, can i press both at once", [
    ["one (side )?at a time", "separately", "each side", "ghost", "bleed", "second", "flip", "protect"],
  ]),
  q(
    "blanks",
    "customer wants a full photo on a black polyester hoodie, sub or no",
    [WHITE_OR_LIGHT.concat(["won'?t show", "not show", "no white ink", "dark", "htv", "vinyl"])],
    { lead: [NO] },
  ),

  // Printers and ink
  q("printers", "what does it mean to 'convert' a printer for sub, do i gut it or what", [
    ["sublimation ink", "fill", "new", "unused", "never (been )?(used|filled)", "instead of"],
  ]),
  q("printers", "is sub ink just cmyk or are there extra colours like light cyan", [
    ["cmyk", "four", "4[- ]colou?r", "magenta"],
  ]),
  q("printers", "whats the sawgrass print manager thing and do i have to use it", [
    ["driver", "software", "colou?r", "profile", "manage", "settings"],
  ]),
  q("printers", "how low can i let my ecotank tanks go before refilling sub ink", [
    ["air", "dry", "empty", "run out", "below", "line", "don'?t let", "low line", "minimum"],
  ]),
  q("printers", "sub ink vs regular printer ink, is sub ink a dye or a pigment", [], {
    lead: [["dye"]],
    not: [["(it'?s|is) a pigment"]],
  }),
  q("printers", "printer keeps grabbing two sheets of sub paper at once and feeding crooked", [
    ["fan", "fewer", "one (sheet )?at a time", "guide", "humid", "curl", "static", "stack"],
  ]),
  q("printers", "is it ok to push cleaning solution through my converted epson to unclog it", [
    NOZZLE.concat(["cleaning solution", "flush", "syringe", "manufacturer", "careful"]),
  ]),
  q("printers", "does a head cleaning use up a lot of sub ink", [], {
    lead: [["\\byes\\b", "a lot", "lots", "quite a bit", "noticeable", "significant", "wast", "some ink", "does use"]],
  }),
  q("printers", "epson l1800 for a3 sublimation, is that a decent one", [], {
    lead: [YES],
  }),
  q("printers", "my sub prints look grainy with little dots all over when i zoom in", [
    ["quality", "resolution", "dpi", "high quality", "nozzle", "image", "pixel"],
  ]),
  q(
    "printers",
    "bought an epson that came with starter ink in the box, can i still convert it if i never put that ink in",
    [],
    {
      lead: [YES],
    },
  ),
  q("printers", "sawgrass sg1000 warranty, what voids it", [
    ["non[- ]?genuine", "third[- ]party", "other (brand|ink)", "genuine", "sawgrass ink", "refill"],
  ]),
  q("printers", "why is ink going down in my tanks when i havent printed anything", [
    ["clean", "maintenance", "automatic", "flush", "start[- ]?up", "power (on|cycle)"],
  ]),
  q("printers", "sub printer smears ink on the rollers, every sheet gets little marks", [
    ["clean", "wipe", "dry", "thick", "paper (setting|type)", "heavy"],
  ]),
  q("printers", "should i buy the 4 color or 6 color sub ink set for a photo business", [
    ["light (cyan|magenta)", "smoother", "gradient", "skin tone", "printer (supports|takes|has)"],
  ]),
  q(
    "printers",
    "is the canon maxify or pixma ok for sub ink, i already have one",
    [["thermal", "piezo", "heat", "epson", "not (recommended|suitable|compatible)"]],
    { lead: [NO] },
  ),
  q("printers", "what kind of print head does sublimation need and which printers have it", [
    ["piezo"],
    ["epson", "sawgrass", "ricoh"],
  ]),
  q("printers", "can i leave my converted printer switched off for a week between orders", [
    NOZZLE.concat(["clog", "dry", "print (something|a test|regularly)", "nozzle check", "regular"]),
  ]),
  q(
    "printers",
    "my nozzle check has a few broken lines in magenta but prints look fine, do i clean anyway",
    [["head[- ]clean", "another (check|nozzle check)", "recheck", "one (cleaning|cycle)", "banding", "lines"]],
    { lead: [YES] },
  ),
  q("printers", "print comes out with the design shifted to one side and cut off", [
    ["margin", "paper size", "page size", "layout", "center", "centre", "guide", "settings", "scale"],
  ]),
  q("printers", "i design in canva, can i still use the icc profile for my sub ink", [
    [
      "driver",
      "another (program|app)",
      "photoshop",
      "export",
      "can'?t",
      "doesn'?t support",
      "no (icc|colou?r management)",
      "not (support|possible)",
      "printer settings",
    ],
  ]),
  q("printers", "first time filling an ecotank with sub ink, do the colours go in a specific order", [
    ["match", "colou?r[- ]coded", "correct (tank|colour|color)", "right (tank|colour|color)", "label", "key"],
  ]),
  q("printers", "after a month my et-2800 prints stripes even with new ink, is the printer dead", [
    NOZZLE.concat(["alignment", "not (necessarily )?dead", "probably not"]),
  ]),
  q("printers", "how do i print mirrored from photoshop to my sub printer", [
    [
      "flip (canvas )?horizontal",
      "image rotation",
      "mirror (image|option|setting|checkbox|box)",
      "print settings",
      "driver",
    ],
  ]),
  q("printers", "what's a good print quality setting to save ink but still look ok on mugs", [
    ["high", "standard", "best", "fine", "dpi", "photo", "draft"],
  ]),
  q("printers", "can one converted printer do letter size mug prints and also 11x17 tumbler wraps", [
    ["maximum", "max", "paper size", "wide[- ]format", "13 ?x ?19", "a3", "depends", "model", "width"],
  ]),
  q("printers", "new ricoh sublijet printer, are those the same gel ink thing people talk about", [], { lead: [YES] }),
  q("printers", "do i need a separate printer for sub and one for normal school papers", [
    [
      "sublimation ink",
      "mix",
      "two printers",
      "dedicated",
      "only sublimation",
      "can'?t (use|switch)",
      "won'?t (look|work)",
      "regular ink",
    ],
  ]),
  q("printers", "paper keeps coming out with wet ink that smudges when i touch it", [
    ["dry", "wait", "heavy", "saturat", "quality", "humid", "paper (setting|type)"],
  ]),

  // Paper and tape
  q("paper", "what is the extra 'blowout paper' people put over the transfer, do i need it", [
    ["absorb", "protect", "excess ink", "extra ink", "bleed", "platen", "pad", "butcher"],
  ]),
  q("paper", "little bits of sub paper stuck to the mug after pressing, how do i get them off without scratching", [
    ["wet", "damp", "soak", "water", "sponge", "soft cloth", "rinse"],
  ]),
  q("paper", "tacky sub paper, does it get sticky by itself or only with heat", [
    ["press", "activat", "warm", "hot", "once heated", "under heat", "when heated"],
  ]),
  q("paper", "what does 'fast dry' mean on sublimation paper packs", [
    ["quick", "smear", "smudge", "heavy ink", "absorb", "sooner", "right away", "immediately", "less (wait|time)"],
  ]),
  q(
    "paper",
    "is sublimation paper the same as the printable heat transfer paper from walmart",
    [["different", "sublimation ink", "coat", "cotton", "regular ink", "inkjet transfer"]],
    { lead: [NO] },
  ),
  q(
    "paper",
    "can i print on both sides of sub paper to save some sheets",
    [["one side", "coated side", "coating", "single side", "won'?t work", "bleed"]],
    { lead: [NO] },
  ),
  q("paper", "humid summer here, should i dry the printed transfer on the press before pressing", [MOISTURE]),
  q("paper", "do i need a cover sheet between the tumbler wrap and the silicone sleeve in the oven", [
    ["butcher", "protect", "ink", "stain", "ghost", "absorb", "keep (the )?(wrap|sleeve) clean"],
  ]),
  q("paper", "for shirts do i need heat tape or do people just lay the paper on", [
    HEAT_TAPE.concat(["tacky", "spray", "adhesive", "tape", "shift", "move"]),
  ]),
  q("paper", "sub paper prints kind of a cream colour on the white areas, is my paper bad", [
    ["normal", "coating", "doesn'?t (matter|transfer)", "won'?t transfer", "not transfer", "paper colou?r"],
  ]),
  q("paper", "how big a margin of paper should hang past the edge of a coaster", [
    ["bleed", "slightly (larger|bigger)", "overhang", "\\b(1/8|0\\.125|1/4|0\\.25)", "past the edge", "extra"],
  ]),
  q("paper", "what tape do people use on polyester so it doesnt leave marks on the fabric", [
    HEAT_TAPE.concat(["tacky", "spray", "outside the design", "edge", "corner", "thin"]),
  ]),
  q("paper", "can i use the teflon sheet that came with my cricut easypress for sub", [], { lead: [YES] }),
  q("paper", "is there a special sub paper for dark shirts", [
    ["htv", "vinyl", "no white", "light[- ]colou?r", "white (base|layer|ink|htv|vinyl)", "dark (transfer|shirt) paper"],
  ]),
  q("paper", "how do i keep the sub paper from sliding on a slippery aluminum blank", [
    HEAT_TAPE.concat(["tape", "spray", "adhesive", "tacky"]),
  ]),
  q("paper", "can i print my tumbler template on legal paper or does it have to be 13x19", [
    ["8\\.5 ?x ?14", "fits", "measure", "circumference", "9\\.[0-9]", "8\\.[0-9]", "height"],
  ]),
  q("paper", "does the ink side of the paper touch the blank or face up", [
    ["face[- ]down", "ink side (down|touching|against|facing)", "printed side (down|facing|against|touching)", "touch"],
  ]),

  // Pressing
  q("pressing", "poly pillow cover with a zipper, how do i stop the zipper making a line", [
    PILLOW.concat(["zipper (off|out|outside|hang|over the edge)", "edge"]),
  ]),
  q("pressing", "aluminum license plate on the flat press at 400, how long", [SECONDS]),
  q("pressing", "polyester pet bandana, how long at 400", [SECONDS]),
  q("pressing", "wine glass with shrink wrap in the convection oven, how long", [MINUTES]),
  q("pressing", "glass christmas ornaments in the convection oven, about how long", [MINUTES.concat(MAKER)]),
  q("pressing", "acrylic photo block, should i go lower than 400 so it doesnt warp", [
    ["lower", "less", "\\b3[5-8]\\d\\b", "maker", "manufacturer", "test", "warp", "melt"],
  ]),
  q("pressing", "plastic polymer kids cups in my mug press, same as ceramic?", [
    ["lower", "less", "light", "low", "reduce"],
    ["pressure", "temp", "time"],
  ]),
  q("pressing", "how do i press a design on a shirt sleeve without getting the seam line", [
    PILLOW.concat(["sleeve (pad|platen)"]),
  ]),
  q(
    "pressing",
    "can i do a ceramic mug in my flat heat press if i dont have a mug press",
    [["mug press", "oven", "wrap", "curve", "round", "attachment", "won'?t (work|press)"]],
    { lead: [NO] },
  ),
  q("pressing", "i dont have a convection oven, can i do tumblers in my regular home oven", [
    ["convection", "uneven", "even heat", "hot spots", "food", "dedicated", "separate", "thermometer"],
  ]),
  q("pressing", "do people rotate the tumblers halfway in the oven?", [
    ["even(ly)?", "hot spots?", "uneven", "some (people|do)", "many", "depends", "flip"],
  ]),
  q("pressing", "ornament blank came with a ribbon, do i take it off before pressing", [], {
    lead: [["\\byes\\b", "remove", "take (it|the ribbon) off", "off first"]],
  }),
  q(
    "pressing",
    "jersey with a name on the back and a logo on the front, how do i stop the front from messing up when i press the back",
    [["paper", "cardboard", "insert", "inside", "protect", "re-?activ", "ghost", "cover", "butcher"]],
  ),
  q("pressing", "doing 20 shirts back to back, do i have to wait between each one", [
    ["recover", "back (up )?to temp", "reheat", "return", "temperature drop", "reach", "drop"],
  ]),
  q("pressing", "customer wants an all over print shirt, can i do it on my 16x20 press", [
    [
      "crease",
      "white (lines|spots|areas|gaps)",
      "seam",
      "cut[- ]and[- ]sew",
      "bigger press",
      "larger press",
      "wide[- ]format",
      "sections",
    ],
  ]),
  q("pressing", "hardboard door hanger sign, how long at 400 on the flat press", [
    SECONDS.concat(MINUTES).concat(MAKER),
  ]),
  q("pressing", "aluminium water bottle blank in the tumbler oven, what temp do people use", [TEMP]),
  q("pressing", "poly tote bag with a gusset and handles getting in the way", [
    PILLOW.concat(["out of the way", "flat", "edge", "hang"]),
  ]),
  q("pressing", "what pressure do you use for a thin aluminium sign", [["light", "medium", "firm", "moderate"]]),
  q(
    "pressing",
    "clear glass mug in my mug press, same time as a ceramic one?",
    [["longer", "more time", "\\b8\\b", "eight"]],
    {
      lead: [NO],
    },
  ),
  q("pressing", "should i press shirts on the silicone pad directly or put something under", [
    ["butcher", "paper", "protect", "teflon", "bleed", "sheet"],
  ]),
  q("pressing", "does a dark grey 100% poly shirt need different settings than white", [
    ["same", "similar", "no difference", "settings (are|stay)", "colou?r.*(show|shows|affect|look)", "darker", "muted"],
  ]),
  q("pressing", "whats the difference between pressing at 385 for longer vs 400 shorter", [
    [
      "trade[- ]?off",
      "balance",
      "scorch",
      "either",
      "both",
      "compensat",
      "longer (time|press|dwell)",
      "more time",
      "overheat",
      "shin",
      "glaz",
      "test",
    ],
  ]),
  q("pressing", "polyester golf towel with thick loops, do i need more pressure", [
    ["heavier", "more", "medium", "firm", "increase", "thick"],
  ]),
  q("pressing", "my 15x15 press, how do i press a 20x20 blanket", [
    ["section", "overlap", "multiple", "bigger press", "larger press", "in parts", "move", "stages"],
  ]),
  q("pressing", "does sublimating a slate need a teflon sheet or felt on top", [
    ["no (pad|felt|cover)", "don'?t cover", "without", "face down", "nothing on top", "heat (through|penetrat)"],
  ]),
  q("pressing", "poly felt pennant flags for a party, how long at 400", [SECONDS]),
  q("pressing", "how do i line up the paper on a round coaster so the design is centred", [
    ["mark", "template", "guide", "trace", "tape", "fold", "measure", "bigger", "light ?box", "hold (it )?up"],
  ]),
  q(
    "pressing",
    "can i use the easypress for mugs if i hold it on the side",
    [["mug press", "oven", "wrap", "uneven", "curved", "round", "not (designed|made|ideal)"]],
    { lead: [NO] },
  ),
  q("pressing", "poly bucket bag with a lining, will the ink go through to the inside", [
    ["insert", "cardboard", "butcher", "paper inside", "protect", "inside the bag", "between"],
  ]),

  // Colour
  q("colour", "my greys come out with a brownish or greenish tint", [ICC_OR_SETTINGS]),
  q("colour", "where do i pick the icc profile in the photoshop print window", [
    [
      "photoshop manages",
      "printer profile",
      "colou?r handling",
      "printer manages",
      "no colou?r management",
      "turn off",
    ],
  ]),
  q("colour", "is an icc profile for the ink, the printer or the paper", [
    ["combination", "all three", "together", "specific (to|for)", "set[- ]?up", "match"],
  ]),
  q("colour", "do colours change if i press too long", [["dull", "fad", "hazy", "brown", "blur", "darker", "muddy"]], {
    lead: [YES],
  }),
  q("colour", "light pastel colours in my design barely show up after pressing", [
    ICC_OR_SETTINGS.concat(["saturat", "darker", "boost", "stronger", "time", "temp"]),
  ]),
  q(
    "colour",
    "does switching to a different brand of sub paper change my colours",
    [["transfer rate", "profile", "\\bicc\\b", "release", "test", "brighter", "different"]],
    { lead: [YES] },
  ),
  q("colour", "do i need to calibrate my monitor for sublimation", [
    [
      "test print",
      "swatch",
      "chart",
      "bright",
      "not (necessary|essential|required)",
      "helps",
      "profile",
      "\\bicc\\b",
      "sample",
    ],
  ]),
  q("colour", "how do i preview on screen what my print will look like before i waste a blank", [
    PROFILE.concat(["soft ?proof", "test", "swatch", "chart"]),
  ]),
  q("colour", "sky blue in my design came out a bit purple on polyester", [
    ICC_OR_SETTINGS.concat(["time", "temp", "magenta"]),
  ]),
  q("colour", "shirt colours look brighter on white poly than on my sub hardboard, is that normal", [
    ["coating", "surface", "substrate", "material", "absorb", "different (materials|blanks|surfaces)", "time", "temp"],
  ]),
  q("colour", "my prints look way darker than the screen, screen is on full brightness", [
    ["calibrat", "lower", "turn down", "dim", "profile", "\\bicc\\b", "backlit", "test"],
  ]),
  q("colour", "black text looks slightly blue on my tumblers", [
    ICC_OR_SETTINGS.concat(["time", "temp", "rich black", "black ink", "nozzle"]),
  ]),

  // Problems
  q("problems", "weird lines and wrinkle marks around my tumbler after the oven", [
    ["crease", "fold", "shrink wrap", "tight", "smooth", "pressure", "gap", "even"],
  ]),
  q("problems", "shirts looked crisp but i stacked them warm and now the designs are blurry and on the other shirts", [
    ["cool", "before (folding|stacking)", "let (them )?cool", "apart", "separate", "spread"],
  ]),
  q("problems", "my design on the mug is cut off near the handle", [
    ["size", "measure", "template", "resize", "width", "dimension", "print area"],
  ]),
  q("problems", "left side of every shirt comes out lighter than the right on my cheap press", [
    ["uneven", "cold spot", "pressure", "temperature", "level", "element"],
    PYROMETER.concat(["test", "check", "adjust", "level"]),
  ]),
  q("problems", "my sublimated design is cracking and peeling off the shirt", [
    ["not (true |real )?sublimat", "htv", "vinyl", "coat", "cotton", "spray", "sit(s|ting)? on top", "surface"],
  ]),
  q("problems", "there's a brown ring near the top rim of my mug that wasn't in the design", [
    ["cover", "wrap", "overheat", "too (hot|long)", "caramel", "uncover", "expos"],
  ]),
  q("problems", "mug cracked in my mug press, what did i do wrong", [
    ["pressure", "too tight", "tight", "thermal shock", "cold", "defect", "handle"],
  ]),
  q("problems", "slate photo has little white dots where the surface is bumpy", [
    ["texture", "uneven", "natural", "pressure", "contact", "pad", "foam"],
  ]),
  q("problems", "image on my glass can came out doubled after i took the shrink wrap off", [
    MOVED.concat(["ghost", "hot", "cool", "carefully", "straight"]),
  ]),
  q("problems", "the colour looks patchy and uneven on a big solid red background shirt", [
    MOISTURE.concat(["pre-?press", "pressure", "uneven", "lint", "even"]),
  ]),
  q("problems", "ink blotches and splotches only in the dark parts of my print on paper", [
    ["too much ink", "saturat", "heavy", "humid", "moist", "paper", "quality", "dry"],
  ]),
  q("problems", "hardboard sign came out with a big faded spot in the middle", [
    PRESSURE.concat(["uneven", "warp", "cold spot", "pad", "moisture", "heat"]),
  ]),
  q("problems", "faint purple haze outside the design on my white poly shirts", [
    ["too (hot|long|much)", "pressure", "time", "temp", "gas", "blow[- ]?out", "move", "shift", "hover", "reduce"],
  ]),
  q("problems", "my tumbler has a blurry shadow line along the bottom edge", [
    MOVED.concat(["tight", "wrap", "gap", "taper", "shrink", "ghost", "steam"]),
  ]),
  q("problems", "sublimated aluminum photo has tiny dust specks that came out white", [
    ["lint", "clean", "wipe", "debris", "air", "blow", "compressed"],
  ]),
  q("problems", "coaster came out with a darker outline exactly where the paper edge sat", [
    ["bigger", "larger", "pressure", "trim", "overhang", "pillow", "pad", "extend", "beyond"],
  ]),
  q("problems", "my mugs are coming out pale only on the side opposite the handle", [
    PRESSURE.concat(["pad", "element", "even", "position", "center"]),
  ]),
  q("problems", "the words came out backwards on my glass cutting board", [["mirror", "flip", "revers"]]),
  q("problems", "tumbler has a cloudy smudgy patch right where i put the tape", [
    [
      "outside the design",
      "off the (image|design)",
      "not over",
      "never (put|place) tape",
      "edge",
      "moist",
      "residue",
      "away from",
    ],
  ]),
  q("problems", "print looked ok then after a few days on the shelf the mug looks blurry", [
    COOL.concat(["too (hot|long)", "overheat", "moist", "humid", "paper", "migrat", "coating", "quality"]),
  ]),
  q("problems", "one corner of my shirt print is missing, like the paper lifted up", [
    PRESSURE.concat(["tape", "lift", "curl", "uneven", "seam", "pillow", "tacky"]),
  ]),
  q("problems", "half my poly shirts have a shiny glazed square and the fabric feels stiff", [
    HOT_OR_LONG.concat(["pressure", "scorch", "pyrometer", "temp", "glaz"]),
  ]),
  q("problems", "white lines across my mug design in the same spot every time", [
    NOZZLE.concat(["banding", "alignment", "printer"]),
  ]),
  q("problems", "my photo came out soft and blurry even though the paper print was sharp", [
    MOVED.concat(["pressure", "too (hot|long)", "ghost", "tape", "cool", "gas"]),
  ]),
  q("problems", "metal sign came out with a yellowish tint over the white", [
    HOT_OR_LONG.concat(["temp", "time", "coating", "film", "quality"]),
  ]),

  // Care
  q(
    "care",
    "can sublimated hardboard coasters go in the dishwasher",
    [HAND_WASH.concat(["wipe", "damp cloth", "not dishwasher", "no dishwasher", "avoid"])],
    { lead: [NO] },
  ),
  q("care", "what wash temp should people use for a sublimated pillowcase", [
    ["cold", "cool", "warm", "gentle", "inside out", "low"],
  ]),
  q("care", "customer asked if oxiclean or stain remover is ok on a sublimated jersey", [
    ["bleach", "harsh", "test", "gentle", "mild", "spot"],
  ]),
  q("care", "are sublimated mugs ok with boiling water for tea", [], { lead: [YES] }),
  q("care", "can i soak my sublimated tumbler overnight to get coffee stains out", [
    [
      "hand[- ]?wash",
      "don'?t soak",
      "avoid soak",
      "gentle",
      "soft sponge",
      "abrasive",
      "not (recommended|ideal)",
      "seal",
    ],
  ]),
  q("care", "should sublimated jerseys be hung to dry", [], {
    lead: [YES.concat(["hang", "line[- ]dry", "air[- ]dry", "low heat"])],
  }),
  q(
    "care",
    "can people scrub a sublimated mug with a scouring pad",
    [["abrasive", "scratch", "soft", "sponge", "gentle", "wear"]],
    { lead: [NO] },
  ),
  q("care", "how long does a sublimated poly shirt print last", [
    [
      "life of the (shirt|garment|fabric)",
      "as long as",
      "years",
      "doesn'?t (crack|peel)",
      "won'?t (crack|peel)",
      "permanent",
    ],
  ]),
  q(
    "care",
    "do i need to put a clear coat or sealant over sublimated aluminum signs",
    [["not (needed|necessary|required)", "no need", "already", "in the coating", "durable", "don'?t need"]],
    { lead: [NO] },
  ),
  q("care", "can a sublimated ornament be left in a hot attic all year", [
    ["cool", "dry", "fade", "sun", "store", "temperature", "fine", "stable"],
  ]),
  q("care", "can i iron a sublimated pillowcase if its wrinkly", [
    ["low", "inside out", "reverse", "cloth", "don'?t iron (directly|on the design)", "avoid", "cool"],
  ]),

  // Safety
  q("safety", "my throat gets itchy when i press a lot of poly shirts, do i need a mask", [VENT]),
  q("safety", "the ink bottle says keep away from children, whats actually in it and where can i check", [
    ["sds", "safety data sheet", "msds", "label", "manufacturer"],
  ]),
  q("safety", "white smoke came off my hardboard blank in the press, is that dangerous", [
    VENT.concat(["coating", "too (hot|long)", "off-?gas", "moisture", "steam"]),
  ]),
  q("safety", "my teflon sheet gets really hot, is that a problem with my pet birds in the next room", [
    ["ptfe", "fume", "away", "separate room", "ventilat", "toxic", "dangerous"],
  ]),
  q("safety", "heat press keeps tripping the breaker when the printer and space heater are on", [
    ["circuit", "amp", "outlet", "load", "separate", "dedicated", "electrician"],
  ]),
  q("safety", "what safety stuff should i have in my sub craft room", [VENT.concat(["glove", "extinguisher", "mitt"])]),
  q(
    "safety",
    "is it safe to use the toaster oven i do tumblers in for food again afterwards",
    [["dedicated", "separate", "don'?t", "not (for|with) food", "only for", "fumes", "residue", "never"]],
    { lead: [NO] },
  ),
  q("safety", "how long before i can touch a ceramic tile after pressing, i keep burning myself", [
    ["glove", "mitt", "heat[- ]resistant", "cool", "fan"],
  ]),
  q("safety", "can my teenager run the mug press alone", [
    ["supervis", "burn", "glove", "careful", "teach", "adult", "train"],
  ]),
  q("safety", "is it ok to run the heat press on the carpet in my spare room", [
    ["hard", "stable", "heat[- ]resistant", "flat", "sturdy", "table", "not (on )?carpet", "fire"],
  ]),

  // Upkeep
  q("upkeep", "whats an encoder strip on my sawgrass and why would i clean it", [
    ["position", "carriage", "banding", "lines", "track", "where the (print ?)?head is", "location"],
  ]),
  q("upkeep", "my heat press display number jumps around while its heating", [
    PYROMETER.concat(["sensor", "check", "controller", "manufacturer", "support"]),
  ]),
  q("upkeep", "how should i store my poly blanks so theyre ready to press", [
    MOISTURE.concat(["dry", "sealed", "bag", "box", "dust", "clean"]),
  ]),
  q("upkeep", "silicone mug wraps have ink stains now, do they still work", [
    ["cover", "protect", "butcher", "ghost", "transfer", "paper", "clean", "wipe"],
  ]),
  q("upkeep", "should i put a dust cover on my sub printer", [], { lead: [YES] }),
  q("upkeep", "how do i clean the rollers inside my converted ecotank", [
    ["cloth", "lint[- ]free", "damp", "wipe", "clean(ing)? sheet", "distilled", "manual"],
  ]),
  q("upkeep", "heat press has been in storage all winter, anything to check before using it again", [
    PYROMETER.concat(["temp", "pressure", "clean", "test", "pad", "check"]),
  ]),
  q("upkeep", "how often should i change the lower pad on my press", [
    ["worn", "compressed", "flat", "uneven", "damage", "crack", "when", "stain", "replace"],
  ]),
  q("upkeep", "sub ink has separated in the bottle, is it still usable", [
    ["shake", "mix", "agitate", "sediment", "expire", "date", "settle"],
  ]),
  q("upkeep", "should i keep a blank mug in my mug press when its not being used", [
    ["element", "pad", "shape", "heating", "protect", "burn ?out", "fine", "not (needed|necessary)"],
  ]),
  q("upkeep", "printer ink pad / waste ink is getting full fast since i do so many cleanings", [
    ["fewer", "less", "clean(ing)?s? use", "reduce", "maintenance", "waste", "regular(ly)? print"],
  ]),
  q("upkeep", "how do i get the dust and fibres out of my heat press area so i stop getting specks", [
    ["lint", "wipe", "roller", "vacuum", "cover", "lint roll"],
  ]),

  // Running a small business
  q("business", "people at my market say my shirts are too expensive, how do i know if im charging right", [
    COST,
    LABOUR,
  ]),
  q("business", "a gift shop wants to resell my mugs, how do i set a wholesale price", [
    ["margin", "markup", "mark-up", "half", "50", "retail", "profit", "keystone", "double"],
  ]),
  q("business", "can i sell shirts with song lyrics on them", [RIGHTS]),
  q("business", "can i put a celebrity's photo on a mug and sell it", [RIGHTS.concat(["publicity", "likeness"])], {
    lead: [NO],
  }),
  q("business", "saw a cute design on pinterest, can i print it and sell it", [RIGHTS], { lead: [NO] }),
  q(
    "business",
    "should i charge more for adding a different name on each mug in an order",
    [LABOUR.concat(["personali", "extra", "per name", "set[- ]?up", "time"])],
    { lead: [YES] },
  ),
  q("business", "customer wants to bring their own shirt for me to press, what should i charge and what if it ruins", [
    ["risk", "replace", "waiver", "not responsible", "test", "liab", "polyester", "content"],
  ]),
  q("business", "is selling printed sub transfers (not the finished item) a real thing people do", [], { lead: [YES] }),
  q("business", "customer sent me a professional family photo for a blanket, am i allowed to print it", [
    RIGHTS.concat(["photographer", "release"]),
  ]),
  q("business", "can i make tumblers with the starbucks logo and sell them", [RIGHTS], { lead: [NO] }),
  q("business", "what profit margin do sub sellers usually aim for", [
    ["markup", "percent", "%", "\\b(2|3|4|5|6)0", "double", "triple", "times"],
  ]),
  q("business", "my commercial license says up to 500 copies, what happens after i sell 500", [
    [
      "extended",
      "terms",
      "upgrade",
      "new licen[cs]e",
      "another licen[cs]e",
      "buy (another|a new|an extended)",
      "stop",
      "can'?t sell more",
      "beyond",
      "exceed",
    ],
  ]),
  q("business", "first 3 months of sub, which products are easiest to get right and sell", [
    ["mug", "shirt", "coaster", "tumbler", "keychain", "ornament", "tote"],
  ]),
  q("business", "how do i work out how much ink a coaster design costs me", [
    ["square inch", "sq ?in", "area", "cent", "per (sheet|page|print)", "ml", "bottle", "divide"],
  ]),
  q("business", "should i buy a second press or a bigger press first when orders pick up", [
    ["bottleneck", "volume", "what you (sell|make)", "product", "mug press", "size", "depends", "speed"],
  ]),
  q("business", "customer wants 30 shirts by friday and i have one 15x15 press, is that doable", [
    ["minute", "per shirt", "hours", "batch", "prep", "an hour", "per hour"],
  ]),
  q(
    "business",
    "should i press a sample of every blank before i list it for sale",
    [["test", "sample", "quality", "photo", "settings", "check"]],
    { lead: [YES] },
  ),

  // Outside what a sublimation learning site knows
  none("what mesh count should i use for fine detail with water based screen printing ink"),
  none("dtf transfers from my supplier, is it hot peel or cold peel and how long to press"),
  none("best free embroidery digitizing software for a beginner"),
  none("glowforge settings to engrave a leather patch without burning it"),
  none("how long do i leave an epoxy glitter tumbler spinning on the cup turner"),
  none("fedex one rate box sizes, which fits two wrapped mugs"),
  none("how do i apply for the canada post small business discount"),
  // Out of scope when written; the site now answers it (content/answers/etsy-offsite-ads.md).
  q("business", "how do i opt out of etsy offsite ads", [
    ["opt(ing)? out", "settings"],
    ["1[25] ?%", "fee"],
  ]),
  none("how do i add google analytics to my shopify store"),
  none("do i need an operating agreement for a single member llc in texas"),
  none("quickbooks or wave for bookkeeping a tiny craft shop"),
  none("how does eu vat work on digital download svg files i sell"),
  none("how do i make text follow a circle in affinity designer"),
  none("my blanks order from a supplier has said label created for 9 days, who do i contact"),
  none("what order do i layer multi colour htv so it doesnt shrink"),
  none("sewing machine tension and needle for stretchy lycra"),
  none("how do i stop bubbles in resin coasters made in silicone molds"),
  none("best 3d printer under 300 for printing keychains to sell"),
  none("how many tags and how long a title should an etsy listing have for seo"),
  none("how do i get an ein number online for my small business"),
  none("uk trading allowance, do i tell hmrc if i made 800 pounds from crafts"),
  none("ebay fees for selling handmade items in the uk"),
  none("how do i print avery labels from microsoft word"),
  none("roland versastudio bn-20 print and cut settings for stickers"),
  none("which low bleed plastisol ink for screen printing on polyester jerseys"),
  none("best glue for sticking rhinestones on a stainless tumbler"),
  none("shopify payments or paypal, which has lower fees for a small store"),
  none("what is minimum wage in ontario if i hire a helper for my craft shop"),
  none("do i need product liability insurance to sell mugs at a farmers market in michigan"),
  none("how do i set a maximum print then cut size in cricut design space"),
  none("how do i transfer my domain from godaddy to squarespace"),
  none("how long does it take for a usps package to be marked delivered after it says out for delivery"),
];
