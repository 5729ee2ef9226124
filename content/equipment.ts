// Equipment directory. Prices are approximate US street prices (round numbers)
// as of priceCheckedOn; ratings are our editorial judgement, not user reviews.
import type { z } from "zod";
import type { equipmentSchema } from "./schema";

type EquipmentInput = z.input<typeof equipmentSchema>;

// The date these approximate street prices were recorded. They have not been
// compared with a live retailer page since; where a product page URL could not be
// confirmed, sources point at the maker's site root rather than a guessed page.
const CHECKED = "2026-11-20";

// --- Sources -------------------------------------------------------------
const SAWGRASS = { title: "Sawgrass (manufacturer site)", url: "https://www.sawgrassink.com/" };
const SAWGRASS_WARRANTY = {
  title: "Sawgrass support: SG500/SG1000 two-year warranty, void with non-genuine ink",
  url: "https://supportdesk.sawgrassink.com/en/support/solutions/articles/65000149862-printer-warranty",
};
const SAWGRASS_MAINTENANCE = {
  title: "Sawgrass: leave the printer on so automatic maintenance runs",
  url: "https://sawgrassink.com/importance-of-maintenance",
};
const SAWGRASS_ENCODER = {
  title: "Sawgrass Care: cleaning the SG500/SG1000 encoder",
  url: "https://care.sawgrassink.com/hc/en-us/articles/10719366165787-How-To-Cleaning-the-Horizontal-Encoder",
};
const MAGIC_TOUCH_ICC = {
  title: "The Magic Touch glossary: colour profiles (Sawgrass Print Manager applies substrate profiles)",
  url: "https://themagictoucheuclone.kinsta.cloud/glossary/colour-profile",
};
const EPSON = { title: "Epson America (manufacturer site)", url: "https://epson.com/" };
const BROTHER = {
  title: "Brother USA (manufacturer site; the SP-1 product page URL was not confirmed here)",
  url: "https://www.brother-usa.com/",
};
const CRICUT = { title: "Cricut (manufacturer site)", url: "https://cricut.com/" };
const HTVRONT = { title: "HTVRONT (manufacturer site)", url: "https://www.htvront.com/" };
const VEVOR = { title: "VEVOR (manufacturer site)", url: "https://www.vevor.com/" };
const HOTRONIX = { title: "Hotronix, a Stahls' brand (manufacturer site)", url: "https://www.hotronix.com/" };
const STAHLS = { title: "Stahls' (Hotronix parent company)", url: "https://www.stahls.com/" };
const GEO_KNIGHT = { title: "Geo Knight & Co. (manufacturer site)", url: "https://www.geoknight.com/" };
const HIIPOO = { title: "Hiipoo (brand site)", url: "https://www.hiipoo.com/" };
const PRINTERS_JACK = { title: "Printers Jack (brand site)", url: "https://www.printersjack.com/" };
const COSMOS = { title: "Cosmos Ink (brand site)", url: "https://www.cosmosink.com/" };
const ETEKCITY = { title: "Etekcity (manufacturer site)", url: "https://www.etekcity.com/" };
const BEAVER_TEXPRINT = {
  title: "Digital Output: The importance of paper (Beaver Paper TexPrint family)",
  url: "https://digitaloutput.net/the-importance-of-paper",
};
const ROLAND_PAPER = {
  title: "Roland DGA on paper weights (45-160 gsm, typically 90-110 gsm) and tacky paper",
  url: "http://www.brosublimationpaper.com/news_detail.asp?-detail=23.html",
};
const AE_2019 = {
  title: "A&E magazine, March 2019 (heat gloves for hot tiles)",
  url: "https://nbm.uberflip.com/i/1077942-march-19/23",
};
const AE_AUG_2019 = {
  title: "A&E magazine, August 2019: ovens and silicone wraps for volume mug production",
  url: "https://nbm.uberflip.com/i/1139746-august-19/50",
};
const GP_MUG_OVENS = {
  title: "GRAPHICS PRO: An overview of mug presses and mug ovens",
  url: "https://graphics-pro.com/education/mug-presses-and-mug-ovens/",
};
const GP_BURN_MARKS = {
  title: "GRAPHICS PRO: 4 causes of burn marks (use a dealer pyrometer, not a hardware-store gun)",
  url: "https://graphics-pro.com/education/4-causes-of-burn-marks-from-sublimation",
};
const GP_BLUE_SPECKS = {
  title: "GRAPHICS PRO: Watch out for blue meanies (lint roller, Vapor Foam)",
  url: "https://graphics-pro.com/feature/watch-out-for-blue-meanies-when-sublimating-shirts",
};
const PRINTWEAR_GHOSTING = {
  title: "Printwear: Ghosting (why transfers must not move)",
  url: "https://printwearmag.com/features/term-week-ghosting-sublimation",
};
const SUBLISHOP_PRESS_MARKS = {
  title: "Sublishop: avoiding press marks (silicone pads and pressing aids)",
  url: "https://sublishop.co.uk/blogs/guides/how-to-avoid-press-marks-when-sublimating-on-fabric",
};
const SUBLI_INSTR_MUGS = {
  title: "SublimationInstructions.com: wrap mugs in plain paper; Kool Plate for cooling",
  url: "https://sublimationinstructions.com/instructions/32-sublimating-coin-banks-using-a-mug-press",
};
const CONDE = { title: "Condé Systems (dyetrans.com)", url: "https://www.dyetrans.com/" };
const VAPOR = { title: "Vapor Apparel wholesale site", url: "https://wholesale.vaporapparel.com/" };
/** A retailer's search results: used only as the place a street price was seen, never as a product page. */
const amazonSearch = (q: string) => ({
  title: `Amazon.com search results for "${q}" (street-price check only, not a product page)`,
  url: `https://www.amazon.com/s?k=${encodeURIComponent(q).replace(/%20/g, "+")}`,
});

export const equipment: EquipmentInput[] = [
  // --------------------------------------------------------------- printers
  {
    id: "sawgrass-sg500",
    name: "Sawgrass Virtuoso SG500",
    description:
      "Purpose-built desktop sublimation printer that runs Sawgrass's own SubliJet UHD ink. The easiest route for beginners who want a supported system rather than a converted printer.",
    category: "printers",
    price: 650,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: true,
    features: [
      "Prints sheets up to legal size (8.5 x 14 in)",
      "Two-year warranty (void if non-genuine ink is used)",
      "Runs automatic maintenance when left on and plugged in",
      "Sawgrass Print Manager applies colour profiles by substrate",
    ],
    sources: [SAWGRASS, SAWGRASS_WARRANTY, SAWGRASS_MAINTENANCE, MAGIC_TOUCH_ICC],
  },
  {
    id: "sawgrass-sg1000",
    name: "Sawgrass Virtuoso SG1000",
    description:
      "Larger sibling of the SG500 for shops that need bigger transfers for shirts, panels and tiles, with the same ink and software system.",
    category: "printers",
    price: 1500,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: false,
    features: [
      "Prints up to tabloid size (11 x 17 in)",
      "Uses SubliJet UHD ink; two-year warranty with genuine ink",
      "Automatic maintenance cycles when left powered on",
      "Aluminium encoder strip that needs gentle cleaning",
    ],
    sources: [SAWGRASS, SAWGRASS_WARRANTY, SAWGRASS_MAINTENANCE, SAWGRASS_ENCODER],
  },
  {
    id: "epson-surecolor-f170",
    name: "Epson SureColor F170",
    description:
      "Epson's entry-level printer built for dye-sublimation from the factory, so no conversion is needed and the maker supports it for this use.",
    category: "printers",
    price: 400,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: true,
    features: [
      "Sold as a dye-sublimation printer (no conversion)",
      "Refillable ink tanks filled from Epson dye-sublimation ink bottles",
      "Prints letter- and legal-size sheets",
      "Piezo print head, the head type suited to sublimation ink",
    ],
    sources: [EPSON, amazonSearch("Epson SureColor F170")],
  },
  {
    id: "epson-surecolor-f570",
    name: "Epson SureColor F570",
    description:
      "24-inch desktop dye-sublimation printer for small shops moving to roll printing: larger shirt prints, all-over panels and signage.",
    category: "printers",
    price: 2500,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: false,
    features: [
      "Prints on rolls up to 24 in wide as well as cut sheets",
      "Refillable ink tank system with Epson dye-sublimation ink",
      "Touchscreen control panel",
      "Built for sublimation by the manufacturer",
    ],
    sources: [EPSON, amazonSearch("Epson SureColor F570")],
  },
  {
    id: "epson-ecotank-et-2800",
    name: "Epson EcoTank ET-2800 (converted)",
    description:
      "Low-cost all-in-one ink-tank printer that hobbyists convert by filling new tanks with sublimation ink. Cheap to start, but conversion is unsupported by Epson and you are on your own for profiles and repairs.",
    category: "printers",
    price: 200,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Refillable ink tanks, so no cartridges to adapt",
      "Piezo print head suits sublimation ink",
      "Letter-size printing",
      "Needs a third-party ink and matching ICC profile",
    ],
    sources: [EPSON, amazonSearch("Epson EcoTank ET-2800")],
  },
  {
    id: "epson-ecotank-et-2850",
    name: "Epson EcoTank ET-2850 (converted)",
    description:
      "Popular ET-2800 step-up used for sublimation conversions; adds conveniences such as automatic two-sided printing and a small colour screen.",
    category: "printers",
    price: 250,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Refillable ink tanks for bottled sublimation ink",
      "Small colour display for maintenance menus",
      "Letter-size printing",
      "Conversion is unsupported by Epson",
    ],
    sources: [EPSON, amazonSearch("Epson EcoTank ET-2850")],
  },
  {
    id: "epson-ecotank-et-15000",
    name: "Epson EcoTank ET-15000 (converted)",
    description:
      "Wide-format EcoTank often converted for sublimation when letter size is too small: tabloid sheets and 13 x 19 in through the rear feed.",
    category: "printers",
    price: 500,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: false,
    features: [
      "Prints up to 13 x 19 in via the rear feed",
      "Refillable ink tanks",
      "Piezo print head",
      "Conversion is unsupported by Epson",
    ],
    sources: [EPSON, amazonSearch("Epson EcoTank ET-15000")],
  },
  {
    id: "epson-ecotank-et-8550",
    name: "Epson EcoTank Photo ET-8550 (converted)",
    description:
      "Six-colour photo EcoTank that some decorators convert with six-colour sublimation ink sets for wide 13 x 19 in photo transfers.",
    category: "printers",
    price: 700,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Six ink tanks (photo ink set)",
      "Prints up to 13 x 19 in",
      "Rear feed for thicker media",
      "Needs a six-colour sublimation ink set and profile",
    ],
    sources: [EPSON, amazonSearch("Epson EcoTank ET-8550")],
  },
  {
    id: "brother-sp-1",
    name: "Brother SP-1 Sublimation Printer",
    description:
      "Brother's purpose-built desktop sublimation printer for crafters, sold with Brother's own sublimation ink and designed to work with its Artspira app. A supported alternative to converting an ink-tank printer. Price is the launch list price, not re-checked on a live page.",
    category: "printers",
    price: 400,
    priceCheckedOn: "2026-11-23",
    rating: 4,
    recommended: false,
    features: [
      "Factory sublimation printer: no conversion, maker's own ink",
      "Letter-size desktop printing for shirts, mugs and small blanks",
      "Designed to pair with Brother's Artspira design app",
      "Check the maker's current warranty and ink terms before buying",
    ],
    sources: [BROTHER],
  },
  // ----------------------------------------------------------- heat presses
  {
    id: "cricut-easypress-3",
    name: "Cricut EasyPress 3",
    description:
      "Handheld heat press for fabric projects with app-guided settings. Fine for shirts and totes; not a substitute for a clamshell press on hard substrates.",
    category: "heat-presses",
    price: 200,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Heats up to 400 F (205 C)",
      "Bluetooth connection to the Cricut Heat app",
      "Automatic shut-off safety feature",
      "Available in several plate sizes",
    ],
    sources: [CRICUT, amazonSearch("Cricut EasyPress 3")],
  },
  {
    id: "cricut-mug-press",
    name: "Cricut Mug Press",
    description:
      "One-button mug press for straight-walled sublimation and Infusible Ink mugs. Simple for hobbyists; settings are automatic rather than adjustable.",
    category: "heat-presses",
    price: 150,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Fits straight-walled mugs of about 11-16 oz",
      "One-touch automatic heat setting",
      "Automatic shut-off when idle",
      "Activated through Cricut Design Space",
    ],
    sources: [CRICUT, GP_MUG_OVENS],
  },
  {
    id: "cricut-hat-press",
    name: "Cricut Hat Press",
    description:
      "Small curved press for caps, used with a pressing form that supports the crown. Suits hobby hat runs on polyester front panels.",
    category: "heat-presses",
    price: 150,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Curved heat plate shaped for hat crowns",
      "Bluetooth connection to the Cricut Heat app",
      "Comes with a hat pressing form",
    ],
    sources: [CRICUT, amazonSearch("Cricut Hat Press")],
  },
  {
    id: "htvront-auto-heat-press-15x15",
    name: "HTVRONT Auto Heat Press 15 x 15 in",
    description:
      "Budget clamshell press that opens by itself when the timer ends, which helps avoid over-pressing and paper movement.",
    category: "heat-presses",
    price: 300,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Opens automatically at the end of the timer",
      "15 x 15 in heat platen",
      "Digital time and temperature controls",
    ],
    sources: [HTVRONT, amazonSearch("HTVRONT auto heat press 15x15")],
  },
  {
    id: "vevor-heat-press-15x15",
    name: "VEVOR 15 x 15 in digital heat press",
    description:
      "Low-cost press sold in clamshell and swing-away versions. Works for starters; check the real platen temperature with a pyrometer because budget platens can have cold spots.",
    category: "heat-presses",
    price: 150,
    priceCheckedOn: CHECKED,
    rating: 3,
    recommended: false,
    features: ["15 x 15 in heat platen", "Digital temperature and timer controls", "Clamshell and swing-away versions"],
    sources: [VEVOR, amazonSearch("VEVOR heat press 15x15")],
  },
  {
    id: "hotronix-fusion-iq",
    name: "Hotronix Fusion IQ",
    description:
      "Professional hybrid press from Stahls' that swings away or draws out, for shops pressing shirts and thick hard goods every day.",
    category: "heat-presses",
    price: 3000,
    priceCheckedOn: CHECKED,
    rating: 5,
    recommended: true,
    features: [
      "Hybrid design: swings away or draws forward",
      "Touchscreen IQ controller",
      "Interchangeable lower platens",
      "16 x 20 in standard platen",
    ],
    sources: [HOTRONIX, STAHLS],
  },
  {
    id: "geo-knight-dk20s",
    name: "Geo Knight DK20S",
    description:
      "Long-standing US-made swing-away press favoured for hard substrates such as tiles, slate and panels, where a swing-away keeps the hot platen away from your hands.",
    category: "heat-presses",
    price: 2000,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: true,
    features: ["Swing-away design", "16 x 20 in platen", "Digital time and temperature controller", "Made in the USA"],
    sources: [GEO_KNIGHT],
  },
  // ------------------------------------------------------------------- inks
  {
    id: "sawgrass-sublijet-uhd",
    name: "Sawgrass SubliJet UHD ink",
    description:
      "Sawgrass's cartridge ink for the SG500 and SG1000. Price is per standard colour cartridge (approximate). Genuine ink keeps the printer warranty valid.",
    category: "inks",
    price: 100,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: true,
    features: [
      "Made for Sawgrass SG500 and SG1000 printers",
      "Required to keep the two-year printer warranty",
      "Colour profiles applied through Sawgrass Print Manager",
    ],
    sources: [SAWGRASS, SAWGRASS_WARRANTY, MAGIC_TOUCH_ICC],
  },
  {
    id: "epson-ultrachrome-ds-ink",
    name: "Epson UltraChrome DS dye-sublimation ink",
    description:
      "Epson's own dye-sublimation ink for SureColor F-series printers such as the F170 and F570. Price is per bottle (approximate).",
    category: "inks",
    price: 40,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: true,
    features: [
      "Made by Epson for SureColor F-series printers",
      "Bottled refills for ink-tank models",
      "Genuine ink for the printer's warranty",
    ],
    sources: [EPSON],
  },
  {
    id: "hiipoo-sublimation-ink",
    name: "Hiipoo sublimation ink",
    description:
      "Third-party bottled sublimation ink widely used to convert Epson EcoTank printers. Price is per four-colour set (approximate). Use the brand's matching ICC profile.",
    category: "inks",
    price: 30,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Bottled ink for converted ink-tank printers",
      "Sold in CMYK bottle sets",
      "Needs an ICC profile made for this ink",
    ],
    sources: [HIIPOO, amazonSearch("Hiipoo sublimation ink")],
  },
  {
    id: "printers-jack-sublimation-ink",
    name: "Printers Jack sublimation ink",
    description:
      "Third-party bottled sublimation ink for EcoTank conversions. Price is per four-colour set (approximate). Check the brand's profile for your printer model.",
    category: "inks",
    price: 30,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Bottled ink for converted ink-tank printers",
      "Sold in CMYK bottle sets",
      "Needs an ICC profile made for this ink",
    ],
    sources: [PRINTERS_JACK, amazonSearch("Printers Jack sublimation ink")],
  },
  {
    id: "cosmos-sublimation-ink",
    name: "Cosmos Ink sublimation ink",
    description:
      "US-sold third-party sublimation ink for converted Epson printers. Price is per four-colour set (approximate).",
    category: "inks",
    price: 45,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: false,
    features: [
      "Bottled ink for converted ink-tank printers",
      "Sold in CMYK sets",
      "Use with the ICC profile for your printer and paper",
    ],
    sources: [COSMOS, amazonSearch("Cosmos Ink sublimation ink")],
  },
  // ------------------------------------------------------------------ tools
  {
    id: "heat-resistant-tape",
    name: "Heat-resistant (polyimide) tape",
    description:
      "Thin tape that survives press temperatures; holds the transfer in place so it cannot move and ghost. Keep it off the image area.",
    category: "tools",
    price: 8,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: true,
    features: [
      "Withstands heat-press temperatures",
      "Leaves little residue when removed",
      "Available in narrow widths for mugs and tumblers",
    ],
    sources: [PRINTWEAR_GHOSTING, amazonSearch("heat resistant tape sublimation")],
  },
  {
    id: "heat-resistant-gloves",
    name: "Heat-resistant gloves",
    description:
      "Gloves for handling tiles, slate, mugs and tumblers straight out of the press; A&E recommends heat gloves for hot ceramics.",
    category: "tools",
    price: 15,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: false,
    features: ["Protect hands from hot ceramics and metal", "Grip for lifting mugs and tiles", "Reusable"],
    sources: [AE_2019, amazonSearch("heat resistant gloves sublimation")],
  },
  {
    id: "lint-roller",
    name: "Adhesive lint roller",
    description:
      "The cheapest fix for blue specks: roll the print area of every polyester garment just before pressing.",
    category: "tools",
    price: 8,
    priceCheckedOn: CHECKED,
    rating: 5,
    recommended: true,
    features: [
      "Removes dust and polyester lint",
      "Prevents blue specks that will not wash out",
      "Tear-off refill sheets",
    ],
    sources: [GP_BLUE_SPECKS],
  },
  {
    id: "contact-pyrometer",
    name: "Digital contact pyrometer with surface probe",
    description:
      "Measures the real platen temperature by contact. Trade sources recommend one from a sublimation dealer for checking and calibrating presses.",
    category: "tools",
    price: 100,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: true,
    features: [
      "Reads platen surface temperature directly",
      "Finds cold spots across the platen",
      "Lets you verify the press display",
    ],
    sources: [GP_BURN_MARKS],
  },
  {
    id: "etekcity-infrared-thermometer",
    name: "Etekcity Lasergrip 774 infrared thermometer",
    description:
      "Cheap non-contact thermometer. Useful for a rough check of ovens and tumblers, but trade advice is not to rely on a hardware-store temperature gun to calibrate a press.",
    category: "tools",
    price: 20,
    priceCheckedOn: CHECKED,
    rating: 3,
    recommended: false,
    features: [
      "Non-contact infrared reading",
      "Laser pointer for aiming",
      "Readings on shiny platens can be inaccurate",
    ],
    sources: [ETEKCITY, GP_BURN_MARKS],
  },
  {
    id: "temperature-test-strips",
    name: "Heat press temperature test strips",
    description:
      "Self-adhesive strips that change colour at set temperatures; a low-cost way to check a press or oven alongside a pyrometer.",
    category: "tools",
    price: 20,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: true,
    features: [
      "Show the maximum temperature reached",
      "Check several platen spots at once",
      "No batteries or calibration",
    ],
    sources: [GP_BURN_MARKS, amazonSearch("heat press temperature test strips")],
  },
  {
    id: "cricut-maker-3",
    name: "Cricut Maker 3",
    description:
      "Cutting machine used alongside sublimation to cut printed transfers, stencils and Infusible Ink sheets; not needed for basic sublimation.",
    category: "tools",
    price: 400,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: false,
    features: [
      "Cuts Cricut Smart Materials without a mat",
      "Works with Cricut Design Space",
      "Supports a range of interchangeable tools",
    ],
    sources: [CRICUT],
  },
  {
    id: "cricut-explore-3",
    name: "Cricut Explore 3",
    description: "Lower-cost Cricut cutting machine for trimming transfers and cutting Infusible Ink and vinyl.",
    category: "tools",
    price: 300,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: false,
    features: [
      "Cuts Cricut Smart Materials without a mat",
      "Works with Cricut Design Space",
      "Print Then Cut for printed designs",
    ],
    sources: [CRICUT],
  },
  {
    id: "countertop-convection-oven",
    name: "Dedicated countertop convection oven",
    description:
      "A countertop oven kept only for sublimation lets you press several mugs or tumblers at once with wraps. Never use it for food afterwards.",
    category: "tools",
    price: 250,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Batch production of mugs and tumblers with wraps",
      "Handles shapes a mug press cannot",
      "Check the real temperature with a thermometer",
    ],
    sources: [AE_AUG_2019, GP_MUG_OVENS],
  },
  // ------------------------------------------------------------ accessories
  {
    id: "ptfe-teflon-sheet",
    name: "PTFE (Teflon) pressing sheet",
    description:
      "Reusable non-stick cover sheet that protects the upper platen; replace it when stained, as dye can transfer back.",
    category: "accessories",
    price: 12,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: ["Non-stick surface protects the platen", "Reusable and wipe-clean", "Cut to size for any press"],
    sources: [amazonSearch("PTFE teflon sheet heat press")],
  },
  {
    id: "pressing-pillows",
    name: "Heat press pressing pillows / silicone pads",
    description: "Pads that raise the print area so seams, zips and platen edges do not leave press marks on garments.",
    category: "accessories",
    price: 25,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: true,
    features: [
      "Reduce platen-edge press marks",
      "Lift the print area above seams and zips",
      "Several sizes for sleeves, pockets and bags",
    ],
    sources: [SUBLISHOP_PRESS_MARKS, amazonSearch("heat press pillow")],
  },
  {
    id: "a-sub-sublimation-paper",
    name: "A-SUB sublimation paper (letter size)",
    description:
      "Popular budget sublimation paper for desktop printers. Price per pack of about 100 sheets (approximate).",
    category: "accessories",
    price: 20,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: false,
    features: [
      "Letter-size sheets for desktop printers",
      "Coated to hold and release sublimation ink",
      "Print on the bright white coated side",
    ],
    sources: [amazonSearch("A-SUB sublimation paper"), ROLAND_PAPER],
  },
  {
    id: "texprint-sublimation-paper",
    name: "Beaver Paper TexPrint sublimation paper",
    description:
      "Long-established sublimation paper family from Beaver Paper, used by many Sawgrass owners. Price per pack (approximate).",
    category: "accessories",
    price: 35,
    priceCheckedOn: CHECKED,
    rating: 4.5,
    recommended: false,
    features: [
      "Works for hard and soft substrates",
      "Sheet and roll formats",
      "Family includes papers for high-volume printing",
    ],
    sources: [BEAVER_TEXPRINT, amazonSearch("TexPrint sublimation paper")],
  },
  {
    id: "silicone-mug-wraps",
    name: "Silicone mug wraps",
    description:
      "Clamp-on silicone sleeves that supply pressure when mugs are pressed in an oven; sizes exist for mugs, steins, shot glasses and bottles. Price per wrap (approximate).",
    category: "accessories",
    price: 15,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: true,
    features: [
      "Let you sublimate many mugs at once in an oven",
      "Sizes for mugs, steins and shot glasses",
      "Leave a small unprinted strip where the ends meet",
    ],
    sources: [AE_AUG_2019, GP_MUG_OVENS],
  },
  {
    id: "butcher-paper",
    name: "Uncoated butcher / protective paper roll",
    description:
      "Plain uncoated paper used as a cover sheet and to wrap mugs, so stray dye does not reach the platen or caramelise bare coating.",
    category: "accessories",
    price: 20,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: false,
    features: [
      "Catches excess dye",
      "Wrap the whole mug to stop yellowing",
      "Disposable: use a fresh sheet each press",
    ],
    sources: [SUBLI_INSTR_MUGS],
  },
  {
    id: "vapor-foam",
    name: "Vapor Foam pressing pad",
    description:
      "Foam pad from Vapor Apparel placed under the print area so only that area touches the upper platen; helps avoid box lines and makes lint-rolling easy.",
    category: "accessories",
    price: 25,
    priceCheckedOn: CHECKED,
    rating: 4,
    recommended: false,
    features: ["Raises the print area off the lower pad", "Reduces platen-edge marks", "Heat-resistant foam"],
    sources: [GP_BLUE_SPECKS, VAPOR],
  },
  {
    id: "conde-kool-plate",
    name: "Condé Kool Plate",
    description:
      "Cooling plate used to cool mugs quickly after pressing instead of dunking them in water, to stop the dye drifting.",
    category: "accessories",
    price: 60,
    priceCheckedOn: CHECKED,
    rating: 3.5,
    recommended: false,
    features: [
      "Cools mugs quickly after pressing",
      "Avoids dunking hot mugs in water",
      "Helps keep edges and text sharp",
    ],
    sources: [SUBLI_INSTR_MUGS, CONDE],
  },
];
