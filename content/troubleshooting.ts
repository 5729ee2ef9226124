// Troubleshooting by symptom. Causes are listed most likely first.
import type { z } from "zod";
import type { troubleshootingSchema } from "./schema";

type TroubleshootingInput = z.input<typeof troubleshootingSchema>;

// Sources are ids in content/sources/*.yaml.
export const troubleshooting: TroubleshootingInput[] = [
  {
    id: "ghosting",
    symptom: "Ghosting (double image)",
    summary:
      "A faint second copy of the design appears slightly offset from the main image. The dye is still active when the press opens, so any movement of the paper or the blank prints a shadow. It cannot be fixed afterwards; prevent it next time.",
    keywords: ["ghost", "ghosting", "double image", "shadow", "blurry outline", "shifted image", "echo"],
    causes: [
      {
        cause: "The transfer moved when the press opened or while the item was still hot.",
        fixes: [
          "Fix the transfer with heat-resistant tape on at least two edges (never across the image).",
          "For fabrics, use a tacky (heat-activated adhesive) sublimation paper that grips the garment.",
          "Open the press smoothly, then lift the paper straight up in one motion; do not slide it.",
        ],
      },
      {
        cause: "The item was pressed twice, or pressed sections overlap, so the first image re-gassed.",
        fixes: [
          "Never re-press a finished item to 'boost' colour.",
          "When printing in sections, plan placements so pressed areas do not overlap.",
        ],
      },
      {
        cause: "Too much pressure on soft or polymer blanks, which shift or warp under the platen.",
        fixes: ["Use low-to-medium pressure on polymer items and follow the blank maker's pressure advice."],
      },
    ],
    guides: ["fixing-ghosting", "choosing-sublimation-paper", "sublimating-polyester-shirts"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["printwear-ghosting", "printwear-jul-2012", "digital-output-paper-roland", "sawgrass-glossary"],
  },
  {
    id: "blurry-edges",
    symptom: "Blurry edges, halos or bleeding",
    summary:
      "Fine lines and text look soft, or colour creeps into white areas. Usually the item stayed hot after pressing so the dye kept moving, or the paper or blank carried moisture.",
    keywords: ["blurry", "bleeding", "fuzzy edges", "soft text", "smudged", "halo", "dye migration", "outgassing"],
    causes: [
      {
        cause:
          "Hot ceramic, glass or metal keeps out-gassing after it leaves the press, and the dye drifts (often upwards).",
        fixes: [
          "Cool items as fast as safely possible: a fan or cooling plate for mugs and ceramics.",
          "Thin aluminium can be dipped in warm water right after pressing.",
          "Never put hot glass in water: it can crack; use a fan instead.",
        ],
      },
      {
        cause: "Damp paper or a damp blank: moisture turns to steam and carries dye sideways.",
        fixes: [
          "Store sublimation paper sealed and flat, away from humidity.",
          "Pre-press fabrics briefly to drive off moisture before adding the transfer.",
        ],
      },
      {
        cause: "Too long or too hot for the coating, so dye spreads past the design.",
        fixes: ["Shorten the time to the blank maker's figure; soft coatings need less time."],
      },
    ],
    guides: ["fixing-blurry-or-bleeding-edges", "storing-ink-and-paper", "mugs-with-a-mug-press"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["ae-2020-03", "subli-instr-mugs", "sublimation-nation", "sublishop-press-marks", "signwarehouse"],
  },
  {
    id: "dull-colors",
    symptom: "Dull or faded colours",
    summary:
      "Colours come out pale or washed out after pressing. Common reasons: too little polyester in the fabric, a soft coating or fabric that was over-pressed, or missing colour management. A dull print on the paper is normal: transfers look dull before pressing, so judge the pressed item.",
    keywords: ["faded", "dull", "washed out", "pale", "light colors", "not vibrant", "muted", "weak colours"],
    causes: [
      {
        cause: "The blank has too little polyester (cotton or low-poly blends) so only part of it takes the dye.",
        fixes: [
          "Use 100% polyester or a high-polyester garment for full colour.",
          "Offer blends only as a vintage or faded look.",
        ],
      },
      {
        cause:
          "Soft coating or very soft polyester was over-pressed: settings that work on harder blanks now fade the image.",
        fixes: [
          "Reduce time first ('less is more'), keeping the temperature at the blank maker's figure.",
          "Test one piece from each new batch of blanks.",
        ],
      },
      {
        cause: "Wrong or missing ICC profile, or wrong print settings.",
        fixes: [
          "Install the ICC profile for your ink, paper and printer and let only one program manage colour.",
          "Press an RGB colour palette on your usual blank and choose colours from it.",
        ],
      },
      {
        cause: "The press is cooler than its display says, or time was too short.",
        fixes: ["Check the platen with a contact pyrometer or temperature strips and recalibrate if needed."],
      },
    ],
    guides: [
      "fixing-dull-or-faded-colors",
      "icc-profiles-and-color-management",
      "printer-settings-for-sublimation",
      "heat-press-care-and-calibration",
    ],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["signwarehouse", "gp-polyester", "printwear-tshirts", "heatpressnation-poly", "gp-burn-marks"],
  },
  {
    id: "burn-marks",
    symptom: "Burn marks or scorching",
    summary:
      "Brown or scorched patches appear on the blank. Trade sources list four causes: the press is too hot, pressed too long, a dirty platen, or additives in the blank (such as brighteners in neon fabrics).",
    keywords: ["burn", "scorch", "scorched", "brown marks", "burnt", "discoloured", "singe"],
    causes: [
      {
        cause: "The press is hotter than set, or hotter than the display shows.",
        fixes: [
          "Check the real platen temperature with a digital contact pyrometer from a sublimation dealer or temperature strips (not a hardware-store temperature gun).",
          "Ask the press maker how to recalibrate the display.",
        ],
      },
      {
        cause: "Heat applied too long for the item.",
        fixes: ["Use the blank maker's time and do not exceed it."],
      },
      {
        cause: "A dirty upper platen: residue looks like a burn.",
        fixes: ["Clean the platen with a cleaner sold for heat presses, and protect it with paper or a PTFE sheet."],
      },
      {
        cause:
          "The blank itself reacts to heat, e.g. neon fabrics with brighteners start to brown at about [[not-chart:300 °F]].",
        fixes: ["There is no setting fix: try a different garment brand."],
      },
    ],
    guides: ["preventing-burn-marks-and-scorching", "heat-press-care-and-calibration"],
    products: ["apparel", "soft-goods"],
    sources: ["gp-burn-marks"],
  },
  {
    id: "yellowing",
    symptom: "Yellowing (mugs and white areas)",
    summary:
      "White areas of a mug or other coated item turn yellow or brownish after pressing. Usually overheating, too much time, a poor coating, or coating left uncovered so it caramelises.",
    keywords: ["yellow", "yellowing", "brown tint", "discolored mug", "caramelized", "off-white"],
    causes: [
      {
        cause: "Too much heat or time for the coating.",
        fixes: [
          "Use the mug supplier's time and temperature, and check the press temperature.",
          "Soft coatings need shorter times than hard ones.",
        ],
      },
      {
        cause: "Unprinted coating was left uncovered in the press and caramelised.",
        fixes: ["Wrap the whole mug in plain white paper over the transfer before pressing."],
      },
      {
        cause: "Low-quality or uneven coating.",
        fixes: ["Buy from a supplier that publishes pressing instructions and test each new batch."],
      },
      {
        cause: "Long exposure to sunlight or UV after sale.",
        fixes: ["Advise customers to keep sublimated items out of strong direct sunlight."],
      },
    ],
    guides: ["preventing-yellowing", "mugs-with-a-mug-press", "mugs-in-an-oven-with-wraps"],
    products: ["drinkware", "hard-surfaces"],
    sources: ["subli-instr-mugs", "mecolour-yellow"],
  },
  {
    id: "banding",
    symptom: "Banding or white lines in prints",
    summary:
      "Horizontal stripes, gaps or thin white lines appear in the printed transfer (and then on the item). Almost always a printer problem: clogged nozzles, misalignment, wrong media setting, or on Sawgrass printers a dirty encoder strip.",
    keywords: ["banding", "lines", "white lines", "stripes", "streaks", "gaps in print", "missing lines"],
    causes: [
      {
        cause: "Clogged or partly blocked nozzles.",
        fixes: [
          "Print a nozzle check; if lines are missing, run a head cleaning and check again.",
          "Avoid repeated cleanings back to back; they use a lot of ink. Print regularly to prevent clogs.",
        ],
      },
      {
        cause: "Print head misalignment.",
        fixes: ["Run the printer's head alignment utility."],
      },
      {
        cause: "Wrong paper type or quality setting in the driver.",
        fixes: ["Use the paper and quality settings recommended by your ink or paper supplier."],
      },
      {
        cause:
          "Dirty or damaged encoder strip (Sawgrass SG500/SG1000: solid vertical white lines or service-code errors).",
        fixes: [
          "Clean the encoder gently with isopropyl alcohol on a lint-free cloth; do not pinch or pull it.",
          "Let it dry at least [[not-chart:10 minutes]] before printing.",
        ],
      },
    ],
    guides: ["fixing-banding-and-white-lines", "printer-maintenance-and-clogs", "printer-settings-for-sublimation"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["sawgrass-encoder", "magic-touch-banding"],
  },
  {
    id: "blue-specks",
    symptom: "Blue specks on polyester",
    summary:
      "Small, mostly blue dots appear all over the pressed area of a polyester shirt. They are dust and polyester lint that took the dye; they will not wash out. A lint roller prevents them.",
    keywords: ["blue specks", "blue dots", "blue meanies", "speckles", "spots", "lint", "dust"],
    causes: [
      {
        cause: "Dust and polyester lint on the garment, attracted by static when it comes out of the bag.",
        fixes: [
          "Lint-roll the whole area the top platen will touch, just before pressing.",
          "Raise the print area on a foam pad so only that area touches the platen.",
        ],
      },
      {
        cause: "Lint on the platen, pad or protective sheet.",
        fixes: ["Keep the press and cover sheets clean and store blanks covered."],
      },
    ],
    guides: ["removing-blue-specks", "sublimating-polyester-shirts"],
    products: ["apparel", "soft-goods"],
    sources: ["gp-blue-specks"],
  },
  {
    id: "press-marks",
    symptom: "Press marks or box lines",
    summary:
      "A visible outline or shiny rectangle where the platen edge met the fabric. Caused by concentrated pressure at the platen edge and by seams or zips under the platen.",
    keywords: ["press marks", "box lines", "platen marks", "halo", "square mark", "shiny outline"],
    causes: [
      {
        cause: "The platen edge compresses a line of fibres.",
        fixes: [
          "Use a pressing pillow or pad under the print area so the edges fall off it.",
          "Use only the pressure you need, and the shortest time that gives full colour.",
        ],
      },
      {
        cause: "Seams, zips or buttons under the platen create uneven pressure.",
        fixes: ["Position the garment so seams hang off the lower pad, or raise the print area on a pillow."],
      },
      {
        cause: "Moisture in the fabric turns to steam during the press.",
        fixes: ["Pre-press briefly before placing the transfer."],
      },
    ],
    guides: ["avoiding-press-marks", "sublimating-polyester-shirts"],
    products: ["apparel", "soft-goods"],
    sources: ["sublishop-press-marks", "ae-2019-03"],
  },
  {
    id: "blowouts",
    symptom: "Blowouts (ink spread in patches)",
    summary:
      "No authoritative trade source explains blowouts, so the causes below are those commonly attributed, not confirmed: patches where dye spreads or floods out of the design, usually blamed on moisture and too much pressure or time.",
    keywords: ["blowout", "blow out", "ink spread", "flooding", "splotch", "bleed patch"],
    causes: [
      {
        cause: "Commonly attributed: moisture in the paper or blank turning to steam.",
        fixes: [
          "Store paper sealed; pre-press fabrics briefly to drive off moisture.",
          "Let freshly printed transfers dry before pressing.",
        ],
      },
      {
        cause: "Commonly attributed: excess pressure or time for the blank.",
        fixes: ["Reduce pressure and time to the blank maker's figures and test on a scrap piece."],
      },
      {
        cause: "Commonly attributed: too much ink on the paper.",
        fixes: ["Use the ICC profile and paper setting recommended for your ink."],
      },
    ],
    guides: ["preventing-blowouts", "storing-ink-and-paper", "avoiding-press-marks"],
    products: ["apparel", "soft-goods", "hard-surfaces"],
    sources: ["sublishop-press-marks", "ae-2019-03"],
  },
  {
    id: "uneven-transfer",
    symptom: "Uneven or patchy transfer",
    summary:
      "Part of the design is strong and part is faded, often at edges, near seams, or near a mug's handle. Usually uneven contact (pressure), cold spots on the press, or an uneven coating.",
    keywords: [
      "uneven",
      "patchy",
      "faded edges",
      "light spots",
      "incomplete transfer",
      "missing areas",
      "blotchy",
      "one end lighter",
      "pale band",
      "one corner faded",
      "lighter in the middle",
      "air bubbles under the paper",
      "wrinkled transfer paper",
    ],
    causes: [
      {
        cause: "Uneven pressure: seams, thick items or curved surfaces stop full contact.",
        fixes: [
          "Use a pressing pillow, and keep seams and zips off the print area.",
          "Check that a mug fits the press element snugly; many presses only fit a narrow range of diameters.",
        ],
      },
      {
        cause: "Cold spots on the platen or an element that is failing.",
        fixes: ["Check temperature at several points with a pyrometer or temperature strips."],
      },
      {
        cause: "The transfer was not in close contact with the blank (loose paper, wrinkles).",
        fixes: ["Tape the transfer tight and smooth; for mugs, wrap tightly before pressing."],
      },
      {
        cause: "Uneven coating on the blank (dipped mugs can be heavier in places).",
        fixes: ["Buy blanks with consistent coatings and test one per batch."],
      },
    ],
    guides: ["heat-press-care-and-calibration", "mugs-with-a-mug-press", "avoiding-press-marks"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["sublishop-press-marks", "gp-burn-marks", "ae-mugs-coating", "ae-right-way-mug", "pwp-mugs"],
  },
  {
    id: "wrong-colors",
    symptom: "Wrong colours (colour shift)",
    summary:
      "Pressed colours do not match the screen: reds turn orange, blues turn purple, skin tones look off. Usually colour management: no ICC profile, the wrong one, or colour corrected twice.",
    keywords: ["wrong colors", "colour shift", "color mismatch", "orange red", "purple blue", "icc", "off colours"],
    causes: [
      {
        cause: "No ICC profile, or a profile for a different ink, paper or printer.",
        fixes: [
          "Use the ICC profile supplied for your exact ink, paper and printer combination; a new component needs a new profile.",
          "Sawgrass users: let Sawgrass Print Manager apply the substrate profile.",
        ],
      },
      {
        cause: "Colour managed twice (by the design program and the printer driver) or printed in the wrong mode.",
        fixes: ["Let only one place manage colour, and design and print in RGB even though the printer uses CMYK ink."],
      },
      {
        cause: "Judging colour from the unpressed paper.",
        fixes: ["Press an RGB colour palette on your usual blank and pick colours from the pressed result."],
      },
    ],
    guides: ["icc-profiles-and-color-management", "printer-settings-for-sublimation", "converting-an-epson-ecotank"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["printwear-tshirts", "awpaper-icc", "sublimation-nation"],
  },
  {
    id: "printer-clogs",
    symptom: "Printer clogs or missing nozzles",
    summary:
      "Nozzle checks show gaps, colours drop out, or the printer prints streaks. Sublimation ink tends to settle and clump if it sits unused, so idle printers clog.",
    keywords: ["clog", "clogged", "nozzle check", "missing colour", "printhead", "not printing", "head cleaning"],
    causes: [
      {
        cause: "The printer sat unused, so ink settled in the head and lines.",
        fixes: [
          "Sawgrass SG printers: leave them on and plugged in so the automatic maintenance cycle runs.",
          "Converted printers: print a small nozzle check or colour test every few days.",
        ],
      },
      {
        cause: "Old, stale or wrong ink.",
        fixes: [
          "Use fresh ink and shake or store it as its maker says.",
          "On Sawgrass printers use only genuine ink: non-genuine ink voids the two-year warranty.",
        ],
      },
      {
        cause: "Heavy head cleanings without a real clog, wasting ink and filling the waste pad.",
        fixes: ["Print a nozzle check first and clean only when it shows gaps."],
      },
    ],
    guides: ["printer-maintenance-and-clogs", "converting-an-epson-ecotank", "storing-ink-and-paper"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["sawgrass-maintenance", "sawgrass-warranty", "hix-pitfalls"],
  },
  {
    id: "paper-sticking",
    symptom: "Paper sticking to the blank",
    summary:
      "The transfer paper sticks to the item after pressing, tears, or leaves paper fibres behind. Usually a very soft coating or fabric, too much heat or time, damp paper, or a paper not made for sublimation.",
    keywords: ["paper sticking", "stuck paper", "paper residue", "paper fibres", "transfer stuck", "tearing"],
    causes: [
      {
        cause:
          "A very soft coating or fabric: some imported mugs have coatings so soft that the paper melts into them.",
        fixes: ["Reduce time, test each new batch of blanks, and change supplier if it persists."],
      },
      {
        cause: "Too much heat or time for the item.",
        fixes: ["Go back to the blank maker's settings and check the press temperature."],
      },
      {
        cause: "Wrong paper (not sublimation paper), or tacky paper used where it is not needed.",
        fixes: [
          "Use real sublimation paper, which is made to release the ink.",
          "Keep tacky papers for fabrics; use standard paper on hard goods.",
        ],
      },
      {
        cause: "Damp paper.",
        fixes: ["Store paper sealed and flat, away from humidity."],
      },
    ],
    guides: ["choosing-sublimation-paper", "storing-ink-and-paper", "heat-press-care-and-calibration"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["signwarehouse", "printwear-apr-2017", "digital-output-paper-roland"],
  },
  {
    id: "dishwasher-fading",
    symptom: "Mug fading in the dishwasher",
    summary:
      "A sublimated mug fades or dulls after a few washes. Soft-coated mugs are usually not dishwasher safe; harder coatings hold up better. Test your mugs before promising dishwasher safety.",
    keywords: [
      "dishwasher",
      "fading mug in the dishwasher",
      "washed out mug after washing",
      "mug faded after washing",
      "dishwasher safe",
      "coating wore off",
    ],
    causes: [
      {
        cause: "Soft coating: dye enters easily and leaves easily.",
        fixes: [
          "Buy hard-coated mugs sold as dishwasher-resistant, and test them yourself.",
          "Label soft-coated mugs 'hand wash only'.",
        ],
      },
      {
        cause: "Under-pressed mug (too short or too cool), so the dye did not fully enter the coating.",
        fixes: ["Press at the mug maker's time and temperature and check your press temperature."],
      },
      {
        cause: "UV and harsh detergents over time.",
        fixes: ["Advise customers to hand wash and keep mugs out of strong sunlight."],
      },
    ],
    guides: ["mugs-with-a-mug-press", "mugs-in-an-oven-with-wraps", "fixing-dull-or-faded-colors"],
    products: ["drinkware"],
    sources: ["gp-constant-temp", "ae-right-way-mug", "mecolour-yellow"],
  },
  {
    id: "mirrored-text",
    symptom: "Reversed or mirrored text",
    summary:
      "Words read backwards on the finished item. The transfer is meant to be printed as a mirror image so it reads correctly once it faces the blank; it was either not mirrored, or mirrored twice.",
    keywords: ["backwards", "reversed", "mirror", "mirrored text", "flipped", "text wrong way", "mirror image"],
    causes: [
      {
        cause: "Mirroring was switched off for a transfer that is pressed face down onto the blank.",
        fixes: [
          "Turn on mirror (or 'flip horizontal') in the design software or the printer driver, in one place only.",
          "Print a test with a word in one corner and hold it up to a window before pressing.",
        ],
      },
      {
        cause: "The image was mirrored twice: once in the design app and again in the driver or print manager.",
        fixes: [
          "Check both the application's print dialog and the printer or print-manager settings, and leave mirroring on in just one.",
          "Write the setting on your settings card so the next job uses the same place.",
        ],
      },
      {
        cause: "A product that takes the print face up (some sheets and papers made for it) was mirrored anyway.",
        fixes: ["Follow the blank or paper maker: if the print is not pressed face-to-face, do not mirror it."],
      },
    ],
    guides: ["designing-artwork-for-sublimation", "printer-settings-for-sublimation"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["impressions-allover", "printwear-tshirts"],
  },
  {
    id: "bleed-through",
    symptom: "Dye on the back of a shirt or bag (bleed-through)",
    summary:
      "A faint copy of the design appears on the inside back of a shirt, tote or pillow. The dye gas passed through the thin fabric and found the other layer, usually because nothing was inside the item or the press ran long.",
    keywords: [
      "bleed through",
      "bleed-through",
      "back of shirt",
      "print on back",
      "inside of shirt",
      "transfer went through",
      "double sided",
    ],
    causes: [
      {
        cause: "No barrier inside the garment or bag, so the gas passed through to the back layer.",
        fixes: [
          "Slide paper or card inside the garment, bag or cover, larger than the print area.",
          "For socks, use a sock insert so each side is pressed over the insert, not over the other side.",
        ],
      },
      {
        cause: "Too long a press for a thin performance fabric.",
        fixes: [
          "Use the short fabric figure: A&E reports performance shirts at [[chart:polyester-performance-shirt]] with no bleed-through, and warns that the standard fabric time is too long.",
          "Check the real platen temperature with a probe or temperature strips.",
        ],
      },
      {
        cause: "A dye-stained lower pad or cover transferred old dye back into the item.",
        fixes: [
          "See the entry on ghost images from a stained pad: cover the lower platen with fresh paper for every press.",
        ],
      },
    ],
    guides: ["sublimating-polyester-shirts", "avoiding-press-marks"],
    products: ["apparel", "soft-goods"],
    sources: ["ae-2019-03", "signwarehouse-socks", "sublishop-press-marks"],
  },
  {
    id: "stained-pad-ghosting",
    symptom: "Ghost images from a dye-stained pad, wrap or cover",
    summary:
      "Faint shapes from an earlier job appear on a new item, or colour turns up where nothing was printed. Dye left in the lower pad, a Teflon or silicone cover, or a mug wrap gasses out again at pressing heat.",
    keywords: [
      "stained pad",
      "old image",
      "previous design",
      "ghost from pad",
      "dirty teflon",
      "dirty cover",
      "wrap stain",
      "dye on pad",
      "ink on heat press pad",
      "paper hung over the edge",
      "ink on the next shirt",
    ],
    causes: [
      {
        cause: "Dye from earlier presses has soaked into the lower pad or a reusable cover sheet and re-gasses.",
        fixes: [
          "Put a fresh sheet of plain paper (butcher or copy paper) between the item and the pad, and over the transfer, on every press.",
          "Replace a heavily stained cover sheet; check the pad by pressing a blank white scrap on its own.",
        ],
      },
      {
        cause: "A mug or tumbler wrap picked up stray dye from an earlier transfer.",
        fixes: [
          "Wrap a plain-paper cover sheet over the transfer before the silicone wrap goes on, as trade how-tos do, so stray dye goes into the paper.",
          "Bake a stained wrap empty with plain paper inside, or retire it.",
        ],
      },
      {
        cause: "The transfer was re-used or re-pressed, so leftover dye went where it should not.",
        fixes: ["Use each printed transfer once; re-heating a sublimated image re-gasses it."],
      },
    ],
    guides: ["fixing-ghosting", "mugs-in-an-oven-with-wraps"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["dyetrans-mugs", "dyesub-cactus-wrap", "printwear-jul-2012"],
  },
  {
    id: "shrink-wrap-lines",
    symptom: "Lines or hazy streaks on tumblers from shrink wrap",
    summary:
      "Thin lines, wrinkles or pale streaks run across a tumbler pressed in shrink film. The film did not hold the transfer tight and even against the steel everywhere. No trade source in our set covers shrink film itself; the causes below are the general pressure rules for wraps and are marked as practice, not a sourced figure.",
    keywords: [
      "shrink wrap lines",
      "shrink wrap",
      "tumbler lines",
      "wrinkles",
      "streaks on tumbler",
      "hazy tumbler",
      "film lines",
    ],
    causes: [
      {
        cause: "The film was loose or shrank unevenly, so the paper lifted in places (gaps give pale or hazy areas).",
        fixes: [
          "Use film sized for the tumbler and shrink it evenly all round (heat gun or the oven) until it is tight before baking.",
          "Tape the transfer seam so the paper cannot slide as the film tightens.",
        ],
      },
      {
        cause: "Creases in the paper or film pressed into the image as lines.",
        fixes: [
          "Trim the transfer to size and smooth it onto the tumbler before the film goes on.",
          "Wrap a plain cover sheet under the film so creases in the film are not printed.",
        ],
      },
      {
        cause: "The seam where the paper meets was left open or overlapped.",
        fixes: [
          "Size the design to the tumbler's circumference, with a small bleed; A&E notes that wraps leave an unimaged strip where their edges meet.",
        ],
      },
    ],
    guides: ["tumblers-press-oven-convection"],
    products: ["drinkware"],
    sources: ["ae-2019-08", "gp-mug-ovens"],
  },
  {
    id: "ecotank-ink-starvation",
    symptom: "Faint, streaky prints on a converted EcoTank (ink starvation, air in lines)",
    summary:
      "Prints from a converted ink-tank printer get paler across the page, lose a colour or show gaps, even after cleaning. Ink is not reaching the head fast enough: low tanks, air in the tubes, or stale ink.",
    keywords: [
      "ecotank",
      "ink starvation",
      "air in lines",
      "air bubbles",
      "missing colour",
      "faint print",
      "tank printer",
      "ink not flowing",
      "epson",
    ],
    causes: [
      {
        cause: "A tank was run low or empty and air was drawn into the tube to the head.",
        fixes: [
          "Keep every tank topped up well above the minimum line; never run a colour dry.",
          "Run the printer's ink-charge or power-cleaning routine once to refill the lines, then a nozzle check; Epson warns that air in the tubes can damage the head.",
        ],
      },
      {
        cause: "Stale or settled ink after the printer sat unused.",
        fixes: [
          "Print a small colour test at least weekly, and gently agitate ink bottles before refilling if the ink maker says to.",
          "Use fresh ink from the same maker as your colour profile.",
        ],
      },
      {
        cause: "Partly clogged nozzles rather than starvation.",
        fixes: [
          "Print a nozzle check; if it shows gaps, clean once and check again before repeating (see printer clogs).",
        ],
      },
    ],
    guides: ["converting-an-epson-ecotank", "printer-maintenance-and-clogs"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["stinkyink-epson-air", "hix-pitfalls", "sawgrass-maintenance"],
  },
  {
    id: "colours-change-with-heat",
    symptom: "Colours look different on the paper than after pressing",
    summary:
      "The print looks dull and odd on the paper, then the colours change when pressed, sometimes to the wrong shade. Sublimation ink only shows its real colour after it turns to gas in the press; what you see on paper is not the result.",
    keywords: [
      "colours change",
      "colors change",
      "dull on paper",
      "looks wrong on paper",
      "colour shift after pressing",
      "different colour",
    ],
    causes: [
      {
        cause: "Normal behaviour: the ink brightens as it gasses off the paper.",
        fixes: [
          "Judge colour only on a pressed item, never on the paper.",
          "Press an RGB palette test on each blank type and choose colours from it.",
        ],
      },
      {
        cause: "Wrong or missing colour profile, so the pressed colour is off.",
        fixes: [
          "Print through the ICC profile made for your ink, paper and printer, with colour managed in one place only.",
          "Design in RGB unless you print through a RIP.",
        ],
      },
      {
        cause:
          "Too much heat or time for the blank, shifting colours (soft coatings and performance fabrics react fastest).",
        fixes: ["Shorten the time before lowering the temperature, and check the platen temperature."],
      },
    ],
    guides: ["icc-profiles-and-color-management", "fixing-dull-or-faded-colors"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["printwear-tshirts", "awpaper-icc", "signwarehouse"],
  },
  {
    id: "faded-after-washing",
    symptom: "Shirt design faded after washing",
    summary:
      "A garment looked good when pressed but faded after a few washes. Usually the fabric had too little polyester: only the polyester fibres hold the dye, and the dye sitting on cotton washes out.",
    keywords: [
      "faded after wash",
      "washed out",
      "fades in wash",
      "cotton shirt",
      "blend faded",
      "wash fading",
      "print faded after washing",
      "sublimation print fading in the wash",
      "colours washed out in the laundry",
      "lost colour in the washing machine",
      "faded after the first wash",
      "what did i do wrong when my print faded in the wash",
    ],
    causes: [
      {
        cause: "The garment is cotton or a low-polyester blend.",
        fixes: [
          "Use 100% polyester for full colour, and tell customers to expect a vintage look on blends.",
          "For cotton, use a method made for it (see sublimating on cotton and dark fabrics).",
        ],
      },
      {
        cause: "Harsh washing and drying.",
        fixes: ["Give care instructions: wash inside out, cool, no bleach, low tumble or line dry."],
      },
    ],
    guides: ["polyester-blends-and-vintage-look", "sublimating-on-cotton-and-dark-fabrics"],
    products: ["apparel", "soft-goods"],
    sources: ["osg-apparel", "gp-polyester"],
  },
  {
    id: "mug-handle-gap",
    symptom: "Pale band or gap near a mug's handle",
    summary:
      "The image fades or stops short near the handle or along one line on a mug or tumbler. The heating pad or wrap did not press that area, or the design was sized wrongly for the mug.",
    keywords: ["handle gap", "pale near handle", "white strip mug", "unprinted area", "mug gap", "seam line"],
    causes: [
      {
        cause: "Mug presses and wraps heat the area next to the handle less evenly.",
        fixes: [
          "Keep important design elements away from the handle, or use an edge-to-edge press made for the mug shape.",
          "Check the heating pad makes contact all round; adjust the press pressure for the mug.",
        ],
      },
      {
        cause: "Wraps leave an unimaged strip where their edges do not quite meet.",
        fixes: ["Place the wrap's seam under the handle, where there is no design."],
      },
      {
        cause: "The design was not sized to the mug's printable area.",
        fixes: ["Use the mug maker's template for the print area and add a small bleed."],
      },
    ],
    guides: ["mugs-with-a-mug-press", "mugs-in-an-oven-with-wraps"],
    products: ["drinkware"],
    sources: ["ej-mug-press", "ae-2019-08"],
  },
  {
    id: "cracked-glass-or-ceramic",
    symptom: "Glass or mug cracked after pressing",
    summary:
      "A glass mug, cutting board or ceramic mug cracks in or just after the press. Most often it was cooled too fast in water, or a wrap or press clamped it too tight.",
    keywords: ["cracked", "broken mug", "glass cracked", "mug cracked", "shattered", "thermal shock"],
    causes: [
      {
        cause: "Hot glass cooled in water (thermal shock).",
        fixes: ["Never cool glass in water: cool it with a fan or in still air."],
      },
      {
        cause: "A wrap or mug press was tightened too hard.",
        fixes: [
          "Tighten wraps by hand plus about one turn, no more, and set mug-press pressure to the mug maker's advice.",
        ],
      },
      {
        cause: "A flawed or uncoated blank.",
        fixes: ["Inspect blanks for chips before pressing and buy from suppliers that publish pressing instructions."],
      },
    ],
    guides: ["sublimating-glass", "mugs-in-an-oven-with-wraps"],
    products: ["drinkware", "hard-surfaces"],
    sources: ["sublimation-nation", "dyetrans-mugs", "dyesub-cactus-wrap"],
  },
  {
    id: "no-transfer-uncoated-blank",
    symptom: "Nothing transferred: the image stayed on the paper",
    summary:
      "After pressing, the paper still holds most of the image and the blank shows little or nothing. The blank has no sublimation coating (or is not polyester), or the heat never reached the dye.",
    keywords: [
      "nothing transferred",
      "didn't transfer",
      "no image",
      "stayed on paper",
      "uncoated",
      "wrong blank",
      "blank not working",
    ],
    causes: [
      {
        cause:
          "The blank is not polyester or not coated for sublimation (a household mug, bare wood or metal, cotton).",
        fixes: [
          "Use blanks sold as sublimation-ready; hard blanks must be bought already coated.",
          "On a two-sided blank, check which side carries the coating.",
        ],
      },
      {
        cause: "The printed side faced away from the blank, or the paper is not sublimation paper.",
        fixes: ["Print on the coated side of sublimation paper and press it face to face with the blank."],
      },
      {
        cause: "The press ran too cool or too short.",
        fixes: ["Check the real temperature with a probe, and use the chart's time for the blank."],
      },
    ],
    guides: ["getting-started-with-sublimation", "how-sublimation-works"],
    products: ["apparel", "drinkware", "hard-surfaces", "soft-goods", "photo-panels", "other"],
    sources: ["ae-curve", "sublimation-star-mouse", "printwear-apr-2017"],
  },
  {
    id: "garment-colour-change",
    symptom: "Garment colour changed or went shiny where pressed",
    summary:
      "A box-shaped area of the garment is darker, lighter or shiny after pressing. The fabric's own dye and finish react to heat and pressure, especially on coloured and performance polyester.",
    keywords: [
      "discoloured",
      "discolored",
      "shiny patch",
      "garment changed colour",
      "scorch square",
      "dye migration",
      "colour change",
    ],
    causes: [
      {
        cause: "Too long or too hot for a performance fabric: garments are dyed, and heat and pressure change them.",
        fixes: [
          "Use the short performance-shirt figure and check the real platen temperature.",
          "Test one garment from each new batch first.",
        ],
      },
      {
        cause: "Heavy pressure glazes the fabric.",
        fixes: ["Reduce pressure and use a pressing pillow so the platen edge does not mark the garment."],
      },
    ],
    guides: ["preventing-burn-marks-and-scorching", "avoiding-press-marks"],
    products: ["apparel", "soft-goods"],
    sources: ["ae-2019-03", "gp-burn-marks", "sublishop-press-marks"],
  },
];
