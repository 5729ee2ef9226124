// Guides written for equipment care, printer setup, troubleshooting, business and advanced production.
// Every figure below comes from a source listed on the guide; unsourced settings say "follow your blank's instructions".
import type { z } from "zod";
import type { guideSchema } from "./schema";

type Source = { title: string; url?: string };

const S = {
  gpBurn: {
    title: "GRAPHICS PRO: 4 causes of burn marks from sublimation",
    url: "https://graphics-pro.com/education/4-causes-of-burn-marks-from-sublimation",
  },
  sublistuffPyrometer: {
    title: "SubliStuff blog (Tom Chambers): If you own a heat press, you should own a pyrometer",
    url: "https://sublistuff.com/tag/heat-press-issues/",
  },
  instagraph: {
    title: "Insta Graphic Systems blog: platen temperature checks with a calibrated thermometer",
    url: "https://instagraph.com/blog/problem-with-your-transfers",
  },
  stahlsTemp: {
    title: "STAHLS' blog: Why temperature matters (cold spots)",
    url: "https://blog.stahls.com/heat-press-temperature/",
  },
  tedStahl: {
    title: "Ted Stahl: preheat the lower platen before the first press of the day",
    url: "https://www.tedstahl.com/fire-on-ice-proof-that-heat-rises-and-a-heat-press-lesson/",
  },
  printwearPressure: {
    title: "Printwear: Setting proper pressure on your heat press (Ben Robinson, Hotronix)",
    url: "https://printwearmag.com/features/month-printwear-magazine-setting-proper-pressure-your-heat-press",
  },
  twoRegularGuys: {
    title: "2 Regular Guys quick tip (Aaron Montgomery): heat press pressure settings",
    url: "http://2regularguys.com/quick-tip-may-29th-by-aaron-montgomery/",
  },
  protolab: {
    title: "ProtoLab course module U9M4: Heat press operation assessment",
    url: "https://protolab.certifitrax.com/course/09-Vinyl%20Cutting%20and%20Heat%20Transfer/M4-Heat%20Press%20Operation/Assessments/U9M4-Assessment",
  },
  gpMoisture: {
    title: "GRAPHICS PRO (Jimmy Lamb, Sawgrass): Dealing with moisture during sublimation of hard substrates",
    url: "https://graphics-pro.com/feature/dealing-with-moisture-during-sublimation-of-hard-substrates/",
  },
  cfsub: {
    title: "CF Sub Paper: Sublimation printing (dye activation and recommended temperature range)",
    url: "https://cfsubpaper.com/news/sublimation-printing",
  },
  sawgrassMaintenance: {
    title: "Sawgrass: Printer care, the importance of leaving your printer turned on and plugged in",
    url: "https://sawgrassink.com/importance-of-maintenance",
  },
  sawgrassEncoder: {
    title: "Sawgrass Care: How-to, cleaning the horizontal encoder",
    url: "https://care.sawgrassink.com/hc/en-us/articles/10719366165787-How-To-Cleaning-the-Horizontal-Encoder",
  },
  sawgrassWarranty: {
    title: "Sawgrass support: SG500/SG1000 printer warranty",
    url: "https://supportdesk.sawgrassink.com/en/support/solutions/articles/65000149862-printer-warranty",
  },
  magicTouchBanding: {
    title: "TheMagicTouch glossary: Banding",
    url: "https://themagictouch.eu/glossary/banding",
  },
  magicTouchOn: {
    title: "TheMagicTouch: Why does the printer always have to be on?",
    url: "https://themagictouch.com/questions/sublimation/why-does-the-printer-always-have-to-be-on/",
  },
  magicTouchProfile: {
    title: "TheMagicTouch glossary: Colour profile",
    url: "https://themagictoucheuclone.kinsta.cloud/glossary/colour-profile",
  },
  hixMug: {
    title: "HIX Graphics blog: The pitfalls of the mug sublimation process",
    url: "http://blog.hixgraphics.com/the-pitfalls-of-the-mug-sublimation-process",
  },
  inkStorageBlog: {
    title: "Sky Image paper blog: How to store your ink within its expiration date (general inkjet advice)",
    url: "http://skyimage-paper.blogspot.com/2018/07/how-to-store-your-ink-within-expiration.html",
  },
  sniptoit: {
    title: "Snip to It: How long does sublimation ink last? (replies from Sawgrass, Epson and ink sellers)",
    url: "https://sniptoit.com/how-long-does-sublimation-ink-last/",
  },
  sublistuffHumidity: {
    title: "SubliStuff blog: Humidity and sublimation paper",
    url: "https://sublistuff.com/tag/storing-sublimation-paper/",
  },
  multisysHumidity: {
    title: "Multisys blog: Humidity and its effect on sublimation",
    url: "http://blog.multisys.me/tag/affects/",
  },
  skyimageMoisture: {
    title: "Sky Image paper: What bad effects are brought by moisture during sublimation printing?",
    url: "http://www.skyimagepaper.com/content/335-what-bad-effects-brought-by-moisture-issues-during-sublimation-printing",
  },
  apmMoisture: {
    title: "APM Designs: Effects of moisture on sublimation print quality",
    url: "https://apm-designs.com/sublimation-moisture-problems",
  },
  ordant: {
    title: "Ordant: What is the sublimation printing process? (mirror or reverse printing)",
    url: "https://ordant.com/what-is-sublimation-printing-process/",
  },
  darkroom: {
    title: "Computer Darkroom: configuring the Epson printer driver for colour-managed printing",
    url: "http://www.computer-darkroom.com/ps10_print/ps10_print_2.htm",
  },
  toneSystem: {
    title: "The Tone System: Print properties settings (media type and quality must match the profile)",
    url: "http://www.thetonesystem.com/print_settings3.html",
  },
  hpIcc: {
    title: "HP support: Using ICC profiles (application and driver settings, rendering intents)",
    url: "http://h10025.www1.hp.com/ewfrf/wc/document?docname=c00294113&lc=en&cc=us&product=357211",
  },
  gpRgb: {
    title: "GRAPHICS PRO (Robin Kavanagh, Sawgrass): Defining your color space, CMYK versus RGB in sublimation",
    url: "https://graphics-pro.com/education/tips/defining-your-color-space-cmyk-versus-rgb-in-sublimation/",
  },
  awpaper: {
    title: "All Weather Paper: ICC profiling for dye sublimation",
    url: "https://awpaper.com/?p=5825",
  },
  mediaInk: {
    title: "Cartridge Refilling Centre: ink, paper and printer media settings",
    url: "http://cartridgerefillingcentre.com/education",
  },
  printwearGhosting: {
    title: "Printwear: Term of the week, ghosting (sublimation), from Aaron Montgomery",
    url: "https://printwearmag.com/features/term-week-ghosting-sublimation",
  },
  singlejs: {
    title: "Single J's blog: What is ghosting when doing sublimation?",
    url: "https://singlejs.com/blogs/sublimation-tips-tricks-and-ideas/what-is-ghosting-when-doing-sublimation",
  },
  rolandPaper: {
    title: "Roland DGA (Lily Hunter) on sublimation transfer paper weight, tack and cost",
    url: "http://www.brosublimationpaper.com/news_detail.asp?-detail=23.html",
  },
  ae2019: {
    title: "A&E magazine, March 2019: sublimation times for fabrics, inserts, ceramics and slate",
    url: "https://nbm.uberflip.com/i/1077942-march-19/23",
  },
  ae2020: {
    title: "A&E magazine, March 2020: cooling products quickly after sublimation",
    url: "https://nbm.uberflip.com/i/1207608-march-20/12",
  },
  aeAug2019: {
    title: "A&E magazine, August 2019: flat presses, mug presses and ovens with wraps",
    url: "https://nbm.uberflip.com/i/1139746-august-19/50",
  },
  aeMug: {
    title: "A&E magazine: The right way to sublimate a mug",
    url: "https://a-e-mag.com/features/right-way-sublimate-mug",
  },
  aeCost: {
    title: "A&E magazine (Aaron Montgomery): Cost savings of wide-format sublimation versus small-format",
    url: "https://a-e-mag.com/features/cost-savings-wide-format-sublimation-versus-small-format",
  },
  aeJan2017: {
    title: "A&E magazine, January 2017: Determining costs of sublimation",
    url: "https://nbm.uberflip.com/i/760083-january-17/76",
  },
  enmartPenny: {
    title: "SubliStuff (EnMart) blog, Tom Chambers: How many prints can you get from a kit of sublimation ink?",
    url: "https://sublistuff.com/2018/09/12/how-many-prints-can-you-get-from-a-kit-of-sublimation-ink/comment-page-1/",
  },
  sublimationInstructions: {
    title: "SublimationInstructions.com: mug press times and temperatures by mug type",
  },
  signwarehouse: {
    title: "SignWarehouse: sublimation time and temperature guidance for polyester apparel",
  },
  gpBlue: {
    title: "GRAPHICS PRO (Kevin Lumberg): Watch out for blue meanies when sublimating shirts",
    url: "https://graphics-pro.com/feature/watch-out-for-blue-meanies-when-sublimating-shirts",
  },
  sublishop: {
    title: "Sublishop: How to avoid press marks when sublimating on fabric",
    url: "https://sublishop.co.uk/blogs/guides/how-to-avoid-press-marks-when-sublimating-on-fabric",
  },
  sanmar: {
    title: "SanMar Education: Avoiding the heat press box, a step-by-step guide",
    url: "https://www.education.sanmar.com/decorator-relations/avoiding-heat-press-box-guide",
  },
  whScorch: {
    title: "WH blog: What is scorching and how to prevent it",
    url: "https://thewhblog.com/?p=2123",
  },
  mecolour: {
    title: "Mecolour: Why did my sublimation mug turn yellow?",
    url: "https://mecolour.com/why-did-my-sublimation-mug-turn-yellow",
  },
  gpPoly: {
    title: "GRAPHICS PRO (Sean Stewart, Johnson Plastics Plus): Pay attention to polyester",
    url: "https://graphics-pro.com/education/pay-attention-to-polyester/",
  },
  heatPressNation: {
    title: "Heat Press Nation: What in the world is sublimation?",
    url: "https://www.heatpressnation.com/blogs/blog/what-is-sublimation",
  },
  interprinter: {
    title: "InterPrinter: How to decorate difficult substrates with heat-applied graphics (swing-away presses)",
    url: "http://interprinter.co.uk/display_article.aspx?OBJ_ID=1893737",
  },
  gpPressFeatures: {
    title: "GRAPHICS PRO (sponsored by HIX): Heat press features to consider",
    url: "https://graphics-pro.com/education/heat-press-features-to-consider/",
  },
  printwearCheap: {
    title: "Printwear (Chris Pluck): Word to the wise, don't buy a cheap heat press",
    url: "https://printwearmag.com/features/word-wise-don-t-buy-cheap-heat-press",
  },
  aeSpence: {
    title: "A&E magazine, February 2000 (J. Stephen Spence): Heat presses part four, mug presses and more",
    url: "http://www.docstoc.com/docs/61887979/hp-what_you-p4",
  },
  printwearSmallWide: {
    title: "Printwear (Jimmy Lamb, Sawgrass): Small or wide sublimation?",
    url: "https://printwearmag.com/features/small-or-wide-sublimation",
  },
  printwear2012: {
    title: "Printwear, July 2012: sizing sublimation prints, from bigger prints to all-over",
    url: "http://read.uberflip.com/i/72515-july-12/104",
  },
  printwear2012b: {
    title: "Printwear, July 2012 (continued): all-over prints, wrinkles and charging appropriately",
    url: "http://read.uberflip.com/i/72515-july-12/105",
  },
  printwear2017: {
    title: "Printwear, April 2017: sublimation transfers, pros, cons and all-over contractors",
    url: "http://read.uberflip.com/i/801813-april-17/120",
  },
  equipmentZone: {
    title: "EquipmentZone blog (Terry Combs): Allover dye sublimation printing",
    url: "https://www.equipmentzone.com/ez-blog/allover-dye-sublimation.php",
  },
  impressionsAop: {
    title: "Impressions magazine (Terry Combs): Allover sublimation on team garments",
    url: "https://www.impressionsmagazine.com/digital-decorating/sublimation/allover-sublimation-on-team-garments",
  },
  sdgCalendar: {
    title: "Sign & Digital Graphics: Breaking down dye sub, part 3 (heat presses and calenders)",
    url: "https://sdgmag.com/features/breaking-down-dye-sub-part-3",
  },
  impressionsEfficiency: {
    title: "Impressions magazine (Jimmy Lamb): How to find efficiencies in your sublimation shop",
    url: "https://impressionsmagazine.com/process-technique/how-to-find-efficiencies-in-your-sublimation-shop/16129/",
  },
  studioFire: {
    title: "Sublimation Studio: Can a heat press catch on fire?",
    url: "https://sublimation.studio/answered-can-a-heat-press-catch-on-fire/",
  },
  winenfoodSafety: {
    title: "Winenfood: How to safely use your heat press machine",
    url: "https://winenfood.com/how-to-safely-use-your-heat-press-machine",
  },
  pryorSafety: {
    title: "Pryor Custom: Safe heat press machine practices, part 2 (electrical and cooling)",
    url: "http://pryorcustomflyrods.com/safe-heat-press-machine-practices-part-2/",
  },
  ventilation: {
    title: "SubPrintGurus: Are there safety precautions for sublimation printing, such as ventilation?",
    url: "https://subprintgurus.com/are-there-safety-precautions-for-sublimation-printing-such-as-ventilation",
  },
  bizRegister: {
    title: "Visa Practical Business Skills: Registering your business",
    url: "https://www.practicalbusinessskills.com/en/getting-started/creating-a-business/registering-your-business.html",
  },
  uschamber: {
    title: "U.S. Chamber of Commerce: Registering a new business",
    url: "https://uschamber.com/co/start/startup/registering-new-business",
  },
  smartbiz: {
    title: "SmartBiz: Where to apply for business licenses and permits",
    url: "https://resources.smartbizloans.com/blog/business-owners/where-to-apply-for-business-licenses-and-permits-and-how-to-do-it/",
  },
  knightAbbey: {
    title: "Knight Abbey: Printing and copyright infringement",
    url: "https://www.knightabbey.com/copyright-infringement/",
  },
  southeastIp: {
    title: "Southeast Prints: Understanding trademarks and copyrights in custom printing",
    url: "https://southeastprints.com/blogs/news/understanding-trademarks-and-copyrights-in-custom-printing",
  },
  etsyStandards: {
    title: "ChannelX: Etsy's Creativity Standards define products that can be sold",
    url: "https://channelx.world/2024/07/etsys-creativity-standards-define-products-that-can-be-sold/",
  },
  printifyEtsy: {
    title: "Printify help center: What should I know about Etsy's Creativity Standards policy?",
    url: "https://help.printify.com/hc/en-us/articles/4578896595345-What-should-I-keep-in-mind-when-selling-on-Etsy-",
  },
  craftFairTables: {
    title: "The Patterned Paper Plate: Craft fair recap (table fees, sharing a table, business cards)",
    url: "https://www.thepatternedpaperplate.com/blog/craft-fair-recap",
  },
  craftFairPrep: {
    title: "Dancer's Dream: Craft fairs, behind the scenes (travel, fees, set-up and tear-down)",
    url: "https://dancers-dream.com/craft-fairs-behind-the-scenes/",
  },
  craftFairFirst: {
    title: "Yarnbirdy: My experience selling at a craft fair (card payments, open tables)",
    url: "http://www.yarnbirdy.com/my-experience-selling-at-the-jack-of-all-trades-craft-fair/",
  },
  craftFairQr: {
    title: "Rise Up Designs blog: Craft fair realities (QR codes, price objections)",
    url: "https://riseupdesigns.blogspot.com/search/label/Craft%20Fair%20Experiences",
  },
  etsyGuidelines: {
    title: "Etsy Seller Guidelines (archived copy on ParanoidPaul)",
    url: "https://www.paranoidpaul.com/compare.php?site=76&doc=318&view=720",
  },
  dyesubForumIp: {
    title: "DyeSub Forum thread: Screen printing copyright images or text (printers' views)",
    url: "https://dyesubforum.co.uk/viewtopic.php?p=125936",
  },
  tropical: {
    title: "Tropical Graphics (tropicalgraphics.ca): polymer mugs need low-medium pressure; high pressure warps and ghosts",
  },
} satisfies Record<string, Source>;

export const guidesB: z.input<typeof guideSchema>[] = [
  {
    id: "heat-press-care-and-calibration",
    title: "Heat Press Care and Calibration: Checking Temperature, Pressure and Cleanliness",
    description:
      "Find out whether your press really reaches the temperature it displays, make pressure even across the platen, and keep the platen clean and protected so it stops spoiling prints.",
    category: "equipment",
    difficulty: "intermediate",
    estimatedTime: "45 minutes, then 10 minutes a week",
    imageUrl: null,
    content: `A heat press display shows what the controller *thinks* is happening, not a measurement of the platen surface. Trade writers who handle support calls report the same pattern again and again: prints come out pale, uneven or scorched, and the cause turns out to be a press that runs hotter or cooler than its readout, or one that heats unevenly. This guide shows you how to check your press, how to keep pressure even, and how to clean and protect the platen.

## Why calibration matters

- Unless a press was calibrated precisely at the factory, the displayed temperature is usually not the actual temperature, and the difference changes as the press ages. Dial gauges that sit in the platen are described as notoriously inaccurate; digital controllers are better but still need periodic checks (SubliStuff).
- Insta Graphic Systems asked customers with failing transfers to measure the centre and corners of the platen with a calibrated thermometer. Across several brands they found wide differences between the platen and the readout.
- Heating elements do not always reach every part of the platen. Where the element has gaps you get cold spots, which show up as one corner or band that transfers weakly (STAHLS').

## What you need

- A digital pyrometer with a surface probe, or heat-indicating temperature strips. GRAPHICS PRO recommends buying a pyrometer from a sublimation dealer rather than using a temperature gun from a hardware store.
- Five strips of plain copy paper for the pressure test.
- A notebook or spreadsheet to log readings.
- The platen cleaner your press maker recommends, and a soft cloth.
- Protective sheets: a Teflon sheet and a supply of uncoated butcher paper.
- Heat-resistant gloves.

## Settings to check against

| Reference point | Figure | Source |
|---|---|---|
| Common sublimation benchmark | 400°F (204°C) | CF Sub Paper; GRAPHICS PRO |
| Sublimation dyes begin to activate | about 350°F (177°C) | CF Sub Paper |
| Typical working range | 380-420°F (193-216°C) | CF Sub Paper |
| Pressure gauge, Hotronix-style scale | 1-3 light, 4-6 medium, 7-9 heavy | Printwear |
| Pressure gauge, 1-10 scale | roughly 10 psi per step | 2 Regular Guys |

Gauge numbers are not comparable between brands, so treat them as a way to repeat a setting on *your* press, not as a universal value. Your blank's instructions always take priority over these general figures.

## Steps: checking temperature

1. Set the press to the temperature you use most, for example 400°F (204°C), and let it settle for several minutes after it reports that it is ready.
2. Warm the lower platen too. Ted Stahl recommends preheating the bottom platen at the start of the day, because the first press otherwise loses heat into a cold base. Closing the press briefly over a protective sheet does this.
3. Measure the centre of the upper platen with the pyrometer probe or a temperature strip, following the instrument's instructions.
4. Measure each corner and the middle of each edge. Write every reading down with the date.
5. Compare the centre reading with the display. If they disagree, contact the press manufacturer: GRAPHICS PRO advises getting their instructions for recalibrating the temperature indicator rather than guessing.
6. If the corners are much cooler than the centre, you have cold spots. Keep important designs inside the evenly heated area, and consider this when you next replace the press (see [choosing a heat press](/guides/choosing-a-heat-press)).
7. Repeat on a schedule. Insta Graphic suggests checking at least weekly on low-cost presses, and any time results change without an obvious reason.

## Steps: checking pressure

1. With the press hot and set to your normal pressure, place a strip of copy paper at each corner and one in the centre, half on and half off the lower pad.
2. Close the press, then try to pull each strip out. Even resistance at all five points means pressure is even; a strip that slides out easily marks a low spot (ProtoLab heat press course).
3. If one side is low, check the lower pad for wear and the platen for damage, since worn pads and warped platens are common causes of uneven pressure.
4. If your press has no gauge, use a consistent feel. Aaron Montgomery's rule of thumb: closing with one arm is light, two arms is medium, and needing real effort is heavy.
5. Write down the knob position or gauge number for each product. Printwear notes that different operators apply different pressure by feel, which is why a written setting matters in a shop with more than one person.

## Cleaning and protecting the platen

- A dirty upper platen can leave marks that look like burns (GRAPHICS PRO). Clean it with a product made for heat press platens, following the cleaner's and the press maker's instructions on whether the platen should be warm or cold.
- Use a cover sheet between the platen and the transfer. Butcher paper absorbs moisture from the transfer while Teflon does not, so many decorators prefer a fresh sheet of butcher paper for each press (Jimmy Lamb, Sawgrass, in GRAPHICS PRO).
- Keep the lower pad clean and free of lint, and replace it when it is compressed or damaged.

## What goes wrong and how to fix it

- **Strong centre, pale edges:** cold spots or uneven pressure. Run both checks above.
- **Brown marks or a scorched outline:** see [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching).
- **A visible box around the print on fabric:** see [avoiding press marks](/guides/avoiding-press-marks).
- **Everything looks weak after a new press arrives:** measure before changing your time; the new press may simply run cooler.

For safe handling while you take readings, read [heat press safety](/guides/heat-press-safety).`,
    sources: [S.sublistuffPyrometer, S.instagraph, S.stahlsTemp, S.gpBurn, S.tedStahl, S.cfsub, S.printwearPressure, S.twoRegularGuys, S.protolab, S.gpMoisture],
    troubleshooting: ["uneven-transfer", "burn-marks", "press-marks", "dull-colors"],
    createdAt: "2026-01-12",
    updatedAt: "2026-03-02",
  },
  {
    id: "printer-maintenance-and-clogs",
    title: "Sublimation Printer Maintenance: Nozzle Checks, Head Cleaning and Preventing Clogs",
    description:
      "A simple routine that keeps sublimation ink flowing: when to run nozzle checks and head cleans, why Sawgrass printers should stay switched on, and how regular printing prevents clogs.",
    category: "equipment",
    difficulty: "intermediate",
    estimatedTime: "15 minutes a week",
    imageUrl: null,
    content: `Sublimation ink is less forgiving than ordinary office ink. Sawgrass explains that all inkjet ink tends to clump together if it sits still in one place for too long, and when that happens inside the print head or the ink lines you get clogs, missing nozzles and stripes across your prints. The cure is cheap: keep ink moving, check the head before it matters, and clean only when a check tells you to.

## What you need

- Your printer's maintenance utility (the Sawgrass driver or utility, or the Epson driver's maintenance tab on a converted printer).
- Plain paper or scrap sublimation paper for nozzle checks.
- Isopropyl alcohol and a lint-free cloth such as an eyeglass cloth, only if you own a Sawgrass printer and need to clean the encoder strip.
- A hygrometer to watch the humidity near the printer.

## Keep the printer powered (Sawgrass)

Sawgrass recommends leaving its printers switched on and plugged in. When idle, the printer goes into sleep mode: the screen goes blank but the power light stays on, and the printer runs an automatic maintenance cycle that pushes a tiny amount of ink through the lines and head into the waste unit. TheMagicTouch makes the same point: the cycle costs a little ink, but far less than clearing a clogged head.

Do not switch a Sawgrass printer off at the wall or from a power strip between jobs. Also remember that Sawgrass states its SG500 and SG1000 warranty (two years from purchase) excludes damage caused by non-genuine ink cartridges, so clogs caused by other inks are your cost.

Converted desktop printers do not all have a scheduled cleaning cycle of this kind, so check your model's manual. For those printers, regular printing is your main defence. A paper supplier's general inkjet advice is to print at least one sheet a week on printers that are used rarely. See [converting an Epson EcoTank](/guides/converting-an-epson-ecotank) and [choosing a sublimation printer](/guides/choosing-a-sublimation-printer) for model-specific advice.

## Steps: the weekly routine

1. Print something with every colour at least once a week, even a small test swatch. Ink that moves does not settle.
2. Before any important or large job, print a nozzle check pattern from the maintenance utility.
3. Inspect the pattern closely. Every line in every colour block should be complete. Gaps mean blocked nozzles.
4. If the pattern is complete, print your job. Do not clean a head that does not need it, because every cleaning cycle uses ink.
5. If there are gaps, run one head cleaning cycle, then print another nozzle check. Repeat only if the second check still shows gaps.
6. If gaps remain after a couple of clean-and-check rounds, stop and contact your printer or ink supplier rather than running cleans over and over.
7. If the nozzle check is perfect but prints still show fine lines, run the print head alignment utility (TheMagicTouch lists misalignment as a cause of banding).

## Steps: the monthly checks

1. Confirm the paper type in the driver or Sawgrass software matches the paper you use. A wrong media setting changes how much ink is laid down and can cause banding.
2. Check the waste ink or maintenance unit level in the utility.
3. On a Sawgrass printer showing solid vertical white lines or service code errors, clean the horizontal encoder strip. Sawgrass says to wipe it gently with isopropyl alcohol on a lint-free cloth (never paper or microfibre towels), not to pinch or pull it, to make sure it sits in the middle of its sensor, and to let it dry for at least 10 minutes before printing. On the SG500 and SG1000 the strip is aluminium and easily damaged, so be gentle.
4. Look at the room conditions. Sawgrass's Jimmy Lamb gives ideal operating conditions of 59-77°F (15-25°C) with relative humidity above 35%. Another supplier warns that an environment that is too dry can cause nozzle loss. Store spare ink as described in [storing ink and paper](/guides/storing-ink-and-paper).

## Quick reference

| Task | How often | Source |
|---|---|---|
| Leave Sawgrass printer on and plugged in | Always | Sawgrass |
| Print a colour test | At least weekly if the printer is used rarely | Sky Image paper blog (general inkjet advice) |
| Nozzle check | Before important jobs, and whenever quality drops | TheMagicTouch |
| Head cleaning | Only when a nozzle check shows gaps | TheMagicTouch |
| Encoder strip clean (Sawgrass) | When white vertical lines or service codes appear | Sawgrass Care |
| Room check | Keep near 59-77°F (15-25°C), humidity above 35% | Jimmy Lamb, Sawgrass |

## What goes wrong and how to fix it

- **Horizontal stripes or missing colour:** almost always clogged nozzles. Nozzle check, then one clean. More in [fixing banding and white lines](/guides/fixing-banding-and-white-lines).
- **Colours suddenly shift:** one channel may be partly blocked. A nozzle check shows which one.
- **Printer left off for weeks:** expect to need cleaning cycles. HIX notes that ink dries if it is not used regularly.
- **Repeated clogs on a converted printer:** look at the humidity, the age of the ink and how often you print before blaming the printer.`,
    sources: [S.sawgrassMaintenance, S.magicTouchOn, S.sawgrassWarranty, S.sawgrassEncoder, S.magicTouchBanding, S.inkStorageBlog, S.gpMoisture, S.multisysHumidity, S.hixMug],
    troubleshooting: ["printer-clogs", "banding", "wrong-colors"],
    createdAt: "2026-01-19",
    updatedAt: null,
  },
  {
    id: "choosing-a-heat-press",
    title: "Choosing a Heat Press: Clamshell, Swing-Away, Draw and Mug Presses",
    description:
      "Compare press styles, pick the right platen size for what you plan to make, and know which features matter: accurate digital controls, even heat and pressure, and spare parts.",
    category: "equipment",
    difficulty: "beginner",
    estimatedTime: "30 minutes",
    imageUrl: null,
    content: `The heat press is the tool that actually makes the sublimation happen, so it deserves as much thought as the printer. A good press does what a household iron cannot: it applies even heat and even pressure across the whole design for an exact time (GRAPHICS PRO). This guide walks you through the main styles, the size question and the features worth paying for.

## The main press styles

- **Clamshell.** The upper platen is hinged at the back and opens like a shell. It saves counter space and is quick to use, which is why it is popular for shirts and other flat, thin items. The drawback is that the hot upper platen hangs over the area where your hands are when the press is open (ProtoLab heat press course).
- **Swing-away.** The upper platen lifts and swings to the side, so the lower platen is completely clear while you lay out your work. An InterPrinter article describes it as ideal for challenging items because it keeps heat away from the work area and comes straight down onto thick items, giving a better seal. It suits hard substrates such as tiles, plaques and panels, but needs more space.
- **Draw (drawer) style.** The lower platen slides out towards you like a drawer, so you can lay out work away from the heat, then slide it back under the upper platen. It combines some benefits of the other two.
- **Mug presses.** A heated wrap that closes around a straight mug. A&E notes they are convenient and portable for 11 oz and 15 oz mugs, but they press only one mug at a time and cannot take pet bowls or unusually shaped drinkware. See [mugs with a mug press](/guides/mugs-with-a-mug-press).
- **Ovens with silicone wraps.** For volume mug and drinkware work, A&E describes a shift towards ovens with clamped silicone wraps. See [mugs in an oven with wraps](/guides/mugs-in-an-oven-with-wraps) and [tumblers by press, oven or convection](/guides/tumblers-press-oven-convection).

## Choosing a size

Your press must be at least as big as the largest print you plan to make, and your printer must be able to print that size too (Printwear).

| What you plan to make | Printer and press guidance | Source |
|---|---|---|
| Mugs, small awards, coasters, small shirt prints | 8.5 x 11 in (A4-class) paper is generally enough | Printwear (Jimmy Lamb) |
| Larger prints on T-shirts or sweatshirts | A printer with about a 13 x 19 in field, and a press that takes that image | Printwear (Jimmy Lamb) |
| Prints around 18 x 20 in | A 24 in roll printer and a 20 x 24 in press as an absolute minimum | Printwear, July 2012 |
| All-over garment prints | A 44 in or wider printer and at least a 30 x 40 in press | Printwear, July 2012 |

Larger presses cost more, so Printwear advises making the most of every inch you buy. If you are starting out, read [getting started with sublimation](/guides/getting-started-with-sublimation) and, for big work, [all-over print and large format](/guides/all-over-print-and-large-format).

## Features worth paying for

1. **Accurate digital time and temperature control.** Most modern presses use a digital controller or touchscreen (GRAPHICS PRO). Accuracy matters more than the number of features.
2. **Even heat.** Ask how the heating element is laid out. STAHLS' explains that gaps in the element cause cold spots, which show up as weak areas in the print.
3. **Adjustable pressure, ideally with a gauge.** Printwear notes that presses with a digital pressure readout let every operator repeat the same setting.
4. **Replacement parts and support.** An A&E survey of press owners found people paying very high prices for replacement timers. Before you buy, ask whether parts are listed with prices and how long they will be stocked.
5. **Interchangeable lower platens** if you plan to decorate hats, shoes or odd shapes (see [hats and shoes](/guides/hats-and-shoes)).

## Steps: making the decision

1. List the five products you expect to make most often and note the largest print size among them.
2. Pick a style: clamshell for mostly thin flat items in a small space; swing-away for thick or hard items and safer layout; draw style if you want a clear work area without the sideways swing.
3. Choose a platen size from the table above, allowing a margin around your largest print.
4. Check the electrical supply in your workspace against the press's rating plate; see [heat press safety](/guides/heat-press-safety).
5. Compare warranty, parts availability and support, not just price.
6. When the press arrives, measure its real temperature before your first job, following [heat press care and calibration](/guides/heat-press-care-and-calibration).

## What goes wrong and how to fix it

- **Cheap press, inconsistent results.** Printwear and Insta Graphic Systems both report low-cost presses with electronics that fail early or wide temperature and pressure variation across the platen. If you buy on a tight budget, check it with a pyrometer straight away so you know its limits.
- **Press too small.** Printing in several placements is possible, but overlapping areas re-gas and can ghost (Printwear). Buying the right size once is usually cheaper.
- **Mug press bought for everything.** It will not handle tapered or unusually shaped drinkware; plan a flat press or oven for those.`,
    sources: [S.gpPressFeatures, S.protolab, S.interprinter, S.aeAug2019, S.printwearSmallWide, S.printwear2012, S.printwear2012b, S.stahlsTemp, S.printwearPressure, S.aeSpence, S.printwearCheap, S.instagraph],
    troubleshooting: ["uneven-transfer"],
    createdAt: "2026-01-26",
    updatedAt: "2026-04-14",
  },
  {
    id: "storing-ink-and-paper",
    title: "Storing Sublimation Ink and Paper: Humidity, Sealed Storage and Shelf Life",
    description:
      "Keep paper dry and ink fresh: the room conditions trade sources recommend, how to seal and rotate stock, what manufacturers say about shelf life, and how to rescue damp paper.",
    category: "equipment",
    difficulty: "intermediate",
    estimatedTime: "20 minutes to set up",
    imageUrl: null,
    content: `Many problems that look like printer or press faults start in the stock cupboard. Sublimation paper soaks up moisture from the air, and damp paper leads to colour shifts, bleeding images and uneven solid areas (SubliStuff; Sawgrass's Jimmy Lamb in GRAPHICS PRO). Ink has a limited life, and the way you store it changes how long it stays usable. This guide sets up a simple storage routine.

## What you need

- A hygrometer (humidity meter) for the room where you print and store stock.
- Sealable storage for opened paper: the original wrapper folded closed, or a sealable bag or container.
- A shelf away from windows, heaters and outside walls.
- A marker pen for dating ink bottles, cartridges and paper packs.
- A dehumidifier or humidifier if the room is regularly outside the range below.

## Target conditions

| Item | Recommendation | Source |
|---|---|---|
| Printing and storage room | 59-77°F (15-25°C), relative humidity above 35%, no condensation | Jimmy Lamb, Sawgrass (GRAPHICS PRO) |
| Printing room humidity (another view) | at least 45% and reasonably cool | Multisys blog |
| Sealed Sawgrass or Epson sublimation ink | about 2 years, stored at around 70°F (21°C) | Sawgrass and Epson replies quoted by Snip to It |
| Some third-party sublimation inks | 9-12 months (one brand); up to 2 years sealed and 1 year opened (another) | ink sellers' replies quoted by Snip to It |
| Inkjet ink in general | about 59-75°F (15-24°C), never below 50°F (10°C) or above 95°F (35°C) | Sky Image paper blog (general advice, not sublimation-specific) |

Sources disagree on the ideal humidity: Sawgrass gives "above 35%", another supplier says at least 45%. Both warn against air that is too dry, which can cause nozzle problems, as well as air that is too damp. Aim for a steady middle ground and watch your results. No authoritative source gave a shelf life for sublimation paper, so follow the date or guidance on your paper's packaging, and your ink maker's label for ink.

## Steps: setting up storage

1. Put the hygrometer where you keep paper and check it at different times of day for a week. Note the highest and lowest readings.
2. If humidity regularly runs high, use a dehumidifier, but do not dry the room out too far; Jimmy Lamb warns that very low humidity also harms ink and equipment.
3. Keep paper flat in its original packaging until you need it. Take out only what you will print that session and reseal the pack straight away.
4. Store opened paper sealed. SubliStuff recommends a sealed plastic bag when you cannot control the room. One paper maker disagrees and warns that zip-top bags can trap moisture inside, so if you use bags, only seal paper that is already dry, and store it in a dry room.
5. Date every pack of paper and every ink bottle or cartridge when it arrives and when it is opened. Use the oldest first.
6. Store ink in a cool, dark place. Keep it out of hot cars, sunny windows and cold garages, and away from cleaning chemicals such as ammonia or bleach, which the Sky Image blog says can degrade ink.
7. Keep blanks (shirts, mugs, panels) covered too, so they stay dry and dust-free; see [removing blue specks](/guides/removing-blue-specks).

## Steps: rescuing damp paper

1. If you suspect plain paper has absorbed moisture, lay it on the open heat press for a few seconds without closing it. The radiated heat drives off most of the moisture (SubliStuff; GRAPHICS PRO).
2. For a transfer that is already printed, SubliStuff suggests holding it 2-3 in (5-8 cm) below the hot upper platen for 30-40 seconds. The print may look more washed-out afterwards; SubliStuff says this is expected.
3. When pressing hard substrates, use a fresh sheet of butcher paper rather than a Teflon sheet over the transfer, because paper absorbs moisture and Teflon does not.
4. Pre-press garments for 3-5 seconds to drive out moisture and wrinkles (Sublishop).

## What goes wrong and how to fix it

- **Blurry edges or bleeding on hard items:** often moisture. See [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- **Colours shift between summer and winter:** humidity changes. Log your hygrometer readings next to your print results.
- **Clogs after the printer sat unused:** old ink plus dry air. Follow [printer maintenance and clogs](/guides/printer-maintenance-and-clogs).
- **Paper curls or cockles in the printer:** usually damp paper. Keep packs sealed and flat.
- **Faded results from an old ink set:** check the dates you wrote on the bottles before changing any other setting. More on choosing paper in [choosing sublimation paper](/guides/choosing-sublimation-paper).`,
    sources: [S.gpMoisture, S.sublistuffHumidity, S.multisysHumidity, S.skyimageMoisture, S.sniptoit, S.inkStorageBlog, S.sublishop],
    troubleshooting: ["blurry-edges", "dull-colors", "printer-clogs", "wrong-colors"],
    createdAt: "2026-02-03",
    updatedAt: null,
  },
  {
    id: "printer-settings-for-sublimation",
    title: "Printer Settings for Sublimation: Paper Type, Quality, Mirror and Colour Management",
    description:
      "Set up the printer driver so colour is managed once, not twice: which paper type and quality to choose, when to mirror, and how to switch driver colour management off when you use an ICC profile.",
    category: "advanced",
    difficulty: "intermediate",
    estimatedTime: "30 minutes",
    imageUrl: null,
    content: `The printer driver controls how much ink lands on the paper, where it lands and whether the colours are converted along the way. Most colour complaints in sublimation come down to a few driver settings: the wrong paper type, a draft quality mode, a forgotten mirror, or colour being corrected twice. This guide explains what each setting does and gives a repeatable setup.

## The one rule: manage colour once

Sublimation prints look dull and odd on paper and only show their true colour after pressing. To get predictable results you use a colour profile (ICC profile) built for your printer, ink and paper, or a manufacturer's driver that does this job for you. TheMagicTouch notes that Sawgrass Print Manager applies the profile automatically based on the substrate you choose. When a design program applies an ICC profile, the printer driver must *not* apply its own colour correction as well. HP's ICC guidance describes the pattern: choose the profile in the application and set the driver to let the application manage colour. The Epson driver offers the same choice, including an "Off (No Color Adjustment)" option (Computer Darkroom).

## What you need

- Your ICC profile from the ink or paper supplier, or the manufacturer's sublimation driver or software.
- The profile maker's instructions, which state the paper type and quality the profile was built with.
- A test design with strong red, blue, green, skin tones and a grey ramp.

## Settings

| Setting | What to choose | Why | Source |
|---|---|---|---|
| Paper or media type | Exactly the one your profile maker specifies | The media setting controls how much ink is laid down; the profile was measured at that setting | The Tone System; Cartridge Refilling Centre |
| Print quality | The quality the profile was built with, normally a high-quality mode | Draft modes lay less ink and can band | The Tone System; TheMagicTouch |
| High Speed (bidirectional) | Off for best quality, unless your profile maker says otherwise | Computer Darkroom recommends disabling it for best quality | Computer Darkroom |
| Mirror image | On for almost every transfer | Transfers are printed in reverse so they read correctly once pressed face-down | Ordant |
| Driver colour management | Off (No Color Adjustment) when your design program applies an ICC profile | Avoids double correction | HP; Computer Darkroom |
| Design colour mode | RGB, unless you print through a RIP | Sublimation profiles convert RGB to the printer's output | Robin Kavanagh, Sawgrass (GRAPHICS PRO) |
| Rendering intent | The one your profile maker recommends; perceptual is a common choice for photos | Perceptual gives pleasing output for images; colorimetric intents are for proofing | HP |

## Steps: converted desktop printer with an ICC profile

1. Install the ICC profile following the supplier's instructions for your operating system.
2. Open your design and make sure it is in RGB. Robin Kavanagh of Sawgrass notes that designs made in CMYK must be converted, because sublimation profiles expect RGB input unless you use a RIP.
3. In the program's print dialog, choose "application manages colours" (the wording varies) and select your sublimation ICC profile as the printer profile.
4. Open the printer driver's properties. Set the paper type and quality to exactly what the profile maker specifies.
5. Turn the driver's own colour management off. On Epson drivers this is usually "Off (No Color Adjustment)" under colour management.
6. Switch on mirror image, either in the driver or in your design program, but not both, or the two flips cancel out.
7. Save all of this as a named preset so you never rebuild it by hand.
8. Print the test design, press it on a typical blank and compare it with the screen in good daylight.

## Steps: Sawgrass printers

1. Print through the Sawgrass software or driver as Sawgrass instructs, and choose the substrate you are pressing so the right profile is applied.
2. Set mirror in the software when the product needs it.
3. Do not add a second ICC profile in your design program on top of the Sawgrass colour handling.

## What goes wrong and how to fix it

- **Colours dull or muddy after pressing:** check that colour is managed only once and that the paper type matches the profile. All Weather Paper suggests troubleshooting the ICC profile first when a print looks wrong, and notes that changing ink, paper, printer or software means you need a matching profile. See [fixing dull or faded colors](/guides/fixing-dull-or-faded-colors).
- **Colours far off, such as purple blues:** the file may be CMYK, or the driver is still adjusting colour. More in [ICC profiles and color management](/guides/icc-profiles-and-color-management).
- **Stripes:** a draft quality mode or a wrong paper setting can cause banding; see [fixing banding and white lines](/guides/fixing-banding-and-white-lines).
- **Ink bleeding on the paper:** a glossy or photo media setting on the wrong paper puts down too much ink.
- **Text reads backwards on the product:** mirror was off, or applied twice.

For artwork preparation, see [designing artwork for sublimation](/guides/designing-artwork-for-sublimation); for converted printers, see [converting an Epson EcoTank](/guides/converting-an-epson-ecotank).`,
    sources: [S.magicTouchProfile, S.hpIcc, S.darkroom, S.toneSystem, S.mediaInk, S.magicTouchBanding, S.ordant, S.gpRgb, S.awpaper],
    troubleshooting: ["wrong-colors", "dull-colors", "banding"],
    createdAt: "2026-02-10",
    updatedAt: "2026-05-21",
  },
  {
    id: "fixing-ghosting",
    title: "Fixing Ghosting: Why You Get a Faint Double Image and How to Stop It",
    description:
      "Ghosting is a faint second copy of your design beside the real one. Learn the causes in order of likelihood, from paper shifting when the press opens to re-pressing, and the fixes for each.",
    category: "troubleshooting",
    difficulty: "intermediate",
    estimatedTime: "20 minutes",
    imageUrl: null,
    content: `Ghosting is a shadow image: a faint, slightly offset copy of your design next to the sharp one, as if the print has double vision. It happens because sublimation ink is still active as a gas after the timer ends. If the paper or the item moves while everything is hot, the dye keeps transferring in the new position and leaves a ghost (Printwear, from Aaron Montgomery). Once it is there it cannot be removed, so prevention is everything.

## How to recognise it

- A soft second outline, slightly offset in one direction.
- Sharp text with a pale echo beside it.
- Sometimes only part of the design is affected, where the paper lifted or slid (Single J's).

If the whole edge of the design is fuzzy in every direction instead, that is more likely bleeding; see [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).

## Likely causes

1. **The paper moved when the press opened or while the item was hot.** This is the main cause described by Printwear. On shirts, the top platen can lift the paper as it opens; on hard items, sliding the paper off instead of lifting it smears the image.
2. **The transfer was not secured.** No heat tape, not enough tape, or non-tacky paper on fabric (Single J's; Roland DGA).
3. **Heavy pressure released suddenly.** Single J's notes that high pressure can make the transfer spring and shift as the press opens. Trade notes on polymer mugs also warn that high pressure warps and ghosts them.
4. **The blank was overheated before the transfer went on.** A long pre-press leaves the item so hot that dye starts gassing before the press is closed and while you are still positioning the paper (Sky Image paper).
5. **The item was pressed a second time.** Reheating a sublimated image re-gasses the dye; Printwear warns this leads to ghosting, and it is why overlapping placements are a problem.

## What you need

- Heat-resistant tape.
- Tacky sublimation paper for fabric. Roland DGA says lightly tacky, heat-activated paper is ideal for apparel and helps prevent ghosting.
- Heat-resistant gloves.
- A foam pad or pressing pillow for garments.

## Settings

| Item | Temperature | Time | Source |
|---|---|---|---|
| Garment pre-press | your sublimation temperature | 3-5 s | Sublishop |
| Polyester performance shirt | 400°F (204°C) | about 30 s (A&E); 35-40 s (SignWarehouse) | A&E, March 2019; SignWarehouse |
| Hard blanks | follow your blank's instructions | follow your blank's instructions | - |

Sources differ slightly on shirt time, so start at the shorter figure and test. A&E specifically says performance shirts should not be pressed for 45-60 seconds.

## Fixes

1. **Tape every hard-item transfer** on at least two opposite edges so it cannot slide. For mugs and tumblers, tape along the seam and ends.
2. **Use tacky paper for garments,** or tape the corners if you only have standard paper.
3. **Keep the pre-press short.** Press the garment for 3-5 seconds to drive out moisture and wrinkles, then place the transfer. Do not leave the blank sitting under the platen.
4. **Open the press smoothly** and hold the garment or blank still. On clamshell presses, keep a hand near the item's edge (in a glove) so the rising platen does not lift it.
5. **Lift the paper straight up and off in one motion** while the item is still hot. Do not slide it or let it settle back down.
6. **Check pressure.** If a firm press makes the paper jump when opened, reduce pressure slightly and confirm the print is still even. Polymer items usually need only light to medium pressure.
7. **Never re-press to fix a weak area.** It re-gasses the whole image. Fix the cause and make a new one.
8. **For multi-placement designs,** plan artwork so areas do not overlap (Printwear).

## What goes wrong and how to fix it

- **Ghost on one side only:** the paper shifted in one direction. Look at where the tape was missing.
- **Ghost on every shirt in a batch:** your routine lets the platen lift the paper, or the paper is not tacky. Change paper or add tape.
- **Ghost on mugs from a mug press:** tape was loose or the mug was rotated when removed. Remove the paper promptly, then cool the mug as described in [mugs with a mug press](/guides/mugs-with-a-mug-press).
- **Light ghost on a finished item:** Single J's points out that a very faint ghost may pass as a second, but be honest with buyers about it.

Related: [avoiding press marks](/guides/avoiding-press-marks), [sublimating polyester shirts](/guides/sublimating-polyester-shirts).`,
    sources: [S.printwearGhosting, S.singlejs, S.rolandPaper, S.skyimageMoisture, S.printwear2012, S.sublishop, S.ae2019, S.signwarehouse, S.tropical],
    troubleshooting: ["ghosting", "paper-sticking"],
    createdAt: "2026-02-17",
    updatedAt: "2026-06-09",
  },
  {
    id: "fixing-blurry-or-bleeding-edges",
    title: "Fixing Blurry or Bleeding Edges on Sublimated Prints",
    description:
      "Fuzzy outlines and colour creeping past the edges usually come from hot items left to cool slowly, damp paper, too much time or too much ink. Work through the causes in order.",
    category: "troubleshooting",
    difficulty: "intermediate",
    estimatedTime: "30 minutes",
    imageUrl: null,
    content: `A blurry or bleeding print has edges that look soft or smeared in every direction, and dark colours creep into light areas. Fine text suffers first: white text on a black background can fill in and become unreadable. Unlike ghosting, there is no second offset image; the dye has simply spread. The causes are well understood, and most are about heat that lasts too long or moisture.

## Likely causes

1. **The item stayed hot after pressing.** Ceramics, tiles and other heavy items hold heat long after they leave the press. While they are hot, the coating's pores stay open and the dye stays a gas, so it keeps moving sideways. A&E describes mugs left on a table that ended up with a blur running upwards, because the hot dye gas rose before settling back into the coating.
2. **Moisture in the paper or the blank.** Damp paper causes bleeding, colour shifts and uneven solid areas. Hard substrates such as metal and ceramic cannot absorb the moisture the way fabric can, so it turns to steam at pressing temperature (Jimmy Lamb, Sawgrass, in GRAPHICS PRO; SubliStuff).
3. **Too much time or temperature.** The longer dye is active, the further it travels. A&E's author achieved fine text on aluminium name badges only by getting the time right to the second.
4. **Too much ink on the paper.** A glossy or photo media setting on sublimation paper lays down more ink than the paper can hold, and it spreads before pressing (Cartridge Refilling Centre). See [printer settings for sublimation](/guides/printer-settings-for-sublimation).
5. **Pressure too high for the item.** Heavy pressure can squeeze soft blanks such as polymer items and spread the image.

## What you need

- A fan or a cooling rack, and heat-resistant gloves.
- A bowl of room-temperature water only for metal items that the blank maker says can be cooled in water.
- Fresh butcher paper.
- A hygrometer.

## Settings

| Item | Temperature | Time | Source |
|---|---|---|---|
| Ceramic, glass and slate (flat press) | about 400°F (204°C) | 4-8 min depending on item | A&E, March 2019 |
| Mugs in a mug press | 400°F (204°C), medium-heavy pressure | 11 oz 3.5-5 min, 15 oz 4-6 min depending on the mug's origin | SublimationInstructions.com |
| Aluminium inserts | follow your blank's instructions for temperature | about 30 s | A&E, March 2019 |
| Ideal working room | 59-77°F (15-25°C), humidity above 35% | - | Jimmy Lamb, Sawgrass |

Mug times vary between sources and between mug brands, so treat the table as a starting range and use your mug supplier's figure when it has one.

## Fixes

1. **Cool items as fast as you safely can.** As soon as a ceramic item leaves the press, remove the paper and put it in front of a fan or on a rack with good airflow. A&E stresses that fast cooling is crucial for fine detail.
2. **Do not put hot glass into water.** Glass can crack from sudden temperature change; cool glass with moving air. A&E describes dipping aluminium badges into warm water to stop dye movement quickly, but only do this with metal blanks whose maker allows it.
3. **Dry your paper.** Store it sealed (see [storing ink and paper](/guides/storing-ink-and-paper)). If you suspect moisture, hold the paper on the open press for a few seconds without closing it.
4. **Use butcher paper, not Teflon, over hard-substrate transfers** so moisture has somewhere to go, and use a fresh sheet each time (GRAPHICS PRO).
5. **Shorten time in small steps.** Reduce the time in small steps, pressing one test piece at each step, and compare. Stop when the colour starts to weaken.
6. **Check your printer's media setting** so the paper is not flooded with ink.
7. **Reduce pressure on soft or polymer items** to the light-medium range and test.

## What goes wrong and how to fix it

- **Blur only above the design on mugs:** the mug cooled slowly, standing upright. Cool faster.
- **Bleeding only in humid weather:** moisture. Log humidity and use a dehumidifier.
- **Fine white text filled in:** combine every fix above, and make text slightly bolder in the design ([designing artwork for sublimation](/guides/designing-artwork-for-sublimation)).
- **Offset double image instead of a soft edge:** that is ghosting; see [fixing ghosting](/guides/fixing-ghosting).

More product-specific advice: [mugs with a mug press](/guides/mugs-with-a-mug-press), [sublimating glass](/guides/sublimating-glass).`,
    sources: [S.ae2020, S.ae2019, S.gpMoisture, S.sublistuffHumidity, S.mediaInk, S.sublimationInstructions, S.skyimageMoisture, S.tropical],
    troubleshooting: ["blurry-edges", "blowouts"],
    createdAt: "2026-02-24",
    updatedAt: null,
  },
  {
    id: "fixing-dull-or-faded-colors",
    title: "Fixing Dull or Faded Colours in Sublimation",
    description:
      "Washed-out prints usually come from the blank, the heat, the colour profile or damp paper. A beginner-friendly checklist to find the cause and get bright colours back.",
    category: "troubleshooting",
    difficulty: "beginner",
    estimatedTime: "30 minutes",
    imageUrl: null,
    content: `A dull print is one of the most common complaints from people new to sublimation. Before you change anything, remember one thing: sublimation transfers *always* look dull and a bit strange on the paper. TheMagicTouch explains that sublimation inks change and brighten once they are heat-activated, which is exactly what a good colour profile allows for. Judge colour on the finished product, never on the paper.

## Likely causes

1. **The blank cannot hold enough dye.** Sublimation only works on polyester or polyester-coated items. Cotton and low-polyester blends do not hold the dye well (Heat Press Nation). Sean Stewart of Johnson Plastics Plus notes that colour retention depends directly on polyester content, and that 50/50 garments give a vintage look rather than full colour.
2. **Not enough heat, time or pressure.** The dyes start to activate at about 350°F (177°C), and 380-420°F (193-216°C) is normally recommended for good colour (CF Sub Paper). A press that runs cooler than its display gives pale prints. SignWarehouse also notes that soft coatings and softer polyesters may need their time adjusted.
3. **Colour management is wrong.** No ICC profile, a profile for a different paper or ink, driver colour correction applied on top of a profile, or a CMYK design file.
4. **Printer settings.** A plain-paper or draft mode lays down too little ink. A clogged nozzle removes one colour.
5. **Moisture.** Damp paper or blanks shift colours and make solid areas uneven (SubliStuff).
6. **Printed on the wrong side of the paper.** Sublimation paper is coated on one side only.

## What you need

- A sublimation-ready blank that you know works, such as a white 100% polyester shirt or a coated tile from a sublimation supplier.
- A pyrometer or temperature strips (see [heat press care and calibration](/guides/heat-press-care-and-calibration)).
- A test design with bright primary colours.

## Settings

| Reference | Figure | Source |
|---|---|---|
| Dye activation | about 350°F (177°C) | CF Sub Paper |
| Normal range for optimal colour | 380-420°F (193-216°C) | CF Sub Paper |
| Common benchmark | 400°F (204°C) | A&E, March 2019 |
| Polyester performance shirt | 400°F (204°C), about 30 s (A&E) or 35-40 s (SignWarehouse) | A&E, March 2019; SignWarehouse |
| Minimum useful polyester content | 50% or more for garments | Sean Stewart, Johnson Plastics Plus |
| Hardboard, panels, coasters, puzzles | follow your blank's instructions | - |

## Steps to find the cause

1. **Test a known-good blank.** Press your test design on a blank that is certainly sublimation-ready. If it comes out bright, the problem is your original blank: see [polyester blends and vintage look](/guides/polyester-blends-and-vintage-look) and [sublimating on cotton and dark fabrics](/guides/sublimating-on-cotton-and-dark-fabrics).
2. **Measure the press.** Check the real platen temperature. If it reads low, correct it before touching anything else.
3. **Check time and pressure** against your blank maker's sheet. Too little of either gives pale, patchy colour.
4. **Print a nozzle check.** A missing colour makes everything look wrong. See [printer maintenance and clogs](/guides/printer-maintenance-and-clogs).
5. **Check the colour chain.** Is the design in RGB? Is the correct ICC profile selected? Is the driver's own colour management switched off? Follow [printer settings for sublimation](/guides/printer-settings-for-sublimation) and [ICC profiles and color management](/guides/icc-profiles-and-color-management).
6. **Check the paper.** Make sure you printed on the coated side and that the paper has been stored dry ([choosing sublimation paper](/guides/choosing-sublimation-paper)).
7. **Change one thing at a time** and write down what you changed, so you know what fixed it.

## Fixes

- Use only blanks sold as sublimation-ready; for garments, use high-polyester fabric when you want full colour.
- Bring the press to its true temperature, and use the time your blank maker gives.
- Use the ICC profile made for your exact ink and paper, and do not double-correct colour.
- Use a high-quality print mode with the paper type your profile expects.
- Keep paper sealed; pre-press garments for 3-5 seconds to remove moisture (Sublishop).

## What goes wrong and how to fix it

- **Bright on mugs, dull on shirts:** likely the fabric's polyester content.
- **Dull everywhere since a new ink or paper:** you need the matching profile.
- **Dull only in patches:** uneven pressure or cold spots; test both.
- **Fades after washing:** check blank quality and follow the care instructions supplied with the blank.`,
    sources: [S.magicTouchProfile, S.heatPressNation, S.gpPoly, S.cfsub, S.signwarehouse, S.ae2019, S.sublistuffHumidity, S.sublishop, S.gpRgb],
    troubleshooting: ["dull-colors", "wrong-colors", "uneven-transfer"],
    createdAt: "2026-03-03",
    updatedAt: "2026-07-15",
  },
  {
    id: "preventing-burn-marks-and-scorching",
    title: "Preventing Burn Marks and Scorching",
    description:
      "Brown marks, shiny boxes and discoloured fabric come from too much heat or time, a dirty platen or heat-sensitive blanks. Check each cause and protect your work.",
    category: "troubleshooting",
    difficulty: "intermediate",
    estimatedTime: "30 minutes",
    imageUrl: null,
    content: `Burn marks and scorching show up as brown or yellow patches, a shiny outline the shape of the platen, or fabric that has changed colour. On polyester these marks are usually permanent. GRAPHICS PRO lists four causes of true burn marks, and SanMar adds that polyester's heat tolerance varies by manufacturer, dye and recycled content. Work through them in order.

## How to recognise it

- A discoloured or shiny rectangle matching the platen edges on fabric (often called the heat press box).
- Brown marks in the print area that were not in the design.
- Neon or bright fabrics turning brownish.
- Spots that repeat in the same place on every item, which usually point to the platen rather than the blank.

## Likely causes

1. **Temperature too high.** Either the setting is too high, or the press runs hotter than the display. GRAPHICS PRO advises verifying with a digital pyrometer from a sublimation dealer rather than a hardware-store temperature gun.
2. **Time too long.** Polyester performance shirts are a common victim. A&E reports that 400°F (204°C) for about 30 seconds gives good results with no box lines, no bleed-through and no garment discoloration, while 45-60 seconds is too long for these fabrics.
3. **Dirty platen.** Contamination on the upper platen can look like a burn (GRAPHICS PRO).
4. **Heat-sensitive blank.** Brighteners added to neon fabric dyes react to heat; GRAPHICS PRO says such fabric can start turning brownish at around 300°F (149°C). This is a property of the fabric and the only fix is a different brand. SanMar notes that polyester's heat tolerance also varies with where and how it was made.

## What you need

- A pyrometer or temperature strips.
- Platen cleaner approved by your press maker.
- Fresh butcher paper or a protective sheet.
- One spare blank of any new garment style for testing.

## Settings

| Item | Temperature | Time | Source |
|---|---|---|---|
| Polyester performance shirt | 400°F (204°C) | about 30 s | A&E, March 2019 |
| Polyester performance shirt (alternative) | 400°F (204°C) | 35-40 s | SignWarehouse |
| Garment pre-press | your sublimation temperature | 3-5 s | Sublishop |
| Neon fabric discoloration risk | from about 300°F (149°C) | - | GRAPHICS PRO |
| Other blanks | follow your blank's instructions | follow your blank's instructions | - |

## Fixes

1. **Measure the true temperature** at the centre and corners of the platen, as in [heat press care and calibration](/guides/heat-press-care-and-calibration). If the press runs hot, ask the manufacturer how to recalibrate it.
2. **Use the shortest time your blank maker gives.** For performance polyester, test the 30-second figure before anything longer.
3. **Clean the upper platen** with a proper platen cleaner. Look at it under good light; residue from previous jobs often sits near the edges.
4. **Cover the transfer** with a fresh sheet of butcher paper or a protective sheet so the platen never touches the blank directly.
5. **Test every new garment style** on one piece before buying in quantity. The WH blog and SanMar both recommend testing a garment's reaction to heat before committing to an order.
6. **Change brand** when a neon or unusual fabric discolours even at the correct settings.
7. **Use a pressing pillow or foam** inside garments so the platen edges do not press a hard line into the fabric; see [avoiding press marks](/guides/avoiding-press-marks).

## What goes wrong and how to fix it

- **Marks on cotton that fade after a few hours:** SanMar explains that the discolouration on cotton comes from moisture leaving the fibres and usually evens out as they reabsorb it. Polyester scorch does not recover.
- **Brown spot in exactly the same place on every item:** the platen is dirty or the cover sheet is contaminated.
- **Only neon shirts burn:** brighteners in the fabric. Switch garment brand.
- **Yellowing on mugs or white coated items:** that is usually overheating of the coating; see [preventing yellowing](/guides/preventing-yellowing).
- **Burns started after you bought a new press:** it probably runs hotter than your old one. Measure before adjusting anything else.

For general shirt settings, see [sublimating polyester shirts](/guides/sublimating-polyester-shirts).`,
    sources: [S.gpBurn, S.ae2019, S.signwarehouse, S.sanmar, S.whScorch, S.sublishop],
    troubleshooting: ["burn-marks", "press-marks", "yellowing"],
    createdAt: "2026-03-10",
    updatedAt: null,
  },
  {
    id: "preventing-yellowing",
    title: "Preventing Yellowing on Mugs and White Coated Blanks",
    description:
      "White areas turning cream or yellow after pressing usually mean too much heat or time, or a weak coating. How to diagnose it, what trade sources give as mug settings, and how to test safely.",
    category: "troubleshooting",
    difficulty: "intermediate",
    estimatedTime: "30 minutes",
    imageUrl: null,
    content: `Sublimation has no white ink: white areas in your design are simply the colour of the blank. So when a mug, tile or coated panel comes out of the press with a cream or yellow tint in the white areas, it spoils the whole piece. The coating is being overheated, held at temperature too long, or is of poor quality to begin with. SublimationInstructions.com and Mecolour both name these as the main causes.

## How to recognise it

- White areas look cream or yellow next to an unpressed blank.
- The tint is strongest where the heat was most intense, such as near a mug press's heating element or on areas of a mug outside the silicone wrap in an oven. SublimationInstructions.com describes unwrapped areas caramelising.
- Some brands of blank yellow while others pressed the same way do not.

## Likely causes

1. **Overheating.** Temperature too high, or a press or oven that runs hotter than its display. Mecolour calls excessive heat one of the most common causes; the coating degrades and turns yellow.
2. **Too much time.** Even at the right temperature, extra minutes discolour coatings (Mecolour; SublimationInstructions.com).
3. **Poor-quality coating.** Low-quality blanks are more prone to yellowing (Mecolour). A&E explains that mug coatings differ: harder modern coatings accept dye at higher temperatures than older, softer ones, so settings that suit one coating can overcook another.
4. **Long-term light exposure.** Mecolour adds that prolonged sunlight or UV can degrade the print over time; this shows up later, not straight out of the press.

## What you need

- Two or three spare blanks from the same batch.
- A pyrometer or temperature strips.
- An unpressed blank kept aside as a white reference.
- Heat-resistant gloves.

## Settings

| Item | Temperature and pressure | Time | Source |
|---|---|---|---|
| US-made 11 oz ceramic mug, mug press | 400°F (204°C), medium-heavy | 3.5 min | SublimationInstructions.com |
| US-made 15 oz ceramic mug, mug press | 400°F (204°C), medium-heavy | 4 min | SublimationInstructions.com |
| Other 11 oz mugs, mug press | 400°F (204°C), medium-heavy | 5 min | SublimationInstructions.com |
| Other 15 oz mugs, mug press | 400°F (204°C), medium-heavy | 6 min | SublimationInstructions.com |
| Ceramic, glass and slate on a flat press | about 400°F (204°C) | 4-8 min | A&E, March 2019 |
| Oven with wraps, tumblers, panels | follow your blank's and wrap's instructions | follow your blank's instructions | - |

These figures come from different sources and different mugs. When your mug supplier gives a figure, use that instead.

## Steps to stop yellowing

1. **Measure the real temperature** of your press or mug press element. Fix any difference first; see [heat press care and calibration](/guides/heat-press-care-and-calibration).
2. **Find the supplier's figure** for your exact blank. If they give a range, start at the low end.
3. **Press one test piece** at that setting and compare its white areas with your unpressed reference in daylight.
4. **If it yellowed, reduce time first,** in small steps, and test again. Stop when colours start to look weak, then step back once.
5. **If colour is weak before yellowing disappears,** the blank's coating is the problem. Try another supplier; Mecolour points to low-quality coatings as a cause.
6. **In ovens,** make sure the wrap covers as much of the printed area as possible and keep to the wrap and blank makers' times, since the uncovered surface takes the full oven heat.
7. **Remove the paper and cool the piece promptly** once the time ends, as in [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges), so the coating does not keep cooking.
8. **Record the final setting** for that blank and supplier.

## What goes wrong and how to fix it

- **Yellow band near the top or bottom of mugs:** uneven heat in the mug press element or a worn pad. Check the element and consider the press's age.
- **Only one batch yellows:** a coating change at the supplier. Re-test every new batch.
- **Yellowing on polyester shirts:** that is scorching; see [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching).
- **Mugs fade after customers use the dishwasher:** a different problem; A&E notes that older, softer mug coatings were not very dishwasher durable, so check your blank's care rating and label mugs clearly.

More on drinkware: [mugs with a mug press](/guides/mugs-with-a-mug-press), [mugs in an oven with wraps](/guides/mugs-in-an-oven-with-wraps), [tumblers by press, oven or convection](/guides/tumblers-press-oven-convection).`,
    sources: [S.sublimationInstructions, S.mecolour, S.aeMug, S.ae2019, S.hixMug, S.aeAug2019],
    troubleshooting: ["yellowing", "dishwasher-fading"],
    createdAt: "2026-03-17",
    updatedAt: "2026-08-04",
  },
  {
    id: "fixing-banding-and-white-lines",
    title: "Fixing Banding and White Lines in Sublimation Prints",
    description:
      "Stripes and thin white lines come either from the printer (clogged nozzles, alignment, media settings, a dirty encoder strip) or from the pressing stage (creases and folds). Find which, then fix it.",
    category: "troubleshooting",
    difficulty: "intermediate",
    estimatedTime: "30-45 minutes",
    imageUrl: null,
    content: `Banding is a pattern of unwanted stripes across a print, either lighter lines or bands of slightly different colour (TheMagicTouch). White lines can also appear on the finished item for reasons that have nothing to do with the printer. The first job is to work out which stage caused them, because the fixes are completely different.

## Step one: look at the paper

Before pressing another item, print the same design and look closely at the transfer paper under good light. Sublimation prints look dull on paper, but the stripes will still be visible if the printer caused them.

- **Lines are on the paper:** it is a printing problem. Follow "Printer causes" below.
- **Paper looks clean but the item has lines:** it is a pressing problem. Follow "Pressing causes" below.

## Printer causes, most likely first

1. **Clogged nozzles.** TheMagicTouch names this as the most common cause: dried ink stops some nozzles firing, leaving gaps that show as fine horizontal lines.
2. **Print head misalignment.** The head is not properly calibrated to the paper feed, so passes do not line up (TheMagicTouch).
3. **Wrong media setting.** If the paper type in the driver or Sawgrass software does not match your paper, the printer puts down the wrong amount of ink and bands can appear (TheMagicTouch). A draft quality mode can have the same effect.
4. **Dirty or damaged encoder strip (Sawgrass).** Sawgrass says a dirty encoder strip is often the cause of solid vertical white lines and of service code errors.

## Pressing causes

1. **Creases or wrinkles in the fabric.** Printwear warns that wrinkles in a shirt during pressing cause white streaks, especially under the arms on all-over prints.
2. **Folds or creases in the transfer paper.** A fold lifts the paper away from the blank, so that line does not transfer.
3. **Seams, zips or buttons under the print area.** They hold the platen off the surrounding fabric and create uneven pressure (Sublishop).

## What you need

- The printer's maintenance utility.
- Isopropyl alcohol and a lint-free cloth (Sawgrass encoder only).
- A pressing pillow or foam pad for garments.
- Heat-resistant tape.

## Fixes for printer causes

1. **Run a nozzle check.** If any colour block has gaps, run one head cleaning cycle and check again. Repeat only if needed; each cleaning uses ink. Details in [printer maintenance and clogs](/guides/printer-maintenance-and-clogs).
2. **Run the head alignment utility** if the nozzle check is complete but lines remain.
3. **Set the correct paper type and quality** in the driver or software; see [printer settings for sublimation](/guides/printer-settings-for-sublimation).
4. **Clean the encoder strip on Sawgrass printers** when you see solid vertical white lines: wipe gently with isopropyl alcohol on a lint-free cloth (not paper or microfibre towels), do not pinch or pull it, make sure it sits centred in its sensor, and let it dry for at least 10 minutes (Sawgrass Care).
5. **Leave Sawgrass printers switched on** so automatic maintenance can stop clogs forming (Sawgrass).
6. **If banding persists** after cleaning, alignment and the right settings, contact your printer or ink supplier. On a Sawgrass printer, remember that non-genuine ink is excluded from the warranty.

## Fixes for pressing causes

1. **Pre-press garments for 3-5 seconds** to flatten wrinkles and drive out moisture (Sublishop).
2. **Smooth the fabric flat** with your hands before placing the transfer, paying attention to side seams and underarms.
3. **Use a pressing pillow or foam pad** inside garments so seams and zips sit outside the pressure area.
4. **Keep paper flat.** Store it sealed and flat (see [storing ink and paper](/guides/storing-ink-and-paper)) and tape the transfer so it cannot fold as the press closes.
5. **For large garments,** see the layout advice in [all-over print and large format](/guides/all-over-print-and-large-format).

## Quick reference

| Symptom | Stage | First thing to try | Source |
|---|---|---|---|
| Fine horizontal lines on paper and item | Printer | Nozzle check, then one cleaning | TheMagicTouch |
| Lines remain after clean nozzle check | Printer | Head alignment; check media setting | TheMagicTouch |
| Solid vertical white line (Sawgrass) | Printer | Clean the encoder strip | Sawgrass Care |
| Streaks only on the garment, under arms or at folds | Pressing | Pre-press, smooth the fabric, use foam | Printwear; Sublishop |
| Line at a seam or zip | Pressing | Move the seam out of the platen area or use a pillow | Sublishop |

## What goes wrong and how to fix it

- **Banding appears after the printer sat unused:** ink has started to dry; run a nozzle check and clean as needed, then print regularly.
- **One colour band keeps returning:** that channel may need repeated attention; note it and talk to your supplier.
- **Random white flecks rather than lines:** often dust or lint; see [removing blue specks](/guides/removing-blue-specks) for cleaning habits.`,
    sources: [S.magicTouchBanding, S.sawgrassEncoder, S.sawgrassMaintenance, S.sawgrassWarranty, S.printwear2012b, S.sublishop],
    troubleshooting: ["banding", "printer-clogs", "uneven-transfer"],
    createdAt: "2026-03-24",
    updatedAt: null,
  },
  {
    id: "removing-blue-specks",
    title: "Blue Specks on Sublimated Shirts: Why They Appear and How to Prevent Them",
    description:
      "Tiny blue or coloured dots across the pressed area are sublimated dust and lint. They do not wash out, so the fix is prevention: lint-roll, control static and keep your work area clean.",
    category: "troubleshooting",
    difficulty: "beginner",
    estimatedTime: "10 minutes",
    imageUrl: null,
    content: `You press a white polyester shirt, peel the paper, and see dozens of tiny blue dots scattered across the area the platen touched, even outside your design. Sublimation decorators sometimes call them "blue meanies". Kevin Lumberg explains in GRAPHICS PRO that they are dust particles containing polyester. When the dust is pressed, the dye in it gasses and spreads a little, leaving a speck larger than the original particle. The bad news: the specks do not wash out. The good news: they are easy to prevent.

## Why it happens

- **Static.** Pulling a polyester shirt out of its plastic bag charges it with static electricity, and a charged shirt attracts dust from the air (GRAPHICS PRO).
- **Dry air.** Static is worse in dry seasons and dry climates, so specks are more common then.
- **Polyester dust.** Lint in a print shop contains polyester fibres. Any polyester fibre that picks up dye during pressing becomes a coloured speck.
- **Dirty surfaces.** Lint on the lower pad, the cover sheet or the work table transfers to the shirt.

## Likely causes

1. The shirt was not lint-rolled right before pressing.
2. The shirt picked up dust again after rolling, for example from a dirty table or from being laid down on another surface.
3. The lower pad, pressing pillow or cover sheet carries lint.
4. The air is dry and the shirts are full of static.

## What you need

- An adhesive lint roller with plenty of fresh sheets.
- A foam pad or pressing pillow (GRAPHICS PRO mentions Vapor Foam).
- A clean, covered place to store blanks.
- A hygrometer, if you suspect the room is very dry.

## Steps to prevent blue specks

1. **Take the shirt out of its bag at the press,** not on a dusty table somewhere else.
2. **Place the shirt on the press over the foam pad,** so the area to be printed is raised and is the only part that will touch the upper platen.
3. **Lint-roll that whole area gently,** with a fresh roller sheet. GRAPHICS PRO says this removes the dust and prevents the specks. Roll the full area the platen will touch, not just the design area, because specks appear anywhere the platen presses.
4. **Pre-press for 3-5 seconds** to drive out moisture and flatten wrinkles (Sublishop), then let the shirt settle, lint-roll again if anything has landed on it, and place your transfer.
5. **Keep the cover sheet and lower pad clean.** Lint-roll the lower pad at the start of each session and shake out or replace cover sheets that have collected fluff.
6. **Store blanks covered** and away from the area where you trim paper or unpack stock. Cardboard and paper dust add to the problem.
7. **Watch humidity.** Sawgrass's Jimmy Lamb gives ideal working conditions of 59-77°F (15-25°C) with relative humidity above 35%. Very dry air makes static worse; see [storing ink and paper](/guides/storing-ink-and-paper).

## Can you remove them after pressing?

Not reliably. GRAPHICS PRO states that the specks will not wash out, because the dye has sublimated into the fabric just like your design. Re-pressing does not remove them either and re-gasses the whole image, which can cause ghosting. Treat a speckled shirt as a test or second, and fix the routine for the next one.

## Settings

| Step | Figure | Source |
|---|---|---|
| Pre-press before the transfer | 3-5 s at your sublimation temperature | Sublishop |
| Polyester performance shirt | 400°F (204°C), about 30 s (A&E) or 35-40 s (SignWarehouse) | A&E, March 2019; SignWarehouse |
| Working room | 59-77°F (15-25°C), humidity above 35% | Jimmy Lamb, Sawgrass |

## What goes wrong and how to fix it

- **Specks only in winter:** dry air and static. Lint-roll twice and consider raising the room humidity.
- **Specks in the same spot on every shirt:** something on the lower pad or cover sheet. Clean them.
- **Specks even after rolling:** the roller sheet is used up, or the shirt touched another surface after rolling.
- **Larger coloured blotches:** probably not dust; check for ink drips on the paper or a contaminated cover sheet.

Related guides: [sublimating polyester shirts](/guides/sublimating-polyester-shirts), [avoiding press marks](/guides/avoiding-press-marks), [fixing ghosting](/guides/fixing-ghosting).`,
    sources: [S.gpBlue, S.sublishop, S.gpMoisture, S.ae2019, S.signwarehouse],
    troubleshooting: ["blue-specks"],
    createdAt: "2026-04-01",
    updatedAt: "2026-09-10",
  },
  {
    id: "avoiding-press-marks",
    title: "Avoiding Press Marks and Box Lines on Fabric",
    description:
      "The outline of the platen pressed into a shirt is avoidable. Pre-press, lift the print area on a pillow or foam, keep seams out of the way and use the right time and pressure.",
    category: "troubleshooting",
    difficulty: "beginner",
    estimatedTime: "15 minutes",
    imageUrl: null,
    content: `Press marks, also called box lines, pressure marks or halo marks, are the outline of the heat press platen left on a garment: a rectangle that catches the light differently from the rest of the fabric. Sublishop explains the cause simply. The edge of the platen applies concentrated pressure in a narrow line, the fibres there are flattened, and the flattened line reflects light differently. Anything under the platen that sticks up, such as seams, zips, buttons or folds, makes it worse. Press marks are almost always preventable.

## Press marks or scorch?

- **Press marks** are a change in texture or sheen along the platen edges. On cotton, SanMar notes that the discolouration from a heat press is moisture leaving the fabric and usually evens out as the fibres reabsorb moisture.
- **Scorch marks** on polyester are a real colour change and are permanent. If your box is brown or yellow, read [preventing burn marks and scorching](/guides/preventing-burn-marks-and-scorching) as well.

## Likely causes

1. The platen edge pressed straight onto flat fabric with no pillow or pad to lift the print area.
2. Seams, collars, zips or buttons under the platen edge, creating pressure points (Sublishop).
3. Too much time, temperature or pressure for the fabric. A&E reports that 400°F (204°C) for about 30 seconds on performance polyester gives no box lines, while longer times are unnecessary.
4. Moisture in the fabric, which turns to steam during a long press (Sublishop).

## What you need

- A pressing pillow, a silicone pad or a heat-resistant foam pad sized a little larger than your design.
- A Teflon or butcher-paper cover sheet.
- Heat-resistant tape.

## Steps

1. **Pre-press the garment for 3-5 seconds** at your sublimation temperature. Sublishop says this drives off moisture and relaxes and flattens the fibres. You will often see steam rising as you open the press.
2. **Put a pillow or foam pad inside the garment,** under the print area only. This lifts the area you are printing so it takes the pressure, while the platen edges fall on softer, lower fabric.
3. **Keep seams and fastenings away from the platen edge.** Arrange the garment so side seams, collars and zips hang off the press or sit outside the pillow.
4. **Position and tape the transfer,** then cover it with a fresh cover sheet.
5. **Use the shortest time and the pressure your blank maker recommends.** For performance polyester, start with A&E's 30 seconds.
6. **Open the press smoothly and remove the paper** straight away.
7. **Check the garment** in raking light. If a faint line remains on cotton-rich fabric, let it rest before judging it; see SanMar's note above.

## Settings

| Step | Figure | Source |
|---|---|---|
| Pre-press | 3-5 s at sublimation temperature | Sublishop |
| Polyester performance shirt | 400°F (204°C), about 30 s | A&E, March 2019 |
| Polyester shirt (alternative) | 400°F (204°C), 35-40 s | SignWarehouse |
| Pressure | follow your blank's instructions; use a gauge or written setting to repeat it | Printwear |

Different sources give slightly different shirt times; start at the shortest and increase only if colour is weak.

## Fixes when marks still appear

- **Pillow smaller than the design:** use a pad that extends slightly past the design so the print area is fully supported.
- **Marks where a seam crossed the platen:** reposition the garment or use a smaller pillow that keeps the seam outside it.
- **Shiny rectangle on dark-dyed polyester:** SanMar notes that polyester's heat tolerance varies between garments. Test a single garment before buying in quantity, and reduce time where the blank maker allows.
- **Lines only on one side:** uneven pressure; check with the paper-strip test in [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **White streaks inside the design:** those are creases, not press marks; see [fixing banding and white lines](/guides/fixing-banding-and-white-lines).

## What goes wrong and how to fix it

Press marks almost always come from pressing flat fabric with nothing to lift the print area. Get into the habit of pre-press, pillow, tape and cover on every garment and they disappear. While the shirt is on the pillow, lint-roll it to avoid specks too; see [removing blue specks](/guides/removing-blue-specks). For a full shirt workflow, read [sublimating polyester shirts](/guides/sublimating-polyester-shirts).`,
    sources: [S.sublishop, S.sanmar, S.ae2019, S.signwarehouse, S.printwearPressure, S.gpBlue],
    troubleshooting: ["press-marks", "burn-marks"],
    createdAt: "2026-04-08",
    updatedAt: null,
  },
  {
    id: "preventing-blowouts",
    title: "Preventing Blowouts: Soft, Spreading Edges Around Your Design",
    description:
      "Blowouts are usually blamed on moisture and on too much pressure or time. No authoritative source confirms the causes, so this guide treats them as likely suspects and shows how to test each one.",
    category: "troubleshooting",
    difficulty: "intermediate",
    estimatedTime: "45 minutes of testing",
    imageUrl: null,
    content: `"Blowout" is a loose term used by decorators for a print whose colour has spread beyond its intended edges: a soft halo around the design, fuzzy outlines, or dye pushed into areas that should stay white. The word overlaps with what other people call bleeding or blurry edges.

**A note on sources:** we found no manufacturer or trade source that defines blowouts or sets out their causes. The causes below are the ones *commonly attributed* to the problem, namely moisture, and excess pressure or time. Moisture is the best supported, because several paper and ink sources describe moisture turning to steam and pushing dye away from where it should go. Treat the rest as suspects to test, and always follow your blank's instructions first.

## How it looks

- A soft coloured haze around the edge of the design, often wider on one side.
- Thin lines and small text thickening or filling in.
- Colour pushed into the weave of fabric beyond the printed area.
- Patchy solid areas with a mottled edge.

## Commonly attributed causes

1. **Moisture (best supported).** Sky Image paper and Sawgrass's Jimmy Lamb (GRAPHICS PRO) both describe moisture at 400°F (204°C) flashing to steam and blowing the ink away from its target, causing bleeding and uneven transfer. APM Designs adds that escaping steam can push dye in unintended directions and leave soft shadows around a design. The moisture can be in the paper, in the blank, or in the air.
2. **Too much pressure (commonly attributed, unconfirmed).** Heavy pressure can squeeze soft blanks and push paper and dye sideways. A polymer mug supplier, Tropical Graphics, does say high pressure warps polymer mugs and causes ghosting.
3. **Too much time or temperature (commonly attributed, unconfirmed).** Dye keeps moving for as long as it is hot; A&E shows that even after the press opens, hot items keep spreading dye until they cool.
4. **Too much ink on the paper.** A wrong media setting floods the paper (Cartridge Refilling Centre), giving the dye more to spread.

## What you need

- A hygrometer.
- Fresh butcher paper.
- Several identical test blanks and one test design with fine lines, small text and a solid block.
- A notebook to record each test.

## Settings

| Item | Figure | Source |
|---|---|---|
| Working room | 59-77°F (15-25°C), humidity above 35% | Jimmy Lamb, Sawgrass |
| Garment pre-press | 3-5 s | Sublishop |
| Polyester performance shirt | 400°F (204°C), about 30 s | A&E, March 2019 |
| Hard blanks and everything else | follow your blank's instructions | - |

## Steps: test one suspect at a time

1. **Baseline.** Press the test design at your blank maker's settings and keep it as a reference.
2. **Remove moisture.** Use paper straight from a sealed pack, warm it briefly on the open press without closing it, pre-press garments for 3-5 seconds, and cover hard-substrate transfers with butcher paper instead of Teflon. Press another test. If the halo shrinks, moisture was a factor; improve your storage (see [storing ink and paper](/guides/storing-ink-and-paper)).
3. **Reduce pressure.** Lower pressure one step on your gauge or knob, keeping everything else the same. Make sure the transfer is still even with the paper-strip test from [heat press care and calibration](/guides/heat-press-care-and-calibration).
4. **Reduce time.** Shorten the time in small steps, staying within your blank maker's range. Stop when colour begins to weaken.
5. **Check ink load.** Confirm the driver's paper type matches your profile so the paper is not over-inked; see [printer settings for sublimation](/guides/printer-settings-for-sublimation).
6. **Cool quickly.** Take hard items out, remove the paper and cool them with moving air (A&E, March 2020).
7. **Record the winning combination** for that blank.

## Fixes

- Keep paper sealed and the room's humidity steady.
- Pre-press fabrics to drive out moisture.
- Use butcher paper over hard-substrate transfers.
- Use the lowest pressure that still gives an even transfer, especially on polymer items.
- Use the shortest time that gives full colour.
- Cool hard items promptly.

## What goes wrong and how to fix it

- **Halo only in humid weather:** moisture is the main cause; control the room.
- **Halo on soft or polymer items only:** try lighter pressure.
- **Offset double image rather than a halo:** that is ghosting; see [fixing ghosting](/guides/fixing-ghosting).
- **Blur mainly above the design on mugs:** slow cooling; see [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).

If a blank still blows out at its maker's settings after these tests, contact the supplier; the coating or fabric may be the issue.`,
    sources: [S.skyimageMoisture, S.gpMoisture, S.apmMoisture, S.tropical, S.ae2020, S.ae2019, S.mediaInk, S.sublishop],
    troubleshooting: ["blowouts", "blurry-edges", "ghosting"],
    createdAt: "2026-04-15",
    updatedAt: "2026-10-02",
  },
  {
    id: "pricing-and-costing-sublimation-products",
    title: "Pricing and Costing Sublimation Products, with a Worked Example",
    description:
      "Work out what each item really costs you (blank, ink and paper, labour, packaging, overhead and waste), then set a price with a margin. Includes trade figures for ink cost and a worked example with numbers you replace with your own.",
    category: "business",
    difficulty: "business",
    estimatedTime: "1 hour",
    imageUrl: null,
    content: `Many small sublimation sellers price by looking at what others charge, then discover months later that they were paying customers to take their products. Costing first and pricing second fixes that. This guide breaks an item's cost into its parts, shows the trade rules of thumb for ink, and walks through a worked example.

**About the numbers:** the ink figures below come from named trade sources. Every other number in the worked example is an *example figure* chosen to show the method. Replace each one with your own supplier prices, times and costs.

## The parts of an item's cost

1. **The blank.** The mug, shirt or panel, plus the shipping you paid to get it. Jimmy Lamb (Impressions) notes that blanks are usually the largest share of a sublimation product's cost, so shopping around and buying sensible quantities matters.
2. **Ink and paper.** Small per item, but worth knowing (see the table below).
3. **Labour.** Your time to design, print, press, cool, check and pack, at an hourly rate you would accept. A&E's cost breakdown includes pressing labour as its own cost line, and Printwear notes that production time often affects total cost more than materials.
4. **Packaging.** Boxes, bubble wrap, bags, tissue, labels, care cards.
5. **Overhead.** Costs you pay whether or not you sell: equipment repayments, software, website, insurance, electricity, market stall fees. Spread them across the items you expect to sell in a month.
6. **Waste.** Misprints, test pieces and damaged blanks. Add an allowance rather than pretending they never happen.

## Ink and paper cost: trade rules of thumb

| Rule of thumb | Figure | Source |
|---|---|---|
| Ink used by a typical transfer | about 1.5 ml per sq ft | A&E (Aaron Montgomery) |
| Small-format ink price | about $70 for a 30 ml cartridge, roughly $2.30 per ml | A&E |
| Small-format ink and paper together | roughly $3.75 per sq ft (paper about $0.25 per sq ft) | A&E |
| Wide-format ink | about $0.15 per ml; ink and paper under $0.50 per sq ft | A&E |
| Simple ink estimate | about 1 cent of ink per sq in, plus paper | SubliStuff (EnMart) |

The two rules give different answers because they assume different ink prices and coverage. Tom Chambers of EnMart also stresses that nobody can tell you a fixed number of prints per ink set; it depends on your designs. Use the higher estimate until you have measured your own usage.

## Worked example: an 11 oz photo mug

All figures except the ink rule are **example numbers** for illustration only.

| Cost line | How it is worked out | Example amount |
|---|---|---|
| Blank mug, including shipping | example supplier price | $3.00 |
| Ink and paper | print area 9 x 3.5 in = 31.5 sq in = about 0.22 sq ft, at A&E's $3.75 per sq ft | $0.82 |
| Labour | example 6 minutes at an example $20 per hour | $2.00 |
| Packaging | example box, wrap and care card | $0.80 |
| Overhead | example $150 of monthly fixed costs spread over an example 200 items | $0.75 |
| Subtotal | | $7.37 |
| Waste allowance | example 5% of subtotal | $0.37 |
| **Total cost per mug** | | **$7.74** |

By EnMart's rule the ink alone would be about $0.32 (31.5 sq in at 1 cent), plus paper; the A&E figure is used here because it includes paper and is the more cautious of the two. For comparison, A&E's own 2017 mug example listed about $3.00 for the blank, $0.60 for ink and paper and $2.25 of pressing labour at $15 an hour, a total of $5.85 before packaging and overhead.

## From cost to price

**Margin** is the share of the selling price that is profit after costs. **Markup** is how much you add on top of cost. They are easy to confuse: a 100% markup gives a 50% margin.

To price for a target margin: price = total cost ÷ (1 − margin).

- Example at a 50% margin: $7.74 ÷ 0.5 = **$15.48**
- Example at a 60% margin: $7.74 ÷ 0.4 = **$19.35**

Then check the result against your market. If your price is far above what buyers will pay, look for savings in the biggest cost lines (usually blank and labour), or choose a different product. If it is far below competitors, you may be underpricing. Printwear adds that new, on-trend designs can command higher prices, so do not simply pass on production cost.

## Steps to cost your own product

1. List every cost line above for one product.
2. Measure real labour time with a timer over a batch, then divide by the number of items.
3. Work out ink and paper from the print area, using the rules of thumb until you have your own figures.
4. Add up monthly overhead and divide by realistic monthly sales, not hopeful ones.
5. Add a waste allowance based on your own reject rate.
6. Choose a target margin and calculate the price.
7. Add channel costs separately: marketplace fees, payment fees, shipping and market stall fees (see [selling online](/guides/selling-online) and [selling at markets and craft fairs](/guides/selling-at-markets-and-craft-fairs)).
8. Review costs every few months; blank and ink prices change.

Batching reduces labour per item; see [production workflow and batching](/guides/production-workflow-and-batching). For setting up the business itself, see [starting a sublimation business](/guides/starting-a-sublimation-business).`,
    sources: [S.aeCost, S.enmartPenny, S.aeJan2017, S.impressionsEfficiency, S.printwear2012, S.printwear2012b],
    troubleshooting: [],
    createdAt: "2026-04-22",
    updatedAt: "2026-10-15",
  },
  {
    id: "starting-a-sublimation-business",
    title: "Starting a Sublimation Business: A Practical Checklist",
    description:
      "From hobby to business: choose products and customers, set up equipment sensibly, register the business, respect copyright and trademarks, and keep records from day one.",
    category: "business",
    difficulty: "business",
    estimatedTime: "2-3 hours of planning",
    imageUrl: null,
    content: `Sublimation is an attractive small business because the equipment is affordable, there is little setup per job, and personalised products can be made one at a time. A&E notes that printing one or 500 does not change costs drastically, and Printwear points out that personalised, small-volume orders can carry high margins. But a business needs more than a printer and a press. This checklist covers the steps in a sensible order.

**This guide is general information, not legal or tax advice.** Rules differ by country, state and city. The registration steps below follow US sources; elsewhere, use your government's official business registration service.

## What you need before you start

- A working, tested sublimation setup (see [getting started with sublimation](/guides/getting-started-with-sublimation)).
- A list of the products you can already make reliably, each with recorded settings.
- A simple spreadsheet for costs and sales.
- Time to research the rules where you live.

## Steps

1. **Pick products and customers.** Decide who you are selling to (for example, schools and clubs, gift buyers, local businesses, or event organisers) and the few products they want. Starting narrow makes buying blanks and learning settings easier.

2. **Master those products first.** Press test pieces until you can make each product right every time. Record time, temperature, pressure, paper and profile for each blank. Troubleshooting guides such as [fixing ghosting](/guides/fixing-ghosting) and [fixing dull or faded colors](/guides/fixing-dull-or-faded-colors) help here.

3. **Plan equipment to match.** Printwear notes most decorators start with desktop equipment because the investment is low, and move to wide format only when product sizes or volumes justify it. Match press size to your largest print ([choosing a heat press](/guides/choosing-a-heat-press)), and choose a printer with its warranty and ink terms in mind: Sawgrass, for example, excludes damage caused by non-genuine ink from its two-year warranty ([choosing a sublimation printer](/guides/choosing-a-sublimation-printer)).

4. **Choose and check a business name.** Visa's Practical Business Skills guide suggests searching the US Patent and Trademark Office to make sure the name is not already a trademark, checking your state's business name database (often the Secretary of State), and checking that website domains and social media names are free.

5. **Choose a legal structure.** The U.S. Chamber of Commerce describes the common options: sole proprietorship (the default, with no separation between your personal and business assets), partnerships, LLCs and corporations. Which suits you depends on liability and tax; an accountant can advise.

6. **Register and get the right numbers and licences.** SmartBiz summarises the usual items: a local business licence, an Employer Identification Number (EIN) from the IRS for most business types, and a "doing business as" (DBA) registration if you trade under a name other than your own. Home-based businesses may also face local zoning rules, so ask your city or county.

7. **Sort out sales tax and records.** Find out whether you must collect sales tax where you sell, including at markets and online. Keep every receipt for blanks, ink, paper and equipment from the first day, and keep business money separate from personal money.

8. **Respect copyright and trademarks.** Only print designs you created, bought a commercial licence for, or have written permission to use. Knight Abbey, a print company, explains that buying a character design file from a marketplace seller does not give you the right to print it unless that seller holds permission from the rights owner. Printers in a DyeSub Forum discussion note that advertising products featuring someone else's characters is a clear breach. When a customer supplies artwork, ask whether they own it or have permission, and put that in your terms.

9. **Price properly.** Cost every product before you sell it; see [pricing and costing sublimation products](/guides/pricing-and-costing-sublimation-products).

10. **Set up stock sensibly.** Jimmy Lamb (Impressions) recommends keeping a reasonable stock of commonly used blanks so orders keep moving and you avoid paying rush shipping, without tying up cash in large inventory.

11. **Choose where to sell.** Start with one or two channels you can manage well: [selling online](/guides/selling-online) or [selling at markets and craft fairs](/guides/selling-at-markets-and-craft-fairs).

12. **Plan production.** Group similar jobs to save time and reduce mistakes; see [production workflow and batching](/guides/production-workflow-and-batching).

## A first-month checklist

| Task | Done when | Source |
|---|---|---|
| Settings recorded for every product | Each product has a tested settings card | Step 2 above |
| Name checked | Trademark, state name and domain searches done | Visa Practical Business Skills |
| Structure chosen | You know your structure and why | U.S. Chamber of Commerce |
| Registrations | Licence, EIN and DBA (if needed) in hand | SmartBiz |
| Design rights | Every design is yours, licensed or permitted | Knight Abbey; Southeast Prints |
| Costs known | Each product costed with a target margin | A&E cost figures |

## What goes wrong and how to fix it

- **Too many products too soon:** blanks pile up and settings are never perfected. Cut back to your best sellers.
- **Selling licensed characters:** listings can be removed and you can face claims. Design original work.
- **Forgetting your own time:** if labour is not in the price, growth makes you busier but not better off.
- **No records:** tax time becomes painful. Use a spreadsheet from day one.`,
    sources: [S.aeJan2017, S.printwearSmallWide, S.sawgrassWarranty, S.bizRegister, S.uschamber, S.smartbiz, S.knightAbbey, S.southeastIp, S.dyesubForumIp, S.impressionsEfficiency],
    troubleshooting: [],
    createdAt: "2026-05-04",
    updatedAt: null,
  },
  {
    id: "selling-at-markets-and-craft-fairs",
    title: "Selling Sublimation Products at Markets and Craft Fairs",
    description:
      "Choose events that pay off, plan stock and display, take card payments, handle custom orders and price questions, and work out afterwards whether each fair was worth it.",
    category: "business",
    difficulty: "business",
    estimatedTime: "Half a day to prepare",
    imageUrl: null,
    content: `Markets and craft fairs let people pick up your mugs, feel your shirts and meet you, which is something no website can do. They are also hard work: sellers describe early starts, packing and unpacking the car, stall fees and long days on their feet (Dancer's Dream). A little planning decides whether a fair makes money or just costs you a Saturday.

**About numbers:** this guide gives no typical fees or sales figures, because they vary enormously between events. Use your own figures from the organiser and from your records.

## What you need

- A table and covering, with a way to add height (crates, shelves or stands) so products are at eye level.
- Clear price labels on everything.
- A card reader or another way to take card payments, plus a float of change.
- Business cards or a sign with a QR code linking to your shop or social media.
- Care cards for each product type.
- Bags or wrapping for mugs and glass.
- An order book or tablet for custom orders.
- Weather protection for outdoor events.

## Steps: before the event

1. **Read the organiser's terms carefully.** Note the fee, hours, set-up and pack-down times, whether it is indoors or outdoors, table size, and whether electricity is available. Dancer's Dream points out that travel time, fuel and fees all add to the real cost, and that set-up starts well before opening.
2. **Start small.** One seller recommends sharing a table with another maker for your first few events, until you know whether a fair suits your products (The Patterned Paper Plate).
3. **Choose your stock.** Bring your best sellers in a range of prices, including a few low-priced items for impulse buys and a few higher-value personalised samples to show what you can make. Price each one using [pricing and costing sublimation products](/guides/pricing-and-costing-sublimation-products), including the stall fee in your overhead.
4. **Check your care information.** Print care cards that follow each blank supplier's instructions. A&E notes that older, softer mug coatings were not very dishwasher durable, so never promise dishwasher safety unless your blank supplier rates the mug for it.
5. **Think about legal paperwork.** Some places require a permit or sales tax registration for event sales; ask the organiser and check local rules.
6. **Practise your layout** at home, and photograph it so set-up on the day is quick.

## Steps: on the day

1. **Arrive early** and set up before shoppers arrive.
2. **Make the table easy to shop.** A first-time seller found that an open table without a tent invited people to walk up and handle the products (Yarnbirdy). Whatever your set-up, keep it uncluttered, put samples at eye level and let people pick things up.
3. **Take cards.** Yarnbirdy's biggest worry before a first fair was losing sales by not taking card payments. Test your card reader and its connection before opening.
4. **Collect future customers.** Hand out business cards and display a QR code for your shop or social media. Rise Up Designs says it learned to put its "follow me" QR code in a prominent position.
5. **Take custom orders** rather than pressing on site, unless the organiser allows it and you can keep the public well away from a hot press (see [heat press safety](/guides/heat-press-safety)). Write down the customer's exact wording, show them a sketch or mock-up, agree the price, the delivery date and any deposit, and give them a receipt.
6. **Handle price comments calmly.** Rise Up Designs describes shoppers who say handmade items are expensive. Be ready to explain personalisation, quality blanks and permanence, without arguing.

## Steps: after the event

1. Count remaining stock and record what sold.
2. Work out the result: sales, minus product cost, stall fee, travel and any helper costs.
3. Note the weather, footfall and what people asked for.
4. Follow up custom orders promptly, and send a proof before pressing.
5. Decide whether to return, based on your numbers rather than how busy it felt.

## Event record template

| Item to record | Why it matters |
|---|---|
| Stall fee and travel cost | Part of the true cost of the day |
| Sales by product | Shows what to bring next time |
| Custom orders taken | Often worth more than table sales |
| New followers or mailing list sign-ups | Future online sales |
| Weather and footfall | Explains good and bad days |

## What goes wrong and how to fix it

- **Lots of compliments, few sales:** prices not visible, or no low-priced items. Label everything and add impulse items.
- **Lost sales at the table:** no card payments, or the reader failed. Bring a backup.
- **Breakages on the way:** pack mugs and glass individually.
- **Customers unhappy later about fading:** check the blank's care rating and give every buyer a care card.
- **Custom order errors:** always send a proof and get approval in writing before pressing.

When you are ready to sell beyond fairs, see [selling online](/guides/selling-online).`,
    sources: [S.craftFairPrep, S.craftFairTables, S.craftFairFirst, S.craftFairQr, S.aeMug],
    troubleshooting: ["dishwasher-fading"],
    createdAt: "2026-05-19",
    updatedAt: "2026-08-27",
  },
  {
    id: "selling-online",
    title: "Selling Sublimation Products Online",
    description:
      "Choose between a marketplace and your own shop, follow marketplace rules on how items are made, write honest listings, run personalised orders with proofs, and pack and ship safely.",
    category: "business",
    difficulty: "business",
    estimatedTime: "2-4 hours to set up",
    imageUrl: null,
    content: `Selling online lets a small sublimation business reach buyers far beyond its town, and personalised products suit it well: a buyer chooses a design, adds a name, and you make it to order. It also brings rules, fees and customer expectations. This guide covers the decisions and the day-to-day routine.

## Choosing where to sell

- **A marketplace** such as Etsy brings buyers who are already searching, in exchange for fees and the platform's rules.
- **Your own website** gives you control of branding and customer data, but you must bring every visitor yourself.
- Many sellers start on a marketplace and add their own site later. Whatever you choose, include every fee in your prices; see [pricing and costing sublimation products](/guides/pricing-and-costing-sublimation-products).

## Marketplace rules on how items are made

Etsy's Creativity Standards require sellers to be transparent about their role in making each item. As summarised by ChannelX and Printify's help centre, items fall into categories including:

- **Made by a seller:** crafted, altered or assembled by you, by hand or with tools you own. Items you sublimate yourself on your own equipment normally fit here.
- **Designed by a seller:** your original designs produced or printed by a third party. If you use a print-on-demand company, Printify explains that listings should say "Designed by a seller" with that company named as the production partner.

Etsy's seller guidelines also ask sellers to respect other people's intellectual property, represent items accurately in listings and photos, and honour their stated processing and shipping times. Read the current rules of any marketplace before listing, because they change.

## What you need

- Good photos of real products you made, in daylight, showing scale and the print up close.
- Clear product details: size, material (for example, 100% polyester or a polyester-coated mug), print area and care instructions.
- A proofing routine for personalised orders.
- Packaging that protects mugs, glass and slate.

## Steps: creating a listing

1. **Photograph the actual product.** Use mock-ups only as extras and never to show something you cannot make. Etsy's guidelines require items to be accurately represented.
2. **Write an honest description.** State the material, size, colours, how personalisation works and the care instructions from your blank supplier. A&E notes that older, softer mug coatings were not very dishwasher durable, so only describe a mug as dishwasher-safe if the blank supplier rates it that way.
3. **Set realistic processing times** that include proofing, production and a buffer for reprints.
4. **Use only designs you own or are licensed to use.** Listing products with other people's characters or logos breaks marketplace rules and the law; see [starting a sublimation business](/guides/starting-a-sublimation-business).
5. **Price including fees and shipping.** Marketplace, payment and postage costs come off every sale.

## Steps: handling a personalised order

1. **Read the order and copy the personalisation exactly** into your design file.
2. **Send a proof** showing the text, layout and colours, and ask the buyer to check spelling and dates.
3. **Wait for written approval** before printing. Keep the approval message.
4. **Print and press** using your recorded settings; see [printer settings for sublimation](/guides/printer-settings-for-sublimation) and [production workflow and batching](/guides/production-workflow-and-batching).
5. **Inspect the finished item** against the proof, and photograph it before packing in case of later questions.
6. **Pack and ship** with tracking, and send the buyer a care card.

## Packing guidance

| Product | Packing approach |
|---|---|
| Mugs and tumblers | Wrap individually, fill empty space so the item cannot move, use a sturdy box |
| Glass and slate | Protect corners and faces, double-box for long journeys |
| Shirts and soft goods | Fold neatly and use a bag or mailer that resists moisture |
| Panels and puzzles | Protect the printed face from scratches and the corners from knocks |

These are common-sense practices rather than figures from a trade source; your carrier's packaging rules take priority.

## What goes wrong and how to fix it

- **Typos in personalised items:** always proof and get approval in writing.
- **Listings removed:** usually an intellectual-property complaint or a production-disclosure problem. Use original designs and label production partners.
- **Breakage claims:** improve packing and photograph items before shipping.
- **Late orders:** processing time too short. Lengthen it and batch production.
- **Buyers unhappy about fading:** give clear care instructions and use blanks whose care rating matches your description.
- **Colours look different from photos:** photograph in daylight and check that your colour workflow is consistent ([ICC profiles and color management](/guides/icc-profiles-and-color-management)).

For in-person selling, see [selling at markets and craft fairs](/guides/selling-at-markets-and-craft-fairs).`,
    sources: [S.etsyStandards, S.printifyEtsy, S.etsyGuidelines, S.aeMug, S.knightAbbey, S.southeastIp],
    troubleshooting: ["dishwasher-fading", "wrong-colors"],
    createdAt: "2026-06-02",
    updatedAt: null,
  },
  {
    id: "heat-press-safety",
    title: "Heat Press Safety: Burns, Fumes, Electrics, Children and Pets",
    description:
      "A heat press runs at around 400°F (204°C) and blanks stay hot for minutes. How to set up a safe workspace, protect your hands, ventilate, use electricity safely and keep children and pets away.",
    category: "basics",
    difficulty: "beginner",
    estimatedTime: "20 minutes",
    imageUrl: null,
    content: `Sublimation usually happens at around 400°F (204°C), the common benchmark given by trade sources (CF Sub Paper; GRAPHICS PRO). That is hot enough to cause a serious burn in a moment, and the heat does not stop when the timer beeps: A&E points out that ceramics such as mugs and tiles stay hot for a long time after they leave the press. Most heat press injuries come from rushing or getting complacent, so a fixed routine is your best protection.

**Your press manual comes first.** Read its safety section before first use; the advice below is general.

## What you need

- Heat-resistant gloves. A&E recommends oven gloves or heat gloves for handling tiles and slate straight out of the press.
- A sturdy, level table that can take the press's weight and the force of closing it.
- A heat-resistant surface or rack for cooling hot items, away from the edge of the table.
- A suitable electrical socket (see below).
- Good ventilation, such as an open window, extractor or fan that moves air away from you.
- A smoke alarm in the room and a fire extinguisher suitable for electrical fires.

## Setting up the workspace

1. **Put the press on a stable, level surface.** Winenfood's safety guide warns against wobbly desks and folding tables, especially for swing-away presses that move sideways.
2. **Clear clutter** from around the press: paper stacks, fabric, sprays and anything flammable.
3. **Leave space around the platen** so nothing touches it when it swings or opens.
4. **Think about the press style.** On a clamshell press, the hot upper platen hangs over your hands while you lay out work; swing-away presses move the hot platen clear of the work area (ProtoLab course). Whatever the style, work with your hands at the edges of the lower platen.
5. **Mark a cooling area** where hot items can sit out of reach.

## Protecting against burns

- Wear heat-resistant gloves to handle mugs, tiles, slate, metal and glass after pressing.
- Never reach across an open clamshell press.
- Remove the paper and tape with gloves on or with heat-resistant tools.
- Do not put hot glass into water to cool it; cool it with moving air, as described in [fixing blurry or bleeding edges](/guides/fixing-blurry-or-bleeding-edges).
- Avoid loose sleeves and dangling jewellery near the platen (Sublimation Studio), and tie back long hair.
- Keep a first-aid kit nearby, and get medical help for serious burns.

## Fumes and ventilation

Sublimation dyes turn into a gas, and some blanks, such as foam-backed items and coated plastics, give off their own smells when heated. Safety articles aimed at sublimation users recommend working in a well-ventilated room (SubPrintGurus). Read the safety data sheet (SDS) for your ink, available from the ink supplier, and follow its advice on ventilation. If you notice headaches or irritation, stop and improve the airflow.

## Electrical safety

1. **Check the rating plate** on the press for its power draw, and make sure the socket and circuit can supply it.
2. **Plug the press directly into a grounded wall socket** and avoid sharing it with other heavy loads. One press owner's guide recommends giving the press its own outlet, checking that it is grounded and keeping it away from water (Pryor Custom).
3. **Unplug the press when you have finished** and let it cool completely before moving it.
4. **Inspect the cable and plug** regularly and stop using the press if they are damaged or the controller behaves oddly. Sublimation Studio lists faulty wiring and malfunctioning temperature controls or timers among the causes of heat press fires.
5. **Never leave a hot press unattended** (Sublimation Studio).

## Children and pets

- Set up in a room children and pets cannot enter while you work, or close the door.
- Turn the handle and cable away from the edge of the table so nothing can be pulled down.
- Keep cooling items out of reach; a mug can stay hot long after it looks finished.
- Store cutters, sprays and ink out of reach too.

## Quick safety routine

| When | Check |
|---|---|
| Before switching on | Stable table, clear space, cable undamaged, ventilation on |
| While pressing | Gloves on, hands at platen edges, never reach over an open press |
| After each press | Hot item straight to the cooling area |
| End of session | Switch off, unplug, let cool before covering or moving |

## What goes wrong and how to fix it

- **Minor burns from grabbing mugs:** make gloves part of the routine and keep them beside the press.
- **Strong smell while pressing:** improve ventilation, and check that the temperature is not higher than your blank needs; see [heat press care and calibration](/guides/heat-press-care-and-calibration).
- **Tripped breaker:** the circuit is overloaded; move the press to a suitable circuit.

New to the craft? Start with [getting started with sublimation](/guides/getting-started-with-sublimation) and [choosing a heat press](/guides/choosing-a-heat-press).`,
    sources: [S.cfsub, S.gpMoisture, S.ae2019, S.ae2020, S.protolab, S.winenfoodSafety, S.studioFire, S.pryorSafety, S.ventilation],
    troubleshooting: ["burn-marks"],
    createdAt: "2026-06-16",
    updatedAt: "2026-11-03",
  },
  {
    id: "production-workflow-and-batching",
    title: "Production Workflow and Batching for Sublimation Shops",
    description:
      "Turn one-off pressing into a repeatable workflow: job tickets, grouping jobs by settings, gang-printing transfers, pressing in batches, cooling stations and quality checks.",
    category: "advanced",
    difficulty: "advanced",
    estimatedTime: "Half a day to set up",
    imageUrl: null,
    content: `Once orders start arriving every day, the way you organise work matters as much as your settings. A&E's cost analysis makes the point: labour is a major share of cost, the press cycle for many items is about a minute whether you press one or ten, and switching back and forth between substrates with different times, temperatures and pressures leads to ruined products when a setting is missed. Batching attacks both problems.

## What you need

- A job ticket for every order (paper or a spreadsheet row).
- A settings card for every product you make.
- Shelving or trays for staging blanks, printed transfers and finished work.
- A cooling station with airflow for hard goods.
- A quality-check list.

## The workflow

1. **Order in, ticket out.** Every order gets a ticket with customer, product, quantity, personalisation, proof status and due date. Nothing goes to print without an approved proof.
2. **Group by settings.** Sort the day's tickets into batches that share a temperature, time and pressure: for example, all polyester shirts, then all aluminium inserts, then all ceramics. A&E recommends grouping similar products and running them together to save labour and avoid errors.
3. **Gang-print transfers.** Fill each sheet or length of paper with as many transfers as fit. Jimmy Lamb (Impressions) recommends getting the most products printed and pressed at the same time to save materials.
4. **Stage the batch.** Pair each printed transfer with its blank and ticket on a tray. Lint-roll garments at this stage and keep hard blanks covered.
5. **Set the press once per batch.** Set temperature and pressure from the product's settings card and confirm the real temperature at the start of the day (see [heat press care and calibration](/guides/heat-press-care-and-calibration)). Printwear notes that different operators apply different pressure by feel, so use a gauge number or a written setting.
6. **Press in sequence.** Where the press is large enough, press several small items together, as A&E describes, in one cycle. For volume mugs, A&E notes that many shops use ovens with silicone wraps instead of single mug presses ([mugs in an oven with wraps](/guides/mugs-in-an-oven-with-wraps)).
7. **Cool properly.** Move hard goods straight to the cooling station and remove the paper; fast cooling keeps detail sharp (A&E, March 2020).
8. **Check quality** against the ticket and proof: spelling, placement, colour, ghosting, specks and marks.
9. **Pack and close the ticket.** Record rejects and their cause.

## Batch settings reference

| Batch group | Temperature | Time | Source |
|---|---|---|---|
| Garment pre-press | your sublimation temperature | 3-5 s | Sublishop |
| Polyester performance shirts | 400°F (204°C) | about 30 s (A&E); 35-40 s (SignWarehouse) | A&E, March 2019; SignWarehouse |
| Aluminium inserts | follow your blank's instructions | about 30 s | A&E, March 2019 |
| Ceramic, glass, slate on a flat press | about 400°F (204°C) | 4-8 min | A&E, March 2019 |
| Mugs in a mug press | 400°F (204°C), medium-heavy pressure | 3.5-6 min by mug size and origin | SublimationInstructions.com |
| Hardboard, ChromaLuxe panels, mouse pads, puzzles, coasters | follow your blank's instructions | follow your blank's instructions | no authoritative figure found |

Sources differ for shirts, so test your own blank and record the result on its settings card.

## Ordering batches through the day

1. Start with batches at the lowest temperature if any of your products need less heat than the rest, so you only raise the temperature during the day rather than waiting for the press to cool.
2. Put long-cycle items (ceramics, glass, slate) where you can do other work during the press time, such as printing the next batch.
3. Leave personalised rush orders in their own small batch with extra checking.
4. Keep the printer busy while the press runs; on Sawgrass printers, leave the printer switched on so its automatic maintenance runs between jobs (Sawgrass).

## Managing stock

Jimmy Lamb (Impressions) notes that blanks are usually the biggest part of product cost and recommends keeping a reasonable stock of commonly used blanks so orders keep moving and you avoid rush shipping charges. A&E adds that buying blanks in larger quantities lowers their price on big orders.

## What goes wrong and how to fix it

- **Wrong setting used on one item:** it was pressed outside its batch. Keep to batches and put the settings card on the tray.
- **Ghosting on gang-pressed items:** items or transfers shifted when several were loaded together. Tape each transfer; see [fixing ghosting](/guides/fixing-ghosting).
- **Colour varies between batches:** the press was not checked that day, or humidity changed. Check temperature each morning and watch the hygrometer.
- **Orders stuck waiting for proofs:** send proofs as soon as orders arrive and keep unapproved orders out of the print queue.
- **Lots of rejects:** record each reject's cause for a month; the most common cause is where to focus.

For costing labour saved by batching, see [pricing and costing sublimation products](/guides/pricing-and-costing-sublimation-products). For very large work, see [all-over print and large format](/guides/all-over-print-and-large-format).`,
    sources: [S.aeJan2017, S.impressionsEfficiency, S.printwearPressure, S.aeAug2019, S.ae2020, S.ae2019, S.signwarehouse, S.sublimationInstructions, S.sublishop, S.sawgrassMaintenance],
    troubleshooting: ["ghosting", "uneven-transfer", "wrong-colors"],
    createdAt: "2026-07-07",
    updatedAt: null,
  },
  {
    id: "all-over-print-and-large-format",
    title: "All-Over Print and Large-Format Sublimation",
    description:
      "What it takes to print edge to edge on garments and large items: wide-format printers and big presses, multi-placement with desktop kit, artwork by size, avoiding white creases, and when to outsource.",
    category: "advanced",
    difficulty: "advanced",
    estimatedTime: "1-2 days for a first production run",
    imageUrl: null,
    content: `All-over print means the design covers the whole item: the front, back and often the sleeves of a shirt, or an entire panel or banner. Printwear describes it as the "biggest" category of shirt sublimation. It also makes darker-looking garments possible without white ink: you start with a white polyester garment and print the background colour as part of the design, leaving areas that should be white unprinted. This guide covers the equipment, the methods and the traps.

## The equipment question

| Job size | Printer | Press | Source |
|---|---|---|---|
| Small items, standard shirt prints | desktop, 8.5 x 11 in paper | standard flat press | Printwear (Jimmy Lamb) |
| Large shirt prints | about a 13 x 19 in print field | a press that takes that image | Printwear (Jimmy Lamb) |
| Prints around 18 x 20 in | 24 in roll printer | 20 x 24 in minimum | Printwear, July 2012 |
| Full all-over garments | roll printer 44 in or wider | at least 30 x 40 in | Printwear, July 2012 |

Printwear draws the line between narrow and wide format at 42 in. Wide-format ink is much cheaper per square foot: A&E gives about $0.15 per ml of ink and under $0.50 per square foot for ink and paper, against roughly $3.75 per square foot for small-format ink and paper. The equipment is a large investment, though; Printwear in 2017 put a wide-format setup for all-over work as possibly reaching the $30,000 range. Check current prices before planning.

## Four ways to do all-over work

1. **Outsource.** Printwear suggests using an all-over garment contractor if you do not want to invest in wide-format equipment. This is the sensible first step for testing demand.
2. **Multi-placement with desktop kit.** Print and press separate panels so the finished item looks continuous. Printwear warns that overlaps must be avoided, because reheating an already sublimated area re-gasses it and can cause ghosting, and that the extra prints and presses add labour.
3. **Large press on finished garments.** Wide-format transfer plus a big press, pressing the assembled garment. Impressions magazine notes that at least one process for printing on pre-constructed clothing is covered by a US patent that its owner licenses, so check whether your method is affected before selling at scale.
4. **Roll-to-roll and cut-and-sew.** Fabric is printed by the roll, often through a rotary heat press called a calender, then cut and sewn. Sign & Digital Graphics notes that fabric needs to reach 400°F (204°C) for at least 30 seconds. This is an industrial route.

## What you need for garment work

- White 100% polyester garments made for sublimation. Printwear notes blends work but look faded compared with 100% polyester.
- Tacky sublimation paper. EquipmentZone describes all-over work on tacky transfer paper, and Roland DGA says heat-activated tack helps prevent ghosting on apparel.
- Artwork templates for every garment size.
- A barrier sheet to slide inside the garment so the print on one side does not mark the other.
- Heat-resistant tape and plenty of cover paper.

## Steps: an all-over shirt on a large press

1. **Build artwork per size.** Printwear is clear that one size does not fit all: artwork must be shaped and scaled to the contours of each garment size. Extend backgrounds well past the seams.
2. **Print mirrored** on tacky paper with your ICC profile, as in [printer settings for sublimation](/guides/printer-settings-for-sublimation).
3. **Pre-press the garment briefly** to remove moisture and wrinkles (Sublishop gives 3-5 seconds for garments).
4. **Lay the garment completely flat.** Printwear warns that wrinkles during pressing cause white streaks, most often in the underarm area. Smooth seams and sleeves by hand.
5. **Place the barrier sheet inside,** position the transfers and tape or rely on tacky paper to hold them.
6. **Press** at the time and temperature your garment and paper makers give, checking the large platen's real temperature across its whole surface first ([heat press care and calibration](/guides/heat-press-care-and-calibration)). STAHLS' explains that gaps in a heating element leave cold spots, which show up as weak areas of the print.
7. **Peel and inspect** for white creases, ghosting and pale corners.

## Settings

| Item | Temperature | Time | Source |
|---|---|---|---|
| Polyester fabric (calender or press) | 400°F (204°C) | at least 30 s | Sign & Digital Graphics |
| Polyester performance shirt | 400°F (204°C) | about 30 s (A&E); 35-40 s (SignWarehouse) | A&E, March 2019; SignWarehouse |
| Garment pre-press | your sublimation temperature | 3-5 s | Sublishop |
| Large panels and other substrates | follow your blank's instructions | follow your blank's instructions | - |

## Pricing all-over work

Printwear advises charging appropriately: all-over designs may cost only a little more to produce than a standard print, but on-trend products command higher prices, so do not simply pass on the extra production cost. Cost it properly with [pricing and costing sublimation products](/guides/pricing-and-costing-sublimation-products).

## What goes wrong and how to fix it

- **White streaks under the arms or along seams:** wrinkles; flatten more carefully and use a pillow to lift the print area.
- **Ghosting at panel joins:** overlapping placements re-gassed; redesign with butt joins; see [fixing ghosting](/guides/fixing-ghosting).
- **Pale corners on big prints:** cold spots or uneven pressure on the large press.
- **Colours faded on blends:** expected; use 100% polyester for full colour ([polyester blends and vintage look](/guides/polyester-blends-and-vintage-look)).
- **Design does not line up on different sizes:** make size-specific templates.`,
    sources: [S.printwear2012, S.printwear2012b, S.printwearSmallWide, S.printwear2017, S.aeCost, S.impressionsAop, S.equipmentZone, S.rolandPaper, S.sdgCalendar, S.sublishop, S.ae2019, S.signwarehouse, S.stahlsTemp],
    troubleshooting: ["ghosting", "banding", "uneven-transfer", "dull-colors"],
    createdAt: "2026-08-18",
    updatedAt: "2026-11-20",
  },
];
