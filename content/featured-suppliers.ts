// Featured partners shown on the suppliers page. Terms are taken from each
// company's own published pages where we found them; otherwise "See supplier's site".
import type { z } from "zod";
import type { featuredSupplierSchema } from "./schema";

type FeaturedSupplierInput = z.input<typeof featuredSupplierSchema>;

export const featuredSuppliers: FeaturedSupplierInput[] = [
  {
    supplierId: "coastal-business-supplies",
    minOrder: "No minimum stated: see supplier's site",
    shipping:
      "Free ground shipping over about $150 in the contiguous US; tiered flat rates below that (per its support pages, check current terms)",
    specialties: ["Mugs and drinkware", "Home decor blanks", "Printers, presses and inks"],
    features: [
      "Same-day dispatch on in-stock orders placed before its evening cut-off",
      "One-stop shop for equipment and blanks",
    ],
    contactUrl: "https://www.coastalbusiness.com/",
  },
  {
    supplierId: "vapor-apparel",
    minOrder: "Wholesale: 6-packs per style, colour and size",
    shipping: "Ships from South Carolina; rates at checkout: see supplier's site",
    specialties: ["Sublimation-ready polyester apparel", "Coloured and performance blanks"],
    features: [
      "Apparel engineered for sublimation",
      "Wholesale online ordering",
      "Sublimation printing services on request",
    ],
    contactUrl: "https://wholesale.vaporapparel.com/",
  },
  {
    supplierId: "conde-systems",
    minOrder: "See supplier's site",
    shipping: "See supplier's site",
    specialties: ["Hard-substrate blanks", "Sublimation papers", "Pressing instructions"],
    features: ["Large catalogue of sublimation blanks", "Detailed product pressing guides"],
    contactUrl: "https://www.dyetrans.com/",
  },
  {
    supplierId: "sublimation-blanks-company",
    minOrder: "No minimum stated: see supplier's site",
    shipping: "Flat rates by weight; free on orders of $199 and over; ships in 2-4 business days (per its FAQ)",
    specialties: ["Ready-to-ship blanks for crafters"],
    features: ["Listed items are ready to ship (per its FAQ)", "Tracking on every order (per its FAQ)"],
    contactUrl: "https://sublimationblankscompany.com/",
  },
];
