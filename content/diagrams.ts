// Explanatory diagrams placed in guides, kept apart from the guide texts so a
// picture can be added or moved without touching a guide's body. Each shows
// after the `##` heading named in `afterHeading` (matched case-insensitively),
// or at the start of the guide when that is absent or no longer in the text.
// The SVGs are drawn by scripts/pictures/diagrams.ts into public/images/diagrams.

export interface GuideDiagram {
  /** Site path of the SVG. */
  src: string;
  /** Drawn size (the SVG's viewBox), for width/height attributes. */
  width: number;
  height: number;
  /** What the picture shows, for screen readers. */
  alt: string;
  /** Shown under the picture; names the sources behind what it shows. */
  caption: string;
  afterHeading?: string;
}

const DYE_TO_GAS: Omit<GuideDiagram, "afterHeading"> = {
  src: "/images/diagrams/dye-to-gas.svg",
  width: 480,
  height: 600,
  alt: "Three steps: solid dye on the transfer paper; with heat and pressure the dye turns to gas and enters the opened polyester; after cooling the polyester closes with the dye inside the fibres.",
  caption:
    "Heat turns the printed dye into a gas that enters polyester while it is hot; cooled, the fibre holds it. After Menzies (the sublimation process) and SGIA Journal.",
};

const CLAMSHELL: Omit<GuideDiagram, "afterHeading"> = {
  src: "/images/diagrams/clamshell-heat-and-pressure.svg",
  width: 480,
  height: 392,
  alt: "Exploded side view of a clam-shell press: pressure pushes the heated top platen down; heat passes through the protective sheet and the print-side-down transfer paper into the blank, with the pad and lower platen pushing back.",
  caption:
    "Where heat and pressure go in a clam-shell press: the heated top platen closes onto the stack of protective sheet, transfer and blank.",
};

const WRAPPING: Omit<GuideDiagram, "afterHeading"> = {
  src: "/images/diagrams/wrapping-mugs-and-tumblers.svg",
  width: 480,
  height: 378,
  alt: "A mug with the transfer wrapped print side in, heat tape at both ends and the seam at the handle; a tumbler with the transfer pulled tight under a wrap or shrink film.",
  caption:
    "Wrapping a mug or a tumbler: print side in, tight, taped, seam at the handle. After A&E magazine (August 2019) on wraps and seams.",
};

const GHOSTING: Omit<GuideDiagram, "afterHeading"> = {
  src: "/images/diagrams/why-ghosting-happens.svg",
  width: 480,
  height: 590,
  alt: "Top: the transfer slides as the press opens and a faint offset second image appears. Bottom: the transfer taped at its corners and lifted straight up leaves one sharp image.",
  caption:
    "Ghosting: the paper moved while the dye was still a gas. After Printwear (term of the week: ghosting) and Single J's blog.",
};

const MIRRORED: Omit<GuideDiagram, "afterHeading"> = {
  src: "/images/diagrams/mirrored-printing.svg",
  width: 480,
  height: 334,
  alt: "The design reads ABC on screen, is printed mirrored on the transfer paper, and reads ABC again once pressed face down on a shirt.",
  caption:
    "Why the print is mirrored: the transfer goes face down on the blank. Unisub's glossary lists mirroring as a requirement.",
};

export const GUIDE_DIAGRAMS: Record<string, GuideDiagram[]> = {
  "how-sublimation-works": [DYE_TO_GAS, { ...MIRRORED, afterHeading: "Steps" }],
  "getting-started-with-sublimation": [{ ...DYE_TO_GAS, afterHeading: "Steps" }],
  "sublimating-polyester-shirts": [{ ...CLAMSHELL, afterHeading: "Steps" }],
  "choosing-a-heat-press": [{ ...CLAMSHELL, afterHeading: "The main press styles" }],
  "heat-press-care-and-calibration": [{ ...CLAMSHELL, afterHeading: "Steps: checking pressure" }],
  "mugs-with-a-mug-press": [{ ...WRAPPING, afterHeading: "Steps" }],
  "mugs-in-an-oven-with-wraps": [{ ...WRAPPING, afterHeading: "Steps" }],
  "tumblers-press-oven-convection": [{ ...WRAPPING, afterHeading: "Steps" }],
  "fixing-ghosting": [{ ...GHOSTING, afterHeading: "Likely causes" }],
  "designing-artwork-for-sublimation": [{ ...MIRRORED, afterHeading: "Steps" }],
  "printer-settings-for-sublimation": [{ ...MIRRORED, afterHeading: "Settings" }],
};

export function guideDiagrams(id: string): GuideDiagram[] {
  return GUIDE_DIAGRAMS[id] ?? [];
}
