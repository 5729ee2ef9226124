// The site's public content (guides, equipment, suppliers, the settings chart,
// troubleshooting, quick answers, the materials table) and the answer engine's
// snapshot and index, read from D1 once per isolate instead of once per request.
// This is the only reader of the content tables at runtime (ADR 0905).
//
// The content only changes when the seed runs, and the seed writes a new
// `content_version`. Each isolate keeps one settled snapshot of everything,
// checks the version at most every VERSION_CHECK_MS, and reloads the whole
// snapshot (one batch, one round trip) when the version moved or after
// SNAPSHOT_TTL_MS. Lists, filters and counts are then answered from memory with
// the same rules as the SQL they replace. Pages, the JSON API and the assistant
// all read here (ADR 0800 says how to add a collection). The engine's search
// index is built from the same rows, once per content version, beside them.
import { asc, eq } from "drizzle-orm";
import type { EquipmentQuery, GuideQuery, SupplierQuery } from "@common/schemas";
import { buildIndex, type EngineIndex } from "../ai/engine";
import { prebuiltIndex } from "./prebuilt-index";
import { type ContentSnapshot, snapshotFromRows, snapshotVersion } from "../ai/snapshot";
import { getDb } from "../db/client";
import {
  contentMeta,
  equipment,
  guides,
  materials,
  pressSettings,
  quickAnswers,
  suppliers,
  troubleshootingEntries,
} from "../db/schema";
import type { EquipmentRow } from "../db/schema-types";
import { SettledCache } from "../lib/settled-cache";
import { type MaterialItem, type QuickAnswerItem, toMaterialItem, toQuickAnswerItem } from "./answers";
import { toEquipmentItem, type EquipmentItem } from "./equipment";
import { summaryColumns, type Guide, type GuideSummary } from "./guides";
import { toPressSettingRow, type PressSettingRow } from "./press-settings";
import { CONTENT_VERSION_KEY } from "./seed";
import type { SupplierItem } from "./suppliers";
import type { TroubleshootingEntry } from "./troubleshooting";

/** How often an isolate asks D1 whether the content changed. */
export const VERSION_CHECK_MS = 10_000;
/** The longest a snapshot is served, even when the version never moves. */
export const SNAPSHOT_TTL_MS = 5 * 60_000;
/** Stored when the seed has not written a version yet: the TTL alone refreshes. */
const NO_VERSION = "unversioned";

export interface PublicContent {
  version: string;
  /** Summaries, in the content's order. */
  guides: GuideSummary[];
  /** Each guide whole (with its Markdown), by id: a guide's own page. */
  guideDetails: ReadonlyMap<string, Guide>;
  equipment: EquipmentRow[];
  suppliers: SupplierItem[];
  pressSettings: PressSettingRow[];
  troubleshooting: TroubleshootingEntry[];
  /** Quick answers, in the content's order, with their links and the titles of their guides. */
  answers: QuickAnswerItem[];
  /** The materials table, in the content's order. */
  materials: MaterialItem[];
  /** The same rows as the answer engine ranks them (its index is made on first use: `engineContent`). */
  engine: ContentSnapshot;
}

/** The clock the caches read; tests move it to cross the TTLs. */
export const publicContentClock = { now: () => Date.now() };
const clock = () => publicContentClock.now();

const versions = new SettledCache<string>(VERSION_CHECK_MS, clock);
const snapshots = new SettledCache<PublicContent>(SNAPSHOT_TTL_MS, clock);
/** How long a request waits for another request's read of the snapshot before reading it itself. */
const SNAPSHOT_WAIT_MS = 3000;

/** Forgets everything this isolate holds (tests, and after a seed run in the same isolate). */
export function clearPublicContentCache(): void {
  versions.clear();
  snapshots.clear();
}

/** A guide's summary: the columns a list shows (`summaryColumns`), without its text. */
function toGuideSummary(row: Guide): GuideSummary {
  const summary: Record<string, unknown> = {};
  for (const key of Object.keys(summaryColumns)) summary[key] = row[key as keyof Guide];
  return summary as GuideSummary;
}

async function readVersion(env: Pick<Env, "DB">): Promise<string> {
  const row = await getDb(env)
    .select({ value: contentMeta.value })
    .from(contentMeta)
    .where(eq(contentMeta.key, CONTENT_VERSION_KEY));
  return row[0]?.value ?? NO_VERSION;
}

/** The seeded content's version, as this isolate last checked it. */
export function contentVersion(env: Pick<Env, "DB">): Promise<string> {
  return versions.get("version", () => readVersion(env));
}

async function loadSnapshot(env: Pick<Env, "DB">): Promise<PublicContent> {
  const db = getDb(env);
  const [version, guideRows, equipmentRows, supplierRows, settingRows, troubleshootingRows, answerRows, materialRows] =
    await db.batch([
      db.select({ value: contentMeta.value }).from(contentMeta).where(eq(contentMeta.key, CONTENT_VERSION_KEY)),
      db.select().from(guides).orderBy(asc(guides.sortOrder)),
      db.select().from(equipment).orderBy(asc(equipment.sortOrder)),
      db.select().from(suppliers).orderBy(asc(suppliers.sortOrder)),
      db.select().from(pressSettings).orderBy(asc(pressSettings.sortOrder)),
      db.select().from(troubleshootingEntries).orderBy(asc(troubleshootingEntries.sortOrder)),
      db.select().from(quickAnswers).orderBy(asc(quickAnswers.sortOrder)),
      db.select().from(materials).orderBy(asc(materials.sortOrder)),
    ]);
  const guideTitles = new Map(guideRows.map((g) => [g.id, g.title]));
  return {
    version: version[0]?.value ?? NO_VERSION,
    guides: guideRows.map(toGuideSummary),
    guideDetails: new Map(guideRows.map(({ sortOrder: _, ...guide }) => [guide.id, guide])),
    equipment: equipmentRows,
    suppliers: supplierRows.map(({ sortOrder: _, ...s }) => s),
    pressSettings: settingRows.map(toPressSettingRow),
    troubleshooting: troubleshootingRows.map(({ sortOrder: _, ...t }) => t),
    answers: answerRows.map((a) => toQuickAnswerItem(a, guideTitles)),
    materials: materialRows.map(toMaterialItem),
    engine: snapshotFromRows({
      answers: answerRows,
      materials: materialRows,
      pressSettings: settingRows,
      troubleshooting: troubleshootingRows,
      guides: guideRows,
    }),
  };
}

/** Everything public, from this isolate's snapshot when it is current. */
export async function publicContent(env: Pick<Env, "DB">): Promise<PublicContent> {
  const version = await contentVersion(env);
  // An empty database (before the first seed) is never kept: the next request looks again.
  // A burst of requests on a cold isolate reads it once: the others wait (up to SNAPSHOT_WAIT_MS) for that read to settle.
  return snapshots.get("all", () => loadSnapshot(env), {
    version,
    keep: (c) => c.guides.length > 0,
    waitMs: SNAPSHOT_WAIT_MS,
  });
}

// ---------------------------------------------------------------- the answer engine

export interface EngineContent {
  snapshot: ContentSnapshot;
  index: EngineIndex;
}

/**
 * The engine's index of each snapshot, made on first use (synchronously, so no
 * load in flight is ever shared: ADR 0311) and kept beside the snapshot's rows:
 * loaded from the index the build bundled when the snapshot is the built content,
 * built otherwise.
 */
const indexOfSnapshot = new WeakMap<ContentSnapshot, EngineIndex>();
/** The index of the content last indexed: a snapshot reloaded with unchanged content reuses it. */
let lastIndexed: { version: string; index: EngineIndex } | null = null;

function indexOf(snapshot: ContentSnapshot): EngineIndex {
  const known = indexOfSnapshot.get(snapshot);
  if (known) return known;
  const version = snapshotVersion(snapshot);
  const index =
    lastIndexed?.version === version
      ? lastIndexed.index
      : (prebuiltIndex(snapshot, version) ?? buildIndex(snapshot, version));
  lastIndexed = { version, index };
  indexOfSnapshot.set(snapshot, index);
  return index;
}

/** The content as the engine ranks it, and its index: for the assistant, /answers and /search. */
export async function engineContent(env: Pick<Env, "DB">): Promise<EngineContent> {
  const { engine } = await publicContent(env);
  return { snapshot: engine, index: indexOf(engine) };
}

// ---------------------------------------------------------------- queries answered from memory

/** SQL's `LIKE '%text%'`: case-insensitive containment. */
const contains = (haystack: string | null, needle: string) =>
  (haystack ?? "").toLowerCase().includes(needle.toLowerCase());

export async function listGuides(
  env: Pick<Env, "DB">,
  query: GuideQuery = {},
  limit?: number,
): Promise<GuideSummary[]> {
  const { guides: all } = await publicContent(env);
  const search = query.search;
  const out = all.filter(
    (g) =>
      (!query.category || query.category === "all" || g.category === query.category) &&
      (!search || contains(g.title, search) || contains(g.description, search)),
  );
  return limit === undefined ? out : out.slice(0, limit);
}

/** Guide summaries with these ids, in the order given (unknown ids skipped). */
export async function listGuidesByIds(env: Pick<Env, "DB">, ids: string[]): Promise<GuideSummary[]> {
  const byId = new Map((await publicContent(env)).guides.map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One full guide (with its Markdown), or null when there is no such guide. */
export async function getGuide(env: Pick<Env, "DB">, id: string): Promise<Guide | null> {
  return (await publicContent(env)).guideDetails.get(id) ?? null;
}

export async function listEquipment(
  env: Pick<Env, "DB">,
  query: Partial<EquipmentQuery> = {},
  opts: { affiliateTag?: string; limit?: number } = {},
): Promise<EquipmentItem[]> {
  const { equipment: all } = await publicContent(env);
  const search = query.search;
  const rows = all.filter(
    (e) =>
      (!query.category || query.category === "all" || e.category === query.category) &&
      (!query.recommended || e.recommended) &&
      (!search || contains(e.name, search) || contains(e.description, search)),
  );
  return (opts.limit === undefined ? rows : rows.slice(0, opts.limit)).map((r) =>
    toEquipmentItem(r, opts.affiliateTag),
  );
}

export async function listSuppliers(
  env: Pick<Env, "DB">,
  query: Partial<SupplierQuery> = {},
  limit?: number,
): Promise<SupplierItem[]> {
  const { suppliers: all } = await publicContent(env);
  const search = query.search;
  const out = all.filter(
    (s) =>
      (!query.category || query.category === "all" || s.categories.includes(query.category)) &&
      (!query.verified || s.verified) &&
      (!search ||
        contains(s.name, search) ||
        contains(s.description, search) ||
        s.categories.some((c) => contains(c, search))),
  );
  return limit === undefined ? out : out.slice(0, limit);
}

/** Suppliers with these ids, in the order given (unknown ids skipped). */
export async function listSuppliersByIds(env: Pick<Env, "DB">, ids: string[]): Promise<SupplierItem[]> {
  const byId = new Map((await publicContent(env)).suppliers.map((s) => [s.id, s]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The chart rows with these ids, in the order given (unknown ids skipped): a guide's [[settings]]. */
export async function getPressSettingsByIds(env: Pick<Env, "DB">, ids: string[]): Promise<PressSettingRow[]> {
  const byId = new Map((await publicContent(env)).pressSettings.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The heat-press settings chart, in the content's order. */
export async function listPressSettings(env: Pick<Env, "DB">): Promise<PressSettingRow[]> {
  return (await publicContent(env)).pressSettings;
}

export async function listTroubleshooting(env: Pick<Env, "DB">): Promise<TroubleshootingEntry[]> {
  return (await publicContent(env)).troubleshooting;
}

/** The troubleshooting entries with these ids, in the order given (unknown ids skipped). */
export async function getTroubleshootingEntries(env: Pick<Env, "DB">, ids: string[]): Promise<TroubleshootingEntry[]> {
  const byId = new Map((await publicContent(env)).troubleshooting.map((t) => [t.id, t]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getTroubleshootingEntry(env: Pick<Env, "DB">, id: string): Promise<TroubleshootingEntry | null> {
  return (await publicContent(env)).troubleshooting.find((t) => t.id === id) ?? null;
}

/** Every quick answer, in the content's order. */
export async function listQuickAnswers(env: Pick<Env, "DB">): Promise<QuickAnswerItem[]> {
  return (await publicContent(env)).answers;
}

/** One quick answer, or null when there is no such answer. */
export async function getQuickAnswer(env: Pick<Env, "DB">, id: string): Promise<QuickAnswerItem | null> {
  return (await publicContent(env)).answers.find((a) => a.id === id) ?? null;
}

/** The materials table, in the content's order. */
export async function listMaterials(env: Pick<Env, "DB">): Promise<MaterialItem[]> {
  return (await publicContent(env)).materials;
}
