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

// Sources are ids in content/sources/*.yaml.
/** The general figure for one class of blank, applied to an item the source does not name. */
const CLASS_FIGURE = "Caveated class figure, not item-specific:";

const FOLLOW_MAKER =
  "No trade or manufacturer figure was found for this item, so no numbers are given: follow the instructions from the company that made your blank.";

export const pressSettings: PressSettingInput[] = [
  // ---------------------------------------------------------------- apparel
  {
    id: "polyester-shirt",
    substrate: "100% polyester T-shirt (white or light colour)",
    group: "apparel",
    ...temps(400),
    time: "35-40 s",
    pressure: null,
    notes:
      "Sign Warehouse gives 400 F for 35-40 s ('less is more'); Artainium says a T-shirt takes 35-50 s. Longer presses (45-60 s) risk box lines and discoloration. Pressure: the trade sources cited give none (a lower-authority blog, SubliGenius, gives medium pressure and 385-400 F for 45-60 s), so follow the garment maker. Lint-roll, optionally pre-press 3-5 s (Sublishop; GRAPHICS PRO says polyester holds little moisture, so dry, flat shirts can skip it), put paper inside the shirt and lift the transfer straight off.",
    verified: true,
    sources: ["signwarehouse", "artainium", "ae-2019-03", "sublishop-press-marks", "gp-blue-specks", "subligenius"],
  },
  {
    id: "polyester-performance-shirt",
    substrate: "Polyester performance / moisture-wicking shirt",
    group: "apparel",
    ...temps(400),
    time: "30-40 s",
    pressure: null,
    notes:
      "A&E reports 400 F for about 30 s with no box lines, bleed-through or discoloration, and warns against the 45-60 s used for standard fabric; Sign Warehouse gives 35-40 s. If colours suddenly look faded, shorten the time rather than adding heat. Pressure is not given by these trade sources; follow the garment maker. Optionally pre-press 3-5 s (Sublishop), lint-roll and protect the back with paper.",
    verified: true,
    sources: ["ae-2019-03", "signwarehouse", "sublishop-press-marks"],
  },
  {
    id: "polyester-apron",
    substrate: "100% polyester apron",
    group: "apparel",
    ...temps(400),
    time: "45-60 s",
    pressure: null,
    notes:
      "A&E names aprons among the standard 100% polyester fabrics pressed at 400 F for 45-60 s. Put card under the print area, keep pockets, straps and seams off the platen (use a pressing pillow) and lint-roll first. Pressure is not given; follow the apron maker.",
    verified: true,
    sources: ["ae-2019-03", "sublishop-press-marks"],
  },
  {
    id: "poly-blend-shirt",
    substrate: "Poly/cotton blend shirt (e.g. 65/35 or 50/50)",
    group: "apparel",
    ...NO_FIGURES,
    notes:
      "Only the polyester fibres take the dye, so blends give a lighter, vintage look that fades more with washing. No trade source gives blend settings (a lower-authority blog suggests lower heat and lighter pressure): start from the garment maker's advice and test on a scrap garment. " +
      FOLLOW_MAKER,
    verified: false,
    sources: ["gp-polyester", "printwear-follow-instructions", "subligenius"],
  },
  {
    id: "polyester-hat",
    substrate: "Polyester cap / trucker hat front panel",
    group: "apparel",
    ...temps(380, 400),
    time: "35-60 s (unverified)",
    pressure: "varies",
    notes:
      "Unverified range from a lower-authority blog; check the cap maker's sheet first. Use a hat press or curved platen, tape the transfer, and adjust pressure so the curved panel makes full contact. Foam fronts can warp at high heat. Only polyester panels take the dye.",
    verified: false,
    sources: ["hat-blog", "printwear-follow-instructions"],
  },
  {
    id: "polyester-socks",
    substrate: "Sublimation socks (polyester) on a sock insert",
    group: "apparel",
    ...temps(400),
    time: "45-60 s per side (fabric figure, unverified for socks)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's standard polyester-fabric figure; no sock-specific figure was found. Sublimation socks such as Vapor's SubliSocks are about 95% polyester and are pressed front and back on a stretching insert so no white seams show. Follow the sock maker's sheet where it gives figures.",
    verified: false,
    sources: ["ae-2019-03", "signwarehouse-socks"],
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
    sources: ["printwear-follow-instructions"],
  },
  // ------------------------------------------------------------- drinkware
  {
    id: "mug-11oz-press",
    substrate: "11 oz ceramic mug in a mug press",
    group: "drinkware",
    ...temps(400),
    time: "about 3-5 min (3.5 min US-made, 5 min others on one press sheet)",
    pressure: "medium-heavy",
    notes:
      "Graphics Pro puts a typical straight 11-15 oz mug at about 3 min; one mug press instruction sheet (SublimationInstructions.com) gives 3.5 min for US-made mugs and 5 min for others, medium-heavy pressure. Soft coatings need less time, so follow the mug supplier. Wrap the whole mug in plain paper, and cool quickly with a fan (that sheet says not to dunk mugs in water).",
    verified: true,
    sources: ["gp-mug-ovens", "subli-instr-mugs", "ae-june-2015", "gp-constant-temp", "ae-2020-03"],
  },
  {
    id: "mug-15oz-press",
    substrate: "15 oz ceramic mug in a mug press",
    group: "drinkware",
    ...temps(400),
    time: "about 3-6 min (4 min US-made, 6 min others on one press sheet)",
    pressure: "medium-heavy",
    notes:
      "Graphics Pro puts typical straight 11-15 oz mugs at about 3 min; the SublimationInstructions.com press sheet gives 4 min for US-made 15 oz mugs and 6 min for others. Check your press takes the wider body. Tight transfer, protective paper over the whole mug, fan-cool straight away.",
    verified: true,
    sources: ["gp-mug-ovens", "subli-instr-mugs", "ae-june-2015", "pwp-mugs", "ae-2020-03"],
  },
  {
    id: "ceramic-coin-bank-press",
    substrate: "Ceramic coin bank (mug-shaped) in a mug press",
    group: "drinkware",
    ...temps(400),
    time: "4.5-5 min",
    pressure: "medium-heavy",
    notes:
      "One blank's figure: SublimationInstructions.com's sheet for the PB01W ceramic coin bank (part numbers vary by distributor) gives 400 F for 4.5-5 min at medium to heavy pressure. Wrap the whole bank in plain paper so the uncovered coating does not yellow, and fan-cool it; do not dunk it in water. For another maker's bank, follow that maker's sheet.",
    verified: true,
    sources: ["subli-instr-mugs"],
  },
  {
    id: "mug-full-wrap-press",
    substrate: "Ceramic mug, top-to-bottom (full-height) image in a mug press",
    group: "drinkware",
    ...temps(400),
    time: "about 8 min (one press sheet)",
    pressure: "medium-heavy",
    notes:
      "The SublimationInstructions.com mug press sheet gives about 8 minutes for an edge-to-edge image that reaches the rim and base, which the press heats less evenly. The figure belongs to that sheet; check your own press and mug maker. Cool quickly with a fan.",
    verified: true,
    sources: ["subli-instr-mugs", "ae-2020-03"],
  },
  {
    id: "mug-oven-silicone-wrap",
    substrate: "Ceramic mugs in an oven with silicone mug wraps",
    group: "drinkware",
    ...temps(400),
    time: "12-15 min in the oven (with wrap)",
    pressure: "varies",
    notes:
      "Sawgrass's Jimmy Lamb gives 12-15 minutes in a mug oven with wraps; the dyesub.org Cactus Wrap review preheats a domestic oven to 400 F and bakes about 15 minutes, adjusting for oven, coating and load. Add a plain-paper cover sheet, tighten the wrap evenly (over-tightening cracks mugs) and use an oven kept for sublimation only.",
    verified: true,
    sources: ["pwp-mugs", "dyesub-cactus-wrap", "ae-2019-08", "gp-mug-ovens"],
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
      "Polymer mugs need low-to-medium pressure: too much pressure warps the mug and causes ghosting. Temperature and time depend on the plastic, so follow the mug maker's instructions. Dishwasher and microwave use depend on the maker: Tropical Graphics sells its PolySub polymer mugs as surviving years of dishwasher and microwave use, so check each maker's care rating.",
    verified: false,
    sources: ["tropical-polymer", "printwear-follow-instructions"],
  },
  {
    id: "glass-mug",
    substrate: "Glass or frosted-glass mug in a mug press",
    group: "drinkware",
    ...temps(400),
    time: "about 8 min",
    pressure: "medium-heavy",
    notes:
      "Glass conducts heat slowly: the SublimationInstructions.com press sheet gives about 8 minutes, at the long end of A&E's 4-8 minutes for glass. Cool with a fan or cooling plate and never put hot glass in water: it can crack. Frosted mugs vary by coating, so check the supplier's sheet.",
    verified: true,
    sources: ["subli-instr-mugs", "ae-2019-03", "sublimation-nation", "ae-2020-03"],
  },
  {
    id: "neoprene-can-cooler",
    substrate: "Neoprene can cooler / can wrap (polyester face)",
    group: "drinkware",
    ...temps(400),
    time: "45-60 s",
    pressure: null,
    notes:
      "A&E lists can wraps among the standard 100% polyester fabric items pressed at 400 F for 45-60 s. Press flat, face up against the transfer; the foam compresses, so avoid heavy pressure marks and follow the blank maker's pressure.",
    verified: true,
    sources: ["ae-2019-03"],
  },
  {
    id: "stainless-tumbler-press",
    substrate: "Stainless steel tumbler in a tumbler press",
    group: "drinkware",
    ...NO_FIGURES,
    notes:
      "A lower-authority blog gives 380-420 F for tumblers by any method, without times; no trade or manufacturer figure was found. Time depends on the press and the tumbler's wall and coating. Wrap the transfer tightly with heat tape and let the tumbler cool before handling. " +
      FOLLOW_MAKER,
    verified: false,
    sources: ["tumbler-blog", "printwear-follow-instructions"],
  },
  {
    id: "stainless-tumbler-oven",
    substrate: "Stainless steel tumbler in a conventional oven (wrap or shrink film)",
    group: "drinkware",
    ...NO_FIGURES,
    notes:
      "Ovens vary widely in real temperature; check yours with a thermometer and use a dedicated oven, never one used for food. The mug-wrap oven figures do not carry over to double-walled steel, which heats differently. " +
      FOLLOW_MAKER,
    verified: false,
    sources: ["ae-2019-08", "printwear-follow-instructions"],
  },
  {
    id: "stainless-tumbler-convection",
    substrate: "Stainless steel tumbler in a convection oven",
    group: "drinkware",
    ...NO_FIGURES,
    notes:
      "Convection ovens circulate air, so times usually differ from a conventional oven; test one piece first and use an oven dedicated to sublimation. " +
      FOLLOW_MAKER,
    verified: false,
    sources: ["ae-2019-08", "gp-mug-ovens"],
  },
  {
    id: "stainless-tumbler-shrink-wrap",
    substrate: "Stainless steel tumbler with shrink-wrap film (any oven)",
    group: "drinkware",
    ...NO_FIGURES,
    notes:
      "Shrink film supplies the pressure: shrink it evenly (heat gun or a short time in the oven) so it is tight all round, or it leaves lines and hazy patches. Tape the transfer seam, not the image. " +
      FOLLOW_MAKER,
    verified: false,
    sources: ["ae-2019-08", "printwear-follow-instructions"],
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
      "Ceramic is a poor heat conductor, so tiles take minutes, not seconds (A&E: 4-8 min for ceramics). Put the transfer face up on the lower platen and the tile face down on it. Tiles come out very hot: use heat gloves and cool quickly. Pressure is not given in our sources; follow the tile maker.",
    verified: true,
    sources: ["signwarehouse", "ae-2019-03", "ae-2020-03"],
  },
  {
    id: "large-ceramic-tile",
    substrate: "Large ceramic tile (8 x 10 in and up)",
    group: "hard-surfaces",
    ...temps(400),
    time: "up to 12 min (by size and thickness)",
    pressure: null,
    notes:
      "Larger, thicker tiles need much longer than small ones: Artainium says a large tile can take 12 minutes. Press face down on the transfer, check even contact across the whole tile, and wear heat gloves.",
    verified: true,
    sources: ["artainium", "signwarehouse", "ae-2019-03"],
  },
  {
    id: "ceramic-plate",
    substrate: "Ceramic plate (flat centre, on a plate press or pad)",
    group: "hard-surfaces",
    ...temps(400),
    time: "4-8 min (ceramics range, unverified for plates)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's range for ceramics is 4-8 minutes; no plate-specific figure was found. A raised rim needs a plate press attachment or a foam pad so the centre makes contact. Follow the plate maker and cool quickly.",
    verified: false,
    sources: ["ae-2019-03", "ae-2020-03"],
  },
  {
    id: "photo-slate",
    substrate: "Photo slate",
    group: "hard-surfaces",
    ...temps(400),
    time: "about 8 min",
    pressure: null,
    notes:
      "A&E: transfer face up on the lower platen, slate face down on it, nothing on top (a felt or Nomex pad stops heat getting through), 400 F for 8 minutes. Glossy and matte coatings vary, so check the slate supplier. Use heat gloves.",
    verified: true,
    sources: ["ae-2019-03"],
  },
  {
    id: "glass-cutting-board",
    substrate: "Glass cutting board / glass plaque",
    group: "hard-surfaces",
    ...temps(400),
    time: "4-8 min",
    pressure: null,
    notes:
      "A&E names glass cutting boards with ceramics and slate at 4-8 minutes; thicker pieces sit at the long end. Cool with a fan, never in water.",
    verified: true,
    sources: ["ae-2019-03", "sublimation-nation"],
  },
  {
    id: "glass-photo-block",
    substrate: "Glass or crystal photo block",
    group: "hard-surfaces",
    ...temps(400),
    time: "4-8 min",
    pressure: null,
    notes:
      "A&E names crystals with ceramics, glass and slate at 4-8 minutes; thick blocks sit at the long end and need even contact. Cool slowly in air or with a fan, never in water.",
    verified: true,
    sources: ["ae-2019-03", "sublimation-nation"],
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
    sources: ["printwear-follow-instructions", "ae-2019-08", "digital-output-rigid"],
  },
  {
    id: "sublimation-coated-wood",
    substrate: "Wood with a sublimation coating (plaques, signs, cutting boards)",
    group: "hard-surfaces",
    ...NO_FIGURES,
    notes:
      "Bare wood does not hold sublimation dye: only wood sold with a polyester sublimation coating (or coated by the maker) works. Coatings and thicknesses vary too much for one figure. " +
      FOLLOW_MAKER,
    verified: false,
    sources: ["digital-output-rigid", "printwear-follow-instructions"],
  },
  {
    id: "acrylic-blank",
    substrate: "Sublimation-coated acrylic (photo blocks, keepsakes)",
    group: "hard-surfaces",
    ...NO_FIGURES,
    notes:
      "Plain acrylic softens and warps at sublimation temperatures; only acrylic sold with a sublimation coating or film works, often at lower heat than other blanks. " +
      FOLLOW_MAKER,
    verified: false,
    sources: ["digital-output-rigid", "printwear-follow-instructions"],
  },
  {
    id: "ceramic-coaster",
    substrate: "Ceramic coaster",
    group: "hard-surfaces",
    ...temps(400),
    time: "about 4 min (tile figure, unverified for coasters)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " Ceramic coasters are small tiles, so the tile figure is a starting point only. Check the coaster maker's sheet, press face down, and use heat gloves.",
    verified: false,
    sources: ["signwarehouse", "ae-2019-03"],
  },
  {
    id: "ornament-mdf",
    substrate: "MDF / hardboard ornament",
    group: "hard-surfaces",
    ...NO_FIGURES,
    notes: "Small hardboard pieces heat quickly and can scorch; press face down and test one piece. " + FOLLOW_MAKER,
    verified: false,
    sources: ["printwear-follow-instructions"],
  },
  {
    id: "ornament-ceramic",
    substrate: "Ceramic / porcelain ornament",
    group: "hard-surfaces",
    ...temps(400),
    time: "4-8 min (ceramics range, unverified for ornaments)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " Only the general ceramic range is sourced. Use a foam pad or jig for curved ornaments, follow the ornament maker, and cool quickly.",
    verified: false,
    sources: ["ae-2019-03", "ae-2020-03"],
  },
  {
    id: "ornament-aluminium",
    substrate: "Aluminium ornament",
    group: "hard-surfaces",
    ...temps(400),
    time: "about 30 s (insert figure, unverified for ornaments)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E gives about 30 s for thin aluminium inserts; ornaments are similar thin metal. Peel the protective film first, press face down, and cool quickly to keep fine detail sharp.",
    verified: false,
    sources: ["ae-2019-03", "ae-2020-03"],
  },
  {
    id: "glass-ornament",
    substrate: "Flat glass ornament or glass photo frame insert",
    group: "hard-surfaces",
    ...temps(400),
    time: "4-8 min (glass range, unverified for ornaments)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's range for glass; thin ornaments sit at the short end. Press face down on the transfer, use heat gloves, and cool in air or with a fan, never in water.",
    verified: false,
    sources: ["ae-2019-03", "sublimation-nation"],
  },
  // ----------------------------------------------------------- photo panels
  {
    id: "aluminium-photo-insert",
    substrate: "Thin aluminium photo insert",
    group: "photo-panels",
    ...temps(400),
    time: "about 30 s",
    pressure: null,
    notes:
      "Thin metal heats through fast: A&E gives about 30 s for aluminium inserts. Remove the protective film, press face down, and cool quickly; A&E dips aluminium badges in warm water to stop the dye moving and keep fine text crisp.",
    verified: true,
    sources: ["ae-2019-03", "ae-2020-03"],
  },
  {
    id: "aluminium-name-badge",
    substrate: "Aluminium name badge",
    group: "photo-panels",
    ...temps(400),
    time: "about 30 s",
    pressure: null,
    notes:
      "Badges are thin aluminium inserts (A&E: about 30 s). A&E's writer times badges to the second and dips them in warm water straight after pressing to keep white text on black sharp. Remove the film and press face down.",
    verified: true,
    sources: ["ae-2019-03", "ae-2020-03"],
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
    sources: ["aluminium-blog", "ae-2019-03"],
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
    sources: ["printwear-follow-instructions", "ae-2019-08", "digital-output-rigid"],
  },
  // ------------------------------------------------------------- soft goods
  {
    id: "mouse-pad",
    substrate: "Mouse pad (polyester fabric top, rubber base)",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (fabric figure, unverified for mouse pads)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's standard polyester-fabric figure; no mouse-pad-specific figure was found. Press fabric side up against the transfer; foam and rubber bases compress, so heavy pressure can leave marks. Follow the pad maker's sheet where it gives figures.",
    verified: false,
    sources: ["ae-2019-03", "sublimation-star-mouse", "printwear-follow-instructions"],
  },
  {
    id: "neoprene-coaster",
    substrate: "Neoprene / fabric-top coaster",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (fabric figure, unverified for coasters)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's standard polyester-fabric figure (it names can wraps, the same neoprene-backed fabric). Lint-roll the face and keep the transfer from moving when the press opens. Follow the coaster maker where it gives figures.",
    verified: false,
    sources: ["ae-2019-03", "gp-blue-specks"],
  },
  {
    id: "polyester-tote-bag",
    substrate: "100% polyester tote bag",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s",
    pressure: null,
    notes:
      "A&E names tote bags among the standard 100% polyester fabrics pressed at 400 F for 45-60 s. Put card inside the bag, press flat away from seams and handles, and pre-press 3-5 s. Pressure is not given; follow the bag maker.",
    verified: true,
    sources: ["ae-2019-03", "sublishop-press-marks"],
  },
  {
    id: "pillow-cover",
    substrate: "100% polyester pillow cover / cushion case",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (fabric figure, unverified for pillow covers)",
    pressure: null,
    notes:
      "Caveated class figure, not item-specific: A&E's standard figure for 100% polyester fabric ('tote bags, aprons, can wraps and more'); pillow covers are the same fabric, but no cover-specific figure was found. Card inside stops dye passing to the back; keep zips and seams off the platen (use a pressing pillow) and lint-roll first. Pressure is not given.",
    verified: false,
    sources: ["ae-2019-03", "sublishop-press-marks", "gp-blue-specks"],
  },
  {
    id: "flag-banner",
    substrate: "Polyester flag / banner",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (fabric figure, unverified for flags)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's standard polyester-fabric figure. Large pieces often need a large-format or calender press; pressing in sections risks overlaps that re-gas and ghost. Follow the fabric maker.",
    verified: false,
    sources: ["ae-2019-03", "printwear-follow-instructions", "ae-2019-08"],
  },
  {
    id: "polyester-blanket",
    substrate: "Polyester fleece or plush blanket (print side smooth)",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (fabric figure, unverified for blankets)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's standard polyester-fabric figure. Thick pile and large sizes often need pressing in sections (avoid overlaps, which re-gas) and may need the blanket maker's longer time. Lint-roll and pre-press first.",
    verified: false,
    sources: ["ae-2019-03", "sublishop-press-marks"],
  },
  {
    id: "microfiber-towel",
    substrate: "Polyester microfiber towel (sublimation face)",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (fabric figure, unverified for towels)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's standard polyester-fabric figure. Only polyester microfiber faces take the dye; cotton loop towels do not. Press the smooth sublimation panel, with paper underneath to stop bleed-through.",
    verified: false,
    sources: ["ae-2019-03", "gp-polyester"],
  },
  {
    id: "polyester-patch",
    substrate: "Polyester patch or sew-on panel",
    group: "soft-goods",
    ...temps(400),
    time: "45-60 s (fabric figure, unverified for patches)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's standard polyester-fabric figure; thin performance-type fabric may need only the 30 s performance-shirt time. Press the patch before sewing or applying it, and follow the patch maker where it gives figures.",
    verified: false,
    sources: ["ae-2019-03"],
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
    sources: ["printwear-follow-instructions"],
  },
  {
    id: "mdf-keychain",
    substrate: "MDF / hardboard key chain",
    group: "other",
    ...NO_FIGURES,
    notes: "Small, thin pieces heat fast and can scorch; test one first. " + FOLLOW_MAKER,
    verified: false,
    sources: ["printwear-follow-instructions"],
  },
  {
    id: "aluminium-keychain",
    substrate: "Aluminium key chain insert",
    group: "other",
    ...temps(400),
    time: "about 30 s (insert figure, unverified for key chains)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's figure for thin aluminium inserts. Remove the film, press face down (a small foam pad helps with tiny pieces) and cool quickly.",
    verified: false,
    sources: ["ae-2019-03", "ae-2020-03"],
  },
  {
    id: "aluminium-pet-tag",
    substrate: "Aluminium pet tag / dog tag",
    group: "other",
    ...temps(400),
    time: "about 30 s (insert figure, unverified for tags)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's figure for thin aluminium inserts. Remove the film, press face down and cool quickly to keep small text crisp. Thicker tags need the maker's figure.",
    verified: false,
    sources: ["ae-2019-03", "ae-2020-03"],
  },
  {
    id: "aluminium-bookmark",
    substrate: "Aluminium bookmark",
    group: "other",
    ...temps(400),
    time: "about 30 s (insert figure, unverified for bookmarks)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " A&E's figure for thin aluminium inserts. Remove the protective film, press face down and cool flat and quickly so thin metal does not curl and fine text stays sharp.",
    verified: false,
    sources: ["ae-2019-03", "ae-2020-03"],
  },
  {
    id: "phone-case-insert",
    substrate: "Phone case with an aluminium sublimation insert",
    group: "other",
    ...temps(400),
    time: "about 30 s (insert figure, unverified for phone cases)",
    pressure: null,
    notes:
      CLASS_FIGURE +
      " Two-part cases are sublimated as a flat aluminium insert (A&E: about 30 s), then glued into the case; never press the plastic case itself. 3D cases need a vacuum press and the case maker's figures.",
    verified: false,
    sources: ["ae-2019-03", "gp-mug-ovens"],
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
    sources: ["printwear-follow-instructions", "ae-2019-03"],
  },
];
