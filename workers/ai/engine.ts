// The answer engine: every passage of the site's content (quick answers, rows of
// the materials table and the settings chart, troubleshooting entries, guide
// sections) is scored by one ranking function against a question. The lexical
// part (BM25, prefix and fuzzy matching, field boosts) is MiniSearch over an
// index built once per content version; what the question asks for (figures, a
// cause, whether something works, a blank, a colour) adds small feature terms to
// the same score. The engine is a pure function of (snapshot, index, question).
import MiniSearch from "minisearch";
import { MAX_QUESTION_LENGTH } from "@common/constants";
import type {
  ContentSnapshot,
  GuideDoc,
  MaterialRow,
  QuickAnswerRow,
  SettingRow,
  TroubleshootingRow,
} from "./snapshot";
import { isStopword } from "@common/stopwords";
import { foldWord, guideSections, normalizeWord, phraseText, stripInline, words } from "./text";
import { confidenceFeatures, probability, SURE, TENTATIVE } from "./confidence";
import { aboutFigures, aboutFinished, understand, type Understanding } from "./understand";

export type PassageKind = "answer" | "material" | "setting" | "trouble" | "guide";

export interface Passage {
  /** Unique: "answer:<id>", "material:<id>", "setting:<id>", "trouble:<id>", "guide:<id>#<section>". */
  id: string;
  kind: PassageKind;
  /** Id of the row or guide it comes from. */
  ref: string;
  title: string;
  /** What people type for it: phrasings, aliases, keywords, the section heading. */
  keys: string[];
  /** The passage in plain text. */
  text: string;
  /** Where a reader finds it on the site. */
  link: string;
  /** Guide sections: the section's position in its guide. */
  section?: number;
  /** Topic of a quick answer or category of a guide. */
  topic?: string;
}

interface PassageTerms {
  /** Terms of the title and of each key: what the passage is about, one variant per way of saying it. */
  variants: Set<string>[];
  variantWeights: number[];
  all: Set<string>;
  /** Blank words the title and keys name. */
  blanks: Set<string>;
  /** Whole-phrase forms of the names that must be in a question about it (materials) or symptoms (troubleshooting). */
  phrases: string[];
  /** The passage is about press figures (its title asks for them, or it is a chart row). */
  figures: boolean;
  /** Brands its title names ("sawgrass", "epson"). */
  brands: string[];
  /** Its title offers alternatives ("an iron or a Cricut EasyPress"). */
  alternatives: boolean;
  /**
   * What its title asks, for a quick answer: a cause or fix ("why…"), a procedure ("how do I…"), a verdict
   * ("can I…", "is it…"), a choice ("which…", "what … should I buy"), or none of these.
   */
  asks: "cause" | "procedure" | "verdict" | "choice" | null;
}

export interface EngineIndex {
  version: string;
  /** Built here from the snapshot, or loaded from data the build made (serializeIndex). */
  origin: "built" | "data";
  search: MiniSearch<Passage>;
  passages: Passage[];
  terms: PassageTerms[];
  idf: Map<string, number>;
  unknownIdf: number;
  blankWords: Set<string>;
  byId: Map<string, number>;
  /** Each question word's lexical search results, kept as they are first needed (termHits). */
  kept: Map<string, TermHits>;
}

/** Longer words are never matched approximately (and a question longer than an ask is not at all). */
export const MAX_FUZZY_WORD = 30;
/** Passages scored in full per question: the lexical search's best. */
const CANDIDATES = 80;
/** Distinct words of a question that are searched. */
const MAX_QUERY_TERMS = 24;

/**
 * Words in material and substrate names that do not name a blank themselves: colours and sizes,
 * the process and its supplies ("image", "press", "paper", "sheet"), and parts or qualities of a
 * blank ("front", "smooth").
 */
const NOT_BLANK = new Set(
  [
    "sublimation sublimate blank white light dark colour color colored any coated coating ready polymer regular plain",
    "uncoated type in oz large small thin shirt fabric black navy heather",
    "image photo print press paper sheet film oven convection htv vinyl adhesive shrink insert",
    "back front top bottom side centre face faced name full half height base",
    "wear water store shaped smooth raw real genuine ordinary conventional flat moisture wicking performance",
    "drinking stretch sew",
  ]
    .join(" ")
    .split(" "),
);

/** Brands a passage can be about: one about a brand the question does not name is about something else. */
const BRANDS = new Set([
  "sawgrass",
  "epson",
  "ecotank",
  "canon",
  "hp",
  "brother",
  "cricut",
  "easypress",
  "sublijet",
  "virtuoso",
]);

/** One term of text as the index keeps it: lower case, no stopwords, plurals folded; nothing over 30 letters. */
export function processTerm(term: string): string | null {
  if (term.length < 2 || term.length > MAX_FUZZY_WORD) return null;
  const t = term.toLowerCase();
  if (isStopword(t)) return null;
  return normalizeWord(t);
}

/**
 * A term as the lexical index stores it: processTerm's form, and also the word as written when that
 * differs ("ghosting" beside "ghost"), so a misspelt "-ing" word ("ghostng") is still one letter from a
 * word of the index. What the search matches is read back as processTerm's form (normalizeWord).
 */
function indexTerm(term: string): string | string[] | null {
  const t = processTerm(term);
  if (!t) return null;
  const written = foldWord(term);
  return written === t ? t : [t, written];
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}°]+/u).filter(Boolean);

function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const t = processTerm(token);
    if (t) out.push(t);
  }
  return out;
}

function range(min: number | null, max: number | null, unit: string): string | null {
  if (min === null) return null;
  return max !== null && max !== min ? `${min}-${max} ${unit}` : `${min} ${unit}`;
}

/** A settings-chart row in one sentence. */
export function describeSetting(s: SettingRow): string {
  const f = range(s.temperatureFMin, s.temperatureFMax, "°F");
  const c = range(s.temperatureCMin, s.temperatureCMax, "°C");
  const parts: string[] = [];
  if (f) parts.push(c ? `${f} (${c})` : f);
  if (s.time) parts.push(`for ${s.time}`);
  if (s.pressure) parts.push(`${s.pressure} pressure`);
  if (!parts.length)
    return `${s.substrate}: no trade figure was found, so follow the instructions from the company that made your blank.`;
  const caveat = s.verified ? "" : " (a caveated starting point: check your blank maker's sheet)";
  return `${s.substrate}: ${parts.join(", ")}${caveat}.`;
}

const COLOUR_WORDS: Record<MaterialRow["colour"], string> = {
  "white-or-light": "white or light",
  dark: "dark or coloured",
  any: "",
};

function answerPassage(a: QuickAnswerRow): Passage {
  return {
    id: `answer:${a.id}`,
    kind: "answer",
    ref: a.id,
    title: a.question,
    keys: a.phrasings,
    text: stripInline(a.answer),
    link: `/answers/${encodeURIComponent(a.id)}`,
    topic: a.topic,
  };
}

function materialPassage(m: MaterialRow): Passage {
  return {
    id: `material:${m.id}`,
    kind: "material",
    ref: m.id,
    title: `Can I sublimate on ${m.material}${COLOUR_WORDS[m.colour] ? ` (${COLOUR_WORDS[m.colour]})` : ""}?`,
    keys: [m.material, ...m.aliases],
    text: stripInline(`${m.explanation}${m.instead ? ` Instead: ${m.instead}` : ""}`),
    link: `/answers#material-${m.id}`,
  };
}

function settingPassage(s: SettingRow): Passage {
  return {
    id: `setting:${s.id}`,
    kind: "setting",
    ref: s.id,
    title: `${s.substrate}: press settings`,
    keys: [s.substrate],
    text: `${describeSetting(s)} ${s.notes}`,
    link: `/press-settings/${encodeURIComponent(s.id)}`,
  };
}

function troublePassage(t: TroubleshootingRow): Passage {
  return {
    id: `trouble:${t.id}`,
    kind: "trouble",
    ref: t.id,
    title: t.symptom,
    keys: t.keywords,
    text: `${t.summary} ${t.causes.map((c) => `${c.cause} ${c.fixes.join(" ")}`).join(" ")}`,
    link: `/troubleshooting#${encodeURIComponent(t.id)}`,
  };
}

function guidePassages(g: GuideDoc): Passage[] {
  return guideSections(g.content).map((s) => ({
    id: `guide:${g.id}#${s.position}`,
    kind: "guide" as const,
    ref: g.id,
    title: s.heading ? `${g.title}: ${s.heading}` : g.title,
    keys: s.heading ? [s.heading] : [g.description],
    text: [...s.paragraphs, ...s.bullets, ...s.numbered].join(" "),
    link: `/guides/${encodeURIComponent(g.id)}`,
    section: s.position,
    topic: g.category,
  }));
}

export function passagesOf(snapshot: ContentSnapshot): Passage[] {
  return [
    ...snapshot.answers.map(answerPassage),
    ...snapshot.materials.map(materialPassage),
    ...snapshot.settings.map(settingPassage),
    ...snapshot.troubleshooting.map(troublePassage),
    ...snapshot.guides.flatMap(guidePassages),
  ];
}

const FIELDS = ["title", "keys", "text"];
const BOOST = { title: 2, keys: 2, text: 1 };

/** The lexical index's options: the same when it is built and when it is loaded from data. */
const SEARCH_OPTIONS = {
  fields: FIELDS,
  idField: "id",
  tokenize,
  processTerm: indexTerm,
  extractField: (doc: Passage, field: string) => {
    const value = doc[field as keyof Passage];
    return Array.isArray(value) ? value.join(" . ") : String(value ?? "");
  },
  searchOptions: { boost: BOOST, processTerm },
};

/** The index of a snapshot: built once per content version, never per question. */
export function buildIndex(snapshot: ContentSnapshot, version = ""): EngineIndex {
  const passages = passagesOf(snapshot);
  const search = new MiniSearch<Passage>(SEARCH_OPTIONS);
  search.addAll(passages);

  const blankWords = new Set<string>();
  for (const m of snapshot.materials)
    for (const name of [m.material, ...m.aliases])
      for (const w of termsOf(name)) if (!NOT_BLANK.has(w) && !/\d/.test(w)) blankWords.add(w);
  for (const s of snapshot.settings)
    for (const w of termsOf(s.substrate)) if (!NOT_BLANK.has(w) && !/\d/.test(w)) blankWords.add(w);

  const terms: PassageTerms[] = passages.map((p) => {
    const variants = [p.title, ...p.keys].map((v) => new Set(termsOf(v)));
    const all = new Set([...variants.flatMap((v) => [...v]), ...termsOf(p.text)]);
    const blanks = new Set<string>();
    const named = p.kind === "answer" ? [variants[0]] : variants;
    for (const v of named) for (const t of v) if (blankWords.has(t)) blanks.add(t);
    const phrases =
      p.kind === "material" || p.kind === "trouble" ? p.keys.map((k) => words(k).join(" ")).filter(Boolean) : [];
    const figures = p.kind === "setting" || (p.kind === "answer" && aboutFigures(p.title));
    const brands = [...variants[0]].filter((w) => BRANDS.has(w));
    const alternatives = /\bor\b/i.test(p.title);
    const asks = p.kind === "answer" ? titleAsks(p.title) : null;
    return { variants, variantWeights: [], all, blanks, phrases, figures, brands, alternatives, asks };
  });
  return indexOf(version, "built", search, passages, terms, blankWords);
}

/** An index from its parts: each word's idf over the passages, and each title's or key's weight. */
function indexOf(
  version: string,
  origin: EngineIndex["origin"],
  search: MiniSearch<Passage>,
  passages: Passage[],
  terms: PassageTerms[],
  blankWords: Set<string>,
): EngineIndex {
  const df = new Map<string, number>();
  for (const t of terms) for (const w of t.all) df.set(w, (df.get(w) ?? 0) + 1);
  const n = passages.length;
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, Math.log(1 + n / d));
  const unknownIdf = Math.log(1 + n);
  for (const t of terms)
    t.variantWeights = t.variants.map((v) => {
      let w = 0;
      for (const x of v) w += idf.get(x) ?? unknownIdf;
      return w;
    });
  return {
    version,
    origin,
    search,
    passages,
    terms,
    idf,
    unknownIdf,
    blankWords,
    byId: new Map(passages.map((p, i) => [p.id, i])),
    kept: new Map(),
  };
}

/**
 * The shape and meaning of an index's data (serializeIndex); data of another format is never loaded.
 * 3: a quick answer's title can ask for a choice ("Which…").
 */
const INDEX_FORMAT = 3;

/** The lexical index as MiniSearch writes it (`toJSON`), as far as loading reads it. */
type SearchData = Parameters<typeof MiniSearch.loadJS>[0] & {
  documentIds: Record<string, string>;
  index: [string, Record<string, Record<string, number>>][];
};

/**
 * An index as plain data (JSON), made when the site is built (scripts/engine-index.ts) so a
 * Worker loads it instead of building the index on its first question. It holds the lexical
 * index and what each passage's title and keys say, each word written as its place in one
 * vocabulary; the rest (each passage's words, idf, weights) follows from these when it loads.
 */
export function serializeIndex(index: EngineIndex): string {
  const vocabulary = [...index.idf.keys()];
  const code = new Map(vocabulary.map((w, i) => [w, i]));
  const codes = (terms: Iterable<string>) => [...terms].map((t) => code.get(t) ?? -1);
  return JSON.stringify({
    format: INDEX_FORMAT,
    version: index.version,
    passages: index.passages.length,
    vocabulary,
    blankWords: codes(index.blankWords),
    terms: index.terms.map((t) => [
      t.variants.map(codes),
      codes(t.blanks),
      t.phrases,
      t.figures,
      t.brands,
      t.alternatives,
      t.asks,
    ]),
    search: index.search.toJSON(),
  });
}

/**
 * The index of a snapshot from the data serializeIndex made, or null when the data is for other
 * content (another version, another number of passages) or of another shape: the caller then
 * builds it. Ranks exactly as the index buildIndex makes (unit test).
 */
export function loadIndex(snapshot: ContentSnapshot, version: string, data: string): EngineIndex | null {
  let d: {
    format?: number;
    version?: string;
    passages: number;
    vocabulary: string[];
    blankWords: number[];
    terms: [number[][], number[], string[], boolean, string[], boolean, PassageTerms["asks"]][];
    search: SearchData;
  };
  try {
    d = JSON.parse(data);
  } catch {
    return null;
  }
  if (d?.format !== INDEX_FORMAT || !version || d.version !== version) return null;
  const passages = passagesOf(snapshot);
  if (passages.length !== d.passages || d.terms.length !== d.passages) return null;
  const words = (codes: number[]) => new Set(codes.map((c) => d.vocabulary[c]));
  const terms: PassageTerms[] = d.terms.map(([variants, blanks, phrases, figures, brands, alternatives, asks]) => ({
    variants: variants.map(words),
    variantWeights: [],
    all: new Set(),
    blanks: words(blanks),
    phrases,
    figures,
    brands,
    alternatives,
    asks,
  }));
  // A passage's words are the words the lexical index holds for it, in any field.
  const byId = new Map(passages.map((p, i) => [p.id, i]));
  const place = new Map(Object.entries(d.search.documentIds).map(([short, id]) => [short, byId.get(id) ?? -1]));
  for (const [term, fields] of d.search.index)
    for (const docs of Object.values(fields))
      for (const short of Object.keys(docs)) {
        const i = place.get(short) ?? -1;
        if (i < 0) return null;
        terms[i].all.add(term);
      }
  const search = MiniSearch.loadJS<Passage>(d.search, SEARCH_OPTIONS);
  return indexOf(version, "data", search, passages, terms, words(d.blankWords));
}

export interface ScoredPassage {
  passage: Passage;
  /** The one ranking score: lexical fit plus the question's features. */
  score: number;
  /** 0..1: how much of the question the passage says (its best title or key, and its whole text). */
  fit: number;
  /** 0..1: share of the question's weight the passage's words cover anywhere. */
  coverage: number;
}

export interface Ranking {
  understanding: Understanding;
  /** Best first. */
  ranked: ScoredPassage[];
  /** The best passage answers the question with enough confidence. */
  answerable: boolean;
  /** 0..1: how likely the best passage answers the question (confidence.ts). */
  confidence: number;
  /** Words of the question that name something the content never mentions ("htvront"), as typed. */
  unknownNamed: string[];
  /** Share of the question's weight in words the content never uses. */
  unknownShare: number;
  /**
   * Not answerable, but the best passage is close enough to offer as the closest answer, said to be
   * unsure: the question's words are mostly the content's, and the confidence is at least TENTATIVE.
   */
  tentative: boolean;
  /** 0..1: share of the question's weight that can be left out, a word at a time, without changing the best passage. */
  stability: number;
  /** The best passage is a quick answer whose title asks what the question asks (a cause, a verdict, a procedure). */
  sameAsk: boolean;
}

/** An approximate (prefix or one-letter-off) match counts this much of an exact one. */
const NEAR_MATCH = 0.75;

interface QueryTerm {
  term: string;
  weight: number;
  /** Index terms it matched (itself, or near forms). */
  matches: Set<string>;
  known: boolean;
}

/** What the lexical search finds for one word of a question: the index words it matched, and each passage's score. */
interface TermHits {
  matches: Set<string>;
  own: Map<number, number>;
}

/** Words whose lexical search results an index keeps; past this the kept results are dropped and kept afresh. */
const KEPT_TERMS = 4000;

/**
 * The lexical search for one word, kept on the index: the same word with the same options finds the
 * same passages in the same content, and the commonest words ("sublimation", "shirt") are in most
 * questions. What is kept is plain data computed from the settled index, never a pending promise, and
 * is read only.
 */
function termHits(index: EngineIndex, token: string, fuzzy: number | false, prefix: boolean): TermHits {
  const key = `${fuzzy === false ? "=" : fuzzy}${prefix ? "*" : "."}${token}`;
  const kept = index.kept.get(key);
  if (kept) return kept;
  const results = index.search.search(token, { fuzzy, prefix, maxFuzzy: 2, boost: BOOST });
  const matches = new Set<string>();
  const own = new Map<number, number>();
  for (const r of results) {
    for (const t of r.terms) matches.add(normalizeWord(t));
    const i = index.byId.get(r.id as string);
    if (i !== undefined) own.set(i, r.score);
  }
  if (index.kept.size >= KEPT_TERMS) index.kept.clear();
  const hits = { matches, own };
  index.kept.set(key, hits);
  return hits;
}

function fuzzyFor(term: string): number | false {
  if (term.length > MAX_FUZZY_WORD) return false;
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return false;
}

function matchOf(q: QueryTerm, set: Set<string>): number {
  if (set.has(q.term)) return 1;
  // A prefix can match dozens of index terms, a passage's variant has a handful: walk the smaller set.
  if (set.size < q.matches.size) {
    for (const w of set) if (q.matches.has(w)) return NEAR_MATCH;
  } else for (const m of q.matches) if (set.has(m)) return NEAR_MATCH;
  return 0;
}

/** Ranks every passage against a question. Pure: the same snapshot index and question give the same ranking. */
export function rank(index: EngineIndex, question: string, sure = SURE): Ranking {
  const understanding = understand(question.slice(0, MAX_QUESTION_LENGTH));
  const oversized = question.length > MAX_QUESTION_LENGTH;
  const raw = tokenize(understanding.normalized);
  const seen = new Set<string>();
  const query: QueryTerm[] = [];
  const scores = new Map<number, number>();
  /** Each query term's own lexical score per passage, in the order of `query`. */
  const termScores: Map<number, number>[] = [];
  const unknownNamed: string[] = [];
  const corrected = new Map<string, string>();
  for (const token of raw) {
    if (seen.size >= MAX_QUERY_TERMS) break;
    const term = processTerm(token);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    // A word the content uses is matched as it is (and by prefix); only a word it never uses is matched approximately.
    const known = index.idf.has(term);
    const { matches, own } = termHits(
      index,
      token,
      oversized || known ? false : fuzzyFor(term),
      !oversized && term.length >= 5,
    );
    for (const [i, score] of own) scores.set(i, (scores.get(i) ?? 0) + score);
    const exact = index.idf.get(term);
    let weight = exact ?? index.unknownIdf;
    if (exact === undefined && matches.size) {
      let sum = 0;
      for (const m of matches) sum += index.idf.get(m) ?? index.unknownIdf;
      weight = sum / matches.size;
    }
    // A brand or model the content never mentions is named in the answer ("nothing on the X specifically"),
    // not held against the rest of the question.
    // A measure the content never writes that way ("8x10") says nothing against the question.
    if (exact === undefined && !matches.size && isMeasure(originalWord(question, token))) continue;
    if (exact === undefined && !matches.size && /[a-z]/.test(term) && isNamed(question, token)) {
      unknownNamed.push(originalWord(question, token));
      continue;
    }
    // A misspelt word ("ghostng") is read as the index word it matched, so a symptom or material named
    // with a typo is still named as a whole phrase.
    if (exact === undefined && matches.size) corrected.set(token, closestMatch(term, matches, index));
    query.push({ term, weight, matches, known: exact !== undefined || matches.size > 0 });
    termScores.push(own);
  }
  const total = query.reduce((s, q) => s + q.weight, 0);
  const unknown = query.filter((q) => !q.known).reduce((s, q) => s + q.weight, 0);
  const ranked: ScoredPassage[] = [];
  const details: CandidateDetail[] = [];
  if (total > 0 && scores.size) {
    const best = Math.max(...scores.values());
    const qPhrase = phraseText(
      corrected.size ? raw.map((token) => corrected.get(token) ?? token).join(" ") : understanding.normalized,
    );
    const qBlanks = new Set(query.filter((q) => index.blankWords.has(q.term)).map((q) => q.term));
    // The passages the lexical search ranks highest are scored in full; the rest cannot win.
    const candidates = [...scores].sort((a, b) => b[1] - a[1]).slice(0, CANDIDATES);
    for (const [i, lexical] of candidates) {
      const p = index.passages[i];
      const t = index.terms[i];
      // How each query term matches the passage and each of its variants, kept for the stability check.
      const allMatch = query.map((q) => matchOf(q, t.all));
      const variantMatch = t.variants.map((v) => query.map((q) => matchOf(q, v)));
      let covered = 0;
      query.forEach((q, m) => {
        covered += q.weight * allMatch[m];
      });
      const coverage = covered / total;
      let head = 0;
      let headVariant = 0;
      variantMatch.forEach((vm, vi) => {
        let shared = 0;
        query.forEach((q, m) => {
          shared += q.weight * vm[m];
        });
        const h = (2 * shared) / (total + t.variantWeights[vi]);
        if (h > head) {
          head = h;
          headVariant = vi;
        }
      });
      const fitScore = 0.65 * head + 0.35 * coverage;
      // What is asked of the passage: what its best-matching phrasing asks, or else its title.
      const asks =
        headVariant > 0 && p.kind === "answer" ? (titleAsks(p.keys[headVariant - 1] ?? "") ?? t.asks) : t.asks;
      const extra = features(p, t, understanding, qPhrase, qBlanks, coverage, asks);
      const score = fitScore + 0.3 * (lexical / best) + extra;
      ranked.push({ passage: p, score, fit: fitScore, coverage });
      details.push({ i, lexical, extra, allMatch, variantMatch, headVariant });
    }
    ranked.sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id));
  }
  const [top, next] = ranked;
  const stability = top ? stabilityOf(index, query, total, termScores, details, top.passage.id) : 0;
  const topTerms = top ? index.terms[index.byId.get(top.passage.id) ?? -1] : undefined;
  // What the title asks, or what the phrasing the question matches best asks ("can i iron a shirt" of "How do I get wrinkles out…").
  const topVariant = top ? (details.find((d) => index.passages[d.i] === top.passage)?.headVariant ?? 0) : 0;
  const sameAsk =
    !!topTerms &&
    (asksAgree(understanding, topTerms.asks) ||
      (top.passage.kind === "answer" &&
        topVariant > 0 &&
        asksAgree(understanding, titleAsks(top.passage.keys[topVariant - 1] ?? ""))));

  const unknownShare = unknown / Math.max(total, 1e-9);
  const wordCount = question.split(/\s+/).filter(Boolean).length;
  const confidence = top
    ? probability(
        confidenceFeatures({
          top,
          next,
          unknownShare,
          features: understanding.features,
          wordCount,
          stability,
          sameAsk,
        }),
      )
    : 0;
  // A question mostly in words the content never uses is about something else, however its rest matches.
  // A question about one order or delivery is for whoever sold it, however well its words match.
  const onTopic = !!top && !oversized && unknownShare < 0.5 && !understanding.features.orderStatus;
  // A bare word ("mug", "tumbler?") names a subject, not what is asked about it: answered only when one
  // passage stands clearly above the rest ("ghosting"), otherwise the closest pages are offered.
  const bare = query.length === 1 && wordCount <= 2;
  const oneWordTie = bare && (!top || !next || top.score - next.score < ONE_WORD_LEAD);
  const answerable = onTopic && confidence >= sure && !oneWordTie;
  const tentative = onTopic && !answerable && confidence >= TENTATIVE;
  return {
    understanding,
    ranked,
    answerable,
    confidence,
    unknownNamed,
    unknownShare,
    tentative,
    stability,
    sameAsk,
  };
}

/** Of the index words a misspelt word matched, the one closest to it in length, then the commonest. */
function closestMatch(term: string, matches: Set<string>, index: EngineIndex): string {
  let best = "";
  let bestKey = Number.POSITIVE_INFINITY;
  for (const m of matches) {
    const key = Math.abs(m.length - term.length) * 100 + (index.idf.get(m) ?? index.unknownIdf);
    if (key < bestKey || (key === bestKey && m < best)) {
      best = m;
      bestKey = key;
    }
  }
  return best;
}

/** The question asks what the quick answer's title asks: why (a cause), whether (a verdict), how to (a procedure). */
function asksAgree(u: Understanding, asks: PassageTerms["asks"]): boolean {
  const f = u.features;
  return (f.why && asks === "cause") || (f.canUse && asks === "verdict") || (f.howTo && asks === "procedure");
}

interface CandidateDetail {
  i: number;
  lexical: number;
  extra: number;
  /** Per query term: its match (1, NEAR_MATCH or 0) in the passage's terms. */
  allMatch: number[];
  /** Per variant, per query term: its match in that variant. */
  variantMatch: number[][];
  /** The variant (0: the title, then each key) the question matches best. */
  headVariant: number;
}

/**
 * How much of the question the best passage's lead rests on: the share of the question's weight in
 * words that can each be left out without another passage taking first place. A passage that wins
 * only through one shared word (a "line" in "a faint line across my mug" finding "how to line up a
 * design") scores low. The question's features are kept as they are; only the words' own parts of
 * the score are taken out, one word at a time.
 */
function stabilityOf(
  index: EngineIndex,
  query: QueryTerm[],
  total: number,
  termScores: Map<number, number>[],
  details: CandidateDetail[],
  topId: string,
): number {
  if (query.length < 2) return 1;
  let kept = 0;
  query.forEach((dropped, j) => {
    const rest = total - dropped.weight;
    if (rest <= 0) return;
    let best = 0;
    const lexicals = details.map((d) => {
      const l = d.lexical - (termScores[j].get(d.i) ?? 0);
      best = Math.max(best, l);
      return l;
    });
    let winner = "";
    let winning = Number.NEGATIVE_INFINITY;
    details.forEach((d, k) => {
      const t = index.terms[d.i];
      let covered = 0;
      query.forEach((q, m) => {
        if (m !== j) covered += q.weight * d.allMatch[m];
      });
      let head = 0;
      d.variantMatch.forEach((vm, vi) => {
        let shared = 0;
        query.forEach((q, m) => {
          if (m !== j) shared += q.weight * vm[m];
        });
        head = Math.max(head, (2 * shared) / (rest + t.variantWeights[vi]));
      });
      const score = 0.65 * head + 0.35 * (covered / rest) + (best > 0 ? 0.3 * (lexicals[k] / best) : 0) + d.extra;
      const id = index.passages[d.i].id;
      if (score > winning || (score === winning && id.localeCompare(winner) < 0)) {
        winning = score;
        winner = id;
      }
    });
    if (winner === topId) kept += dropped.weight;
  });
  return kept / total;
}

/** A material's verdict answers a question whose words it mostly covers. */
const VERDICT_COVERAGE = 0.5;

/** Topics of quick answers and categories of guides about running a business. */
const BUSINESS_TOPICS = new Set(["business", "pricing-and-selling", "rules-and-paperwork"]);

/** What a question asks (a cause, a procedure) agreeing with what an answer's title asks. */
const INTENT = 0.08;

/** What a question asks agreeing with what a title gives: a procedure ("how do I sublimate a mug") or a verdict ("can I sublimate any mug"). */
const HOW_TO_INTENT = 0.05;

/** A quick answer's title asks for a cause or fix ("Why…", "How do I stop…"), a procedure ("How do I…"), a verdict ("Can I…") or a choice ("Which…", "What … should I buy"). */
function titleAsks(title: string): PassageTerms["asks"] {
  const t = title.toLowerCase();
  if (/^(why|what causes|what went wrong)\b|^how (?:do|can) i (?:fix|stop|prevent|avoid|get rid|remove|save)\b/.test(t))
    return "cause";
  if (/^(how (?:do|can|should) i|how to)\b/.test(t)) return "procedure";
  if (/^(can|could|is|are|does|do|will|should)\b/.test(t)) return "verdict";
  if (/^(which|best)\b|^what (?:\w+ ){0,4}(?:should i (?:buy|get|choose)|(?:is|are) (?:the )?best)\b/.test(t))
    return "choice";
  return null;
}

/** Whether something is needed, asked by the question and by a quick answer's title. */
const NEED_INTENT = 0.1;
/** A quick answer's title asks whether something is needed. */
const NEED_TITLE =
  /^(do|does) (i|you|we) (really |still |even )?(need|have to)\b|^(is|are) .*\b(necessary|needed|required)\b/i;

/** A question about an item already printed, answered by a quick answer about finished items. */
const FINISHED_ITEM = 0.05;

/** Quick answers are written to answer one question; a guide section is one part of a longer text. */
const ANSWER_PRIOR = 0.05;

/** The question's features as terms of the one score: small, additive, never a branch. */
function features(
  p: Passage,
  t: PassageTerms,
  u: Understanding,
  qPhrase: string,
  qBlanks: Set<string>,
  coverage: number,
  asks: PassageTerms["asks"],
): number {
  const f = u.features;
  let s = 0;
  const named = t.phrases.some((ph) => qPhrase.includes(` ${ph} `));
  // Figures answer a question that asks for figures, and only such a question.
  if (t.figures) s += f.figures ? (f.why ? 0.05 : 0.15) : -0.2;
  switch (p.kind) {
    case "answer":
      s += ANSWER_PRIOR;
      // A problem reported is answered by a cause or a fix, a procedure asked for by a procedure.
      if (f.why && !f.howTo) s += asks === "cause" ? INTENT : asks === "procedure" ? -INTENT : 0;
      else if (f.howTo && !f.why && !f.canUse)
        s += asks === "cause" ? -INTENT : asks === "procedure" ? HOW_TO_INTENT : 0;
      else if (f.canUse && !f.need && !f.howTo && !f.why && asks === "verdict") s += HOW_TO_INTENT;
      else if (f.howTo && !f.why && asks === "cause") s -= INTENT;
      // Which one to buy or use is answered by a choice, not by a yes or no about one of them.
      else if (f.buy && !f.canUse && !f.need) s += asks === "choice" ? HOW_TO_INTENT : asks === "verdict" ? -INTENT : 0;
      // Whether something is needed is answered by an answer that asks that ("Do I need a Teflon sheet?").
      if (f.need && NEED_TITLE.test(p.title)) s += NEED_INTENT;
      // A question about an item already printed is answered by one about finished items.
      if (f.finished && aboutFinished(p.title)) s += FINISHED_ITEM;
      if (f.figures && /°F/.test(p.text)) s += 0.1;
      if (f.business && p.topic && BUSINESS_TOPICS.has(p.topic)) s += 0.1;
      break;
    case "setting":
      s += f.figures ? 0.1 : -0.05;
      break;
    case "trouble":
      // A symptom named in a question about a problem; the same word in a how-to question ("do I mirror…") is weaker.
      if (named) s += f.why ? 0.3 : 0.05;
      if (f.why) s += 0.1;
      else if (f.canUse || f.howTo) s -= 0.1;
      break;
    case "material": {
      // A verdict is given only about the thing asked: a material the question does not name never answers,
      // and one it names answers a question about whether it works.
      // A question about doing something else with it ("can I bleach white polyester") is not answered by the verdict.
      s += named ? (f.canUse && !f.need && !f.finished ? (coverage >= VERDICT_COVERAGE ? 0.25 : 0) : -0.3) : -0.6;
      const colour = p.title.includes("(white or light)") ? "light" : p.title.includes("(dark") ? "dark" : "any";
      if (u.colour && colour !== "any") s += u.colour === colour ? 0.1 : -0.3;
      if (!u.colour && colour === "dark") s -= 0.1;
      break;
    }
    case "guide":
      s -= ANSWER_PRIOR;
      if (f.business && p.topic && BUSINESS_TOPICS.has(p.topic)) s += 0.1;
      break;
  }
  if (qBlanks.size && t.blanks.size) {
    let shared = false;
    for (const b of qBlanks) if (t.blanks.has(b)) shared = true;
    s += shared ? 0.1 : -0.25;
  }
  // A passage about a brand the question does not name is about something else, unless the brand is
  // one of the alternatives its title offers ("an iron or a Cricut EasyPress") and the question names no brand.
  if (t.brands.length && !t.brands.some((b) => qPhrase.includes(` ${b} `)))
    s -= t.alternatives && ![...BRANDS].some((b) => qPhrase.includes(` ${b} `)) ? 0 : 0.15;
  if (f.compare && u.equipment.length >= 2) {
    const text = fullPhraseText(p);
    if (u.equipment.every((e) => text.includes(` ${words(e).join(" ")} `))) s += 0.15;
  }
  return s;
}

const fullPhrases = new WeakMap<Passage, string>();

/** How far the best passage must lead the next for a one-word question to be answered. */
const ONE_WORD_LEAD = 0.15;

/** A passage's whole text as phraseText gives it, worked out once per passage (a comparison reads it for every candidate). */
function fullPhraseText(p: Passage): string {
  let text = fullPhrases.get(p);
  if (text === undefined) {
    text = phraseText(`${p.title} ${p.keys.join(" ")} ${p.text}`);
    fullPhrases.set(p, text);
  }
  return text;
}

/** A size or a setting ("3mm", "20oz", "8x10", "350f") or a bare number ("17"): a measure, not a model. */
function isMeasure(word: string): boolean {
  if (/^\d+(?:\.\d+)?$/.test(word)) return true;
  return /^\d+(?:\.\d+)?(?:mm|cm|m|in|inch|inches|ft|oz|ml|l|lb|lbs|kg|g|gsm|dpi|ppi|s|sec|secs|min|mins|f|c|w|v|x\d+)$/i.test(
    word,
  );
}

/** A word typed with a capital inside the sentence or with digits, or right before equipment: a brand or model. */
function isNamed(question: string, token: string): boolean {
  const word = originalWord(question, token);
  if (isMeasure(word)) return false;
  if (/\d/.test(word) && /[a-z]/i.test(word)) return true;
  if (/^[A-Z]/.test(word) && question.indexOf(word) > 0) return true;
  const after = new RegExp(`\\b${escapeRegExp(token)}\\s+(press|printer|machine|mug|tumbler|paper|ink|brand)\\b`, "i");
  return after.test(question);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function originalWord(question: string, token: string): string {
  const m = new RegExp(`\\b${escapeRegExp(token)}\\b`, "i").exec(question);
  return m ? m[0] : token;
}
