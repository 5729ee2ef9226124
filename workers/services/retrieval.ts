// The content the answer engine ranks, read from D1: one batch per isolate and
// minute, and the engine's index built once per content version (never per
// question). retrieve() is the only part that touches the runtime; the ranking
// itself is the pure engine (workers/ai/engine.ts, workers/ai/context.ts).
import { type ContentSnapshot, type MaterialRow, snapshotVersion } from "../ai/snapshot";
import { contextFor, type RetrievedContext } from "../ai/context";
import { buildIndex, type EngineIndex } from "../ai/engine";
import { SettledCache } from "../lib/settled-cache";

export type { RetrievedContext } from "../ai/context";

function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== "string") return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/**
 * The content changes only when the site is re-seeded, so each isolate keeps it
 * for a minute instead of reading it from D1 on every ask. Only the loaded
 * snapshot is kept, never the load in flight: a load belongs to the request that
 * started it and is cancelled when that request ends (ADR 0311).
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
    env.DB.prepare("SELECT id, title, description, content, category, settings FROM guides ORDER BY sort_order"),
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
    guides: guidesRes.results.map((r) => ({
      id: String(r.id),
      title: String(r.title),
      description: String(r.description),
      content: String(r.content),
      category: String(r.category),
      settings: parseJson<string[]>(r.settings, []),
    })),
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
  };
}

async function contentSnapshot(env: Pick<Env, "DB">): Promise<ContentSnapshot> {
  // An empty database (not seeded yet) is never kept.
  return snapshots.get("content", () => loadSnapshot(env), { keep: (loaded) => loaded.guides.length > 0 });
}

/** The index of the content version last seen (a settled value): a reloaded, unchanged snapshot reuses it. */
let built: { version: string; index: EngineIndex } | null = null;
const indexOfSnapshot = new WeakMap<ContentSnapshot, EngineIndex>();

export function engineIndex(snapshot: ContentSnapshot): EngineIndex {
  const known = indexOfSnapshot.get(snapshot);
  if (known) return known;
  const version = snapshotVersion(snapshot);
  const index = built?.version === version ? built.index : buildIndex(snapshot, version);
  built = { version, index };
  indexOfSnapshot.set(snapshot, index);
  return index;
}

/** The snapshot and its index, for the engine's callers (the assistant, /answers and /search). */
export async function engineContent(env: Pick<Env, "DB">): Promise<{ snapshot: ContentSnapshot; index: EngineIndex }> {
  const snapshot = await contentSnapshot(env);
  return { snapshot, index: engineIndex(snapshot) };
}

export async function retrieve(env: Pick<Env, "DB">, question: string): Promise<RetrievedContext> {
  const { snapshot, index } = await engineContent(env);
  return contextFor(snapshot, index, question);
}
