// Retrieval over the site's own content for the AI assistant: the FTS5 index
// (guides, settings, troubleshooting) ranks passages; the structured rows
// (press settings, troubleshooting causes and fixes, guide text) come from D1.
import {
  knowledgeIndex,
  type KnowledgeIndex,
  rankAnswers,
  rankMaterials,
  type MaterialRow,
  type QuickAnswerRow,
  type ScoredAnswer,
  type ScoredMaterial,
} from "../ai/knowledge";
import { contentTerms, phraseText, topicTerms, words } from "../ai/text";
import { understand, type Understanding } from "../ai/understand";
import { bestGuide, fitGuide } from "../ai/guide-match";
import { route } from "../ai/route";

import { SettledCache } from "../lib/settled-cache";

export interface TroubleshootingRow {
  id: string;
  symptom: string;
  summary: string;
  keywords: string[];
  causes: { cause: string; fixes: string[] }[];
  guides: string[];
}

export interface SettingRow {
  id: string;
  substrate: string;
  group: string;
  temperatureFMin: number | null;
  temperatureFMax: number | null;
  temperatureCMin: number | null;
  temperatureCMax: number | null;
  time: string | null;
  pressure: string | null;
  notes: string;
  verified: boolean;
}

export interface GuideDoc {
  id: string;
  title: string;
  description: string;
  content: string;
  category?: string;
}

export interface Scored<T> {
  row: T;
  score: number;
  /** Guides only: how many of the question's topic words are in the title. */
  titleHits?: number;
}

export interface RetrievedContext {
  question: string;
  /** Meaningful words of the question. */
  terms: string[];
  /** The same without words every page of this site uses ("sublimation", "print"). */
  topicTerms: string[];
  /** The question asks for figures (temperature, time, pressure). */
  settingsIntent: boolean;
  troubleshooting: Scored<TroubleshootingRow>[];
  settings: Scored<SettingRow>[];
  /** Best guides first, with their full text. */
  guides: Scored<GuideDoc>[];
  /** Titles of every guide by id (retrieved ones first), for sources and topics. */
  guideTitles: Map<string, string>;
  /** The question normalised, with its intent and the things it names. */
  understanding: Understanding;
  /** Quick answers, closest first (score 0..1). */
  answers: ScoredAnswer[];
  /** Rows of the materials table the question names, best fit first. */
  materials: ScoredMaterial[];
  /** Every settings row, troubleshooting entry and guide by id, for what an answer or material links to. */
  settingsById: Map<string, SettingRow>;
  troubleshootingById: Map<string, TroubleshootingRow>;
  guidesById: Map<string, GuideDoc>;
  /** Share of the question's topic words the site's content never uses ("pizza"): high means off-topic. */
  unknownShare: number;
  /** Word weights and the rest of the index the question was understood with. */
  knowledge: KnowledgeIndex;
  /** The first quick answer of each topic: where to start when nothing is close. */
  starterQuestions: string[];
  /**
   * The server's own decision that the content can answer this question (some passage
   * ranks above its threshold). When false no provider is asked: the honest "not sure"
   * reply is given and the message is not counted (ADR 0312).
   */
  answerable: boolean;
}

const SETTINGS_INTENT =
  /\b(temp|temps|temperature|temperatures|degrees?|how long|time|times|seconds?|minutes?|mins?|pressure|settings? for|(?<!heat |mug |tumbler |hat |flat )press (?:it|them|at|for))\b|°/i;

/** Words that name a material or method: a setting row naming one the question does not is a worse fit. */
const QUALIFIERS = new Set(
  "glass frosted polymer plastic stainless oven convection wrap blend cotton performance hat cap sock sneaker shoe large tile slate mdf hardboard aluminium aluminum ornament coaster neoprene".split(
    " ",
  ),
);

/** An FTS5 query matching any of the terms (each quoted, so nothing in the question is FTS syntax). */
export function ftsQuery(terms: string[]): string | null {
  const safe = terms.map((t) => t.replace(/[^a-z0-9]/g, "")).filter(Boolean);
  return safe.length ? safe.map((t) => `"${t}"`).join(" OR ") : null;
}

function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== "string") return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

interface ContentSnapshot {
  troubleshooting: TroubleshootingRow[];
  settings: SettingRow[];
  guides: Map<string, GuideDoc>;
  answers: QuickAnswerRow[];
  materials: MaterialRow[];
  loadedAt: number;
}

/**
 * The structured content changes only when the site is re-seeded, so each isolate
 * keeps it for a minute instead of reading ~90 rows from D1 on every ask. Only the
 * loaded snapshot is kept, never the load in flight: a load belongs to the request
 * that started it and is cancelled when that request ends (ADR 0311).
 */
const SNAPSHOT_TTL_MS = 60_000;
const snapshots = new SettledCache<ContentSnapshot>(SNAPSHOT_TTL_MS);

async function loadSnapshot(env: Pick<Env, "DB">): Promise<ContentSnapshot> {
  const [troubleRes, settingsRes, guidesRes, answersRes, materialsRes] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare(
      "SELECT id, symptom, summary, keywords, causes, guides FROM troubleshooting_entries ORDER BY sort_order",
    ),
    env.DB.prepare(
      "SELECT id, substrate, substrate_group, temperature_f_min, temperature_f_max, temperature_c_min, temperature_c_max, time, pressure, notes, verified FROM press_settings ORDER BY sort_order",
    ),
    env.DB.prepare("SELECT id, title, description, content, category FROM guides ORDER BY sort_order"),
    env.DB.prepare(
      "SELECT id, question, phrasings, answer, topic, guides, settings, troubleshooting, materials FROM quick_answers ORDER BY sort_order",
    ),
    env.DB.prepare(
      "SELECT id, material, colour, aliases, verdict, explanation, instead, settings FROM materials ORDER BY sort_order",
    ),
  ]);
  return {
    troubleshooting: troubleRes.results.map((r) => ({
      id: String(r.id),
      symptom: String(r.symptom),
      summary: String(r.summary),
      keywords: parseJson<string[]>(r.keywords, []),
      causes: parseJson<{ cause: string; fixes: string[] }[]>(r.causes, []),
      guides: parseJson<string[]>(r.guides, []),
    })),
    settings: settingsRes.results.map((r) => ({
      id: String(r.id),
      substrate: String(r.substrate),
      group: String(r.substrate_group),
      temperatureFMin: r.temperature_f_min as number | null,
      temperatureFMax: r.temperature_f_max as number | null,
      temperatureCMin: r.temperature_c_min as number | null,
      temperatureCMax: r.temperature_c_max as number | null,
      time: (r.time as string | null) ?? null,
      pressure: (r.pressure as string | null) ?? null,
      notes: String(r.notes),
      verified: Boolean(r.verified),
    })),
    guides: new Map(
      guidesRes.results.map((r) => [
        String(r.id),
        {
          id: String(r.id),
          title: String(r.title),
          description: String(r.description),
          content: String(r.content),
          category: String(r.category),
        },
      ]),
    ),
    answers: answersRes.results.map((r) => ({
      id: String(r.id),
      question: String(r.question),
      phrasings: parseJson<string[]>(r.phrasings, []),
      answer: String(r.answer),
      topic: String(r.topic),
      guides: parseJson<string[]>(r.guides, []),
      settings: parseJson<string[]>(r.settings, []),
      troubleshooting: parseJson<string[]>(r.troubleshooting, []),
      materials: parseJson<string[]>(r.materials, []),
    })),
    materials: materialsRes.results.map((r) => ({
      id: String(r.id),
      material: String(r.material),
      colour: String(r.colour) as MaterialRow["colour"],
      aliases: parseJson<string[]>(r.aliases, []),
      verdict: String(r.verdict) as MaterialRow["verdict"],
      explanation: String(r.explanation),
      instead: (r.instead as string | null) ?? null,
      settings: parseJson<string[]>(r.settings, []),
    })),
    loadedAt: Date.now(),
  };
}

async function contentSnapshot(env: Pick<Env, "DB">): Promise<ContentSnapshot> {
  // An empty database (not seeded yet) is never kept.
  const snap = await snapshots.get("content", () => loadSnapshot(env), { keep: (loaded) => loaded.guides.size > 0 });
  return snap;
}

/** What the ranking needs of a snapshot that does not depend on the question, worked out once per snapshot. */
interface SnapshotTerms {
  /** Per troubleshooting entry: each keyword as normalised phrase words, and the symptom's words. */
  troubleshooting: { keywords: { phrase: string; length: number }[]; symptomWords: Set<string> }[];
  substrateWords: Set<string>[];
  guides: { id: string; titleWords: Set<string>; titleTerms: string[] }[];
  settingsById: Map<string, SettingRow>;
  troubleshootingById: Map<string, TroubleshootingRow>;
  starterQuestions: string[];
}

const snapshotTerms = new WeakMap<ContentSnapshot, SnapshotTerms>();

function termsOfSnapshot(snapshot: ContentSnapshot): SnapshotTerms {
  let terms = snapshotTerms.get(snapshot);
  if (terms) return terms;
  terms = {
    troubleshooting: snapshot.troubleshooting.map((row) => ({
      keywords: row.keywords.map((k) => ({ phrase: words(k).join(" "), length: words(k).length })),
      symptomWords: new Set(words(row.symptom)),
    })),
    substrateWords: snapshot.settings.map((row) => new Set(words(row.substrate))),
    guides: [...snapshot.guides.values()].map((g) => ({
      id: g.id,
      titleWords: new Set(words(g.title)),
      titleTerms: contentTerms(g.title),
    })),
    settingsById: new Map(snapshot.settings.map((r) => [r.id, r])),
    troubleshootingById: new Map(snapshot.troubleshooting.map((r) => [r.id, r])),
    starterQuestions: firstOfEachTopic(snapshot.answers),
  };
  snapshotTerms.set(snapshot, terms);
  return terms;
}

export async function retrieve(env: Pick<Env, "DB">, question: string): Promise<RetrievedContext> {
  // The snapshot first: its vocabulary corrects the question's spelling before the index is searched.
  const snapshot = await contentSnapshot(env);
  const knowledge = knowledgeIndex(
    snapshot,
    () => ({
      answers: snapshot.answers,
      materials: snapshot.materials,
      texts: snapshotTexts(snapshot),
      substrates: snapshot.settings.map((s) => s.substrate),
      guideTexts: [...snapshot.guides.values()].map((g) => `${g.title} ${g.description} ${g.content}`),
    }),
    () => contentFingerprint(snapshot),
  );
  const derived = termsOfSnapshot(snapshot);
  const understanding = understand(question, knowledge.vocab);
  const expanded = understanding.normalized;
  const terms = contentTerms(expanded);
  const topic = topicTerms(expanded);
  const match = ftsQuery(topic.length ? topic : terms);
  const qPhrase = phraseText(expanded);
  const qWords = new Set(words(expanded));

  const ftsRes = match
    ? await env.DB.prepare(
        "SELECT kind, ref_id, bm25(search_index, 0.0, 0.0, 6.0, 1.0) AS rank FROM search_index WHERE search_index MATCH ? AND kind IN ('guide', 'setting', 'troubleshooting') ORDER BY rank LIMIT 24",
      )
        .bind(match)
        .all<{ kind: string; ref_id: string }>()
    : { results: [] as { kind: string; ref_id: string }[] };

  // Position in the full-text ranking, per kind: earlier is better.
  const ftsRank = new Map<string, number>();
  const guideOrder: string[] = [];
  for (const r of ftsRes.results) {
    const key = `${r.kind}:${r.ref_id}`;
    if (!ftsRank.has(key)) ftsRank.set(key, ftsRank.size);
    if (r.kind === "guide") guideOrder.push(String(r.ref_id));
  }
  const ftsBonus = (kind: string, id: string) => {
    const pos = ftsRank.get(`${kind}:${id}`);
    return pos === undefined ? 0 : Math.max(0, 1.5 - pos * 0.15);
  };

  const troubleshooting: Scored<TroubleshootingRow>[] = snapshot.troubleshooting
    .map((row, i) => {
      // A named symptom ("ghosting", "dull") is the strongest signal; longer phrases count more.
      const terms = derived.troubleshooting[i];
      let score = 0;
      for (const k of terms.keywords)
        if (k.phrase.length > 0 && qPhrase.includes(` ${k.phrase} `)) score += 2 + k.length;
      for (const w of terms.symptomWords) if (qWords.has(w) && topic.includes(w)) score += 1;
      score += ftsBonus("troubleshooting", row.id);
      return { row, score };
    })
    .filter((s) => s.score > 1)
    .sort((a, b) => b.score - a.score);

  const settingsIntent =
    understanding.intent === "settings" ||
    SETTINGS_INTENT.test(question) ||
    SETTINGS_INTENT.test(expanded.replace("settings setup", "setup"));
  const settings: Scored<SettingRow>[] = snapshot.settings
    .map((row, i) => {
      const substrateWords = derived.substrateWords[i];
      let score = 0;
      for (const w of substrateWords) {
        if (!qWords.has(w) || !topic.includes(w)) continue;
        score += 2;
      }
      if (score === 0) return { row, score };
      for (const w of substrateWords) if (QUALIFIERS.has(w) && !qWords.has(w)) score -= 1.5;
      if (row.verified) score += 0.5;
      score += ftsBonus("setting", row.id) * 0.5;
      return { row, score };
    })
    .filter((s) => s.score > 1)
    .sort((a, b) => b.score - a.score);

  // Guides: the full-text order, plus the guides the best troubleshooting entry points to.
  // Guides whose titles name the question's topic words join the full-text hits: a long guide
  // about exactly this ("Sublimating Mugs with a Mug Press") can rank below passing mentions.
  const byTitle = derived.guides
    .map((g) => ({ id: g.id, hits: topic.filter((t) => g.titleWords.has(t)).length }))
    .filter((t) => t.hits >= Math.min(2, topic.length))
    .sort((a, b) => b.hits - a.hits)
    .slice(0, 3)
    .map((t) => t.id);
  const wanted = [...new Set([...guideOrder.slice(0, 6), ...byTitle])];
  const linked = troubleshooting.slice(0, 2).flatMap((t) => t.row.guides);
  const ids = [...new Set([...wanted, ...linked])];
  const guideTitles = new Map<string, string>();
  const guides: Scored<GuideDoc>[] = [];
  for (const id of ids) {
    const g = snapshot.guides.get(id);
    if (g) guideTitles.set(id, g.title);
  }
  wanted.forEach((id, i) => {
    const g = snapshot.guides.get(id);
    if (!g) return;
    const titleTerms = derived.guides.find((d) => d.id === id)?.titleTerms ?? contentTerms(g.title);
    const titleHits = topic.filter((t) => titleTerms.includes(t)).length;
    // A title that is mostly the question's words is about exactly that.
    const focus = titleTerms.length ? titleHits / titleTerms.length : 0;
    guides.push({ row: g, score: 2 - i * 0.3 + titleHits * 1.5 + focus * 2, titleHits });
  });
  guides.sort((a, b) => b.score - a.score);

  // Quick answers and materials link guides the ranking did not retrieve: every title is known.
  for (const g of snapshot.guides.values()) if (!guideTitles.has(g.id)) guideTitles.set(g.id, g.title);
  const context: RetrievedContext = {
    question,
    terms,
    topicTerms: topic,
    settingsIntent,
    troubleshooting,
    settings,
    guides,
    guideTitles,
    understanding,
    answers: rankAnswers(knowledge, understanding),
    unknownShare: unknownShare(topic, knowledge),
    materials: rankMaterials(knowledge, understanding),
    settingsById: derived.settingsById,
    troubleshootingById: derived.troubleshootingById,
    guidesById: snapshot.guides,
    starterQuestions: derived.starterQuestions,
    knowledge,
    answerable: false,
  };
  context.answerable = hasAnswer(context);
  return context;
}

/** Whether any passage is close enough to answer from: the routing the built-in assistant answers by. */
function hasAnswer(ctx: RetrievedContext): boolean {
  const choice = route(ctx, { bestGuide: () => bestGuide(ctx), titleHits: (g) => fitGuide(ctx, g).titleHits });
  if (choice.kind === "none") return false;
  // The chart's benchmark needs at least one trade-sourced figure.
  if (choice.kind === "benchmark")
    return [...ctx.settingsById.values()].some((r) => r.verified && r.temperatureFMin !== null);
  return true;
}

/** Identifies the content a snapshot holds (ids and text lengths), so an unchanged reload reuses its index. */
function contentFingerprint(snapshot: ContentSnapshot): string {
  let h = 0;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  };
  let length = 0;
  for (const g of snapshot.guides.values()) {
    add(g.id);
    length += g.content.length;
  }
  for (const a of snapshot.answers) {
    add(a.id);
    add(a.answer);
    add(a.phrasings.join("|"));
  }
  for (const m of snapshot.materials) add(`${m.id}${m.aliases.join("|")}`);
  for (const t of snapshot.settings) add(t.substrate);
  return `${snapshot.guides.size}:${length}:${snapshot.answers.length}:${snapshot.materials.length}:${h}`;
}

function unknownShare(topic: string[], knowledge: KnowledgeIndex): number {
  if (!topic.length) return 0;
  const counts = knowledge.vocab.counts;
  const unknown = topic.filter((t) => !counts.has(t) && !counts.has(`${t}s`) && !counts.has(`${t}es`)).length;
  return unknown / topic.length;
}

function firstOfEachTopic(answers: QuickAnswerRow[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of answers) {
    if (seen.has(a.topic)) continue;
    seen.add(a.topic);
    out.push(a.question);
  }
  return out;
}

function* snapshotTexts(snapshot: ContentSnapshot): Iterable<string> {
  for (const g of snapshot.guides.values()) {
    yield g.title;
    yield g.content;
  }
  for (const s of snapshot.settings) yield `${s.substrate} ${s.notes}`;
  for (const t of snapshot.troubleshooting) yield `${t.symptom} ${t.keywords.join(" ")} ${t.summary}`;
}
