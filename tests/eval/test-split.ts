// Held-out test split: beginner questions written from public sources only, never from the site's content
// or the dev split. Append-only: tests/eval/test-split.manifest.json holds a hash per question.
import type { EvalQuestion } from "./questions";
import { TEST_QUESTIONS_2026_12 } from "./test-split-2026-12";

/** A plain "no" in the first sentence. */
const NO = ["\\bno\\b", "\\bnot\\b", "n['’]t\\b", "\\bcannot\\b", "\\bnever\\b"];
/** A plain "yes" in the first sentence. */
const YES = ["\\byes\\b", "\\byep\\b", "\\bsure\\b"];
/** Any temperature a trade source gives for pressing (380–420 °F, 193–216 °C). */
const PRESS_TEMP = [
  "\\b3[89]\\d\\b",
  "\\b4[01]\\d\\b",
  "\\b420\\b",
  "\\b19\\d\\s?°?\\s?c\\b",
  "\\b20\\d\\s?°?\\s?c\\b",
];
/** The blank needs a polymer (polyester) coating. */
const COATED = ["coat", "polymer", "polyester", "\\bpoly\\b", "sublimation[- ]ready", "sublimatable"];
/** A mirrored print. */
const MIRROR = ["mirror", "\\bflip", "revers"];
/** Checking the real platen temperature. */
const MEASURE_HEAT = [
  "pyrometer",
  "thermometer",
  "thermocouple",
  "probe",
  "temperature strips?",
  "heat strips?",
  "infrared",
  "\\bir gun",
];

/** The first part, written before the engine of ADR 0340. */
const FIRST_PART: EvalQuestion[] = [
  // ---------------------------------------------------------------- blanks and materials
  // source: https://www.jcheatpress.com/info/what-sublimation-can-and-can-t-do-21752627.html
  // source: https://www.paperflodesigns.com/blog/sublimate-on-100-cotton/
  // source: https://www.creativefabrica.com/the-artistry/sublimation/how-to-sublimate-on-cotton-shirts/
  { q: "can i sublimate on a 100% cotton tshirt", area: "blanks", lead: [NO], must: [["polyester", "\\bpoly\\b"]] },
  {
    q: "why wont sublimation work on my gildan cotton shirts, design washed right out",
    area: "blanks",
    must: [["polyester", "\\bpoly\\b", "synthetic", "polymer"]],
  },
  {
    q: "my canvas tote is cotton can i still sublimate it",
    area: "blanks",
    lead: [NO],
    must: [["polyester", "\\bpoly\\b"]],
  },
  // source: https://www.debbiedoesdesign.com/blogs/posts/sublimation-colors
  // source: https://www.skywriterpromotions.com/p/dye-sublimation
  // source: https://r3kdesigns.com/pages/sublimation
  {
    q: "will a 50/50 blend shirt work for sublimation",
    area: "blanks",
    must: [["fade", "faded", "vintage", "dull", "washed", "lighter", "muted", "less (?:vibrant|vivid|bright)", "half"]],
  },
  {
    q: "whats the lowest poly % i can get away with for subli shirts",
    area: "blanks",
    must: [
      ["higher", "more polyester", "the more", "100\\s?%"],
      ["\\b[5-9]\\d\\s?%", "\\b[5-9]\\d ?percent"],
    ],
  },
  {
    q: "why did my 65/35 shirt fade so much after the first wash",
    area: "blanks",
    must: [["cotton", "blend", "polyester", "\\bpoly\\b"]],
  },
  {
    q: "what shirts should a beginner buy for sublimation",
    area: "blanks",
    must: [
      ["polyester", "\\bpoly\\b"],
      ["white", "light"],
    ],
  },
  // source: https://www.printablepress.com/how-to-sublimate-on-dark-shirts/
  // source: https://www.debbiedoesdesign.com/blogs/posts/sublimation-colors
  // source: https://colorwithleo.com/can-i-sublimate-on-black-shirts
  {
    q: "can i sublimate on a black poly shirt",
    area: "blanks",
    must: [
      ["white", "light"],
      [
        "won['’]t (?:show|see)",
        "not (?:show|visible|see)",
        "invisible",
        "barely",
        "can['’]t see",
        "htv",
        "vinyl",
        "base",
      ],
    ],
  },
  {
    q: "is there any way to do sublimation on navy blue tees",
    area: "blanks",
    must: [
      ["white", "light"],
      ["htv", "vinyl", "sheet", "base", "layer", "patch", "coat"],
    ],
  },
  // source: https://www.artworkupgrade.com/blog/sublimation-file-format-guide
  // source: https://www.skywriterpromotions.com/p/dye-sublimation
  {
    q: "does sublimation print white?? my design has white letters",
    area: "blanks",
    lead: [NO],
    must: [
      [
        "no white",
        "not (?:print|produce|reproduce) white",
        "can['’]t print white",
        "doesn['’]t print white",
        "cannot print white",
        "colou?r of the (?:blank|shirt|substrate|item|mug|fabric)",
        "shows? through",
        "stays? (?:the )?(?:colou?r|white)",
      ],
    ],
  },
  {
    q: "if i press a yellow design on a pink poly shirt what happens to the colours",
    area: "blanks",
    must: [["mix", "blend", "combine", "change", "shift", "tint", "alter", "orange", "affect"]],
  },
  // source: https://www.jcheatpress.com/info/what-sublimation-can-and-can-t-do-21752627.html
  {
    q: "can i sublimate gold or silver metal award plates",
    area: "blanks",
    must: [["background", "shows? through", "interfere", "white", "tint"]],
  },
  // source: https://a-e-mag.com/features/sublimation-curve
  // source: https://www.creativefabrica.com/the-artistry/sublimation/how-to-sublimate-on-cotton-shirts/
  {
    q: "can i just use a plain white mug from walmart for sublimation",
    area: "blanks",
    lead: [NO],
    must: [COATED],
  },
  {
    q: "whats the difference between a sublimation mug and a normal white mug",
    area: "blanks",
    must: [COATED],
  },
  { q: "what does it mean when a blank says its ready for sublimation", area: "blanks", must: [COATED] },
  {
    q: "why do all the hard blanks have to be coated",
    area: "blanks",
    must: [
      ["polymer", "polyester", "\\bpoly\\b"],
      ["bond", "grab", "stick", "absorb", "take", "into"],
    ],
  },
  {
    q: "can i sublimate a ceramic tile from home depot",
    area: "blanks",
    lead: [NO],
    must: [COATED],
  },
  {
    q: "can i sublimate straight onto a stainless steel tumbler i got at target",
    area: "blanks",
    lead: [NO],
    must: [COATED],
  },
  // source: https://timberlaketrussworks.com/can-you-sublimate-on-wood
  // source: https://subligeniusprint.com/?p=8477
  { q: "can you sublimate on plain wood like a pine board", area: "blanks", must: [COATED] },
  { q: "can i sublimate a regular drinking glass", area: "blanks", must: [COATED] },
  {
    q: "does sublimation work on aluminum sheet from the hardware store",
    area: "blanks",
    lead: [NO],
    must: [COATED],
  },
  // source: https://themagictouch.eu/glossary/coating-spray
  // source: https://subligeniusprint.com/?p=8477
  // source: https://www.paperflodesigns.com/blog/sublimate-on-100-cotton/
  {
    q: "is sublimation spray on cotton any good or a waste of money",
    area: "blanks",
    must: [
      ["fade", "wash", "less vibrant", "not as (?:vibrant|bright|good)", "durab", "uneven", "inconsistent", "dull"],
    ],
  },
  {
    q: "diy coating spray vs buying sublimation blanks which lasts longer",
    area: "blanks",
    must: [
      ["factory", "pre-?coated", "sublimation[- ]ready", "commercial(?:ly)? coated", "professional"],
      ["durab", "scratch", "fade", "\\buv\\b", "dishwasher", "wear"],
    ],
  },
  // source: https://colormecrafty.net/how-to-sublimate-on-cotton/
  // source: https://tripodturnstilegates.com/how-to-sublimate-on-dark-shirts
  {
    q: "can i put glitter htv on a cotton shirt and sublimate on top of the htv",
    area: "blanks",
    lead: [YES.concat(["works?", "\\bpopular", "\\bcommon"])],
    must: [["vinyl", "polyester", "\\bpoly\\b"]],
  },
  // source: https://support.chamevo.com/en/kb/general/print-fundamentals/sublimation-artwork
  // source: https://colormecrafty.net/how-to-sublimate-on-cotton/
  {
    q: "does a sublimation print feel thick on the shirt like vinyl does",
    area: "blanks",
    lead: [NO],
    must: [
      [
        "no (?:texture|feel|hand)",
        "can['’]t feel",
        "cannot feel",
        "not feel",
        "soft",
        "part of the (?:fabric|shirt|material)",
        "into the (?:fabric|fib)",
        "flush",
      ],
    ],
  },
  {
    q: "will sublimation crack or peel like htv",
    area: "blanks",
    lead: [NO],
    must: [["into", "part of", "embedded", "bond", "dye"]],
  },
  {
    q: "whats the actual difference between sublimation and heat transfer vinyl",
    area: "blanks",
    must: [
      ["on top", "layer", "surface"],
      ["into", "part of", "dye", "embedded", "infus"],
    ],
  },
  // source: https://nbm.uberflip.com/i/1077942-march-19/23
  {
    q: "can i sublimate a cotton apron from the craft store",
    area: "blanks",
    lead: [NO],
    must: [["polyester", "\\bpoly\\b"]],
  },
  // source: https://www.skywriterpromotions.com/p/dye-sublimation
  {
    q: "shirt label says poly rayon spandex blend, will it survive the press",
    area: "blanks",
    must: [["\\b40\\d\\b", "withstand", "melt", "scorch", "tolerate", "handle the heat"]],
  },
  // source: https://www.jcheatpress.com/info/what-sublimation-can-and-can-t-do-21752627.html
  {
    q: "what cant sublimation do? like what items are a no go",
    area: "blanks",
    must: [
      ["cotton", "natural"],
      ["dark", "colou?red", "black"],
      ["coat", "polymer", "uncoated"],
    ],
  },
  // source: https://dyethrive.com/can-you-sublimate-on-plastic/
  // source: https://pressublimation.com/sublimation-on-plastic/
  {
    q: "can i sublimate any plastic thing like a dollar store water bottle",
    area: "blanks",
    lead: [NO],
    must: [["melt", "warp", "coat", "polymer", "sublimation[- ]ready"]],
  },

  // ---------------------------------------------------------------- printers and ink
  // source: https://edibleinks.co.uk/easy_blog?article_id=4
  // source: http://www.popphoto.com/photoprinters/2568/whats-up-withmicro-piezo.html
  // source: https://sublimation-support.de/101/sublimationsdrucker/
  {
    q: "can i use my hp printer for sublimation",
    area: "printers",
    lead: [NO],
    must: [["thermal", "heat", "piezo", "bubble"]],
  },
  {
    q: "canon pixma with sublimation ink ok?",
    area: "printers",
    lead: [NO],
    must: [["thermal", "heat", "piezo", "bubble"]],
  },
  {
    q: "why does everyone convert epson printers and not other brands",
    area: "printers",
    must: [["piezo", "no heat", "without heat", "heat(?:s|ing)? the ink", "thermal"]],
  },
  {
    q: "can any inkjet be used with sublimation ink",
    area: "printers",
    lead: [NO],
    must: [["piezo", "thermal", "heat", "epson"]],
  },
  {
    q: "will a laser printer work for sublimation",
    area: "printers",
    lead: [NO],
    must: [["inkjet", "ink ?jet", "piezo", "sublimation ink", "epson", "sawgrass"]],
  },
  // source: https://www.comoclube.com/porque-impressoras-hp-nao-podem-ser-usadas-para-sublimacao/
  // source: https://www.printablepress.com/how-to-use-sublimation-paper/
  {
    q: "can i put sublimation ink in the ecotank ive been using for normal printing",
    area: "printers",
    must: [["new", "unused", "never (?:been )?used", "clean", "flush", "contamin", "mix"]],
  },
  {
    q: "can i print sublimation paper with the regular epson ink that came with it",
    area: "printers",
    lead: [NO],
    must: [["sublimation ink"]],
  },
  // source: /work/shared/reference/sublimation-facts.md (Sawgrass: warranty void with non-genuine ink)
  {
    q: "will cheap third party ink mess up my sawgrass guarantee",
    area: "printers",
    lead: [YES.concat(["void", "warranty"])],
    must: [["void", "warranty"]],
  },
  // source: https://manualsdump.com/en/manuals/epson-cpd-15016/156094/6
  // source: https://www.manualowl.com/m/Epson/SureColor-T3170x/Manual/623089?page=4
  {
    q: "if i fill a brand new epson with sublimation ink will epson still fix it when it breaks",
    area: "printers",
    must: [["warranty", "not covered", "void", "exclu"]],
  },
  // source: https://sawgrassink.com/importance-of-maintenance
  // source: https://themagictouch.com/questions/sublimation/why-does-the-printer-always-have-to-be-on/
  {
    q: "should i turn my sawgrass off at night to save power",
    area: "printers",
    lead: [NO],
    must: [["maintenance", "clog", "cycle"]],
  },
  {
    q: "why does sawgrass say to leave the printer plugged in all the time",
    area: "printers",
    must: [["maintenance", "clog", "cycle"]],
  },
  // source: https://sniptoit.com/how-long-does-sublimation-ink-last/
  {
    q: "how long does sublimation ink last unopened",
    area: "printers",
    must: [["\\b(?:two|2)\\s?(?:-\\s?)?(?:years?|yrs?)", "24 months", "\\b(?:9|12)\\s?(?:-|to|–)\\s?(?:12|24) months"]],
  },
  {
    q: "does sublimation ink expire? found an old bottle from 2 yrs ago",
    area: "printers",
    must: [
      ["shelf life", "years?", "months"],
      ["cool", "dark", "dry", "storage", "stored", "temperature"],
    ],
  },
  // source: https://themagictouch.eu/glossary/banding
  // source: /work/shared/reference/sublimation-facts.md (care.sawgrassink.com: encoder strip)
  {
    q: "my printer is putting white lines thru all my prints",
    area: "printers",
    must: [["nozzle", "clog", "head clean", "alignment", "banding"]],
  },
  {
    q: "banding on my sawgrass even after a head clean what else",
    area: "printers",
    must: [["encoder", "alignment", "align", "media", "paper (?:type|setting)"]],
  },
  // source: https://subligeniusprint.com/?p=8648
  // source: http://www.compukiss.com/printing/keep-your-pinter-youthful-2.html
  {
    q: "didnt use my ecotank for 2 weeks and now the yellow is missing",
    area: "printers",
    must: [["nozzle", "clean", "clog", "purge"]],
  },
  {
    q: "how often do i need to print so my sublimation printer doesnt clog",
    area: "printers",
    must: [["week", "few days", "every (?:day|couple|few|other)", "daily", "regular"]],
  },
  // source: https://graphics-pro.com/education/tips/defining-your-color-space-cmyk-versus-rgb-in-sublimation/
  // source: https://nbm.uberflip.com/i/1089752-2019-sublimation-report/31
  {
    q: "what is an icc profile and do i actually need one",
    area: "printers",
    must: [["colou?r"], ["match", "accura", "correct", "convert", "manage", "translat"]],
  },
  { q: "what colour mode do i set photoshop to for sublimation", area: "printers", must: [["\\brgb\\b"]] },
  // source: http://blog.multisys.me/tag/affects/
  {
    q: "does the humidity in my craft room matter for the printer",
    area: "printers",
    must: [["nozzle", "clog", "dry(?:ing)? out", "too dry", "\\b4\\d\\s?%"]],
  },
  // source: https://sublimationmaster.com/blogs/news/is-sublimation-ink-toxic-what-you-need-to-know
  // source: https://www.fcolor.com.cn/n1897496/Sublimation-Ink-Health-and-Safety-Precautions.htm
  {
    q: "spilled subli ink on my hands filling the tank is it toxic",
    area: "safety",
    must: [["glove", "wash", "soap", "safety data", "\\bsds\\b", "msds", "manufacturer"]],
  },

  // ---------------------------------------------------------------- paper, tape and protection sheets
  // source: https://www.subtransferpaper.com/side-sublimation-paper-print/
  // source: http://do-ecbvc.xyz/blog/what-side-of-sublimation-paper-do-you-print-on-and-does-it-matter-if-the-ink-smells-like-lavender
  {
    q: "which side of sublimation paper do i print on",
    area: "paper",
    must: [["white", "coated", "bright", "smooth"]],
  },
  {
    q: "is sublimation paper double sided",
    area: "paper",
    lead: [NO],
    must: [["one side", "single side", "coated side", "white side", "bright side", "printable side"]],
  },
  {
    q: "oops printed on the back of the subli paper, will it still transfer ok",
    area: "paper",
    lead: [NO.concat(["poor", "fade", "faded", "badly", "probably"])],
    must: [["coat", "white side", "bright side", "right side", "correct side"]],
  },
  // source: https://explainthat.org/do-you-have-to-mirror-sublimation-prints
  // source: https://support.chamevo.com/en/kb/general/print-fundamentals/sublimation-artwork
  {
    q: "does the picture need to be backwards on the paper for sublimation",
    area: "paper",
    lead: [YES.concat(MIRROR)],
    must: [MIRROR],
  },
  {
    q: "do i flip the image for a mug",
    area: "paper",
    lead: [["\\byes\\b", "mirror", "revers", "always", "horizontal"]],
    must: [["mirror", "revers", "horizontal"]],
  },
  {
    q: "my text came out backwards on the shirt what did i do wrong",
    area: "paper",
    must: [MIRROR],
  },
  {
    q: "design has no words in it, do i still need to flip it",
    area: "paper",
    must: [["mirror", "revers", "horizontal"]],
  },
  // source: http://www.skyimagepaper.com/content/335-what-bad-effects-brought-by-moisture-issues-during-sublimation-printing
  // source: https://www.hemingpaper.com/news/727531871303270443.html
  { q: "best way to store sublimation paper", area: "paper", must: [["dry", "humid", "moisture", "seal"]] },
  {
    q: "does sublimation paper go bad if i buy a big pack",
    area: "paper",
    must: [["moisture", "humid", "dry", "seal", "coating"]],
  },
  {
    q: "my subli paper curls and prints come out blurry in summer",
    area: "paper",
    must: [["humid", "moisture", "damp", "dry"]],
  },
  // source: /work/shared/reference/sublimation-facts.md (Roland DGA: 45-160 gsm, typically 90-110)
  // source: https://www.hemingpaper.com/news/727531871303270443.html
  { q: "what gsm sublimation paper should i get", area: "paper", must: [["\\b(?:[4-9]\\d|1[0-6]\\d)\\b"]] },
  {
    q: "whats tacky sublimation paper and when do i need it",
    area: "paper",
    must: [
      ["shift", "ghost", "move", "stick", "grip"],
      ["fabric", "apparel", "shirt", "garment", "textile"],
    ],
  },
  // source: https://adsy.me/home_questions/is-masking-tape-heat-resistant
  // source: http://dyetrans.com/making-sublimation-mugs
  {
    q: "what tape holds the paper on a mug",
    area: "paper",
    must: [["heat[- ]?(?:resistant|proof|tape)", "thermal tape", "high[- ]temp"]],
  },
  {
    q: "can i use scotch tape or masking tape instead of heat tape",
    area: "paper",
    lead: [NO],
    must: [["resistant", "heat[- ]?proof", "high[- ]temp", "melt", "residue", "burn", "scorch"]],
  },
  {
    q: "is it ok to put the tape right across my design on the mug",
    area: "paper",
    lead: [NO],
    must: [["edge", "\\bends?\\b", "outside", "off the (?:image|design|print)", "not (?:on|over)", "never"]],
  },
  {
    q: "do i need a cover sheet over the transfer on mugs in a wrap",
    area: "paper",
    must: [["stray", "bleed", "ink", "protect", "stain"]],
  },
  // source: https://signwarehouse.com/blogs/content/dont-use-teflon-sheets-with-dye-sublimation
  // source: https://heatpressling.com/is-teflon-sheet-same-as-parchment-paper/
  // source: https://www.godry.co.uk/profiles/blogs/what-exactly-are-liantuo-ptfe-sheets-you-might-be-thinking?context=tag-sheet
  {
    q: "teflon sheet or parchment paper on top for sublimation shirts",
    area: "paper",
    must: [
      [
        "ghost",
        "migrat",
        "bleed",
        "transfer",
        "pick(?:s|ed)? up",
        "fresh",
        "new (?:sheet|piece)",
        "each (?:press|time)",
        "replace",
      ],
    ],
  },
  {
    q: "theres a faint copy of my last design on my teflon sheet is that a problem",
    area: "paper",
    must: [["ghost", "transfer", "next", "clean", "replace", "new sheet", "fresh"]],
  },
  // source: https://allpaperworld.com/wax-paper-vs-parchment-paper-vs-butcher-paper/
  // source: https://winenfood.com/a-guide-to-different-food-paper-sheets
  {
    q: "can i use wax paper in the heat press",
    area: "paper",
    lead: [NO],
    must: [["melt", "smok", "not (?:heat|oven)", "ignite", "fire"]],
  },
  {
    q: "butcher paper for sublimation, does it matter which kind",
    area: "paper",
    must: [["uncoated", "unwaxed", "no wax", "without (?:a )?wax", "not waxed", "plain"]],
  },
  // source: http://www.skyimagepaper.com/content/335-what-bad-effects-brought-by-moisture-issues-during-sublimation-printing
  {
    q: "why put butcher paper inside the shirt when pressing",
    area: "paper",
    must: [["bleed", "back", "through", "absorb", "other side", "moisture"]],
  },
  {
    q: "pressed the front and the design showed up on the back of the shirt too",
    area: "paper",
    must: [["butcher", "paper", "cardboard", "insert", "inside", "between"]],
  },

  // ---------------------------------------------------------------- pressing
  // source: http://www.sublimationstar.com/content/517--how-does-sublimation-printing-works-what-should-we-take-care
  // source: https://nbm.uberflip.com/i/1077942-march-19/23
  // source: https://cfsubpaper.com/news/sublimation-printing
  {
    q: "what temp and time for a poly tee",
    area: "pressing",
    must: [PRESS_TEMP, ["\\bseconds?\\b", "\\bsecs?\\b", "\\d\\s?s\\b"]],
  },
  {
    q: "how long do i press a performance shirt, is 60 sec too long",
    area: "pressing",
    must: [["\\b(?:30|35|40|45)\\b"]],
  },
  { q: "what temperature should my heat press be for sublimation", area: "pressing", must: [PRESS_TEMP] },
  {
    q: "is 350 degrees hot enough for sublimation",
    area: "pressing",
    must: [["\\b3[89]\\d\\b", "\\b40\\d\\b", "\\b41\\d\\b", "\\b420\\b"]],
  },
  {
    q: "at what temp does sublimation ink actually turn to gas",
    area: "pressing",
    must: [["\\b35\\d\\b", "\\b17\\d\\s?°?\\s?c\\b", "\\b3[89]\\d\\b", "\\b40\\d\\b"]],
  },
  // source: /work/shared/reference/sublimation-facts.md (sublimationinstructions.com; graphics-pro.com; A&E Mar 2019)
  // source: https://graphics-pro.com/?p=449399
  {
    q: "11oz mug in a mug press what temp and how long",
    area: "pressing",
    must: [PRESS_TEMP, ["min(?:ute)?s?\\b"]],
    not: [["\\b45\\s?(?:-|to|–)\\s?60\\s?(?:s\\b|sec)"]],
  },
  {
    q: "how long for a 15 oz mug",
    area: "pressing",
    must: [["min(?:ute)?s?\\b"]],
    not: [["\\b45\\s?(?:-|to|–)\\s?60\\s?(?:s\\b|sec)"]],
  },
  {
    q: "does a glass mug need a different time in the mug press",
    area: "pressing",
    must: [["longer", "more time", "\\b[6-9]\\s?min", "\\b[6-9] minutes", "eight"]],
  },
  {
    q: "can i do mugs on my flat heat press",
    area: "pressing",
    must: [["mug press", "wrap", "oven", "attachment", "curved"]],
  },
  {
    q: "will a mug press fit my skinny tapered tumbler",
    area: "pressing",
    must: [["straight", "attachment", "wrap", "oven", "tumbler press"]],
  },
  // source: https://graphics-pro.com/?p=449399
  // source: https://realhomeappliances.com/what-temperature-do-you-use-to-sublimate-tumblers/
  // source: http://dyetrans.com/making-sublimation-mugs
  {
    q: "how do ppl do tumblers in a convection oven",
    area: "pressing",
    must: [["shrink", "wrap", "silicone", "sleeve"]],
  },
  {
    q: "sublimation tumbler temp?",
    area: "pressing",
    must: [["\\b3[89]\\d\\b", "\\b4[01]\\d\\b", "\\b420\\b", "\\b19\\d\\b", "\\b20\\d\\b"]],
  },
  {
    q: "how tight should the silicone wrap be on a mug in the oven",
    area: "pressing",
    must: [["firm", "snug", "contact", "pressure", "tighten"]],
  },
  // source: https://nbm.uberflip.com/i/1077942-march-19/23
  { q: "slate settings for sublimation", area: "pressing", must: [["min(?:ute)?s?\\b"]] },
  {
    q: "which way up does the slate go in the press",
    area: "pressing",
    must: [["face[- ]?down", "upside down", "paper (?:face )?up", "image (?:face )?up"]],
  },
  {
    q: "should i put a felt pad on top of the slate when i press it",
    area: "pressing",
    lead: [NO],
    must: [["heat", "penetrat", "through"]],
  },
  {
    q: "how long to press an aluminum insert / metal sheet",
    area: "pressing",
    must: [["seconds?", "\\bsecs?\\b", "\\d\\s?s\\b", "minutes?"]],
  },
  {
    q: "ceramic tile takes the same time as a shirt right?",
    area: "pressing",
    lead: [NO],
    must: [["min(?:ute)?s?\\b"]],
  },
  // source: /work/shared/reference/sublimation-facts.md (no authoritative figure: follow the blank maker's sheet)
  {
    q: "mouse pad settings? cant find any",
    area: "pressing",
    must: [["manufacturer", "maker", "supplier", "vendor", "instructions", "blank['’]?s? (?:sheet|guide)"]],
  },
  {
    q: "whats the time and temp for chromaluxe panels",
    area: "pressing",
    must: [["manufacturer", "maker", "supplier", "vendor", "instructions"]],
  },
  // source: https://sublishop.co.uk (via /work/shared/reference/sublimation-facts.md)
  // source: https://apm-designs.com/sublimation-moisture-problems
  {
    q: "why do i have to prepress the shirt first",
    area: "pressing",
    must: [["moisture", "wrinkle", "water", "damp", "humid"]],
  },
  {
    q: "how long should the pre press be",
    area: "pressing",
    must: [
      [
        "\\b(?:2|3|4|5|10)\\s?(?:-|to|–)?\\s?(?:\\d+\\s?)?(?:s\\b|sec)",
        "few seconds",
        "couple (?:of )?seconds",
        "\\b(?:three|five) seconds",
      ],
    ],
  },
  // source: /work/shared/reference/sublimation-facts.md (subligeniusprint: medium pressure; tropicalgraphics.ca)
  { q: "how much pressure do i use for shirts", area: "pressing", must: [["medium", "moderate", "firm"]] },
  {
    q: "polymer / plastic mugs got warped and ghosty, too much pressure?",
    area: "pressing",
    must: [["low", "light", "less", "reduce"]],
  },
  // source: https://sublishop.co.uk (via /work/shared/reference/sublimation-facts.md)
  {
    q: "theres a square box line around my design on the shirt",
    area: "pressing",
    must: [["pillow", "\\bpad", "foam", "pre-?press", "platen edge", "edge"]],
  },
  // source: https://printwearmag.com/features/term-week-ghosting-sublimation
  // source: https://singlejs.com/blogs/sublimation-tips-tricks-and-ideas/what-is-ghosting-when-doing-sublimation
  {
    q: "do i peel the paper hot or let it cool first",
    area: "pressing",
    must: [
      ["straight", "immediately", "right away", "quick", "without (?:sliding|moving|shifting)", "carefully", "ghost"],
    ],
  },
  {
    q: "first press came out faint can i just press it again",
    area: "pressing",
    must: [["ghost", "blur", "shift", "double", "re-?gas"]],
  },
  // source: https://nbm.uberflip.com/i/1207608-march-20/12
  {
    q: "do i need to cool mugs fast after pressing or just let them sit",
    area: "pressing",
    must: [
      ["blur", "bleed", "outgas", "migrat", "keeps? (?:gass|mov|sublimat)", "dyes? (?:keep|continue|stay)", "fuzzy"],
    ],
  },
  {
    q: "can i dunk a hot glass can in cold water to cool it",
    area: "pressing",
    lead: [NO],
    must: [["crack", "shatter", "break", "thermal shock", "fan"]],
  },
  // source: https://tripodturnstilegates.com/how-to-sublimate-on-dark-shirts
  {
    q: "can i just use my household iron instead of buying a heat press",
    area: "pressing",
    lead: [NO.concat(["not recommended", "\\bpoor"])],
    must: [["even", "pressure", "temperature", "consistent"]],
  },
  {
    q: "where do i tape the transfer on a shirt so it doesnt move",
    area: "pressing",
    must: [["heat[- ]?(?:resistant|proof|tape)", "corner", "edge", "tacky", "spray"]],
  },
  // source: https://www.printwearandpromotion.co.uk/everyone-loves-a-good-mug/
  {
    q: "mug oven with silicone wraps, how long do the mugs cook",
    area: "pressing",
    must: [["min(?:ute)?s?\\b"]],
    not: [["\\b45\\s?(?:-|to|–)\\s?60\\s?(?:s\\b|sec)"]],
  },
  // source: https://sublimationinstructions.com/instructions/32-sublimating-coin-banks-using-a-mug-press
  {
    q: "how close to the handle can my mug design go",
    area: "pressing",
    must: [['\\b1(?:\\.25|¼| 1/4)?\\s?(?:"|”|in\\b|inch)', "inch"]],
  },
  {
    q: "can i drop a hot mug in ice water to stop the colours running",
    area: "pressing",
    lead: [NO],
    must: [["\\bfan\\b", "crack", "shock", "cooling plate", "kool"]],
  },

  // ---------------------------------------------------------------- colour
  // source: https://martinezayala.com/en/gestion-del-color-en-la-impresion-por-sublimacion
  {
    q: "my print looks super dull on the paper before pressing, did i do something wrong",
    area: "colour",
    lead: [["\\bno\\b", "n['’]t\\b", "normal", "expected"]],
    must: [["heat", "after", "transfer", "sublimat", "brighten", "vibrant"]],
  },
  // source: https://signwarehouse.com (via /work/shared/reference/sublimation-facts.md)
  // source: https://www.jcheatpress.com/info/what-sublimation-can-and-can-t-do-21752627.html
  {
    q: "colours came out faded on my shirt why",
    area: "colour",
    must: [["polyester", "\\bpoly\\b", "cotton", "blend", "time", "temp", "profile", "moisture", "pressure"]],
  },
  {
    q: "how do i get really bright vibrant colours",
    area: "colour",
    must: [["polyester", "\\bpoly\\b", "white", "profile", "\\bicc\\b"]],
  },
  // source: https://graphics-pro.com/education/tips/defining-your-color-space-cmyk-versus-rgb-in-sublimation/
  // source: https://martinezayala.com/en/gestion-del-color-en-la-impresion-por-sublimacion
  {
    q: "everything is printing too green and the reds are orange",
    area: "colour",
    must: [["profile", "\\bicc\\b", "colou?r management", "\\brgb\\b", "setting", "driver"]],
  },
  {
    q: "the mug looks nothing like the colours on my screen",
    area: "colour",
    must: [["\\brgb\\b", "cmyk", "monitor", "profile", "\\bicc\\b", "light"]],
  },
  {
    q: "my blacks come out brownish / muddy",
    area: "colour",
    must: [["profile", "\\bicc\\b", "time", "temp", "longer", "under", "setting"]],
  },
  // source: https://printwearmag.com/features/term-week-ghosting-sublimation
  // source: https://singlejs.com/blogs/sublimation-tips-tricks-and-ideas/what-is-ghosting-when-doing-sublimation
  { q: "what is ghosting in sublimation", area: "colour", must: [["shift", "move", "double", "shadow"]] },
  {
    q: "how do i stop ghosting on polyester shirts",
    area: "colour",
    must: [["tape", "tacky", "spray", "adhesive"]],
  },
  {
    q: "why is there a shadow next to my letters",
    area: "colour",
    must: [["ghost", "shift", "move", "tape"]],
  },
  // source: https://nbm.uberflip.com/i/1207608-march-20/12
  // source: https://apm-designs.com/sublimation-moisture-problems
  {
    q: "edges of the design on my mugs are blurry",
    area: "colour",
    must: [["cool", "moisture", "outgas", "humid", "damp"]],
  },
  {
    q: "blotchy dark spots in the solid areas of my print",
    area: "colour",
    must: [["moisture", "humid", "damp", "water", "steam"]],
  },
  // source: /work/shared/reference/sublimation-facts.md (blowouts: unverified, moisture / pressure / time)
  { q: "what are blowouts and how do i fix them", area: "colour", must: [["moisture", "pressure", "humid", "damp"]] },
  // source: https://graphics-pro.com (via /work/shared/reference/sublimation-facts.md: 4 causes of burn marks)
  {
    q: "getting brown scorch marks on my white shirts",
    area: "colour",
    must: [["temp", "heat", "too hot", "time", "too long", "pyrometer", "platen"]],
  },
  // source: https://sublimationinstructions.com (via /work/shared/reference/sublimation-facts.md: yellowing)
  {
    q: "white part of my mug turned yellow after the press",
    area: "colour",
    must: [["overheat", "too (?:long|hot|much)", "time", "temperature", "coating"]],
  },
  // source: https://graphics-pro.com (via /work/shared/reference/sublimation-facts.md: blue specks)
  {
    q: "tiny blue dots on my white poly shirt where there was no design",
    area: "colour",
    must: [["lint", "dust", "fib(?:er|re)s?", "debris"]],
  },
  // source: https://support.chamevo.com/en/kb/general/print-fundamentals/sublimation-artwork
  // source: https://www.artworkupgrade.com/blog/sublimation-file-format-guide
  {
    q: "my design looks pixelated on the shirt but fine on my phone",
    area: "colour",
    must: [["resolution", "\\bdpi\\b", "\\bppi\\b", "\\b300\\b", "low[- ]res"]],
  },
  // source: https://blog.stahls.com/heat-press-temperature/
  // source: https://instagraph.com/blog/problem-with-your-transfers
  {
    q: "one corner of my shirt design is always lighter than the rest",
    area: "colour",
    must: [["cold spot", "uneven", "element", "pressure", "pyrometer", "thermometer", "temperature"]],
  },
  // source: https://sublimationinstructions.com/instructions/32-sublimating-coin-banks-using-a-mug-press
  {
    q: "theres a brown yellow band at the top of my mug where the paper didnt reach",
    area: "colour",
    must: [["cover", "wrap", "caramel", "protective"]],
  },
  // source: http://www.engraversjournal.com/article.php/2458/index.html
  // source: https://sublimationinstructions.com/instructions/32-sublimating-coin-banks-using-a-mug-press
  {
    q: "design always comes out faded right next to the handle on mugs",
    area: "colour",
    must: [["pressure", "\\bpad\\b", "loose", "contact", "imag(?:e|ing) area", "coverage"]],
  },

  // ---------------------------------------------------------------- care of finished items
  // source: https://thelaundrylounge.com/sublimation-washing
  // source: https://printersology.com/how-to-wash-and-bleach-sublimation-shirts/
  { q: "how do i wash sublimation shirts", area: "care", must: [["inside[- ]out"], ["cold", "cool"]] },
  {
    q: "what wash instructions should i give customers with my sublimated tees",
    area: "care",
    must: [["inside[- ]out", "cold", "cool"]],
  },
  {
    q: "can sublimated shirts go in the dryer",
    area: "care",
    must: [["low", "air[- ]?dry", "hang", "no[- ]heat", "line dry"]],
  },
  {
    q: "can i iron over the printed part",
    area: "care",
    must: [["inside[- ]out", "low", "cool", "cloth", "not directly", "avoid"]],
  },
  {
    q: "is bleach ok on a sublimated shirt",
    area: "care",
    lead: [NO.concat(["avoid"])],
  },
  {
    q: "does a sublimation print fade when you wash it",
    area: "care",
    must: [["polyester", "\\bpoly\\b", "blend", "cotton", "cold", "inside[- ]out"]],
  },
  {
    q: "how long will a sublimated shirt last",
    area: "care",
    must: [["life of", "lifetime", "as long as", "permanent", "years", "many wash"]],
  },
  // source: https://www.colourvistas.com/sawgrass-sublimation-paper-instructions/
  { q: "how long should i wait before washing a shirt i just pressed", area: "care", must: [["24", "day"]] },
  {
    q: "how should i wash my sublimated poly blanket",
    area: "care",
    must: [["cold", "cool", "gentle", "delicate"]],
  },
  // source: https://t-shirtforums.com (thread: Safe to microwave a sublimated mug?)
  // source: https://themugglife.com/are-sublimation-mugs-microwave-safe/
  {
    q: "are sublimation mugs microwave safe",
    area: "care",
    must: [["check", "label", "manufacturer", "mug itself", "blank", "maker", "depends"]],
  },
  // source: /work/shared/reference/sublimation-facts.md (A&E: soft-coated mugs usually not dishwasher-safe)
  // source: https://dishwasherusa.com/are-sublimation-mugs-dishwasher-safe/
  {
    q: "can i put my sublimated mugs in the dishwasher",
    area: "care",
    must: [["hand[- ]?wash", "coating", "fade"]],
  },
  {
    q: "will my sublimated tumbler survive the dishwasher",
    area: "care",
    must: [["hand[- ]?wash", "coating", "fade"]],
  },
  {
    q: "what should i tell customers about washing sublimated mugs",
    area: "care",
    must: [["hand[- ]?wash", "dishwasher", "gentle"]],
  },
  {
    q: "is it ok to scrub a sublimation mug with a scouring pad",
    area: "care",
    lead: [NO.concat(["avoid"])],
    must: [["abrasive", "soft", "gentle", "scratch"]],
  },
  // source: https://feiyuepaper.com/Dye-Sublimation-Ink-id49766977.html
  // source: https://bestflag.com/pages/production-lifetime
  // source: https://houseandgardenflags.com/fade-resistant-flag/
  {
    q: "how long do sublimation prints last outside in the sun",
    area: "care",
    must: [["\\buv\\b", "ultraviolet", "fade", "fading"]],
  },
  {
    q: "will a sublimated garden flag fade out on my porch",
    area: "care",
    must: [["\\buv\\b", "ultraviolet", "sun", "outdoor"]],
  },
  {
    q: "can i sell sublimated yard signs that stay out all year",
    area: "care",
    must: [["\\buv\\b", "ultraviolet", "fade", "fading"]],
  },
  {
    q: "car coaster got faded after a summer in the car why",
    area: "care",
    must: [["\\buv\\b", "ultraviolet", "sun", "heat"]],
  },
  // source: https://graphics-pro.com/education/tips/whats-the-deal-with-mug-presses-constant-temperature-presses/
  // source: http://read.uberflip.com/i/510163-june-15/38?m4=
  {
    q: "why do some sublimation mugs say dishwasher safe and others dont",
    area: "care",
    must: [["hard", "soft", "coating"]],
  },

  // ---------------------------------------------------------------- equipment upkeep
  // source: https://sublistuff.com/tag/heat-press-issues/
  // source: https://instagraph.com/blog/problem-with-your-transfers
  { q: "how do i check if my heat press temp is accurate", area: "upkeep", must: [MEASURE_HEAT] },
  {
    q: "press says 400 but my stuff looks underdone, is the display lying",
    area: "upkeep",
    must: [MEASURE_HEAT],
  },
  {
    q: "cheap amazon heat press seems way hotter than the screen says",
    area: "upkeep",
    must: [MEASURE_HEAT.concat(["calibrat"])],
  },
  // source: https://blog.stahls.com/heat-press-temperature/
  {
    q: "my press does good in the middle but edges come out weak",
    area: "upkeep",
    must: [["cold spot", "uneven", "element", "pressure", ...MEASURE_HEAT]],
  },
  // source: https://www.tedstahl.com/fire-on-ice-proof-that-heat-rises-and-a-heat-press-lesson/
  {
    q: "first shirt of the day always comes out worse than the rest why",
    area: "upkeep",
    must: [["bottom", "lower", "preheat", "pre-heat", "warm up"]],
  },
  {
    q: "should i heat up the bottom platen before i start",
    area: "upkeep",
    lead: [YES.concat(["preheat", "pre-heat", "warm"])],
  },
  // source: https://themagictouch.eu/glossary/teflon
  // source: https://kintek-solution.com/faqs/what-is-a-teflon-sheet-used-for-in-heat-press-applications
  {
    q: "how do i keep ink from building up on my top platen",
    area: "upkeep",
    must: [["sheet", "paper", "teflon", "ptfe", "cover", "protect"]],
  },
  // source: https://subligeniusprint.com/?p=8648
  {
    q: "purge sheet vs nozzle check whats the difference",
    area: "upkeep",
    must: [
      ["identif", "test", "diagnos", "show"],
      ["flow", "mov", "exercise", "prevent", "all (?:the )?colou?rs"],
    ],
  },
  {
    q: "head cleanings waste so much ink how do i avoid needing them",
    area: "upkeep",
    must: [
      [
        "print (?:regularly|often|something)",
        "purge",
        "leave (?:it )?(?:on|plugged)",
        "regular",
        "every (?:day|few days|week)",
      ],
    ],
  },
  // source: /work/shared/reference/sublimation-facts.md (care.sawgrassink.com: dirty encoder strip)
  {
    q: "what is the encoder strip and why would it cause lines",
    area: "upkeep",
    must: [["banding", "position", "read", "streak", "stripe"]],
  },
  // source: https://instagraph.com/blog/problem-with-your-transfers
  // source: https://sublistuff.com/tag/heat-press-issues/
  {
    q: "how often should i test my press temperature",
    area: "upkeep",
    must: [["week", "regular", "month", "periodic", "every"]],
  },

  // ---------------------------------------------------------------- business: design rights
  // source: https://shopkeepsentry.com/policies/ip-fan-art-licensed-characters
  // source: https://etsyboost.com/understanding-intellectual-property-a-guide-for-etsy-sellers
  // source: https://tipsforefficiency.com/disney-sues-etsy-seller/
  {
    q: "can i sell shirts with disney characters on etsy",
    area: "business",
    lead: [NO],
    must: [
      ["licen[cs]", "permission", "authori[sz]"],
      ["copyright", "trademark", "infring", "intellectual property"],
    ],
  },
  {
    q: "if i redraw mickey in my own style can i sell it",
    area: "business",
    lead: [NO],
    must: [["copyright", "trademark", "infring", "licen[cs]", "permission"]],
  },
  {
    q: "is it ok to sell nfl team logo tumblers at a craft fair",
    area: "business",
    lead: [NO],
    must: [["licen[cs]", "trademark", "permission", "authori[sz]"]],
  },
  {
    q: "can i use pics from google images on mugs i sell",
    area: "business",
    lead: [NO],
    must: [["copyright", "permission", "licen[cs]", "own"]],
  },
  {
    q: "can i put a famous singers face on shirts to sell",
    area: "business",
    lead: [NO],
    must: [["permission", "likeness", "publicity", "licen[cs]", "consent"]],
  },
  {
    q: "everyone on etsy sells character stuff so its fine right?",
    area: "business",
    lead: [NO],
    must: [["copyright", "trademark", "infring", "licen[cs]", "takedown", "suspen"]],
  },
  // source: https://picksvg.com/svg-commercial-license-selling-crafts
  // source: https://www.lyndammetcalf.com/commercial-licenses
  // source: https://creative-bible-journaling.com/sources-of-free-fonts-for-bible-journaling/
  {
    q: "i bought an svg on etsy, can i sell shirts made with it",
    area: "business",
    must: [["licen[cs]e", "commercial", "terms"]],
  },
  {
    q: "what does personal use only mean on a design file",
    area: "business",
    must: [
      [
        "not (?:sell|for sale|commercial)",
        "can['’]?t sell",
        "cannot sell",
        "no (?:sales|selling)",
        "gift",
        "yourself",
        "non-?commercial",
      ],
    ],
  },
  { q: "can i use a free font on products i sell", area: "business", must: [["licen[cs]", "commercial"]] },
  {
    q: "can i resell the png files i made with a commercial font",
    area: "business",
    must: [["licen[cs]", "permission", "terms"]],
  },
  // ---------------------------------------------------------------- business: children's products, Prop 65, labels
  // source: https://craftybase.com/blog/cpsc-compliance-and-your-handmade-shop?utm_source=blog&utm_medium=post
  // source: https://cuttingforbusiness.com/cpsia-exemptions-labeling/
  // source: https://www.compliancegate.com/cpsia-tracking-label
  // source: https://lemonlaneblog.wordpress.com/2013/11/06/the-cpsia-compliance-conundrum-part-1-information-overload/
  {
    q: "do i need anything special to sell sublimated baby onesies",
    area: "business",
    must: [["cpsia", "cpsc", "children['’]?s product", "tracking label", "certificate"]],
  },
  {
    q: "what goes on a cpsia tracking label",
    area: "business",
    must: [
      ["date", "batch"],
      ["location", "city", "where", "place"],
    ],
  },
  {
    q: "what is a childrens product certificate and who makes it",
    area: "business",
    must: [
      ["rule", "test"],
      ["manufacturer", "importer", "yourself", "the maker", "the seller"],
    ],
  },
  {
    q: "what age counts as a childrens product for cpsc",
    area: "business",
    must: [["\\b12\\b", "twelve"]],
  },
  {
    q: "whats the small batch manufacturer thing for handmade kids stuff",
    area: "business",
    must: [["test", "third[- ]party", "\\blab"], ["regist"]],
  },
  {
    q: "do kids shirts i sublimate need lead testing",
    area: "business",
    must: [["third[- ]party", "small batch", "\\blab", "cpsia", "cpsc", "exempt"]],
  },
  // source: https://installationpartssupply.com/PROP-65_ep_59-1.html
  // source: https://help.assentcompliance.com/hc/en-us/articles/360046844474-Proposition-65-Businesses-With-Fewer-Than-10-Employees
  // source: https://prop65madesimple.com/the-proposition-65-small-business-exemption-that-really-isnt/
  {
    q: "do i need prop 65 warnings, its just me selling from home",
    area: "business",
    must: [["\\b10\\b", "\\bten\\b"], ["employee"]],
  },
  {
    q: "what even is prop 65",
    area: "business",
    must: [["california"], ["cancer", "reproductive", "birth defect"]],
  },
  {
    q: "a big retailer wants prop 65 info from me but im tiny, do i have to",
    area: "business",
    must: [["\\b10\\b", "\\bten\\b", "employee", "contract", "agreement", "indemn"]],
  },
  // source: https://docslib.org/doc/3794953/labeling-rule
  // source: https://www.blog.apparelsearch.com/2016/01/care-labeling-faq.html?m=1
  // source: https://azcommerce.com/small-business/checklist-items/my-business-activity-will-involve/apparel-and-labeling-includes-textile-wool-fur-apparel-and-leather-matters
  // source: https://community.etsy.com/t5/Keeping-Up-With-CPSIA/CPSIA-labels-AND-FTC-labels/td-p/20903806
  {
    q: "do i need a care label in shirts i sell",
    area: "business",
    must: [["ftc", "federal trade", "care label(?:ing)? rule"]],
  },
  {
    q: "do care labels have to use the little laundry symbols",
    area: "business",
    lead: [NO],
    must: [["words", "optional", "not required", "text"]],
  },
  {
    q: "what info has to be on a clothing label besides washing",
    area: "business",
    must: [
      ["fib(?:er|re) content", "fib(?:er|re)"],
      ["country", "origin"],
    ],
  },
  // ---------------------------------------------------------------- business: tax and registration
  // source: https://afapparels.com/pages/resale-certificates
  // source: https://silverpalaceinc.com/es/pages/new-state-to-state-resale-certificate-requirements
  {
    q: "what is a resale certificate and can i use it to buy blanks",
    area: "business",
    must: [
      ["sales tax", "tax[- ]free", "without (?:paying )?tax", "exempt"],
      ["permit", "regist", "seller['’]?s? (?:permit|license)", "sales tax (?:id|number|license|account)"],
    ],
  },
  {
    q: "can i use my resale cert to buy my heat press tax free",
    area: "business",
    lead: [NO],
    must: [["resell", "inventory", "business use", "part of", "for sale"]],
  },
  // source: https://www.avalara.com/trustfile/en/blog/5-things-every-etsy-seller-needs-to-know-about-sales-tax.html
  // source: https://www1.avalara.com/trustfile/en/blog/do-i-need-to-charge-sales-tax-on-my-etsy-crafts.html
  // source: https://dummies.com/article/technology/notable-websites/etsy/collecting-sales-tax-on-items-you-sell-on-etsy-186819
  {
    q: "do i need to charge sales tax on etsy or does etsy do it",
    area: "business",
    must: [["state"], ["marketplace facilitator", "etsy (?:collects|remits|handles)", "collect"]],
  },
  {
    q: "do i need a sales tax permit to sell at a craft fair",
    area: "business",
    must: [
      ["licen[cs]", "regist", "certificate", "account"],
      ["state", "local", "depend", "event", "temporary", "revenue"],
    ],
  },
  {
    q: "im doing a craft show in another state do i owe sales tax there",
    area: "business",
    must: [
      ["nexus", "permit", "regist", "licen[cs]"],
      ["depend", "check", "department of revenue", "rules", "vary"],
    ],
  },
  // source: https://americasbestcompanies.com/sbc/kb/question/63
  // source: https://business.com/articles/sole-proprietors-business-license
  // source: https://content.one.lumenlearning.com/introductiontobusiness/chapter/introduction-to-sole-proprietorships
  {
    q: "do i need a business license for a little sublimation side hustle",
    area: "business",
    must: [
      ["city", "county", "local", "state"],
      ["depend", "check", "vary"],
    ],
  },
  {
    q: "whats a dba and do i need one for my shop name",
    area: "business",
    must: [
      ["regist", "file", "fictitious", "assumed"],
      ["county", "state", "secretary", "city", "local"],
    ],
  },
  {
    q: "do i pay income tax on my etsy sublimation money",
    area: "business",
    must: [["schedule c", "self[- ]employment", "report", "\\birs\\b", "1040"]],
  },
  // ---------------------------------------------------------------- business: pricing and costs
  // source: https://subligeniusprint.com/how-to-price-sublimation-products-for-profit
  // source: http://read.uberflip.com/i/801813-april-17/88
  // source: https://press-it.com/dye-sublimation/how-to-price-your-dye-sublimation-mugs-costs-explained/
  {
    q: "how should i price my mugs",
    area: "business",
    must: [
      ["labou?r", "time"],
      ["overhead", "electric", "fees", "packag", "ink", "paper", "blank"],
    ],
  },
  {
    q: "i only counted the blank and ink in my price, what am i missing",
    area: "business",
    must: [["labou?r", "time", "overhead", "packag", "fees", "electric", "paper"]],
  },
  {
    q: "how do i figure out what to charge for my own time",
    area: "business",
    must: [["hour", "labou?r", "wage", "employee", "rate"]],
  },
  {
    q: "whats the difference between markup and margin",
    area: "business",
    must: [["cost"], ["price", "revenue", "sale"]],
  },
  // source: /work/shared/reference/sublimation-facts.md (A&E: about $3.75 per sq ft with paper; EnMart: ~1 cent per sq in)
  // source: http://read.uberflip.com/i/801813-april-17/88
  {
    q: "roughly how much does the ink cost per print",
    area: "business",
    must: [
      ["cents?\\b", "¢", "\\$\\s?0?\\.\\d", "\\$\\s?\\d"],
      ["square", "\\bsq\\b", "inch", "\\bft\\b", "foot", "per (?:job|mug|shirt|sheet|page|transfer)"],
    ],
  },
  // ---------------------------------------------------------------- business: shipping and packing
  // source: https://pages.ebay.com/USPS/tips.html
  // source: https://www.staples.com/sbd/content/checklist/i-n/mailandship.html
  {
    q: "how do i ship mugs so they dont break",
    area: "business",
    must: [
      ["double[- ]box", "box (?:in|inside) (?:a|another) box", "second box", "two boxes"],
      ["bubble", "cushion", "padding", "foam", "fill"],
    ],
  },
  {
    q: "what kind of box should i mail a tumbler in",
    area: "business",
    must: [
      ["corrugated", "sturdy", "strong", "heavy"],
      ["cushion", "bubble", "padding", "filler", "fill"],
    ],
  },
  {
    q: "how do i know if i packed a mug well enough",
    area: "business",
    must: [["shake", "mov", "shift", "rattle"]],
  },
  {
    q: "can i reuse amazon boxes to ship orders",
    area: "business",
    must: [["label", "barcode", "sturdy", "strong", "damage", "condition", "crack"]],
  },
  // source: https://graphics-pro.com/education/tips/whats-the-deal-with-mug-presses-constant-temperature-presses/
  {
    q: "can i write dishwasher safe in my etsy mug listings",
    area: "business",
    must: [["test", "vendor", "supplier", "manufacturer", "coating", "hard"]],
  },

  // ---------------------------------------------------------------- workshop safety
  // source: https://subprintgurus.com/are-there-safety-precautions-for-sublimation-printing-such-as-ventilation
  // source: https://altaygrafik.com/?p=14797
  // source: https://sublimationmaster.com/blogs/news/is-sublimation-ink-toxic-what-you-need-to-know
  {
    q: "is it safe to sublimate in my bedroom, what about fumes",
    area: "safety",
    must: [["ventilat", "air ?flow", "window", "\\bfan\\b", "extract"]],
  },
  {
    q: "do i need a mask or respirator for sublimation",
    area: "safety",
    must: [["ventilat", "air ?flow", "window", "\\bfan\\b"]],
  },
  {
    q: "neoprene mouse pads stink when i press them is that bad",
    area: "safety",
    must: [["ventilat", "air ?flow", "window", "\\bfan\\b", "outgas"]],
  },
  // source: https://forum.uscutter.com/index.php?/topic/58928-hotronix-fusion-iq-15-amp-power-cord-on-a-20-amp-circuit/&tab=comments#comment-465603
  // source: http://www.acmehowto.com/howto/homemaintenance/electrical/extensioncord.htm
  // source: http://a-1electricco.com/hhoverloadedcircuits.php
  {
    q: "can i plug my heat press into an extension cord",
    area: "safety",
    must: [["rated", "gauge", "amp", "directly", "wall outlet", "heavy[- ]duty", "short"]],
  },
  {
    q: "my heat press keeps tripping the breaker",
    area: "safety",
    must: [["circuit", "dedicated", "amp", "other (?:appliances|devices)", "overload"]],
  },
  {
    q: "can i run the press, printer and a space heater off the same outlet",
    area: "safety",
    must: [["circuit", "amp", "overload", "trip", "dedicated"]],
  },
  // source: https://nbm.uberflip.com/i/1077942-march-19/23
  // source: https://winenfood.com/how-to-safely-use-your-heat-press-machine
  {
    q: "how do i not burn myself on the mug press",
    area: "safety",
    must: [["glove", "heat[- ]resistant", "mitt"]],
  },
  {
    q: "tiles and slates come out crazy hot how do i pick them up",
    area: "safety",
    must: [["glove", "mitt", "heat[- ]resistant"]],
  },
  {
    q: "is it ok to have the heat press out with my toddler and cats around",
    area: "safety",
    must: [["unattended", "out of reach", "away", "supervis", "never leave", "separate"]],
  },
  {
    q: "can i leave the press on while i go pick up the kids",
    area: "safety",
    lead: [NO],
    must: [["off", "unplug", "fire", "unattended"]],
  },
  {
    q: "will a plastic folding table hold my heat press ok",
    area: "safety",
    must: [["sturdy", "stable", "level", "heat[- ]resistant", "solid"]],
  },
  // source: http://dyetrans.com/making-sublimation-mugs
  // source: https://allpaperworld.com/wax-paper-vs-parchment-paper-vs-butcher-paper/
  {
    q: "can i use my kitchen oven for sublimation tumblers",
    area: "safety",
    must: [["dedicated", "separate", "not (?:the one|your kitchen|for food|used for food)", "food", "only for"]],
  },

  // ---------------------------------------------------------------- questions no sublimation site can answer
  // These need live prices, order systems, personal professional advice or are off topic: the right result
  // is an honest "the site has no answer".
  { q: "how much is the sawgrass sg500 at michaels today", area: "unanswerable", none: true },
  { q: "where is my order i placed last week", area: "unanswerable", none: true },
  { q: "whats the tracking number for my etsy order 4471", area: "unanswerable", none: true },
  { q: "is the cricut mug press on sale on amazon right now", area: "unanswerable", none: true },
  { q: "i got a cease and desist from a sports team, should i sign it", area: "unanswerable", none: true },
  { q: "my lawyer says i owe disney money, how much should i settle for", area: "unanswerable", none: true },
  {
    q: "burned my hand on the press and its blistered bad, should i pop it or go to er",
    area: "unanswerable",
    none: true,
  },
  { q: "whats the weather in dallas this weekend for my craft fair", area: "unanswerable", none: true },
  { q: "can you recommend a good pizza place near me", area: "unanswerable", none: true },
  { q: "whats the capital of australia", area: "unanswerable", none: true },
  {
    q: "my htvront 15x15 press on firmware 2.3.7 shows error e07 after the update",
    area: "unanswerable",
    none: true,
  },
  { q: "exactly how much sales tax will i owe for maricopa county in q3", area: "unanswerable", none: true },
  { q: "will i get more etsy sales if i post at 7pm on tuesdays", area: "unanswerable", none: true },
  { q: "how much did i spend on blanks last month", area: "unanswerable", none: true },
  { q: "should i quit my job to do sublimation full time", area: "unanswerable", none: true },
  { q: "can you log into my etsy account and fix my listings", area: "unanswerable", none: true },
  { q: "whats etsy stock price today", area: "unanswerable", none: true },
  { q: "who won the super bowl last year", area: "unanswerable", none: true },
  { q: "whats the phone number for hiipoo support in canada", area: "unanswerable", none: true },
  {
    q: "i have asthma, exactly how many hours a day can i safely sublimate",
    area: "unanswerable",
    none: true,
  },
  { q: "write me a poem about my cat", area: "unanswerable", none: true },
  { q: "when is sawgrass releasing their next printer", area: "unanswerable", none: true },
  { q: "how many tumblers will i sell at the christmas market in my town", area: "unanswerable", none: true },
  { q: "is the joann on main st still open", area: "unanswerable", none: true },
  { q: "can you translate my etsy listing into german", area: "unanswerable", none: true },
  {
    q: "my et-2800 serial x903 shows error 0x9a can you reset it remotely",
    area: "unanswerable",
    none: true,
  },
  { q: "what did coastal business supplies charge for 11oz mugs in june 2019", area: "unanswerable", none: true },
  { q: "did my customer in ohio get her package yet", area: "unanswerable", none: true },
];

/** The whole split in order: the first part, then each part appended after it. */
export const TEST_QUESTIONS: EvalQuestion[] = [...FIRST_PART, ...TEST_QUESTIONS_2026_12];
