// "Can I sublimate on …?": a material in a colour, the verdict, why, what to use
// instead, and the settings-chart rows when it works. Sublimation dye bonds only
// with polyester or a polyester-type polymer coating, and it is transparent, so
// the verdicts follow from fibre content, coating and colour.
import type { z } from "zod";
import type { materialSchema } from "./schema";

type MaterialInput = z.input<typeof materialSchema>;

export const materials: MaterialInput[] = [
  // ------------------------------------------------------------------ fabrics
  {
    id: "polyester-white",
    material: "Polyester fabric",
    colour: "white-or-light",
    aliases: [
      "poly",
      "polyester shirt",
      "poly tee",
      "100 polyester",
      "performance shirt",
      "polyester fabric",
      "white shirt",
    ],
    verdict: "yes",
    explanation:
      "Yes: white or light 100% polyester is the ideal sublimation fabric. The dye turns to gas under heat and bonds inside the polyester fibres, so the print is permanent, soft to the touch and does not crack. Light colours tint the design, so white gives the truest colours.",
    instead: null,
    settings: ["polyester-shirt", "polyester-performance-shirt", "polyester-tote-bag", "pillow-cover"],
    sources: ["ae-2019-03", "signwarehouse", "heatpressnation-poly"],
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
    sources: ["ae-fundamentals", "printwear-tshirts", "siser-easysubli"],
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
    sources: ["ae-2019-03", "sgia-paper", "heatpressnation-poly", "siser-easysubli"],
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
    sources: ["gp-polyester", "heatpressnation-poly", "printwear-follow-instructions"],
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
    sources: ["gp-polyester", "heatpressnation-poly", "printwear-follow-instructions"],
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
    instead:
      "For plain (uncoated) ceramic, buy coated sublimation mugs or tiles instead, or use permanent adhesive vinyl or UV DTF decals.",
    settings: ["mug-11oz-press", "mug-15oz-press", "mug-oven-silicone-wrap", "ceramic-tile"],
    sources: ["subli-instr-mugs", "ae-mugs-coating", "ae-2019-03", "experts123-coated"],
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
    sources: ["ae-glass", "sgia-paper"],
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
    sources: ["ae-glass", "ae-2019-03", "subli-instr-mugs", "sublimation-nation"],
  },
  {
    id: "tri-blend",
    material: "Tri-blend (polyester, cotton, rayon)",
    colour: "white-or-light",
    aliases: ["triblend", "tri blend tee", "poly cotton rayon", "heather tee"],
    verdict: "yes",
    explanation:
      "Yes, with a soft vintage look: only the polyester share (often about half) takes the dye, so colours are muted and fade more in the wash than on 100% polyester. Keep the time short so the rayon does not scorch, and test one garment first.",
    instead: null,
    settings: ["poly-blend-shirt"],
    sources: ["gp-polyester", "heatpressnation-poly", "gp-burn-marks"],
  },
  {
    id: "nylon",
    material: "Nylon",
    colour: "any",
    aliases: ["nylon bag", "nylon jacket", "windbreaker", "nylon fabric"],
    verdict: "no",
    explanation:
      "No: nylon takes sublimation dye poorly, the colour washes out, and many nylon items glaze, shine or soften at sublimation temperatures around [[not-chart:400 °F (204 °C)]] (nylon 6 melts at about [[not-chart:428 °F (220 °C)]]). Sublimation is made for polyester fibres.",
    instead:
      "Use HTV made for nylon (applied at low temperature) or DTF transfers, or choose a polyester version of the item.",
    sources: ["ae-2019-03", "sgia-paper"],
  },
  {
    id: "polyester-spandex",
    material: "Polyester/spandex blend (lycra)",
    colour: "white-or-light",
    aliases: ["spandex", "lycra", "stretch fabric", "leggings", "athletic wear", "poly spandex"],
    verdict: "yes",
    explanation:
      "Yes, when the blend is mostly polyester (for example 90/10 or 95/5): the polyester takes the dye and the small spandex share only lightens it a little. Keep the time short so the spandex keeps its stretch, and press the fabric flat and unstretched. Nylon/spandex blends do not work.",
    instead: null,
    settings: ["polyester-performance-shirt"],
    sources: ["ae-2019-03", "gp-polyester", "signwarehouse"],
  },
  {
    id: "canvas-cotton",
    material: "Canvas (cotton)",
    colour: "any",
    aliases: ["canvas", "canvas tote", "cotton canvas", "canvas bag", "canvas print"],
    verdict: "no",
    explanation:
      "No: ordinary canvas is cotton, and sublimation dye does not bond with cotton, so the print is faint and washes out.",
    instead:
      "Buy polyester canvas (sublimation totes, poly canvas panels and shoes), or decorate cotton canvas with HTV, DTF or a sublimation-ready transfer material.",
    sources: ["ae-2019-03", "heatpressnation-poly"],
  },
  {
    id: "canvas-polyester",
    material: "Polyester canvas",
    colour: "white-or-light",
    aliases: ["poly canvas", "sublimation tote", "canvas shoes", "polyester canvas bag", "faux canvas"],
    verdict: "yes",
    explanation:
      "Yes: polyester canvas (sublimation totes, canvas-look pillow covers and shoes, poly canvas panels) takes the dye like any white or light polyester. Put card inside bags so the dye does not pass to the back, and follow the blank maker's time.",
    instead: null,
    settings: ["polyester-tote-bag", "canvas-sneakers", "pillow-cover"],
    sources: ["ae-2019-03", "heatpressnation-poly", "printwear-follow-instructions"],
  },
  {
    id: "leather-real",
    material: "Leather (real)",
    colour: "any",
    aliases: ["leather", "genuine leather", "cowhide", "leather wallet", "leather patch"],
    verdict: "no",
    explanation:
      "No: real leather does not take sublimation dye reliably, and it can shrink, harden or scorch at sublimation temperatures.",
    instead:
      "Use laser engraving, HTV rated for leather, or UV printing; or buy leatherette blanks made for sublimation.",
    sources: ["sgia-paper", "printwear-follow-instructions"],
  },
  {
    id: "leatherette",
    material: "Leatherette (sublimation faux leather)",
    colour: "white-or-light",
    aliases: ["faux leather", "pu leather", "leatherette patch", "leatherette keychain", "leather earrings"],
    verdict: "coated-only",
    explanation:
      "Only as leatherette made for sublimation: these blanks have a white polyester-type face that takes the dye. Ordinary faux leather may melt, go shiny or not hold the image. Press lightly and briefly as the blank maker directs.",
    instead: "For other faux leather use HTV, UV DTF or laser engraving.",
    sources: ["sgia-paper", "printwear-follow-instructions"],
  },
  {
    id: "ceramic-plain",
    material: "Ceramic (plain, uncoated)",
    colour: "any",
    aliases: ["regular mug", "dollar store mug", "plain mug", "glazed mug", "uncoated ceramic"],
    verdict: "no",
    explanation:
      "No: an ordinary glazed mug or plate has no polymer coating, so the image is faint and washes off. The coating on a sublimation mug is what holds the dye.",
    instead: "Buy coated sublimation mugs, or decorate plain ceramic with permanent adhesive vinyl or UV DTF decals.",
    sources: ["ae-mugs-coating", "experts123-coated"],
  },
  {
    id: "stainless-steel",
    material: "Stainless steel",
    colour: "white-or-light",
    aliases: ["tumbler", "stainless tumbler", "skinny tumbler", "water bottle", "metal cup", "yeti"],
    verdict: "coated-only",
    explanation:
      "Only as a sublimation tumbler or bottle: bare or powder-coated stainless steel has nothing for the dye to bond with, while sublimation tumblers carry a white (or clear) polymer coating. Wrap the transfer tightly and follow the tumbler maker's figures; no verified trade chart gives them.",
    instead: "For bare or powder-coated steel use laser engraving, adhesive vinyl or UV DTF wraps.",
    settings: [
      "stainless-tumbler-press",
      "stainless-tumbler-oven",
      "stainless-tumbler-convection",
      "stainless-tumbler-shrink-wrap",
    ],
    sources: ["experts123-coated", "ae-2019-08", "printwear-follow-instructions"],
  },
  {
    id: "aluminium",
    material: "Aluminium",
    colour: "white-or-light",
    aliases: ["aluminum", "metal sign", "metal print", "license plate", "chromaluxe", "metal photo panel", "dog tag"],
    verdict: "coated-only",
    explanation:
      "Only as coated sublimation aluminium: photo panels, signs, licence plates, inserts and ornaments carry a white, clear or silver polymer coating that takes the dye. Thin inserts need about 30 s at 400 °F (204 °C) per A&E; panels follow the maker's sheet.",
    instead: "For bare aluminium use laser engraving, UV printing, adhesive vinyl or UV DTF.",
    settings: [
      "aluminium-photo-insert",
      "aluminium-sheet",
      "chromaluxe-metal-panel",
      "license-plate",
      "ornament-aluminium",
    ],
    sources: ["ae-2019-03", "universal-woods", "chromaluxe-wilhelm"],
  },
  {
    id: "wood-raw",
    material: "Wood (raw, uncoated)",
    colour: "any",
    aliases: ["wood", "raw wood", "wood slice", "plywood", "pine", "wooden sign"],
    verdict: "no",
    explanation:
      "No: raw wood has no polyester coating, so sublimation gives a faint, blurred image that does not last. Some crafters coat wood with a sublimation spray or a laminate sheet first, with uneven results (unverified).",
    instead:
      "Buy sublimation hardboard or coated wood blanks, or decorate raw wood with laser engraving, UV DTF or HTV.",
    sources: ["sgia-paper", "experts123-coated"],
  },
  {
    id: "wood-coated",
    material: "Wood (sublimation-coated)",
    colour: "white-or-light",
    aliases: ["coated wood", "sublimation wood", "wood photo panel", "wooden ornament blank", "wood slice blank"],
    verdict: "coated-only",
    explanation:
      "Only as a coated sublimation wood blank: wood panels, slices and ornaments sold for sublimation have a white or clear polymer face that takes the dye. Press them to the instructions that come with the blank; no verified chart figure exists.",
    instead: "For raw wood use laser engraving, UV DTF or HTV.",
    settings: ["hardboard-mdf", "ornament-mdf", "sublimation-coated-wood"],
    sources: ["universal-woods", "experts123-coated"],
  },
  {
    id: "mdf-hardboard",
    material: "MDF / hardboard",
    colour: "white-or-light",
    aliases: ["mdf", "hdf", "hardboard", "unisub", "photo panel", "keychain", "coaster", "plaque"],
    verdict: "coated-only",
    explanation:
      "Only as sublimation hardboard: Unisub-type MDF/HDF panels, plaques, ornaments, coasters and key chains have a gloss or matte polymer coating and print in full colour. Uncoated MDF does not hold the image. Press face down, and follow the sheet that comes with the blank.",
    instead: "For uncoated MDF use laser engraving, UV printing or adhesive vinyl.",
    settings: ["hardboard-mdf", "ornament-mdf", "mdf-keychain", "jigsaw-puzzle"],
    sources: ["universal-woods", "unisub-glossary", "experts123-coated"],
  },
  {
    id: "slate",
    material: "Slate",
    colour: "any",
    aliases: ["photo slate", "slate plaque", "slate sign", "rock slate", "garden slate"],
    verdict: "coated-only",
    explanation:
      "Only as sublimation photo slate: its face carries a white polymer coating that takes the dye; raw slate does not. A&E presses slate at 400 °F (204 °C) for about 8 min, face down on the transfer with no pad on top.",
    instead: "For raw slate use laser engraving, UV printing or adhesive vinyl.",
    settings: ["photo-slate"],
    sources: ["ae-2019-03"],
  },
  {
    id: "acrylic",
    material: "Acrylic",
    colour: "any",
    aliases: ["acrylic blank", "acrylic keychain", "acrylic photo block", "plexiglass", "perspex"],
    verdict: "coated-only",
    explanation:
      "Only as acrylic made for sublimation: plain acrylic does not take the dye and warps or bubbles near [[not-chart:400 °F (204 °C)]]. Sublimation acrylic pieces have a coated face or a coated white backing, often printed through the back; follow the maker's sheet for mirroring, time and temperature.",
    instead: "For plain acrylic use UV printing, UV DTF or adhesive vinyl.",
    settings: ["acrylic-blank"],
    sources: ["sgia-paper", "printwear-follow-instructions"],
  },
  {
    id: "plastic-abs",
    material: "Plastic (ABS, polypropylene, ordinary plastic)",
    colour: "any",
    aliases: ["plastic", "abs", "plastic cup", "phone case", "plastic bottle", "pp plastic"],
    verdict: "no",
    explanation:
      "No: everyday plastics such as ABS and polypropylene do not take sublimation dye, and many warp or melt at sublimation temperatures.",
    instead:
      "Buy sublimation polymer blanks (polymer mugs, coated phone-case inserts), or use UV DTF or adhesive vinyl on ordinary plastic.",
    sources: ["sgia-paper", "tropical-polymer"],
  },
  {
    id: "plastic-coated-polymer",
    material: "Sublimation polymer (coated plastic)",
    colour: "white-or-light",
    aliases: ["polymer mug", "plastic mug", "polysub", "kids cup", "polymer keychain", "phone case insert"],
    verdict: "coated-only",
    explanation:
      "Only as a polymer blank made for sublimation: polymer mugs, cups and inserts are made to take the heat and the dye. Use light to medium pressure, because high pressure warps the plastic and causes ghosting, and follow the maker's time and temperature.",
    instead: "For ordinary plastic use UV DTF or adhesive vinyl.",
    settings: ["polymer-mug"],
    sources: ["tropical-polymer"],
  },
  {
    id: "neoprene",
    material: "Neoprene (fabric-faced)",
    colour: "white-or-light",
    aliases: ["neoprene", "can cooler", "koozie", "neoprene coaster", "laptop sleeve", "wetsuit fabric"],
    verdict: "coated-only",
    explanation:
      "Only as sublimation neoprene with a polyester fabric face: the polyester face takes the dye, the rubbery neoprene core does not. Can coolers, coasters and sleeves sold as sublimation blanks have that face; lint-roll it and keep the transfer still when the press opens.",
    instead: "For neoprene without a polyester face use HTV or DTF.",
    settings: ["neoprene-coaster", "neoprene-can-cooler"],
    sources: ["gp-blue-specks", "printwear-follow-instructions"],
  },
  {
    id: "rubber-mouse-pad-base",
    material: "Rubber (mouse pad base)",
    colour: "any",
    aliases: ["rubber", "rubber mat", "mousepad back", "rubber base"],
    verdict: "no",
    explanation:
      "No, not the rubber itself: it does not take sublimation dye, so on a mouse pad you print the white polyester fabric top, which is bonded to the rubber base. Press the fabric face with the transfer on top and follow the pad maker's time.",
    instead:
      "Buy a mouse pad with a polyester fabric top (sold as a sublimation mouse pad) and print the fabric face only.",
    sources: ["gp-blue-specks", "printwear-follow-instructions"],
  },
  {
    id: "paper-cardstock",
    material: "Paper / cardstock",
    colour: "white-or-light",
    aliases: ["paper", "cardstock", "greeting card", "photo paper", "cardboard"],
    verdict: "no",
    explanation:
      "No: ordinary paper and cardstock have no polymer coating, so a sublimation transfer gives a dull, blurred image. Sublimation puzzles, bookmarks and cards made for it have a coated face.",
    instead:
      "Print ordinary paper directly with a normal printer, or buy coated sublimation paper products (puzzles, cards, bookmarks).",
    sources: ["sgia-paper", "experts123-coated"],
  },
  {
    id: "silicone",
    material: "Silicone",
    colour: "any",
    aliases: ["silicone", "silicone bracelet", "silicone phone case", "silicone mat", "rubber bracelet"],
    verdict: "no",
    explanation:
      "No: silicone does not take sublimation dye, and the image wipes or washes off. Silicone phone cases and bracelets sold as sublimation blanks usually carry a printable polyester or coated insert, and only that insert is printed.",
    instead: "Use screen printing, pad printing, UV printing or special silicone-rated heat transfers.",
    sources: ["sgia-paper", "ae-2019-08"],
  },
  {
    id: "polyester-fleece",
    material: "Polyester fleece",
    colour: "white-or-light",
    aliases: ["fleece", "fleece blanket", "minky", "sherpa blanket", "plush blanket", "polar fleece"],
    verdict: "yes",
    explanation:
      "Yes: white or light 100% polyester fleece and plush (blankets, hoodies, minky) take the dye well. The pile can flatten and look slightly shiny where pressed, so use firm, even pressure, lint-roll first and keep the time short.",
    instead: null,
    settings: ["polyester-blanket"],
    sources: ["ae-2019-03", "gp-blue-specks", "sublishop-press-marks"],
  },
  {
    id: "satin",
    material: "Satin (polyester)",
    colour: "white-or-light",
    aliases: ["satin", "polyester satin", "satin pillowcase", "satin ribbon", "sash"],
    verdict: "yes",
    explanation:
      "Yes, if it is polyester satin: most satin ribbons, sashes and pillowcases are polyester and print brightly in white or light colours. Silk satin does not take sublimation dye. Satin marks easily, so use a protective sheet and a short, light-to-medium press.",
    instead: null,
    settings: ["polyester-shirt"],
    sources: ["ae-2019-03", "sublishop-press-marks"],
  },
  {
    id: "burlap-jute",
    material: "Burlap / jute",
    colour: "any",
    aliases: ["burlap", "jute", "hessian", "burlap bag", "burlap garden flag"],
    verdict: "no",
    explanation:
      "No: real burlap and jute are plant fibres that do not take sublimation dye, and the open weave gives a patchy image. Blanks sold as sublimation burlap are polyester (faux) burlap with a burlap look, and those work like other light polyester.",
    instead: "Buy polyester faux-burlap sublimation blanks, or use HTV, DTF or stencilled paint on real burlap.",
    sources: ["ae-2019-03", "heatpressnation-poly"],
  },
  {
    id: "cork",
    material: "Cork",
    colour: "any",
    aliases: ["cork", "cork coaster", "cork board", "cork back"],
    verdict: "no",
    explanation:
      "No: cork does not take sublimation dye. Cork-backed coasters print on their coated hardboard or ceramic face; the cork is only the backing.",
    instead: "Buy coated coasters with a cork back, or decorate cork with laser engraving or UV printing.",
    sources: ["experts123-coated", "sgia-paper"],
  },
  {
    id: "ceramic-tile",
    material: "Ceramic tile",
    colour: "white-or-light",
    aliases: ["tile", "photo tile", "bathroom tile", "trivet", "ceramic coaster"],
    verdict: "coated-only",
    explanation:
      "Only as a coated sublimation tile: plain hardware-store tiles are glazed but not coated, so the print fades or washes off. Coated tiles take about 4 min at 400 °F (204 °C), large tiles up to 12 min.",
    instead: "For uncoated tiles use adhesive vinyl or UV DTF.",
    settings: ["ceramic-tile", "large-ceramic-tile", "ceramic-coaster"],
    sources: ["ae-2019-03", "signwarehouse", "experts123-coated"],
  },
  {
    id: "porcelain",
    material: "Porcelain",
    colour: "white-or-light",
    aliases: ["porcelain", "porcelain ornament", "bone china", "porcelain plate"],
    verdict: "coated-only",
    explanation:
      "Only as coated sublimation porcelain: porcelain ornaments, plates and medallions sold for sublimation carry a polymer coating; ordinary porcelain does not hold the image. Treat them like ceramic: several minutes, not seconds, and follow the maker's figures.",
    instead: "For uncoated porcelain use waterslide decals, adhesive vinyl or UV DTF.",
    settings: ["ornament-ceramic"],
    sources: ["ae-2019-03", "experts123-coated"],
  },
  {
    id: "enamel",
    material: "Enamel (enamel mugs and camp ware)",
    colour: "white-or-light",
    aliases: ["enamel mug", "camp mug", "enamelware", "campfire mug", "tin mug"],
    verdict: "coated-only",
    explanation:
      "Only as enamel ware sold as a sublimation blank: sublimation enamel mugs have a polymer coating over the white enamel; ordinary enamel camp mugs do not hold the image. No verified trade figure was found; follow the mug maker's instructions.",
    instead: "For ordinary enamel ware use adhesive vinyl or UV DTF.",
    sources: ["experts123-coated", "printwear-follow-instructions"],
  },
  {
    id: "hat-polyester",
    material: "Hat (polyester front)",
    colour: "white-or-light",
    aliases: ["hat", "cap", "trucker hat", "baseball cap", "foam trucker", "poly hat"],
    verdict: "yes",
    explanation:
      "Yes, on a hat with a white or light polyester front panel, such as polyester trucker caps and foam-front caps. Use a hat press or curved platen, tape the transfer, and keep the heat lower on foam fronts so they do not warp; chart figures are unverified.",
    instead: null,
    settings: ["polyester-hat"],
    sources: ["sdg-caps", "impressions-caps", "printwear-caps"],
  },
  {
    id: "hat-cotton",
    material: "Hat (cotton or dark)",
    colour: "any",
    aliases: ["cotton cap", "dad hat", "canvas hat", "black hat", "cotton baseball cap"],
    verdict: "no",
    explanation:
      "No: a cotton or dark cap will not show a sublimation print; the dye needs a white or light polyester panel.",
    instead:
      "Use a sublimated polyester patch sewn or glued on, HTV, DTF or embroidery, or buy a polyester-front sublimation cap.",
    sources: ["printwear-caps", "impressions-caps"],
  },
  {
    id: "socks-polyester",
    material: "Socks (polyester)",
    colour: "white-or-light",
    aliases: ["socks", "sublimation socks", "crew socks", "poly socks"],
    verdict: "yes",
    explanation:
      "Yes, on white polyester sublimation socks. Slide a sock jig or card inside so the dye does not pass to the back, press one side at a time and do not re-press an area already printed. Cotton socks do not work.",
    instead: null,
    settings: ["polyester-socks"],
    sources: ["printwear-follow-instructions", "printwear-jul-2012"],
  },
  {
    id: "vinyl",
    material: "Vinyl (PVC, adhesive vinyl, ordinary HTV)",
    colour: "any",
    aliases: ["vinyl", "pvc", "adhesive vinyl", "htv", "vinyl banner", "vinyl sticker"],
    verdict: "no",
    explanation:
      "No: ordinary PVC vinyl, adhesive vinyl and standard HTV do not take sublimation dye well, and PVC can soften or give off fumes at [[not-chart:400 °F (204 °C)]]. Sublimation-ready heat transfer materials (EasySubli type) are made to be printed with sublimation ink, and some polyester-based white glitter HTVs are sold as sublimatable: check the maker.",
    instead:
      "Use a sublimation-ready HTV such as Siser EasySubli, printable vinyl with an ordinary printer, or a polyester fabric banner.",
    sources: ["siser-easysubli", "sgia-paper"],
  },
];
