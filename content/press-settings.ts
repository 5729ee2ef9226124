// Time / temperature / pressure reference per substrate.
// Manufacturer instructions for a specific blank always override these rows.
// Rows with verified: false are caveated ranges or "follow your blank's instructions".
import type { z } from "zod";
import type { pressSettingSchema } from "./schema";

type PressSettingInput = z.input<typeof pressSettingSchema>;

/** Fahrenheit range with its Celsius equivalent, rounded to whole degrees. */
function temps(minF: number, maxF: number = minF) {
  const toC = (f: number) => Math.round(((f - 32) * 5) / 9);
  return {
    temperatureF: { min: minF, max: maxF },
    temperatureC: { min: toC(minF), max: toC(maxF) },
  };
}

const NO_FIGURES = {
  temperatureF: null,
  temperatureC: null,
  time: null,
  pressure: null,
} as const;

// --- Sources -------------------------------------------------------------
const AE_2019 = {
  title: "A&E magazine, March 2019: press times by substrate (400 F benchmark)",
  url: "https://nbm.uberflip.com/i/1077942-march-19/23",
};
const AE_2020 = {
  title: "A&E magazine, March 2020: cooling products after pressing",
  url: "https://nbm.uberflip.com/i/1207608-march-20/12",
};
const AE_AUG_2019 = {
  title: "A&E magazine, August 2019: flat presses, mug presses, ovens and wraps",
  url: "https://nbm.uberflip.com/i/1139746-august-19/50",
};
const SIGNWAREHOUSE = {
  title: "Sign Warehouse: Troubleshooting faded dye-sublimation transfers",
  url: "https://signwarehouse.com/blogs/content/troubleshooting-faded-dye-sublimation-transfers",
};
const SUBLI_INSTR_MUGS = {
  title: "SublimationInstructions.com: mug press instructions (mug, glass mug and coin bank times)",
  url: "https://sublimationinstructions.com/instructions/32-sublimating-coin-banks-using-a-mug-press",
};
const GP_MUG_OVENS = {
  title: "GRAPHICS PRO: An overview of mug presses and mug ovens",
  url: "https://graphics-pro.com/education/mug-presses-and-mug-ovens/",
};
const GP_CONSTANT_TEMP = {
  title: "GRAPHICS PRO (Kevin Lumberg, Johnson Plastics Plus): constant-temperature mug presses",
  url: "https://graphics-pro.com/education/tips/whats-the-deal-with-mug-presses-constant-temperature-presses/",
};
const PWP_MUGS = {
  title: "Printwear & Promotion: Everyone loves a good mug (Jimmy Lamb, Sawgrass)",
  url: "https://www.printwearandpromotion.co.uk/everyone-loves-a-good-mug/",
};
const CFSUB = {
  title: "CF Sublimation Paper: dyes activate around 350 F; 380-420 F recommended",
  url: "https://cfsubpaper.com/news/sublimation-printing",
};
const SUBLISHOP_PRESS_MARKS = {
  title: "Sublishop: How to avoid press marks when sublimating on fabric (pre-press 3-5 s)",
  url: "https://sublishop.co.uk/blogs/guides/how-to-avoid-press-marks-when-sublimating-on-fabric",
};
const GP_BLUE_SPECKS = {
  title: "GRAPHICS PRO: Watch out for blue meanies when sublimating shirts",
  url: "https://graphics-pro.com/feature/watch-out-for-blue-meanies-when-sublimating-shirts",
};
const GP_POLYESTER = {
  title: "GRAPHICS PRO (Johnson Plastics Plus): Pay attention to polyester",
  url: "https://graphics-pro.com/education/pay-attention-to-polyester/",
};
const PRINTWEAR_FOLLOW_INSTRUCTIONS = {
  title: "Printwear, November 2015: follow the manufacturer's instructions",
  url: "http://read.uberflip.com/i/590793-november-15/31",
};
const SUBLIMATION_NATION = {
  title: "Sublimation Nation: sublimation process notes (never cool glass in water)",
  url: "http://www.sublimationnation.com/",
};
const TROPICAL_GRAPHICS = {
  title: "Tropical Graphics (tropicalgraphics.ca): polymer mugs need low-medium pressure",
};
const ARTAINIUM = { title: "Artainium (artainium.com): tile press times, large tiles up to 12 minutes" };
const ALUMINIUM_BLOG = {
  title: "AluminumSublimationSheet.com (supplier blog, lower authority): aluminium press times",
  url: "https://aluminumsublimationsheet.com/how-long-does-it-take-to-sublimate-on-aluminum",
};
const TUMBLER_BLOG = {
  title: "RealHomeAppliances.com (lower authority): tumbler sublimation temperatures",
  url: "https://realhomeappliances.com/what-temperature-do-you-use-to-sublimate-tumblers/",
};
const HAT_BLOG = {
  title: "Colour Vistas (lower authority): sublimating polyester hats",
  url: "https://colourvistas.com/?p=1834",
};
const SUBLIGENIUS = { title: "SubliGeniusPrint.com blog (lower authority): 385-400 F, medium pressure for shirts" };

const FOLLOW_MAKER =
  "No trade or manufacturer figure was found for this item, so no numbers are given: follow the instructions from the company that made your blank.";

export const pressSettings: PressSettingInput[] = [
  // ---------------------------------------------------------------- apparel
  {
    id: "polyester-shirt",
    substrate: "100% polyester T-shirt (white or light colour)",
    group: "apparel",
    ...temps(400),
    time: "30-40 s",
    pressure: "medium",
    notes:
      "Trade sources give 400 F for about 30-40 s; longer (45-60 s) risks box lines and discoloration. Lint-roll the print area and pre-press 3-5 s to drive off moisture. Put paper or card inside the shirt to stop bleed-through, tape the transfer (or use tacky paper) and lift it straight off. Pressure figure comes from a lower-authority blog.",
    verified: true,
    sources: [AE_2019, SIGNWAREHOUSE, SUBLISHOP_PRESS_MARKS, GP_BLUE_SPECKS, SUBLIGENIUS],
  },
  {
    id: "polyester-performance-shirt",
    substrate: "Polyester performance / moisture-wicking shirt",
    group: "apparel",
    ...temps(400),
    time: "30-40 s (less is more)",
    pressure: "medium",
    notes:
      "Performance fabrics are built to absorb body heat and can be soft: A&E reports good results at 400 F in about 30 s, Sign Warehouse 35-40 s. If colours suddenly look faded, shorten the time rather than adding heat. Pre-press, lint-roll, and protect the back of the garment with paper. Pressure figure is from a lower-authority blog.",
    verified: true,
    sources: [AE_2019, SIGNWAREHOUSE, SUBLISHOP_PRESS_MARKS, SUBLIGENIUS],
  },
  {
    id: "poly-blend-shirt",
    substrate: "Poly/cotton blend shirt (e.g. 65/35 or 50/50)",
    group: "apparel",
    ...NO_FIGURES,
    notes:
      "Only the polyester fibres take the dye, so blends give a lighter, vintage look that fades more with washing. No source gives separate blend settings: start from the garment maker's advice, test on a scrap garment, and tell customers to expect a faded look. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [GP_POLYESTER, PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "polyester-hat",
    substrate: "Polyester cap / trucker hat front panel",
    group: "apparel",
    ...temps(380, 400),
    time: "35-60 s (unverified)",
    pressure: "varies",
    notes:
      "Unverified range from a lower-authority blog; check the cap maker's sheet first. Use a hat press or curved platen, tape the transfer, and adjust pressure so the curved panel makes full contact. The same blog suggests lower heat for foam-front panels to avoid warping. Only polyester panels take the dye.",
    verified: false,
    sources: [HAT_BLOG, PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "polyester-socks",
    substrate: "Sublimation socks (polyester)",
    group: "apparel",
    ...NO_FIGURES,
    notes:
      "Slide a sock jig or card inside so the dye does not pass to the back, press one side at a time and avoid overlapping a pressed area (re-heating re-gasses the image). " +
      FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS, AE_2019],
  },
  {
    id: "canvas-sneakers",
    substrate: "Polyester canvas sneakers / shoes",
    group: "apparel",
    ...NO_FIGURES,
    notes:
      "Shoes need shaped inserts or a shoe press attachment to make even contact; rubber soles and glue can be damaged by heat. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  // ------------------------------------------------------------- drinkware
  {
    id: "mug-11oz-press",
    substrate: "11 oz ceramic mug in a mug press",
    group: "drinkware",
    ...temps(400),
    time: "3.5 min (US-made mugs) to 5 min (other mugs)",
    pressure: "medium-heavy",
    notes:
      "Tape the trimmed transfer tight, then cover the whole mug with plain white paper so unprinted coating does not caramelise (yellow). Coatings differ: soft coatings need less time, so follow the mug supplier. Cool quickly with a fan or cooling plate; the instruction source says not to dunk mugs in water. Mug presses take straight-walled 11-15 oz mugs.",
    verified: true,
    sources: [SUBLI_INSTR_MUGS, GP_MUG_OVENS, GP_CONSTANT_TEMP, AE_2020],
  },
  {
    id: "mug-15oz-press",
    substrate: "15 oz ceramic mug in a mug press",
    group: "drinkware",
    ...temps(400),
    time: "4 min (US-made mugs) to 6 min (other mugs)",
    pressure: "medium-heavy",
    notes:
      "Same method as the 11 oz mug: tight transfer, protective paper over the whole mug, fan-cool straight away. Check your press accepts the wider 15 oz body; many mug presses only fit a narrow range of diameters.",
    verified: true,
    sources: [SUBLI_INSTR_MUGS, GP_MUG_OVENS, PWP_MUGS, AE_2020],
  },
  {
    id: "mug-oven-silicone-wrap",
    substrate: "Ceramic mugs in an oven with silicone mug wraps",
    group: "drinkware",
    temperatureF: null,
    temperatureC: null,
    time: "12-15 min in the oven (with wrap)",
    pressure: "varies",
    notes:
      "Sawgrass's education manager gives 12-15 minutes; no trade source in our set gives the oven temperature, so set it from the wrap or mug maker's sheet. Tape the transfer, add a plain-paper cover sheet so dye does not stain the wrap, and tighten the wrap evenly (over-tightening can crack mugs). Use an oven kept for sublimation only, never for food.",
    verified: true,
    sources: [PWP_MUGS, AE_AUG_2019, GP_MUG_OVENS],
  },
  {
    id: "polymer-mug",
    substrate: "Polymer (plastic) mug",
    group: "drinkware",
    temperatureF: null,
    temperatureC: null,
    time: null,
    pressure: "light-medium",
    notes:
      "Polymer mugs need low-to-medium pressure: too much pressure warps the mug and causes ghosting. Temperature and time depend on the plastic, so follow the mug maker. Polymer mugs are generally not for the dishwasher or microwave.",
    verified: false,
    sources: [TROPICAL_GRAPHICS, PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "glass-mug",
    substrate: "Glass or frosted-glass mug in a mug press",
    group: "drinkware",
    ...temps(400),
    time: "about 8 min",
    pressure: "medium-heavy",
    notes:
      "Glass conducts heat slowly, so it needs about 8 minutes in a mug press. Cool with a fan or cooling plate and never put hot glass in water: it can crack. Frosted mugs vary by coating, so check the supplier's sheet.",
    verified: true,
    sources: [SUBLI_INSTR_MUGS, AE_2019, SUBLIMATION_NATION, AE_2020],
  },
  {
    id: "stainless-tumbler-press",
    substrate: "Stainless steel tumbler in a tumbler press",
    group: "drinkware",
    ...temps(380, 420),
    time: null,
    pressure: null,
    notes:
      "Unverified range (lower-authority source); time depends on the press and the tumbler's wall and coating. Use the tumbler maker's figures, wrap the transfer tightly with heat tape, and let the tumbler cool before handling.",
    verified: false,
    sources: [TUMBLER_BLOG, CFSUB],
  },
  {
    id: "stainless-tumbler-oven",
    substrate: "Stainless steel tumbler in a conventional oven (shrink wrap)",
    group: "drinkware",
    ...NO_FIGURES,
    notes:
      "Ovens vary widely in real temperature; check yours with a thermometer and use a dedicated oven, never one used for food. Shrink wrap must be tight all round. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [AE_AUG_2019, PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "stainless-tumbler-convection",
    substrate: "Stainless steel tumbler in a convection oven (shrink wrap)",
    group: "drinkware",
    ...NO_FIGURES,
    notes:
      "Convection ovens circulate air, so times usually differ from a conventional oven; follow the tumbler maker and test one piece first. Use an oven dedicated to sublimation. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [AE_AUG_2019, GP_MUG_OVENS],
  },
  // --------------------------------------------------------- hard surfaces
  {
    id: "ceramic-tile",
    substrate: "Ceramic tile (small, e.g. 4-6 in)",
    group: "hard-surfaces",
    ...temps(400),
    time: "about 4 min",
    pressure: null,
    notes:
      "Ceramic is a poor heat conductor, so tiles take minutes, not seconds. Put the transfer face up on the lower platen and the tile face down on it. Tiles come out very hot: use heat gloves and cool quickly. Pressure is not given in our sources; follow the tile maker.",
    verified: true,
    sources: [SIGNWAREHOUSE, AE_2019, AE_2020],
  },
  {
    id: "large-ceramic-tile",
    substrate: "Large ceramic tile (8 x 10 in and up)",
    group: "hard-surfaces",
    ...temps(400),
    time: "up to 12 min (by size and thickness)",
    pressure: null,
    notes:
      "Larger, thicker tiles need much longer than small ones: up to about 12 minutes. Press face down on the transfer, check even contact across the whole tile, and wear heat gloves.",
    verified: true,
    sources: [ARTAINIUM, SIGNWAREHOUSE, AE_2019],
  },
  {
    id: "photo-slate",
    substrate: "Photo slate",
    group: "hard-surfaces",
    ...temps(400),
    time: "about 8 min",
    pressure: null,
    notes:
      "Place the transfer face up on the lower platen and the slate face down on it, with no felt or Nomex pad on top (a pad stops heat getting through). Glossy and matte coatings vary, so check the slate supplier. Use heat gloves.",
    verified: true,
    sources: [AE_2019],
  },
  {
    id: "glass-cutting-board",
    substrate: "Glass cutting board / glass plaque",
    group: "hard-surfaces",
    ...temps(400),
    time: "4-8 min",
    pressure: null,
    notes:
      "A&E groups glass with ceramics and slate at 4-8 minutes; thicker pieces sit at the long end. Cool with a fan, never in water.",
    verified: true,
    sources: [AE_2019, SUBLIMATION_NATION],
  },
  {
    id: "hardboard-mdf",
    substrate: "Hardboard / MDF panel or plaque (e.g. Unisub)",
    group: "hard-surfaces",
    ...NO_FIGURES,
    notes:
      "Hardboard makers publish their own pressing sheets, which differ by thickness and finish. Press on a flat press and cool flat to limit warping. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS, AE_AUG_2019],
  },
  {
    id: "ceramic-coaster",
    substrate: "Ceramic coaster",
    group: "hard-surfaces",
    ...temps(400),
    time: "about 4 min (unverified for coasters)",
    pressure: null,
    notes:
      "No coaster-specific figure was found; ceramic coasters are small tiles, so the tile figure is a starting point only. Check the coaster maker's sheet, press face down, and use heat gloves.",
    verified: false,
    sources: [SIGNWAREHOUSE, AE_2019],
  },
  {
    id: "ornament-mdf",
    substrate: "MDF / hardboard ornament",
    group: "hard-surfaces",
    ...NO_FIGURES,
    notes: "Small hardboard pieces heat quickly and can scorch; press face down and test one piece. " + FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "ornament-ceramic",
    substrate: "Ceramic / porcelain ornament",
    group: "hard-surfaces",
    ...temps(400),
    time: "4-8 min (general ceramic range, unverified)",
    pressure: null,
    notes:
      "Only the general ceramic range (4-8 min at 400 F) is sourced; no ornament-specific figure was found. Use a foam pad or jig for curved ornaments, follow the ornament maker, and cool quickly.",
    verified: false,
    sources: [AE_2019, AE_2020],
  },
  {
    id: "ornament-aluminium",
    substrate: "Aluminium ornament",
    group: "hard-surfaces",
    ...temps(400),
    time: "about 30 s (general aluminium figure, unverified)",
    pressure: null,
    notes:
      "A&E gives about 30 s for thin aluminium inserts; ornaments are similar thin metal but no ornament-specific figure was found. Peel the protective film first, press face down, and cool quickly to keep fine detail sharp.",
    verified: false,
    sources: [AE_2019, AE_2020],
  },
  // ----------------------------------------------------------- photo panels
  {
    id: "aluminium-photo-insert",
    substrate: "Thin aluminium photo insert / name badge",
    group: "photo-panels",
    ...temps(400),
    time: "about 30 s",
    pressure: null,
    notes:
      "Thin metal heats through fast: about 30 s. Remove the protective film, press face down, and cool quickly; A&E dips aluminium badges in warm water to stop the dye moving and keep fine text crisp.",
    verified: true,
    sources: [AE_2019, AE_2020],
  },
  {
    id: "aluminium-sheet",
    substrate: "Aluminium sheet / metal sign blank",
    group: "photo-panels",
    temperatureF: null,
    temperatureC: null,
    time: "60-120 s (supplier blog, unverified)",
    pressure: null,
    notes:
      "Time range from a supplier blog only: thicker sheets need the longer end. Follow the sheet maker's instructions for temperature and pressure, remove the film, and cool flat.",
    verified: false,
    sources: [ALUMINIUM_BLOG, AE_2019],
  },
  {
    id: "chromaluxe-metal-panel",
    substrate: "ChromaLuxe-type coated aluminium photo panel",
    group: "photo-panels",
    ...NO_FIGURES,
    notes:
      "Panel makers publish pressing guides for each panel type and thickness; use those. Press on a flat heat press with even pressure and let the panel cool flat. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS, AE_AUG_2019],
  },
  // ------------------------------------------------------------- soft goods
  {
    id: "mouse-pad",
    substrate: "Mouse pad (polyester top, rubber base)",
    group: "soft-goods",
    ...NO_FIGURES,
    notes:
      "Press fabric side up against the transfer; foam and rubber bases compress, so too much pressure can leave marks. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "neoprene-coaster",
    substrate: "Neoprene / fabric-top coaster",
    group: "soft-goods",
    ...NO_FIGURES,
    notes: "Lint-roll the fabric face and keep the transfer from moving when the press opens. " + FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS, GP_BLUE_SPECKS],
  },
  {
    id: "polyester-tote-bag",
    substrate: "100% polyester tote bag",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (general fabric benchmark, unverified)",
    pressure: null,
    notes:
      "A&E describes 400 F for 45-60 s as the standard fabric figure (and warns it is too long for performance garments). Put card inside the bag, press flat away from seams and handles, and test one bag.",
    verified: false,
    sources: [AE_2019, SUBLISHOP_PRESS_MARKS],
  },
  {
    id: "pillow-cover",
    substrate: "Polyester pillow cover / cushion case",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (general fabric benchmark, unverified)",
    pressure: null,
    notes:
      "Put card inside to stop the dye passing to the back, keep zips and seams off the platen (use a pressing pillow), and lint-roll before pressing. Follow the cover maker if it gives figures.",
    verified: false,
    sources: [AE_2019, SUBLISHOP_PRESS_MARKS, GP_BLUE_SPECKS],
  },
  {
    id: "flag-banner",
    substrate: "Polyester flag / banner",
    group: "soft-goods",
    ...NO_FIGURES,
    notes:
      "Large pieces often need a large-format or calender press; pressing in sections risks overlaps that re-gas and ghost. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS, AE_AUG_2019],
  },
  // ------------------------------------------------------------------ other
  {
    id: "jigsaw-puzzle",
    substrate: "Sublimation jigsaw puzzle (cardboard or hardboard)",
    group: "other",
    ...NO_FIGURES,
    notes:
      "Puzzles are made from different materials with very different settings; press face down and keep the pieces flat while cooling. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "mdf-keychain",
    substrate: "MDF / hardboard key chain",
    group: "other",
    ...NO_FIGURES,
    notes: "Small, thin pieces heat fast and can scorch; test one first. " + FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS],
  },
  {
    id: "license-plate",
    substrate: "Aluminium license plate / vanity plate",
    group: "other",
    ...NO_FIGURES,
    notes:
      "Plates are coated aluminium but thicker and larger than photo inserts, so the 30 s insert figure does not carry over. Remove the film and press face down. " +
      FOLLOW_MAKER,
    verified: false,
    sources: [PRINTWEAR_FOLLOW_INSTRUCTIONS, AE_2019],
  },
];
