// Ranking of the quick answers and the materials table against an understood
// question. Quick answers are matched on their canonical question and on every
// phrasing people type, word by word, each word weighted by how rare it is
// among the answers; materials are matched on their names and aliases and on
// the colour the question names.
import { buildVocabulary, normalizeQuestion, type Understanding, type Vocabulary } from "./understand";
import { contentTerms, phraseText, words } from "./text";

export interface QuickAnswerRow {
  id: string;
  question: string;
  phrasings: string[];
  answer: string;
  topic: string;
  guides: string[];
  settings: string[];
  troubleshooting: string[];
  materials: string[];
}

export interface MaterialRow {
  id: string;
  material: string;
  colour: "white-or-light" | "dark" | "any";
  aliases: string[];
  verdict: "yes" | "coated-only" | "no";
  explanation: string;
  instead: string | null;
  settings: string[];
}

export interface KnowledgeSource {
  answers: QuickAnswerRow[];
  materials: MaterialRow[];
  /** Every other text of the site, for the spelling vocabulary. */
  texts: Iterable<string>;
  /** Settings-chart substrate names: more words that name blanks. */
  substrates?: string[];
  /** The guides' full texts: how rare a word is among them weighs it when a guide passage is judged. */
  guideTexts?: string[];
}

interface AnswerDoc {
  row: QuickAnswerRow;
  /** Terms of the canonical question and of each phrasing. */
  variants: Set<string>[];
  /** Per variant, worked out once per index: the summed weight of its terms, and whether it names a blank. */
  variantWeights: number[];
  variantHasBlank: boolean[];
  /** Terms of the whole entry (question, phrasings, answer). */
  all: Set<string>;
}

interface MaterialDoc {
  row: MaterialRow;
  /** Normalised names: the material and its aliases. */
  names: string[];
  /** Each name as phrase text, trimmed, worked out once per index. */
  phrases: string[];
}

export interface KnowledgeIndex {
  vocab: Vocabulary;
  idf: Map<string, number>;
  unknownIdf: number;
  answers: AnswerDoc[];
  materials: MaterialDoc[];
  /** Words that name a blank or material ("tumbler", "mug", "cotton"): two different ones mean two different questions. */
  blankWords: Set<string>;
  /** Inverse document frequency of a word among the guides (unknown words weigh most). */
  guideIdf: Map<string, number>;
  guideUnknownIdf: number;
}

/** Words in material names that do not name a blank themselves. */
const NOT_BLANK = new Set(
  "sublimation sublimate blank blanks white light dark colour color any coated coating ready polymer regular plain uncoated type e g in oz large small thin".split(
    " ",
  ),
);

const indexes = new WeakMap<object, KnowledgeIndex>();
/** The last index built, with the fingerprint of the content it was built from (a settled value, never a promise). */
let lastBuilt: { fingerprint: string; index: KnowledgeIndex } | null = null;

/**
 * The index of a settled content snapshot, built once per snapshot object; a reloaded
 * snapshot with the same content (the usual case) reuses the index instead of
 * rebuilding it (about 100 ms of CPU).
 */
export function knowledgeIndex(
  key: object,
  source: () => KnowledgeSource,
  fingerprintOf: () => string,
): KnowledgeIndex {
  const cached = indexes.get(key);
  if (cached) return cached;
  const fingerprint = fingerprintOf();
  const index = lastBuilt?.fingerprint === fingerprint ? lastBuilt.index : buildIndex(source());
  lastBuilt = { fingerprint, index };
  indexes.set(key, index);
  return index;
}

function norm(text: string): string {
  return normalizeQuestion(text, null).text;
}

export function buildIndex(source: KnowledgeSource): KnowledgeIndex {
  const vocab = buildVocabulary(
    (function* () {
      yield* source.texts;
      for (const a of source.answers) {
        yield a.question;
        yield* a.phrasings;
        yield a.answer;
      }
      for (const m of source.materials) {
        yield m.material;
        yield* m.aliases;
        yield m.explanation;
      }
    })(),
  );
  const answers: AnswerDoc[] = source.answers.map((row) => {
    const variants = [row.question, ...row.phrasings].map((p) => new Set(contentTerms(norm(p))));
    const all = new Set([...variants.flatMap((v) => [...v]), ...contentTerms(norm(row.answer))]);
    return { row, variants, all, variantWeights: [], variantHasBlank: [] };
  });
  const df = new Map<string, number>();
  for (const a of answers) {
    const seen = new Set(a.variants.flatMap((v) => [...v]));
    for (const t of seen) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = Math.max(1, answers.length);
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, Math.log(1 + n / d));
  const materials = source.materials.map((row) => ({
    row,
    names: [...new Set([row.material, ...row.aliases].map((x) => norm(x)).filter(Boolean))],
    phrases: [] as string[],
  }));
  for (const m of materials) m.phrases = m.names.map((name) => phraseText(name).trim());
  const guideDf = new Map<string, number>();
  const guideTexts = source.guideTexts ?? [];
  for (const text of guideTexts) for (const w of new Set(words(text))) guideDf.set(w, (guideDf.get(w) ?? 0) + 1);
  const gn = Math.max(1, guideTexts.length);
  const guideIdf = new Map<string, number>();
  for (const [t, d] of guideDf) guideIdf.set(t, Math.log(1 + gn / d));
  const blankWords = new Set<string>();
  for (const m of materials)
    for (const name of m.names)
      for (const w of contentTerms(name)) if (!NOT_BLANK.has(w) && !/\d/.test(w)) blankWords.add(w);
  for (const text of source.substrates ?? [])
    for (const w of contentTerms(norm(text))) if (!NOT_BLANK.has(w) && !/\d/.test(w)) blankWords.add(w);
  const index: KnowledgeIndex = {
    vocab,
    idf,
    unknownIdf: Math.log(1 + n),
    answers,
    materials,
    blankWords,
    guideIdf,
    guideUnknownIdf: Math.log(1 + gn),
  };
  // What the ranking needs of each phrasing that does not depend on the question.
  for (const a of answers) {
    a.variantWeights = a.variants.map((v) => {
      let pw = 0;
      for (const t of v) pw += weight(index, t);
      return pw;
    });
    a.variantHasBlank = a.variants.map((v) => [...v].some((t) => blankWords.has(t)));
  }
  return index;
}

/** How much a word says about which guide fits: rare words most, words in every guide least. */
export function guideWeight(index: KnowledgeIndex, term: string): number {
  return index.guideIdf.get(term) ?? index.guideUnknownIdf;
}

export interface ScoredAnswer {
  row: QuickAnswerRow;
  /** 0..1: how closely one of its phrasings says what the question says. */
  score: number;
}

export interface ScoredMaterial {
  row: MaterialRow;
  score: number;
}

/** Words the site's content never uses ("pizza", "sourdough") say the question is about something else: they weigh double. */
function weight(index: KnowledgeIndex, term: string): number {
  const w = index.idf.get(term);
  if (w !== undefined) return w;
  return index.vocab.counts.has(term) ? index.unknownIdf : index.unknownIdf * 2;
}

/** Weighted Dice overlap of two term sets; `pw` is the summed weight of `p`'s terms. */
function dice(index: KnowledgeIndex, q: string[], p: Set<string>, pw: number): number {
  let shared = 0;
  let qw = 0;
  for (const t of q) {
    const w = weight(index, t);
    qw += w;
    if (p.has(t)) shared += w;
  }
  return qw + pw === 0 ? 0 : (2 * shared) / (qw + pw);
}

function coverage(index: KnowledgeIndex, q: string[], p: Set<string>): number {
  let shared = 0;
  let qw = 0;
  for (const t of q) {
    const w = weight(index, t);
    qw += w;
    if (p.has(t)) shared += w;
  }
  return qw === 0 ? 0 : shared / qw;
}

/** The question names a blank the phrasing does not, and the phrasing names another. */
function blankConflict(qBlanks: string[], v: Set<string>, namesBlank: boolean): boolean {
  if (!qBlanks.length || qBlanks.some((t) => v.has(t))) return false;
  return namesBlank;
}

export function rankAnswers(index: KnowledgeIndex, u: Understanding): ScoredAnswer[] {
  const q = contentTerms(u.normalized);
  if (!q.length) return [];
  const qBlanks = q.filter((t) => index.blankWords.has(t));
  return index.answers
    .map((doc) => {
      let best = 0;
      doc.variants.forEach((v, i) => {
        best = Math.max(
          best,
          dice(index, q, v, doc.variantWeights[i]) * (blankConflict(qBlanks, v, doc.variantHasBlank[i]) ? 0.7 : 1),
        );
      });
      const score = best * 0.8 + coverage(index, q, doc.all) * 0.2;
      return { row: doc.row, score };
    })
    .filter((a) => a.score > 0.05)
    .sort((a, b) => b.score - a.score);
}

const COLOUR_FIT: Record<"dark" | "light" | "none", Record<MaterialRow["colour"], number>> = {
  dark: { dark: 1, any: 0.5, "white-or-light": -1 },
  light: { "white-or-light": 1, any: 0.5, dark: -1 },
  none: { any: 0.6, "white-or-light": 0.4, dark: 0 },
};

export function rankMaterials(index: KnowledgeIndex, u: Understanding): ScoredMaterial[] {
  const qp = phraseText(u.normalized);
  const fit = COLOUR_FIT[u.colour ?? "none"];
  const out: ScoredMaterial[] = [];
  for (const doc of index.materials) {
    let named = 0;
    for (const p of doc.phrases) {
      if (p && qp.includes(` ${p} `)) named = Math.max(named, p.split(" ").length);
    }
    if (!named) continue;
    out.push({ row: doc.row, score: named + fit[doc.row.colour] });
  }
  return out.sort((a, b) => b.score - a.score);
}
