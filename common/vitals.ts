// Real-user measurements: what a browser reports to POST /api/vitals and what
// the admin API answers with. Only a page's path and the metric values are
// sent: no identifiers, no query string, no user agent.
import { z } from "zod";

export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The share of page views whose browser reports (decided per page view). */
export const VITALS_SAMPLE_RATE = 0.25;
/** Reports per client address per minute; more are refused with 429. */
export const VITALS_LIMIT_PER_MINUTE = 30;
/** The largest body the endpoint reads. */
export const VITALS_MAX_BYTES = 2048;

/** A site path (no query, no fragment), as the page was addressed. */
const pagePath = z
  .string()
  .max(200, "page must be at most 200 characters")
  .regex(/^\/[^?#\s]*$/, "page must be a path starting with /");

export const vitalsReportSchema = z.object({
  page: pagePath,
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_NAMES),
        // Milliseconds, except CLS (a unitless score); a minute or a score of 100 is already absurd.
        value: z.number().finite().min(0).max(60_000),
      }),
    )
    .min(1, "at least one metric")
    .max(VITAL_NAMES.length),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

/** One page's 75th percentile of each metric over the last 24 hours, with how many reports each rests on. */
export interface PageVitals {
  page: string;
  metrics: Partial<Record<VitalName, { p75: number; count: number }>>;
}
