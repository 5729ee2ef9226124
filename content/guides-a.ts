// Editorial guides, set A: basics, equipment, techniques and the glossary.
// Every figure in these guides comes from a source listed on the guide.
// Where no trade or manufacturer source gives a figure, the text says
// "follow your blank's instructions" rather than inventing one.
import type { z } from "zod";
import type { guideSchema } from "./schema";

type SourceInput = { title: string; url?: string };

const src = {
  ae2019: {
    title: "A&E magazine, March 2019: time and temperature by substrate (fabrics, aluminium, ceramics, slate)",
    url: "https://nbm.uberflip.com/i/1077942-march-19/23",
  },
  ae2020: {
    title: "A&E magazine, March 2020: cooling after pressing and dye out-gassing",
    url: "https://nbm.uberflip.com/i/1207608-march-20/12",
  },
  aeAug2019: {
    title: "A&E magazine, August 2019: flat presses, mug presses and ovens with wraps",
    url: "https://nbm.uberflip.com/i/1139746-august-19/50",
  },
  aeGlass: {
    title: "A&E magazine, December 2016: Bill Leek, The evolution of full-color sublimation glass",
    url: "http://read.uberflip.com/i/747414-december-16/36",
  },
  aeMug: {
    title: "A&E magazine, The right way to sublimate a mug",
    url: "https://a-e-mag.com/features/right-way-sublimate-mug",
  },
  aeFundamentals: {
    title: "A&E magazine, Sublimation: back to the fundamentals (Kevin Lumberg and Matt Woodhouse)",
    url: "https://a-e-mag.com/features/sublimation-back-fundamentals",
  },
  aePaper: {
    title: "A&E magazine, Transfer paper",
    url: "http://a-e-mag.com/article/transfer-paper",
  },
  aeInkCost: {
    title: "A&E magazine: small-format ink use of about 1.5 ml per sq ft, roughly $3.75 per sq ft with paper (via the site's sourced reference notes)",
  },
  enmart: {
    title: "EnMart: rule of thumb of about 1 cent of sublimation ink per square inch (via the site's sourced reference notes)",
  },
  signwarehouse: {
    title: "SignWarehouse: polyester shirts at 400 °F for 35-40 s ('less is more'); tiles about 4 minutes",
  },
  artainium: {
    title: "Artainium: 400 °F benchmark; tiles about 4 minutes, large tiles up to 12 minutes",
  },
  subInstr: {
    title: "SublimationInstructions.com: mug press instructions (400 °F, medium-heavy pressure, times by mug type)",
    url: "https://sublimationinstructions.com/instructions/32-sublimating-coin-banks-using-a-mug-press",
  },
  gpMugPress: {
    title: "Graphics Pro: What's the deal with mug presses? Constant temperature presses (Kevin Lumberg, Johnson Plastics Plus)",
    url: "https://graphics-pro.com/education/tips/whats-the-deal-with-mug-presses-constant-temperature-presses/",
  },
  gpMugOvens: {
    title: "Graphics Pro: An overview of mug presses and mug ovens",
    url: "https://graphics-pro.com/education/mug-presses-and-mug-ovens/",
  },
  aeJune2015: {
    title: "A&E magazine, June 2015: constant temperature and low idle temperature mug presses (Kevin Lumberg and TJ Kvilhaug)",
    url: "http://read.uberflip.com/i/510163-june-15/38",
  },
  gpBurn: {
    title: "Graphics Pro: 4 causes of burn marks from sublimation",
    url: "https://graphics-pro.com/education/4-causes-of-burn-marks-from-sublimation",
  },
  gpBlue: {
    title: "Graphics Pro: Watch out for blue meanies when sublimating shirts (Kevin Lumberg)",
    url: "https://graphics-pro.com/feature/watch-out-for-blue-meanies-when-sublimating-shirts",
  },
  gpRgb: {
    title: "Graphics Pro: Defining your color space, CMYK versus RGB in sublimation (Robin Kavanagh, Sawgrass)",
    url: "https://graphics-pro.com/education/tips/defining-your-color-space-cmyk-versus-rgb-in-sublimation/",
  },
  gpColor: {
    title: "Graphics Pro: What is color management? (Condé)",
    url: "https://graphics-pro.com/education/what-is-color-management",
  },
  gpPreheat: {
    title: "Graphics Pro: How important is pre-heating a garment before pressing? (Debra Romalia, GroupeSTAHL)",
    url: "https://graphics-pro.com/education/how-important-is-pre-heating-a-garment-before-pressing/",
  },
  printwearShirts: {
    title: "Printwear: Sublimating T-shirts (John Barker)",
    url: "https://printwearmag.com/features/sublimating-t-shirts",
  },
  printwearGhost: {
    title: "Printwear: Term of the week, ghosting (sublimation)",
    url: "https://printwearmag.com/features/term-week-ghosting-sublimation",
  },
  printwearCaps: {
    title: "Printwear: What are some of the best decorating methods for caps?",
    url: "https://printwearmag.com/news/what-are-some-best-decorating-methods-caps",
  },
  printwear2017: {
    title: "Printwear, April 2017: sublimation transfers, pros and cons",
    url: "http://read.uberflip.com/i/801813-april-17/120",
  },
  printwearUkMugs: {
    title: "Printwear & Promotion (UK): Everyone loves a good mug (Jimmy Lamb, Sawgrass)",
    url: "https://www.printwearandpromotion.co.uk/everyone-loves-a-good-mug/",
  },
  sublishopPress: {
    title: "Sublishop: How to avoid press marks when sublimating on fabric",
    url: "https://sublishop.co.uk/blogs/guides/how-to-avoid-press-marks-when-sublimating-on-fabric",
  },
  magicTouchPrepress: {
    title: "TheMagicTouch glossary: Pre-pressing",
    url: "https://themagictouch.eu/glossary/pre-pressing",
  },
  magicTouchProfile: {
    title: "TheMagicTouch glossary: Colour profile (ICC profile)",
    url: "https://themagictoucheuclone.kinsta.cloud/glossary/colour-profile",
  },
  roland: {
    title: "Sublimation paper's role in dye-sublimation transfer (quoting Lily Hunter, Roland DGA, on paper weight, tack and cost)",
    url: "http://www.brosublimationpaper.com/news_detail.asp?-detail=23.html",
  },
  sgiaPaper: {
    title: "SGIA Journal, Fall 2019: Choosing a dye sublimation paper",
    url: "https://www.sgia.org/detail/news/2019/11/13/choosing-a-dye-sublimation-paper",
  },
  apmPaper: {
    title: "APM Designs: How to choose the right sublimation paper weight (vendor blog, lower authority)",
    url: "https://apm-designs.com/sublimation-paper-weight",
  },
  sawgrassWarranty: {
    title: "Sawgrass support: Printer warranty (SG500 and SG1000)",
    url: "https://supportdesk.sawgrassink.com/en/support/solutions/articles/65000149862-printer-warranty",
  },
  sawgrassMaint: {
    title: "Sawgrass: The importance of leaving your printer turned on and plugged in",
    url: "https://sawgrassink.com/importance-of-maintenance",
  },
  sawgrassEncoder: {
    title: "Sawgrass care: How-to, cleaning the horizontal encoder",
    url: "https://care.sawgrassink.com/hc/en-us/articles/10719366165787-How-To-Cleaning-the-Horizontal-Encoder",
  },
  alderPiezo: {
    title: "Alder Technology: Piezoelectric print heads vs thermal print heads",
    url: "http://aldertech.com/blog/piezoelectric-print-heads-vs-thermal-print-heads",
  },
  edibleInks: {
    title: "Edible Inks: Printers for dye sublimation printing (piezo heads, no heat at the head)",
    url: "https://edibleinks.co.uk/easy_blog?article_id=4",
  },
  sublReport2014: {
    title: "The Sublimation Report, Spring 2014: David Gross, Road to sublimation success",
    url: "http://read.uberflip.com/i/277819-2014-sublimation-report/40",
  },
  sublReport2019: {
    title: "The Sublimation Report, Spring 2019: color management and ICC profiles",
    url: "https://nbm.uberflip.com/i/1089752-2019-sublimation-report/31",
  },
  awPaper: {
    title: "All Weather Specialty Papers: ICC profiling for dye sublimation",
    url: "https://awpaper.com/?p=5825",
  },
  sublSupportIcc: {
    title: "Sublimation-Support.de: Das ICC Profil (how profiles are measured)",
    url: "https://sublimation-support.de/26/das-icc-profil/",
  },
  menzies: {
    title: "Menzies: The sublimation process",
    url: "https://www.menziesco.com.au/sublimation/",
  },
  sgiaScience: {
    title: "SGIA Journal: sublimation as solid-to-gas transition into polyester (in Choosing a dye sublimation paper)",
    url: "https://www.sgia.org/detail/news/2019/11/13/choosing-a-dye-sublimation-paper",
  },
  jotoWhat: {
    title: "Joto Imaging Supplies blog: What is sublimation?",
    url: "https://blog.jotoimagingsupplies.com/2011/03/03/what-is-sublimation/",
  },
  jotoBleed: {
    title: "Joto Imaging Supplies blog: Bleeding your images and why it is sometimes useful for sublimation",
    url: "https://blog.jotoimagingsupplies.com/2012/02/02/bleeding-your-images-and-why-it-is-sometimes-useful-for-sublimation/",
  },
  hpnPoly: {
    title: "Heat Press Nation: Why you should use 100% polyester shirts for sublimation",
    url: "https://www.heatpressnation.com/blogs/blog/why-you-should-use-100-polyester-shirts-for-sublimation",
  },
  jcCant: {
    title: "JC Heat Press: What sublimation can and can't do",
    url: "https://www.jcheatpress.com/info/what-sublimation-can-and-can-t-do-21752627.html",
  },
  subligenius: {
    title: "SubliGenius Print: Polyester sublimation guide (blog, lower authority)",
    url: "https://subligeniusprint.com/polyester-sublimation-guide",
  },
  cfsub: {
    title: "CF Sublimation Paper: Sublimation printing (dye activation and recommended range)",
    url: "https://cfsubpaper.com/news/sublimation-printing",
  },
  tropical: {
    title: "Tropical Graphics: How to sublimate a PolySub mug",
    url: "http://tropicalgraphics.ca/polymugs.htm",
  },
  dyetrans: {
    title: "Dyetrans: Making sublimation mugs (Steve Spence)",
    url: "http://dyetrans.com/making-sublimation-mugs",
  },
  cactusWrap: {
    title: "Dyesub.org: Cactus Coatings Cactus Wrap review (Cherie Derrick, 2000)",
    url: "http://dyesub.org/reviews/cactuswraps.htm",
  },
  realHome: {
    title: "Real Home Appliances: What temperature do you use to sublimate tumblers? (blog, unverified)",
    url: "https://realhomeappliances.com/what-temperature-do-you-use-to-sublimate-tumblers/",
  },
  sublNation: {
    title: "Sublimation Nation: sublimation resources (never cool decorated glass in water)",
  },
  unisubGlossary: {
    title: "Unisub: Sublimation, print and design jargon (glossary)",
    url: "https://www.unisub.com/sublimation-101/sublimation-glossary/",
  },
  teesNow: {
    title: "Tees Now: Custom sublimation T-shirt printing, artwork requirements",
    url: "https://www.teesnow.com.au/blog/custom-sublimation-tshirt-printing-melbourne-artwork-requirements/",
  },
  printResponsibly: {
    title: "Print Responsibly: File preparation (resolution and bleed for print)",
    url: "http://printresponsibly.com/filepreparation.aspx",
  },
  htvrontCotton: {
    title: "HTVRONT: How to sublimate on cotton fabrics, four methods (vendor guide)",
    url: "https://htvront.com/blogs/beginners-guide-precautions/how-to-sublimate-on-cotton-shirts",
  },
  presSubCotton: {
    title: "PresSublimation: How to sublimate on cotton, four methods (blog)",
    url: "https://pressublimation.com/how-to-sublimate-on-cotton/",
  },
  wilhelm: {
    title: "Printvergence: Wilhelm Imaging Research tests durability of metal photo prints",
    url: "https://printvergence.com/tag/metal-photo-prints/",
  },
  aluSheetBlog: {
    title: "AluminumSublimationSheet.com: aluminium sheet 60-120 s (supplier blog, unverified)",
  },
  impressionsCaps: {
    title: "Impressions magazine, February 2023: Decorating methods up top (James Ortolani)",
    url: "https://impressionsmagazine.com/digital-decorating/process-techniques/decorating-methods-up-top/",
  },
  asiCaps: {
    title: "ASI Central, Wearables: Top off that cap",
    url: "https://www.asicentral.com/news/magazines/wearables/april-may-2015/top-off-that-cap/",
  },
  sdgCaps: {
    title: "SDG magazine: Sublimation solutions (sublimation transfers on polyester foam-front caps)",
    url: "https://sdgmag.com/features/sublimation-solutions",
  },
  teelaunchShoes: {
    title: "Teelaunch: Best practices, women's casual shoe (panels printed before cut and sew)",
    url: "https://blog.teelaunch.com/best-practices-womens-casual-shoe/",
  },
  stahlsShoes: {
    title: "STAHLS' blog: How to customize footwear with heat transfers (shoe platen)",
    url: "http://blog.stahls.com/how-to-customize-footwear-with-heat-transfers/",
  },
  epsonWarranty: {
    title: "Epson M1100 user manual: ink bottle handling and limited warranty",
    url: "https://manualslib.es/manual/786814/Epson-M1100.html?page=11",
  },
  epsonMaintBox: {
    title: "Epson EcoTank Photo ET-8500 user manual: maintenance box replacement",
    url: "https://azmanual.top/manuals/851203/epson-ecotank-photo-et-8500-wireless-color-all-in-one-supertank-printer.html?page=229",
  },
  engraversMug: {
    title: "The Engravers Journal, December 2006: New mug press in town",
    url: "http://www.engraversjournal.com/article.php/2458/index.html",
  },
  skyimageProblems: {
    title: "Skyimage paper blog: Some problems we encounter in sublimation printing (coatings, paper sticking)",
    url: "http://skyimage-paper.blogspot.com/2017/09/some-problems-we-encounter-in.html",
  },
  experts123Soft: {
    title: "Experts123: How does the photo transfer process work? (coated ceramics, fibreboard, metals and soft substrates)",
    url: "https://experts123.com/q/how-does-the-photo-transfer-process-work.html",
  },
  universalWoods: {
    title: "Trade sources listing Unisub and ChromaLuxe as brands of Universal Woods, Louisville, KY (via the site's sourced reference notes)",
  },
  sawgrassGhost: {
    title: "Sawgrass glossary, Printwear and singlejs.com on ghosting: paper movement while hot, and re-pressing re-gasses the image (via the site's sourced reference notes)",
  },
  sublStarMouse: {
    title: "Sublimation Star: sublimation ink, coated hard goods and 100% polyester mouse mats",
    url: "http://www.sublimationstar.com/content/193-subliniova-smart-inktec-dye-sublimation-ink-for-inkjet-printer",
  },
} satisfies Record<string, SourceInput>;

export const guidesA: z.input<typeof guideSchema>[] = [
  {
    id: "getting-started-with-sublimation",
    title: "Getting Started with Sublimation: Kit, Limits and Your First Press",
    description:
      "What sublimation can and cannot do, the equipment you actually need, and a first project (a polyester shirt or a ceramic mug) walked through step by step.",
    category: "basics",
    difficulty: "beginner",
    estimatedTime: "1-2 hours for a first project",
    imageUrl: null,
    content: `Sublimation puts full-colour images onto products by printing special dye onto transfer paper and then using heat, time and pressure to move that dye into the product. The dye ends up inside polyester fibres, or inside a polyester-type coating on a hard blank, so the finished print has no raised layer to crack or peel. That is the appeal. The limits matter just as much: sublimation only works on polyester or polymer-coated items, and because there is no white ink, it only looks right on white or very light surfaces. If you keep those two rules in mind, most beginner disappointments never happen. For the science behind them, read [how sublimation works](/guides/how-sublimation-works).

## What you need

- **A sublimation printer.** Either a purpose-built model such as a Sawgrass, or a piezo-head inkjet converted to sublimation ink. Thermal-head printers (the kind that heat ink to fire it) are not suitable. See [choosing a sublimation printer](/guides/choosing-a-sublimation-printer).
- **Sublimation ink and a colour profile** made for that ink, paper and printer. See [ICC profiles and colour management](/guides/icc-profiles-and-color-management).
- **Sublimation paper.** Ordinary copy or photo paper does not release the dye properly. See [choosing sublimation paper](/guides/choosing-sublimation-paper).
- **A heat source.** A flat heat press for shirts and flat blanks; a mug press or an oven with silicone wraps for drinkware. See [choosing a heat press](/guides/choosing-a-heat-press).
- **Sublimation blanks.** White 100% polyester garments, or hard goods sold as sublimation-ready (coated mugs, tiles, metal, hardboard).
- **Small supplies.** Heat-resistant tape, plain protective paper, a lint roller, heat-resistant gloves, and a way to check the real platen temperature: a pyrometer or temperature strips.
- **Design software** that can size artwork exactly, mirror it and print in RGB.

## Steps

1. **Pick a forgiving first blank.** A white 100% polyester shirt or a straight-walled white ceramic mug from a supplier that publishes its own time and temperature sheet is ideal.
2. **Set up the printer.** Install the ink, load the profile, and print a nozzle check. A check with gaps means banding later, so clean the head first (see [printer maintenance and clogs](/guides/printer-maintenance-and-clogs)).
3. **Prepare the artwork** at the exact final size, in RGB, with a little bleed past the edges and mirrored if your workflow needs it. [Designing artwork for sublimation](/guides/designing-artwork-for-sublimation) covers the details.
4. **Print on the coated side** of the sublimation paper and let the ink dry. Colours look dull on paper; they brighten when they turn to gas in the press.
5. **Prepare the blank.** Lint-roll the part of a shirt the platen will touch. Wipe hard blanks clean and peel off any protective film.
6. **Position and secure the transfer.** Tape hard goods with heat-resistant tape at the edges, never over the image. For shirts, tacky paper or a light touch of tape stops the paper shifting.
7. **Check your temperature.** Press displays can be wrong. Confirm with a pyrometer or temperature strips before your first job (see [heat press care and calibration](/guides/heat-press-care-and-calibration)).
8. **Press** using the blank maker's settings, or the starting points below.
9. **Open and peel in one motion.** Lift the paper straight off without sliding it. Paper that moves while the item is hot causes a faint double image.
10. **Cool it.** Fabric cools fast. Ceramics hold heat and keep releasing dye gas, so cool mugs and tiles quickly with a fan rather than leaving them on the bench.
11. **Write down what you did**: blank, paper, time, temperature and pressure. Those notes become your own settings sheet.

## Settings

These are starting points from trade sources. The blank manufacturer's instructions always win.

| Item | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Polyester performance shirt | 400 °F (204 °C) | about 30-40 s | not specified: follow your blank's instructions | A&E, March 2019; SignWarehouse |
| 11 oz ceramic mug, mug press | 400 °F (204 °C) | 3.5-5 min depending on the mug | medium-heavy | SublimationInstructions.com |
| General benchmark | 400 °F (204 °C); dyes start to activate around 350 °F (177 °C) | varies by blank | varies | CF Sublimation Paper; A&E |

Sources disagree on shirts: A&E recommends about 30 seconds for performance polyester, SignWarehouse 35-40 seconds, while several blogs still quote 45-60 seconds. Start short; you can add time, but you cannot undo scorching.

## What goes wrong and how to fix it

- **A faint second image beside the first** is ghosting: the paper moved while the dye was still active. Secure the paper and lift it cleanly. See [fixing ghosting](/guides/fixing-ghosting).
- **Dull, washed-out colours** usually mean the wrong blank (cotton or a low-polyester blend), too little time or heat, or the wrong colour profile. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **Fuzzy edges on mugs** come from slow cooling or damp paper. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **Tiny blue dots on a white shirt** are polyester lint that sublimated. Lint-roll before pressing. See [removing blue specks](/guides/removing-blue-specks).
- **A square outline around the print** is a press mark from the platen edge. See [avoiding press marks](/guides/avoiding-press-marks).
- **Brown or yellow patches** point to too much heat or time. See [preventing burn marks](/guides/preventing-burn-marks-and-scorching) and [preventing yellowing](/guides/preventing-yellowing).
- **Stripes across the print** are banding from blocked nozzles. See [fixing banding and white lines](/guides/fixing-banding-and-white-lines).

Once your first few pieces come out right, read [heat press safety](/guides/heat-press-safety) before you scale up, and [pricing and costing sublimation products](/guides/pricing-and-costing-sublimation-products) before you sell anything.`,
    sources: [src.ae2019, src.signwarehouse, src.subInstr, src.cfsub, src.ae2020, src.printwearShirts, src.gpBurn, src.gpBlue, src.alderPiezo],
    troubleshooting: ["ghosting", "dull-colors", "blurry-edges", "blue-specks", "press-marks", "burn-marks", "banding"],
    createdAt: "2026-01-06",
    updatedAt: "2026-03-14",
  },
  {
    id: "how-sublimation-works",
    title: "How Sublimation Works: Dye, Gas and Polyester",
    description:
      "The science behind the process: why the dye turns to gas, how it locks into polyester and poly coatings, why cotton will not hold it, and why blanks must be white or light.",
    category: "basics",
    difficulty: "beginner",
    estimatedTime: "20 minutes to read, 1 hour for the test",
    imageUrl: null,
    content: `Knowing what actually happens inside the press makes nearly every other guide on this site easier to follow. Most problems, from faded shirts to blurry mugs, make sense once you picture dye moving as a gas.

**Sublimation** is the name for a solid turning straight into a gas without melting into a liquid first. Dry ice is the everyday example. Sublimation inks carry disperse dyes. You print them onto coated paper, where they dry as a solid film. In the heat press they change to gas and move into the item you are decorating.

**The receiving material has to be a polymer.** When polyester is heated, its structure loosens and opens up. The dye gas moves into those openings. When the item cools, the polymer closes again and the dye is trapped inside, not sitting on top. That is why a good sublimation print feels exactly like the bare fabric and does not crack or peel. Hard goods such as mugs, tiles and metal panels work the same way because they carry a thin polyester-type coating. In effect you are printing into the coating, not into the ceramic or metal underneath. An uncoated mug or a bare sheet of aluminium will not take the dye.

**Cotton has nothing to hold the dye.** Natural fibres do not open and close like polyester, so the gas has no pores to enter. Some colour may show straight out of the press, but it washes out. Blends behave in between: the polyester part takes dye and the cotton part does not, which gives a softer, faded look that fades further with washing.

**There is no white ink, and the dye is see-through.** Sublimation dyes are translucent and can only add colour. Anything white in your design is simply left unprinted, so it shows the colour of the blank. On a red shirt, "white" comes out red, and dark backgrounds drown the image. This is why blanks are white or light.

**Time, temperature and pressure all matter.** Heat turns the dye to gas and opens the polymer. Pressure keeps the paper in close contact so the gas goes straight across instead of drifting sideways. Time lets enough dye move. Too little of any of them gives weak colour; too much gives blur, scorching or yellowing.

**The dye keeps moving while the item is hot.** A&E's March 2020 article explains that ceramics stay hot long after the press opens, the coating stays open, and dye can keep out-gassing and drift, often upwards. Fabric cools almost at once; a mug does not. That is why cooling speed matters so much on hard goods.

**The print head must stay cool.** Because the ink reacts to heat, printers that fire ink by boiling it (thermal heads, used by HP and Canon) are unsuitable. Sublimation uses piezo heads, which push ink out mechanically, as in Epson and some Ricoh printers.

## What you need

To see all of this for yourself, gather:

- One white 100% polyester shirt, one 50/50 polyester-cotton shirt, one 100% cotton shirt, and one light-coloured polyester shirt
- One printed test transfer per shirt with bright colours, a black area and a white area
- A heat press, tape, protective paper and a lint roller

## Steps

1. Print four identical transfers containing a colour chart, some fine black text and a white shape on a coloured background.
2. Lint-roll each shirt and press all four at the same settings.
3. Compare them fresh from the press. The 100% polyester should be brightest; the blend softer; the cotton weak.
4. Look at the white shape on the coloured shirt: it shows the shirt colour, not white.
5. Wash all four once and compare again. Heat Press Nation found exactly this pattern in its own test: cotton weak and worse after washing, the 50/50 "vintage" and fading a little more than polyester.
6. Keep the shirts as reference samples for customers.

## Settings

| Item | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Dye activation | from about 350 °F (177 °C) | - | - | CF Sublimation Paper |
| Typical working range | 380-420 °F (193-216 °C) | varies by blank | varies | CF Sublimation Paper; Graphics Pro |
| Common benchmark | 400 °F (204 °C) | about 30 s for performance polyester | follow your blank's instructions | A&E, March 2019 |

## What goes wrong and how to fix it

- **Colours wash out of a "polyester" shirt.** Check the label: low polyester content cannot hold much dye. See [polyester blends and the vintage look](/guides/polyester-blends-and-vintage-look).
- **The image drifts or blurs on ceramics.** The dye kept moving while the item was hot. Cool faster; see [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **A shadow image appears.** Paper moved while the dye was still a gas. See [fixing ghosting](/guides/fixing-ghosting).
- **White parts look coloured.** That is the blank showing through. Use white blanks, or read [sublimating on cotton and dark fabrics](/guides/sublimating-on-cotton-and-dark-fabrics) for workarounds.`,
    sources: [src.menzies, src.sgiaScience, src.jcCant, src.jotoWhat, src.hpnPoly, src.ae2020, src.ae2019, src.cfsub, src.aeFundamentals, src.sublReport2014, src.edibleInks],
    troubleshooting: ["dull-colors", "blurry-edges", "ghosting"],
    createdAt: "2026-01-09",
    updatedAt: null,
  },
  {
    id: "choosing-sublimation-paper",
    title: "Choosing Sublimation Paper: Weight, Tack and Sheet Size",
    description:
      "How sublimation paper differs from ordinary paper, what paper weight (gsm) and tacky coatings do, which paper suits shirts versus hard goods, and how to test a new paper fairly.",
    category: "basics",
    difficulty: "beginner",
    estimatedTime: "30 minutes plus a test press",
    imageUrl: null,
    content: `Sublimation paper is easy to take for granted because it ends up in the bin. But it decides how much dye reaches your blank and how sharp the result is. This guide explains what to look for and how to compare papers without fooling yourself.

## Why ordinary paper does not work

Sublimation paper looks and feels like a good inkjet paper, but it carries a coating designed to hold the ink on the surface and then let it go when heated. Trade sources are blunt about it: buy paper made for sublimation, or the process simply does not work as it should. The SGIA Journal explains that the coating also controls dot gain, the way ink droplets spread when they land. Without it, fine detail softens and you cannot predict how much ink is absorbed and how much is released. Uncoated paper may look cheaper per sheet but wastes ink and blanks.

## What you need

- Two or three candidate papers in the size your printer takes
- Your normal ink and colour profile
- A test design: a colour chart, a black block, fine text and a photo
- Two or three identical blanks of the type you press most
- A notebook for results

## Weight (gsm)

Paper weight is given in grams per square metre. Lily Hunter of Roland DGA has said sublimation transfer paper ranges from about 45 to 160 gsm, with 90 to 110 gsm the most common. Advice on which weight suits which job varies. One vendor blog (APM Designs) suggests lighter paper, around 100-120 gsm, for fabric because it lies flat and releases moisture faster, and heavier paper, about 120-140 gsm, for mugs and rigid items because it holds more ink and stays put. That is a vendor view rather than a trade standard, so treat it as a starting idea and test.

## Tacky paper

Some papers have a light, heat-activated tack. When the press closes, the paper sticks lightly to the fabric, so it cannot slide when the press opens. Roland DGA recommends tacky paper for apparel because it helps prevent ghosting. For large-format work, Hunter put quality paper at about 10-12 cents per square foot for non-tack, with tack about a penny more. Small-format sheets cost more per square foot, so check your own supplier's price.

## Sheet size

Printing one mug image on a full letter or A4 sheet wastes most of the page. Pre-cut mug paper exists: one sublimator describes using 3.75 x 9 inch sheets from Condé. Tropical Graphics suggests transfers of 3.5 x 8.5 or 3.5 x 9.25 inches for its polymer mugs, or 4 x 9 inches for a full bleed. Otherwise, gang several designs on one sheet and trim.

## Steps

1. **Store all candidates the same way**, sealed and away from damp, for a day before testing. Damp paper causes blur and uneven colour. See [storing ink and paper](/guides/storing-ink-and-paper).
2. **Find the coated side.** It is usually the brighter, smoother side; the packaging will say. Printing on the wrong side gives weak, blotchy transfers.
3. **Print the same design on each paper** with the same profile and print settings. Let each dry fully.
4. **Press each onto an identical blank** at identical settings.
5. **Compare colour density, black depth, fine text and edges** in daylight.
6. **Check the paper after pressing.** A lot of colour left on the paper means it is not releasing well or the time was too short.
7. **For apparel, open the press briskly** and see whether the paper stays put. Tacky papers should not shift.
8. **Record the winner** and note that your colour profile was built for a particular paper. If you change paper, reprint your colour chart; see [ICC profiles and colour management](/guides/icc-profiles-and-color-management).

## Settings

Use the same press settings for every paper in a test, taken from your blank maker or these trade starting points.

| Test blank | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Polyester performance shirt | 400 °F (204 °C) | about 30-40 s | follow your blank's instructions | A&E, March 2019; SignWarehouse |
| Ceramic tile | 400 °F (204 °C) | about 4 min (large tiles longer) | follow your blank's instructions | SignWarehouse; Artainium |
| Paper weight, typical | 90-110 gsm (range 45-160 gsm) | - | - | Roland DGA |

## What goes wrong and how to fix it

- **Ghost images on shirts**: switch to tacky paper and lift it straight off. See [fixing ghosting](/guides/fixing-ghosting).
- **Paper stuck to a hard blank**: usually too much heat or pressure softening the coating. Reduce pressure, and follow the blank maker's settings.
- **Soft or bleeding edges**: damp paper or too much ink. Store paper sealed and check your profile's ink limit. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **Weak colour with lots left on the paper**: wrong side printed, or not enough time or heat. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **Paper curls in the printer**: it has picked up moisture. Keep it sealed until use.`,
    sources: [src.roland, src.sgiaPaper, src.aePaper, src.apmPaper, src.dyetrans, src.tropical, src.ae2019, src.signwarehouse, src.artainium, src.skyimageProblems],
    troubleshooting: ["ghosting", "paper-sticking", "blurry-edges", "dull-colors"],
    createdAt: "2026-01-14",
    updatedAt: "2026-04-02",
  },
  {
    id: "designing-artwork-for-sublimation",
    title: "Designing Artwork for Sublimation: Resolution, Mirroring, Bleed and RGB",
    description:
      "Set up files that print well: resolution at final size, when and how to mirror, how much bleed and safe area to leave, why sublimation designs stay in RGB, and how white works.",
    category: "basics",
    difficulty: "beginner",
    estimatedTime: "45 minutes",
    imageUrl: null,
    content: `Good sublimation starts before anything is printed. Most "printer problems" that arrive in our inbox turn out to be file problems: a low-resolution photo, a design that was not mirrored, or a white edge where the artwork stopped short. This guide gives you a checklist you can apply to every file.

## What you need

- Design software that lets you set an exact canvas size, work in RGB and mirror on print (Photoshop, Affinity, CorelDraw, or your printer's own software)
- The exact dimensions of the blank's printable area, from the supplier's template if there is one
- Your colour profile installed (see [ICC profiles and colour management](/guides/icc-profiles-and-color-management))

## Steps

1. **Start at final size.** Make the canvas the size of the printable area plus bleed. Resizing a small image up later cannot add detail that was never captured.
2. **Check resolution at that size.** General print guidance is 300 dpi at the final printed size. For sublimated textiles, Tees Now notes that 150-300 dpi is plenty, because the dye spreads a little as it gasses and fabric texture hides fine dots. Hard, glossy blanks such as metal and photo panels show more detail, so aim for the top of that range there.
3. **Keep text and logos as vectors** where you can, and outline fonts before sending a file to another computer. Vector edges stay crisp at any size.
4. **Add bleed.** Extend the background past the edge of the blank so a tiny misalignment does not leave a white sliver. Joto Imaging suggests 0.125 to 0.25 inches on each side; Unisub's glossary calls 0.25 inches the usual standard.
5. **Keep a safe area.** Hold important text and faces about 0.125 to 0.25 inches inside the edge (Joto), so trimming or a slight shift never cuts them off.
6. **Work in RGB.** Sublimation colour profiles are built to convert RGB to the printer's inks. Sawgrass's Robin Kavanagh explains that a CMYK file sent through an RGB sublimation profile converts wrongly and colours shift, so convert CMYK files to RGB when you import them. The exception is a RIP workflow, which works in CMYK; follow the RIP's instructions.
7. **Plan for white.** There is no white ink. White areas are left unprinted and show the colour of the blank, so design for white or light blanks, or make white part of the blank rather than the print.
8. **Mirror the image** when printing for most blanks. The transfer sits face-down on the item, so mirroring makes it read correctly afterwards. Unisub's glossary lists mirroring as a requirement. Some software mirrors automatically, so check the print preview and do not mirror twice. Blanks coated on the back, such as some glass, may need different handling; see [sublimating glass](/guides/sublimating-glass).
9. **Choose colours from a pressed chart, not your screen.** Condé's colour team warns that every monitor shows colour differently. Print and press an RGB colour chart on your usual blank and pick colours from that.
10. **Save a print-ready copy** named with the blank and size, so repeat orders match.

## Mug and template notes

For mugs, SublimationInstructions.com gives the typical image area as starting about 1.25 inches in from the handle on each side and about 0.25 inches from the top and bottom; going beyond that needs their top-to-bottom method. Suppliers of puzzles, ornaments and panels usually publish templates; use them.

## Settings

Artwork settings do not depend on temperature, but here is a one-line summary of the file specifications above, with the first-press starting points you will use to check them.

| Setting | Value | Source |
|---|---|---|
| Resolution at final size | 150-300 dpi (300 for hard, glossy blanks) | Tees Now; Print Responsibly |
| Bleed | 0.125-0.25 in each side | Joto Imaging; Unisub |
| Safe area | 0.125-0.25 in inside the edge | Joto Imaging |
| Colour mode | RGB (CMYK only in a RIP workflow) | Graphics Pro (Sawgrass); Printwear |
| Check print on a polyester shirt | 400 °F (204 °C), about 30-40 s | A&E, March 2019; SignWarehouse |

## What goes wrong and how to fix it

- **Text reads backwards**: the image was not mirrored, or was mirrored twice. Check the preview before every run.
- **Thin white line at an edge**: not enough bleed, or the transfer was off-centre. Add bleed and use a template. See [avoiding press marks](/guides/avoiding-press-marks) if the line is actually a pressure mark.
- **Colours far from the screen**: CMYK file, wrong profile, or driver colour correction fighting the profile. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **Blocky or soft photos**: the source was too small for the print size. Find a larger original.
- **Fine white text filled in on a dark background**: dye drifted while the blank was hot. Cool faster; see [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).`,
    sources: [src.unisubGlossary, src.jotoBleed, src.teesNow, src.printResponsibly, src.gpRgb, src.printwearShirts, src.gpColor, src.subInstr, src.ae2020, src.ae2019, src.signwarehouse],
    troubleshooting: ["wrong-colors", "dull-colors", "blurry-edges"],
    createdAt: "2026-01-21",
    updatedAt: null,
  },
  {
    id: "choosing-a-sublimation-printer",
    title: "Choosing a Sublimation Printer: Dedicated or Converted?",
    description:
      "Compare purpose-built sublimation printers such as Sawgrass with converted Epson EcoTank models: print heads, warranties, ink cost, colour support and upkeep, so you buy once.",
    category: "equipment",
    difficulty: "beginner",
    estimatedTime: "30 minutes to read",
    imageUrl: null,
    content: `The printer is the one piece of sublimation kit people most often buy twice. The choice comes down to two routes: a printer sold for sublimation with ink, software and warranty as one package, or a regular piezo-head inkjet that you fill with third-party sublimation ink yourself. Both can produce excellent work. They differ in what you pay up front, who supports you when things go wrong, and how much tinkering you take on.

## Why the print head matters

Sublimation ink reacts to heat, so it must not be heated inside the printer. Thermal inkjet heads, used by HP and Canon, fire ink by heating it until a bubble forms; they are unsuitable. Piezo heads push ink out with a tiny flexing crystal and no heat, and also give finer control of droplet size. Epson's Micro Piezo heads are the usual choice at desktop size, and some Ricoh printers also use piezo heads. Whatever you buy, confirm it has a piezo head.

## What you need to decide

- **Budget**: printer price plus a first set of ink, paper and blanks.
- **Size**: letter/A4 is enough for mugs, small panels and chest prints; larger prints need a wider printer. For all-over shirts see [all-over print and large format](/guides/all-over-print-and-large-format).
- **Volume**: how many prints a week, which affects both ink cost and whether clogs will be a problem.
- **Support**: whether you want one company to call about ink, profiles and hardware.

## Dedicated sublimation printers (for example Sawgrass)

- **Warranty**: Sawgrass's support site gives the SG500 and SG1000 a two-year warranty covering hardware defects. Damage caused by non-genuine Sawgrass ink is excluded, and that voids the warranty.
- **Maintenance**: Sawgrass asks owners to leave the printer switched on and plugged in so it can run its automatic maintenance cycle, which moves a small amount of ink through the head to stop it clogging. That uses some ink, but saves heads.
- **Colour**: the package includes colour management. Sawgrass Print Manager applies profiles by substrate, so you pick "ceramic" or "polyester" rather than building profiles yourself.
- **Trade-off**: higher printer and ink prices, and you are tied to one ink supplier.

## Converted inkjets (for example Epson EcoTank)

- **Cost**: lower up front, and bottled third-party ink is usually cheaper per millilitre.
- **Warranty**: Epson's limited warranty covers defects under normal use as described in the printer's documentation, and Epson's manuals tell owners to use Epson ink. Assume that once it holds third-party ink, problems are yours to fix.
- **Colour**: profiles come from your ink supplier, and quality varies.
- **Effort**: you fill the tanks, install the profile, set the driver and keep up maintenance. See [converting an Epson EcoTank](/guides/converting-an-epson-ecotank).

## Ink cost in practice

A&E has put small-format ink use at about 1.5 ml per square foot, roughly $3.75 per square foot including paper. EnMart's rule of thumb is about 1 cent of ink per square inch. Use these to sanity-check a printer's running cost against how many square feet you print a month. For bigger volumes, Printwear advises taking a hard look at wide-format printers, because ink gets cheaper at larger sizes. See [pricing and costing sublimation products](/guides/pricing-and-costing-sublimation-products).

## Steps

1. **List the products you will make** in the first six months and their largest print size.
2. **Estimate monthly square footage** and multiply by the ink-cost figures above.
3. **Shortlist piezo-head printers** in that size, in both routes.
4. **Read the warranty terms** of each, especially the ink clauses.
5. **Check colour support**: does the package or the ink seller provide profiles for your paper and the blanks you use?
6. **Check upkeep**: will you print every few days? If not, choose a printer with automatic maintenance, or plan a routine (see [printer maintenance and clogs](/guides/printer-maintenance-and-clogs)).
7. **Ask for a sample print** or buy a starter pack, and press it on your main blank before committing.

## Settings to check before you buy

| What to check | Dedicated (Sawgrass SG500/SG1000) | Converted Epson EcoTank |
|---|---|---|
| Print head | Piezo | Piezo (Epson Micro Piezo) |
| Warranty | 2 years; void with non-genuine ink | Epson warranty assumes normal use per the manual; third-party ink is outside it |
| Colour profiles | Supplied, applied by substrate | From your ink supplier |
| Maintenance | Automatic if left on | Your routine |
| Test press | 400 °F (204 °C), about 30-40 s on polyester | same |

Test-press figures: A&E, March 2019 and SignWarehouse.

## What goes wrong and how to fix it

- **Stripes or missing lines**: blocked nozzles or a misaligned head. Run a nozzle check and clean. On Sawgrass, a dirty encoder strip can also cause vertical white lines; Sawgrass explains how to clean it gently with isopropyl alcohol and a lint-free cloth. See [fixing banding and white lines](/guides/fixing-banding-and-white-lines).
- **Colours off after switching ink or paper**: the profile no longer matches. See [ICC profiles and colour management](/guides/icc-profiles-and-color-management).
- **Frequent clogs on a rarely used printer**: print or run maintenance regularly, and store ink properly; see [storing ink and paper](/guides/storing-ink-and-paper).`,
    sources: [src.sawgrassWarranty, src.sawgrassMaint, src.sawgrassEncoder, src.alderPiezo, src.edibleInks, src.sublReport2014, src.magicTouchProfile, src.epsonWarranty, src.aeInkCost, src.enmart, src.printwear2017, src.ae2019, src.signwarehouse],
    troubleshooting: ["banding", "printer-clogs", "wrong-colors"],
    createdAt: "2026-02-03",
    updatedAt: "2026-06-18",
  },
  {
    id: "converting-an-epson-ecotank",
    title: "Converting an Epson EcoTank to Sublimation Ink",
    description:
      "A careful walk-through of turning a new Epson EcoTank into a sublimation printer: choosing the model and ink, filling, first checks, profiles, warranty facts and the upkeep it needs.",
    category: "equipment",
    difficulty: "intermediate",
    estimatedTime: "1-2 hours",
    imageUrl: null,
    content: `Epson EcoTank printers are popular for sublimation because they use piezo print heads and refillable tanks, so you can fill them with sublimation ink from a bottle. Done carefully, a converted EcoTank produces good transfers for a modest outlay. Done carelessly, it mixes inks, clogs and never prints accurate colour. This guide covers the careful version. Your ink supplier's instructions for your exact model override anything here.

## Before you start: the honest trade-offs

- **Warranty.** Epson's limited warranty covers defects under normal use as described in the product documentation, and Epson's manuals tell you to use Epson ink. Plan on the printer being your responsibility once it holds third-party ink.
- **Support.** Your ink seller, not Epson, is your help desk for colour and ink questions. Choose a seller that publishes profiles and instructions for your model.
- **Upkeep.** A converted printer has no special sublimation maintenance routine, so clogs are prevented by how often you print. See [printer maintenance and clogs](/guides/printer-maintenance-and-clogs).

If those trade-offs do not suit you, compare a dedicated printer in [choosing a sublimation printer](/guides/choosing-a-sublimation-printer).

## What you need

- A new EcoTank model that your chosen ink supplier explicitly supports
- A full set of sublimation ink made for that model, with the matching colour profile
- Sublimation paper of the type the profile was built for
- Gloves, paper towels and a covered work surface; ink stains clothes and surfaces permanently
- Your design software, set up to use the profile

## Steps

1. **Start with a printer whose tanks have never held the factory ink.** Once standard ink has been run through the lines and head, it mixes with sublimation ink and colours suffer. Do not install the bottles that came in the box.
2. **Unpack and place the printer** on a level, stable surface away from direct sun and heat.
3. **Let cold ink warm up.** Epson's own bottle guidance is to let ink brought in from a cold place reach room temperature, at least three hours, before use. That is sensible for sublimation ink too.
4. **Fill each tank with the matching colour** following your ink seller's instructions, one bottle at a time, keeping bottles upright. Double-check colours before pouring; a wrong colour in a tank is very hard to undo.
5. **Run the initial ink charge** from the printer menu and leave the printer alone until it finishes. Do not switch it off mid-charge.
6. **Print a nozzle check** on plain paper. Gaps are normal at first; run a head clean and check again. Each clean sends ink to the maintenance box, so do not clean repeatedly without a pause.
7. **Install the colour profile** from your ink seller and set your design software to use it. Switch off the printer driver's own colour correction so the profile and the driver do not both adjust colour. See [ICC profiles and colour management](/guides/icc-profiles-and-color-management) and [printer settings for sublimation](/guides/printer-settings-for-sublimation).
8. **Print a test transfer** (colour chart, black block, fine text, photo) on sublimation paper using the paper type and quality setting the profile expects.
9. **Press it onto your main blank**, then compare it with the chart your ink seller publishes or with a known-good sample.
10. **Label the printer** "sublimation only" so nobody tops it up with standard ink.

## Settings

Printer driver settings are specific to the ink and profile. Use what your ink seller's instructions list for your model. For the test press:

| Test blank | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Polyester performance shirt | 400 °F (204 °C) | about 30-40 s | follow your blank's instructions | A&E, March 2019; SignWarehouse |
| 11 oz ceramic mug, mug press | 400 °F (204 °C) | 3.5-5 min depending on the mug | medium-heavy | SublimationInstructions.com |

## Living with the converted printer

- **Print regularly.** Sublimation ink left still in the head tends to clump; Sawgrass explains this is why its printers run automatic maintenance. On an EcoTank, printing a small test every few days does the same job.
- **Watch the maintenance box.** Epson's ET-8500 manual explains the box collects ink from printing and head cleaning, the printer stops when it is full, and the box is a user-replaceable part not covered by the warranty. Frequent cleaning fills it faster.
- **Store spare ink properly.** Epson advises keeping bottles at room temperature away from sunlight and using opened bottles soon. See [storing ink and paper](/guides/storing-ink-and-paper).

## What goes wrong and how to fix it

- **Muddy or shifted colours**: leftover factory ink, the wrong profile, or driver colour correction still on. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **Banding**: blocked nozzles or misalignment; run checks and alignment. See [fixing banding and white lines](/guides/fixing-banding-and-white-lines).
- **Printer refuses to print after many cleans**: the maintenance box is full; replace it.
- **Blurry transfers**: often damp paper rather than the printer. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).`,
    sources: [src.epsonWarranty, src.epsonMaintBox, src.sawgrassMaint, src.alderPiezo, src.edibleInks, src.awPaper, src.ae2019, src.signwarehouse, src.subInstr],
    troubleshooting: ["printer-clogs", "banding", "wrong-colors", "dull-colors"],
    createdAt: "2026-02-10",
    updatedAt: "2026-07-09",
  },
  {
    id: "icc-profiles-and-color-management",
    title: "ICC Profiles and Colour Management for Sublimation",
    description:
      "Why sublimated colour rarely matches the screen, what an ICC profile does, how to install and use one, how to build a pressed colour reference, and how to diagnose colour that is off.",
    category: "advanced",
    difficulty: "advanced",
    estimatedTime: "2-3 hours including test presses",
    imageUrl: null,
    content: `Sublimation colour is hard for a simple reason: you design in light on a screen, print in dye on paper, and then heat that dye into a coating or fabric where it changes again. A colour profile is the tool that makes the journey predictable. This guide explains what profiles do, how to use them, and how to find the cause when colour is wrong.

## What a profile does

Screens make colour by mixing red, green and blue light (RGB). Printers make it by laying down cyan, magenta, yellow and black ink (CMYK), which filter light. The two systems cover different ranges of colour, so every design has to be converted. Colour management is the process of controlling that conversion. An ICC profile is a file that describes how a particular combination of printer, ink, paper and software behaves, so the software can choose the right ink amounts. For sublimation it also has to account for the shift that happens in the press: colours that look dull on paper brighten and change as the dye turns to gas.

All Weather Specialty Papers makes two points worth remembering. A profile is specific to the ink, paper, printer and software it was made for, so changing any one can call for a new profile. And when a print looks wrong, check the profile first.

## What you need

- The profile supplied by your ink maker or printer maker (Sawgrass systems supply their own and apply them by substrate)
- Design software that lets you choose a printer profile and rendering intent
- Your usual paper and your main blanks
- An RGB colour chart file (many ink suppliers provide one)
- Optionally, a spectrophotometer and profiling software, or a profiling service, for custom profiles

## Steps

1. **Install the profile** in your operating system's colour folder, or let the printer software do it.
2. **Set up the document in RGB.** Sublimation profiles convert RGB to the printer's ink, not CMYK to CMYK. A CMYK file sent this way converts wrongly, as Sawgrass's Robin Kavanagh points out. The exception is a RIP, which works in CMYK by design.
3. **Assign or convert to the right RGB working space** when opening files with embedded profiles, so the conversion starts from known values.
4. **Choose the printer profile in the print dialog** and let the application manage colour. Then switch off colour correction in the printer driver, so the colour is not adjusted twice. See [printer settings for sublimation](/guides/printer-settings-for-sublimation).
5. **Pick a rendering intent.** Perceptual usually suits photos; relative colorimetric suits logos when in-range colours must stay exact. Test both on your blank.
6. **Print the RGB chart** with the same paper and quality setting the profile was built for.
7. **Press the chart onto each main blank.** Printwear recommends pressing an RGB palette onto a shirt and using it like a swatch book; Condé's colour department says the same for spot colours, because no two monitors agree.
8. **Label and keep each pressed chart.** Pick brand colours from the chart, by their RGB numbers, not from the screen.
9. **Repeat when anything changes**: new ink batch, paper brand, blank supplier or printer.

## Custom profiles

If supplied profiles are not close enough, a custom profile is built by printing a target, pressing it, and measuring the patches with a spectrophotometer; the software compares the measurements to known values and writes the profile. It is exacting work, and All Weather notes that profiling services exist for those who do not want to do it themselves.

## Settings

| Setting | Choice | Source |
|---|---|---|
| Design colour mode | RGB (CMYK only with a RIP) | Graphics Pro (Sawgrass); Printwear |
| Who manages colour | The application, with the ink or printer profile | All Weather; The Sublimation Report |
| Colour reference | A pressed RGB chart per blank type | Printwear; Graphics Pro (Condé) |
| Chart press, polyester | 400 °F (204 °C), about 30-40 s | A&E, March 2019; SignWarehouse |
| Chart press, ceramic tile | 400 °F (204 °C), about 4 min | SignWarehouse; Artainium |

## What goes wrong and how to fix it

- **Everything has a colour cast**: colour managed twice (application and driver both on), or no profile selected. Fix one and reprint the chart.
- **Reds turn orange or blues turn purple**: wrong profile, a CMYK file, or the wrong paper type in the driver. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **Colours fine on shirts, wrong on mugs**: coatings take dye differently. Use a substrate-specific profile or a separate pressed chart. Soft coatings also accept dye faster than hard ones.
- **Colour drifts over months**: new ink batch, clogged nozzles or ageing paper. Run a nozzle check first (see [printer maintenance and clogs](/guides/printer-maintenance-and-clogs)).
- **Muddy, over-inked shadows**: ink limit too high for the paper; ask your supplier for a profile that matches your paper.`,
    sources: [src.awPaper, src.sublReport2019, src.gpRgb, src.gpColor, src.printwearShirts, src.magicTouchProfile, src.sublSupportIcc, src.gpMugPress, src.ae2019, src.signwarehouse, src.artainium],
    troubleshooting: ["wrong-colors", "dull-colors"],
    createdAt: "2026-02-17",
    updatedAt: null,
  },
  {
    id: "sublimating-polyester-shirts",
    title: "Sublimating Polyester Shirts Step by Step",
    description:
      "Press white polyester T-shirts and performance tees cleanly: blank choice, lint and moisture, paper placement, short press times, and how to avoid ghosting, box lines and scorching.",
    category: "techniques",
    difficulty: "beginner",
    estimatedTime: "15 minutes per shirt once set up",
    imageUrl: null,
    content: `A white 100% polyester shirt is the classic sublimation product and a good place to learn. The dye goes into the fibres, so the print stays soft and breathable. Most failures come from three things: the wrong blank, too much heat or time, and paper that moves.

## What you need

- White or very light 100% polyester shirts (performance or "cotton-feel" polyester both work)
- A flat heat press large enough for the design, ideally checked with a pyrometer or temperature strips
- Printed transfer on sublimation paper; tacky paper is best for apparel
- A lint roller with adhesive sheets
- A sheet of foam, a pressing pillow or a silicone pad, and a sheet of plain paper to put inside the shirt
- Plain protective paper for the top, and heat-resistant tape if your paper is not tacky

## Steps

1. **Check the label.** You want 100% polyester for full, bright colour. Blends give a lighter, softer look; see [polyester blends and the vintage look](/guides/polyester-blends-and-vintage-look).
2. **Print the transfer mirrored**, at final size, with your profile. See [designing artwork for sublimation](/guides/designing-artwork-for-sublimation).
3. **Load the shirt on the press** with a sheet of plain paper inside, so dye cannot pass through to the back.
4. **Raise the print area.** Put a pressing pillow, foam or silicone pad under the print area so seams, collars and hems sit lower and the platen edge does not crush a line into the fabric. Sublishop recommends this to prevent press marks.
5. **Lint-roll the print area.** Polyester shirts pick up static and dust, and dust particles that contain polyester sublimate into little blue specks. Kevin Lumberg's advice is to lint-roll the whole area the top platen will touch.
6. **Decide on a pre-press.** Sublishop recommends a 3-5 second pre-press to drive off moisture and flatten the fabric. Graphics Pro (GroupeSTAHL) says synthetic fabrics hold little moisture, so you can usually skip it, and TheMagicTouch warns that extra heat on polyester can start the fabric's own dyes migrating. Our suggestion: a very short pre-press on humid days or creased shirts, none otherwise.
7. **Place the transfer face down** on the shirt. Tacky paper will stick in the press; with plain paper, tape one or two corners.
8. **Cover with protective paper** and close the press.
9. **Press briefly.** Trade sources favour short times for performance polyester; see the table.
10. **Open and remove the paper in one smooth motion**, straight up. Do not let it slide.
11. **Let the shirt cool flat** for a moment before folding.
12. **Inspect** in daylight for ghosting, specks, box lines and colour.

## Settings

| Shirt | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Polyester performance shirt | 400 °F (204 °C) | about 30 s | not given: follow your blank's instructions | A&E, March 2019 |
| Polyester shirt | 400 °F (204 °C) | 35-40 s ("less is more") | not given | SignWarehouse |
| Polyester shirt (blog figure) | 385-400 °F (196-204 °C) | 45-60 s | medium | SubliGenius Print (lower authority) |
| Pre-press (optional) | your pressing temperature | 3-5 s | - | Sublishop |

The sources disagree on time. A&E's article specifically says performance garments should not get 45-60 seconds: at 400 °F about 30 seconds avoids box lines, bleed-through and discolouration. We suggest starting at 30-40 seconds and only lengthening if colours are weak. If your shirt supplier publishes settings, use those.

## What goes wrong and how to fix it

- **Ghosting (a blurred double edge)**: the paper moved as the press opened or while you peeled. Use tacky paper or tape, and lift straight up. See [fixing ghosting](/guides/fixing-ghosting).
- **Blue specks**: lint that sublimated. They will not wash out, so lint-roll every time. See [removing blue specks](/guides/removing-blue-specks).
- **Box lines or a shiny square**: platen edge pressure. Use a pillow or pad and pre-press creases out. See [avoiding press marks](/guides/avoiding-press-marks).
- **Brown or discoloured patches**: too hot, too long, or a dirty platen. Graphics Pro also notes that neon fabrics contain brighteners that can discolour from around 300 °F (149 °C); there is no fix except a different garment. See [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching).
- **Print on the back of the shirt**: dye passed through. Always use paper inside the shirt.
- **Weak colour**: check polyester content, press temperature (with a pyrometer) and profile. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **White creases through the print**: the fabric folded under pressure. Smooth it flat before closing the press.`,
    sources: [src.ae2019, src.signwarehouse, src.subligenius, src.sublishopPress, src.gpPreheat, src.magicTouchPrepress, src.gpBlue, src.gpBurn, src.roland, src.printwearGhost, src.hpnPoly],
    troubleshooting: ["ghosting", "blue-specks", "press-marks", "burn-marks", "dull-colors"],
    createdAt: "2026-02-24",
    updatedAt: "2026-05-20",
  },
  {
    id: "polyester-blends-and-vintage-look",
    title: "Polyester Blends and the Vintage Look",
    description:
      "What really happens when you sublimate 65/35, 50/50 and lower-polyester blends: why colours come out softer, how washing changes them, and how to make the faded vintage look on purpose.",
    category: "techniques",
    difficulty: "intermediate",
    estimatedTime: "1 hour including a wash test",
    imageUrl: null,
    content: `Customers love the feel of cotton, and many ask for sublimation on blends. It works, within limits. Only the polyester part of a blend takes the dye; the cotton part stays the colour it was. The result is a lighter, softer, slightly heathered print that some people actively want, often called the vintage look. The key is to sell it as a look, not as a full-colour print that "came out faded".

## What actually happens

Heat Press Nation ran a side-by-side test. Their 100% cotton shirt gave a weak, poorly defined print that got worse after washing. A 50/50 cotton-polyester tee looked far better, not as bold as 100% polyester but acceptable, and some people preferred its vintage feel; it faded a little more than polyester after a few washes. Their rule of thumb: the more cotton in a blend, the more fading you will see after washing. JC Heat Press makes the same point more bluntly: 65/35 and 50/50 shirts will not give bright colours, especially after washing.

## What you need

- White or very light blend shirts with known fibre content (check the label; "tri-blends" also contain rayon)
- A transfer designed for the look: bold shapes, distressed textures and mid-tones work better than subtle photos
- The same pressing kit as for [polyester shirts](/guides/sublimating-polyester-shirts): lint roller, pad or pillow, paper inside the shirt, protective paper
- One spare shirt of each blend for testing

## Steps

1. **Choose the blend for the effect.** Higher polyester content gives stronger colour; lower content gives a softer, more worn look.
2. **Design for it.** Push contrast and saturation a little, since the print will come out lighter. Avoid fine pale detail that will disappear. Consider adding your own distressed texture so the softness looks intentional.
3. **Print mirrored** with your usual profile.
4. **Prepare the shirt** exactly as for polyester: paper inside, pad underneath, lint-roll the area.
5. **Pre-press briefly.** Blends contain cotton, which holds more moisture than polyester, so a short pre-press to drive off moisture is more useful here than on pure polyester. Sublishop suggests 3-5 seconds.
6. **Press**, starting with the same settings you use for polyester, and adjust by test.
7. **Peel straight up** and let the shirt cool.
8. **Wash-test one shirt** inside out on a normal cycle before you sell any. Photograph it before and after so you can show customers what to expect.
9. **Label the product honestly**, for example "vintage fade print on 50/50 blend".

## Settings

No trade source we found publishes separate blend settings. Start from polyester figures and test; if the blank maker gives settings, use theirs.

| Shirt | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Polyester performance (starting point) | 400 °F (204 °C) | about 30-40 s | follow your blank's instructions | A&E, March 2019; SignWarehouse |
| 65/35 blend (blog figure, unverified) | 370-380 °F (188-193 °C) | 50-55 s | medium-light | SubliGenius Print |
| About 40% polyester (blog figure, unverified) | 360 °F (182 °C) | 30-40 s | light | SubliGenius Print |
| Pre-press | your pressing temperature | 3-5 s | - | Sublishop |

The blog figures above come from a single lower-authority source and are not confirmed by trade sources. Treat them as a range to test, not as settings.

## What goes wrong and how to fix it

- **Looks fine off the press, very faded after one wash**: the cotton portion released its colour. Higher polyester content, or a different decoration method, is the only real fix. See [sublimating on cotton and dark fabrics](/guides/sublimating-on-cotton-and-dark-fabrics).
- **Scorched or yellowed cotton fibres**: too much heat or time; cotton does not need the extra, because it cannot take the dye anyway. Bring time down. See [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching).
- **Blotchy, uneven print**: moisture or uneven pressure. Pre-press, use a pad, and check pressure across the platen. See [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Blue specks**: lint; lint-roll first. See [removing blue specks](/guides/removing-blue-specks).
- **Customer expected bright colour**: show the washed sample before taking the order. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors) for how to tell a blank limit from a process fault.`,
    sources: [src.hpnPoly, src.jcCant, src.subligenius, src.sublishopPress, src.ae2019, src.signwarehouse, src.gpBlue, src.gpBurn],
    troubleshooting: ["dull-colors", "burn-marks", "uneven-transfer", "blue-specks"],
    createdAt: "2026-03-03",
    updatedAt: null,
  },
  {
    id: "sublimating-on-cotton-and-dark-fabrics",
    title: "Sublimating on Cotton and Dark Fabrics: What Really Works",
    description:
      "An honest look at cotton and dark garments: why true sublimation fails on them, and how coating sprays, sublimation HTV and glitter vinyl, fabric sheets, patches, DTF and white-toner transfers compare.",
    category: "techniques",
    difficulty: "intermediate",
    estimatedTime: "1-2 hours including tests",
    imageUrl: null,
    content: `"Can I sublimate on cotton?" and "Can I sublimate on a black shirt?" are the two most common beginner questions. The honest answer to both is: not directly. Sublimation dye needs a polymer to enter, and cotton has none. The dye is also see-through, with no white ink, so a dark shirt swallows the image. Everything that "works" on cotton or dark fabric does so by adding a polyester layer, a white base, or by switching to a different transfer method. This guide shows the options and what each costs you.

## Why direct sublimation fails

- **On cotton**: the dye gas has nowhere to lock in. Heat Press Nation's test on 100% cotton gave a weak, poorly defined print that got worse after washing.
- **On dark fabric**: sublimation can only add colour. Any white in the design is left unprinted, so it shows the shirt colour. Even a dark polyester shirt shows only the darkest parts of the design.
- **Dark polyester, properly**: Printwear notes that sublimating dark garments for real means all-over printing of white polyester fabric, usually by a contractor or on wide-format equipment, then cutting and sewing. See [all-over print and large format](/guides/all-over-print-and-large-format).

## The workarounds, honestly compared

- **Polyester coating spray on cotton.** You spray a polymer onto the fabric, dry it, then sublimate. It can give bright colour on white or light cotton, but the coated area can feel stiff, and durability depends heavily on the product and how evenly it was applied. It still needs a white or light shirt.
- **Sublimation-ready white HTV (heat transfer vinyl).** You cut and press a white polyester-faced vinyl onto the garment, then sublimate onto the vinyl. Works on cotton and dark colours. You get a visible, slightly raised patch with a vinyl feel, not a soft print.
- **Glitter HTV.** Some white or silver glitter vinyls take sublimation dye. Same idea, with sparkle. Check that the vinyl is sold as sublimation-compatible.
- **Sublimation fabric sheets and printable transfer films.** A polyester layer with adhesive, printed and pressed onto cotton. Works on light and dark shirts with a noticeable layer.
- **Sublimated patches.** Printwear suggests sublimating 100% polyester fabric and sewing or attaching it as a patch or appliqué. Very durable and looks deliberate.
- **DTF (direct to film) and white-toner laser transfers.** Different processes entirely. They print a white base, so they work on dark cotton. If most of your orders are dark cotton, one of these is likely a better investment than sublimation workarounds.

## What you need

For the HTV route, the most reliable of the workarounds for dark shirts:

- Sublimation-compatible white or glitter HTV and a cutting machine
- Your transfer printed to fit the vinyl shape, with a little bleed
- Heat press, protective paper, heat-resistant tape
- The vinyl maker's instructions for both presses

## Steps

1. **Cut the vinyl** to your design shape and weed it.
2. **Press the vinyl onto the garment** using the vinyl maker's time, temperature and pressure.
3. **Remove the carrier** as the vinyl maker specifies (hot or cold peel).
4. **Tape the sublimation transfer** over the vinyl, face down, slightly larger than the vinyl so the edges are covered.
5. **Cover with protective paper** and press using the vinyl maker's sublimation settings.
6. **Peel straight up**, let it cool, and inspect the edges.
7. **Wash-test one piece** before selling, inside out, following the vinyl maker's care instructions.

## Settings

Every coating, vinyl and sheet product has its own settings, and no trade source gives general figures. Follow the product maker's instructions.

| Method | Temperature | Time | Pressure | Notes |
|---|---|---|---|---|
| Coating spray | follow the spray maker's instructions | follow the maker's instructions | follow the maker's instructions | light or white cotton only |
| Sublimation HTV or glitter HTV | follow the vinyl maker's instructions | two presses: vinyl, then transfer | follow the maker's instructions | works on dark garments |
| Polyester patch | 400 °F (204 °C) | about 30 s | follow your blank's instructions | polyester fabric figures from A&E, March 2019 |

## What goes wrong and how to fix it

- **Print fades badly after washing**: the coating or layer was thin or uneven, or the shirt was cotton without one. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **Box of dull colour around the design on a sprayed shirt**: the coating was sprayed wider than the print. Mask or trim.
- **Vinyl edges lifting**: first press too short or too cool. Re-follow the vinyl maker's settings.
- **Scorched cotton**: two presses add up; keep each to the maker's time. See [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching).
- **Customer disappointed by the feel**: show a sample. These methods all add a layer; true sublimation on white polyester does not.`,
    sources: [src.hpnPoly, src.jcCant, src.printwear2017, src.printwearCaps, src.htvrontCotton, src.presSubCotton, src.menzies, src.magicTouchProfile, src.ae2019],
    troubleshooting: ["dull-colors", "burn-marks", "uneven-transfer"],
    createdAt: "2026-03-10",
    updatedAt: "2026-08-12",
  },
  {
    id: "mugs-with-a-mug-press",
    title: "Sublimating Mugs with a Mug Press",
    description:
      "Make ceramic photo mugs in a mug press: choosing coated mugs, sizing and taping the wrap, pressure and minutes by mug type, protecting the coating from yellowing, and cooling without blur.",
    category: "techniques",
    difficulty: "beginner",
    estimatedTime: "10-15 minutes per mug",
    imageUrl: null,
    content: `Mugs are the best-selling sublimation product for many small shops, and a mug press is the simplest way to make them one at a time. The main thing to unlearn is any idea that mugs take seconds. Ceramic is a poor conductor of heat, so trade sources give times in minutes, not the 45-60 seconds you still see quoted online.

## What you need

- White sublimation-coated ceramic mugs. Straight-sided 11 oz and 15 oz mugs suit standard mug presses; tapered or odd shapes need a press with matching heating elements
- A mug press. Constant-temperature presses hold one set temperature; low-idle presses rest at a lower temperature between mugs and heat up for each press
- Transfers printed mirrored on sublimation paper, trimmed to just over the mug's printable area
- Heat-resistant tape, plain white paper to wrap over the transfer, heat-resistant gloves
- A fan for cooling, and a soft damp cloth

## Steps

1. **Check the mug's coating and its maker's settings.** Soft coatings take dye faster, so need shorter times, and are generally not dishwasher-safe. Hard coatings usually are. Ask your supplier or test a mug yourself.
2. **Size the design.** SublimationInstructions.com gives a typical image area of about 1.25 inches in from the handle on each side and 0.25 inches from top and bottom. Printing top to bottom needs a longer press.
3. **Trim the transfer** to just over the printable area. Oversized paper wrinkles, and wrinkles print.
4. **Tape the transfer tight** to the mug, face down, with short strips at the ends running vertically. Never tape over the image.
5. **Wrap plain paper over the transfer** so the whole area under the heating pad is covered. Uncovered coating can caramelise and turn brown or yellow. Keep the paper from sticking out far above or below the mug.
6. **Set the press** to the mug maker's temperature, usually about 400 °F (204 °C), and let it reach temperature.
7. **Load the mug with the handle exactly in the middle of the opening.** Off-centre handles can snap when the press clamps.
8. **Set the pressure.** Ceramic mugs want medium-heavy pressure: firm enough that you feel resistance as the press closes. Polymer (plastic) mugs are different: Tropical Graphics says low to medium, because high pressure deforms them and causes ghosting.
9. **Press for the time in the table**, or your mug maker's time.
10. **Remove the mug with gloves and peel the paper off straight away**, without sliding it.
11. **Cool quickly with a fan.** A&E explains that hot ceramic keeps releasing dye gas, which drifts upwards and blurs the image if the mug sits hot. SublimationInstructions.com says not to dunk ceramic mugs in water.
12. **Wipe off paper residue** with a soft damp cloth once cool.

## Settings

| Mug | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| 11 oz, US-made | 400 °F (204 °C) | 3.5 min | medium-heavy | SublimationInstructions.com |
| 15 oz, US-made | 400 °F (204 °C) | 4 min | medium-heavy | SublimationInstructions.com |
| 11 oz, other mugs | 400 °F (204 °C) | 5 min | medium-heavy | SublimationInstructions.com |
| 15 oz, other mugs | 400 °F (204 °C) | 5.5-6 min | medium-heavy | SublimationInstructions.com |
| Ceramic, top-to-bottom image | 400 °F (204 °C) | 8 min | medium-heavy | SublimationInstructions.com |
| Glass mug | 400 °F (204 °C) | 8 min | medium-heavy | SublimationInstructions.com |
| Typical straight 11-15 oz mug | about 400 °F (204 °C) | about 3 min | - | Graphics Pro |

Times vary by coating and press, so sources differ: Graphics Pro describes roughly three-minute cycles, while SublimationInstructions.com gives 3.5 to 6 minutes by mug origin and size. A&E puts ceramics generally at 4-8 minutes. Your mug maker's sheet overrides all of these. Some coatings need a lower temperature; Graphics Pro advises checking with your vendor.

## Looking after the press

Only the area the heating pad covers will sublimate, so a worn or damaged pad shows up as pale patches. One press maker's advice, reported in The Engravers Journal, is to keep a blank mug in the press when idle to avoid burning out the element; check your own press's manual. Check the real temperature occasionally with a pyrometer; see [heat press care and calibration](/guides/heat-press-care-and-calibration).

## What goes wrong and how to fix it

- **Blurry image, often smeared upwards**: the mug cooled too slowly. Fan-cool straight away. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **Yellow or brown band near the edges**: coating overheated or left uncovered. Wrap fully and do not overshoot time. See [preventing yellowing](/guides/preventing-yellowing).
- **Pale patch on one side**: uneven pressure, a worn pad, or a mug that is not straight-sided. See uneven transfer in [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Ghosting**: transfer loose or slid while peeling. Tape tighter. See [fixing ghosting](/guides/fixing-ghosting).
- **Image fades in the dishwasher**: soft-coated mug. Sell those as hand-wash only, or use hard-coated mugs.
- **Wrinkle lines printed into the image**: transfer or cover paper too large or loosely wrapped.`,
    sources: [src.subInstr, src.gpMugPress, src.gpMugOvens, src.aeJune2015, src.ae2019, src.ae2020, src.tropical, src.dyetrans, src.engraversMug, src.gpBurn],
    troubleshooting: ["blurry-edges", "yellowing", "ghosting", "uneven-transfer", "dishwasher-fading"],
    createdAt: "2026-03-17",
    updatedAt: "2026-09-01",
  },
  {
    id: "mugs-in-an-oven-with-wraps",
    title: "Sublimating Mugs in an Oven with Silicone Wraps",
    description:
      "Batch-produce mugs with silicone wraps in a dedicated oven: wrap sizing and tightening, oven loading, the 12-15 minute range, cooling, and the problems unique to oven work.",
    category: "techniques",
    difficulty: "intermediate",
    estimatedTime: "30-45 minutes per batch",
    imageUrl: null,
    content: `A mug press makes one mug at a time, and Graphics Pro points out that its three-minute cycles are too long to stand idle but too short to do anything useful. Silicone wraps solve this. Each wrap clamps a transfer tightly around a mug to supply the pressure, and an oven supplies the heat for several mugs at once. A&E notes wraps also fit shapes a mug press cannot, such as pet bowls, shot glasses and tankards, and let you image closer to the bottom and the handle.

## What you need

- An oven used only for sublimation. Sublimators commonly buy one just for this job; do not share it with food. Convection ovens give more even heat
- An oven thermometer or pyrometer: dial settings on ovens are often off
- Silicone mug wraps matched to each mug shape and size
- Sublimation-coated mugs, transfers printed mirrored, heat-resistant tape
- Plain copy paper for a cover sheet, a nut driver or pliers to tighten the wraps
- Heat-resistant gloves, a heat-proof landing area and a fan
- Good ventilation; see [heat press safety](/guides/heat-press-safety)

## Steps

1. **Preheat the oven** to 400 °F (204 °C) and confirm with your thermometer once it settles.
2. **Print transfers sized to the mug.** Pre-cut mug paper saves waste; one sublimator uses 3.75 x 9 inch sheets.
3. **Tape each transfer** face down with short strips at each end, running vertically so they do not leave a dent across the image. Never tape over the image.
4. **Add a cover sheet** of plain paper over the transfer so stray dye does not stain the inside of the wrap, which would then print onto later mugs.
5. **Fit the wrap** with the transfer centred and the seam of the wrap at the handle.
6. **Tighten firmly.** One long-time user tightens by hand until it will not go further, then adds about one to one and a half turns with a nut driver. Too loose gives blur; too tight can crack a mug, damage the wrap or cause paper sticking.
7. **Load the oven** with mugs upside down and space between them so hot air can circulate.
8. **Bake** for the time in the table, adjusting for your oven, the coating and how many mugs are in.
9. **Remove with gloves**, take off the wrap and paper promptly, and cool quickly. Ceramic keeps out-gassing while hot, so cooling speed affects sharpness.
10. **Let wraps cool and dry** before reuse, and wipe off any dye stains.

## Settings

| Method | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Mugs in wraps, oven | - | 12-15 min | from the wrap | Printwear & Promotion (Jimmy Lamb, Sawgrass) |
| Mugs in wraps, domestic oven | 400 °F (204 °C) | about 15 min, adjusted for oven and load | wrap hand-tight plus 1-1.5 turns | Cactus Wrap review, dyesub.org |

These figures come from a trade columnist and an experienced user, not from one mug maker; your mug and wrap supplier's instructions come first. The same user warns that some coatings discolour if baked too long at this temperature. Jimmy Lamb's arithmetic shows the benefit: six mugs in a 12-minute cycle average two minutes each.

**Cooling disagreement.** The older wrap review describes cooling ceramic mugs in water after removing the wrap, while SublimationInstructions.com tells users not to dunk ceramic mugs, and A&E simply says cool as quickly as possible. A fan is the safe middle ground. Follow your mug maker. Never put glass in water.

## What goes wrong and how to fix it

- **Unprinted stripe at the seam**: wraps leave a small gap where their edges meet, as A&E notes. Put the seam at the handle and design with that gap in mind.
- **Blurry or doubled image**: wrap too loose, transfer not taped, or slow cooling. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges) and [fixing ghosting](/guides/fixing-ghosting).
- **Faint image on some mugs only**: cold spots in the oven or mugs packed too close. Space them and check several spots with a thermometer. See uneven results in [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Yellowed coating**: too long or too hot. See [preventing yellowing](/guides/preventing-yellowing).
- **Ghost marks from an old design**: dye stained the wrap. Always use a cover sheet.
- **Paper stuck to the mug**: wrap overtightened or overheated. Loosen slightly.

For planning larger runs, see [production workflow and batching](/guides/production-workflow-and-batching).`,
    sources: [src.gpMugOvens, src.aeAug2019, src.printwearUkMugs, src.cactusWrap, src.dyetrans, src.subInstr, src.ae2020, src.sublNation, src.aeMug],
    troubleshooting: ["blurry-edges", "ghosting", "uneven-transfer", "yellowing", "paper-sticking"],
    createdAt: "2026-03-24",
    updatedAt: null,
  },
  {
    id: "tumblers-press-oven-convection",
    title: "Sublimating Tumblers: Tumbler Press, Convection Oven or Wraps",
    description:
      "Decorate coated stainless and straight or tapered tumblers with a tumbler press, a convection oven with shrink film or wraps: setup, the caveated temperature range, and fixes for seams and blur.",
    category: "techniques",
    difficulty: "intermediate",
    estimatedTime: "20-40 minutes per tumbler or batch",
    imageUrl: null,
    content: `Tumblers are popular and profitable, but they are also the product where online settings disagree most. There are three common ways to heat them, each with its own timings, and blanks differ widely in wall thickness and coating. That is why this guide gives methods and a caveated range, and sends you back to the tumbler maker's sheet for the actual numbers.

## Which method?

- **Tumbler press**: a mug-style press with a heating element sized for tumblers. Simple, one at a time. Standard mug presses only fit straight-sided 11-15 oz mugs, so you need the right element. Some presses accept interchangeable elements, including tapered ones, as Sawgrass's Jimmy Lamb notes.
- **Convection oven with shrink film**: the transfer is taped on and a heat-shrink sleeve is slid over and shrunk to supply the pressure. Good for batches and for straight "skinny" tumblers.
- **Oven with silicone wraps**: like mug wraps, sized for tumblers. See [mugs in an oven with wraps](/guides/mugs-in-an-oven-with-wraps).

Graphics Pro also lists 3D vacuum presses and conveyor ovens for high volume.

## What you need

- Sublimation-coated tumblers (the coating is essential; bare stainless steel will not take dye), lids and straws removed
- Transfers printed mirrored, sized to the tumbler template, with a little bleed
- Heat-resistant tape, and for ovens, shrink film sized to the tumbler or a matching wrap
- A tumbler press with the right element, or a dedicated convection oven with a thermometer
- Heat-resistant gloves and a fan for cooling

## Steps

1. **Get the maker's sheet.** Tumbler makers publish time and temperature for their own blanks and for each method. Use it.
2. **Clean the tumbler** and remove any rubber base or seals that are not heat-rated.
3. **Wrap the transfer** tightly, face down, so the seam lines up neatly (on a tapered tumbler, use a template shaped to the taper). Tape the seam and ends, not across the image.
4. **Apply pressure.** For a press, set firm pressure; for shrink film, slide it on and shrink it evenly with a heat gun so there are no loose bubbles; for a wrap, tighten it evenly.
5. **Heat** using the maker's method settings, with the oven or press confirmed by thermometer or pyrometer.
6. **Remove with gloves**, peel paper and film promptly without sliding, and cool quickly with a fan. Stainless walls hold heat and the dye keeps moving while hot.
7. **Inspect the seam** and the top and bottom edges; note what you would change next time.

## Settings

No trade or manufacturer source we found gives a single time for tumblers. The only temperature range found is from a lower-authority blog and is unverified.

| Method | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Any method (unverified range) | 380-420 °F (193-216 °C) | varies by method: follow your blank's instructions | firm, even contact | Real Home Appliances (blog) |
| General benchmark | 400 °F (204 °C) | - | - | CF Sublimation Paper; A&E |
| Tumbler press, oven with shrink film, oven with wraps | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | tumbler maker's sheet |

## What goes wrong and how to fix it

- **Visible seam gap or overlap**: template not matched to the tumbler. Measure the circumference at top and bottom, add bleed, and align the seam with the back.
- **Blurry or doubled edges**: loose paper (shrink film not fully shrunk, or wrap not tight) or slow cooling. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges) and [fixing ghosting](/guides/fixing-ghosting).
- **Pale top or bottom band**: the element or wrap did not cover the whole area, or the tumbler tapers more than the element. See [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Yellowing or dull coating**: too hot or too long. See [preventing yellowing](/guides/preventing-yellowing).
- **Fading after dishwashing**: check the blank's care rating; many coated tumblers are hand-wash only.
- **Film wrinkles printing into the image**: shrink film the wrong size or shrunk unevenly.`,
    sources: [src.realHome, src.gpMugOvens, src.printwearUkMugs, src.cfsub, src.ae2019, src.ae2020, src.aeAug2019],
    troubleshooting: ["blurry-edges", "ghosting", "uneven-transfer", "yellowing", "dishwasher-fading"],
    createdAt: "2026-04-07",
    updatedAt: "2026-10-05",
  },
  {
    id: "sublimating-glass",
    title: "Sublimating Glass: Back-Coated Panels, Cutting Boards and Glass Mugs",
    description:
      "How coated glass works (front, frosted-back and white-back coatings), mirroring for back-coated pieces, long press times, pressing orientation, and why glass must never be cooled in water.",
    category: "techniques",
    difficulty: "advanced",
    estimatedTime: "30-45 minutes per piece",
    imageUrl: null,
    content: `Glass adds depth to a sublimated photo: light passes through the glass and the colours seem to glow. It is also one of the less forgiving substrates. Glass heats slowly, holds heat for a long time, and can crack if treated roughly. Before you start, know which kind of coated glass you have, because it changes how you design and press.

## How sublimation glass is made

Bill Leek's history of sublimation glass in A&E explains the options. Early products were coated on the front, which gave a distracting double image, so most display glass is now coated on the back, like traditional reverse-painted glass. Because sublimation dyes are fairly transparent, colours on clear glass look weak, so two backings were developed. A frosted backing improves contrast and lets light from a window or lamp shine through. An opaque white backing gives stronger, denser colour but lets little light through. Glass cutting boards, glass mugs and photo glass each use their own coatings; all need a sublimation coating to take dye.

## What you need

- Sublimation-coated glass blanks and their maker's instructions
- A flat heat press (or a mug press for glass mugs), checked with a pyrometer
- Transfers on sublimation paper, heat-resistant tape, protective paper
- Heat-resistant gloves and a heat-proof surface to cool on, plus a fan
- A glass-safe cleaner and a lint-free cloth

## Steps

1. **Identify the coated side.** It usually feels slightly different from the bare side and the maker will say which is which. The dye goes into the coated side only.
2. **Decide on mirroring.** Transfers are normally mirrored so the image reads correctly on the side you press. On back-coated glass you press the back but view it through the front, which reverses the image again. Check the maker's instructions, and print a small test with text before a customer job.
3. **Size with bleed** to the coated area and keep text inside a safe margin. See [designing artwork for sublimation](/guides/designing-artwork-for-sublimation).
4. **Clean the coated surface** of dust and fingerprints.
5. **Tape the transfer** to the coated side, face down, at the edges only.
6. **Load the press** the way the maker shows. For flat ceramics and slate, A&E describes placing the paper face up on the lower platen and the item face down on top; many flat glass blanks are pressed the same way.
7. **Press** for the maker's time. Glass takes minutes, not seconds.
8. **Open the press carefully, lift the glass with gloves**, and remove the transfer without sliding it.
9. **Cool in air, helped by a fan, on a heat-proof surface.** Never put hot glass in water; sudden cooling can crack it, and trade suppliers warn against it.
10. **Clean and inspect** once fully cool.

## Settings

| Item | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Ceramic, glass and slate, general | 400 °F (204 °C) | 4-8 min | follow your blank's instructions | A&E, March 2019 |
| Glass mug, mug press | 400 °F (204 °C) | 8 min | medium-heavy | SublimationInstructions.com |
| Photo glass, cutting boards, ornaments | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | glass maker's sheet |

A&E groups glass with ceramics and slate because all are poor heat conductors and need far longer than fabric. Different glass thicknesses and coatings need different times, so start from the maker's figure.

## What goes wrong and how to fix it

- **Image reads backwards through the glass**: mirroring was wrong for a back-coated piece. Reprint without mirroring (or with, if you were pressing the front) and always test text first.
- **Weak, washed-out colours on clear glass**: expected with transparent dyes on clear glass. Choose frosted or white-backed blanks, or add backlighting. Also check time; see [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **Blurry edges or halo**: glass stays hot and dye drifts. Cool faster with a fan, not water. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **Cracked glass**: thermal shock from water or a cold surface, or uneven pressure. Cool on a heat-proof surface and check the press is level.
- **Ghosting**: the paper moved while lifting the hot glass. Tape more securely. See [fixing ghosting](/guides/fixing-ghosting).
- **Pale patch in the middle**: uneven pressure across a large panel; check with a paper test. See [heat press care and calibration](/guides/heat-press-care-and-calibration).

Handle hot glass with care; see [heat press safety](/guides/heat-press-safety).`,
    sources: [src.aeGlass, src.ae2019, src.subInstr, src.sublNation, src.ae2020, src.unisubGlossary],
    troubleshooting: ["dull-colors", "blurry-edges", "ghosting", "uneven-transfer"],
    createdAt: "2026-04-14",
    updatedAt: null,
  },
  {
    id: "slate-photo-plaques",
    title: "Making Slate Photo Plaques",
    description:
      "Press sublimation-coated slate for rustic photo plaques: the face-down method with no pad on top, the 400 °F eight-minute trade figure, handling heavy hot slate, and cooling for sharp results.",
    category: "techniques",
    difficulty: "intermediate",
    estimatedTime: "20-30 minutes per slate",
    imageUrl: null,
    content: `Slate photo plaques sell well as gifts: a photo framed by natural, rough-edged stone. Sublimation slates carry a white coated area on one face, and the uneven natural edges give them their charm. Slate behaves like tile and glass in the press. It is dense, heats slowly and holds heat for a long time, so it needs a long press and careful cooling.

## What you need

- Sublimation-coated slate blanks (glossy or matte coating) and the maker's instructions
- A flat heat press with enough opening height for the slate's thickness, checked with a pyrometer
- Transfers printed mirrored and sized to the coated area with a little bleed
- Heat-resistant tape
- Heat-resistant gloves (slate comes out very hot and is heavy), a heat-proof surface and a fan

## Steps

1. **Measure the coated area**, not the whole slate. Design to that size with a small bleed; keep faces and text well inside, because natural slate edges are irregular. See [designing artwork for sublimation](/guides/designing-artwork-for-sublimation).
2. **Print mirrored** on sublimation paper with your profile.
3. **Wipe the coated face** to remove dust and slate grit.
4. **Tape the transfer** to the coated face at the edges only, face down, if the maker recommends taping. With the face-down method below, gravity holds the paper, but tape stops it shifting as you lift.
5. **Use the face-down method.** A&E's March 2019 article describes placing the transfer face up on the lower platen, then laying the slate face down on the image.
6. **Do not put a pad on top.** The same article warns against covering the slate with a felt or Nomex pad, because it stops heat getting through the stone to the coating.
7. **Adjust the pressure** so the press closes firmly on the slate without forcing it. Slates vary in thickness, so readjust for each batch.
8. **Press** for the maker's time, or the A&E figure below.
9. **Lift the slate with gloves** and peel the transfer off without sliding.
10. **Cool quickly** on a heat-proof surface with a fan. A&E's March 2020 article explains that heavy items stay hot and keep releasing dye gas, so slow cooling softens fine detail.
11. **Seal or finish** only if the slate maker recommends it, and add a stand or hanger once cool.

## Settings

| Item | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Sublimation slate, face down, no top pad | 400 °F (204 °C) | 8 min | follow your blank's instructions | A&E, March 2019 |
| Ceramic, glass and slate range | 400 °F (204 °C) | 4-8 min | follow your blank's instructions | A&E, March 2019 |

A&E notes that slates vary with their coating, glossy or matte, so the maker's sheet for your blank overrides the eight-minute figure. Because slate is uneven, pressure advice differs by product; we found no trade figure.

## What goes wrong and how to fix it

- **Faint or patchy image**: heat did not get through. Check no pad was on top, that the press reached temperature (confirm with a pyrometer), and that the slate sat flat. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).
- **Pale corners or one pale side**: the slate is thicker at one end or the press is uneven. Check pressure across the platen. See [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Blurry detail**: slow cooling or a shifted transfer. Cool with a fan; tape edges. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges) and [fixing ghosting](/guides/fixing-ghosting).
- **Yellowed white coating**: overheating or too long; see [preventing yellowing](/guides/preventing-yellowing).
- **Paper stuck in the texture**: reduce pressure slightly and peel while hot.
- **Platen scratched by grit**: brush slate clean and keep a clean sheet of paper under it. See [heat press care and calibration](/guides/heat-press-care-and-calibration).

Slate is heavy and hot for a long time after pressing. Use gloves and keep it away from the edge of the bench; see [heat press safety](/guides/heat-press-safety).`,
    sources: [src.ae2019, src.ae2020, src.unisubGlossary, src.gpBurn],
    troubleshooting: ["dull-colors", "uneven-transfer", "blurry-edges", "ghosting", "yellowing", "paper-sticking"],
    createdAt: "2026-04-21",
    updatedAt: "2026-06-30",
  },
  {
    id: "hardboard-and-metal-panels",
    title: "Hardboard and Metal Panels: Signs, Awards and Photo Prints",
    description:
      "Sublimate hardboard (MDF-style) blanks, aluminium sheets and inserts, and premium photo panels: why panel makers' sheets rule, the few trade figures that exist, handling, cooling and durability.",
    category: "techniques",
    difficulty: "intermediate",
    estimatedTime: "15-30 minutes per panel",
    imageUrl: null,
    content: `Hardboard and metal panels cover a wide range of products: photo prints, signs, name badges, award plates, coasters and ornaments. They are all flat, coated and quick to handle, which makes them a natural next step after shirts. The catch is that each panel maker tunes its coating differently, and trade sources give very few general figures. That makes this a guide to technique, with the numbers coming from your panel maker's sheet.

## The materials

- **Hardboard** is compressed wood fibre board carrying a white sublimation coating, used for signs, plaques, puzzles, ornaments and coasters. Unisub is a well-known brand.
- **Aluminium** comes as thin inserts for awards and badges, as sheets, and as premium photo panels. ChromaLuxe, from the same company as Unisub, is a leading photo-panel brand.
- **Coatings** come in gloss, satin and matte finishes, and in white or clear over brushed metal. Clear coatings let the metal show through where the image is light.

Durability varies with the coating. Wilhelm Imaging Research, reported by Printvergence, gave ChromaLuxe aluminium photo panels a display permanence rating of 65 years with Epson UltraChrome DS inks, and warned that how a panel looks out of the press says nothing about how long it will last. Buy blanks from makers that publish test data.

## What you need

- Coated hardboard or metal blanks, with the maker's time, temperature, pressure and orientation sheet
- A flat heat press large enough for the panel, with even pressure across the platen
- Transfers printed mirrored at high resolution, with bleed
- Heat-resistant tape, protective paper, and a pad if the maker specifies one
- Heat-resistant gloves and a flat, heat-proof surface for cooling

## Steps

1. **Read the blank maker's sheet.** Note temperature, time, pressure, whether the panel goes face up or face down, and whether a pad or foam goes above or below.
2. **Design with bleed** to the panel edges, and at the top of the resolution range: glossy metal shows every pixel. See [designing artwork for sublimation](/guides/designing-artwork-for-sublimation).
3. **Peel the protective film** from the coated face, if there is one, just before pressing.
4. **Wipe off dust** with a lint-free cloth; specks show on gloss.
5. **Tape the transfer** at the edges, face down on the coated surface.
6. **Stack as the maker shows**: protective paper, transfer, panel and any pad.
7. **Set pressure and press** for the maker's time.
8. **Open and lift the panel with gloves**, and peel the paper straight off.
9. **Cool flat.** Hardboard can bow if left on an uneven surface while hot. Metal cools quickly, which helps sharpness.
10. **Inspect at an angle** under light for specks, ghosting and uneven gloss.

## Settings

| Item | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Aluminium insert (awards) | 400 °F (204 °C) | about 30 s | follow your blank's instructions | A&E, March 2019 |
| Aluminium sheet (unverified) | follow your blank's instructions | 60-120 s | follow your blank's instructions | AluminumSublimationSheet.com (supplier blog) |
| Hardboard | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| ChromaLuxe and other photo panels | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |

The sheet figure of 60-120 seconds comes from a supplier blog and was not confirmed elsewhere, so treat it as a range to test against the maker's own instructions. Panel makers publish time and temperature sheets for each product.

## What goes wrong and how to fix it

- **White text filling in on a dark background**: dye kept moving while the metal was hot. A&E describes getting fine white-on-black text on an aluminium badge by timing to the second, removing immediately and dipping into warm water to stop the dyes moving. Check that your blank maker allows water cooling first. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **Ghost edges**: paper slid while lifting. Tape firmly. See [fixing ghosting](/guides/fixing-ghosting).
- **Pale centre or corners on a large panel**: uneven platen pressure or temperature. See [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Specks**: dust on the coating or paper fibres. Wipe and use a clean cover sheet. See [removing blue specks](/guides/removing-blue-specks).
- **Yellowing on white panels**: too much heat or time. See [preventing yellowing](/guides/preventing-yellowing).
- **Warped hardboard**: cool it flat, or under a light weight if the maker suggests it.

For big panels beyond your press size, see [all-over print and large format](/guides/all-over-print-and-large-format).`,
    sources: [src.ae2019, src.ae2020, src.aluSheetBlog, src.wilhelm, src.universalWoods, src.aeAug2019, src.experts123Soft],
    troubleshooting: ["blurry-edges", "ghosting", "uneven-transfer", "yellowing", "blue-specks"],
    createdAt: "2026-05-05",
    updatedAt: null,
  },
  {
    id: "mouse-pads-and-coasters",
    title: "Mouse Pads and Coasters",
    description:
      "Sublimate fabric-topped mouse pads and coasters, ceramic and hardboard coasters: telling the materials apart, lint and moisture, positioning, and why the blank maker's sheet sets the numbers.",
    category: "techniques",
    difficulty: "beginner",
    estimatedTime: "10-20 minutes per batch",
    imageUrl: null,
    content: `Mouse pads and coasters are cheap to make, quick to press and easy to sell in sets, which makes them good practice pieces and good market-stall stock. They come in several quite different materials, though, and each behaves differently in the press. Identify what you have before you press.

## Know your blank

- **Fabric-topped pads and coasters**: a polyester fabric face bonded to a rubber or neoprene base. The polyester top takes dye directly, with no extra coating, just like a polyester shirt. The rubber base is what makes them feel soft and grip the desk.
- **Ceramic coasters**: coated ceramic tiles, often with a cork or felt back. They behave like tiles: long press times and careful cooling.
- **Hardboard coasters**: coated fibreboard, sometimes with a cork back. They behave like other hardboard panels; see [hardboard and metal panels](/guides/hardboard-and-metal-panels).
- **Coated soft coasters** made of other materials: only press them if they are sold as sublimation blanks.

## What you need

- Sublimation blanks and the maker's time, temperature and pressure sheet for each type
- A flat heat press, checked with a pyrometer
- Transfers printed mirrored, sized with bleed past the edges
- Heat-resistant tape, protective paper and a lint roller
- Heat-resistant gloves and a flat surface for cooling

## Steps

1. **Check each blank's sheet.** Fabric-and-rubber items, ceramic and hardboard need very different times.
2. **Design with bleed.** Round and rounded-corner shapes need the background to run past the edge all the way round. Use the supplier's template if there is one. See [designing artwork for sublimation](/guides/designing-artwork-for-sublimation).
3. **Lint-roll fabric tops.** Polyester faces attract dust, and dust that contains polyester sublimates into blue specks. A gentle pass with an adhesive lint roller prevents them.
4. **Position the transfer face down** on the printed face and tape at the edges. For fabric-topped items, a tacky paper also works.
5. **Set up the press as the maker shows.** Orientation differs between products: some are pressed face up with the transfer on top, hard tiles and panels are often pressed face down on the transfer. A&E describes tiles placed face down on a face-up transfer.
6. **Adjust pressure for thickness.** Thick rubber pads compress; the press should close firmly without crushing. Reset when you switch between thin and thick blanks.
7. **Press** for the maker's time.
8. **Lift the paper straight off**, wearing gloves for ceramic and hardboard.
9. **Cool flat.** Fabric-and-rubber items cool quickly. Ceramic coasters hold heat, so cool them with a fan to stop the dye drifting.
10. **Check edges and corners** for pale areas before packing.

## Settings

No authoritative trade source we found gives general figures for mouse pads, fabric coasters or hardboard coasters: use the blank maker's sheet. Ceramic coasters are tiles, for which trade sources give a range.

| Item | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Fabric-topped mouse pad | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| Fabric-topped coaster | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| Hardboard coaster | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| Ceramic tile coaster | 400 °F (204 °C) | about 4 min | follow your blank's instructions | SignWarehouse; Artainium |
| Ceramics generally | 400 °F (204 °C) | 4-8 min | follow your blank's instructions | A&E, March 2019 |

Mouse pad figures circulating online vary widely, and some quote the same seconds for mugs as for mouse pads, which trade sources contradict for ceramics. Blank makers publish their own sheets; use them.

## What goes wrong and how to fix it

- **Blue specks on the fabric**: lint sublimated into the polyester. They do not wash out; lint-roll first. See [removing blue specks](/guides/removing-blue-specks).
- **Pale edges or corners**: pressure too light at the edges or the pad was not flat. Check even pressure. See [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Ghost outline**: paper moved when the press opened; tape or use tacky paper. See [fixing ghosting](/guides/fixing-ghosting).
- **Blurry ceramic coasters**: cooled too slowly. Fan-cool. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **Bubbled or curled rubber base**: too much heat, time or pressure for that blank. Go back to the maker's sheet. See [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching).
- **Dull colours on a fabric top**: not 100% polyester, or not enough time. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).

Sets of four or six coasters are ideal for batching; see [production workflow and batching](/guides/production-workflow-and-batching).`,
    sources: [src.sublStarMouse, src.experts123Soft, src.gpBlue, src.ae2019, src.ae2020, src.signwarehouse, src.artainium],
    troubleshooting: ["blue-specks", "uneven-transfer", "ghosting", "blurry-edges", "burn-marks", "dull-colors"],
    createdAt: "2026-05-19",
    updatedAt: "2026-08-25",
  },
  {
    id: "jigsaw-puzzles",
    title: "Sublimating Jigsaw Puzzles",
    description:
      "Turn photos into pre-cut sublimation puzzles: choosing cardboard or hardboard blanks, keeping pieces together, even pressure, and why puzzle makers' own settings sheets are the only reliable numbers.",
    category: "techniques",
    difficulty: "beginner",
    estimatedTime: "20-30 minutes per puzzle",
    imageUrl: null,
    content: `Photo puzzles are a favourite gift item: a wedding, a pet or a holiday photo cut into pieces. Sublimation puzzle blanks come already cut and held together, with a white coated face ready for dye. The pressing itself is simple. Most failures come from pieces moving, uneven pressure over a large area, or guessing settings that the puzzle maker has already published.

## Know your blank

Sublimation puzzles are made from several materials: coated cardboard or paperboard, coated hardboard, and sometimes fabric-faced pieces. Shapes range from rectangles to hearts, in piece counts from a handful to several hundred. Each type has its own settings, and thin cardboard and thick hardboard behave very differently. We did not find any authoritative general figure for puzzles, so this guide gives none: use your puzzle maker's sheet.

## What you need

- Sublimation puzzle blanks and the maker's instructions and template
- A flat heat press larger than the puzzle, with even pressure across the platen
- A transfer printed mirrored at the puzzle size with bleed
- Heat-resistant tape and protective paper
- A rigid flat board or tray for moving the puzzle, and gloves

## Steps

1. **Choose a photo that suits a puzzle**: plenty of detail and colour variation everywhere, so every piece has something on it. Large areas of plain sky make puzzles hard and show any colour unevenness.
2. **Size the artwork to the template with bleed** all round. See [designing artwork for sublimation](/guides/designing-artwork-for-sublimation).
3. **Print at good resolution.** Every piece is small, so softness shows. Aim for the top of the resolution range.
4. **Keep the puzzle assembled.** Leave it in any backing or frame it came in, coated side up, and handle it on a flat board.
5. **Dust the face** gently; specks on a white coating show clearly.
6. **Tape the transfer** face down on the coated side at the edges, wide enough that the bleed hangs over.
7. **Set up the press exactly as the maker shows**, including any pad and whether the puzzle goes face up or face down.
8. **Set pressure for the puzzle's thickness.** Close the press on the blank with the heat off (or with a paper test) to check it presses evenly from edge to edge.
9. **Press** for the maker's time.
10. **Lift the paper straight off.** Do not let it drag across the pieces.
11. **Cool flat**, still assembled, on the board. Cardboard can curl if cooled unevenly.
12. **Box it** with the backing still on, and include a picture of the image for the box front.

## Settings

| Item | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Cardboard puzzle | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| Hardboard puzzle | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| Press temperature check | whatever the maker specifies, confirmed with a pyrometer or temperature strips | - | - | Graphics Pro |

Puzzle makers publish time and temperature sheets for each of their products. If you cannot find one, ask the supplier before pressing a customer's order, and test on a spare blank.

## What goes wrong and how to fix it

- **Pieces shifted and the image is misaligned**: the puzzle came apart while loading. Keep it in its backing and move it on a board.
- **Pale patches across the puzzle**: uneven pressure over a large area, or a press that is cooler in one zone. Check with a pyrometer at several points. See [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Ghosting or double edges**: the transfer shifted while lifting. Tape more edges. See [fixing ghosting](/guides/fixing-ghosting).
- **Scorched or curled cardboard**: too hot or too long for that blank. See [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching).
- **Paper stuck to pieces**: too much pressure or heat softening the coating. Reduce pressure and follow the maker's sheet.
- **Dull colour**: wrong time or temperature, or a colour profile made for shirts. See [fixing dull or faded colours](/guides/fixing-dull-or-faded-colors).

Puzzles take up a lot of press area, so schedule them in their own batch; see [production workflow and batching](/guides/production-workflow-and-batching).`,
    sources: [src.gpBurn, src.jotoBleed, src.unisubGlossary, src.experts123Soft, src.sawgrassGhost],
    troubleshooting: ["uneven-transfer", "ghosting", "burn-marks", "paper-sticking", "dull-colors"],
    createdAt: "2026-06-02",
    updatedAt: null,
  },
  {
    id: "ornaments",
    title: "Sublimating Ornaments: Ceramic, Metal, Hardboard and Two-Sided",
    description:
      "Press seasonal and keepsake ornaments in ceramic, aluminium and hardboard: blank types, designing around hanging holes, two-sided pressing without spoiling side one, and cooling.",
    category: "techniques",
    difficulty: "beginner",
    estimatedTime: "10-20 minutes per ornament",
    imageUrl: null,
    content: `Ornaments are small, quick and very popular in the run-up to the holidays, and year-round as memorial or baby keepsakes. They come in ceramic, aluminium, hardboard and glass, often in one-sided and two-sided versions. The same design can need very different press times depending on the material, so sort your blanks by type before you start.

## Know your blank

- **Ceramic ornaments** behave like tiles: slow to heat, slow to cool.
- **Aluminium ornaments** behave like metal inserts: fast to heat, fast to cool.
- **Hardboard ornaments** behave like other hardboard panels; settings come from the maker.
- **Glass ornaments** need the care in [sublimating glass](/guides/sublimating-glass).

## What you need

- Sublimation ornament blanks and their makers' sheets
- A flat heat press, checked with a pyrometer; small items are easy to press unevenly, so a pad or foam may help as the maker directs
- Transfers printed mirrored with bleed, one per side
- Heat-resistant tape, protective paper and gloves
- Ribbons, strings or hooks to add after pressing

## Steps

1. **Remove ribbons, strings and hooks** before pressing. They can melt, scorch or leave marks.
2. **Design around the hanging hole.** Use the maker's template, keep faces and names clear of the hole, and add bleed all round. See [designing artwork for sublimation](/guides/designing-artwork-for-sublimation).
3. **Print mirrored**, and if the ornament is two-sided, print side two on a separate transfer.
4. **Clean the surface** and peel any protective film.
5. **Tape the transfer** face down on side one at the edges. With small pieces, one strip of heat tape on each side of the shape stops it sliding.
6. **Set up the press as the maker shows** (face up or face down, with or without a pad). For ceramics, A&E describes the tile face down on a face-up transfer.
7. **Press side one** for the maker's time.
8. **Lift and peel straight off** with gloves.
9. **Cool side one fully** before pressing side two. Ceramic especially; fan-cool it.
10. **Protect side one for the second press.** Reheating a finished side lets its dye move again, which is why re-pressing can blur or ghost an image. Put a clean sheet of protective paper under the finished side, and follow the maker's advice for two-sided pressing.
11. **Press side two**, peel, cool and inspect both sides.
12. **Add the ribbon** once cool.

## Settings

| Ornament | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Aluminium | 400 °F (204 °C) | about 30 s | follow your blank's instructions | A&E, March 2019 (aluminium inserts) |
| Ceramic | 400 °F (204 °C) | about 4 min for tiles; ceramics generally 4-8 min | follow your blank's instructions | SignWarehouse; Artainium; A&E, March 2019 |
| Hardboard (MDF-style) | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| Glass | 400 °F (204 °C) | 4-8 min | follow your blank's instructions | A&E, March 2019 |

The ceramic and aluminium figures come from flat tiles and award inserts, not ornaments specifically, and ornament thickness varies. Use them as a check on the maker's sheet, not instead of it.

## What goes wrong and how to fix it

- **Side one blurred after pressing side two**: the finished side was reheated and its dye moved. Cool fully between sides and protect it; see [fixing ghosting](/guides/fixing-ghosting).
- **Image cut off by the hole**: design not aligned to the template. Place the template in your design file as a locked guide layer.
- **Pale spots on small ornaments**: the press did not contact evenly. Use the pad the maker recommends. See [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Blurry ceramic ornaments**: cooled too slowly. Fan-cool. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **Yellowing on white ceramic**: too long or too hot. See [preventing yellowing](/guides/preventing-yellowing).
- **Specks on aluminium**: dust or paper fibres; wipe first. See [removing blue specks](/guides/removing-blue-specks).

Ornaments sell on personalisation, so batch the pressing and keep the names separate; see [production workflow and batching](/guides/production-workflow-and-batching) and [selling at markets and craft fairs](/guides/selling-at-markets-and-craft-fairs).`,
    sources: [src.ae2019, src.ae2020, src.signwarehouse, src.artainium, src.sawgrassGhost, src.jotoBleed, src.experts123Soft],
    troubleshooting: ["ghosting", "blurry-edges", "uneven-transfer", "yellowing", "blue-specks"],
    createdAt: "2026-06-16",
    updatedAt: "2026-10-20",
  },
  {
    id: "hats-and-shoes",
    title: "Sublimating Hats and Shoes",
    description:
      "Curved, seamed and part-plastic items: choosing polyester caps and shoe blanks, cap presses and platens, the patch alternative, printing shoe panels flat, and why the maker's sheet sets the numbers.",
    category: "techniques",
    difficulty: "advanced",
    estimatedTime: "30-60 minutes per item while learning",
    imageUrl: null,
    content: `Hats and shoes are where sublimation gets awkward. Both are curved, both have seams, and both often include parts that cannot take press temperatures, such as plastic brim inserts, foam, glue and rubber soles. They can be done well, but expect to ruin a few blanks while you learn, and lean heavily on the blank maker's instructions. If a job is a one-off for a customer, consider the patch route below.

## Hats: choosing the blank

Printwear's advice is to look for a 100% polyester hat with no parts that will melt at sublimation temperatures. Foam-front polyester trucker caps have taken sublimation transfers for decades; SDG magazine's columnist describes vivid results and paper that lifted cleanly off the cap. Check the brim and sweatband materials too. Six-panel caps have a seam down the front, which a print rarely lines up across; ASI's Wearables notes that for photos or intricate logos a five-panel cap, with an unbroken front, is often the better choice.

## Hats: equipment

Printwear says a cap press is necessary for sublimating hats directly, because of the heat involved and the curve of the crown. Impressions magazine recommends a cap press with interchangeable lower platens to match crown heights: a larger lower platen for trucker caps, a smaller crown height for structured hats.

## The patch alternative

For hats that are not polyester, or have parts that would melt, Printwear suggests sublimating onto flat 100% polyester fabric and attaching it as a patch or appliqué. You press the patch flat, where sublimation is easiest, then sew or heat-apply it. It is often the most reliable answer for small orders.

## Shoes: two realistic routes

- **Print panels flat before assembly.** Many all-over printed shoes are made this way: print-on-demand maker Teelaunch describes shoes cut and sewn after printing, with templates for the front (vamp) and the inner and outer side panels, a safe zone, and a bleed area that disappears into seams. This needs a production partner or your own cut-and-sew arrangement. See [all-over print and large format](/guides/all-over-print-and-large-format).
- **Press an assembled sublimation shoe blank.** Some blanks come with white polyester uppers made for sublimation. Shaped platens for pressing footwear exist (STAHLS' shows one used with heat transfers). Getting even pressure across a curved upper is the hard part; follow the blank maker's method exactly, including laces out and any inserts they supply.

## What you need

- Polyester caps or shoe blanks sold for sublimation, with the maker's instructions
- A cap press with the right lower platen, or the shoe maker's recommended platen or forms
- Transfers printed mirrored and trimmed to the panel shape, with bleed
- Heat-resistant tape, protective paper, lint roller and gloves

## Steps

1. **Confirm materials.** Polyester face, no meltable parts in the press area. Remove laces, tags and anything detachable.
2. **Make a paper template** of the panel, then design to it with bleed. Keep key details away from seams. See [designing artwork for sublimation](/guides/designing-artwork-for-sublimation).
3. **Print mirrored** and trim the transfer to the panel shape so excess paper does not crease.
4. **Lint-roll the panel** to avoid blue specks.
5. **Fit the item on the platen** so the panel is as flat and taut as possible.
6. **Tape the transfer** at several points so it cannot lift on the curve.
7. **Set pressure** to close firmly and evenly across the curve; check with a paper test.
8. **Press** for the maker's time and temperature.
9. **Peel straight off** while hot, then cool the item on its form so it keeps its shape.
10. **Inspect the edges and seams** and note adjustments.

## Settings

No trade or manufacturer source we found gives general figures for hats or shoes. Use the blank maker's sheet. The polyester fabric figures are included only as a check that a sheet is in a sensible range.

| Item | Temperature | Time | Pressure | Source |
|---|---|---|---|---|
| Polyester caps | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| Sublimation shoe blanks | follow your blank's instructions | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |
| Flat polyester patch or panel | 400 °F (204 °C) | about 30 s | follow your blank's instructions | A&E, March 2019 (performance polyester) |

## What goes wrong and how to fix it

- **Pale band along the edge of the curve**: the platen did not contact there. Use a better-matched platen and trim paper to shape. See [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Creases printed into the design**: paper or fabric folded on the curve. Pull the panel taut and trim the transfer.
- **Ghosting**: paper lifted as the press opened. Tape more points. See [fixing ghosting](/guides/fixing-ghosting).
- **Melted or warped parts**: a non-heat-rated part was in the press area. Use polyester-only blanks or the patch method. See [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching).
- **Box or platen marks on the crown**: see [avoiding press marks](/guides/avoiding-press-marks).
- **Blue specks**: lint on the polyester. See [removing blue specks](/guides/removing-blue-specks).`,
    sources: [src.printwearCaps, src.impressionsCaps, src.sdgCaps, src.asiCaps, src.teelaunchShoes, src.stahlsShoes, src.ae2019, src.gpBlue],
    troubleshooting: ["uneven-transfer", "ghosting", "burn-marks", "press-marks", "blue-specks"],
    createdAt: "2026-07-07",
    updatedAt: null,
  },
  {
    id: "sublimation-glossary",
    title: "Sublimation Glossary: Terms Explained in Plain Language",
    description:
      "Plain-language definitions of the sublimation terms used across this site, from blank and bleed to out-gassing, platen, pyrometer and tacky paper, with links to the guides that go deeper.",
    category: "basics",
    difficulty: "beginner",
    estimatedTime: "15 minutes",
    imageUrl: null,
    content: `Sublimation borrows words from printing, chemistry and garment decoration, and suppliers do not always use them the same way. These are the meanings we use across this site. Where a term has its own guide, the link takes you there.

## What you need

Nothing but this page. It helps to keep the instruction sheets for your blanks and your own settings notebook beside you, so you can match the words here to the words your suppliers use.

## Materials and process

- **Blank (substrate)**: the item you decorate, such as a shirt, mug or panel. Sublimation blanks are polyester or carry a polyester-type coating.
- **Coating**: the thin polymer layer on hard blanks that takes the dye. You print into the coating, not the ceramic or metal under it.
- **Hard coating / soft coating**: soft coatings accept dye faster and need shorter times, but are generally not dishwasher-safe; hard coatings usually are.
- **Disperse dye**: the colourant in sublimation ink; it turns to gas when heated and enters polyester.
- **Sublimation**: a solid turning straight into a gas. See [how sublimation works](/guides/how-sublimation-works).
- **Out-gassing**: dye continuing to leave the surface or move as gas after the press opens, while the item is still hot. The reason to cool ceramics fast.
- **Dwell time**: how long the press stays closed.
- **Pre-press**: a short press of the bare garment, often 3-5 seconds, to remove moisture and creases. Sources differ on whether polyester needs it.
- **Vintage look**: the softer, faded result of sublimating a blend. See [polyester blends and the vintage look](/guides/polyester-blends-and-vintage-look).

## Printing and files

- **Piezo head / thermal head**: piezo heads push ink out mechanically and suit sublimation; thermal heads heat the ink and do not. See [choosing a sublimation printer](/guides/choosing-a-sublimation-printer).
- **ICC profile**: a file describing how a printer, ink and paper combination reproduces colour. See [ICC profiles and colour management](/guides/icc-profiles-and-color-management).
- **RIP**: raster image processor software that drives the printer and manages colour, usually in CMYK.
- **RGB / CMYK**: screen colour and ink colour. Sublimation designs normally stay in RGB.
- **DPI / PPI**: dots or pixels per inch, the measure of image resolution.
- **Vector / raster**: shapes described by maths, which scale cleanly, versus grids of pixels, which do not.
- **Mirroring**: flipping the image so it reads correctly after being pressed face down.
- **Bleed**: extra background past the edge of the blank, typically 0.125-0.25 inches, so no white edge shows.
- **Safe area**: a margin inside the edge where important text stays.
- **Nozzle check**: a printer test pattern that shows blocked nozzles.
- **Encoder strip**: a strip the print head reads to know its position; when dirty it can cause lines on Sawgrass printers.
- **Banding**: stripes across a print. See [fixing banding and white lines](/guides/fixing-banding-and-white-lines).

## Paper and press

- **Sublimation (release) paper**: coated paper that holds the ink and releases it as gas.
- **gsm**: grams per square metre, the paper's weight; sublimation paper typically 90-110 gsm.
- **Tacky paper**: paper with a heat-activated tack that grips fabric to prevent ghosting.
- **Heat press / platen**: the press and its heated plate (upper) and base (lower).
- **Mug press**: a press with a curved heating element; constant-temperature types hold one temperature, low-idle types rest cooler between mugs.
- **Mug wrap**: a silicone sleeve clamped around a mug for oven sublimation.
- **Pressing pillow or pad**: a cushion that lifts the print area above seams to prevent press marks.
- **Heat tape**: tape rated for press temperatures; ordinary tape melts.
- **Pyrometer**: a probe thermometer for checking real platen temperature.

## Problems

- **Ghosting**: a faint second image caused by the paper moving while the dye is active. See [fixing ghosting](/guides/fixing-ghosting).
- **Blue specks ("blue meanies")**: sublimated lint. See [removing blue specks](/guides/removing-blue-specks).
- **Press marks / box lines**: outlines from the platen edge. See [avoiding press marks](/guides/avoiding-press-marks).
- **Blowout**: a term for dye spreading into a halo or blotch. No authoritative source defines causes; it is commonly blamed on moisture and excess pressure or time. See [preventing blowouts](/guides/preventing-blowouts).
- **Yellowing / caramelising**: discoloured coating from excess heat. See [preventing yellowing](/guides/preventing-yellowing).

## Steps

Using these terms to read a blank maker's instruction sheet:

1. Find the **temperature** and check whether it is in °F or °C.
2. Find the **dwell time** and whether it includes a pre-press.
3. Find the **pressure** and how the maker describes it.
4. Note the **orientation**: blank face up or face down, and any pad.
5. Note **cooling** advice and **care** (hand-wash or dishwasher).

## Settings

Reference numbers mentioned in the definitions:

| Term | Value | Source |
|---|---|---|
| Benchmark temperature | 400 °F (204 °C); dyes activate from about 350 °F (177 °C) | CF Sublimation Paper; A&E |
| Pre-press | 3-5 s | Sublishop |
| Paper weight | 90-110 gsm typical (45-160 gsm range) | Roland DGA |
| Bleed | 0.125-0.25 in | Joto Imaging; Unisub |

## What goes wrong and how to fix it

If you only know the symptom, start with the problem terms above, then go to the linked guide. For anything not listed, the blank maker's instructions come first.`,
    sources: [src.unisubGlossary, src.printwearGhost, src.sawgrassGhost, src.sawgrassEncoder, src.gpMugPress, src.aeJune2015, src.roland, src.ae2020, src.gpBlue, src.sublishopPress, src.gpPreheat, src.cfsub, src.alderPiezo, src.awPaper, src.jotoBleed, src.gpBurn],
    troubleshooting: ["ghosting", "blue-specks", "press-marks", "blowouts", "yellowing", "banding"],
    createdAt: "2026-07-21",
    updatedAt: "2026-11-12",
  },
  // GUIDES-A-END
];
