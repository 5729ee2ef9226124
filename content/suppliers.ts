// Companies that sell sublimation blanks and materials.
// verified: true only where a trade source or the company's own site confirms
// it exists and sells sublimation blanks. Ratings are editorial (null = "New").
// No phone numbers, e-mail or street addresses are stored here on purpose.
import type { z } from "zod";
import type { supplierSchema } from "./schema";

type SupplierInput = z.input<typeof supplierSchema>;

const REFERENCE_NOTES = {
  title: "Trade sources on blank suppliers (A&E, Printwear, GRAPHICS PRO) collected in our reference notes",
};
const AE_MAR_2016 = {
  title: "A&E magazine, March 2016: hard substrates for awards shops (Johnson Plastics, Unisub)",
  url: "https://nbm.uberflip.com/i/638319-march-16/46",
};
const AE_JAN_2019 = {
  title: "A&E magazine, January 2019: Universal Woods is parent of Unisub and ChromaLuxe (Louisville)",
  url: "https://nbm.uberflip.com/i/1058924-january-19/54",
};
const GP_POLYESTER = {
  title: "GRAPHICS PRO: Pay attention to polyester (Johnson Plastics Plus)",
  url: "https://graphics-pro.com/education/pay-attention-to-polyester/",
};
const COASTAL_SHIPPING = {
  title: "Coastal Business Supplies support: shipping and handling policy",
  url: "https://support.coastalbusiness.com/hc/en-us/articles/234653827-What-is-your-shipping-and-handling-policy-",
};
const COASTAL_TERMS = {
  title: "Coastal Business Supplies: terms and conditions (Maryland Heights, MO)",
  url: "https://www.coastalbusiness.com/terms-and-conditions",
};
const CONDE_DYETRANS = {
  title: "Condé Systems (dyetrans.com): Sublimation ceramic mugs guide",
  url: "https://dyetrans.com/Learn/Sublimation-Ceramic-Mugs-The-Ultimate-Guide-2023",
};
const VAPOR_PRINTWEAR = {
  title: "Printwear: Vapor Apparel builds US manufacturing facility (North Charleston, SC)",
  url: "https://printwearmag.com/news/vapor-apparel-builds-us-manufacturing-facility",
};
const VAPOR_TERMS = {
  title: "Vapor Apparel wholesale terms and conditions",
  url: "https://wholesale.vaporapparel.com/pages/terms-conditions",
};
const SUBLISHOP_GUIDE = {
  title: "Sublishop guides: avoiding press marks when sublimating on fabric",
  url: "https://sublishop.co.uk/blogs/guides/how-to-avoid-press-marks-when-sublimating-on-fabric",
};
const SBC_FAQ = { title: "Sublimation Blanks Company: FAQ", url: "https://sublimationblankscompany.com/pages/faq" };
const KY_PUZZLE = {
  title: "KY Crafts and Blanks: sublimation blank heart puzzle product page",
  url: "https://kycraftsandblanks.com/products/sublimatiom-heart-puzzle",
};
const SUBLI_SUPPLIES_AU = {
  title: "Sublimation Supplies (Australia): returns policy for blanks",
  url: "https://sublimationsupplies.com.au/returns-policy",
};
const MAKERFLO_HELP = { title: "MakerFlo help centre (shipping and processing)", url: "https://makerflo.com/" };
const SIGNWAREHOUSE_BLOG = {
  title: "Sign Warehouse blog: troubleshooting faded dye-sublimation transfers",
  url: "https://signwarehouse.com/blogs/content/troubleshooting-faded-dye-sublimation-transfers",
};
const HEATPRESSNATION = {
  title: "Heat Press Nation (heatpressnation.com), cited in our reference notes for troubleshooting",
};
const homepage = (name: string, url: string) => ({ title: `${name} (company website)`, url });

export const suppliers: SupplierInput[] = [
  {
    id: "johnson-plastics-plus",
    name: "Johnson Plastics Plus",
    description:
      "Long-established distributor to the awards, engraving and sublimation trade. Its sublimation specialists write regularly for A&E and GRAPHICS PRO, and it carries blanks for drinkware, awards, apparel and gifts alongside printers and presses.",
    website: "https://www.johnsonplastics.com/",
    rating: 4.5,
    categories: ["awards", "drinkware", "apparel", "tech-accessories", "home-decor", "promotional", "canvas"],
    features: [
      "Broad blank catalogue for awards and gift shops",
      "Sublimation equipment and supplies",
      "Published technical tips",
    ],
    verified: true,
    location: null,
    sources: [REFERENCE_NOTES, AE_MAR_2016, GP_POLYESTER],
  },
  {
    id: "coastal-business-supplies",
    name: "Coastal Business Supplies",
    description:
      "US online dealer of sublimation printers, presses, inks and blanks, from mugs and drinkware to home decor and tech items.",
    website: "https://www.coastalbusiness.com/",
    rating: 4.5,
    categories: ["drinkware", "home-decor", "tech-accessories", "promotional", "apparel", "canvas"],
    features: [
      "Free ground shipping over about $150 in the contiguous US (per its support pages)",
      "Same-day dispatch on in-stock orders before its evening cut-off",
      "Printers, presses and consumables as well as blanks",
    ],
    verified: true,
    location: "Maryland Heights, Missouri, USA",
    sources: [REFERENCE_NOTES, COASTAL_TERMS, COASTAL_SHIPPING],
  },
  {
    id: "conde-systems",
    name: "Condé Systems",
    description:
      "Sublimation distributor trading online as DyeTrans, with a large range of blanks, papers, printers and presses and detailed pressing instructions for many products.",
    website: "https://www.dyetrans.com/",
    rating: 4.5,
    categories: ["drinkware", "awards", "home-decor", "tech-accessories", "promotional", "apparel", "canvas"],
    features: ["Large sublimation blank catalogue", "Pressing instructions and guides", "Pre-cut mug transfer paper"],
    verified: true,
    location: "Alabama, USA",
    sources: [REFERENCE_NOTES, CONDE_DYETRANS],
  },
  {
    id: "unisub",
    name: "Unisub (Universal Woods)",
    description:
      "Maker of sublimatable hard substrates such as hardboard plaques, panels, ornaments and gift items, sold through dealers. Sister brand of ChromaLuxe.",
    website: "https://www.unisub.com/",
    rating: 4.5,
    categories: ["awards", "home-decor", "promotional"],
    features: [
      "Manufacturer of coated hardboard and metal blanks",
      "Sold through sublimation dealers",
      "Awards and gift product lines",
    ],
    verified: true,
    location: "Louisville, Kentucky, USA",
    sources: [REFERENCE_NOTES, AE_JAN_2019, AE_MAR_2016],
  },
  {
    id: "chromaluxe",
    name: "ChromaLuxe (Universal Woods)",
    description:
      "Maker of high-end sublimatable aluminium photo panels used for photo art, signage and awards, sold through dealers and photo labs.",
    website: "https://www.chromaluxe.com/",
    rating: 4.5,
    categories: ["home-decor", "awards"],
    features: ["Premium aluminium photo panels", "Sold through dealers", "Publishes pressing guidance for its panels"],
    verified: true,
    location: "Louisville, Kentucky, USA",
    sources: [REFERENCE_NOTES, AE_JAN_2019],
  },
  {
    id: "vapor-apparel",
    name: "Vapor Apparel",
    description:
      "US maker of polyester apparel designed for sublimation, including coloured and performance blanks, sold wholesale to decorators.",
    website: "https://www.vaporapparel.com/",
    rating: 4.5,
    categories: ["apparel"],
    features: [
      "Apparel engineered for sublimation",
      "Wholesale orders in 6-packs per style, colour and size",
      "Also offers sublimation printing services",
    ],
    verified: true,
    location: "North Charleston, South Carolina, USA",
    sources: [REFERENCE_NOTES, VAPOR_PRINTWEAR, VAPOR_TERMS],
  },
  {
    id: "jds-industries",
    name: "JDS Industries",
    description:
      "Wholesale distributor to the awards and personalisation trade, with sublimation blanks among its engraving and awards products (drinkware, plaques and gifts).",
    website: "https://www.jdsindustries.com/",
    rating: null,
    categories: ["awards", "drinkware", "promotional", "home-decor"],
    features: ["Wholesale awards and personalisation products", "Drinkware and plaque blanks"],
    verified: false,
    location: null,
    sources: [homepage("JDS Industries", "https://www.jdsindustries.com/")],
  },
  {
    id: "heat-press-nation",
    name: "Heat Press Nation",
    description:
      "US online retailer of heat presses and sublimation supplies that also publishes troubleshooting guides.",
    website: "https://www.heatpressnation.com/",
    rating: null,
    categories: ["drinkware", "apparel", "home-decor"],
    features: ["Heat presses and sublimation supplies", "Troubleshooting guides"],
    verified: false,
    location: null,
    sources: [HEATPRESSNATION, homepage("Heat Press Nation", "https://www.heatpressnation.com/")],
  },
  {
    id: "sublimation-blanks-company",
    name: "Sublimation Blanks Company",
    description: "Small US online shop selling ready-to-ship sublimation blanks to crafters and small businesses.",
    website: "https://sublimationblankscompany.com/",
    rating: 4,
    categories: ["drinkware", "home-decor", "promotional"],
    features: [
      "Ships in 2-4 business days, often same day (per its FAQ)",
      "Free shipping on orders of $199 and over (per its FAQ)",
      "Small-quantity orders for crafters",
    ],
    verified: true,
    location: null,
    sources: [SBC_FAQ],
  },
  {
    id: "sublishop",
    name: "Sublishop",
    description: "UK online shop for sublimation blanks and supplies that publishes practical pressing guides.",
    website: "https://sublishop.co.uk/",
    rating: 4,
    categories: ["apparel", "drinkware", "home-decor"],
    features: ["Sublimation blanks and supplies for the UK", "Free pressing guides"],
    verified: true,
    location: null,
    sources: [SUBLISHOP_GUIDE],
  },
  {
    id: "swing-design",
    name: "Swing Design",
    description:
      "US craft supplier selling sublimation blanks (such as drinkware and gift items) alongside vinyl and craft materials.",
    website: "https://www.swingdesign.com/",
    rating: null,
    categories: ["drinkware", "home-decor", "promotional"],
    features: ["Sublimation blanks for crafters", "Craft vinyl and supplies"],
    verified: false,
    location: null,
    sources: [homepage("Swing Design", "https://www.swingdesign.com/")],
  },
  {
    id: "s-and-s-activewear",
    name: "S&S Activewear",
    description:
      "Large US blank-apparel distributor, which has combined with alphabroder. Its polyester performance tees from several brands are common sublimation blanks; check fibre content on each style.",
    website: "https://www.ssactivewear.com/",
    rating: null,
    categories: ["apparel"],
    features: ["Wide range of polyester performance garments", "Wholesale blank apparel"],
    verified: false,
    location: null,
    sources: [homepage("S&S Activewear", "https://www.ssactivewear.com/")],
  },
  {
    id: "sanmar",
    name: "SanMar",
    description:
      "Major US blank-apparel distributor whose 100% polyester performance lines are widely used for sublimation; check fibre content per style.",
    website: "https://www.sanmar.com/",
    rating: null,
    categories: ["apparel"],
    features: ["Polyester performance tees and polos", "Wholesale blank apparel"],
    verified: false,
    location: null,
    sources: [homepage("SanMar", "https://www.sanmar.com/")],
  },
  {
    id: "alphabroder",
    name: "alphabroder (part of S&S Activewear)",
    description:
      "US wholesale distributor of blank apparel, including polyester performance garments usable for sublimation. alphabroder is now part of S&S Activewear; check which site serves your account before ordering.",
    website: "https://www.alphabroder.com/",
    rating: null,
    categories: ["apparel"],
    features: ["Wholesale blank apparel", "Polyester performance styles"],
    verified: false,
    location: null,
    sources: [
      homepage("alphabroder", "https://www.alphabroder.com/"),
      {
        title:
          "S&S Activewear's combination with alphabroder (company announcements; not re-checked against a live page here)",
      },
    ],
  },
  {
    id: "cricut",
    name: "Cricut",
    description:
      "Craft-machine maker that sells Infusible Ink blanks (mugs, tote bags, coasters, shirts) designed for sublimation-style transfers with its presses.",
    website: "https://cricut.com/",
    rating: null,
    categories: ["drinkware", "apparel", "home-decor", "canvas"],
    features: ["Infusible Ink-compatible blanks", "Matches Cricut presses and software"],
    verified: false,
    location: null,
    sources: [homepage("Cricut", "https://cricut.com/")],
  },
  {
    id: "makerflo",
    name: "MakerFlo",
    description: "US online craft supplier selling sublimation tumblers, drinkware and other blanks to crafters.",
    website: "https://makerflo.com/",
    rating: null,
    categories: ["drinkware", "home-decor"],
    features: ["Orders processed in 1-2 business days (per its help centre)", "Tumblers and drinkware blanks"],
    verified: false,
    location: null,
    sources: [MAKERFLO_HELP],
  },
  {
    id: "craft-express",
    name: "Craft Express",
    description:
      "US craft supplier selling sublimation tumblers and other blanks along with vinyl and craft materials.",
    website: "https://craftexpress.com/",
    rating: null,
    categories: ["drinkware", "home-decor"],
    features: ["Sublimation tumblers", "Craft vinyl and supplies"],
    verified: false,
    location: null,
    sources: [homepage("Craft Express", "https://craftexpress.com/")],
  },
  {
    id: "heat-transfer-warehouse",
    name: "Heat Transfer Warehouse",
    description: "US supplier of heat-transfer materials, presses and sublimation blanks for decorators.",
    website: "https://www.heattransferwarehouse.com/",
    rating: null,
    categories: ["apparel", "drinkware", "home-decor"],
    features: ["Heat presses and transfer materials", "Sublimation blanks"],
    verified: false,
    location: null,
    sources: [homepage("Heat Transfer Warehouse", "https://www.heattransferwarehouse.com/")],
  },
  {
    id: "xpres",
    name: "Xpres",
    description: "UK supplier of sublimation systems and blanks, including mugs, coasters and phone cases.",
    website: "https://www.xpres.co.uk/",
    rating: null,
    categories: ["drinkware", "tech-accessories", "home-decor", "promotional"],
    features: ["Sublimation blanks for the UK and Europe", "Presses and consumables"],
    verified: false,
    location: null,
    sources: [homepage("Xpres", "https://www.xpres.co.uk/")],
  },
  {
    id: "brildor",
    name: "Brildor",
    description: "Spanish supplier of sublimation blanks, inks, paper and presses shipping across Europe.",
    website: "https://www.brildor.com/",
    rating: null,
    categories: ["drinkware", "apparel", "tech-accessories", "home-decor"],
    features: ["Sublimation blanks for the European market", "Inks, paper and presses"],
    verified: false,
    location: null,
    sources: [homepage("Brildor", "https://www.brildor.com/")],
  },
  {
    id: "sign-warehouse",
    name: "Sign Warehouse",
    description:
      "US sign and decorating supplier that sells sublimation systems and supplies and publishes sublimation troubleshooting articles.",
    website: "https://signwarehouse.com/",
    rating: null,
    categories: ["promotional", "drinkware"],
    features: ["Sublimation printers and supplies", "Troubleshooting articles"],
    verified: false,
    location: null,
    sources: [SIGNWAREHOUSE_BLOG],
  },
  {
    id: "htvront",
    name: "HTVRONT",
    description:
      "Craft brand selling heat presses, sublimation paper and sublimation blanks such as tumblers and mugs.",
    website: "https://www.htvront.com/",
    rating: null,
    categories: ["drinkware", "home-decor"],
    features: ["Presses and sublimation paper", "Tumbler and mug blanks"],
    verified: false,
    location: null,
    sources: [homepage("HTVRONT", "https://www.htvront.com/")],
  },
  {
    id: "sublimation-supplies-au",
    name: "Sublimation Supplies (Australia)",
    description: "Australian online shop for sublimation blanks, including drinkware.",
    website: "https://sublimationsupplies.com.au/",
    rating: null,
    categories: ["drinkware", "promotional"],
    features: ["Sublimation blanks for the Australian market", "Returns of unused blanks by approval"],
    verified: true,
    location: null,
    sources: [SUBLI_SUPPLIES_AU],
  },
  {
    id: "ky-crafts-and-blanks",
    name: "KY Crafts and Blanks",
    description: "Small US online shop selling sublimation blanks such as jigsaw puzzles and gift items.",
    website: "https://kycraftsandblanks.com/",
    rating: null,
    categories: ["home-decor", "promotional"],
    features: ["Sublimation puzzles and gift blanks", "Small orders for crafters"],
    verified: true,
    location: null,
    sources: [KY_PUZZLE],
  },
  {
    id: "michaels",
    name: "Michaels",
    description:
      "US craft retailer that stocks sublimation blanks (mugs, tumblers, shirts) in stores and online; handy for one-off buys.",
    website: "https://www.michaels.com/",
    rating: null,
    categories: ["drinkware", "apparel", "home-decor"],
    features: ["Buy single blanks in store", "Craft supplies alongside blanks"],
    verified: false,
    location: null,
    sources: [homepage("Michaels", "https://www.michaels.com/")],
  },
  {
    id: "jiffy-shirts",
    name: "Jiffy Shirts",
    description:
      "US online retailer of blank apparel from many brands; filter for 100% polyester styles for sublimation.",
    website: "https://www.jiffyshirts.com/",
    rating: null,
    categories: ["apparel"],
    features: ["Blank apparel from many brands", "Polyester performance styles"],
    verified: false,
    location: null,
    sources: [homepage("Jiffy Shirts", "https://www.jiffyshirts.com/")],
  },
];
