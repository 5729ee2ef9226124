// Which picture shows what: the motifs of a guide's cover (from its category and
// title words), an equipment item's kind and a supplier category's picture.
// Shared by the cards (src, alt, size) and by scripts/build-images.ts, which
// draws the files, so the alt text always describes the picture it sits on.

/** Every cover, equipment and supplier picture is drawn on this canvas (the og:image ratio). */
export const PICTURE_SIZE = { width: 400, height: 210 } as const;
/** The og:image size for shared links. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const MOTIFS = {
  heatPress: "a clamshell heat press",
  mugPress: "a mug press",
  mug: "a printed mug",
  tumbler: "a printed tumbler",
  tshirt: "a printed T-shirt",
  tshirtDark: "a dark cotton T-shirt",
  tshirtVintage: "a heather-grey T-shirt with a faded print",
  tshirtSpecks: "a printed T-shirt with blue specks",
  tshirtBoxLine: "a printed T-shirt with a press box mark",
  tshirtBlowout: "a printed T-shirt with soft, spreading edges",
  tshirtScorch: "a printed T-shirt with a scorch mark",
  mugYellowed: "a mug yellowed around its print",
  cap: "a printed cap",
  sneaker: "a printed sneaker",
  printer: "a desktop sublimation printer",
  ecotank: "an ink-tank printer",
  widePrinter: "a wide-format printer",
  inkBottles: "bottles of sublimation ink",
  paper: "sheets of printed transfer paper",
  slate: "a slate photo plaque",
  panel: "a photo panel on a stand",
  glass: "a glass cutting board",
  mousePad: "a printed mouse pad",
  coaster: "a printed coaster",
  puzzle: "jigsaw puzzle pieces",
  ornament: "a printed ornament",
  oven: "a countertop convection oven",
  wrap: "a mug in a silicone wrap",
  swatches: "a fan of colour swatches",
  screen: "a monitor showing a design and its mirror image",
  thermometer: "a thermometer",
  ghost: "a print with a faint double image",
  flame: "a scorch flame",
  warning: "a warning sign",
  gloves: "heat-resistant gloves",
  book: "an open glossary book",
  storage: "a sealed storage box",
  clock: "a clock",
  priceTag: "a price tag",
  chart: "a rising sales chart",
  clipboard: "a checklist on a clipboard",
  stall: "a market stall",
  laptop: "a laptop with an online shop",
  magnifier: "a magnifying glass",
  nozzle: "a nozzle check pattern",
  wrench: "a wrench",
  tape: "a roll of heat-resistant tape",
  lintRoller: "a lint roller",
  pyrometer: "a contact pyrometer",
  irThermometer: "an infrared thermometer",
  testStrips: "temperature test strips",
  cutter: "a cutting machine",
  ptfe: "a PTFE pressing sheet",
  pillow: "a pressing pillow",
  paperRoll: "a roll of butcher paper",
  foam: "a foam pressing pad",
  coolPlate: "a cooling plate",
  easyPress: "a handheld heat press",
  hatPress: "a hat press",
  swingPress: "a swing-away heat press",
  cartridges: "ink cartridges",
  tote: "a printed tote bag",
  phoneCase: "a printed phone case",
  award: "an award plaque",
  medal: "a medal",
  canvas: "a canvas print on an easel",
  cushion: "a printed cushion",
  keychain: "a printed keychain",
  bottle: "a water bottle",
  parcel: "a shipping box",
  flag: "a printed garden flag",
  certificate: "a certificate with a seal",
  plug: "a power plug and cord",
} as const;
export type Motif = keyof typeof MOTIFS;

/** Title words → motifs, most specific first. Matched against the title and id, lower-cased. */
const GUIDE_RULES: [RegExp, Motif[]][] = [
  [/dishwasher/, ["mug", "tshirt"]],
  [/\bflags?\b|banner/, ["flag"]],
  [/packing|shipping/, ["parcel"]],
  [/extension cord|electrical|\bpower\b/, ["plug", "warning"]],
  [/children's product/, ["tshirt", "certificate"]],
  [/sales tax|resale|licen[cs]|registering|copyright|trademark|garment label|1099|records/, ["certificate"]],
  [/wholesale|consignment/, ["stall", "parcel"]],
  [/custom order|proof/, ["screen"]],
  [/yellowing/, ["mugYellowed"]],
  [/tumbler/, ["tumbler"]],
  [/mug press/, ["mugPress", "mug"]],
  [/wrap/, ["wrap"]],
  [/mug/, ["mug"]],
  [/oven|convection/, ["oven"]],
  [/ghost/, ["ghost"]],
  [/blue speck/, ["tshirtSpecks", "lintRoller"]],
  [/press mark|box line/, ["tshirtBoxLine", "pillow"]],
  [/blowout/, ["tshirtBlowout"]],
  [/scorch|burn/, ["tshirtScorch", "flame"]],
  [/dark|cotton/, ["tshirtDark"]],
  [/blend|vintage/, ["tshirtVintage"]],
  [/shirt|polyester|fabric|apparel/, ["tshirt"]],
  [/\bhats?\b/, ["cap"]],
  [/shoe/, ["sneaker"]],
  [/glass/, ["glass"]],
  [/slate/, ["slate"]],
  [/hardboard|metal|panel|\bsigns?\b|award/, ["panel"]],
  [/mouse pad/, ["mousePad"]],
  [/coaster/, ["coaster"]],
  [/puzzle/, ["puzzle"]],
  [/ornament/, ["ornament"]],
  [/large.format|all.over/, ["widePrinter", "tshirt"]],
  [/storing|storage|shelf life/, ["storage"]],
  [/ecotank|convert/, ["ecotank", "inkBottles"]],
  [/nozzle|clog|banding|white line/, ["nozzle", "printer"]],
  [/printer/, ["printer"]],
  [/\bink\b/, ["inkBottles"]],
  [/icc|profile|colou?r|dull|faded/, ["swatches"]],
  [/designing|artwork|mirror/, ["screen"]],
  [/paper/, ["paper"]],
  [/calibrat|temperature/, ["thermometer"]],
  [/heat press|clamshell|swing|how sublimation works|getting started|first press/, ["heatPress"]],
  [/blurry|bleeding|how sublimation works/, ["paper"]],
  [/safety/, ["warning", "gloves"]],
  [/glossary/, ["book"]],
  [/pric|cost/, ["priceTag", "chart"]],
  [/market|fair/, ["stall"]],
  [/online/, ["laptop"]],
  [/starting|business/, ["clipboard"]],
  [/workflow|batch/, ["clipboard", "clock"]],
];

const CATEGORY_MOTIFS: Record<string, Motif[]> = {
  basics: ["heatPress", "paper"],
  techniques: ["heatPress", "tshirt"],
  equipment: ["heatPress", "printer"],
  troubleshooting: ["magnifier", "paper"],
  business: ["priceTag", "chart"],
  advanced: ["swatches", "printer"],
};

/** A defect variant stands in for its plain motif: a cover shows one shirt, not two. */
const VARIANT_OF: Partial<Record<Motif, Motif>> = {
  tshirtSpecks: "tshirt",
  tshirtBoxLine: "tshirt",
  tshirtBlowout: "tshirt",
  tshirtScorch: "tshirt",
  mugYellowed: "mug",
};

/** The cover's motifs: up to three, the first drawn largest. Never empty. */
export function guideMotifs(guide: { id: string; title: string; category: string | null }): Motif[] {
  const words = `${guide.title} ${guide.id.replace(/-/g, " ")}`.toLowerCase();
  const picked: Motif[] = [];
  for (const [re, motifs] of GUIDE_RULES) {
    if (!re.test(words)) continue;
    for (const m of motifs) if (!picked.includes(m) && !picked.some((p) => VARIANT_OF[p] === m)) picked.push(m);
  }
  const category = CATEGORY_MOTIFS[guide.category ?? ""] ?? CATEGORY_MOTIFS.basics;
  // Troubleshooting covers always carry the magnifier; business covers a price tag.
  if (guide.category === "troubleshooting" && !picked.includes("magnifier"))
    picked.splice(Math.min(1, picked.length), 0, "magnifier");
  if (guide.category === "business" && !picked.includes("priceTag")) picked.push("priceTag");
  for (const m of category) if (picked.length < 2 && !picked.includes(m)) picked.push(m);
  return picked.slice(0, 3);
}

function listWords(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function guideCover(guide: { id: string; title: string; category: string | null }) {
  // Every list render asks for the same few dozen covers: the motif rules run once per guide text.
  const key = `${guide.id}\n${guide.title}\n${guide.category ?? ""}`;
  let cover = covers.get(key);
  if (!cover) {
    cover = {
      src: `/images/guides/${guide.id}.svg`,
      alt: `Illustration: ${listWords(guideMotifs(guide).map((m) => MOTIFS[m]))}`,
      ...PICTURE_SIZE,
    };
    if (covers.size >= MAX_COVERS) covers.clear();
    covers.set(key, cover);
  }
  return cover;
}
const MAX_COVERS = 500;
const covers = new Map<string, { src: string; alt: string } & typeof PICTURE_SIZE>();

/** The guide's og:image path (a PNG written at build time), made absolute by the page's origin. */
export const guideOgImagePath = (id: string) => `/og/guides/${id}.png`;

/** Equipment kinds: one picture each. The first rule matching the id and name wins, then the category's default. */
export const EQUIPMENT_KINDS = {
  printer: "printer",
  "ink-tank-printer": "ecotank",
  "wide-format-printer": "widePrinter",
  "heat-press": "heatPress",
  "swing-away-press": "swingPress",
  "mug-press": "mugPress",
  "hat-press": "hatPress",
  "handheld-press": "easyPress",
  "ink-bottles": "inkBottles",
  "ink-cartridges": "cartridges",
  "heat-tape": "tape",
  "heat-gloves": "gloves",
  "lint-roller": "lintRoller",
  "contact-pyrometer": "pyrometer",
  "infrared-thermometer": "irThermometer",
  "test-strips": "testStrips",
  "cutting-machine": "cutter",
  "convection-oven": "oven",
  "ptfe-sheet": "ptfe",
  "pressing-pillow": "pillow",
  "sublimation-paper": "paper",
  "mug-wrap": "wrap",
  "paper-roll": "paperRoll",
  "foam-pad": "foam",
  "cooling-plate": "coolPlate",
  tools: "wrench",
} as const satisfies Record<string, Motif>;
export type EquipmentKind = keyof typeof EQUIPMENT_KINDS;

const EQUIPMENT_RULES: [RegExp, EquipmentKind][] = [
  [/ecotank|et-\d|ink.tank/, "ink-tank-printer"],
  [/f570|f6\d0|wide|24.in|large.format/, "wide-format-printer"],
  [/mug press/, "mug-press"],
  [/hat press/, "hat-press"],
  [/easypress|handheld|iron/, "handheld-press"],
  [/fusion|swing|draw/, "swing-away-press"],
  [/sublijet|cartridge/, "ink-cartridges"],
  [/tape/, "heat-tape"],
  [/glove/, "heat-gloves"],
  [/lint/, "lint-roller"],
  [/pyrometer|probe/, "contact-pyrometer"],
  [/infrared|lasergrip|\bir\b/, "infrared-thermometer"],
  [/strip/, "test-strips"],
  [/cricut maker|cricut explore|cutting machine|plotter/, "cutting-machine"],
  [/oven/, "convection-oven"],
  [/ptfe|teflon/, "ptfe-sheet"],
  [/pillow|silicone pad/, "pressing-pillow"],
  [/wrap/, "mug-wrap"],
  [/butcher|roll/, "paper-roll"],
  [/paper/, "sublimation-paper"],
  [/foam/, "foam-pad"],
  [/kool|cool(ing)? plate/, "cooling-plate"],
];
const EQUIPMENT_DEFAULTS: Record<string, EquipmentKind> = {
  printers: "printer",
  "heat-presses": "heat-press",
  inks: "ink-bottles",
  tools: "tools",
  accessories: "sublimation-paper",
};

export function equipmentKind(item: { id: string; name: string; category: string }): EquipmentKind {
  const words = `${item.id.replace(/-/g, " ")} ${item.name}`.toLowerCase();
  for (const [re, kind] of EQUIPMENT_RULES) if (re.test(words)) return kind;
  return EQUIPMENT_DEFAULTS[item.category] ?? "tools";
}

/** What each kind is drawn with: one of these stands beside it, picked by the item's id. */
const EQUIPMENT_COMPANIONS: Record<EquipmentKind, Motif[]> = {
  printer: ["paper", "mug", "tshirt"],
  "ink-tank-printer": ["inkBottles", "paper", "mug", "coaster"],
  "wide-format-printer": ["tshirt", "paper"],
  "heat-press": ["tshirt", "panel", "mousePad", "tote"],
  "swing-away-press": ["slate", "panel", "tshirt"],
  "mug-press": ["mug"],
  "hat-press": ["cap"],
  "handheld-press": ["tote", "tshirt"],
  "ink-bottles": ["ecotank", "paper", "inkBottles"],
  "ink-cartridges": ["printer"],
  "heat-tape": ["mug", "paper"],
  "heat-gloves": ["heatPress", "mug"],
  "lint-roller": ["tshirt"],
  "contact-pyrometer": ["heatPress"],
  "infrared-thermometer": ["heatPress", "mugPress"],
  "test-strips": ["heatPress"],
  "cutting-machine": ["paper", "tshirt"],
  "convection-oven": ["tumbler", "wrap"],
  "ptfe-sheet": ["heatPress", "tshirt"],
  "pressing-pillow": ["tshirt", "heatPress"],
  "sublimation-paper": ["printer", "ecotank"],
  "mug-wrap": ["oven"],
  "paper-roll": ["heatPress", "tshirt"],
  "foam-pad": ["tshirt", "heatPress"],
  "cooling-plate": ["mug", "panel"],
  tools: ["heatPress"],
};

/** A small stable hash of a string (FNV-1a), for picking variants by id. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The item's drawn motifs: its kind's, then a companion chosen by its id (unless it would repeat the first). */
export function equipmentMotifs(item: { id: string; name: string; category: string }): [Motif, Motif] {
  const kind = equipmentKind(item);
  const main = EQUIPMENT_KINDS[kind];
  const options = EQUIPMENT_COMPANIONS[kind].filter((m) => m !== main);
  return [main, options.length ? options[hashOf(item.id) % options.length] : "paper"];
}

export function equipmentPicture(item: { id: string; name: string; category: string }) {
  const [main, companion] = equipmentMotifs(item);
  return {
    src: `/images/equipment/${item.id}.svg`,
    alt: `Illustration: ${MOTIFS[main]} with ${MOTIFS[companion]}`,
    ...PICTURE_SIZE,
  };
}

/** The products drawn for each supplier category. */
export const SUPPLIER_MOTIFS: Record<string, Motif[]> = {
  apparel: ["tshirt", "cap", "tote"],
  drinkware: ["mug", "tumbler", "bottle"],
  "tech-accessories": ["phoneCase", "mousePad", "coaster"],
  "home-decor": ["cushion", "slate", "panel"],
  awards: ["award", "medal", "panel"],
  canvas: ["canvas", "tote", "panel"],
  promotional: ["keychain", "coaster", "bottle"],
};

export function supplierCategoryPicture(category: string) {
  const motifs = SUPPLIER_MOTIFS[category] ?? SUPPLIER_MOTIFS.promotional;
  return {
    src: `/images/suppliers/${SUPPLIER_MOTIFS[category] ? category : "promotional"}.svg`,
    alt: `Illustration: ${listWords(motifs.map((m) => MOTIFS[m]))}`,
    ...PICTURE_SIZE,
  };
}
