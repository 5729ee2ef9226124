// Quick answers: the questions a beginner asks in the first month, each with the
// ways people type it, a short answer whose first sentence answers it, the
// guides, settings rows, troubleshooting entries and materials it rests on, and
// its sources. Figures without a trade or manufacturer source say so.
import type { z } from "zod";
import * as S from "./answer-sources";
import type { quickAnswerSchema } from "./schema";

type QuickAnswerInput = z.input<typeof quickAnswerSchema>;

export const answers: QuickAnswerInput[] = [
  // ------------------------------------------------------ blanks and materials
  {
    id: "can-i-sublimate-on-cotton",
    question: "Can I sublimate on cotton?",
    phrasings: [
      "can you sublimate on cotton",
      "sublimation on cotton shirt",
      "does sublimation work on 100 cotton",
      "cotton tee sublimation",
      "can i sub on cotton",
      "sublimaton on cotton",
      "why did my sublimation wash out of cotton",
    ],
    answer:
      "No: sublimation dye only bonds with polyester or a polymer coating, so on 100% cotton the print comes out faint and washes out. The dye turns to gas at about 350-400 °F (177-204 °C) and enters polyester fibres; cotton fibres have nothing for it to bond with. For a cotton shirt, use a different method: **heat transfer vinyl (HTV)**, **DTF transfers**, or a sublimation-ready transfer material such as Siser EasySubli, printed with sublimation ink and pressed onto the cotton like vinyl. If you want true sublimation, choose a 100% polyester or a high-polyester shirt instead.",
    topic: "blanks-and-materials",
    guides: ["sublimating-on-cotton-and-dark-fabrics", "how-sublimation-works"],
    materials: ["cotton"],
    sources: [S.AE_2019, S.SGIA_PAPER, S.HEATPRESSNATION_POLY, S.SISER_EASYSUBLI, S.CFSUB],
  },
  {
    id: "can-i-sublimate-on-dark-shirts",
    question: "Can I sublimate on a black or dark shirt?",
    phrasings: [
      "can you sublimate on black shirts",
      "sublimation on dark colored shirt",
      "sublimate on navy polyester tee",
      "why is my sublimation invisible on black shirt",
      "sub on dark poly shirt",
      "sublimation black shirt white ink",
    ],
    answer:
      "Not directly: sublimation inks are transparent and there is no white ink, so on black or dark fabric the design barely shows. The dye tints the fibres the way a marker tints paper, so the garment's colour always shows through; white areas of a design print as the shirt colour. Use white or light polyester for full colour, and for dark shirts use a **white sublimation-ready transfer sheet or EasySubli-type material**, **DTF**, **HTV**, or a bleached design on a polyester shirt (a different technique with less control).",
    topic: "blanks-and-materials",
    guides: ["sublimating-on-cotton-and-dark-fabrics", "sublimating-polyester-shirts"],
    materials: ["polyester-dark"],
    sources: [S.AE_FUNDAMENTALS, S.PRINTWEAR_TSHIRTS, S.SISER_EASYSUBLI],
  },
  {
    id: "what-percent-polyester-for-sublimation",
    question: "What percentage of polyester does a shirt need for sublimation?",
    phrasings: [
      "what percent polyester for sublimation",
      "how much polyester do you need to sublimate",
      "minimum polyester percentage sublimation",
      "can i sublimate on 65 polyester",
      "is 50 poly enough for sublimation",
      "polyster percentage for sublimation shirts",
    ],
    answer:
      "For full, bright colour use 100% polyester; the more cotton in the blend, the paler and more faded the print. Only the polyester fibres take the dye, so a 65/35 poly/cotton gives a lighter print and a 50/50 a clearly faded, \"vintage\" look that fades further with washing. Many decorators treat about 65% polyester as the practical minimum for a sellable print and 50% as a deliberate vintage effect; no manufacturer publishes a fixed cut-off, so test a garment first. A&E and Johnson Plastics Plus both stress 100% polyester for full-colour results.",
    topic: "blanks-and-materials",
    guides: ["polyester-blends-and-vintage-look", "sublimating-polyester-shirts"],
    settings: ["poly-blend-shirt", "polyester-shirt"],
    materials: ["poly-cotton-blend-65-35", "poly-cotton-blend-50-50"],
    sources: [S.AE_2019, S.GP_POLYESTER, S.HEATPRESSNATION_POLY],
  },
  {
    id: "can-i-sublimate-on-glass",
    question: "Can I sublimate on glass?",
    phrasings: [
      "can you sublimate on glass",
      "sublimation on plain glass cup",
      "sublimate on dollar store glass",
      "glass can sublimation",
      "sub on glass jar",
      "sublimation on libbey glass",
    ],
    answer:
      "Only on glass made for sublimation: plain glass has no polymer coating, so the dye has nothing to bond with and wipes or washes off. Sublimation glass mugs, glass cans, cutting boards and photo glass carry a clear or frosted coating (or a coated white backing) that takes the dye. Press glass mugs for about 8 min at 400 °F (204 °C) in a mug press, and glass boards and plaques for 4-8 min. Never cool hot glass in water: it can crack. For uncoated glass, use permanent adhesive vinyl, UV DTF decals, or etching instead.",
    topic: "blanks-and-materials",
    guides: ["sublimating-glass"],
    settings: ["glass-mug", "glass-cutting-board"],
    materials: ["glass-plain", "glass-coated"],
    sources: [S.AE_GLASS, S.AE_2019, S.SUBLI_INSTR_MUGS, S.SUBLIMATION_NATION],
  },
  {
    id: "what-is-a-sublimation-blank",
    question: "What does \"sublimation blank\" mean?",
    phrasings: [
      "what is a sublimation blank",
      "what does sublimation ready mean",
      "sublimation blanks meaning",
      "what are sub blanks",
      "difference between a blank and a sublimation blank",
      "what is a coated blank",
    ],
    answer:
      "A sublimation blank is an item made to take sublimation dye: either 100% polyester fabric or a hard item (mug, tumbler, metal panel, hardboard, slate, tile) coated with a polyester-type polymer. The coating is what the dye bonds with, so an ordinary mug or steel tumbler of the same shape will not work. Suppliers sell them as \"sublimation blanks\" or \"sublimation-ready\", usually white or light on the printed face. Buy from a sublimation supplier such as Johnson Plastics Plus, Condé or Coastal Business Supplies, and keep the press instructions that come with each blank.",
    topic: "buying",
    guides: ["getting-started-with-sublimation", "how-sublimation-works", "sublimation-glossary"],
    sources: [S.SGIA_PAPER, S.EXPERTS123_COATED, S.UNISUB_GLOSSARY, S.JPP_CATALOG, S.CONDE_BLANKS],
  },
  // ------------------------------------------------------------------ printers
  {
    id: "can-i-use-any-inkjet-printer",
    question: "Can I use any inkjet printer for sublimation?",
    phrasings: [
      "can i use my regular printer for sublimation",
      "can any printer do sublimation",
      "hp printer sublimation",
      "canon printer for sublimation",
      "can i put sublimation ink in my hp",
      "sublimaton printer which one",
      "do i need a special printer for sublimation",
    ],
    answer:
      "No: you need a printer with a piezo print head (Epson, Sawgrass, Epson SureColor F-series) filled with sublimation ink; HP and most Canon inkjets use thermal heads that boil the ink and do not work with it. Piezo heads push ink out mechanically without heating it, which sublimation ink needs. The usual choices are a purpose-built Sawgrass (SG500/SG1000) or Epson SureColor F170, or a new Epson EcoTank converted with sublimation ink. A printer that has already had regular ink in it should not be converted: the old ink contaminates the prints.",
    topic: "printers",
    guides: ["choosing-a-sublimation-printer", "converting-an-epson-ecotank"],
    sources: [S.ALDER_PIEZO, S.EDIBLE_INKS_PIEZO, S.SAWGRASS_WARRANTY, S.EPSON_SURECOLOR_F],
  },
  {
    id: "sawgrass-vs-converted-epson",
    question: "Should I buy a Sawgrass or convert an Epson EcoTank?",
    phrasings: [
      "sawgrass vs ecotank",
      "sawgrass or converted epson",
      "is sawgrass worth it",
      "sg500 vs ecotank conversion",
      "sawgrass vs epson for beginners",
      "ecotank or sawgrass which is better",
    ],
    answer:
      "A Sawgrass costs more up front but comes with a two-year warranty, its own ink and colour management; a converted EcoTank is cheaper to buy and run but voids Epson's warranty and leaves colour setup to you. The Sawgrass SG500/SG1000 warranty requires genuine Sawgrass ink and the printer left switched on so its automatic maintenance runs. A converted EcoTank needs third-party sublimation ink and an ICC profile from the ink maker to get the colours right, and Epson does not cover damage from non-Epson ink. Choose Sawgrass for support and predictable colour, an EcoTank for a low-cost start.",
    topic: "printers",
    guides: ["choosing-a-sublimation-printer", "converting-an-epson-ecotank", "icc-profiles-and-color-management"],
    sources: [S.SAWGRASS_WARRANTY, S.SAWGRASS_MAINTENANCE, S.EPSON_M1100_MANUAL, S.AWPAPER_ICC],
  },
  // ------------------------------------------------------------------ workflow
  {
    id: "do-i-mirror-sublimation-prints",
    question: "Do I need to mirror my sublimation print?",
    phrasings: [
      "do you mirror sublimation",
      "mirror image sublimation",
      "should i flip my design for sublimation",
      "do i mirror for mugs",
      "sublimation print backwards or not",
      "mirrior sublimation print",
    ],
    answer:
      "Yes: mirror (flip horizontally) every sublimation print, because the paper is laid face down on the blank and the image comes out reversed. Text is where a forgotten mirror shows first. Turn on \"mirror image\" in the printer driver or the design program, not both, or the two flips cancel out. The only exceptions are designs with no text that look the same either way, and blanks that print through the back such as some glass and acrylic photo pieces, where the maker's sheet tells you whether to mirror.",
    topic: "workflow",
    guides: ["printer-settings-for-sublimation", "designing-artwork-for-sublimation"],
    sources: [S.ORDANT_MIRROR, S.PRINTWEAR_TSHIRTS],
  },
  // ------------------------------------------------------------------ pressing
  {
    id: "polyester-shirt-time-and-temperature",
    question: "What time and temperature do I use for a polyester shirt?",
    phrasings: [
      "sublimation shirt temp and time",
      "what temp for sublimation tee",
      "how long to press sublimation shirt",
      "poly shirt sublimation settings",
      "heat press settings for sublimation t shirt",
      "sublimation temperture for polyster shirt",
    ],
    answer:
      "Press a 100% polyester shirt at 400 °F (204 °C) for about 30-40 s with medium pressure. A&E reports 400 °F for 30 s and Sign Warehouse 35-40 s; longer times (45-60 s) risk box marks, bleed-through and discoloured fabric, so if colours fade, shorten the time rather than adding heat. Lint-roll and pre-press the shirt for 3-5 s, put paper inside to stop the dye passing to the back, tape the transfer or use tacky paper, and lift it straight off.",
    topic: "pressing",
    guides: ["sublimating-polyester-shirts"],
    settings: ["polyester-shirt", "polyester-performance-shirt"],
    troubleshooting: ["press-marks", "ghosting"],
    materials: ["polyester-white"],
    sources: [S.AE_2019, S.SIGNWAREHOUSE, S.SUBLISHOP_PRESS_MARKS, S.GP_BLUE_SPECKS],
  },
  {
    id: "mug-time-and-temperature",
    question: "What time and temperature do I use for a sublimation mug?",
    phrasings: [
      "mug press time and temp",
      "how long to press a sublimation mug",
      "11oz mug sublimation settings",
      "15 oz mug sublimation time",
      "sublimation mug temperture",
      "mug temp sub",
    ],
    answer:
      "In a mug press, an 11 oz ceramic mug takes 400 °F (204 °C) for about 3.5-5 min and a 15 oz mug 4-6 min, at medium-heavy pressure. The shorter times are for US-made mugs and the longer for other mugs, because coatings differ; the mug supplier's sheet wins over any chart. Tape the trimmed transfer tight, wrap the whole mug in plain paper so unprinted coating does not yellow, and cool it with a fan rather than water. In an oven with a silicone wrap, allow about 12-15 min.",
    topic: "pressing",
    guides: ["mugs-with-a-mug-press", "mugs-in-an-oven-with-wraps"],
    settings: ["mug-11oz-press", "mug-15oz-press", "mug-oven-silicone-wrap"],
    troubleshooting: ["yellowing"],
    materials: ["ceramic-coated"],
    sources: [S.SUBLI_INSTR_MUGS, S.GP_MUG_OVENS, S.GP_CONSTANT_TEMP, S.AE_2020],
  },
];
