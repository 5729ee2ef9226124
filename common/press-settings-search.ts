// Search of the heat-press settings chart by blank, shared by GET /api/press-settings
// and the /press-settings page (which filters in the browser, so this file stays free
// of server imports). It forgives the way people type at the press:
// - words about the chart itself ("heat press settings", "temp", "how long") narrow
//   nothing: "mug temp" is a search for mugs, "heat press settings" is the whole chart;
// - shorthand is expanded (tee/tshirt -> shirt, poly -> polyester, cup -> mug, aluminum);
// - plurals and word starts match (mugs, tumb), and so do run-together words (keychain);
// - a word the chart never uses is corrected to the chart words one edit away
//   (two for long words): "tumbelr" -> tumbler, "sublimaton" -> ignored as a chart word.
// Every remaining word must match the row's blank (its substrate, id or group).

/** The chart's substrate groups as the page names them, in chart order. */
export const CHART_GROUP_LABELS = {
  apparel: "Shirts and apparel",
  drinkware: "Mugs, glasses and tumblers",
  "hard-surfaces": "Tiles, slate, glass, wood and hardboard",
  "soft-goods": "Mouse pads, bags, pillows and blankets",
  "photo-panels": "Metal photo panels and signs",
  other: "Key chains, tags and other blanks",
} as const;

/**
 * More words under which a whole group is found (a search for "clothes" finds every
 * apparel row). Not the labels above: "Mugs, glasses and tumblers" would make a search
 * for "glass" list every mug.
 */
const GROUP_WORDS: Record<string, string> = {
  apparel: "clothes clothing garment garments fabric wear",
  drinkware: "drink drinks cup cups",
  "hard-surfaces": "hard rigid",
  "soft-goods": "soft textile",
  "photo-panels": "photo metal panel",
  other: "",
};

/** Words about the chart, the press or the question, never about a blank: they narrow nothing. */
const CHART_WORDS = new Set(
  `heat press presses pressing pressed setting settings temp temps temperature temperatures time times timing
   pressure pressures degree degrees deg f c fahrenheit celsius minute minutes min mins second seconds sec secs
   how long what which for the a an and of on in to my your i do does should is at with best right correct
   chart table guide sublimation sublimate sublimating sublimated dye sub subli print printing
   hot cold peel`
    .split(/\s+/)
    .filter(Boolean),
);

/** Shorthand and other names: a query word matches any of its alternatives (exactly). */
const SHORTHAND: Record<string, string[]> = {
  tee: ["shirt"],
  tshirt: ["shirt"],
  shirts: ["shirt"],
  top: ["shirt"],
  poly: ["poly", "polyester"],
  polyster: ["polyester"],
  cup: ["mug"],
  coffee: ["mug"],
  aluminum: ["aluminium"],
  metal: ["metal", "aluminium"],
  mousemat: ["mouse"],
  mat: ["pad", "mat"],
  koozie: ["cooler"],
  stubby: ["cooler"],
  cushion: ["pillow", "cushion"],
  cap: ["cap", "hat"],
  board: ["board", "hardboard"],
  tote: ["tote", "bag"],
};

/** Lower case, "t-shirt" as one word, digits apart from letters ("11oz" -> "11 oz"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\bt[\s-]?shirts?\b/g, "tshirt")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A crude English singular, applied alike to query and chart words. */
function stem(w: string): string {
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** Optimal-string-alignment distance (a swap of two letters is one edit), stopped above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

type Searchable = { id: string; substrate: string; group: string };

/** The words a row is found by: its substrate, id and group, their singulars and run-together pairs. */
function rowWords(row: Searchable): Set<string> {
  const base = [...words(row.substrate), ...words(row.id), ...words(row.group), ...words(GROUP_WORDS[row.group] ?? "")];
  const out = new Set<string>();
  base.forEach((w, i) => {
    out.add(w);
    out.add(stem(w));
    if (i > 0 && !/\d/.test(w + base[i - 1])) out.add(stem(base[i - 1] + w));
  });
  return out;
}

/** What a query word may match: exact alternatives (shorthand), or a word with its prefixes. */
type Term = { exact: string[] } | { word: string };

function termMatches(term: Term, vocabulary: Set<string>): boolean {
  if ("exact" in term) return term.exact.some((w) => vocabulary.has(w) || vocabulary.has(stem(w)));
  const w = term.word;
  if (vocabulary.has(w) || vocabulary.has(stem(w))) return true;
  if (w.length < 3 || /\d/.test(w)) return false;
  for (const v of vocabulary) if (v.startsWith(w)) return true;
  return false;
}

export interface ChartSearch {
  /** The words that had to match, after shorthand and spelling (empty: the whole chart). */
  terms: string[];
  /** True when the query only held words about the chart itself ("heat press settings"). */
  wholeChart: boolean;
}

/** Reads a query into the terms a row must match; `vocabulary` is every word the chart can be found by. */
function readQuery(query: string, vocabulary: Set<string>): Term[] {
  const terms: Term[] = [];
  for (const raw of words(query)) {
    if (CHART_WORDS.has(raw)) continue;
    const alt = SHORTHAND[raw] ?? SHORTHAND[stem(raw)];
    if (alt) {
      terms.push({ exact: alt });
      continue;
    }
    const term: Term = { word: raw };
    if (termMatches(term, vocabulary)) {
      terms.push(term);
      continue;
    }
    // A word the chart does not use: its closest chart (or chart-about) words, if near enough.
    if (raw.length < 4 || /\d/.test(raw)) {
      terms.push(term);
      continue;
    }
    const max = raw.length >= 8 ? 2 : 1;
    let best = max + 1;
    let nearest: string[] = [];
    for (const v of [...vocabulary, ...CHART_WORDS, ...Object.keys(SHORTHAND)]) {
      if (v.length < 3) continue;
      const d = editDistance(raw, v, max);
      if (d < best) {
        best = d;
        nearest = [v];
      } else if (d === best && d <= max) nearest.push(v);
    }
    if (nearest.some((v) => CHART_WORDS.has(v))) continue;
    if (!nearest.length) {
      terms.push(term);
      continue;
    }
    terms.push({ exact: nearest.flatMap((v) => SHORTHAND[v] ?? [v]) });
  }
  return terms;
}

const describe = (t: Term) => ("exact" in t ? t.exact.join("/") : t.word);

/**
 * The chart rows a search for a blank finds, in chart order, with what was searched for.
 * An empty query, or one about the chart alone, finds every row.
 */
export function searchPressSettings<T extends Searchable>(
  rows: T[],
  query: string | undefined,
): { rows: T[] } & ChartSearch {
  const text = (query ?? "").trim();
  if (!text) return { rows, terms: [], wholeChart: false };
  const perRow = rows.map((r) => rowWords(r));
  const vocabulary = new Set(perRow.flatMap((v) => [...v]));
  const terms = readQuery(text, vocabulary);
  if (!terms.length) return { rows, terms: [], wholeChart: true };
  return {
    rows: rows.filter((_, i) => terms.every((t) => termMatches(t, perRow[i]))),
    terms: terms.map(describe),
    wholeChart: false,
  };
}
