// POST /api/vitals: Core Web Vitals from visitors' browsers (sent with
// navigator.sendBeacon once a page is hidden). Same-origin only (the write guard
// in server.ts), at most VITALS_MAX_BYTES (body-limit.ts), zod-validated, limited
// per client address; no cookie or user is read or stored. Each metric goes to D1
// (the admin dashboard's p75) and, where bound, to Workers Analytics Engine.
import { Hono } from "hono";
import { vitalsReportSchema } from "@common/schemas";
import { VITALS_LIMIT_PER_MINUTE } from "@common/vitals";
import { getDb } from "../db/client";
import { tooManyRequests } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { jsonInput } from "../lib/validate";
import { clientAddress, rateLimit } from "../services/rate-limit";
import { forgetOldVitals, saveVitals, writeVitalsDataPoints } from "../services/vitals";

/** About one report in this many also deletes rows past their keeping time. */
const CLEANUP_ONE_IN = 200;

export const vitalsApi = new Hono<AppBindings>().post("/vitals", jsonInput(vitalsReportSchema), async (c) => {
  const report = c.req.valid("json");
  const limit = await rateLimit(c.env, "vitals", clientAddress(c.req.raw), VITALS_LIMIT_PER_MINUTE, 60_000);
  if (!limit.allowed) throw tooManyRequests("Too many reports", limit.retryAfterSeconds);
  writeVitalsDataPoints(c.env.VITALS, report);
  const db = getDb(c.env);
  await saveVitals(db, report);
  if (Math.random() * CLEANUP_ONE_IN < 1) c.executionCtx.waitUntil(forgetOldVitals(db));
  return c.body(null, 204);
});
