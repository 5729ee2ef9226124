// Questions a beginner types in the first month of sublimation, in their own
// words (lowercase, shorthand, typos), each with the facts a right answer must
// contain. A fact is a list of alternatives (case-insensitive regular
// expressions); the answer must match at least one alternative of every fact.
// `lead` facts must be in the answer's first sentence; `not` facts must be absent.
// Questions with `none: true` are outside what the site knows: the honest
// "no answer" is the only right result.

export interface EvalQuestion {
  q: string;
  area: string;
  must?: string[][];
  lead?: string[][];
  not?: string[][];
  none?: true;
}

/** A plain no in the first sentence. */
const NO = ["\\bno\\b", "\\bnot\\b", "n't\\b", "cannot", "only (on|with|as|if)"];
const POLY = ["polyester", "\\bpoly\\b"];
const LIGHT = ["white", "light"];
const COATED = ["coat", "sublimation[- ]ready", "sublimation blank"];
const F400 = ["400"];
const MAKER = ["maker", "manufacturer", "instructions", "blank'?s sheet", "supplier"];

export const q = (area: string, text: string, must: string[][], extra: Partial<EvalQuestion> = {}): EvalQuestion => ({
  q: text,
  area,
  must,
  ...extra,
});
export const none = (text: string): EvalQuestion => ({ q: text, area: "unanswerable", none: true });

export const EVAL_QUESTIONS: EvalQuestion[] = [
  // --- blanks, fabrics and colours -------------------------------------------------
  q("blanks", "can i sublimate on cotton", [POLY], { lead: [NO] }),
  q("blanks", "can you sublimate on a 100 cotton tee", [POLY], { lead: [NO] }),
  q("blanks", "does sublimation work on cottn shirts", [POLY], { lead: [NO] }),
  q("blanks", "why wont sublimation stick to cotton", [POLY], {}),
  q("blanks", "can i sublimate on a black shirt", [LIGHT], { lead: [NO] }),
  q("blanks", "sublimation on dark shirts possible?", [LIGHT], { lead: [NO] }),
  q("blanks", "how do i sublimate on a navy blue tee", [LIGHT]),
  q("blanks", "can i sub on a red poly shirt", [LIGHT, ["dye", "ink", "colou?r", "mix", "tint", "transparent"]]),
  q("blanks", "does sublimation work on 50/50 shirts", [
    ["blend", "50"],
    ["vintage", "faded", "lighter", "less vibrant", "muted", "dull", "soft"],
  ]),
  q("blanks", "will a 65/35 poly cotton blend work", [
    ["blend", "cotton"],
    ["vintage", "faded", "lighter", "less vibrant", "muted", "dull", "soft"],
  ]),
  q("blanks", "tri blend tee sublimation ok", [
    ["blend"],
    ["vintage", "faded", "lighter", "less vibrant", "muted", "dull", "soft"],
  ]),
  q("blanks", "what percent polyester does a shirt need for sublimation", [["100", "65", "80", "high"], POLY]),
  q("blanks", "best shirts for sublimation", [POLY, LIGHT]),
  q("blanks", "can i sublimate on glass", [COATED]),
  q("blanks", "can i sublimate a regular glass from the dollar store", [COATED], { lead: [NO] }),
  q("blanks", "can you sublimate on wood", [COATED.concat(["hardboard", "mdf", "polyester"])]),
  q("blanks", "sublimate onto plain pine board", [COATED.concat(["hardboard", "mdf"])], { lead: [NO] }),
  q("blanks", "can i sublimate on metal", [COATED.concat(["alumin"])]),
  q("blanks", "can i sublimate on a plain stainless steel cup", [COATED], { lead: [NO] }),
  q("blanks", "can i sublimate on any ceramic mug", [COATED], { lead: [NO] }),
  q("blanks", "sublimation on a mug from walmart that isnt a sub mug", [COATED]),
  q("blanks", "can i sublimate on plastic", [["polymer", ...COATED]]),
  q("blanks", "can i sublimate on a canvas tote bag", [POLY]),
  q("blanks", "sublimation on canvas cotton canvas", [POLY]),
  q("blanks", "can i sublimate a hoodie", [POLY]),
  q("blanks", "can i sublimate on ceramic tiles from home depot", [COATED]),
  q("blanks", "what is a sublimation blank", [["coat", "polyester"]]),
  q("blanks", "can you sublimate on a yeti tumbler", [COATED]),
  q("blanks", "what can i sublimate on as a beginner", [POLY, ["mug", "coat"]]),
  q("blanks", "can i sublimate on grey shirts", [LIGHT]),
  q("blanks", "sublimate on colored shirt will the colors show", [LIGHT]),
  q("blanks", "can i sublimate on a white cotton shirt if i use a spray", [POLY, ["coat", "spray", "wash", "fade"]]),

  // --- printers ------------------------------------------------------------------------
  q("printers", "what printer do i need for sublimation", [["epson", "sawgrass"]]),
  q("printers", "can i use any inkjet for sublimation", [["piezo", "epson"]], { lead: [NO] }),
  q("printers", "can a laser printer do sublimation", [["inkjet", "piezo"]], { lead: [NO] }),
  q("printers", "ecotank or sawgrass for a beginner", [["ecotank"], ["sawgrass"]]),
  q("printers", "sawgrass vs epson", [["sawgrass"], ["epson", "ecotank"]]),
  q("printers", "how do i convert my ecotank to sublimation", [["new", "never", "unused", "fresh"], ["ink"]]),
  q("printers", "ecotank conversion steps", [["new", "never", "unused", "fresh"], ["ink"]]),
  q("printers", "can i convert my hp printer to sublimation", [["thermal", "piezo"]], { lead: [NO] }),
  q("printers", "canon printer for sublimation?", [["thermal", "piezo"]]),
  q("printers", "is sawgrass worth the money", [["warranty", "ink", "profile", "support"]]),
  q("printers", "does converting an ecotank void the warranty", [["warranty"], ["void", "lose", "no longer"]]),
  q("printers", "cheapest printer for sublimation", [["ecotank", "et-28", "et 28"]]),
  q("printers", "epson f170 vs converted ecotank", [["f170"], ["ecotank"]]),
  q(
    "printers",
    "can i put sublimation ink in my printer that already has regular ink",
    [["new", "never", "unused", "fresh", "contaminat"]],
    { lead: [NO] },
  ),
  q("printers", "do i need a special printer for sublimation", [["epson", "sawgrass", "piezo"]]),
  q("printers", "what sublimation ink should i buy for an ecotank", [
    ["hiipoo", "printers jack", "cosmos", "sublimation ink"],
  ]),
  q(
    "printers",
    "can i switch my printer back to normal ink after sublimation",
    [["dedicated", "new", "contaminat", "flush"]],
    { lead: [NO] },
  ),
  q("printers", "how often should i print so my sub printer doesnt clog", [["week", "day", "regular"]]),
  q("printers", "my printer keeps clogging", [["nozzle check", "head clean", "cleaning"]]),
  q("printers", "what size printer for big prints 13x19", [["et-15000", "15000", "f570", "wide", "large"]]),

  // --- workflow: design, printing, paper, protection, tape, storage ---------------------
  q("workflow", "do i need to mirror my design", [["mirror"]], { lead: [["yes", "mirror"]] }),
  q("workflow", "do you mirror for sublimation on mugs", [["mirror"]]),
  q("workflow", "what dpi for sublimation", [["300"]]),
  q("workflow", "what resolution should my sub designs be", [["300"]]),
  q("workflow", "my design looks pixelated after pressing", [["300", "resolution", "dpi"]]),
  q("workflow", "what file type is best for sublimation designs", [["png"]]),
  q("workflow", "rgb or cmyk for sublimation", [["rgb"]]),
  q("workflow", "which side of the sublimation paper do i print on", [["bright", "white", "coated", "printable"]]),
  q("workflow", "what paper do i use for sublimation", [["sublimation paper"], ["gsm", "tacky", "a-sub", "texprint"]]),
  q("workflow", "can i use regular copy paper for sublimation", [["sublimation paper", "coat"]], { lead: [NO] }),
  q("workflow", "what is tacky sublimation paper", [
    ["apparel", "shirt", "fabric", "garment"],
    ["ghost", "shift", "stick", "move"],
  ]),
  q("workflow", "do i need butcher paper", [["protect", "platen", "excess", "absorb", "blowout"]]),
  q("workflow", "can i use parchment paper instead of butcher paper", [
    ["uncoated", "coated", "wax", "silicone", "absorb"],
  ]),
  q("workflow", "teflon sheet or butcher paper for sublimation", [["teflon", "ptfe"], ["butcher"]]),
  q("workflow", "what tape do i use for sublimation", [["heat[- ]resistant", "polyimide", "kapton", "thermal tape"]]),
  q("workflow", "can i use scotch tape to hold the transfer", [["heat[- ]resistant", "polyimide", "kapton"]], {
    lead: [NO],
  }),
  q("workflow", "what is a pressing pillow for", [["seam", "zip", "even", "collar", "button", "press marks", "thick"]]),
  q("workflow", "should i pre press my shirt", [
    ["moisture", "wrinkle"],
    ["\\d+\\s*(-|to)?\\s*\\d*\\s*(s|sec)", "seconds"],
  ]),
  q("workflow", "how do i store sublimation paper", [["seal", "bag", "dry", "humid"]]),
  q("workflow", "can i print my sub transfers days before pressing", [["seal", "bag", "dry", "humid"]]),
  q("workflow", "why lint roll before sublimation", [
    ["lint", "dust", "fib(re|er)s?"],
    ["speck", "spot", "blue"],
  ]),
  q("workflow", "what printer settings do i use for sublimation", [
    ["mirror"],
    ["paper type", "quality", "icc", "profile"],
  ]),
  q("workflow", "what is an icc profile", [["colou?r"], ["printer", "ink", "paper"]]),
  q("workflow", "how do i get my colours to match my screen", [["icc", "profile"]]),
  q("workflow", "how to sublimate a tshirt step by step", [
    ["lint", "pre-?press"],
    ["tape", "butcher", "protect"],
    F400,
  ]),
  q("workflow", "how do i sublimate a mug", [["mirror", "tape", "wrap"], ["min"]]),
  q("workflow", "should i peel the paper hot or cold", [["hot", "straight", "immediately", "right away", "quickly"]]),
  q("workflow", "how do i wash a sublimated shirt", [["inside out", "cold", "low", "gentle"]]),
  q("workflow", "how to sublimate a tumbler with shrink wrap", [["shrink"], ["oven", "convection"]]),
  q("workflow", "how do i sublimate all over print shirt", [["all-over", "all over", "large", "bleed"]]),
  q("workflow", "what is bleed in a sublimation design", [["bleed"], ["edge", "beyond", "larger", "past"]]),
  q("workflow", "how to sublimate on slate", [F400, ["8"]]),
  q("workflow", "how do i make a sublimation photo panel", [["hardboard", "alumin", "chromaluxe", "panel"]]),

  // --- press settings ----------------------------------------------------------------
  q("settings", "what temp for sublimation shirts", [
    ["400", "204"],
    ["30", "35", "40"],
  ]),
  q("settings", "poly tee temp and time", [
    ["400", "204"],
    ["30", "35", "40"],
  ]),
  q("settings", "sublimation temprature for polyester", [
    ["400", "204"],
    ["30", "35", "40"],
  ]),
  q("settings", "how long do i press a sublimation shirt", [
    ["30", "35", "40"],
    ["s\\b", "sec"],
  ]),
  q("settings", "performance shirt sub settings", [F400, ["30", "35", "40"]]),
  q("settings", "how long to press a mug in a mug press", [F400, ["3\\.5", "4", "5", "6"], ["min"]]),
  q("settings", "15oz mug time", [["4", "6"], ["min"]]),
  q("settings", "11 oz mug sublimation settings", [F400, ["3\\.5", "5"], ["min"]]),
  q("settings", "tumbler temp", [["380", "400", "420"]]),
  q("settings", "what temp for a 20oz skinny tumbler in tumbler press", [["380", "400", "420"]]),
  q("settings", "glass mug settings", [["8"], ["min"]]),
  q("settings", "frosted glass can press time", [["8"], ["min"]]),
  q("settings", "slate temp and time", [F400, ["8"]]),
  q("settings", "ceramic tile how long", [["4"], ["min"]]),
  q("settings", "how long for a big 8x10 tile", [["12"], ["min"]]),
  q("settings", "aluminum sign press time", [
    ["30", "60", "120"],
    ["s\\b", "sec"],
  ]),
  q("settings", "settings for aluminium photo insert", [F400, ["30"]]),
  q("settings", "hardboard sublimation settings", [MAKER]),
  q("settings", "mouse pad temp", [MAKER]),
  q("settings", "sub hat settings", [["380", "400"]]),
  q("settings", "ceramic coaster temp and time", [F400, ["4"]]),
  q("settings", "ceramic ornament press settings", [F400, ["4", "8"]]),
  q("settings", "tote bag temp", [F400, ["45", "60"]]),
  q("settings", "pillow case sublimation time and temp", [F400, ["45", "60"]]),
  q("settings", "how much pressure for sublimation shirts", [["medium"]]),
  q("settings", "what pressure for mugs", [["medium-heavy", "medium heavy", "firm", "heavy"]]),
  q("settings", "at what temperature does sublimation ink turn to gas", [["350", "380", "400"]]),
  q("settings", "mugs in the oven with silicone wraps how long", [["12", "15"], ["min"]]),
  q("settings", "polymer mug pressure", [["light", "low"]]),
  q("settings", "sublimation temp in celcius", [["204", "193", "215"]]),
  q("settings", "can i use an iron for sublimation", [["even", "pressure", "heat press", "temperature"]], {
    lead: [NO],
  }),
  q("settings", "mug press or flat heat press for mugs", [["mug press"]]),
  q("settings", "license plate sublimation settings", [MAKER.concat(["30", "60"])]),
  q("settings", "puzzle press time", [MAKER]),

  // --- troubleshooting ------------------------------------------------------------------
  q("trouble", "why is my sublimation ghosting", [
    ["tape", "tacky"],
    ["mov", "shift"],
  ]),
  q("trouble", "double image on my shirt", [
    ["tape", "tacky"],
    ["mov", "shift"],
  ]),
  q("trouble", "shadow around my design after pressing", [
    ["tape", "tacky"],
    ["mov", "shift"],
  ]),
  q("trouble", "my colors came out faded", [["polyester", "time", "icc", "profile"]]),
  q("trouble", "print looks dull and washed out", [["polyester", "time", "icc", "profile"]]),
  q("trouble", "sublimation blurry edges", [["humid", "moist", "dry", "cool"]]),
  q("trouble", "why is my print bleeding on the mug", [["cool", "humid", "moist", "dry"]]),
  q("trouble", "my mug turned yellow", [["overheat", "too long", "time", "temperature"]]),
  q("trouble", "white parts of my mug are yellowish", [["overheat", "too long", "time", "temperature"]]),
  q("trouble", "lines in my prints", [["nozzle"], ["clean", "align"]]),
  q("trouble", "banding on sublimation prints", [["nozzle"], ["clean", "align"]]),
  q("trouble", "blue dots on my white shirt", [["lint"]]),
  q("trouble", "burn marks on shirt after pressing", [["temperature", "too hot", "pyrometer", "time"]]),
  q("trouble", "brown scorch mark on white poly shirt", [["temperature", "too hot", "pyrometer", "time"]]),
  q("trouble", "what causes blowouts in sublimation", [["moist", "pressure", "time"]]),
  q("trouble", "text came out backwards", [["mirror"]]),
  q("trouble", "my words are reversed on the shirt", [["mirror"]]),
  q("trouble", "red comes out orange", [["icc", "profile"]]),
  q("trouble", "colours are off compared to my screen", [["icc", "profile"]]),
  q("trouble", "paper stuck to my mug", [["temperature", "moist", "pressure", "coat", "time"]]),
  q("trouble", "mug design faded after dishwasher", [["hand[- ]wash", "dishwasher[- ]safe", "coating"]]),
  q("trouble", "sublimation uneven and patchy", [["pressure", "pad", "platen", "even"]]),
  q("trouble", "printer not printing yellow", [["nozzle", "clog", "head clean", "cleaning"]]),
  q("trouble", "box lines on my shirt", [["pillow", "pad", "pre-?press", "foam"]]),
  q("trouble", "shiny square outline on my tee after the press", [["pillow", "pad", "pre-?press", "foam"]]),

  // --- safety ----------------------------------------------------------------------------
  q("safety", "do i need ventilation for sublimation", [["ventilat", "fume", "air", "window", "fan"]]),
  q("safety", "is sublimation ink toxic", [["safety data", "sds", "ventilat", "fume", "glove"]]),
  q("safety", "is it safe to use my kitchen oven for sublimation mugs", [["dedicated", "separate", "food"]]),
  q("safety", "heat press safety with kids around", [["child", "kid", "pets", "unattended", "reach"]]),
  q("safety", "what gloves for hot mugs", [["heat[- ]resistant", "glove"]]),
  q("safety", "heat press smells when i press", [["ventilat", "window", "fan", "fume"]]),
  q("safety", "can i leave my heat press on when im not there", [["unattended", "off", "never", "switch"]]),
  q("safety", "do i need a mask for sublimation", [["ventilat", "fume", "respirat", "mask"]]),

  // --- methods compared -------------------------------------------------------------------
  q("methods", "sublimation vs htv", [
    ["vinyl", "htv"],
    ["polyester", "feel", "layer", "cotton", "fib(re|er)"],
  ]),
  q("methods", "whats the difference between sublimation and heat transfer vinyl", [
    ["vinyl", "htv"],
    ["polyester", "feel", "layer", "cotton", "fib(re|er)"],
  ]),
  q("methods", "sublimation vs dtf", [["dtf"], ["cotton", "dark", "film"]]),
  q("methods", "dtg or sublimation", [["dtg"], ["cotton"]]),
  q("methods", "screen printing vs sublimation", [
    ["screen"],
    ["volume", "bulk", "run", "setup", "screens", "large orders", "many"],
  ]),
  q("methods", "infusible ink vs sublimation", [["infusible"], ["cricut", "sheet", "sublimation"]]),
  q("methods", "sub or htv for cotton shirts", [["htv", "vinyl", "dtf"], ["cotton"]]),
  q("methods", "is dtf better than sublimation", [["dtf"], ["polyester", "light", "cotton"]]),
  q("methods", "sublimation vs iron on transfer paper", [["transfer paper", "iron-on", "film", "layer", "on top"]]),
  q("methods", "what is sublimation", [["gas"], POLY]),
  q("methods", "how does sublimation actually work", [["gas"], POLY]),

  // --- buying -------------------------------------------------------------------------------
  q("buying", "where do i buy sublimation blanks", [["johnson", "coastal", "cond[eé]", "unisub", "vapor", "supplier"]]),
  q("buying", "how do i know if a blank is sublimation ready", [COATED]),
  q("buying", "are cheap sublimation blanks off amazon ok", [["coat", "quality", "test"]]),
  q("buying", "what do i need to start sublimation", [["printer"], ["paper"], ["press", "heat"], ["ink"]]),
  q("buying", "beginner sublimation supply list", [["printer"], ["paper"], ["press", "heat"]]),
  q("buying", "how much does it cost to get started with sublimation", [["\\$\\s?\\d"], ["printer", "press"]]),
  q("buying", "what heat press should i buy", [["clamshell", "swing", "draw", "15"]]),
  q("buying", "mug press or heat press first", [["flat", "shirt"], ["mug press"]]),
  q("buying", "what size heat press for tshirts", [["15", "16"]]),
  q("buying", "is the cricut mug press good for sublimation", [["mug press"], ["11", "15", "straight", "cricut"]]),
  q("buying", "which sublimation paper brand is good", [["a-sub", "texprint", "gsm", "tacky"]]),

  // --- pricing and selling ------------------------------------------------------------------
  q("pricing", "how much should i charge for a sublimated mug", [
    ["cost"],
    ["markup", "margin", "labou?r", "time", "\\$"],
  ]),
  q("pricing", "how to price sublimation shirts", [["cost"], ["labou?r", "time", "margin", "markup"]]),
  q("pricing", "how much ink does one sublimation print use", [["cent", "\\$", "ml"]]),
  q("pricing", "how to work out cost per tumbler", [["blank"], ["ink", "paper"]]),
  q("pricing", "can i sell disney designs on shirts", [["licen", "copyright", "trademark", "permission"]]),
  q("pricing", "do i need a business license to sell sublimation", [["licen", "tax", "permit", "regist"]]),
  q("pricing", "where can i sell my sublimation stuff", [["etsy", "market", "fair", "online", "shop"]]),
  q("pricing", "tips for selling at a craft fair", [["display", "sample", "card", "payment", "stock"]]),
  q("pricing", "is sublimation profitable", [["cost", "margin", "price", "profit"]]),
  q("pricing", "how to start a sublimation business", [["price", "cost", "licen", "tax", "product"]]),
  q("pricing", "selling sublimation on etsy tips", [["photo", "listing", "etsy", "shipping", "fees"]]),

  // --- checking equipment ---------------------------------------------------------------------
  q("checks", "how do i check my heat press temperature is accurate", [["pyrometer", "thermometer", "strip", "probe"]]),
  q("checks", "heat press not heating evenly", [["pyrometer", "probe", "strip", "cold spot", "test", "thermometer"]]),
  q("checks", "how to test the pressure on my heat press", [["pressure"], ["paper", "test", "corner", "even"]]),
  q("checks", "my press says 400 but shirts scorch", [["pyrometer", "calibrat", "thermometer", "strip", "actual"]]),
  q("checks", "can i use an infrared thermometer on my heat press", [
    ["shiny", "infrared", "\\bir\\b", "emissiv", "contact", "probe", "tape"],
  ]),
  q("checks", "how do i clean my heat press platen", [["clean", "platen", "cool"]]),
  q("checks", "how to do a nozzle check", [["nozzle check"]]),
  q("checks", "how to calibrate heat press", [["pyrometer", "probe", "thermometer", "strip"]]),

  // --- what the site cannot answer ---------------------------------------------------------------
  none("what time does michaels close today"),
  none("is the hobby lobby on main street open on sunday"),
  none("should i buy tesla stock"),
  none("how do i knit a scarf"),
  none("best pizza near me"),
  none("whats the weather tomorrow"),
  none("how many calories in a bagel"),
  none("how do i fix my car brakes"),
  none("who won the super bowl last year"),
  none("what is the capital of australia"),
  none("how to crochet a granny square"),
  none("bitcoin price prediction next month"),
  none("how do i potty train a puppy"),
  none("when will amazon deliver my order"),
  none("how to make a sourdough starter"),
  none("translate good morning into japanese"),
  none("how do i fix a leaking kitchen faucet"),
  none("what is the phone number of my local craft store"),
];
