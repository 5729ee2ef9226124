// POST /api/vitals (browsers' real-user measurements) and GET /api/admin/vitals
// (each page's p75 over the last 24 hours), through the Worker's own handler.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { VITALS_LIMIT_PER_MINUTE, type PageVitals, type VitalsReport } from "@common/vitals";
import { createServer } from "../../workers/server";
import { ADMIN_COOKIE } from "../../workers/services/admin-auth";
import { writeVitalsDataPoints } from "../../workers/services/vitals";
import { cookieValue, count, ORIGIN } from "./helpers";
import { workerFetch } from "./worker";

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  workerFetch(`${ORIGIN}/api/vitals`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": freshIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function adminCookie(): Promise<string> {
  const res = await workerFetch(`${ORIGIN}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify({ password: "test-admin-password-1234" }),
  });
  expect(res.status).toBe(200);
  return `${ADMIN_COOKIE}=${cookieValue(res, ADMIN_COOKIE)}`;
}

describe("POST /api/vitals", () => {
  it("stores each metric of a report as a row with the page and nothing else", async () => {
    const before = await count("web_vitals");
    const res = await beacon({
      page: "/guides",
      metrics: [
        { name: "LCP", value: 1234.5 },
        { name: "CLS", value: 0.02 },
      ],
    });
    expect(res.status).toBe(204);
    expect(await count("web_vitals")).toBe(before + 2);
    const rows = await env.DB.prepare("SELECT * FROM web_vitals WHERE page = '/guides' ORDER BY metric").all();
    expect(rows.results.map((r) => [r.metric, r.value])).toEqual([
      ["CLS", 0.02],
      ["LCP", 1234.5],
    ]);
    expect(Object.keys(rows.results[0]).sort()).toEqual(["created_at", "id", "metric", "page", "value"]);
  });

  it.each([
    [{ page: "guides", metrics: [{ name: "LCP", value: 1 }] }, "page"],
    [{ page: "/guides?q=secret", metrics: [{ name: "LCP", value: 1 }] }, "page"],
    [{ page: "/guides", metrics: [{ name: "FID", value: 1 }] }, "metrics.0.name"],
    [{ page: "/guides", metrics: [{ name: "LCP", value: -5 }] }, "metrics.0.value"],
    [{ page: "/guides", metrics: [] }, "metrics"],
  ])("refuses a bad report with 400 and its field (%#)", async (body, field) => {
    const before = await count("web_vitals");
    const res = await beacon(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(json.fieldErrors)).toContain(field);
    expect(await count("web_vitals")).toBe(before);
  });

  it("refuses a body over its size cap before reading it, and reports from other sites", async () => {
    const big = JSON.stringify({ page: `/${"a".repeat(3000)}`, metrics: [{ name: "LCP", value: 1 }] });
    expect((await beacon(big)).status).toBe(413);
    const foreign = await beacon(
      { page: "/", metrics: [{ name: "LCP", value: 1 }] },
      { Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
  });

  it("limits reports per client address", async () => {
    const ip = "203.0.113.250";
    const body = { page: "/limited", metrics: [{ name: "TTFB", value: 100 }] };
    for (let i = 0; i < VITALS_LIMIT_PER_MINUTE; i++)
      expect((await beacon(body, { "CF-Connecting-IP": ip })).status).toBe(204);
    expect((await beacon(body, { "CF-Connecting-IP": ip })).status).toBe(429);
  });
});

describe("Workers Analytics Engine (the VITALS dataset binding)", () => {
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  const server = createServer(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));
  const post = (body: unknown, bindings: Env) =>
    server.fetch(
      new Request(`${ORIGIN}/api/vitals`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
        body: JSON.stringify(body),
      }),
      bindings,
      ctx,
    );
  const report: VitalsReport = {
    page: "/equipment/buying-guide",
    metrics: [
      { name: "LCP", value: 2100 },
      { name: "INP", value: 96 },
    ],
  };

  it("writes one data point per metric (page, metric, value and nothing else), and the D1 rows the dashboard reads", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => points.push(point!) };
    const before = await count("web_vitals");
    const res = await post(report, { ...env, VITALS: dataset } as Env);
    expect(res.status).toBe(204);
    expect(points).toEqual([
      { indexes: ["/equipment/buying-guide"], blobs: ["/equipment/buying-guide", "LCP"], doubles: [2100] },
      { indexes: ["/equipment/buying-guide"], blobs: ["/equipment/buying-guide", "INP"], doubles: [96] },
    ]);
    expect(await count("web_vitals")).toBe(before + 2);
  });

  it("keeps the index within Analytics Engine's 96 bytes for a long path, the blob whole", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const page = `/guides/${"a".repeat(150)}`;
    const dataset = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => points.push(point!) };
    expect(writeVitalsDataPoints(dataset, { page, metrics: [{ name: "CLS", value: 0.1 }] })).toBe(1);
    expect(points[0].indexes).toEqual([page.slice(0, 96)]);
    expect(points[0].blobs).toEqual([page, "CLS"]);
  });

  it("writes nothing to a refused report, and still stores the report when a write fails", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => points.push(point!) };
    const bad = await post({ page: "/guides?q=secret", metrics: [{ name: "LCP", value: 1 }] }, {
      ...env,
      VITALS: dataset,
    } as Env);
    expect(bad.status).toBe(400);
    expect(points).toHaveLength(0);
    const before = await count("web_vitals");
    const failing = {
      writeDataPoint: () => {
        throw new Error("dataset unavailable");
      },
    };
    expect((await post(report, { ...env, VITALS: failing } as Env)).status).toBe(204);
    expect(await count("web_vitals")).toBe(before + 2);
  });

  it("stores the D1 rows alone without the binding, and accepts writes through miniflare's local stand-in", async () => {
    const before = await count("web_vitals");
    expect((await post(report, { ...env, VITALS: undefined } as unknown as Env)).status).toBe(204);
    expect(await count("web_vitals")).toBe(before + 2);
    // The development configuration binds the dataset; miniflare provides a stand-in that accepts writes.
    expect(typeof env.VITALS?.writeDataPoint).toBe("function");
    expect(writeVitalsDataPoints(env.VITALS, report)).toBe(2);
    expect((await beacon(report)).status).toBe(204);
  });
});

describe("GET /api/admin/vitals", () => {
  it("needs the admin session", async () => {
    expect((await workerFetch(`${ORIGIN}/api/admin/vitals`)).status).toBe(401);
  });

  it("gives each page's 75th percentile per metric over the last 24 hours", async () => {
    for (const value of [400, 100, 300, 200]) await beacon({ page: "/p75", metrics: [{ name: "LCP", value }] });
    await beacon({ page: "/p75", metrics: [{ name: "INP", value: 80 }] });
    // A report from two days ago is left out.
    await env.DB.prepare("INSERT INTO web_vitals (page, metric, value, created_at) VALUES ('/p75', 'LCP', 9999, ?)")
      .bind(Date.now() - 2 * 24 * 60 * 60 * 1000)
      .run();
    const res = await workerFetch(`${ORIGIN}/api/admin/vitals`, { headers: { Cookie: await adminCookie() } });
    expect(res.status).toBe(200);
    const pages = (await res.json()) as PageVitals[];
    const page = pages.find((p) => p.page === "/p75");
    expect(page?.metrics).toEqual({ LCP: { p75: 300, count: 4 }, INP: { p75: 80, count: 1 } });
  });
});
