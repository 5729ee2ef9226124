// A fifth held-out split of beginner questions, written from public beginner
// questions without looking at the site's content, the expert's code or the
// other question sets, so it measures how sure the expert may be on phrasings
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
// decoration methods, unrelated software, shipping, marketing platforms, tax
// and country-specific law); the honest "no answer" is the right result.

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

/** A time in minutes, given as a number (3-15) or in words. */
const MINUTE_COUNT = [
  "\\b([3-9]|1[0-5])(\\.5)?( ?(-|–|to|or) ?([3-9]|1[0-5])(\\.5)?)? ?(min|mins|minutes)\\b",
  "(three|four|five|six|seven|eight|ten)( and a half)? min",
];
const MIRROR = ["mirror", "flip", "revers"];
const TEMPERATURE_OR_TIME = ["temp", "time", "longer", "hotter", "heat"];

export const DEV5_QUESTIONS: EvalQuestion[] = [
  // Blanks and materials
  q(
    "blanks",
    "amazon listing says 'sublimation shirts' but they feel like cotton. how can i tell what theyre made of",
    [["label", "tag", "fib(er|re) content", "composition", "burn test", "percent", "%"], POLY],
  ),
  q("blanks", "do poly/spandex leggings work for sublimation or does the stretch ruin it", [], { lead: [YES] }),
  q("blanks", "are bamboo or rayon tees ok for sub, theyre so soft", [POLY], {
    lead: [NO],
    not: [["rayon (works|is) (great|fine|perfect)"]],
  }),
  q(
    "blanks",
    "clear acrylic keychain blank has a film on both sides, do i peel it before pressing",
    [["remove", "take (it|them|the film) off", "strip"]],
    { lead: [YES] },
  ),
  q("blanks", "bought a sheet of plain aluminum at the hardware store to make signs, will sub ink take", [COATING], {
    lead: [NO],
  }),
  q("blanks", "what is chromaluxe and why is it so expensive compared to other metal blanks", [
    ["alumin"],
    ["coat", "durab", "vibran", "gloss", "quality", "scratch", "hd"],
  ]),
  q("blanks", "want to make canvas wall art with sub, can i use the cotton canvas from the art store", [POLY], {
    lead: [NO],
  }),
  q("blanks", "garden flag blank, if i press one side will it show on the back too", [
    [
      "through",
      "mirror",
      "revers",
      "lighter",
      "faint",
      "fainter",
      "single[- ]sided",
      "double[- ]sided",
      "liner",
      "two (layers|pieces)",
    ],
  ]),
  q("blanks", "white poly trucker hat with mesh back, how do i press the curved front", [
    ["hat press", "cap press", "pillow", "form", "insert", "flat", "foam"],
  ]),
  q("blanks", "microfiber golf towels, poly microfiber. good for subbing?", [], { lead: [YES] }),
  q("blanks", "do sub baby onesies actually exist? what are they made out of", [POLY]),
  q("blanks", "how do the sublimation doormats work, its rubber on the bottom", [
    POLY.concat(["carpet", "fabric (top|face|surface)", "pile"]),
  ]),
  q("blanks", "gloss vs matte sublimation tiles, whats the difference in how the print looks", [
    ["vibran", "bright", "sheen", "shin", "glare", "reflect", "muted", "soft", "saturat", "pop"],
  ]),
  q(
    "blanks",
    "etsy wood earring blanks say 'sublimation ready' but i dont see any white coating on them, will they work",
    [["clear (coat|coating|poly)", "transparent", "invisible", "can'?t see", "test", "supplier", "seller"]],
  ),
  q("blanks", "polyester satin pillowcases, can those be sublimated", [], { lead: [YES] }),
  q("blanks", "enamel camping mugs, any kind or a special one for sub", [COATING]),
  q("blanks", "can i sub a design onto a plain plastic water bottle from the dollar store", [COATING], {
    lead: [NO],
  }),
  q("blanks", "polyester shower curtain, possible with a 15x15 press?", [
    ["section", "part", "piece", "overlap", "larger press", "bigger press", "wide[- ]format", "multiple"],
  ]),
  q("blanks", "natural wood slices from the craft store, can i sublimate photos on them", [COATING], {
    lead: [NO],
  }),
  q("blanks", "soft coat vs hard coat mugs, what does that even mean", [
    ["dishwasher", "durab", "scratch", "scuff", "wash"],
  ]),
  q("blanks", "tapered latte mug, will it work in my regular straight mug press", [
    ["cone", "conical", "attachment", "element", "oven", "wrap", "uneven", "won'?t"],
  ]),
  q("blanks", "20oz skinny tumbler in an 11oz mug press, will it fit", [
    [
      "attachment",
      "element",
      "tumbler press",
      "oven",
      "won'?t fit",
      "doesn'?t fit",
      "too (big|tall|long|large)",
      "size",
    ],
  ]),
  q(
    "blanks",
    "16oz glass can came with a bamboo lid and straw, do those go in the oven with it",
    [["remove", "take (it|them|the lid) off", "off first", "separate", "without"]],
    { lead: [NO] },
  ),
  q("blanks", "white vs silver stainless sub tumblers, will my colors look the same on both", [
    ["show through", "tint", "metallic", "background", "shimmer", "shine", "darker", "mute"],
  ]),
  q("blanks", "socks that are 80 poly 20 spandex, can i sub them", [], { lead: [YES] }),
  q("blanks", "can i put a photo on a regular white dinner plate from target", [COATING], { lead: [NO] }),
  q("blanks", "sublimation mdf vs hardboard blanks, is there a difference", [
    COATING.concat(["unisub", "dense", "smooth", "gloss"]),
  ]),
  q("blanks", "whats the difference between faux leather and real leather for sub patches", [
    ["\\bpu\\b", "polyurethane", "polymer", "coat", "brown", "tan", "darker", "colou?r of the leather", "natural"],
  ]),
  q("blanks", "pressing on a white neoprene can cooler, does the fabric side need to be poly", [], {
    lead: [YES],
  }),
  q("blanks", "my supplier sells 'sublimation glass' and 'frosted sublimation glass', any difference for the print", [
    [
      "matte",
      "see[- ]through",
      "transparent",
      "soft(er)?",
      "diffuse",
      "muted",
      "less (vibrant|bright)",
      "vibran",
      "etched",
    ],
  ]),

  q("blanks", "white poly bucket hat, the seams keep making bumps in the print", [
    ["pillow", "pad", "foam", "insert", "form", "raise", "uneven", "hat press"],
  ]),
  q(
    "blanks",
    "daughter wants a sublimated photo on her red poly soccer jersey, will the faces look right",
    [WHITE_OR_LIGHT.concat(["tint", "mix", "show through", "darker", "no white ink"])],
    { lead: [NO] },
  ),
  q("blanks", "can polyester craft felt be sublimated for ornaments", [], { lead: [YES] }),
  q("blanks", "what exactly makes something a 'sublimation blank'", [
    ["coat(ed|ing)", "polymer", "polyester", "\\bpoly\\b"],
  ]),
  // Printers and ink
  q("printers", "is the epson et-2400 a good one to convert for sub", [
    ["piezo", "new", "unused", "never (been )?(used|filled)", "popular", "ecotank"],
  ]),
  q("printers", "sg500 vs sg1000, is it just the size", [
    ["11 ?x ?17", "13 ?x ?19", "a3", "larger", "bigger", "wide", "tabloid", "legal", "8\\.5 ?x ?14"],
  ]),
  q("printers", "epson f170 or just convert an ecotank, which one for a beginner", [
    ["warranty", "support", "designed", "built", "dedicated", "purpose", "profile", "driver", "cost", "cheaper"],
  ]),
  q("printers", "do i need a different icc profile if i switch paper brands", [
    ["combination", "combo", "specific", "ink (and|\\+|&|,) paper", "paper (and|\\+|&) ink", "each", "match"],
  ]),
  q("printers", "downloaded an icc file from the ink website, how do i put it on my mac", [
    ["colorsync", "library", "profiles? folder", "right[- ]click", "double[- ]click", "copy"],
  ]),
  q("printers", "hiipoo or printers jack or cosmos ink, which brand gives the best color", [PROFILE]),
  q("printers", "epson did an update and now says my sub ink cartridges arent recognized", [
    [
      "disable",
      "turn(ed)? off",
      "downgrad",
      "avoid (updat|firmware)",
      "don'?t (update|install)",
      "chip",
      "roll ?back",
      "firmware",
    ],
  ]),
  q("printers", "should i untick high speed in the epson driver for sub prints", [
    ["sharp", "banding", "lines", "quality", "slower", "misalign", "bidirection", "grain", "detail"],
  ]),
  q("printers", "my 9x8 tumbler design keeps printing smaller than it should", [
    ["custom (paper )?size", "paper size", "100 ?%", "scal", "actual size", "fit to page", "shrink to fit"],
  ]),
  q("printers", "mirror in my design software or the printer setting, or both?", [
    MIRROR,
    ["either", "not both", "twice", "one (place|or the other)", "double", "cancel", "back to normal", "only once"],
  ]),
  q("printers", "can i refill my sawgrass cartridges with bulk ink to save money", [
    ["void", "warranty", "chip", "genuine"],
  ]),
  q("printers", "theres no spot for an icc profile on my sawgrass, do i need one", [
    ["print manager", "sawgrass print", "creative studio", "built[- ]in", "driver", "automatic", "handles", "already"],
  ]),
  q("printers", "air bubbles in the ink tubes after i filled my converted printer", [
    ["ink charge", "initial", "clean", "power clean", "prime", "flush", "sit", "wait", "settle"],
  ]),
  q(
    "printers",
    "can i run dtf ink and sublimation ink in the same printer and swap between them",
    [["different ink", "separate", "dedicated", "second printer", "pigment", "contaminat", "mix", "flush"]],
    { lead: [NO] },
  ),
  q("printers", "just filled the tanks on my new ecotank with sub ink, what do i do before the first print", [
    NOZZLE.concat(["ink charge", "initial", "prime", "check pattern", "test (print|page)"]),
  ]),
  q("printers", "print head is dragging on the sub paper and leaving smudges on the edges", [
    ["thick (paper )?setting", "thick paper", "platen gap", "curl", "flat", "humid", "moist", "paper (type|setting)"],
  ]),
  q("printers", "where do i find the nozzle check on a windows pc for my ecotank", [
    [
      "maintenance",
      "utility",
      "printer (settings|properties|preferences)",
      "control panel",
      "devices and printers",
      "driver",
    ],
  ]),
  q(
    "printers",
    "epson xp-15000 uses cartridges, can it still do sublimation",
    [["refillable", "piezo", "chip", "\\bcis\\b", "ciss"]],
    { lead: [YES] },
  ),
  q("printers", "should i do a head cleaning every week just to be safe", [
    [
      "nozzle check",
      "only (when|if)",
      "waste",
      "uses (a lot of )?ink",
      "not (necessary|needed)",
      "print regularly",
      "regular(ly)? print",
    ],
  ]),
  q("printers", "yellow keeps dropping out in the nozzle check on my converted wf-7710", [
    ["head[- ]clean", "clean(ing)? (the )?(print ?)?heads?", "clog", "power clean", "flush"],
  ]),
  q("printers", "what paper size can i print on an et-15000, can it do 13x19", [], { lead: [YES] }),
  q(
    "printers",
    "do the sub inks from different brands have different colours even with the same printer",
    [PROFILE.concat(["vary", "varies", "formul"])],
    { lead: [YES] },
  ),

  q("printers", "can i print my sub transfers straight from my ipad", [
    PROFILE.concat(["colou?r management", "computer", "laptop", "driver", "settings", "mirror"]),
  ]),
  q("printers", "whats actually different about sublimation ink vs the normal ink in my printer", [
    ["gas", "heat", "disperse", "polyester", "\\bpoly\\b", "polymer", "dye"],
  ]),
  q("printers", "how many prints will i get out of a 4 pack of 100ml sub ink bottles", [
    ["depends", "coverage", "how much (you print|ink)", "design", "size", "vary", "varies"],
  ]),
  // Paper, tape and protective sheets
  q("paper", "whats actually different between a-sub paper and the cheap no name paper", [
    ["release", "transfer", "coat", "absorb", "vibran", "bright", "dry", "quality", "consisten"],
  ]),
  q("paper", "do i wait for the print to dry before i press it", [
    ["moist", "minute", "few", "wet", "smudg", "smear", "seconds"],
  ]),
  q("paper", "is spray adhesive ok to hold sub paper on shirts instead of tape", [
    [
      "light(ly)?",
      "mist",
      "thin",
      "residue",
      "tacky paper",
      "heat[- ]resistant tape",
      "heat tape",
      "sublimation[- ]safe",
    ],
  ]),
  q("paper", "my heat tape leaves sticky gunk on tumblers, how do i get it off and stop it", [
    [
      "alcohol",
      "goo gone",
      "adhesive remover",
      "while (it'?s )?(still )?warm",
      "quality",
      "brand",
      "polyimide",
      "kapton",
      "cheap",
    ],
  ]),
  q(
    "paper",
    "i printed on the back of the sub paper by accident, will it still work",
    [["fad", "dull", "blotch", "poor", "weak", "reprint", "bleed", "blurr", "won'?t transfer", "less ink", "pale"]],
    { lead: [NO] },
  ),
  q("paper", "what size do i print for a 20oz skinny straight tumbler", [
    ["measure", "circumference", "template", "height", "9\\.[0-9]", "8\\.[0-9]", "wrap"],
  ]),
  q("paper", "what do paper companies mean by transfer rate", [
    ["how much", "percent", "%", "ink (leaves|releases|transfers|released)", "release"],
  ]),
  q("paper", "does sublimation paper expire or go bad if i bought a big pack", [
    MOISTURE.concat(["store", "seal", "year", "shelf", "degrad", "coat"]),
  ]),
  q("paper", "do i mirror for mugs too or only for shirts", [MIRROR], { lead: [YES] }),
  q("paper", "can i cover my shirt with parchment baking paper instead of a teflon sheet", [
    ["silicone", "absorb", "butcher"],
  ]),
  q("paper", "should butcher paper go under the shirt too or just on top", [
    ["bleed", "through", "lower (platen|pad)", "bottom (platen|pad)", "protect", "both", "inside", "absorb"],
  ]),
  q("paper", "printing a full page of black background, the paper gets wavy and wet looking", [
    ["saturat", "too much ink", "heavy", "dry", "gsm", "thick", "humid", "curl", "cockl"],
  ]),
  q("paper", "does the kind of tape matter for glass cans in the oven", [HEAT_TAPE]),
  q("paper", "i have a roll of kraft brown paper, can i use that instead of white butcher paper", [
    ["uncoated", "unwaxed", "plain", "no coating", "not coated", "coat", "wax", "dye", "recycl"],
  ]),

  q("paper", "can i use the same printed sheet twice for two shirts", [
    ["fad", "lighter", "pale", "weaker", "less ink", "most of the ink", "once", "used up", "spent"],
  ]),
  q("paper", "is the sub paper for mugs and hard stuff the same as for shirts", [
    ["tacky", "either", "both", "apparel", "fabric", "any"],
  ]),
  q("paper", "how do i get the paper tight on a mug so there are no gaps", [
    HEAT_TAPE.concat(["trim", "snug", "pull", "silicone wrap"]),
  ]),
  // Pressing
  q("pressing", "easypress 3 on a poly shirt, do i slide it around like an iron or hold it still", [], {
    lead: [["still", "don'?t (move|slide)", "not (move|slide)", "hold", "no (moving|sliding)", "in place", "one spot"]],
  }),
  q("pressing", "aluminum photo panel, paper on top or panel face down on the paper", [], {
    lead: [
      [
        "face[- ]down",
        "paper (on the )?bottom",
        "paper (goes )?(face )?up",
        "under",
        "beneath",
        "below",
        "upside down",
      ],
    ],
  }),
  q("pressing", "how long for a small aluminum keychain at 400", [SECONDS]),
  q("pressing", "ceramic ornament on a flat press, seconds or minutes?", [MINUTE_COUNT]),
  q("pressing", "8x10 photo slate on my flat press, roughly how long does it need", [MINUTES]),
  q("pressing", "poly garden flag on a flat press, how long at 400", [SECONDS]),
  q("pressing", "tumbler in shrink wrap, do i shrink it with a heat gun before the oven", [
    ["tight", "snug", "steam", "pressure", "wrinkle", "even(ly)?", "contact"],
  ]),
  q(
    "pressing",
    "do i let the convection oven get up to temp before putting tumblers in",
    [["preheat", "reach", "stabili", "fully heat", "thermometer", "uneven", "under[- ]?press", "longer"]],
    { lead: [YES] },
  ),
  q("pressing", "how many seconds should the pre press be on a poly shirt", [
    [
      "\\b([2-9]|1[0-5]) ?(-|–|to) ?([3-9]|1[0-5]) ?(s|sec|secs|seconds)\\b",
      "\\b([2-9]|1[0-5]) ?(s|sec|secs|seconds)\\b",
      "few seconds",
      "couple (of )?seconds",
    ],
  ]),
  q("pressing", "my manual press has a pressure knob, how do i know when its medium", [
    ["resist", "effort", "turn", "firm", "force", "test", "paper (test|pull)", "dollar bill", "snug"],
  ]),
  q(
    "pressing",
    "going from shirts to a thick slate, do i need to change the pressure",
    [["adjust", "loosen", "less", "lower", "reduce", "knob", "back off", "thickness"]],
    { lead: [YES] },
  ),
  q("pressing", "does the timer start when i close the press or when it gets back up to temp", [
    [
      "(start|begin)s? (the timer |timing )?(when|once|as soon as) (you )?(close|lock|clamp|shut)",
      "when (the press is |it'?s |you )?(closed?|locked?|clamped?|shut)",
      "on clos",
      "at clos",
      "after (you )?(close|lock|clamp)",
    ],
  ]),
  q("pressing", "mug press, do i wait for it to heat up first or put the mug in cold", [
    ["preheat", "reach", "up to temp", "ready", "set temp", "beep", "indicator"],
  ]),
  q("pressing", "mug with a silicone wrap in a convection oven, what temp and how long", [TEMP, MINUTE_COUNT]),
  q("pressing", "can the cricut mug press do tumblers or just mugs", [
    ["straight", "mugs? only", "only mugs", "not (for |fit |designed for )?tumbler", "11", "15", "won'?t fit"],
  ]),
  q("pressing", "design is bigger than my 15x15 press, how do people do big prints", [
    ["section", "overlap", "multiple", "bigger press", "larger press", "split", "stages", "in parts", "one half"],
  ]),
  q("pressing", "poly baseball cap in a hat press, temp and time", [TEMP, SECONDS]),
  q("pressing", "should i go lower than 400 for athletic shirts with spandex", [
    ["less", "shin", "scorch", "\\b3[6-9]\\d\\b", "test", "manufacturer", "maker", "glaz"],
  ]),
  q(
    "pressing",
    "when the mug press beeps do i have to pull it out right away",
    [["immediately", "promptly", "straight away", "as soon", "quick", "over[- ]?press", "yellow"]],
    { lead: [YES] },
  ),
  q("pressing", "what does dwell time mean on a heat press chart", [
    [
      "how long",
      "press(ing)? time",
      "duration",
      "length of time",
      "time (the )?(press|item) (is )?(closed|pressed|held)",
    ],
  ]),
  q("pressing", "koozie blanks (neoprene with a fabric face), what time at 400", [SECONDS.concat(MAKER)]),
  q(
    "pressing",
    "can i press two shirts stacked on top of each other to save time",
    [["bleed", "transfer", "through", "one at a time", "separate", "ghost", "uneven", "pressure", "thick"]],
    { lead: [NO] },
  ),
  q("pressing", "i have a 9x9 mini heat press, can i do shirts with it", [
    [
      "small (designs|prints|logos)",
      "pocket",
      "left chest",
      "sections?",
      "multiple press",
      "larger (designs|prints)",
      "bigger (designs|prints)",
      "full[- ]front",
      "too small",
      "limit",
    ],
  ]),
  q("pressing", "faux leather patches, what temp so they dont melt", [
    TEMP.concat(["lower", "less", "test", "maker", "manufacturer"]),
  ]),
  q("pressing", "sublimating on hardboard photo panels, face up or face down", [], {
    lead: [
      [
        "face[- ]down",
        "paper (on the )?bottom",
        "paper (goes )?(face )?up",
        "under",
        "beneath",
        "below",
        "upside down",
      ],
    ],
  }),

  q(
    "pressing",
    "can i do 4 hardboard coasters at once on my flat press",
    [["same (thickness|height)", "even", "thickness", "pressure", "space", "apart", "fit"]],
    { lead: [YES] },
  ),
  q("pressing", "my clamshell keeps popping open when i press thick stuff", [
    ["pressure", "too (tight|high|much)", "loosen", "adjust", "back off", "knob"],
  ]),
  q("pressing", "can i just tape the paper on a mug and put it in the oven with nothing around it", [
    PRESSURE.concat(["silicone", "sleeve", "shrink", "clamp"]),
  ]),
  q("pressing", "how do i get my design centered on the shirt every time", [
    ["fold", "crease", "ruler", "measure", "guide", "collar", "alignment tool", "mark"],
  ]),
  // Colour
  q("colour", "same print, shirt came out bright but the mug came out dull", [
    ["time", "temp", "pressure", "coating", "substrate", "surface", "profile"],
  ]),
  q("colour", "all my purples come out blue", [PROFILE.concat(["colou?r (setting|correct|adjust)"])]),
  q("colour", "photos on my mugs look way too dark compared to the original", [
    PROFILE.concat(["brighten", "lighten", "adjust", "exposure", "curves", "levels", "time", "temp"]),
  ]),
  q("colour", "can i get neon colours with my converted ecotank", [
    ["fluorescent", "gamut", "can'?t", "cannot", "limited", "not (possible|able|really)", "special ink", "won'?t"],
  ]),
  q("colour", "dark navy in my designs comes out purple on hardboard signs", [
    TEMPERATURE_OR_TIME.concat(PROFILE).concat(["pressure", "rich black"]),
  ]),
  q("colour", "the ivory mugs i got on sale make all my colours look off", [
    ["tint", "warm", "yellow", "affect", "shift", "show through", "cream", "white (mug|blank|base)"],
  ]),
  q("colour", "customer wants their logo in an exact pantone colour, can i match it", [
    [
      "test",
      "swatch",
      "chart",
      "palette",
      "adjust",
      "profile",
      "\\bicc\\b",
      "close",
      "not (always )?exact",
      "can'?t guarantee",
    ],
  ]),
  q("colour", "my red came out pink on a mug", [["time", "temp", "pressure", "longer", "hotter", "profile", "icc"]]),
  q("colour", "two boxes of the same shirt brand came out slightly different colors with the same print", [
    ["batch", "lot", "humid", "moist", "temperature", "consisten", "pyrometer", "fabric", "dye"],
  ]),
  q("colour", "should i tick 'vivid' or 'photo enhance' in the epson driver for sublimation", [
    ["off", "disable", "no colou?r", "\\bicc\\b", "profile", "untick", "don'?t", "avoid"],
  ]),
  q("colour", "png with a white background, will it leave a box on a light blue shirt", [
    [
      "transparent",
      "remove (the )?background",
      "off[- ]white",
      "not (pure|true) white",
      "near[- ]white",
      "no ink",
      "isn'?t printed",
      "doesn'?t print",
      "not printed",
      "won'?t (print|show)",
    ],
  ]),
  q("colour", "why do my greens look yellowish after pressing", [
    PROFILE.concat(["cyan", "nozzle", "clog", "time", "temp"]),
  ]),

  // Problems
  q("problems", "white poly tee went slightly yellow over the whole pressed area", [
    HOT_OR_LONG.concat(["scorch", "temp", "time", "brighten", "pyrometer"]),
  ]),
  q("problems", "design is faded only along the bottom of my mug", [
    PRESSURE.concat(["taper", "pad", "element", "even", "shim", "position"]),
  ]),
  q("problems", "there's a yellowish patch on my mug near the handle where the paper didnt cover", [
    [
      "exposed",
      "uncovered",
      "not covered",
      "wrap",
      "overheat",
      "too (hot|long)",
      "coat",
      "whole (surface|mug)",
      "extend",
      "bigger",
    ],
  ]),
  q("problems", "solid black areas on my shirt look blotchy and mottled", [
    MOISTURE.concat(["pressure", "pre-?press", "uneven"]),
  ]),
  q("problems", "when i stretch my sub shirt you see white coming through the design", [
    ["surface", "white (fib|show|thread|yarn)", "fabric", "normal", "expected", "grin", "crack"],
  ]),
  q("problems", "coating on my sub tumbler bubbled up and peeled", [
    HOT_OR_LONG.concat(["temp", "time", "quality", "defect", "supplier"]),
  ]),
  q("problems", "there's a gap down the back of my tumbler where the two ends of the design meet", [
    ["template", "measur", "circumference", "bleed", "extend", "overlap", "wider", "size", "longer"],
  ]),
  q("problems", "random white spots on my shirt where the design didnt transfer", [
    ["lint", "debris", "dust", "wrinkle", "seam", "crease", "uneven", "pressure", "moist"],
  ]),
  q("problems", "colour from the last shirt showed up on the next shirt i pressed", [
    ["butcher", "protect", "cover", "clean", "platen", "pad", "lower", "bleed"],
  ]),
  q("problems", "my slate came out splotchy in the middle", [
    PRESSURE.concat(["uneven", "surface", "longer", "coat", "flat"]),
  ]),
  q("problems", "aluminum sign came out cloudy and hazy, like there's a film on it", [
    ["peel", "protective", "remove", "take (it|the film) off", "plastic"],
  ]),
  q("problems", "acrylic blank warped and bubbled in the press", [
    HOT_OR_LONG.concat(["temp", "lower", "less", "shorter"]),
  ]),
  q("problems", "wood blank print looks faded and you can see the grain through it", [
    COATING.concat(["time", "longer", "pressure", "white"]),
  ]),
  q("problems", "puzzle came out of the press all curled up", [
    ["cool", "flat", "weight", "heavy", "book", "press(ed)? (down|flat)"],
  ]),
  q("problems", "got dark wet looking spots on a poly tee, like drops of something, only after the press opened", [
    ["moist", "humid", "damp", "water", "steam", "drip", "ink", "clean", "condens"],
  ]),
  q("problems", "my tumbler design came out crooked and slanted", [
    MOVED.concat(["align", "straight", "level", "center", "centre", "tape", "guide", "seam", "taper"]),
  ]),
  q("problems", "mug came out with a weird green tint over everything white", [
    [
      "ghost",
      "moist",
      "dirty",
      "pad",
      "element",
      "contamin",
      "too (hot|long)",
      "overheat",
      "humid",
      "old paper",
      "gas",
    ],
  ]),
  q("problems", "tiny streaks in the same spot on every print, like a scratch", [
    NOZZLE.concat(["roller", "head strike", "clean", "debris", "align"]),
  ]),
  q("problems", "glass can came out smeared and hazy only along the top edge of the design", [
    ["cool", "out-?gas", "gas", "rise", "upward", "tight", "wrap", "moist", "too (long|hot)"],
  ]),
  q("problems", "half my transfer stayed on the paper, design looks washed out", [
    ["time", "temp", "pressure", "longer", "hotter", "pyrometer", "coat", "poly"],
  ]),
  q("problems", "ink soaked right through the paper onto my teflon sheet", [
    ["saturat", "too much ink", "gsm", "heav(y|ier)", "butcher", "protect", "clean", "thick"],
  ]),

  q("problems", "there's a white unprinted band around the top of my mug under the rim", [
    ["size", "height", "position", "extend", "bleed", "taller", "template", "edge", "pressure", "element"],
  ]),
  q("problems", "the design on my mug came out upside down", [
    ["orient", "rotat", "handle", "left[- ]hand", "right[- ]hand", "flip", "print direction", "way round"],
  ]),
  q("problems", "shirt had a fold in it and now there's a white line through the design", [
    ["pre-?press", "wrinkle", "flat", "iron", "smooth", "crease"],
  ]),
  // Care of finished items
  q(
    "care",
    "can a sublimated polyester apron go in the washing machine",
    [["cold", "cool", "gentle", "delicate", "inside[- ]out", "mild"]],
    { lead: [YES] },
  ),
  q("care", "is fabric softener bad for sublimated shirts", [
    ["avoid", "skip", "don'?t", "not recommend", "fade", "mild", "coat", "residue"],
  ]),
  q("care", "can you wash a sublimated mouse pad", [
    ["hand", "cold", "cool", "gentle", "mild", "air[- ]dry", "damp", "lukewarm"],
  ]),
  q("care", "do sublimated things fade over time even if you dont wash them", [
    ["\\buv\\b", "sun", "ultraviolet", "light exposure"],
  ]),
  q(
    "care",
    "should i tell buyers to wash sub shirts inside out",
    [["cold", "cool", "friction", "abras", "protect", "fade", "rub"]],
    { lead: [YES] },
  ),
  q(
    "care",
    "do i need to seal my sublimated coasters with mod podge or spray",
    [["inside", "into", "part of", "embedded", "infus", "already", "not (needed|necessary)", "coating"]],
    { lead: [NO] },
  ),
  q("care", "how do you clean a sublimated faux leather hat patch", [
    ["spot", "damp", "wipe", "hand", "gentle", "mild", "soft cloth"],
  ]),
  q("care", "can i use glass cleaner on a sublimated metal photo panel", [
    ["mild", "soft", "non[- ]?abrasive", "gentle", "avoid", "harsh", "microfib", "ammonia", "solvent"],
  ]),

  q("care", "how do i tell people to wash a sublimated pillow cover", [
    ["remove", "take (it|the insert|the pillow) out", "insert"],
    ["cold", "cool", "gentle", "delicate"],
  ]),
  q("care", "how should customers clean sublimated glass cans so the print lasts", [
    HAND_WASH.concat(["gentle", "soft sponge", "non-?abrasive", "avoid (the )?dishwasher", "mild"]),
  ]),
  // Safety
  q("safety", "sub tumblers for kids, how do i know theyre food safe, lead and bpa?", [
    ["supplier", "certif", "fda", "lead[- ]free", "manufacturer", "test report", "prop ?65", "reputable"],
  ]),
  q("safety", "keep burning my wrist on the top platen, any tips", [
    ["glove", "mitt", "heat[- ]resistant", "away", "sleeve", "careful", "distance", "reach"],
  ]),
  q("safety", "pressing in the garage in winter with the door shut, is that ok", [VENT]),
  q("safety", "can i plug my heat press into a power strip with the printer", [
    ["outlet", "circuit", "amp", "gauge", "heavy[- ]duty", "wall", "dedicated", "overload", "breaker"],
  ]),
  q("safety", "my toddler got sub ink on his mouth, what do i do", [
    ["poison", "sds", "safety data", "doctor", "medical", "rinse", "emergency", "wash"],
  ]),
  q("safety", "can a sublimated stainless tumbler go in the microwave", [["metal", "spark", "arc"]], {
    lead: [NO],
  }),
  q("safety", "shrink wrap started smoking in my tumbler oven, is that a fire risk", [
    ["unattended", "watch", "thermometer", "monitor", "timer", "too hot", "overheat", "temperature", "ventilat"],
  ]),
  q("safety", "is it ok to put my heat press on the kitchen counter next to where we make food", [
    [
      "separate",
      "dedicated",
      "away from food",
      "not (near|next to) food",
      "burn",
      "clear",
      "heat[- ]resistant",
      "stable",
      "ventilat",
    ],
  ]),
  q("safety", "glass can exploded in my oven, how do i stay safe doing glass", [
    ["glove", "eye", "goggles", "thermal shock", "cool", "crack", "inspect", "defect", "tray"],
  ]),

  q("safety", "brand new heat press smelled like burning plastic the first time i heated it", [
    VENT.concat(["normal", "burn[- ]off", "coating", "manufacturer", "support", "residue", "oil", "go away"]),
  ]),
  // Upkeep
  q("upkeep", "how do i clean the silicone pad on the bottom of my heat press", [
    ["wipe", "lint", "damp", "cover", "protect", "butcher", "alcohol", "cool", "cloth"],
  ]),
  q("upkeep", "my heat press wont get hotter than 350 anymore", [
    [
      "element",
      "thermocouple",
      "sensor",
      "fuse",
      "manufacturer",
      "support",
      "probe",
      "wiring",
      "controller",
      "pyrometer",
    ],
  ]),
  q("upkeep", "how do i know when my silicone tumbler wraps need replacing", [
    ["worn", "crack", "stretch", "loose", "tear", "harden", "wear", "lose", "uneven", "fad"],
  ]),
  q("upkeep", "should i keep my spare sub ink in the fridge", [
    ["cool", "dark", "room temp", "sunlight", "seal", "cap", "freez", "shake"],
  ]),
  q("upkeep", "converted printer lives in the garage and it gets really hot in summer", [
    ["clog", "dry", "evaporat", "humid", "room temp", "temperature", "indoors", "inside", "move"],
  ]),
  q("upkeep", "moving house, how do i move my ecotank full of sub ink without a mess", [
    ["transport", "lock", "level", "upright", "cap", "tilt", "tape", "bag", "flat"],
  ]),
  q("upkeep", "mug press makes lighter spots now, is the heating pad going", [
    ["element", "uneven", "fad", "cold spot", "pyrometer", "thermometer", "crack", "burn", "replace"],
  ]),
  q("upkeep", "how do i check my oven is actually at temp for tumblers", [
    ["oven thermometer", "thermometer", "pyrometer", "probe", "temp(erature)? gun", "infrared", "calibrat"],
  ]),
  q("upkeep", "what maintenance should i do on a clamshell press every month or so", [
    ["clean", "wipe", "hinge", "pressure", "pyrometer", "calibrat", "check", "inspect", "cord", "lubric"],
  ]),
  q("upkeep", "getting ink on the back of my sub paper, where is it coming from", [
    ["roller", "platen", "clean", "wipe", "inside", "overspray", "borderless", "pad"],
  ]),

  q("upkeep", "going on vacation for 3 weeks, what do i do with my converted printer", [
    [
      "nozzle check",
      "leave (it )?on",
      "keep (it )?on",
      "cover",
      "humid",
      "clog",
      "someone",
      "print (something|a page|a test)",
    ],
  ]),
  q("upkeep", "the non stick coating on my top platen is getting scratched", [
    ["teflon", "cover", "sheet", "protect", "ptfe", "replace", "avoid", "metal", "sharp", "slip"],
  ]),
  q("upkeep", "keep forgetting what time and temp worked for each blank, how do people track it", [
    ["log", "notebook", "spreadsheet", "record", "note", "write (it|them) down", "chart", "label"],
  ]),
  // Running a small business
  q("business", "tips for taking photos of sub mugs for my etsy listings", [
    ["light", "natural", "background", "angle", "mockup", "lifestyle", "glare", "reflect"],
  ]),
  q("business", "customer sent a blurry tiny phone pic of their dog for a mug, how do i handle it", [
    ["resolution", "higher", "original", "pixel", "upscal", "300", "quality", "better (photo|image|picture)"],
  ]),
  q("business", "can i sell mugs with designs i made in midjourney", [RIGHTS.concat(["terms"])]),
  q("business", "can i put a canva template on shirts and sell them", [
    RIGHTS.concat(["terms", "unmodified", "as[- ]is", "modif"]),
  ]),
  q("business", "how do i charge for my design time on custom orders", [
    ["design fee", "hourly", "per hour", "your time", "labou?r", "set(up)? fee", "art fee", "rate"],
  ]),
  q(
    "business",
    "should i take a deposit before starting a custom order",
    [["upfront", "up front", "proof", "approv", "non-?refundable", "pay"]],
    { lead: [YES] },
  ),
  q(
    "business",
    "do i send customers a proof before i press their order",
    [["approv", "spelling", "check", "confirm", "sign[- ]off", "mistake", "typo"]],
    { lead: [YES] },
  ),
  q("business", "a coffee shop wants 60 mugs with their logo, how do i price bulk", [COST, LABOUR]),
  q("business", "what sublimation items sell best at a craft fair for a first timer", [
    ["mug", "tumbler", "shirt", "ornament", "keychain", "coaster", "tote", "sign"],
  ]),
  q(
    "business",
    "local high school wants shirts with their mascot logo, do i need permission",
    [["licen", "trademark", "approv", "copyright", "district", "administration", "athletic", "written"]],
    {
      lead: [YES],
    },
  ),
  q("business", "customer said their mug faded after a month in the dishwasher, what do i do", [
    ["care (card|instruction)", "hand[- ]?wash", "policy", "replace", "dishwasher[- ](safe|durable|rated)", "coat"],
  ]),
  q("business", "bought a commercial license png, can i sell printed sub transfers of it to other crafters", [
    [
      "terms",
      "check",
      "read",
      "not (usually|always|typically|allowed)",
      "resell",
      "distribut",
      "prohibit",
      "excluded",
      "\\bpod\\b",
    ],
  ]),
  q("business", "do people accept returns on personalized sub items", [
    ["policy", "custom", "no returns", "defect", "state (it )?clearly", "damaged"],
  ]),
  q("business", "15x15 or 16x20 press if i want to sell shirts", [
    [
      "adult",
      "xl",
      "large (shirts|designs|prints)",
      "bigger (designs|prints|items)",
      "versatil",
      "full[- ]front",
      "hoodie",
      "2x",
      "3x",
    ],
  ]),
  q("business", "clamshell vs swing away press, which is better for a small shop", [
    ["even", "thick", "space", "footprint", "burn", "reach", "pressure", "heat (away|off)"],
  ]),

  q("business", "what should go on my custom order form so i dont mess up orders", [
    ["spelling", "size", "quantity", "deadline", "date", "colou?r", "approv", "proof"],
  ]),
  q("business", "customer is sending me their own logo, what file should i ask for", [
    ["png", "300", "dpi", "vector", "svg", "pdf", "high[- ]res", "resolution", "\\bai\\b", "\\beps\\b"],
  ]),
  // Outside what a sublimation learning site knows
  none("silhouette cameo 4 keeps failing to read registration marks for print and cut"),
  none("what blade speed and force on a brother scanncut for vinyl stickers"),
  none("how much puff additive do i mix into plastisol for a raised print"),
  none("white toner laser printer for dark cotton shirts, is the oki worth it"),
  none("epson f1000 or brother gtx for starting a dtg business"),
  none("how do i do the alcohol ink technique on a stainless tumbler before epoxy"),
  none("co2 laser power and speed to cut 3mm cast acrylic cleanly"),
  none("pirate ship or the ups store, cheapest label for a 3 pound box"),
  none("how do i connect a custom domain to my shopify store"),
  none("do i need an abn to sell at weekend markets in australia"),
  none("whats the gst registration threshold for a small craft business in canada"),
  none("how do i register a dba for my shirt business in new york"),
  none("setting up facebook ads for a tiny etsy shop, how much should i spend a day"),
  none("pinterest or instagram reels, which gets more sales for handmade stuff"),
  none("magic wand tool in photoshop elements leaves a white fringe around my cutout"),
  none("how do i convert text to path in inkscape so it doesnt change font"),
  none("best procreate brushes for a distressed grunge texture"),
  none("how do i embroider a name on a bath towel with my janome machine"),
  none("waterslide decal paper for tumblers, laser or inkjet and do i need to seal it"),
  none("what temperature and time for hotfix rhinestone transfers on a tshirt"),
  none("royal mail international tracked price for a parcel to germany"),
  none("rollo or dymo thermal label printer for shipping labels"),
  none("how do i pay quarterly estimated taxes as a self employed crafter in the us"),
  none("can my hoa in texas stop me from running a craft business from home"),
  none("how do i get a resale certificate in ohio to buy blanks tax free"),
  none("best wordpress plugin for a product personalization text box"),
  none("how does pad printing on pens work and what machine do i need"),
  none("which uv flatbed printer under 5k for printing phone cases"),
  none("how long do i bake shrink plastic keychains in the oven"),
  none("square reader at a craft fair with no wifi, will payments still go through"),
  none("how do i foil cardstock with a laminator and laser printed toner"),
];
