// Real-user measurements: one row per reported metric in D1, aggregated into the
// 75th percentile per page and metric for the admin dashboard (ADR 0632), and,
// where the Worker has the dataset binding, one Workers Analytics Engine data
// point per metric for longer-term queries (ADR 0652).
import { lt, sql } from "drizzle-orm";
import { VITAL_NAMES, type PageVitals, type VitalName, type VitalsReport } from "@common/vitals";
import type { Db } from "../db/client";
import { webVitals } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows older than this are deleted now and then as reports come in. */
export const VITALS_KEEP_MS = 7 * DAY_MS;
/** The admin table shows at most this many pages (the most reported first). */
const MAX_PAGES = 30;

/** Analytics Engine's index (its sampling key) holds at most 96 bytes; paths are ASCII (percent-encoded). */
const INDEX_MAX = 96;

/**
 * One data point per metric: `index1` and `blob1` the page's path, `blob2` the
 * metric's name, `double1` its value. Nothing else: no user, address or agent.
 * Without the binding (a Worker configured without the dataset) nothing is
 * written. A failed write is logged and never fails the report.
 */
export function writeVitalsDataPoints(dataset: AnalyticsEngineDataset | undefined, report: VitalsReport): number {
  if (!dataset) return 0;
  let written = 0;
  for (const m of report.metrics) {
    try {
      dataset.writeDataPoint({
        indexes: [report.page.slice(0, INDEX_MAX)],
        blobs: [report.page, m.name],
        doubles: [m.value],
      });
      written++;
    } catch (error) {
      console.error("Analytics Engine write failed", error);
    }
  }
  return written;
}

export async function saveVitals(db: Db, report: VitalsReport) {
  await db.insert(webVitals).values(report.metrics.map((m) => ({ page: report.page, metric: m.name, value: m.value })));
}

export async function forgetOldVitals(db: Db, now = Date.now()) {
  await db.delete(webVitals).where(lt(webVitals.createdAt, new Date(now - VITALS_KEEP_MS)));
}

/**
 * The 75th percentile (nearest rank: the ceil(0.75 n)-th smallest) of each
 * metric per page over the last 24 hours, pages with the most reports first.
 */
export async function vitalsP75(db: Db, now = Date.now()): Promise<PageVitals[]> {
  const since = now - DAY_MS;
  const rows = await db.all<{ page: string; metric: string; p75: number; n: number }>(sql`
    WITH ranked AS (
      SELECT page, metric, value,
        ROW_NUMBER() OVER (PARTITION BY page, metric ORDER BY value) AS rn,
        COUNT(*) OVER (PARTITION BY page, metric) AS n
      FROM web_vitals WHERE created_at >= ${since}
    )
    SELECT page, metric, value AS p75, n FROM ranked WHERE rn = (n * 3 + 3) / 4
  `);
  const pages = new Map<string, PageVitals & { reports: number }>();
  for (const r of rows) {
    if (!VITAL_NAMES.includes(r.metric as VitalName)) continue;
    const entry = pages.get(r.page) ?? { page: r.page, metrics: {}, reports: 0 };
    entry.metrics[r.metric as VitalName] = { p75: r.p75, count: r.n };
    entry.reports = Math.max(entry.reports, r.n);
    pages.set(r.page, entry);
  }
  return [...pages.values()]
    .sort((a, b) => b.reports - a.reports || a.page.localeCompare(b.page))
    .slice(0, MAX_PAGES)
    .map(({ page, metrics }) => ({ page, metrics }));
}
