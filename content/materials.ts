// "Can I sublimate on …?": a material in a colour, the verdict, why, what to use
// instead, and the settings-chart rows when it works. Sublimation dye bonds only
// with polyester or a polyester-type polymer coating, and it is transparent, so
// the verdicts follow from fibre content, coating and colour.
import type { z } from "zod";
import * as S from "./answer-sources";
import type { materialSchema } from "./schema";

type MaterialInput = z.input<typeof materialSchema>;

export const materials: MaterialInput[] = [
  // ------------------------------------------------------------------ fabrics
  {
    id: "polyester-white",
    material: "Polyester fabric",
    colour: "white-or-light",
    aliases: ["poly", "polyester shirt", "poly tee", "100 polyester", "performance shirt", "polyester fabric", "white shirt"],
    verdict: "yes",
    explanation:
      "Yes: white or light 100% polyester is the ideal sublimation fabric. The dye turns to gas under heat and bonds inside the polyester fibres, so the print is permanent, soft to the touch and does not crack. Light colours tint the design, so white gives the truest colours.",
    instead: null,
    settings: ["polyester-shirt", "polyester-performance-shirt", "polyester-tote-bag", "pillow-cover"],
    sources: [S.AE_2019, S.SIGNWAREHOUSE, S.HEATPRESSNATION_POLY],
  },
  {
    id: "polyester-dark",
    material: "Polyester fabric",
    colour: "dark",
    aliases: ["black poly shirt", "dark polyester", "navy polyester", "black tee", "colored polyester"],
    verdict: "no",
    explanation:
      "No, not directly: sublimation ink is transparent and has no white, so on black or dark polyester the design hardly shows. The fabric colour always shows through the dye, and white parts of a design come out as the shirt colour.",
    instead:
      "Use a white sublimation-ready transfer material (EasySubli-type) pressed onto the dark shirt, DTF transfers or HTV; or choose a white or light polyester shirt.",
    sources: [S.AE_FUNDAMENTALS, S.PRINTWEAR_TSHIRTS, S.SISER_EASYSUBLI],
  },
  {
    id: "cotton",
    material: "Cotton",
    colour: "any",
    aliases: ["cotton shirt", "cotton tee", "100 cotton", "cotton fabric", "cotton hoodie"],
    verdict: "no",
    explanation:
      "No: sublimation does not work on 100% cotton. The dye bonds only with polyester or a polymer coating; on cotton it sits on the surface, looks faint and washes out.",
    instead:
      "Use HTV, DTF transfers, or a sublimation-ready transfer material such as Siser EasySubli printed with sublimation ink and pressed like vinyl; or switch to a 100% polyester blank.",
    sources: [S.AE_2019, S.SGIA_PAPER, S.HEATPRESSNATION_POLY, S.SISER_EASYSUBLI],
  },
  {
    id: "poly-cotton-blend-65-35",
    material: "Poly/cotton blend 65/35",
    colour: "white-or-light",
    aliases: ["65/35", "65 35 blend", "65 polyester", "poly blend", "blend shirt"],
    verdict: "yes",
    explanation:
      "Yes, with a lighter result: a white or light 65/35 poly/cotton blend sublimates, but only the 65% polyester takes the dye, so colours are softer than on 100% polyester and fade somewhat with washing. Test a garment and tell customers to expect a slightly muted look.",
    instead: null,
    settings: ["poly-blend-shirt"],
    sources: [S.GP_POLYESTER, S.HEATPRESSNATION_POLY, S.PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "poly-cotton-blend-50-50",
    material: "Poly/cotton blend 50/50",
    colour: "white-or-light",
    aliases: ["50/50", "50 50 blend", "half polyester", "poly cotton", "blend tee"],
    verdict: "yes",
    explanation:
      "Yes, but only as a faded, vintage look: on a white or light 50/50 blend half the fibres are cotton and take no dye, so the print is clearly paler and fades more in the wash. Sell it as a deliberate vintage style, not as full colour.",
    instead: null,
    settings: ["poly-blend-shirt"],
    sources: [S.GP_POLYESTER, S.HEATPRESSNATION_POLY, S.PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  // --------------------------------------------------------------- hard goods
  {
    id: "ceramic-coated",
    material: "Ceramic (sublimation-coated)",
    colour: "white-or-light",
    aliases: ["mug", "sublimation mug", "ceramic mug", "coated ceramic", "coffee cup"],
    verdict: "coated-only",
    explanation:
      "Only as a sublimation-coated ceramic: mugs, tiles and ornaments sold for sublimation have a polymer coating that takes the dye, and then they print in full colour. Coatings differ in hardness, so follow the supplier's time.",
    instead: "For plain (uncoated) ceramic, buy coated sublimation mugs or tiles instead, or use permanent adhesive vinyl or UV DTF decals.",
    settings: ["mug-11oz-press", "mug-15oz-press", "mug-oven-silicone-wrap", "ceramic-tile"],
    sources: [S.SUBLI_INSTR_MUGS, S.AE_MUGS_COATING, S.AE_2019, S.EXPERTS123_COATED],
  },
  {
    id: "glass-plain",
    material: "Glass (plain, uncoated)",
    colour: "any",
    aliases: ["glass", "drinking glass", "glass jar", "dollar store glass", "libbey glass", "glass can"],
    verdict: "no",
    explanation:
      "No: plain glass has no polymer coating, so sublimation dye does not bond with it and the image wipes or washes off.",
    instead:
      "Buy sublimation-coated glass (glass cans, frosted mugs, cutting boards), or decorate plain glass with permanent adhesive vinyl, UV DTF decals or etching.",
    sources: [S.AE_GLASS, S.SGIA_PAPER],
  },
  {
    id: "glass-coated",
    material: "Glass (sublimation-coated)",
    colour: "any",
    aliases: ["sublimation glass", "frosted glass mug", "glass cutting board", "coated glass can", "glass photo"],
    verdict: "coated-only",
    explanation:
      "Only as coated sublimation glass: glass mugs, cans, cutting boards and photo glass made for sublimation carry a clear, frosted or white-backed coating that takes the dye. Glass needs long press times and must never be cooled in water.",
    instead: "For uncoated glass, use permanent adhesive vinyl, UV DTF decals or etching.",
    settings: ["glass-mug", "glass-cutting-board"],
    sources: [S.AE_GLASS, S.AE_2019, S.SUBLI_INSTR_MUGS, S.SUBLIMATION_NATION],
  },
];
