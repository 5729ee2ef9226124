// Sources named by the quick answers and the materials table. Titles say what
// each source was read for; a source without a url was read in print or in a
// manufacturer's instruction sheet that has no stable address.
import type { Source } from "./schema";

export const AE_2019: Source = {
  title: "A&E magazine, March 2019: press times by substrate (400 °F benchmark, 100% polyester for fabrics)",
  url: "https://nbm.uberflip.com/i/1077942-march-19/23",
};
export const AE_2020: Source = {
  title: "A&E magazine, March 2020: cooling products after pressing",
  url: "https://nbm.uberflip.com/i/1207608-march-20/12",
};
export const AE_AUG_2019: Source = {
  title: "A&E magazine, August 2019: flat presses, mug presses, ovens and wraps",
  url: "https://nbm.uberflip.com/i/1139746-august-19/50",
};
export const AE_FUNDAMENTALS: Source = {
  title: "A&E magazine: Sublimation, back to the fundamentals (Kevin Lumberg and Matt Woodhouse)",
  url: "https://a-e-mag.com/features/sublimation-back-fundamentals",
};
export const AE_GLASS: Source = {
  title: "A&E magazine, December 2016: Bill Leek, The evolution of full-color sublimation glass",
  url: "http://read.uberflip.com/i/747414-december-16/36",
};
export const AE_RIGHT_WAY_MUG: Source = {
  title: "A&E magazine: The right way to sublimate a mug",
  url: "https://a-e-mag.com/features/right-way-sublimate-mug",
};
export const AE_MUGS_COATING: Source = {
  title: "A&E magazine: Mugs, drinking in profit (sprayed and dipped mug coatings)",
  url: "https://a-e-mag.com/features/mugs-drinking-profit",
};
export const AE_TRANSFER_PAPER: Source = {
  title: "A&E magazine: Transfer paper",
  url: "http://a-e-mag.com/article/transfer-paper",
};
export const AE_COSTS_2017: Source = {
  title: "A&E magazine, January 2017: Determining costs of sublimation",
  url: "https://nbm.uberflip.com/i/760083-january-17/76",
};
export const AE_INK_COST: Source = {
  title: "A&E magazine: small-format ink use of about 1.5 ml per sq ft, roughly $3.75 per sq ft with paper",
};
export const ENMART_INK: Source = {
  title: "SubliStuff (EnMart) blog, Tom Chambers: How many prints can you get from a kit of sublimation ink?",
  url: "https://sublistuff.com/2018/09/12/how-many-prints-can-you-get-from-a-kit-of-sublimation-ink/comment-page-1/",
};
export const SUBLISTUFF_PYROMETER: Source = {
  title: "SubliStuff blog (Tom Chambers): If you own a heat press, you should own a pyrometer",
  url: "https://sublistuff.com/tag/heat-press-issues/",
};
export const SUBLISTUFF_HUMIDITY: Source = {
  title: "SubliStuff blog: Humidity and sublimation paper",
  url: "https://sublistuff.com/tag/storing-sublimation-paper/",
};
export const STAHLS_TEMPERATURE: Source = {
  title: "STAHLS' blog: Why temperature matters (cold spots on the platen)",
  url: "https://blog.stahls.com/heat-press-temperature/",
};
export const INSTAGRAPH_THERMOMETER: Source = {
  title: "Insta Graphic Systems blog: platen temperature checks with a calibrated thermometer",
  url: "https://instagraph.com/blog/problem-with-your-transfers",
};
export const PRINTWEAR_PRESSURE: Source = {
  title: "Printwear: Setting proper pressure on your heat press (Ben Robinson, Hotronix)",
  url: "https://printwearmag.com/features/month-printwear-magazine-setting-proper-pressure-your-heat-press",
};
export const TWO_REGULAR_GUYS_PRESSURE: Source = {
  title: "2 Regular Guys quick tip (Aaron Montgomery): heat press pressure settings",
  url: "http://2regularguys.com/quick-tip-may-29th-by-aaron-montgomery/",
};
export const GP_MOISTURE: Source = {
  title: "GRAPHICS PRO (Jimmy Lamb, Sawgrass): Dealing with moisture during sublimation of hard substrates",
  url: "https://graphics-pro.com/feature/dealing-with-moisture-during-sublimation-of-hard-substrates/",
};
export const GP_POLYESTER: Source = {
  title: "GRAPHICS PRO (Sean Stewart, Johnson Plastics Plus): Pay attention to polyester",
  url: "https://graphics-pro.com/education/pay-attention-to-polyester/",
};
export const GP_BLUE_SPECKS: Source = {
  title: "GRAPHICS PRO (Kevin Lumberg, Johnson Plastics Plus): Watch out for blue meanies when sublimating shirts",
  url: "https://graphics-pro.com/feature/watch-out-for-blue-meanies-when-sublimating-shirts",
};
export const GP_BURN_MARKS: Source = {
  title: "GRAPHICS PRO: 4 causes of burn marks from sublimation",
  url: "https://graphics-pro.com/education/4-causes-of-burn-marks-from-sublimation",
};
export const GP_COLOR_SPACE: Source = {
  title: "GRAPHICS PRO (Robin Kavanagh, Sawgrass): Defining your color space, CMYK versus RGB in sublimation",
  url: "https://graphics-pro.com/education/tips/defining-your-color-space-cmyk-versus-rgb-in-sublimation/",
};
export const GP_COLOR_MANAGEMENT: Source = {
  title: "GRAPHICS PRO: What is color management? (Condé)",
  url: "https://graphics-pro.com/education/what-is-color-management",
};
export const GP_PREHEAT: Source = {
  title: "GRAPHICS PRO: How important is pre-heating a garment before pressing? (Debra Romalia, GroupeSTAHL)",
  url: "https://graphics-pro.com/education/how-important-is-pre-heating-a-garment-before-pressing/",
};
export const GP_MUG_OVENS: Source = {
  title: "GRAPHICS PRO: An overview of mug presses and mug ovens",
  url: "https://graphics-pro.com/education/mug-presses-and-mug-ovens/",
};
export const GP_CONSTANT_TEMP: Source = {
  title:
    "GRAPHICS PRO (Kevin Lumberg, Johnson Plastics Plus): constant-temperature mug presses; soft-coated mugs are usually not dishwasher safe",
  url: "https://graphics-pro.com/education/tips/whats-the-deal-with-mug-presses-constant-temperature-presses/",
};
export const GP_PRESS_FEATURES: Source = {
  title: "GRAPHICS PRO (sponsored by HIX): Heat press features to consider",
  url: "https://graphics-pro.com/education/heat-press-features-to-consider/",
};
export const PRINTWEAR_TSHIRTS: Source = {
  title: "Printwear (John Barker): Sublimating T-shirts (RGB palette test, design in RGB)",
  url: "https://printwearmag.com/features/sublimating-t-shirts",
};
export const PRINTWEAR_GHOSTING: Source = {
  title: "Printwear: Term of the week, ghosting (sublimation)",
  url: "https://printwearmag.com/features/term-week-ghosting-sublimation",
};
export const PRINTWEAR_JUL_2012: Source = {
  title: "Printwear, July 2012: re-heating a sublimated image re-gasses it; sizing prints",
  url: "http://read.uberflip.com/i/72515-july-12/104",
};
export const PRINTWEAR_APR_2017: Source = {
  title: "Printwear, April 2017: sublimation transfers, pros and cons (paper is a carrier that must release the ink)",
  url: "http://read.uberflip.com/i/801813-april-17/120",
};
export const PRINTWEAR_CAPS: Source = {
  title: "Printwear: What are some of the best decorating methods for caps?",
  url: "https://printwearmag.com/news/what-are-some-best-decorating-methods-caps",
};
export const PRINTWEAR_CHEAP_PRESS: Source = {
  title: "Printwear (Chris Pluck): Word to the wise, don't buy a cheap heat press",
  url: "https://printwearmag.com/features/word-wise-don-t-buy-cheap-heat-press",
};
export const PRINTWEAR_SMALL_WIDE: Source = {
  title: "Printwear (Jimmy Lamb, Sawgrass): Small or wide sublimation?",
  url: "https://printwearmag.com/features/small-or-wide-sublimation",
};
export const PRINTWEAR_FOLLOW_INSTRUCTIONS: Source = {
  title: "Printwear, November 2015: follow the blank manufacturer's instructions",
  url: "http://read.uberflip.com/i/590793-november-15/31",
};
export const PWP_MUGS: Source = {
  title: "Printwear & Promotion (UK): Everyone loves a good mug (Jimmy Lamb, Sawgrass)",
  url: "https://www.printwearandpromotion.co.uk/everyone-loves-a-good-mug/",
};
export const IMPRESSIONS_CAPS: Source = {
  title: "Impressions magazine, February 2023: Decorating methods up top (James Ortolani)",
  url: "https://impressionsmagazine.com/digital-decorating/process-techniques/decorating-methods-up-top/",
};
export const SDG_CAPS: Source = {
  title: "SDG magazine: Sublimation solutions (transfers on polyester foam-front caps)",
  url: "https://sdgmag.com/features/sublimation-solutions",
};
export const SGIA_PAPER: Source = {
  title: "SGIA Journal, Fall 2019: Choosing a dye sublimation paper (sublimation needs polyester or a polymer coating)",
  url: "https://www.sgia.org/detail/news/2019/11/13/choosing-a-dye-sublimation-paper",
};
export const ROLAND_PAPER: Source = {
  title:
    "Roland DGA (Lily Hunter) on transfer paper weight (45-160 gsm, typically 90-110 gsm) and tacky paper for apparel",
  url: "http://www.brosublimationpaper.com/news_detail.asp?-detail=23.html",
};
export const SAWGRASS_WARRANTY: Source = {
  title: "Sawgrass support: SG500/SG1000 printer warranty (two years, genuine Sawgrass ink)",
  url: "https://supportdesk.sawgrassink.com/en/support/solutions/articles/65000149862-printer-warranty",
};
export const SAWGRASS_MAINTENANCE: Source = {
  title: "Sawgrass: The importance of leaving your printer turned on and plugged in (automatic maintenance)",
  url: "https://sawgrassink.com/importance-of-maintenance",
};
export const SAWGRASS_ENCODER: Source = {
  title: "Sawgrass Care: How-to, cleaning the horizontal encoder",
  url: "https://care.sawgrassink.com/hc/en-us/articles/10719366165787-How-To-Cleaning-the-Horizontal-Encoder",
};
export const SAWGRASS_GLOSSARY: Source = { title: "Sawgrass glossary: ghosting" };
export const ALDER_PIEZO: Source = {
  title: "Alder Technology: Piezoelectric print heads vs thermal print heads",
  url: "http://aldertech.com/blog/piezoelectric-print-heads-vs-thermal-print-heads",
};
export const EDIBLE_INKS_PIEZO: Source = {
  title: "Edible Inks: Printers for dye sublimation printing (piezo heads, no heat at the head)",
  url: "https://edibleinks.co.uk/easy_blog?article_id=4",
};
export const EPSON_M1100_MANUAL: Source = {
  title: "Epson M1100 user manual: genuine ink bottles and the limited warranty",
  url: "https://manualslib.es/manual/786814/Epson-M1100.html?page=11",
};
export const EPSON_SURECOLOR_F: Source = {
  title:
    "Epson: SureColor F-series dye-sublimation printers (e.g. SureColor F170 desktop, F570 24-inch), product pages on epson.com",
};
export const SNIPTOIT_INK_LIFE: Source = {
  title: "Snip to It: How long does sublimation ink last? (replies from Sawgrass, Epson and ink sellers)",
  url: "https://sniptoit.com/how-long-does-sublimation-ink-last/",
};
export const HIX_PITFALLS: Source = {
  title: "HIX Graphics blog: The pitfalls of the mug sublimation process (stale ink)",
  url: "http://blog.hixgraphics.com/the-pitfalls-of-the-mug-sublimation-process",
};
export const MAGIC_TOUCH_BANDING: Source = {
  title: "TheMagicTouch glossary: Banding",
  url: "https://themagictouch.eu/glossary/banding",
};
export const MAGIC_TOUCH_PREPRESS: Source = {
  title: "TheMagicTouch glossary: Pre-pressing",
  url: "https://themagictouch.eu/glossary/pre-pressing",
};
export const SUBLISHOP_PRESS_MARKS: Source = {
  title: "Sublishop: How to avoid press marks when sublimating on fabric (pre-press 3-5 s)",
  url: "https://sublishop.co.uk/blogs/guides/how-to-avoid-press-marks-when-sublimating-on-fabric",
};
export const SIGNWAREHOUSE: Source = {
  title: "Sign Warehouse: Troubleshooting faded dye-sublimation transfers (400 °F, 35-40 s, less is more)",
  url: "https://signwarehouse.com/blogs/content/troubleshooting-faded-dye-sublimation-transfers",
};
export const SUBLI_INSTR_MUGS: Source = {
  title: "SublimationInstructions.com: mug press instructions (400 °F, medium-heavy pressure, times by mug type)",
  url: "https://sublimationinstructions.com/instructions/32-sublimating-coin-banks-using-a-mug-press",
};
export const CFSUB: Source = {
  title: "CF Sublimation Paper: dyes activate around 350 °F; 380-420 °F recommended",
  url: "https://cfsubpaper.com/news/sublimation-printing",
};
export const HEATPRESSNATION_POLY: Source = {
  title: "Heat Press Nation: Why you should use 100% polyester shirts for sublimation",
  url: "https://www.heatpressnation.com/blogs/blog/why-you-should-use-100-polyester-shirts-for-sublimation",
};
export const JC_CAN_CANT: Source = {
  title: "JC Heat Press: What sublimation can and can't do",
  url: "https://www.jcheatpress.com/info/what-sublimation-can-and-can-t-do-21752627.html",
};
export const EXPERTS123_COATED: Source = {
  title:
    "Experts123: How does the photo transfer process work? (coated ceramics, fibreboard, metals and soft substrates)",
  url: "https://experts123.com/q/how-does-the-photo-transfer-process-work.html",
};
export const UNISUB_GLOSSARY: Source = {
  title: "Unisub: Sublimation, print and design jargon (glossary)",
  url: "https://www.unisub.com/sublimation-101/sublimation-glossary/",
};
export const UNIVERSAL_WOODS: Source = {
  title:
    "Unisub and ChromaLuxe instruction sheets (Universal Woods, Louisville, KY): coated hardboard and aluminium blanks; press to the sheet that comes with the blank",
};
export const CHROMALUXE_WILHELM: Source = {
  title: "Printvergence: Wilhelm Imaging Research tests durability of metal (ChromaLuxe-type) photo prints",
  url: "https://printvergence.com/tag/metal-photo-prints/",
};
export const TROPICAL_POLYMER: Source = {
  title: "Tropical Graphics: How to sublimate a PolySub mug (low-medium pressure)",
  url: "http://tropicalgraphics.ca/polymugs.htm",
};
export const SUBLIMATION_NATION: Source = {
  title: "Sublimation Nation: sublimation process notes (never cool decorated glass in water)",
  url: "http://www.sublimationnation.com/",
};
export const MECOLOUR_YELLOW: Source = {
  title: "Mecolour: Why did my sublimation mug turn yellow?",
  url: "https://mecolour.com/why-did-my-sublimation-mug-turn-yellow",
};
export const JOTO_BLEED: Source = {
  title: "Joto Imaging Supplies blog: Bleeding your images and why it is sometimes useful for sublimation",
  url: "https://blog.jotoimagingsupplies.com/2012/02/02/bleeding-your-images-and-why-it-is-sometimes-useful-for-sublimation/",
};
export const TEESNOW_ARTWORK: Source = {
  title: "Tees Now: Custom sublimation T-shirt printing, artwork requirements (resolution at print size)",
  url: "https://www.teesnow.com.au/blog/custom-sublimation-tshirt-printing-melbourne-artwork-requirements/",
};
export const ORDANT_MIRROR: Source = {
  title: "Ordant: What is the sublimation printing process? (mirror or reverse printing)",
  url: "https://ordant.com/what-is-sublimation-printing-process/",
};
export const AWPAPER_ICC: Source = {
  title: "All Weather Specialty Papers: ICC profiling for dye sublimation",
  url: "https://awpaper.com/?p=5825",
};
export const HTVRONT_COTTON: Source = {
  title: "HTVRONT: How to sublimate on cotton fabrics, four methods (vendor guide, lower authority)",
  url: "https://htvront.com/blogs/beginners-guide-precautions/how-to-sublimate-on-cotton-shirts",
};
export const CRICUT_INFUSIBLE_INK: Source = {
  title:
    "Cricut: Infusible Ink transfer sheets and pens, instructions and Heat Guide (Cricut-compatible polyester and coated blanks)",
  url: "https://cricut.com/heatguide",
};
export const SISER_EASYSUBLI: Source = {
  title:
    "Siser: EasySubli heat transfer material, application instructions (printed with sublimation ink, pressed like HTV onto cotton, blends and polyester)",
};
export const SISER_HTV: Source = {
  title: "Siser: EasyWeed heat transfer vinyl, application instructions (cotton, polyester and blends)",
};
export const SAFETY_SUBPRINTGURUS: Source = {
  title: "SubPrintGurus: Are there safety precautions for sublimation printing, such as ventilation?",
  url: "https://subprintgurus.com/are-there-safety-precautions-for-sublimation-printing-such-as-ventilation",
};
export const SAFETY_STUDIO_FIRE: Source = {
  title: "Sublimation Studio: Can a heat press catch on fire?",
  url: "https://sublimation.studio/answered-can-a-heat-press-catch-on-fire/",
};
export const SAFETY_PRYOR: Source = {
  title: "Pryor Custom: Safe heat press machine practices, part 2 (electrical and cooling)",
  url: "http://pryorcustomflyrods.com/safe-heat-press-machine-practices-part-2/",
};
export const IRS_EIN: Source = {
  title: "IRS: Do you need an EIN? (a sole proprietor without employees or excise/pension filings may use an SSN)",
  url: "https://www.irs.gov/businesses/small-businesses-self-employed/do-you-need-an-ein",
};
export const IRS_SCHEDULE_C: Source = {
  title: "IRS: About Schedule C (Form 1040), Profit or Loss from Business (Sole Proprietorship)",
  url: "https://www.irs.gov/forms-pubs/about-schedule-c-form-1040",
};
export const CPSC_CHILDRENS: Source = {
  title:
    "U.S. Consumer Product Safety Commission: Children's products (CPSIA testing, Children's Product Certificate, tracking labels)",
  url: "https://www.cpsc.gov/Business--Manufacturing/Business-Education/childrens-products",
};
export const OEHHA_PROP65: Source = {
  title: "California OEHHA: Proposition 65 (warnings required of businesses with 10 or more employees)",
  url: "https://oehha.ca.gov/proposition-65",
};
export const USPTO_TRADEMARKS: Source = {
  title: "USPTO: Trademark basics",
  url: "https://www.uspto.gov/trademarks/basics",
};
export const KNIGHT_ABBEY_COPYRIGHT: Source = {
  title: "Knight Abbey: Printing and copyright infringement",
  url: "https://www.knightabbey.com/copyright-infringement/",
};
export const SOUTHEAST_PRINTS_TM: Source = {
  title: "Southeast Prints: Understanding trademarks and copyrights in custom printing",
  url: "https://southeastprints.com/blogs/news/understanding-trademarks-and-copyrights-in-custom-printing",
};
export const ETSY_CREATIVITY: Source = {
  title: "Printify help center: What should I know about Etsy's Creativity Standards policy?",
  url: "https://help.printify.com/hc/en-us/articles/4578896595345-What-should-I-keep-in-mind-when-selling-on-Etsy-",
};
export const SBA_REGISTER: Source = {
  title: "U.S. Chamber of Commerce: Registering a new business (name, licences and permits)",
  url: "https://uschamber.com/co/start/startup/registering-new-business",
};
export const CRAFT_FAIR_RECAP: Source = {
  title: "The Patterned Paper Plate: Craft fair recap (table fees, sharing a table)",
  url: "https://www.thepatternedpaperplate.com/blog/craft-fair-recap",
};
export const JPP_CATALOG: Source = {
  title:
    "Johnson Plastics Plus: sublimation blanks catalogue (coated hard goods and polyester soft goods sold as sublimation blanks)",
  url: "https://www.johnsonplastics.com",
};
export const CONDE_BLANKS: Source = {
  title: "Condé Systems: sublimation blanks and supplies (DyeTrans range)",
};
export const COASTAL_BLANKS: Source = {
  title: "Coastal Business Supplies (Maryland Heights, MO): sublimation blanks",
  url: "https://www.coastalbusiness.com",
};
export const CHEMOURS_PTFE: Source = {
  title: "Chemours: Teflon (PTFE) non-stick coatings, safe use (do not overheat above about 500 °F / 260 °C)",
};
export const TUMBLER_BLOG: Source = {
  title: "RealHomeAppliances.com (lower authority): tumbler sublimation temperatures, 380-420 °F (unverified)",
  url: "https://realhomeappliances.com/what-temperature-do-you-use-to-sublimate-tumblers/",
};
export const HAT_BLOG: Source = {
  title: "Colour Vistas (lower authority): sublimating polyester hats, 380-400 °F for 35-60 s (unverified)",
  url: "https://colourvistas.com/?p=1834",
};
export const ALUMINIUM_BLOG: Source = {
  title: "AluminumSublimationSheet.com (supplier blog, lower authority): aluminium sheet 60-120 s (unverified)",
  url: "https://aluminumsublimationsheet.com/how-long-does-it-take-to-sublimate-on-aluminum",
};
export const IMPRESSIONS_ALLOVER: Source = {
  title: "Impressions magazine (Terry Combs): Allover sublimation on team garments",
  url: "https://www.impressionsmagazine.com/digital-decorating/sublimation/allover-sublimation-on-team-garments",
};
export const VISA_REGISTER: Source = {
  title: "Visa Practical Business Skills: Registering your business",
  url: "https://www.practicalbusinessskills.com/en/getting-started/creating-a-business/registering-your-business.html",
};
export const SMARTBIZ_LICENCES: Source = {
  title: "SmartBiz: Where to apply for business licenses and permits",
  url: "https://resources.smartbizloans.com/blog/business-owners/where-to-apply-for-business-licenses-and-permits-and-how-to-do-it/",
};
export const DANCERS_DREAM_FAIRS: Source = {
  title: "Dancer's Dream: Craft fairs, behind the scenes (travel, fees, set-up and tear-down)",
  url: "https://dancers-dream.com/craft-fairs-behind-the-scenes/",
};
export const PROTOLAB_PRESS: Source = {
  title: "ProtoLab course module U9M4: Heat press operation (paper-strip pressure test)",
  url: "https://protolab.certifitrax.com/course/09-Vinyl%20Cutting%20and%20Heat%20Transfer/M4-Heat%20Press%20Operation/Assessments/U9M4-Assessment",
};
export const EPSON_ET8500_MANUAL: Source = {
  title: "Epson EcoTank Photo ET-8500 user manual: maintenance box and head cleaning",
  url: "https://azmanual.top/manuals/851203/epson-ecotank-photo-et-8500-wireless-color-all-in-one-supertank-printer.html?page=229",
};
export const SANMAR_BOX: Source = {
  title: "SanMar Education: Avoiding the heat press box, a step-by-step guide",
  url: "https://www.education.sanmar.com/decorator-relations/avoiding-heat-press-box-guide",
};
export const IMPRESSIONS_EFFICIENCY: Source = {
  title: "Impressions magazine (Jimmy Lamb): How to find efficiencies in your sublimation shop",
  url: "https://impressionsmagazine.com/process-technique/how-to-find-efficiencies-in-your-sublimation-shop/16129/",
};
export const TED_STAHL_PREHEAT: Source = {
  title: "Ted Stahl: preheat the lower platen before the first press of the day",
  url: "https://www.tedstahl.com/fire-on-ice-proof-that-heat-rises-and-a-heat-press-lesson/",
};
export const OEHHA_P65_FAQ: Source = {
  title: "OEHHA Proposition 65 warnings: frequently asked questions for businesses",
  url: "https://www.p65warnings.ca.gov/businesses/frequently-asked-questions-businesses",
};
export const CANVA_DOWNLOAD_FORMATS: Source = {
  title: "Canva Help Center: download formats and print-quality PDFs",
  url: "https://www.canva.com/help/",
};
