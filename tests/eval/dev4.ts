// A fourth held-out split of beginner questions, written without looking at the
// site's guides, settings chart, the expert's code or the other question sets,
// so it measures how the expert does on phrasings nobody tuned on. The questions
// follow the shapes hobbyists and small shops use in public forums, Q&A threads,
// makerspace issue trackers, blank and paper makers' FAQ pages and trade articles
// (paraphrased, never copied): lowercase, typos, shorthand, symptoms in plain
// words and two-part questions, spread over the first year: blanks and materials,
// printers and ink, paper and tape, pressing, colour, problems, care, safety,
// upkeep and running a small business. The facts each right answer must carry
// come from the sourced reference facts and widely agreed trade knowledge,
// written as tolerant alternatives so any correct wording passes. Questions
// marked `none` sit outside what a sublimation learning site knows (other
// decoration methods, unrelated software, shipping, tax and country-specific
// law); the honest "no answer" is the right result for them.

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
import { type EvalQuestion, none, q } from "./questions";

/** A plain yes in the first sentence. */
const YES = [
  "\\byes\\b",
  "\\bsure\\b",
  "absolutely",
  "definitely",
  "\\bcan\\b(?!not|'t|’t)",
  "ideal",
  "perfect",
  "great",
];
/** Like COATING, for questions that already say "coated". */
const SUB_COATING = [
  "sublimation[- ](coat|ready|blank|grade|friendly)",
  "polymer",
  "polyester",
  "\\bpoly\\b",
  "special(ly)? (coat|treated|made|prepared)",
];
/** A press temperature in the usual 350-429 °F / 175-219 °C band. */
const TEMP = ["\\b(3[5-9]\\d|4[0-2]\\d)\\b", "\\b(1[7-9]\\d|20\\d|21\\d) ?(°|º|degrees?)? ?c\\b"];
/** A garment press time of 20-129 seconds (or about a minute). */
const SHIRT_SECONDS = [
  "\\b([2-9]\\d|1[0-2]\\d)( ?(-|–|to) ?([3-9]\\d|1[0-2]\\d))? ?(s|secs?|seconds)\\b",
  "(a|one) minute",
];
const MOISTURE = ["moist", "humid", "damp", "\\bwet\\b", "water", "steam"];
const NOZZLE = ["nozzle", "head[- ]clean", "clean(ing)? (the )?(print ?)?heads?", "clog"];
const MIRROR = ["mirror", "flip", "revers"];
const COOL = ["cool", "\\bfan\\b", "water", "quench"];
const VENT = ["ventilat", "air ?flow", "window", "\\bfans?\\b", "fresh air", "extract", "exhaust"];
const PYROMETER = ["pyrometer", "probe", "thermocouple", "calibrat", "temp(erature)? strips?", "thermometer"];
const PRESSURE = ["pressure", "tight", "contact", "snug", "firm"];
const HAND_WASH = ["hand[- ]?wash"];
const COST = ["cost", "blank", "ink", "paper", "material"];
const LABOUR = ["labou?r", "your time", "overhead", "margin", "markup", "mark-up", "profit"];

export const DEV4_QUESTIONS: EvalQuestion[] = [
  // Blanks and materials
  q(
    "blanks",
    "bought a 12 pack of gildan softstyle tees for my first sub project, label says 100% ringspun cotton. will the design stay on",
    [POLY],
    { lead: [NO], not: [["works (great|fine|well|perfectly) on (100% )?cotton"]] },
  ),
  q("blanks", "whats the lowest poly % a shirt can be and still look ok with sublimation", [
    POLY,
    ["fad", "vintage", "dull", "muted", "washed", "less (vibrant|bright)", "lighter", "brighter"],
  ]),
  q("blanks", "bella canvas triblend, will sub look vintage or just bad", [
    ["fad", "muted", "distress", "washed", "soft", "heather", "lighter", "less (vibrant|bright)"],
  ]),
  q(
    "blanks",
    "customer wants white letters on a navy polyester jersey. can my sub printer do the white part",
    [
      [
        "white ink",
        "print white",
        "(no|doesn'?t|don'?t|can'?t|cannot|never) .{0,20}white",
        "htv",
        "vinyl",
        "shirt colou?r",
        "colou?r of the (shirt|garment|fabric|jersey)",
      ],
    ],
    { lead: [NO] },
  ),
  q("blanks", "heather gray poly blend shirt, will my colors look different than on a white one", [
    ["tint", "shift", "affect", "mix", "combine", "show through", "muted", "darker", "dull", "change"],
  ]),
  q("blanks", "is there any way to put a sub print on a black cotton hoodie", [
    ["htv", "vinyl", "glitter", "easysubli", "coat", "sheet", "\\bdtf\\b", "spray", "transfer"],
  ]),
  q("blanks", "can i sublimate on a nylon drawstring backpack", [POLY], { lead: [NO] }),
  q("blanks", "picked up some plain white mugs at the dollar store, can i sublimate them", [COATING], {
    lead: [NO],
  }),
  q("blanks", "does that poly coating spray actually work on a plain mug i already have", [
    ["durab", "uneven", "not (as|the same)", "dishwasher", "wash", "wear", "last", "streak", "even"],
  ]),
  q("blanks", "do glass cans need to be special sublimation ones or can i use any libbey glass", [COATING]),
  q("blanks", "the powder coated stainless tumblers from walmart, will sub ink take on those", [SUB_COATING], {
    lead: [NO],
  }),
  q("blanks", "straight vs tapered skinny tumbler for sub, does it matter which i buy", [
    ["distort", "warp", "uneven", "template", "stretch", "skew", "easier"],
  ]),
  q("blanks", "can i sub directly on a plain pine board from the hardware store", [COATING], { lead: [NO] }),
  q("blanks", "found natural slate coasters at hobby lobby, are those sublimatable", [COATING]),
  q("blanks", "metal dog tags and business cards, do they have to be the white coated kind", [SUB_COATING]),
  q("blanks", "unisub hardboard photo panel, what settings do people use", [MAKER]),
  q("blanks", "what time and temp for a cardboard jigsaw puzzle blank", [MAKER]),
  q("blanks", "mousepad blanks have a rubber back, is it the fabric top that takes the ink", [POLY]),
  q("blanks", "will sublimation work on the cotton canvas tote bags from michaels", [POLY], { lead: [NO] }),
  q("blanks", "can i use the white ceramic tiles from home depot for sublimation", [COATING], { lead: [NO] }),
  q("blanks", "any acrylic keychain work for sub or do they need a special coating", [
    ["sublimation[- ](coat|ready|blank|grade|friendly)", "polymer", "polyester", "\\bpoly\\b"],
  ]),
  q("blanks", "want to do foam trucker hats, what do they need to be made of", [POLY]),
  q("blanks", "can i sublimate on leather patches for hats", [
    ["faux", "\\bpu\\b", "coat", "polyester", "\\bpoly\\b", "sublimation[- ](ready|blank)", "leatherette"],
  ]),
  q("blanks", "doing sub socks and theres a line down the side, what do ppl put inside them", [
    ["cardboard", "insert", "jig", "form", "foam", "stiff", "board"],
  ]),
  q("blanks", "light pink poly shirt, can i sublimate it and what happens to the colors", [
    ["tint", "mix", "affect", "blend", "combine", "change", "shift", "show"],
  ]),
  q("blanks", "100% poly pillow cover with a linen look, good for sub?", [POLY], { lead: [YES] }),
  q("blanks", "which htv can i sublimate on top of so i can do cotton shirts", [
    ["white", "glitter", "easysubli", "sublimat(able|ion)[- ](htv|vinyl)", "sublimation[- ](friendly|ready)", "poly"],
  ]),
  q(
    "blanks",
    "can i sub on a black mug or does it have to be white",
    [
      [
        "colou?r[- ]chang",
        "magic",
        "patch",
        "panel",
        "white (area|print|window|section|surface)",
        "won'?t show",
        "invisible",
      ],
    ],
    { lead: [NO] },
  ),
  q("blanks", "can i sublimate a regular plastic phone case or will it melt", [
    ["insert", "alumin", "metal", "coat", "sublimation[- ](ready|blank|case)"],
  ]),
  q("blanks", "is there a difference between a sublimation mug and a normal mug, they look the same", [COATING]),
  q("blanks", "can you sublimate on a 65/35 poly cotton blend or is it a waste", [
    ["fad", "vintage", "lighter", "less (vibrant|bright)", "muted", "dull", "washed"],
  ]),
  q("blanks", "gold and silver award plates, can i sub on those metallic ones", [
    ["show through", "tint", "white", "background", "mix", "affect"],
  ]),
  q("blanks", "will sub work on a dri fit style performance shirt", [POLY], { lead: [YES] }),
  q("blanks", "bought ceramic ornaments, do i need special ones for sublimating", [COATING]),
  q("blanks", "can i sublimate car coasters made of sandstone", [COATING]),
  q("blanks", "can i sub a photo onto a regular picture frame glass", [COATING], { lead: [NO] }),
  q("blanks", "is it ok to sub on a 100% polyester fleece blanket", [POLY], { lead: [YES] }),

  q("blanks", "husbands bowling team wants maroon 100% poly shirts, can i sublimate those", [WHITE_OR_LIGHT], {
    lead: [NO],
  }),
  q("blanks", "what shirt colors work best with sublimation", [WHITE_OR_LIGHT]),

  // Printers and ink
  q(
    "printers",
    "can i put sublimation ink in my old hp deskjet",
    [["thermal", "piezo", "epson", "heat", "damage", "not (compatible|designed)"]],
    { lead: [NO] },
  ),
  q(
    "printers",
    "already printed a few pages with the regular ink that came with my epson 2720, can i switch it to sub ink now",
    [["new", "unused", "never (been )?(used|filled)", "fresh", "contaminat", "mix", "flush"]],
  ),
  q("printers", "will converting my ecotank to sublimation void the warranty", [["void", "warranty"]], { lead: [YES] }),
  q("printers", "sawgrass sg500 or convert an epson, is the sawgrass worth the money", [
    ["warranty", "support", "software", "creative studio", "profile", "rip", "print manager", "cost"],
  ]),
  q(
    "printers",
    "if i use cheaper 3rd party ink in my sawgrass sg1000 does the warranty still count",
    [["void", "genuine", "sawgrass ink", "official ink"]],
    { lead: [NO] },
  ),
  q("printers", "should i turn off my sawgrass printer every night to save power", [
    ["leave (it )?on", "keep (it )?on", "maintenance", "auto(matic)?", "stay on", "left on"],
  ]),
  q("printers", "what even is an icc profile and do i need one for my hiipoo ink", [PROFILE, ["colou?r", "match"]]),
  q("printers", "which paper type do i pick in the epson print settings for sublimation paper", [
    ["matte", "premium", "presentation", "photo", "plain", "media", "quality"],
  ]),
  q(
    "printers",
    "my sub print looks super dull on the paper, kinda washed out. is my ink bad?",
    [
      [
        "normal",
        "expected",
        "dull before",
        "brighten",
        "after (press|heat)",
        "once (it'?s )?pressed",
        "vibrant",
        "until",
      ],
    ],
    { lead: [NO] },
  ),
  q("printers", "how often should i print something so my converted ecotank doesnt clog", [
    ["daily", "every day", "every (few|couple|2|3|two|three) days", "week", "regular", "frequent"],
  ]),
  q("printers", "getting thin white lines across every print from my epson", [NOZZLE]),
  q("printers", "nozzle check is missing half the yellow and one cleaning didnt fix it", [
    ["power clean", "flush", "rest", "sit", "wait", "again", "repeat", "another", "second"],
  ]),
  q("printers", "can i top up my tanks with a different brand of sub ink than what's in there", [
    ["avoid", "don'?t", "not recommend", "stick (to|with)", "same brand", "one brand", "profile", "mix"],
  ]),
  q("printers", "does sublimation ink go bad, i have bottles from last year", [
    ["shelf life", "expir", "months?", "shake", "date", "settle"],
  ]),
  q("printers", "what is piezo vs thermal print head and why does it matter for sub", [
    ["pressure", "vibrat", "crystal", "flex", "electric", "mechanical", "without heat", "no heat", "doesn'?t heat"],
  ]),
  q("printers", "can a canon pixma be converted for sublimation", [["thermal", "piezo", "epson", "heat"]], {
    lead: [NO],
  }),
  q("printers", "can i still print regular documents on my sublimation printer", [
    ["dull", "fad", "washed", "not (ideal|meant|designed|recommended)", "waste", "dedicated", "separate", "expensive"],
  ]),
  q("printers", "do i print sublimation in rgb or cmyk", [], { lead: [["rgb"]] }),
  q("printers", "epson et-15000 vs et-2800 for sub, whats the real difference", [
    ["13", "a3", "11 ?x ?17", "tabloid", "wide", "larger", "bigger", "size"],
  ]),
  q("printers", "our makerspace ricoh sub printer prints lines through the image even after head flush", [
    NOZZLE.concat(["encoder", "align", "service", "support"]),
  ]),
  q("printers", "epson says a part inside has reached end of service life, ink pad? what now", [
    ["waste ink", "maintenance (box|tank)", "reset", "replace", "repair", "absorb"],
  ]),
  q("printers", "do i need special software or a rip to print sublimation", [
    ["not (required|necessary|needed)", "don'?t need", "optional", "any (design|graphics)", "profile", "driver"],
  ]),
  q("printers", "what dpi / print quality should i set for sub transfers", [["high", "best", "300"]]),
  q("printers", "ecotank left in a cold garage over winter and now prints are streaky", [
    NOZZLE.concat(["temperature", "warm", "room temp"]),
  ]),
  q("printers", "should i shake my sublimation ink bottles before filling", [["shake", "settle", "agitate", "mix"]]),
  q("printers", "what size printer do i need for 30oz tumblers", [
    ["11 ?x ?17", "\\b13\\b", "a3", "tabloid", "ledger", "wide", "larger", "bigger"],
  ]),
  q("printers", "can i use sublimation ink in a laser printer", [["inkjet", "piezo", "toner", "fuser"]], {
    lead: [NO],
  }),
  q("printers", "my printer shows ink levels empty but the tanks are full after converting", [
    ["reset", "chip", "manual", "ignore", "fill line", "sensor", "estimate"],
  ]),

  // Paper, tape and cover sheets
  q("paper", "which side of the sub paper do i print on, both look white", [
    ["bright(er|est)?", "coated", "logo", "text", "writing", "smooth", "shin", "watermark", "brand"],
  ]),
  q("paper", "can i use regular copy paper for sublimation to save money", [
    ["sublimation paper", "coat", "release", "absorb", "soak", "dull", "fad", "less ink"],
  ]),
  q("paper", "what does gsm mean on sublimation paper and does a higher number matter", [
    ["gram", "weight", "thick", "heav"],
  ]),
  q("paper", "whats tacky sublimation paper and do i need it for shirts", [
    ["stick", "adhes", "shift", "mov", "ghost", "grip"],
  ]),
  q("paper", "my sub paper has been sitting in the garage and curls, does it matter", [MOISTURE]),
  q("paper", "can i use regular scotch tape to hold the paper on a mug", [HEAT_TAPE], { lead: [NO] }),
  q("paper", "heat tape left a white strip on my design, how do i avoid that", [
    ["edge", "margin", "border", "outside", "off the (design|image|print)", "away from", "not over"],
  ]),
  q("paper", "butcher paper parchment or teflon sheet, which one goes on top when pressing", [
    ["absorb", "excess", "platen", "protect", "breath", "porous", "moist", "gas", "blowout", "trap"],
  ]),
  q(
    "paper",
    "can i use the waxed butcher paper from the grocery store",
    [["uncoated", "unwaxed", "plain", "no coating", "not coated", "without (a )?(wax|coating)"]],
    { lead: [NO] },
  ),
  q("paper", "can i reuse my butcher paper for the next shirt", [
    ["ghost", "ink", "transfer", "fresh", "new", "clean", "once", "residue"],
  ]),
  q("paper", "do i need to put something inside the shirt when i press", [
    ["bleed", "back", "through", "other side", "absorb", "blowout", "butcher", "cardboard", "paper"],
  ]),
  q("paper", "can i print a bunch of transfers now and press them next month", [
    ["seal", "bag", "dry", "humid", "moist", "store", "cool"],
  ]),
  q("paper", "ink is pooling and smudging on my sub paper before i even press", [
    ["too much ink", "saturat", "paper type", "quality", "media", "humid", "wrong side", "setting"],
  ]),
  q("paper", "do i trim the sublimation paper close to the design or leave it big", [
    ["margin", "edge", "bleed", "box", "line", "bigger", "larger", "extend"],
  ]),
  q(
    "paper",
    "can i use freezer paper instead of butcher paper on top",
    [["wax", "coat", "plastic", "shiny", "melt", "stick"]],
    {
      lead: [NO],
    },
  ),
  q("paper", "do i need a protective sheet on top of a mouse pad", [
    ["butcher", "parchment", "platen", "teflon", "absorb", "stick", "excess"],
  ]),

  // Pressing
  q("pressing", "first 100% poly shirt today, what temp and how long", [TEMP, SHIRT_SECONDS]),
  q("pressing", "my press display says 400 but a temp gun on the platen says 370, which is right", [PYROMETER]),
  q("pressing", "why do people pre press the shirt for a few seconds first", [
    MOISTURE,
    ["wrinkle", "crease", "flat", "smooth"],
  ]),
  q(
    "pressing",
    "how many minutes for an 11oz mug in a mug press",
    [
      [
        "\\b[3-7](\\.5)?( ?(-|–|to|or) ?[3-8](\\.5)?)? ?(min|mins|minutes)\\b",
        "(three|four|five|six|seven)( and a half)? min",
      ],
    ],
    {
      not: [["\\b(45|60) ?(-|to) ?(60|90) ?(s|sec|seconds)\\b"]],
    },
  ),
  q("pressing", "15 oz mug, same time as the 11 oz or longer?", [
    [
      "more time",
      "extra (time|minute|min|30|60)",
      "\\b[4-7](\\.5)?( ?(-|–|to|or) ?[4-8](\\.5)?)? ?(min|mins|minutes)\\b",
    ],
  ]),
  q("pressing", "skinny 20oz tumbler in a convection oven, what temp and how many minutes", [
    TEMP,
    ["\\b([4-9]|1[0-2])( ?(-|–|to|or) ?([5-9]|1[0-5]))? ?(min|mins|minutes)\\b"],
  ]),
  q("pressing", "shrink wrap sleeves or silicone wrap for tumblers, which works better", [PRESSURE.concat(["even"])]),
  q("pressing", "can i just use my household iron instead of buying a heat press", [
    ["pressure", "even", "consisten", "temperature"],
  ]),
  q("pressing", "aluminum photo panel how long to press", [SECONDS.concat(MINUTES).concat(MAKER)]),
  q(
    "pressing",
    "slate on a flat press, does it go face up or face down",
    [["face[- ]down", "upside down", "paper (on the )?bottom", "under", "below", "beneath"]],
    { not: [["slate (goes |sits )?face[- ]up", "put it face[- ]up"]] },
  ),
  q("pressing", "how long do ceramic tiles take on a flat heat press", [MINUTES]),
  q("pressing", "glass cutting board on my flat press, how long", [MINUTES]),
  q("pressing", "neoprene mouse pad what time and temp", [SECONDS.concat(MAKER)]),
  q("pressing", "pressing a hoodie with a zipper and pocket seams, the design comes out patchy", [
    ["pillow", "pad", "foam", "raise", "insert", "lift", "even"],
  ]),
  q("pressing", "theres a big square mark around my design on the shirt from the press", [
    ["pillow", "pad", "pre-?press", "moist", "foam", "raise", "wash", "steam", "disappear"],
  ]),
  q("pressing", "do i peel the paper off right away or wait till it cools", [
    ["immediately", "straight away", "hot", "quick", "promptly", "as soon", "while"],
  ]),
  q("pressing", "why do some people dunk mugs in water after pressing", [
    ["cool", "stop", "bleed", "blur", "out-?gas", "migrat", "sharp"],
  ]),
  q(
    "pressing",
    "can i put my glass can straight into ice water after the oven to stop bleeding",
    [["crack", "shatter", "break", "thermal shock", "\\bfan\\b", "air"]],
    { not: [["(yes|sure),? (dunk|put|drop) (it|the glass)"]] },
  ),
  q("pressing", "my press only shows celsius, what is 400f", [["20[0-5]", "204"]]),
  q(
    "pressing",
    "do i really need to lint roll a brand new shirt before pressing",
    [["fib(er|re)s?", "dust", "speck", "dots", "blue", "debris"]],
    { lead: [YES] },
  ),
  q("pressing", "what is a heat press pillow actually for", [
    ["even", "seam", "zip", "button", "collar", "uneven", "pressure"],
  ]),
  q("pressing", "design came out faded, can i just put it back in the press to darken it", [
    ["ghost", "blur", "double", "re-?gas", "shift", "won'?t (fix|help)", "doesn'?t (fix|help)", "line up", "align"],
  ]),
  q("pressing", "what temp for a tumbler heat press (the kind you clamp)", [TEMP]),
  q("pressing", "how tight should the mug press be, i cant tell", [
    ["firm", "resist", "snug", "knob", "adjust", "medium", "effort", "force"],
  ]),
  q("pressing", "light medium or heavy pressure for shirts", [["medium", "firm", "moderate"]]),
  q("pressing", "how many seconds for a polyester tote bag", [SHIRT_SECONDS]),
  q("pressing", "i pressed a poly shirt at 400 for 60 sec and it has shiny marks, too long?", [
    ["shorter", "less time", "reduce", "lower", "\\b(30|35|40|45)\\b", "pressure", "cover", "pad"],
  ]),
  q("pressing", "cricut mug press does it need a time setting or is it automatic", [
    ["button", "sensor", "preset", "beep", "no (time|timer)", "itself", "detect", "doesn'?t need", "don'?t need"],
  ]),
  q(
    "pressing",
    "can i press 2 mugs at once in a convection oven",
    [["multiple", "several", "batch", "space", "same time", "more than one", "as many"]],
    { lead: [YES] },
  ),
  q("pressing", "how long for a polyester baby bib at 400", [SHIRT_SECONDS]),
  q("pressing", "what temp for sublimating a ceramic coaster", [TEMP]),
  q("pressing", "sub on a glass frosted can in a mug press, how long", [MINUTES]),
  q("pressing", "does a thick item like a slate need more time than a shirt", [
    ["longer", "minutes", "mass", "\\b[4-8] ?min"],
  ]),

  // Colour
  q("colour", "my reds are coming out orange-ish and a little brown", [
    PROFILE.concat(["too (hot|long)", "overheat", "temperature", "time", "setting"]),
  ]),
  q("colour", "blacks on my shirts come out dark green not black", [
    PROFILE.concat(["time", "temperature", "longer", "pressure", "setting"]),
  ]),
  q("colour", "colors look perfect on my screen but muddy on the mug", [PROFILE]),
  q("colour", "skin tones look purple on my photo mugs", [PROFILE.concat(["colou?r (setting|correct|adjust)"])]),
  q("colour", "print looked dark and strong but shirt came out pale, what do i change", [
    ["time", "temp", "pressure", "poly", "coat", "longer", "hotter"],
  ]),
  q("colour", "white areas of my mug went a bit yellow", [
    ["overheat", "too (hot|long)", "temperature", "time", "coating"],
  ]),
  q("colour", "how do i know what a color will look like after pressing before i sell it", [
    ["test", "palette", "chart", "swatch", "sample"],
  ]),
  q("colour", "does humidity in my workshop change how my colors come out", [
    ["paper", "absorb", "bleed", "blur", "dull", "fuzzy", "blotch", "store", "seal", "moist"],
  ]),
  q("colour", "why is my design brighter on a poly shirt than the 50/50 one", [["cotton"]]),
  q("colour", "prints from canva on sub paper look totally different colors than on screen", [
    PROFILE.concat(["srgb", "rgb", "colou?r setting", "driver"]),
  ]),
  q("colour", "everything has a blue cast after i refilled with a new ink brand", [
    PROFILE.concat(["match", "mix", "flush"]),
  ]),
  q("colour", "can sublimation make metallic gold like foil", [
    [
      "no metallic",
      "can'?t",
      "cannot",
      "not (possible|able|metallic|real)",
      "only (look|appear)",
      "imitat",
      "fake",
      "simulat",
      "print(ed)? (image|picture) of",
    ],
  ]),
  q("colour", "design on a light blue shirt, the yellow parts turned green", [
    ["mix", "combine", "blend", "shirt colou?r", "garment colou?r", "fabric colou?r", "tint"],
  ]),
  q("colour", "should i print with color management off in the epson driver when using a profile", [
    ["no colou?r (adjust|management)", "disable", "turn(ed)? (it )?off", "switch(ed)? (it )?off"],
    ["application", "software", "program", "photoshop", "\\bapp\\b"],
  ]),
  q("colour", "colours on my tumbler faded and look washed, plenty of ink on paper", [
    ["time", "temp", "pressure", "tight", "wrap", "coat", "longer"],
  ]),

  // Problems
  q("problems", "getting a faint shadow copy of the design next to the real one on my shirts", [
    HEAT_TAPE.concat(MOVED).concat(["tack"]),
  ]),
  q("problems", "tumbler came out of the oven with a doubled blurry image on one side", [
    HEAT_TAPE.concat(MOVED).concat(["tight", "wrap", "shrink"]),
  ]),
  q("problems", "theres a faint line running down my mug where the paper ends", [
    ["gap", "overlap", "seam", "edge", "wrap", "paper (size|length)", "bleed", "extend", "short"],
  ]),
  q("problems", "fuzzy halo around the edges of my letters on a poly shirt", [
    MOISTURE.concat(["pressure", "too (long|much)", "time", "blowout"]),
  ]),
  q("problems", "little blue dots all over my white shirt after pressing, not in the design", [
    ["lint", "fib(er|re)s?", "dust", "debris"],
  ]),
  q("problems", "neon yellow poly shirt turned brown where the press touched it", [
    ["brightener", "dye", "chemical", "different (brand|shirt|garment)", "fabric"],
  ]),
  q("problems", "there are brown burn looking marks on my shirts", [
    ["temp", "too hot", "pyrometer", "time", "dirty", "platen", "clean"],
  ]),
  q("problems", "mug design is blurry and smeared upward at the top", [COOL.concat(["out-?gas", "gas"])]),
  q("problems", "some spots on my mug didnt transfer at all, like patches", [
    PRESSURE.concat(["gap", "air", "uneven"]),
  ]),
  q("problems", "the text on my shirt is backwards", [MIRROR]),
  q("problems", "my design bled through onto the back of the shirt", [
    ["paper (inside|between)", "cardboard", "insert", "butcher", "barrier", "inside"],
  ]),
  q("problems", "tumbler came out pale on one side and fine on the other", [
    PRESSURE.concat(["wrap", "heat", "even", "rotate", "turn"]),
  ]),
  q("problems", "the paper stuck to the shirt and ripped when i pulled it off", [
    ["too (hot|long)", "temp", "tack", "moist", "pressure", "peel", "slow", "hot"],
  ]),
  q("problems", "little white specks in the finished mug print", [
    ["dust", "debris", "lint", "clean", "wipe", "particle", "fib"],
  ]),
  q("problems", "sub shirt looked great but faded a lot after the first wash", [
    POLY.concat(["blend", "cotton", "hot", "temperature", "time", "heat", "softener"]),
  ]),
  q("problems", "my design looks pixelated and blocky once pressed", [
    ["resolution", "dpi", "300", "low[- ]res", "image quality", "size", "scale", "vector"],
  ]),
  q("problems", "drops of ink showing up on my printed sheets", [
    ["drip", "wipe", "clean", "carriage", "head", "platen", "blot", "excess", "tube", "cap", "roller"],
  ]),
  q("problems", "why does the middle of my mug look lighter than the top and bottom", [
    PRESSURE.concat(["heat", "element", "pad"]),
  ]),
  q("problems", "ghosting only on mugs, shirts are fine", [HEAT_TAPE.concat(MOVED).concat(["tight", "wrap"])]),
  q("problems", "fine text on my aluminum sign bleeds a bit after pressing", [
    COOL.concat(["time", "shorter", "less"]),
  ]),
  q("problems", "my slate cracked in the press", [
    ["pressure", "too (hard|much|tight)", "uneven", "pad", "thermal", "cool", "slow"],
  ]),
  q("problems", "parts of the design look wavy and distorted on my tumbler", [
    ["taper", "template", "wrap", "tight", "shrink", "stretch", "wrinkle", "warp", "straight"],
  ]),
  q("problems", "tiny bubbles / blotches on my polymer plastic mug and the shape warped", [
    ["pressure", "too (hot|high|much)", "lower", "less", "temperature"],
  ]),
  q("problems", "shirt design has a darker square where the paper edge was", [
    ["trim", "pillow", "pad", "moist", "pre-?press", "steam", "wash", "disappear", "fade"],
  ]),
  q("problems", "gaps and banding in the sky part of my photo prints", [NOZZLE.concat(["align"])]),
  q("problems", "orange peel look and color missing on one corner of a hardboard panel", [
    PRESSURE.concat(["uneven", "heat", "platen", "cold spot", "warp"]),
  ]),

  // Care of finished items
  q("care", "how should my customers wash a sublimated poly shirt", [
    ["cold", "cool"],
    ["inside[- ]out", "gentle", "mild", "air", "hang", "line", "low heat", "low"],
  ]),
  q("care", "can sub mugs go in the dishwasher", [
    HAND_WASH.concat(["not (all|every)", "depends", "coat", "dishwasher[- ](safe|rated|durable)", "fade"]),
  ]),
  q("care", "are sublimated mugs microwave safe", [
    ["depends", "metal", "coat", "fade", "maker", "manufacturer", "ceramic"],
  ]),
  q("care", "can i iron over a sublimated design on a shirt", [
    ["inside[- ]out", "low", "cover", "cloth", "not directly", "re-?gas", "migrat", "avoid", "don'?t"],
  ]),
  q("care", "are sublimation tumblers dishwasher safe", [HAND_WASH.concat(["not (dishwasher|recommended)", "avoid"])]),
  q("care", "how long after pressing before a sub shirt can be washed", [
    ["right away", "immediately", "no (need|cure|wait)", "24", "permanent", "once (it'?s )?cool", "any ?time"],
  ]),
  q("care", "what should i write on the care card for mugs i sell", [
    HAND_WASH.concat(["dishwasher", "scrub", "abrasive", "soak", "microwave"]),
  ]),
  q("care", "is bleach ok on sublimated shirts", [["fade", "strip", "colou?r", "damage", "avoid"]], {
    lead: [NO],
  }),
  q("care", "can sub shirts go in the dryer on high", [["low", "air", "hang", "line", "tumble dry low"]]),
  q("care", "will a sublimated aluminum sign fade outdoors in the sun", [
    ["\\buv\\b", "ultraviolet", "indoor", "laminat", "rated", "clear ?coat", "direct sun"],
  ]),
  q("care", "how do i clean a sublimated slate or tile without scratching it", [
    ["soft", "damp", "cloth", "mild", "gentle", "abrasive", "wipe", "hand"],
  ]),

  // Safety
  q("safety", "is it safe to run my heat press in my bedroom, worried about fumes", [VENT]),
  q("safety", "can i sublimate mugs in the same kitchen oven i cook dinner in", [
    ["separate", "dedicated", "not (for|with) food", "don'?t (use|cook)", "never", "only for"],
  ]),
  q("safety", "is the inside of a sublimation mug food safe, is there ink in it", [
    ["outside", "exterior", "coat", "not (on|inside)", "only on"],
  ]),
  q("safety", "can my 10 year old help me with the heat press", [["adult", "supervis", "burn", "hot", "glove"]]),
  q("safety", "do i need gloves to take tumblers out of the oven", [["heat[- ]resistant", "burn", "mitt", "hot"]], {
    lead: [YES],
  }),
  q("safety", "i fell asleep and left my heat press on overnight, is that a fire risk", [
    ["off", "unplug", "never leave", "unattended", "auto[- ]off", "timer"],
  ]),
  q("safety", "got sublimation ink all over my hands, is it toxic", [
    ["sds", "safety data", "msds", "wash", "soap", "glove"],
  ]),
  q("safety", "using a toaster oven for tumblers, do i need to worry about the smell", [
    VENT.concat(["dedicated", "separate"]),
  ]),
  q("safety", "is it ok to put a heat press on a plastic folding table", [
    ["sturdy", "stable", "heat[- ]resistant", "level", "solid", "weight", "hot", "melt"],
  ]),

  // Upkeep
  q("upkeep", "how do i get baked on ink off my heat press top plate", [
    ["cool", "warm", "unplug", "low", "turn(ed)? (it )?off"],
    ["wipe", "cloth", "clean", "cleaner"],
  ]),
  q("upkeep", "didnt use my sub printer for 3 weeks and now theres gaps in everything", [NOZZLE]),
  q("upkeep", "how should i store my sublimation paper between projects", [MOISTURE.concat(["seal", "bag", "flat"])]),
  q("upkeep", "sawgrass sg1000 has thin vertical lines even after cleaning", [
    ["encoder", "align", "nozzle", "support", "strip"],
  ]),
  q("upkeep", "what does a print head alignment do, should i run it", [
    [
      "bidirectional",
      "line(s)? up",
      "blur",
      "doubl",
      "straight",
      "banding",
      "misalign",
      "grain",
      "jagged",
      "registration",
    ],
  ]),
  q("upkeep", "how do i know if my heat press temperature is accurate", [PYROMETER]),
  q("upkeep", "my teflon cover sheet has brown stains, should i replace it", [
    ["clean", "transfer", "ghost", "new", "wipe"],
  ]),
  q("upkeep", "should i leave my converted epson unplugged when im not using it", [
    ["leave (it )?on", "keep (it )?on", "maintenance", "power button", "clog", "regular"],
  ]),
  q("upkeep", "how do i clean the mug press heating pad", [
    ["cool", "off", "unplug", "wipe", "cloth", "soft", "gentle"],
  ]),
  q("upkeep", "printer lives in a dry room, does low humidity matter for ink", [
    ["clog", "evaporat", "nozzle", "dry(ing)? out", "\\d0 ?%", "percent"],
  ]),

  // Running a small business
  q("business", "how do i figure out what to charge for a sublimated mug", [COST, LABOUR]),
  q("business", "roughly how much ink does a full front shirt design use, cost wise", [
    ["cent", "\\$", "ml", "square (inch|foot|in|ft)", "sq\\.? ?(in|ft)"],
  ]),
  q("business", "bought a disney svg bundle on etsy, can i sell shirts with it", [RIGHTS], {
    lead: [NO],
    not: [["(it'?s|that'?s) (fine|ok|okay|legal) (to sell|because you (bought|paid))"]],
  }),
  q("business", "what does a commercial use license on a png design actually let me do", [
    ["sell", "physical", "products?", "terms", "limit", "resell", "distribut"],
  ]),
  q("business", "can i put nfl team logos on shirts i sell to parents", [RIGHTS], { lead: [NO] }),
  q("business", "free font from a font site, can i use it on shirts i sell", [
    ["licen", "commercial", "personal use", "terms", "permission"],
  ]),
  q("business", "starting an etsy shop, sublimation or dtf if most people want cotton shirts", [
    ["poly", "light", "white", "hard ?goods", "mug", "dark"],
  ]),
  q("business", "where do small shops buy sublimation blanks wholesale", [
    ["johnson plastics", "coastal", "conde", "unisub", "chromaluxe", "vapor", "supplier", "distributor"],
  ]),
  q("business", "how much should i sell a custom 20oz tumbler for", [COST, LABOUR]),
  q("business", "customer sent me a photo off google for a mug, am i ok to print it", [RIGHTS]),
  q("business", "whats the true cost of one sublimated shirt, what am i forgetting", [COST, LABOUR]),
  q("business", "is it worth buying blanks in cases or should i buy singles at first", [
    ["bulk", "price break", "cheaper", "shipping", "freight", "inventory", "test", "sell"],
  ]),
  q("business", "what do i need to buy to start sublimation, minimum setup", [
    ["printer"],
    ["press", "heat"],
    ["paper", "ink"],
  ]),
  q(
    "business",
    "can i sell designs i made using clipart with a personal use license",
    [["commercial", "permission", "buy", "purchase", "upgrade", "extended"]],
    { lead: [NO] },
  ),
  q(
    "business",
    "is sublimation good for a 200 shirt order for a school on cotton tees",
    [["screen", "\\bdtf\\b", "\\bdtg\\b", "htv", "vinyl", "polyester", "\\bpoly\\b"]],
    { lead: [NO] },
  ),
  q("business", "should i charge extra for 2 sided shirts", [
    ["ink", "paper", "time", "labou?r", "cost", "second (transfer|press|sheet)"],
  ]),
  q("business", "how do i quote a rush order of 50 mugs with a mug press, how long will it take", [
    MINUTES,
    ["each", "per mug", "one at a time", "hour", "oven"],
  ]),

  // Outside what a sublimation learning site knows
  none("what temp do i cure dtf powder at in a toaster oven"),
  none("my dtf transfers peel after 3 washes, is my powder bad or my printer"),
  none("brother pe800 embroidery machine which stabilizer for a tshirt"),
  none("cricut maker fine point blade pressure settings for glitter htv weeding"),
  none("plastisol screen print ink cure temp and flash dryer time"),
  none("how do i set up shipping profiles in shopify for heavy items"),
  none("usps ground advantage weight limit and cheapest box for 2 mugs"),
  none("can i ship glass tumblers internationally with ups, do they insure breakage"),
  none("do i need a sales tax permit in texas to sell at a weekend craft fair"),
  none("what is the vat registration threshold in the uk for an etsy shop"),
  none("llc or sole proprietor for a tshirt side business in florida"),
  none("how do i trademark my shop name in canada and how much does it cost"),
  none("best epoxy resin for glitter tumblers and how long to cure before sanding"),
  none("xtool laser settings to engrave through powder coat on a tumbler"),
  none("uv dtf cup wraps on glass cans, how do i apply them without bubbles"),
  none("how do i use image trace in illustrator to vectorize a logo"),
  none("cricut design space keeps crashing on my windows laptop"),
  none("my epson wont connect to wifi after i changed my router"),
  none("how do i list a product on tiktok shop"),
  none("what hashtags should i use on instagram for my craft business"),
  none("how long do i soak a cotton shirt in rit dye for a deep color"),
  none("procion tie dye how long should it batch before rinsing"),
  none("how do i sew an envelope pillow cover without a zipper"),
  none("paypal is holding my funds for 21 days, how do i get them released"),
  none("how do i file a dmca counter notice on etsy after a takedown"),
  none("my apartment lease says no home business, is that enforceable in california"),
  none("how do i apply for an sba microloan to buy equipment"),
  none("epson f2100 dtg pretreat mix ratio for black shirts"),
  none("how do i coat a screen with emulsion and expose it with a uv lamp"),
  none("what size generator do i need to run a heat press at an outdoor market"),
  none("what are etsy's listing and transaction fees on a $20 item"),
  none("is amazon handmade better than etsy for a new shop"),
  none("how do i connect printify to my etsy store"),
  none("what thread weight and needle for embroidering structured hats"),
  none("how much customs duty will i pay importing blanks from china to australia"),
  none("what's the best camera settings on an iphone for product photos on a white background"),
];
