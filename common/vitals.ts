// Real-user measurements: what a browser reports to POST /api/vitals and what
// the admin API answers with. Only a page's path and the metric values are
// sent: no identifiers, no query string, no user agent. (The zod schema is in
// schemas.ts, so the browser's reporter does not load zod.)

export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The share of page views whose browser reports (decided per page view). */
export const VITALS_SAMPLE_RATE = 0.25;
/** Reports per client address per minute; more are refused with 429. */
export const VITALS_LIMIT_PER_MINUTE = 30;
/** The largest body the endpoint reads. */
export const VITALS_MAX_BYTES = 2048;

/** What a browser sends: the page's path and up to one value per metric (validated by vitalsReportSchema). */
export interface VitalsReport {
  page: string;
  metrics: { name: VitalName; value: number }[];
}

/** One page's 75th percentile of each metric over the last 24 hours, with how many reports each rests on. */
export interface PageVitals {
  page: string;
  metrics: Partial<Record<VitalName, { p75: number; count: number }>>;
}
