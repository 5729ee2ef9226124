// Printable care cards a seller puts in each order, one per product type. The
// wording follows the care guides (care-cards-and-durability, dishwashers-
// washing-and-how-long-products-last, outdoor-flags-garden-signs-and-sun-fading)
// and the sources named on each card. A card promises no more than the sources
// support: where a blank maker's own rating is needed (dishwasher use), the card
// gives the cautious instruction and says so to the seller.
import type { Source } from "./schema";

export const CARE_CARD_TYPES = ["shirts", "mugs", "tumblers", "flags"] as const;
export type CareCardType = (typeof CARE_CARD_TYPES)[number];

export interface CareCard {
  type: CareCardType;
  /** The page's title and the card's heading. */
  title: string;
  heading: string;
  /** One line on how the product was made, printed on the card. */
  madeBy: string;
  /** Care instructions, in the order a customer needs them. */
  steps: string[];
  /** Advice to the seller, shown on screen only. */
  sellerNote: string;
  /** Guides that explain the instructions. */
  guides: { id: string; title: string }[];
  sources: Source[];
}

const FTC_CARE: Source = {
  title: "Federal Trade Commission: Clothes Captioning, complying with the Care Labeling Rule",
  url: "https://www.ftc.gov/business-guidance/resources/clothes-captioning-complying-care-labeling-rule",
};
const AE_FUNDAMENTALS: Source = {
  title: "A&E magazine: Sublimation, back to the fundamentals (Kevin Lumberg and Matt Woodhouse)",
  url: "https://a-e-mag.com/features/sublimation-back-fundamentals",
};
const BPMA: Source = {
  title: "eppi magazine, January 2017: BPMA and Lucideon test of 'dishwasher-proof' sublimation mug coatings",
  url: "http://www.eppi-online.com/2017/01/30/sublimation-printing-bpma-tests-cups/",
};
const AE_MUG: Source = {
  title: "A&E magazine: The right way to sublimate a mug (coatings and dishwasher durability)",
  url: "https://a-e-mag.com/features/right-way-sublimate-mug",
};
const FLAG_WORLD: Source = {
  title: "Flag World (flag maker): Flag care and life",
  url: "https://www.flagworld.com.au/flag-care-life",
};
const MART_SHOP: Source = {
  title: "The Mart Shop (custom flag maker): Flag care",
  url: "http://www.themartshop.com/flag-care/",
};

const CARE_GUIDE = { id: "care-cards-and-durability", title: "Care and durability cards for your customers" };
const DURABILITY_GUIDE = {
  id: "dishwashers-washing-and-how-long-products-last",
  title: "Dishwashers, washing machines and sun: how long products last",
};

export const CARE_CARDS: Record<CareCardType, CareCard> = {
  shirts: {
    type: "shirts",
    title: "Care card for sublimated shirts",
    heading: "Caring for your shirt",
    madeBy: "Printed by sublimation: the design is dyed into the polyester, so it will not crack or peel.",
    steps: [
      "Wash inside out in cold or warm water with a mild detergent.",
      "Do not bleach.",
      "Tumble dry on low, or hang to dry.",
      "Do not iron over the print; if needed, iron inside out on a low setting.",
      "Do not dry clean.",
    ],
    sellerNote:
      "Keep the garment's own sewn-in care label: this card adds advice for the print and must not contradict it. Wash-test a shirt from each blank line the way the card says before you sell it.",
    guides: [
      CARE_GUIDE,
      { id: "garment-labels-care-fibre-and-origin", title: "Garment labels: care, fibre content and origin" },
    ],
    sources: [FTC_CARE, AE_FUNDAMENTALS],
  },
  mugs: {
    type: "mugs",
    title: "Care card for sublimated mugs",
    heading: "Caring for your mug",
    madeBy: "Printed by sublimation: the design is part of the mug's coating, not a sticker.",
    steps: [
      "Hand wash with a soft sponge and mild washing-up liquid to keep the colours bright.",
      "Do not soak, scrub with abrasive pads or use bleach.",
      "Not for the dishwasher: detergent and heat wear the printed coating over time.",
      "Ceramic mugs without metallic trim may be used in the microwave to reheat drinks.",
    ],
    sellerNote:
      "Change the dishwasher line only if your mug supplier rates that blank's coating for dishwashers and can say which test backs the claim; in an independent test, four of five coatings sold as dishwasher-proof showed visible wear after the equivalent of about 125 cycles. Never promise more than the supplier does.",
    guides: [CARE_GUIDE, DURABILITY_GUIDE],
    sources: [BPMA, AE_MUG],
  },
  tumblers: {
    type: "tumblers",
    title: "Care card for sublimated tumblers",
    heading: "Caring for your tumbler",
    madeBy: "Printed by sublimation: the design is part of the tumbler's coating, not a wrap.",
    steps: [
      "Hand wash only, with a soft sponge and mild washing-up liquid.",
      "Not for the dishwasher or the microwave.",
      "Do not soak; wash and dry the lid separately.",
      "Avoid abrasive cleaners and scouring pads.",
      "Keep out of hot cars to keep the print at its best.",
    ],
    sellerNote:
      "Stainless tumblers are metal: never suggest microwave use. If a blank maker rates a tumbler for dishwashers, follow its wording exactly.",
    guides: [CARE_GUIDE, DURABILITY_GUIDE],
    sources: [AE_MUG, AE_FUNDAMENTALS],
  },
  flags: {
    type: "flags",
    title: "Care card for sublimated outdoor flags",
    heading: "Caring for your flag",
    madeBy:
      "Printed by sublimation for colour that will not peel. Like all outdoor flags it fades in strong sun and wears in wind.",
    steps: [
      "Bring the flag in at night and in strong wind, rain or snow.",
      "Fly it clear of walls, branches and brackets it could rub against.",
      "Wash by hand in cool water with a mild detergent, or on a gentle cycle on its own.",
      "Never fold or roll a wet flag: let it dry fully first.",
      "Trim and re-hem fraying edges early.",
      "Store clean and dry out of season.",
    ],
    sellerNote:
      "Flag makers report a working life of months, not years, for flags flown every day; say so in your listing and do not promise a lifetime you have not tested.",
    guides: [{ id: "outdoor-flags-garden-signs-and-sun-fading", title: "Outdoor flags, garden signs and sun" }],
    sources: [FLAG_WORLD, MART_SHOP],
  },
};
