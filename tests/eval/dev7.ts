// A seventh held-out split of beginner questions, written from public beginner
// questions without looking at the site's content, the expert's code or the
// tuned question sets, so it measures how sure the expert may be on phrasings
// nobody wrote an answer for. The questions keep the shapes hobbyists and small
// shops use in forums, Q&A threads, makerspace issue trackers, blank, paper and
// packaging makers' FAQ pages and trade articles (paraphrased, never copied):
// lowercase, typos, shorthand, brand names, symptoms in plain words, two-part and
// context-heavy questions, spread over the first year: blanks and materials,
// printers and ink, paper and tape, pressing, colour and design files, problems,
// care, safety, upkeep, buying equipment and running a small business (pricing,
// rights, shipping finished items safely). The facts each right answer must
// carry come from the sourced reference facts and widely agreed trade knowledge,
// written as tolerant alternatives so any correct wording passes. Questions
// marked `none` sit outside what a sublimation learning site knows (other
// decoration methods and crafts, unrelated software and machines, order status,
// marketing platforms, tax and country-specific law); the honest "no answer" is
// the right result.

import {
  COATING,
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

const COOL = ["cool", "\\bfans?\\b", "quench", "cold", "quick(ly)?", "fast"];
const CHECK_TEMP = [
  "pyrometer",
  "probe",
  "thermocouple",
  "calibrat",
  "temp(erature)? (strips?|gun)",
  "thermometer",
  "infrared",
];
const COST_ITEMS = ["blank", "\\bink\\b", "paper", "material", "tape", "packag"];
const PAD_OR_PILLOW = ["pillow", "\\bpad\\b", "foam", "insert", "cardboard", "raise", "build up"];
const GHOST_FIX = HEAT_TAPE.concat(["tape", "tacky", "straight (up|off)", "lift", "shift", "mov(e|ed|es|ing)", "slid"]);
const RESOLUTION = ["\\b(150|200|240|300) ?(dpi|ppi)", "\\b300\\b", "resolution", "pixel", "high[- ]res", "low[- ]res"];
const PACKING = [
  "bubble wrap",
  "padding",
  "cushion",
  "foam",
  "double[- ]box",
  "void[- ]fill",
  "crinkle",
  '\\b2 ?(inch|in\\b|")',
  "two inch",
  "fill (the )?(gaps|space|empty)",
  "stuff",
  "packing paper",
];
const SDS = ["\\bsds\\b", "safety data sheet", "msds", "manufacturer", "label"];
const BLEED_PAST_EDGE = [
  "bleed",
  "extend",
  "bigger",
  "larger",
  "overhang",
  "past the edge",
  "beyond the edge",
  "edge to edge",
];
/** 400 °F, or its Celsius figure. */
const F400 = ["\\b400\\b", "\\b20[0-5] ?(°|º|degrees?)? ?c\\b"];
const ONE_SIDE_AT_A_TIME = [
  "one (side )?at a time",
  "each side",
  "separately",
  "cardboard",
  "insert",
  "inside",
  "second side",
  "bleed",
];

export const DEV7_QUESTIONS: EvalQuestion[] = [
  // Blanks and materials
  q("blanks", "does sublimation work on a white yeti rambler or only on the sub tumblers", [COATING], { lead: [NO] }),
  q("blanks", "rpet totes made from recycled bottles, are those ok for sub", [], { lead: [YES] }),
  q("blanks", "sub blanket is minky on one side and sherpa on the other, which side do i print", [
    POLY.concat(["smooth", "front", "face", "print(able|ing)? side", "flat"]),
  ]),
  q("blanks", "white poly ribbed tank tops, will the ribs print even or get stripes", [
    ["texture", "gaps?", "uneven", "stretch", "white (lines|streaks|shows?)", "groove", "not (fully )?solid"],
  ]),
  q("blanks", "neck gaiters for my running club, says 95 poly 5 spandex, good for subbing?", [], { lead: [YES] }),
  q("blanks", "could i put a sub print on regular stainless spoons for wedding favors", [COATING], { lead: [NO] }),
  q("blanks", "clear glass can, will the white parts of my design print white on it", [
    ["no white", "white ink", "transparent", "see[- ]through", "won'?t print", "doesn'?t print", "not print"],
  ]),
  q("blanks", "sub wall clock blank, do i pull the hands and the motor out before pressing", [], {
    lead: [["\\byes\\b", "remove", "take (them|it|the \\w+) (out|off)", "out first", "before pressing"]],
  }),
  q("blanks", "keychain blanks came with the split ring already on, leave it on or take it off to press", [
    ["remove", "dent", "pressure", "uneven", "mark", "in the way"],
  ]),
  q("blanks", "those bamboo looking sublimation blanks, is it real bamboo or is there a coating", [
    ["polymer", "polyester", "\\bpoly\\b", "natural", "wood", "treated", "sprayed", "white (face|layer)"],
  ]),
  q("blanks", "round glass mirror from the dollar tree, could i sub a design on the glass", [COATING], { lead: [NO] }),
  q("blanks", "can i sublimate the vinyl banner the sign shop sold me for my booth", [POLY.concat(["fabric"])], {
    lead: [NO],
  }),
  q("blanks", "listing says 'poly coated', is that the same as a sublimation coated blank", [], {
    lead: [YES],
  }),
  q("blanks", "microfiber lens cleaning cloths with an optician's logo, can i sub those", [], { lead: [YES] }),
  q("blanks", "white polyester apron for a bbq gift, how do i deal with the pocket and the neck strap", [
    PAD_OR_PILLOW.concat(["flat", "out of the way", "seam", "fold", "hang", "edge"]),
  ]),
  q("blanks", "are white satin graduation stoles sublimatable", [], { lead: [YES] }),
  q("blanks", "universal car seat covers that say polyester on the pack, could i sub a pattern on them", [], {
    lead: [YES],
  }),
  q(
    "blanks",
    "porcelain ornaments from the craft store, do they need a sub coating too like ceramic",
    [
      [
        "polymer",
        "polyester",
        "\\bpoly\\b",
        "sublimation[- ](ready|blank|grade)",
        "won'?t (take|absorb|hold|bond)",
        "glaze",
      ],
    ],
    {
      lead: [YES],
    },
  ),
  q("blanks", "sub jigsaw puzzles come already cut into pieces?? how does that even press", [
    ["pre-?cut", "hold(s)? together", "backing", "in one piece", "whole", "frame", "as one"],
  ]),
  q("blanks", "what is the sublimation coating on mugs and metal actually made of", [
    ["polymer", "polyester", "\\bpoly\\b", "resin", "plastic"],
  ]),
  q("blanks", "got a bag of 100% poly shirts from the thrift store, is it ok to sub on used ones", [
    ["wash", "clean", "lint", "stain", "softener", "test", "residue", "fade"],
  ]),
  q("blanks", "can i sublimate on white polyester pet bowls mats lol i mean the fabric placemats for dog bowls", [], {
    lead: [YES],
  }),
  q("blanks", "mint green poly shirt, will a hot pink design look right on it", [
    WHITE_OR_LIGHT.concat(["mix", "blend", "tint", "change", "shift", "affect", "muddy"]),
  ]),

  // Printers and ink
  q("printers", "is the brother sp1 an actual sublimation printer or a converted one", [], {
    lead: [["dedicated", "purpose[- ]built", "made for sublimation", "built for", "designed for", "\\byes\\b"]],
  }),
  q("printers", "does my converted printer come with a sublimation colour profile or do i have to get one", [
    ["download", "ink (supplier|maker|brand|company|seller)", "website", "install"],
  ]),
  q("printers", "bought a refurbished sawgrass sg500 off ebay, anything i should check", [
    ["warranty", "nozzle check", "genuine", "sawgrass ink", "regist", "test print", "cartridge"],
  ]),
  q("printers", "is it worth getting a 24 inch wide format sub printer like the epson f570 for a home business", [
    ["large (items|prints|designs|format)", "volume", "blanket", "cost", "roll", "space", "depends"],
  ]),
  q("printers", "converted printer prints fine on plain paper but blotchy on sublimation paper, why", [
    ["paper (setting|type)", "quality", "too much ink", "humid", "moist", "coat", "wrong side", "printable side"],
  ]),
  q("printers", "my magenta tank goes down way faster than the others, normal?", [
    ["design", "colou?rs? (you|in)", "use more", "depends", "skin", "red", "clean", "common"],
  ]),
  q(
    "printers",
    "does printing over wifi instead of usb make sub prints worse",
    [["same", "no difference", "doesn'?t (matter|affect|change)", "won'?t (matter|affect|change)", "identical"]],
    { lead: [NO] },
  ),
  q("printers", "new to sub: cartridge printer or one of the tank ones", [
    ["cheaper", "cost", "refill", "bulk", "ink cost", "per print", "running"],
  ]),
  q(
    "printers",
    "converted my ecotank and the nozzle check shows yellow where cyan should be. did i mess up",
    [["wrong tank", "mix(ed)?", "swapped", "filled", "flush", "contaminat", "purge"]],
    { lead: [YES.concat(["sounds like", "probably", "likely", "looks like", "wrong"])] },
  ),
  q("printers", "print head moves back and forth but nothing at all comes out on the sub paper", [
    NOZZLE.concat(["air", "prime", "ink charge", "empty", "tubes"]),
  ]),
  q("printers", "how long does a converted ecotank usually last doing sub every day", [
    ["years", "depends", "maintenance", "regular", "use", "ink pad", "waste"],
  ]),
  q("printers", "refilled my ecotank with sub ink but it still says ink low", [
    ["reset", "ink level", "confirm", "menu", "manual", "printer('s)? (screen|panel)", "control panel"],
  ]),
  q("printers", "can i print cricut print then cut stickers on my sub printer too", [
    [
      "dull",
      "muted",
      "washed out",
      "sublimation ink",
      "not (meant|designed|ideal|waterproof)",
      "pressed",
      "faded",
      "regular (ink|printer)",
      "separate",
    ],
  ]),
  q("printers", "budget 300 bucks for my first sublimation printer, what are my options", [
    ["ecotank", "epson", "convert"],
  ]),
  q("printers", "is buying a used converted printer on facebook marketplace a dumb idea", [
    NOZZLE.concat(["ink (history|brand)", "profile", "test", "risk", "warranty", "unknown", "dried"]),
  ]),
  q("printers", "are the pre converted sub printers on amazon worth the markup or convert it myself", [
    ["warranty", "convert (it )?yourself", "cost", "convenien", "same printer", "save", "easy"],
  ]),
  q("printers", "sawgrass vs epson for a shop doing 100 items a week, is the sawgrass reliability worth it", [
    ["warranty", "support", "cost", "ink cost", "volume", "maintenance", "clog", "automatic"],
  ]),
  q("printers", "my sub printr says paper jam but theres nothing stuck in it", [
    ["roller", "sensor", "thick", "paper (setting|type)", "curl", "clean", "feed", "restart", "power"],
  ]),
  q("printers", "can i use the sub printer for my kids homework printing too or will it ruin the ink", [
    ["dull", "faded", "sublimation ink", "won'?t look", "pale", "not (ideal|great|sharp)", "wastes?"],
  ]),
  q("printers", "how do i run a nozzle check on a mac for my converted et-2800", [
    ["utility", "printer (settings|options|preferences)", "system (settings|preferences)", "maintenance", "epson"],
  ]),
  q("printers", "is it fine to keep the sub printer right next to the heat press", [
    ["heat (from|off|of) the press", "warm", "dust", "lint", "humid", "steam", "moisture", "away", "distance"],
  ]),

  // Paper and tape
  q("paper", "letter or a4 sub paper, does it matter at all", [
    ["either", "both", "fits", "printer", "design size", "same", "what(ever)? (your printer|fits|size)"],
  ]),
  q("paper", "whats sublimation roll paper and can my ecotank use it", [
    ["sheet", "\\bcut\\b", "roll feed", "wide[- ]format", "curl", "rear feed", "large format"],
  ]),
  q("paper", "how do i print a design thats bigger than my letter paper", [
    [
      "tile",
      "larger (paper|printer|sheet)",
      "wide[- ]format",
      "13 ?x ?19",
      "11 ?x ?17",
      "\\ba3\\b",
      "sections",
      "two (sheets|pieces)",
      "piece",
    ],
  ]),
  q("paper", "etsy tumbler template is 9.3 x 8.2, do i print at 100% or fit to page", [
    ["100 ?%", "actual size", "no scaling", "don'?t (scale|fit)", "scale (to|of) none"],
  ]),
  q("paper", "can i print my design on transparency film and use that for sub", [["sublimation paper", "release"]], {
    lead: [NO],
  }),
  q("paper", "paper keeps curling off the tumbler before i can get the wrap around it", [
    HEAT_TAPE.concat(["\\btape\\b", "tight", "flatten", "humid", "store", "flat"]),
  ]),
  q("paper", "can i cut my sub print with the cricut so the paper is shaped like the design", [], { lead: [YES] }),
  q(
    "paper",
    "do i need tacky sub paper for mugs or is tape fine",
    [["apparel", "fabric", "shirts?", "garment", "heat[- ]?(resistant )?tape"]],
    {
      lead: [NO.concat(["tape (is|works)"])],
    },
  ),
  q("paper", "tumbler wrap is longer than my a4 sheet, can i join two pieces of paper", [
    [
      "seam",
      "\\bline\\b",
      "visible",
      "bigger",
      "larger",
      "longer (paper|sheet)",
      "legal",
      "11 ?x ?17",
      "\\ba3\\b",
      "overlap",
    ],
  ]),
  q(
    "paper",
    "is kapton tape the same thing as the heat tape sub people use",
    [["polyimide", "heat[- ]resistant", "high[- ]temp", "one (type|kind) of"]],
    {
      lead: [YES],
    },
  ),
  q("paper", "sub paper says bright white side up but my printer feeds from the back, which way do i load it", [
    ["face (up|down)", "facing (you|up|down|the front)", "manual", "rear", "cassette", "depends", "towards? you"],
  ]),
  q("paper", "how much heat tape do i need on a shirt, all four sides?", [
    ["corner", "top edge", "one (or two )?(piece|strip)", "two (pieces|strips)", "couple", "a few", "tacky", "spray"],
  ]),
  q("paper", "bought a roll sold as 'sublimation protective paper', is that basically butcher paper", [
    ["same", "uncoated", "absorb", "blowout", "plain", "excess ink"],
  ]),
  q("paper", "does butcher paper need to be bigger than the shirt or just cover the design", [
    ["larger", "past the", "beyond", "entire (platen|transfer|area)", "whole (platen|transfer)", "platen", "edges?"],
  ]),
  q("paper", "printed my transfer on plain paper setting by mistake, is it usable", [
    ["test", "try", "lighter", "less ink", "fine", "depends", "might", "may", "reprint"],
  ]),
  q("paper", "how do i print a mug wrap without the printer adding a white border", [
    ["borderless", "margin", "page size", "paper size", "trim", "doesn'?t matter", "cut"],
  ]),
  q("paper", "can i put two mug designs on one sheet of sub paper to save paper", [], { lead: [YES] }),

  // Pressing
  q(
    "pressing",
    "poly shirt still a bit damp from the washer, can i press it like that",
    [
      [
        "pre-?press",
        "dry (it )?first",
        "dry (it|the shirt) (out|completely|fully)",
        "steam",
        "blotch",
        "uneven",
        "moisture",
      ],
    ],
    { lead: [NO] },
  ),
  q("pressing", "do i have to press longer on my 16x20 than on a 15x15", [
    [
      "same",
      "size (doesn'?t|does not|won'?t)",
      "temperature",
      "blank",
      "substrate",
      "material",
      "not the (press|platen)",
    ],
  ]),
  q("pressing", "my heat press only goes up to 375, can i still do sub shirts", [
    ["longer", "more time", "extra time", "pale", "test", "dull", "light"],
  ]),
  q("pressing", "tumbler oven, do the tumblers lay down on the rack or stand up", [
    ["even", "element", "touch", "space", "air ?flow", "circulat", "hot spots?", "either"],
  ]),
  q("pressing", "white 100% poly hoodie is way thicker than a tee, do i change anything", [
    ["longer", "more (time|pressure)", "pressure", "pre-?press", "pillow", "\\bpad\\b", "seam"],
  ]),
  q("pressing", "poly lanyard is longer than my platen, press it in one go or in pieces", [
    ["section", "in parts", "move", "overlap", "one (part|end|half) at a time", "shift", "reposition", "twice"],
  ]),
  q("pressing", "polyester canvas for wall art, what time and temp", [SECONDS.concat(MAKER).concat(TEMP)]),
  q("pressing", "how do i press a poly polo without the buttons making a bump", [
    PAD_OR_PILLOW.concat(["edge", "off the (platen|pad)", "hang", "avoid"]),
  ]),
  q("pressing", "should i open the press slowly or quick when the timer goes off", [
    MOVED.concat(["ghost", "smooth", "straight", "steady", "carefully", "gentl"]),
  ]),
  q("pressing", "could i use an air fryer for small sub things like keychains", [
    ["uneven", "food", "dedicated", "not designed", "not (a good|recommended|ideal)", "hot spots", "fumes", "pressure"],
  ]),
  q(
    "pressing",
    "my easypress 2 maxes out at 400, is that hot enough for sublimation",
    [
      [
        "benchmark",
        "standard",
        "common",
        "recommended",
        "typical",
        "most (blanks|items|projects)",
        "380",
        "420",
        "range",
      ],
    ],
    {
      lead: [YES],
    },
  ),
  q("pressing", "youth small poly shirt is smaller than my transfer, what do i do", [
    ["resize", "scale", "seam", "pillow", "\\bpad\\b", "trim", "edge", "print (it )?smaller"],
  ]),
  q("pressing", "do hardboard blanks need a pre press like shirts", [
    MOISTURE.concat(["dust", "wipe", "lint", "debris"]),
  ]),
  q("pressing", "white poly performance tee, some videos say 30 sec some say 60, who is right", [
    [
      "\\b35\\b",
      "\\b40\\b",
      "less (is more|time)",
      "shorter",
      "30 ?(-|–|to) ?(35|40|45)",
      "30 sec(ond)?s? (is|works|at|for)",
    ],
  ]),
  q("pressing", "do american made mugs and the cheap imported ones need the same time in the mug press", [
    ["3\\.5", "\\b5 ?min", "longer", "thicker", "maker", "manufacturer", "vary", "differ", "test"],
  ]),
  q("pressing", "can i press both sides of a poly pillow cover at the same time", [ONE_SIDE_AT_A_TIME], {
    lead: [NO],
  }),
  q("pressing", "what happens if i leave an aluminum sign in the press too long", [
    ["yellow", "blur", "fade", "dull", "bleed", "discolou?r", "overheat", "fuzzy", "soft"],
  ]),
  q("pressing", "whats the lowest tempature sublimation ink even starts to work at", [
    ["\\b3[5-6]\\d\\b", "\\b17[5-9]\\b", "\\b18\\d\\b"],
  ]),
  q("pressing", "saw someone do a keychain with a hair straightener, can i sub that way", [
    PRESSURE.concat(["even", "temperature", "heat press", "control", "consisten"]),
  ]),
  q(
    "pressing",
    "do silicone mug wraps for the oven have to be really tight",
    [["gap", "contact", "clamp", "ghost", "blur", "snug", "even"]],
    {
      lead: [YES],
    },
  ),
  q("pressing", "poly necktie with the thick seam down the back, how do i press the front flat", [
    PAD_OR_PILLOW.concat(["thin", "edge", "hang"]),
  ]),
  q("pressing", "glass photo block came with fingerprints and dust, how do i clean it before pressing", [
    ["wipe", "lint[- ]free", "alcohol", "microfib", "cloth", "glass cleaner"],
  ]),
  q("pressing", "white ceramic plate in a plate press attachment, how long", [MINUTES.concat(MAKER)]),
  q("pressing", "my mug press manual says 180c for mugs but everyone online says hotter, which do i use", [
    F400.concat(MAKER),
  ]),

  // Colour and design files
  q("colour", "what resolution should my png be for an 11oz mug wrap", [
    ["\\b(150|200|240|300) ?(dpi|ppi)", "\\b300\\b"],
  ]),
  q("colour", "jpg or png for sublimation, does it matter", [
    ["either", "both", "compress", "artifact", "lossy", "lossless", "transparen"],
  ]),
  q("colour", "bought an svg, how do i turn it into something i can print for sub", [
    ["png", "export", "raster", "resolution", "convert", "print (it|from)", "pdf"],
  ]),
  q("colour", "design i downloaded is 72 dpi, will it look ok on a shirt", [RESOLUTION.concat(["blurry", "upscal"])]),
  q("colour", "what makes a png a 'sublimation png' on etsy, is it special", [
    ["nothing special", "same", "high[- ]res", "resolution", "300", "ready", "size", "bleed", "background"],
  ]),
  q("colour", "how do i make a seamless tumbler wrap so the pattern lines up where the ends meet", [
    ["repeat", "edge", "template", "match", "offset", "tile", "width", "circumference"],
  ]),
  q("colour", "drawing my designs in procreate, what canvas size and dpi for a 15 oz mug", [
    RESOLUTION.concat(["print size", "inches", "actual size", "template"]),
  ]),
  q("colour", "my design has a soft drop shadow and a glow, will that print ok on poly", [], { lead: [YES] }),
  q("colour", "same png, my ecotank and my friends sawgrass print different colours, why", [
    PROFILE.concat(["ink (set|brand|formul|chemistr)", "different ink", "driver"]),
  ]),
  q("colour", "how do i pick colours in canva that will look the same after pressing", [
    ["test", "chart", "swatch", "profile", "rgb", "sample"],
  ]),
  q("colour", "customer's orange logo keeps coming out too red on the mugs and she's picky", [
    PROFILE.concat(["adjust", "test", "proof", "sample", "tweak", "hue"]),
  ]),
  q("colour", "can i sub a photo straight from my phone camera", [["resolution", "pixel", "size", "quality", "high"]], {
    lead: [YES],
  }),
  q("colour", "png with a transparent background, what happens to the see-through part on a mug", [
    [
      "no ink",
      "blank",
      "unprinted",
      "mug('?s)? (own )?(white|colou?r)",
      "won'?t print",
      "doesn'?t print",
      "nothing",
      "stays? white",
    ],
  ]),
  q("colour", "tiny thin 6pt text in my mug design, will it survive sub", [
    ["thick", "bigger", "larger", "blur", "bleed", "bold", "cool", "legible", "fill in"],
  ]),
  q("colour", "my kid drew a picture and i want it on a shirt, how do i get it into the computer", [
    ["scan", "photo", "300", "resolution", "clean", "background", "camera"],
  ]),
  q("colour", "perceptual or relative colorimetric when i print with the sub icc", [
    ["perceptual", "relative", "either", "test"],
  ]),
  q("colour", "printing from cricut design space to my sub printer, colours look weird", [
    PROFILE.concat(["system dialog", "driver", "settings", "can'?t", "doesn'?t support"]),
  ]),
  q(
    "colour",
    "does the paper type i pick in the epson driver change the colours",
    [["ink (amount|load|density|volume)", "amount of ink", "more ink", "less ink", "saturat", "darker", "lighter"]],
    { lead: [YES] },
  ),
  q(
    "colour",
    "is 150 dpi enough for a big 50x60 fleece blanket design",
    [["distance", "fabric", "texture", "large", "far", "soft"]],
    { lead: [YES] },
  ),
  q("colour", "should i set up my design in inches or pixels for sub", [
    ["print size", "actual size", "dpi", "both", "resolution", "ppi"],
  ]),

  // Problems
  q("problems", "white text on a black background mug, the white letters filled in and look fuzzy", [
    COOL.concat(["too (hot|long)", "time", "bleed", "thicker", "bold"]),
  ]),
  q("problems", "little bubbles/blisters on the hardboard after pressing", [
    MOISTURE.concat(["too (hot|long)", "pre-?press", "overheat", "temp"]),
  ]),
  q("problems", "lighter vertical stripe on my mug where the two ends of the paper overlapped", [
    ["double", "trim", "gap", "thickness", "layer", "butt", "meet", "shorter"],
  ]),
  q("problems", "everything i press lately has a faint blue tint even in the white parts", [
    ["butcher", "reus", "teflon", "contaminat", "lint", "clean", "ink on (the )?(platen|pad)", "ghost", "gas"],
  ]),
  q("problems", "pressed my first shirt and nothing transferred at all, paper still has all the ink", [
    ["regular ink", "sublimation ink", "cotton", "polyester", "coat", "wrong side", "temp", "time"],
  ]),
  q("problems", "hardboard coaster edges came out white all around", [BLEED_PAST_EDGE]),
  q("problems", "ghosting on my shirts ever since i got a swing away press", [GHOST_FIX]),
  q("problems", "colours on my mug look dotty and grainy up close, like newspaper print", [
    ["time", "temp", "under[- ]?press", "longer", "quality", "resolution", "pressure", "not (fully|enough)"],
  ]),
  q("problems", "what is a sublimation blowout and why do my mugs get one near the rim", [
    MOISTURE.concat(["pressure", "too (long|hot)", "gas", "time"]),
  ]),
  q("problems", "tumbler came out of the oven with a hazy cloud of ink above the desing", [
    ["tight", "gap", "shrink", "wrap", "moist", "too (long|hot)", "tape", "gas"],
  ]),
  q("problems", "banding in solid colours but my nozzle check is perfect", [
    ["align", "high speed", "bidirectional", "paper (setting|type)", "quality", "encoder", "feed"],
  ]),
  q("problems", "tiny pinholes of no colour on my white mugs", [
    ["dust", "lint", "debris", "coating", "defect", "clean", "wipe"],
  ]),
  q("problems", "pressed the back of a 2 sided garden flag and now the front looks dull", [
    ["re-?gas", "re-?activ", "second press", "again", "protect", "paper", "shorter", "lower", "heat"],
  ]),
  q("problems", "the design on my mug scratches off with a fingernail", [
    [
      "regular ink",
      "sublimation ink",
      "not (sublimat|coated|a sublimation)",
      "coat(ed|ing)",
      "under[- ]?press",
      "not (hot|long) enough",
      "sitting on (top|the surface)",
    ],
  ]),
  q("problems", "poly shirt came out shrunk and a bit warped in the print area", [
    HOT_OR_LONG.concat(["temp", "scorch", "quality", "pressure"]),
  ]),
  q("problems", "photo slate has a double image like it was printed twice slightly offset", [
    GHOST_FIX.concat(["ghost"]),
  ]),
  q("problems", "one mug out of every box comes out pale while the others are fine", [
    ["coating", "defect", "batch", "blank", "quality", "variation", "supplier", "replace"],
  ]),
  q("problems", "the first shirt of the day always comes out lighter than the rest", [
    ["bottom", "lower", "pre-?heat", "warm", "cold", "heat up"],
  ]),
  q("problems", "mug design smudged when i yanked the paper off while it was hot", [
    MOVED.concat(["ghost", "careful", "straight", "cool", "one motion", "smooth"]),
  ]),
  q("problems", "ink marks on the inside back of my shirts from the bottom pad", [
    ["butcher", "paper", "cover", "protect", "clean", "lower", "cardboard", "wipe"],
  ]),
  q("problems", "no red at all on my finished mug, everything is green and blue", [NOZZLE.concat(["magenta"])]),
  q("problems", "gradient sky in my design printed as visible stripes", [
    NOZZLE.concat(["quality", "resolution", "file", "alignment", "banding", "bit depth", "8[- ]bit"]),
  ]),
  q("problems", "aluminum panel came out nice but slightly bent/bowed", [
    ["cool", "flat", "weight", "pressure", "too (hot|long|much)", "lay", "heavy"],
  ]),
  q("problems", "my mug desgin looks good but the white parts turned kinda beige", [
    HOT_OR_LONG.concat(["temp", "time", "coating", "yellow"]),
  ]),
  q("problems", "blowout vs ghosting?", [
    ["gas", "spread", "haze", "halo", "cloud", "moist", "pressure", "beyond"],
    MOVED.concat(["double", "second (image|copy)", "offset"]),
  ]),

  // Care of finished items
  q("care", "is hand washing better than the machine for sublimated poly socks", [
    ["gentle", "cold", "cool", "inside out", "either (is|works|way)", "machine (is|wash(ing)? is) fine", "mild"],
  ]),
  q("care", "will my kids sublimated shirt fade if he wears it outside all summer", [
    ["sun", "\\buv\\b", "over time", "durab", "some", "slight"],
  ]),
  q("care", "can sublimated hardboard signs live outside on a porch", [
    ["indoor", "\\buv\\b", "sun", "fade", "moisture", "alumin", "outdoor", "weather"],
  ]),
  q("care", "how do i look after a sublimated poly flag that hangs outside all year", [
    ["sun", "\\buv\\b", "fade", "wash", "gentle", "cold", "bring (it )?in"],
  ]),
  q("care", "sublimated metal sign in a steamy bathroom, will it hold up", [
    ["alumin", "hardboard", "moisture", "swell", "fine", "durable", "humid"],
  ]),
  q("care", "customer asked if her sublimated shirt can go through a hot 60 degree wash", [
    ["cold", "cool", "warm", "lower", "\\b(30|40)\\b", "gentle", "fade"],
  ]),
  q("care", "will the print on a sub keychain scratch off from my keys rubbing on it", [
    ["coating", "durable", "wear", "resist", "last", "into the"],
  ]),
  q("care", "sublimated polymer kids cups, dishwasher or no", [
    HAND_WASH.concat(["top rack", "gentle", "heat", "warp", "hand"]),
  ]),
  q("care", "will the print on a sublimated mouse pad rub off from my wrist", [
    ["durable", "last", "won'?t (peel|crack|rub)", "into the fabric", "part of", "wear"],
  ]),
  q("care", "do sublimated mugs need to cure for a few days before someone drinks from them", [], {
    lead: [NO.concat(["ready", "right away", "once (it'?s )?cool"])],
  }),
  q("care", "sub prints in my shop window display look lighter every month", [
    ["sun", "\\buv\\b", "fade", "indoor", "rotate", "direct"],
  ]),
  q("care", "can i use bleach wipes on a sublimated aluminum sign", [
    ["harsh", "mild", "soap", "water", "avoid", "gentle", "test", "damp cloth"],
  ]),
  q("care", "can a sublimated poly baseball cap go in the wash", [
    ["hand[- ]?wash", "spot", "gentle", "shape", "cold", "air[- ]dry", "brim"],
  ]),
  q("care", "how do customers clean a sublimated polyester car seat cover", [
    ["mild", "gentle", "spot", "cold", "soap", "damp", "hand[- ]?wash"],
  ]),
  q("care", "can sublimated neoprene koozies go in the washing machine", [
    ["gentle", "cold", "cool", "hand[- ]?wash", "air[- ]dry", "low", "delicate"],
  ]),

  // Safety
  q("safety", "is sub ink safe on baby onesies", [
    SDS.concat(["oeko", "certif", "tested", "safe once", "non[- ]?toxic"]),
  ]),
  q("safety", "what kind of fire extinguisher should sit next to my heat press and tumbler oven", [
    ["\\babc\\b", "class (a|c)", "\\bco2\\b", "dry (chemical|powder)", "electrical"],
  ]),
  q("safety", "pregnant and just started sublimation, anything i should worry about", [
    VENT.concat(["\\bsds\\b", "doctor", "safety data sheet", "midwife"]),
  ]),
  q("safety", "got a splash of sublimation ink in my eye filling the tank", [["rinse", "flush", "water"]]),
  q("safety", "where should the heat press go so my cat and toddler cant touch it", [
    ["out of reach", "away", "stable", "secure", "edge", "separate room", "supervis", "cord", "lock"],
  ]),
  q(
    "safety",
    "is it ok to leave the tumbler oven runing while i run to pick up my kids",
    [["unattended", "fire", "never", "stay", "supervis", "switch (it )?off", "turn (it )?off"]],
    { lead: [NO] },
  ),
  q("safety", "burned my forearm on the top platen, what do i do", [["cool", "running water", "cold water"]]),
  q(
    "safety",
    "should i wear gloves when filling sub ink tanks",
    [["stain", "skin", "\\bsds\\b", "irritat", "mess", "nitrile"]],
    {
      lead: [YES],
    },
  ),
  q("safety", "how do i swap the mug press heating pad for the 15 oz one safely", [
    ["unplug", "cool", "\\boff\\b", "cold"],
  ]),
  q("safety", "cutting and sanding mdf blanks to shape, any safety stuff", [
    ["mask", "dust", "respirator", "ventilat", "goggles", "eye"],
  ]),
  q("safety", "the power cord on my heat press gets hot to the touch", [
    ["stop", "unplug", "damage", "replace", "electrician", "manufacturer", "overload", "fire", "gauge"],
  ]),
  q("safety", "does a tumbler oven need venting outside like a dryer", [VENT]),
  q("safety", "glass can cracked inside the mug press, how do i get the pieces out safely", [
    ["unplug", "cool", "glove", "careful", "\\boff\\b"],
  ]),
  q("safety", "that smell from a fresh sublimation print, is it harmful to breathe", [VENT.concat(SDS)]),

  // Equipment upkeep
  q("upkeep", "can i put a teflon cover on my top platen so ink stops sticking to it", [], { lead: [YES] }),
  q("upkeep", "does a cheap infrared temp gun work for checking my press or do i need a probe", [
    ["shiny", "reflect", "emissiv", "inaccura", "contact", "strips?", "thermocouple", "pyrometer"],
  ]),
  q("upkeep", "whats the 'power cleaning' / ink charge option in the epson utility and when do i use it", [
    ["a lot of ink", "lots of ink", "more ink", "last resort", "when (normal|regular) clean", "stubborn", "clog"],
  ]),
  q("upkeep", "my clamshell press squeaks when i open it, do i oil it", [
    ["lubric", "grease", "manual", "manufacturer", "hinge", "pivot", "silicone spray"],
  ]),
  q("upkeep", "mug press heating element is worn out, can i just replace that part", [
    ["manufacturer", "supplier", "replacement", "size", "match", "model", "\\byes\\b"],
  ]),
  q("upkeep", "should i do a nozzle check before every print session", [], {
    lead: [YES],
  }),
  q("upkeep", "do people unplug the heat press after every session", [["fire", "safe", "surge", "energy", "element"]], {
    lead: [YES.concat(["many", "most", "good (habit|idea|practice)"])],
  }),
  q("upkeep", "how do i clean the capping station on my converted epson", [
    ["wiper", "cleaning solution", "swab", "distilled", "cotton bud", "q-?tip", "foam (stick|tip)"],
  ]),
  q("upkeep", "silica gel packets in the box with my sub paper, worth it?", [MOISTURE.concat(["dry"])], {
    lead: [YES],
  }),
  q("upkeep", "my heat press takes way longer to heat up than it used to", [
    ["element", "controller", "thermocouple", "sensor", "outlet", "voltage", "manufacturer", "support"],
  ]),
  q("upkeep", "the presure on my press feels weaker than when i bought it", [
    ["pad", "compress", "worn", "adjust", "knob", "spring", "replace"],
  ]),
  q("upkeep", "whats a good weekly routine to keep a sub printer happy for a small shop", [
    NOZZLE.concat(["print (something|regularly|a test)", "regular", "dust cover"]),
  ]),
  q("upkeep", "teflon sheet has a little rip in it, can i keep using it", [
    ["replace", "new", "residue", "stick", "ink", "tear", "cheap", "protect"],
  ]),
  q("upkeep", "shrink wrap sleeve melted onto the rack of my tumbler oven, how do i clean it", [
    ["cool", "scrape", "peel", "replace", "soak", "while (it'?s )?(warm|hot)"],
  ]),
  q("upkeep", "how can i check my mug press heats evenly all the way around", [
    CHECK_TEMP.concat(["test (print|mug)", "full colou?r", "solid (colou?r|block|print)"]),
  ]),
  q("upkeep", "pyrometer worth buying?", [["accura", "cold spots?", "real temp", "actual temp", "display", "even"]], {
    lead: [YES],
  }),

  // Running a small business: pricing, rights, shipping, buying equipment
  q("business", "how do i price sublimated keychains, they cost like nothing to make", [COST_ITEMS, LABOUR]),
  q("business", "is doubling my costs enough or should i use some kind of pricing formula", [
    ["labou?r", "your time", "overhead", "fees?"],
    ["markup", "margin", "profit", "times", "multipl"],
  ]),
  q(
    "business",
    "do i include etsy fees and shipping supplies when working out my price",
    [["percent", "%", "transaction", "listing", "processing", "overhead", "cut into", "profit", "margin"]],
    {
      lead: [YES],
    },
  ),
  q(
    "business",
    "if i draw my own version of a disney princess can i sell it on shirts",
    [RIGHTS.concat(["fan art", "character"])],
    { lead: [NO] },
  ),
  q("business", "how do i ship a sublimated mug so it doesnt arrive in pieces", [PACKING]),
  q("business", "shipping glass can tumblers with bamboo lids and straws, how do i pack them", [
    PACKING.concat(["separate(ly)?", "lid (off|separate)"]),
  ]),
  q("business", "can i just ship sub shirts in a poly mailer", [], {
    lead: [YES],
  }),
  q("business", "my blank mugs come in thin white boxes, can i ship the finished mug in that box", [
    ["double", "sturd", "cushion", "padding", "outer", "bubble", "not (enough|strong)"],
  ]),
  q("business", "how do i ship slate and hardboard signs so the corners dont chip", [
    ["corner (protector|guard)", "padding", "cardboard", "bubble", "foam", "protect"],
  ]),
  q("business", "customer says her mug arrived broken, what do i do", [
    ["replace", "refund", "insur", "photo", "pack", "claim", "remake"],
  ]),
  q("business", "cricut easypress vs a real heat press if i want to sell", [
    PRESSURE.concat(["even", "volume", "size", "consisten", "time", "bigger"]),
  ]),
  q("business", "are those 8 in 1 combo heat presses a good first buy", [
    ["versatil", "attachment", "quality", "cheap", "uneven", "depends", "budget", "dedicated", "temp"],
  ]),
  q("business", "for tumblers should i start with a convection oven or a tumbler press", [
    ["volume", "batch", "one at a time", "several", "multiple", "at once", "space"],
  ]),
  q("business", "auto open heat press, worth the extra money?", [
    ["over[- ]?press", "walk away", "convenien", "scorch", "hands free", "multitask", "volume"],
  ]),
  q("business", "analog dial heat press vs digital, does it matter", [
    ["accura", "consisten", "precise", "exact", "easier to (read|set)", "repeat"],
  ]),
  q("business", "how do i know if a blank supplier is any good before ordering 200 mugs", [
    ["sample", "test", "review", "quality", "order (a )?few", "small order"],
  ]),
  q("business", "mug press or do mugs in the oven with wraps when orders pick up", [
    ["volume", "one at a time", "batch", "single", "several", "multiple", "at once"],
  ]),
  q("business", "someone on facebook is selling my sublimation designs as their own, what can i do", [
    RIGHTS.concat(["report", "takedown", "dmca"]),
  ]),
  q(
    "business",
    "do i need to include care instructions with the sub stuff i sell",
    [
      [
        "care (card|label|tag)",
        "wash (cold|inside|gentle)",
        "hand[- ]?wash",
        "dishwasher",
        "expectation",
        "returns?",
        "complain",
      ],
    ],
    { lead: [YES] },
  ),
  q("business", "can i sell shirts in my local team's colours as long as i leave the logo off", [
    RIGHTS.concat(["name", "colou?rs? (alone|are|aren'?t|on (their|its) own)"]),
  ]),
  q("business", "bought a used heat press off marketplace, what should i check before using it for orders", [
    CHECK_TEMP.concat(["pressure", "pad", "element", "even", "test"]),
  ]),
  q("business", "cheap vevor press vs a hotronix or geo knight, is the difference real", [
    ["even", "consisten", "cold spot", "warranty", "durab", "accura", "pyrometer", "test"],
  ]),
  q("business", "what does 'aaa grade' mean on sublimation mug listings", [
    ["coating", "quality", "defect", "consisten", "flaw", "imperfection", "best"],
  ]),
  q("business", "slates take 8 minutes each in the press, how do i price them", [
    COST_ITEMS.concat(LABOUR),
    ["time", "labou?r", "per hour", "hourly"],
  ]),
  q("business", "those sublimation starter bundles on amazon with press printer and ink, good value?", [
    ["quality", "warranty", "pyrometer", "test", "cheap", "separately", "check", "vary"],
  ]),
  q(
    "business",
    "i make mugs from home and want to sell at the farmers market saturday. how many should i bring and what do i price them at, i have about 40 blanks and the mug press takes about 5 min each",
    [LABOUR, ["ink", "paper", "material", "packag", "booth", "fee"]],
  ),
  q("business", "a mom wants her kids daycare logo on 20 shirts, do i need the daycare's ok", [RIGHTS], {
    lead: [YES],
  }),
  q(
    "business",
    "doing live personalised ornaments at a christmas market with my mini press and a table full of kids walking past. what do i need to think about safety wise and how many can i realistically do an hour",
    [
      ["burn", "glove", "reach", "barrier", "behind", "hot", "distance", "cool"],
      ["minute", "per hour", "an hour", "seconds", "\\d+ (an|per) hour"],
    ],
  ),
  q(
    "business",
    "my daughters cheer team wants 14 white poly tees with names on the back and the team logo on the front. the coach sent the logo as a small jpeg saved off their facebook page. is that file good enough, and do i need permission to use the logo",
    [RESOLUTION.concat(["vector", "original (file|logo|artwork)", "blurry", "svg", "\\bpdf\\b"]), RIGHTS],
  ),

  // Outside what a sublimation learning site knows
  none("xtool f1 speed and power to engrave a photo on a slate coaster"),
  none("which permanent vinyl lasts longest on a car window in the sun"),
  none("how do i make a layered mandala from one image in cricut design space"),
  none("whats the best free app to schedule instagram posts for a craft shop"),
  none("best ring light for filming my crafting tiktoks"),
  none("do i have to charge gst on market sales in new zealand"),
  none("amazon says my sublimation paper was delivered but its not here"),
  none("where is my order from last tuesday, tracking hasnt updated in 4 days"),
  none("cricut maker 3 or silhouette cameo 5 for cutting vinyl decals"),
  none("how do i applique a patch onto a hoodie with a zigzag stitch"),
  none("how do i set up calculated shipping vs flat rate in my etsy shop"),
  // Out of scope when written; the site now answers it (content/answers/deducting-a-heat-press-and-printer.md).
  q("business", "can i deduct my heat press as a business expense on my us taxes", [
    ["depreciat", "section 179", "de minimis"],
  ]),
  none("do i charge vat on handmade goods sold at markets in ireland"),
  none("s corp or llc for a tiny side business, which saves more"),
  none("how do i make a snow globe tumbler with glitter and baby oil"),
  none("facebook marketplace buyer overpaid me and wants the difference back, scam?"),
  none("how do i set up a google business profile for my home craft shop"),
  none("mailchimp or flodesk for emailing my etsy customers"),
  none("how do i do a toner photo transfer onto wood with mod podge"),
  none("how do i print photos onto cotton fabric using freezer paper in my regular inkjet"),
  none("eufymake e1 uv printer, how do i print around a curved bottle"),
  none("what temp and time to heat set acrylic fabric paint on a denim jacket"),
  none("spar urethane or polycrylic to seal a hand painted wooden porch sign"),
  none("my ender 3 first layer wont stick to the bed"),
  none("what size should my etsy shop banner image be"),
  none("can i return my heat press to amazon after 30 days if i changed my mind"),
  none("how do i make product mockups in placeit"),
  none("how much does an artist alley table at a comic con usually cost"),
  none("can i print vinyl stickers on my regular inkjet and laminate them"),
  none("how do i connect gelato print on demand to my shopify store"),
  none("how do i turn on two factor authentication for my etsy account"),
];
