import type { EvalQuestion } from "./questions";

/**
 * Second development set for tuning the expert: questions written the way beginners and small shops type them
 * (shorthand, typos, extra detail), covering the first year of the hobby, plus questions the site cannot answer.
 * Each `must` fact is the essential, widely agreed point only, written as tolerant alternatives.
 */

const NO = ["\\bno\\b", "\\bnot\\b", "n't\\b", "cannot", "only (on|with|as|if)"];
const YES = ["\\byes\\b", "\\byou can\\b", "\\bit can\\b", "\\bit will\\b", "\\bit does\\b"];
const POLY = ["polyester", "\\bpoly\\b", "poly-?coat", "polymer"];
const COATED = ["coat(ed|ing)", "sublimation[- ]ready", "sublimatable", "sub(limation)? blanks?"];
const MIRROR = ["mirror", "flip", "revers"];
const TEMP_400 = ["38\\d", "39\\d", "40\\d", "19\\d ?°? ?c\\b", "20\\d ?°? ?c\\b"];
const TEMP_WIDE = [
  "36\\d",
  "37\\d",
  "38\\d",
  "39\\d",
  "40\\d",
  "41\\d",
  "18\\d ?°? ?c\\b",
  "19\\d ?°? ?c\\b",
  "20\\d ?°? ?c\\b",
];
const HEAT_TAPE = [
  "heat[- ]?(resistant|proof)? ?tape",
  "thermal tape",
  "polyimide",
  "kapton",
  "high[- ]temp(erature)? tape",
];
const LICENCE = ["licen[cs]", "permission", "copyright", "trademark"];

export const DEV2_QUESTIONS: EvalQuestion[] = [
  // ── blanks and materials ──────────────────────────────────────────────
  { q: "can i sublimate on a 100% cotton tshirt", area: "blanks", lead: [NO], must: [POLY] },
  {
    q: "will a 50/50 blend shirt work or is it gonna look faded",
    area: "blanks",
    must: [["vintage", "dull", "lighter", "muted", "wash(es|ed)? out", "less vibrant", "cotton"], POLY],
  },
  {
    q: "whats the lowest polyester % a shirt can have and still look ok",
    area: "blanks",
    must: [["100 ?%", "\\b[5-9]\\d ?%", "higher the polyester", "more polyester"]],
  },
  {
    q: "can you sublimate straight onto a black shirt",
    area: "blanks",
    lead: [NO],
    must: [["white", "light[- ]?colou?r", "htv", "vinyl", "no white ink"]],
  },
  {
    q: "my daughters soccer team wants navy jerseys with names on the back, can i sublimate those??",
    area: "blanks",
    must: [["white", "light", "htv", "vinyl", "dark", "no white ink"]],
  },
  {
    q: "do regular mugs from walmart work or do i need special sub mugs",
    area: "blanks",
    must: [COATED],
  },
  { q: "sublimation on a wine glass possible?", area: "blanks", must: [COATED.concat(["spray"])] },
  {
    q: "can i sublimate a wood cutting board or do i need special wood",
    area: "blanks",
    must: [COATED.concat(["\\bpoly", "white (surface|coat|layer)"])],
  },
  { q: "plain aluminum sheet from home depot, will it take sublimation", area: "blanks", lead: [NO], must: [COATED] },
  { q: "what actually is a 'sublimation blank'", area: "blanks", must: [POLY.concat(["coat(ed|ing)"])] },
  { q: "do canvas tote bags work for sub or no", area: "blanks", must: [POLY] },
  {
    q: "will my design show up right on a red polyester shirt",
    area: "blanks",
    must: [["blend", "mix", "combine", "tint", "affect", "change", "white", "light", "shift"]],
  },
  { q: "can i sublimate acrylic keychains from the craft store", area: "blanks", must: [COATED] },
  {
    q: "good cheap blanks to practice on as a total beginner?",
    area: "blanks",
    must: [["mug", "coaster", "mouse ?pad", "polyester", "shirt", "keychain", "tote"]],
  },
  { q: "will plain bathroom tiles from lowes sublimate", area: "blanks", lead: [NO], must: [COATED] },
  {
    q: "can i just use any stainless cup from the dollar store for a tumbler",
    area: "blanks",
    lead: [NO],
    must: [COATED],
  },
  {
    q: "triblend tees ok for sublimation?",
    area: "blanks",
    must: [["vintage", "fad", "lighter", "muted", "dull", "less vibrant", "polyester (content|%)"]],
  },
  { q: "sublimating on slate, does it need to be a certain kind", area: "blanks", must: [COATED] },
  {
    q: "is there a way to sublimate on cotton at all",
    area: "blanks",
    must: [["coat", "spray", "htv", "vinyl", "sheet", "film", "polyester"]],
  },
  { q: "phone cases for sublimation what kind do i buy", area: "blanks", must: [COATED.concat(["insert", "\\bpoly"])] },
  {
    q: "does sublimation work on a grey heather poly shirt",
    area: "blanks",
    must: [["lighter", "muted", "tint", "duller", "less vibrant", "darker", "shift", "blend"]],
  },
  { q: "can you sublimate leather or faux leather", area: "blanks", must: [POLY.concat(COATED)] },

  // ── printers ──────────────────────────────────────────────────────────
  {
    q: "can i convert my epson ecotank that already has the normal ink in it",
    area: "printers",
    must: [["new", "unused", "never (been )?(used|filled)", "fresh", "contaminat", "mix"]],
  },
  {
    q: "which ecotank do ppl usually convert for sublimation",
    area: "printers",
    must: [["et-? ?\\d{4}", "never (had|been|used)", "brand[- ]new"]],
  },
  {
    q: "does putting sub ink in an ecotank void the warranty",
    area: "printers",
    lead: [YES.concat(["likely", "almost certainly", "probably"])],
    must: [["not covered", "no longer covered", "lose", "invalidat", "voids\\b", "voided"]],
  },
  {
    q: "sawgrass or converted epson for a small etsy shop?",
    area: "printers",
    must: [["cost", "price", "expensive", "cheap", "warranty", "support", "driver", "profile"]],
  },
  { q: "laser printer for sublimation??", area: "printers", must: [["inkjet", "ink ?jet", "piezo"]] },
  {
    q: "will my hp deskjet work if i put sublimation ink in it",
    area: "printers",
    lead: [NO],
    must: [["heat", "thermal", "piezo", "epson", "sawgrass"]],
  },
  {
    q: "how often should i print so the sublimation printer doesnt clog",
    area: "printers",
    must: [["regular", "every (few |couple )?(of )?days?", "once a week", "weekly", "daily", "frequent"]],
  },
  { q: "can my cricut print the sublimation designs", area: "printers", lead: [NO], must: [["\\bcut"]] },
  {
    q: "difference between a sublimation printer and a dtf printer",
    area: "printers",
    must: [POLY, ["cotton", "film", "powder", "adhesive", "any fabric"]],
  },
  {
    q: "epson says the ink pads are at end of service life??",
    area: "printers",
    must: [["maintenance box", "waste ink", "service (cent|shop|provider)", "repair", "reset", "replace"]],
  },
  {
    q: "can any printer do sublimation or do i need a special one",
    area: "printers",
    must: [["sublimation ink", "dedicated", "convert", "epson", "sawgrass", "inkjet"]],
  },

  // ── ink ───────────────────────────────────────────────────────────────
  {
    q: "why does my print look so dull on the paper, is something wrong",
    area: "ink",
    must: [
      ["brighten", "vibrant", "after (heat )?press", "once (it'?s )?pressed", "when (it'?s )?pressed", "heat"],
      ["normal", "expected", "supposed to"],
    ],
  },
  {
    q: "can i mix hiipoo ink with another brand in the same tank",
    area: "ink",
    lead: [NO.concat(["avoid", "don't"])],
    must: [["clog", "profile", "colou?r", "chemistr", "react", "formula"]],
  },
  { q: "does sublimation ink go bad / expire", area: "ink", must: [["shelf life", "date", "months?", "years?"]] },
  {
    q: "is sublimation ink same as the dye ink in my home printer",
    area: "ink",
    lead: [NO],
    must: [["heat", "gas", "disperse", "vapou?r"]],
  },
  {
    q: "can i refill sawgrass cartridges with cheaper ink",
    area: "ink",
    must: [["chip", "warranty", "not (supported|recommended)", "genuine", "proprietary"]],
  },
  {
    q: "ok to store my sub ink in the garage over winter",
    area: "ink",
    must: [["room temperature", "cool", "dry", "freez", "cold", "sun", "indoors"]],
  },
  {
    q: "got sublimation ink all over my hands how do i get it off",
    area: "ink",
    must: [["soap", "wash", "glove", "scrub"]],
  },
  {
    q: "switched ink brands, do i need a different icc profile now",
    area: "ink",
    lead: [YES],
    must: [["icc", "profile"]],
  },

  // ── paper, tape, protective sheets ────────────────────────────────────
  {
    q: "can i use regular copy paper instead of sublimation paper",
    area: "paper",
    lead: [NO],
    must: [["coat", "release", "absorb", "hold"]],
  },
  {
    q: "which side of the sub paper do i print on, both look white",
    area: "paper",
    must: [
      [
        "bright(er)? white",
        "whit(e|er) side",
        "coated side",
        "smooth(er)? side",
        "logo",
        "watermark",
        "not the (back|printed)",
      ],
    ],
  },
  {
    q: "butcher paper vs parchment paper whats the difference for sublimation",
    area: "paper",
    must: [["absorb", "excess ink", "soak", "moisture", "ghost", "protect", "porous"]],
  },
  {
    q: "can i use the waxed butcher paper from the grocery store",
    area: "paper",
    lead: [NO],
    must: [["uncoated", "plain", "coating", "unwaxed", "no wax", "without wax", "melt"]],
  },
  {
    q: "do i need new butcher paper every press or can i reuse it",
    area: "paper",
    must: [["fresh", "not reuse", "don'?t reuse", "once", "each (time|press)", "ghost", "transfer"]],
  },
  { q: "what tape do you use to hold the paper on mugs", area: "paper", must: [HEAT_TAPE] },
  { q: "is scotch tape ok for sublimaiton", area: "paper", lead: [NO], must: [HEAT_TAPE] },
  {
    q: "why do ppl put paper inside the shirt when pressing",
    area: "paper",
    must: [["bleed", "through", "back", "other side", "protect", "absorb"]],
  },
  {
    q: "my sub paper curls up in my humid garage what can i do",
    area: "paper",
    must: [["dry", "seal", "bag", "flat", "moist", "dehumidif"]],
  },
  {
    q: "whats a protective sheet and do i need one for sublimation",
    area: "paper",
    must: [["platen", "absorb", "transfer", "scorch", "cover", "stick"]],
  },
  {
    q: "what is tacky sublimation paper for",
    area: "paper",
    must: [["ghost", "shift", "mov", "stick", "hold", "grip"]],
  },
  {
    q: "can i press the same transfer twice to make 2 shirts",
    area: "paper",
    must: [["fad", "lighter", "weak", "once", "most of the ink", "less ink", "paler"]],
  },
  {
    q: "do i need to let the print dry before pressing",
    area: "paper",
    must: [["moist", "wet", "ghost", "blur", "smear", "minute"]],
  },

  // ── settings: time, temperature, pressure ─────────────────────────────
  {
    q: "what temp and time for a poly shirt on my heat press",
    area: "settings",
    must: [TEMP_400, ["\\d\\d ?(s\\b|sec|second)"]],
  },
  { q: "settings for an 11oz mug in a regular mug press", area: "settings", must: [TEMP_WIDE, ["min"]] },
  {
    q: "how long does the cricut mug press take, do i set the temp",
    area: "settings",
    must: [
      [
        "automatic",
        "auto",
        "one[- ]touch",
        "no (need to )?set",
        "sets (the )?(time|temp)",
        "set(s)? itself",
        "button",
        "preset",
      ],
    ],
  },
  {
    q: "20 oz skinny tumbler in a tumbler press time and temp pls",
    area: "settings",
    must: [TEMP_WIDE, ["min", "second", "\\bsec"]],
  },
  { q: "mousepad time n temp?", area: "settings", must: [TEMP_WIDE] },
  { q: "aluminium photo panel settings", area: "settings", must: [TEMP_WIDE] },
  { q: "temp for sublimation shirts in celsius", area: "settings", must: [["19\\d", "20\\d"]] },
  {
    q: "my shirts keep scorching, can i just drop to 350?",
    area: "settings",
    must: [["longer", "increase (the )?time", "more time", "lighter", "dull", "less vibrant", "test", "fad", "weak"]],
  },
  {
    q: "what presure do i use for sub shirts",
    area: "settings",
    must: [["medium", "light", "firm", "moderate", "even"]],
  },
  {
    q: "how tight should the mug press be",
    area: "settings",
    must: [["firm", "snug", "even", "contact", "resist", "pressure"]],
  },
  { q: "ceramic coaster settings on a flat press", area: "settings", must: [TEMP_WIDE] },
  { q: "glass cutting board sublimaton how long", area: "settings", must: [["minute", "min\\b", "longer"]] },
  { q: "jigsaw puzzel time and temp for my cricut easypress", area: "settings", must: [TEMP_WIDE] },
  {
    q: "my press says 400 but i dont trust it how do i check the real temp",
    area: "settings",
    must: [
      ["thermometer", "temperature (gun|probe)", "pyrometer", "infrared", "heat gun", "laser", "probe", "test strip"],
    ],
  },
  {
    q: "convection oven tumbler how long and do i need shrink wrap",
    area: "settings",
    must: [
      ["tight", "snug", "hold", "pressure", "contact"],
      ["minute", "min\\b"],
    ],
  },
  { q: "does the time change for a thicker blank", area: "settings", must: [["longer", "more time", "increase"]] },

  // ── pressing technique ───────────────────────────────────────────────
  {
    q: "do i have to mirror the image for shirts",
    area: "pressing",
    lead: [YES.concat(["always mirror", "^\\W*mirror"])],
    must: [MIRROR],
  },
  {
    q: "do you mirror for mugs too or just shirts",
    area: "pressing",
    lead: [YES.concat(["always mirror", "^\\W*mirror", "both"])],
    must: [MIRROR],
    not: [["(don'?t|do not|no) need to mirror (for )?mugs"]],
  },
  {
    q: "why does everyone lint roll the shirt first",
    area: "pressing",
    must: [["fib(er|re)", "dust", "speck", "spot", "dot", "debris", "hair", "fuzz"]],
  },
  { q: "should i pre-press the shirt and why", area: "pressing", must: [["moisture", "wrinkle", "crease", "water"]] },
  {
    q: "what order do things go on the press, shirt paper teflon etc",
    area: "pressing",
    must: [["butcher", "parchment", "protect"]],
  },
  {
    q: "how do i press over a hoodie zipper/seam without gaps",
    area: "pressing",
    must: [["pillow", "foam", "pad", "raise", "even"]],
  },
  {
    q: "how do i get the design straight on my tumbler",
    area: "pressing",
    must: [["tape", "line ?up", "align", "ruler", "template", "level", "center", "seam"]],
  },
  {
    q: "do i peel the paper hot or let it cool",
    area: "pressing",
    lead: [
      [
        "immediately",
        "right away",
        "straight away",
        "quickly",
        "as soon as",
        "while (it'?s )?(still )?hot",
        "hot peel",
        "peel (it )?hot",
      ],
    ],
  },
  {
    q: "can i use my clothes iron for sublimation",
    area: "pressing",
    lead: [NO],
    must: [["even", "consistent", "temperature", "pressure", "heat press", "hot enough"]],
  },
  {
    q: "pressing the back of a shirt after the front, how do i stop the front bleeding",
    area: "pressing",
    must: [["butcher", "paper", "inside", "between", "cardboard", "protect"]],
  },
  {
    q: "do i use a teflon sheet under the shirt too",
    area: "pressing",
    must: [["butcher", "paper", "protect", "lower platen", "bottom"]],
  },
  {
    q: "how do i do a full wrap 360 design on an 11 oz mug",
    area: "pressing",
    must: [["template", "size", "overlap", "edge", "handle", "\\d+(\\.\\d+)? ?(x|by|in\\b|mm|cm)"]],
  },
  {
    q: "should i let the mug press heat up before i put the mug in",
    area: "pressing",
    lead: [YES.concat(["preheat", "pre-heat"])],
    must: [["preheat", "pre-heat", "reach (the )?(set )?temp", "warm up", "up to temp"]],
  },
  {
    q: "do i cover the mug with anything in the press",
    area: "pressing",
    must: [["butcher", "paper", "wrap", "tape", "protect"]],
  },

  // ── colour and design ────────────────────────────────────────────────
  {
    q: "colors come out dull on my poly shirt what am i doing wrong",
    area: "colour",
    must: [["temp", "time", "pressure", "icc", "profile", "setting"]],
  },
  { q: "what is an icc profile and do i need one", area: "colour", must: [["colou?r"], ["printer", "ink", "paper"]] },
  {
    q: "where do i get the icc profile for my ink",
    area: "colour",
    must: [
      ["ink (maker|manufacturer|supplier|brand|company|seller|vendor)", "manufacturer", "supplier", "brand", "vendor"],
    ],
  },
  {
    q: "my reds keep coming out orange",
    area: "colour",
    must: [["icc", "profile", "colou?r management", "setting", "temp", "time"]],
  },
  { q: "should i design in rgb or cmyk for sublimation", area: "colour", lead: [["\\brgb\\b"]], must: [["rgb"]] },
  {
    q: "why do my blacks come out brownish/greenish",
    area: "colour",
    must: [["time", "temp", "icc", "profile", "pressure", "longer", "under[- ]?press", "heat"]],
  },
  {
    q: "print looks nothing like what i see on my screen",
    area: "colour",
    must: [["icc", "profile", "monitor", "calibrat", "test"]],
  },
  { q: "what dpi should my designs be", area: "colour", must: [["300"]] },
  {
    q: "can sublimation print white",
    area: "colour",
    lead: [NO],
    must: [
      ["white"],
      [
        "no white ink",
        "doesn'?t print white",
        "cannot print white",
        "can'?t print white",
        "blank",
        "substrate",
        "the (shirt|blank|base|surface)",
        "unprinted",
      ],
    ],
  },
  {
    q: "my skin tones look purple on photo mugs",
    area: "colour",
    must: [["icc", "profile", "colou?r", "setting", "temp", "time"]],
  },
  {
    q: "print settings in the epson driver for sublimation best quality",
    area: "colour",
    must: [["paper type", "matte", "premium", "photo", "icc", "profile", "colou?r management"]],
  },

  // ── troubleshooting ──────────────────────────────────────────────────
  {
    q: "why am i getting ghosting on my shirst",
    area: "troubleshooting",
    must: [["mov", "shift", "tape", "lift", "slid"]],
  },
  {
    q: "mug has a faint double image on one side",
    area: "troubleshooting",
    must: [["tape", "mov", "shift", "loose", "tight", "slid"]],
  },
  {
    q: "blowouts around the text on my mugs, edges are fuzzy",
    area: "troubleshooting",
    must: [["time", "temp", "heat", "moisture", "pressure"]],
  },
  {
    q: "white faded patches on my tumbler",
    area: "troubleshooting",
    must: [["pressure", "contact", "gap", "tight", "wrap", "uneven"]],
  },
  {
    q: "yellowish scorch box on my white poly shirt",
    area: "troubleshooting",
    must: [["temp", "heat", "time", "lower", "shorter"]],
  },
  {
    q: "theres a square press mark around my design on a poly shirt",
    area: "troubleshooting",
    must: [["pillow", "foam", "pad", "teflon", "pressure", "moisture", "steam", "fade", "wash"]],
  },
  {
    q: "tiny blue dots showing up on white shirts after pressing",
    area: "troubleshooting",
    must: [["lint", "debris", "dust", "fib(er|re)", "speck"]],
  },
  {
    q: "horizontal lines across my prints",
    area: "troubleshooting",
    must: [["nozzle", "head clean", "clog", "banding"]],
  },
  {
    q: "printer sat for 3 weeks and now its missing colours",
    area: "troubleshooting",
    must: [["nozzle", "head clean", "clog", "dried"]],
  },
  {
    q: "text on my shirt came out blurry",
    area: "troubleshooting",
    must: [["mov", "shift", "time", "temp", "pressure", "moisture", "ghost"]],
  },
  {
    q: "design bled through to the back of the shirt",
    area: "troubleshooting",
    must: [["butcher", "paper", "cardboard", "inside", "between", "protect"]],
  },
  { q: "all my words came out backwards on the shirt lol", area: "troubleshooting", must: [MIRROR] },
  {
    q: "barely any color transferred, paper still full of ink",
    area: "troubleshooting",
    must: [POLY.concat(COATED, ["temp", "heat", "time"])],
  },
  {
    q: "first wash and my shirt faded a lot",
    area: "troubleshooting",
    must: [["cotton", "blend", "polyester (content|%|percentage)", "100 ?%"]],
  },
  {
    q: "mug cracked in the mug press",
    area: "troubleshooting",
    must: [
      ["thermal shock", "cold", "sudden", "temperature change", "water", "defect", "overheat", "too hot", "pressure"],
    ],
  },
  {
    q: "ink is smearing as the paper comes out of the printer",
    area: "troubleshooting",
    must: [["side", "dry", "paper (type|setting)", "plain paper", "setting", "too much ink"]],
  },
  {
    q: "paper stuck to my shirt after pressing",
    area: "troubleshooting",
    must: [["temp", "heat", "moisture", "peel", "time"]],
  },
  {
    q: "theres a visible line where the ends meet on my tumbler",
    area: "troubleshooting",
    must: [["overlap", "seam", "bleed", "template", "extend", "gap", "wider", "size"]],
  },
  {
    q: "top of my tumbler is lighter than the bottom",
    area: "troubleshooting",
    must: [["pressure", "taper", "tight", "uneven", "wrap", "shim", "contact"]],
  },
  {
    q: "white strip at the bottom of my mug prints",
    area: "troubleshooting",
    must: [["pressure", "pad", "shim", "wrap", "contact", "gap", "size", "position"]],
  },
  {
    q: "shiny spot on my poly shirt where i pressed",
    area: "troubleshooting",
    must: [["pressure", "temp", "heat", "teflon", "cover", "protect", "pillow"]],
  },
  {
    q: "blotchy mottled look on my sublimated shirt",
    area: "troubleshooting",
    must: [["moisture", "pre[- ]?press", "pressure", "uneven", "dry"]],
  },
  {
    q: "wrinkles in my tumbler wrap left blurry spots",
    area: "troubleshooting",
    must: [["tight", "shrink", "tape", "snug", "smooth"]],
  },
  {
    q: "why did my mug come out with a brownish tint all over",
    area: "troubleshooting",
    must: [["temp", "time", "heat", "long", "hot", "scorch"]],
  },

  // ── care ──────────────────────────────────────────────────────────────
  {
    q: "are sublimated mugs dishwasher safe",
    area: "care",
    must: [["hand ?wash", "top rack", "coating", "depend", "blank", "fade"]],
  },
  {
    q: "can i put a sublimated stainless tumbler in the microwave",
    area: "care",
    lead: [NO],
    must: [["metal", "steel", "spark", "arc"]],
  },
  {
    q: "how should my customers wash their sublimation shirts",
    area: "care",
    must: [["inside[- ]out", "cold", "gentle", "mild"]],
  },
  {
    q: "is bleach ok on a sublimated shirt",
    area: "care",
    lead: [NO.concat(["avoid"])],
    must: [["fade", "damag", "colou?r", "strip", "mild", "gentle", "avoid"]],
  },
  {
    q: "will a sublimated garden flag fade outside in the sun",
    area: "care",
    lead: [YES.concat(["will fade", "fades", "over time", "eventually"])],
    must: [["uv", "ultraviolet", "sunlight", "sun exposure", "direct sun"]],
  },
  {
    q: "can you iron a sublimated shirt without ruining it",
    area: "care",
    must: [["inside[- ]out", "low", "cool", "cloth", "not directly", "avoid", "directly"]],
  },
  {
    q: "does sublimation crack or peel after a while",
    area: "care",
    lead: [NO],
    must: [["dye", "inside", "into", "part of", "fib(er|re)", "coating", "infuse"]],
  },
  { q: "what to write on a care card for my tumbler buyers", area: "care", must: [["hand ?wash"]] },
  {
    q: "outdoor sign made with sublimation, how long will it last",
    area: "care",
    must: [["uv", "ultraviolet", "sun", "fade"]],
  },

  // ── safety ───────────────────────────────────────────────────────────
  {
    q: "are the fumes from sublimation toxic, i press in my spare bedroom",
    area: "safety",
    must: [["ventilat", "airflow", "air flow", "open (a )?window", "fan", "fresh air"]],
  },
  {
    q: "is it ok to use my kitchen oven for tumblers then cook dinner in it",
    area: "safety",
    must: [["dedicated", "separate", "not (for|used for|be used for) food", "don'?t (use|cook)", "never", "food"]],
  },
  {
    q: "burned my fingers grabbing the mug out of the press, tips?",
    area: "safety",
    must: [["glove", "heat[- ]resistant", "mitt"]],
  },
  {
    q: "can my 9 yr old help me with the heat press",
    area: "safety",
    must: [["supervis", "adult", "burn", "hot", "away"]],
  },
  {
    q: "is it safe to leave the heat press on all day between orders",
    area: "safety",
    must: [["turn (it )?off", "unplug", "unattended", "switch (it )?off", "never leave", "attended"]],
  },
  {
    q: "heat press keeps tripping the breaker in my apartment",
    area: "safety",
    must: [["circuit", "amp", "outlet", "extension cord", "dedicated", "wattage"]],
  },
  {
    q: "neoprene mouse pads stink when i press them, is that bad",
    area: "safety",
    must: [["ventilat", "smell", "odou?r", "air", "fan", "window"]],
  },
  {
    q: "do i need gloves to handle sublimation ink",
    area: "safety",
    must: [["skin", "wash", "sds", "safety data", "irritat", "nitrile"]],
  },

  // ── equipment ────────────────────────────────────────────────────────
  {
    q: "clamshell or swing away press for a beginner doing shirts",
    area: "equipment",
    must: [["space", "room", "burn", "even pressure", "access", "pressure", "heat (away|off)"]],
  },
  {
    q: "is a cricut easypress good enough for sublimation or do i need a real press",
    area: "equipment",
    must: [["pressure", "even", "consistent"]],
  },
  {
    q: "is a convection oven worth it for tumblers",
    area: "equipment",
    must: [["shrink", "wrap", "multiple", "several", "batch", "at once", "more than one"]],
  },
  {
    q: "tumbler press vs convection oven which one",
    area: "equipment",
    must: [["batch", "multiple", "several", "one at a time", "faster", "at once", "shrink"]],
  },
  {
    q: "what size heat press do i need for adult shirts",
    area: "equipment",
    must: [["15 ?x ?15", "16 ?x ?20", "larger", "bigger", "\\d\\d ?(x|by) ?\\d\\d"]],
  },
  {
    q: "do i need a cricut to do sublimation",
    area: "equipment",
    lead: [NO],
    must: [["scissors", "trim", "\\bcut", "optional"]],
  },
  {
    q: "what's a heat press pillow for",
    area: "equipment",
    must: [["seam", "button", "zipper", "collar", "even", "pressure"]],
  },
  {
    q: "starter shopping list for sublimation besides the printer",
    area: "equipment",
    must: [["paper"], ["press"]],
  },
  {
    q: "what software do i need to make designs",
    area: "equipment",
    must: [
      [
        "canva",
        "photoshop",
        "inkscape",
        "design space",
        "silhouette",
        "affinity",
        "gimp",
        "illustrator",
        "procreate",
        "free",
      ],
    ],
  },
  {
    q: "mini heat press ok for small stuff like keychains",
    area: "equipment",
    must: [["pressure", "temperature", "even", "consistent"]],
  },
  {
    q: "can my flat heat press do mugs or do i need a mug press",
    area: "equipment",
    must: [["attachment", "curved", "oven", "shrink", "can'?t", "cannot", "round", "convection"]],
  },

  // ── business ─────────────────────────────────────────────────────────
  {
    q: "how much should i charge for a custom mug",
    area: "business",
    must: [["cost", "blank", "material", "ink", "labou?r", "time", "overhead"]],
  },
  {
    q: "how do i figure out what one shirt actually costs me to make",
    area: "business",
    must: [["ink", "paper", "blank"]],
  },
  {
    q: "can i sell disney character shirts on etsy if i bought the svg file",
    area: "business",
    lead: [NO],
    must: [LICENCE],
  },
  { q: "is it legal to sell tumblers with nfl team logos", area: "business", lead: [NO], must: [LICENCE] },
  {
    q: "what does 'commercial use license' on a design bundle mean",
    area: "business",
    must: [["sell", "terms", "limit", "permission"]],
  },
  {
    q: "do i have to charge sales tax at craft fairs",
    area: "business",
    must: [["state", "local", "depend", "tax (office|authority|agency)", "rules", "permit", "vary", "varies"]],
  },
  {
    q: "making shirts for a daycare, do kids clothes need special labels",
    area: "business",
    must: [["cpsia", "tracking label", "cpsc", "consumer product safety"]],
  },
  { q: "can i sell stuff with images i found on pinterest", area: "business", lead: [NO], must: [LICENCE] },
  {
    q: "do i need a business license to sell mugs at a craft fair",
    area: "business",
    must: [["local", "city", "county", "state", "depend", "vary", "varies", "check"]],
  },
  {
    q: "how do i work out ink cost per print",
    area: "business",
    must: [["\\bml\\b", "millilit", "bottle", "divide", "price of", "cost of the", "how many"]],
  },
  {
    q: "best way to ship mugs without them breaking",
    area: "business",
    must: [["bubble wrap", "box", "padding", "double", "protect", "cushion", "packing"]],
  },
  {
    q: "can i sell printed sublimation transfers to other crafters",
    area: "business",
    must: [["licen[cs]", "terms", "permission", "own design", "commercial"]],
  },
  {
    q: "where do small shops buy blanks in bulk",
    area: "business",
    must: [["wholesale", "supplier", "distributor", "case", "quantity"]],
  },
  {
    q: "is sublimation a good side hustle / can you make money",
    area: "business",
    must: [["cost", "pric", "profit", "market", "niche", "margin", "depend"]],
  },

  // ── questions the site cannot answer ─────────────────────────────────
  { q: "whats the weather gonna be in dallas saturday for my craft fair", area: "unanswerable", none: true },
  { q: "how many stitches do i cast on for a baby blanket", area: "unanswerable", none: true },
  { q: "what time does the michaels on 5th st close today", area: "unanswerable", none: true },
  {
    q: "my ex is selling my tumbler designs on facebook marketplace, should i take him to small claims in ohio",
    area: "unanswerable",
    none: true,
  },
  { q: "what emulsion remover do i use to reclaim screen printing screens", area: "unanswerable", none: true },
  { q: "best feeding schedule for a sourdough starter", area: "unanswerable", none: true },
  { q: "where is my order #48213 from my blank supplier", area: "unanswerable", none: true },
  { q: "what cure temp does plastisol ink need in my conveyor dryer", area: "unanswerable", none: true },
  { q: "who wins the super bowl this year", area: "unanswerable", none: true },
  { q: "my cars check engine light is on what does it mean", area: "unanswerable", none: true },
  { q: "which yarn weight is best for amigurumi", area: "unanswerable", none: true },
  {
    q: "my accountant says i owe back taxes on my 2023 shop income, exactly what should i file",
    area: "unanswerable",
    none: true,
  },
  { q: "how long does epoxy resin take to cure in a silicone mold", area: "unanswerable", none: true },
  { q: "how do i hoop a hat on my brother pe800 embroidery machine", area: "unanswerable", none: true },
  { q: "when is the next amazon prime day", area: "unanswerable", none: true },
  { q: "what is cricut's stock price today", area: "unanswerable", none: true },
  { q: "translate 'happy birthday grandma' into tagalog for a mug", area: "unanswerable", none: true },
  { q: "recipe for a good pumpkin bread to sell at my booth", area: "unanswerable", none: true },
];
