// The public reference APIs: the settings chart and the symptom finder, with sources.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "@content/index";
import { ORIGIN } from "./helpers";
import { seedContent } from "./seed-helpers";
import { workerFetch } from "./worker";

const get = (path: string) => workerFetch(`${ORIGIN}${path}`);
const content = loadContent();

type Row = {
  id: string;
  substrate: string;
  group: string;
  temperatureF: string | null;
  temperatureC: string | null;
  time: string | null;
  notes: string;
  verified: boolean;
  sources: { title: string; url?: string }[];
};
type Entry = {
  id: string;
  symptom: string;
  products: string[];
  causes: { cause: string; fixes: string[] }[];
  sources: { title: string }[];
};

beforeAll(async () => {
  await seedContent();
});

describe("GET /api/press-settings", () => {
  it("is public and returns every row of the chart, in chart order, each with its sources", async () => {
    const res = await get("/api/press-settings");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(rows.map((r) => r.id)).toEqual(content.pressSettings.map((r) => r.id));
    expect(rows.every((r) => r.sources.length > 0)).toBe(true);
    const slate = rows.find((r) => r.id === "photo-slate")!;
    expect(slate).toMatchObject({
      temperatureF: "400 °F",
      temperatureC: "204 °C",
      time: "about 8 min",
      verified: true,
    });
    const unsourced = rows.find((r) => r.id === "jigsaw-puzzle")!;
    expect(unsourced.temperatureF).toBeNull();
    expect(unsourced.notes).toMatch(/follow the instructions/i);
  });

  it("filters by substrate group and by search text", async () => {
    const drinkware = (await (await get("/api/press-settings?group=drinkware")).json()) as Row[];
    expect(drinkware.length).toBe(content.pressSettings.filter((r) => r.group === "drinkware").length);
    expect(drinkware.every((r) => r.group === "drinkware")).toBe(true);
    const tumblers = (await (await get("/api/press-settings?search=TUMBLER")).json()) as Row[];
    expect(tumblers.map((r) => r.id)).toContain("stainless-tumbler-shrink-wrap");
    expect(tumblers.every((r) => `${r.substrate} ${r.notes}`.toLowerCase().includes("tumbler"))).toBe(true);
  });

  it.each([
    ["/api/press-settings?group=kitchen", "group"],
    [`/api/press-settings?search=${"x".repeat(201)}`, "search"],
  ])("refuses bad query values with 400: %s", async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe("Invalid input");
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });
});

describe("GET /api/troubleshooting", () => {
  it("is public and returns every entry with causes, products and sources", async () => {
    const res = await get("/api/troubleshooting");
    expect(res.status).toBe(200);
    const entries = (await res.json()) as Entry[];
    expect(entries.length).toBe(content.troubleshooting.length);
    expect(entries.length).toBeGreaterThanOrEqual(24);
    for (const e of entries) {
      expect(e.sources.length, e.id).toBeGreaterThan(0);
      expect(e.causes.length, e.id).toBeGreaterThan(0);
      expect(e.products.length, e.id).toBeGreaterThan(0);
    }
  });

  it("filters by product and finds symptoms by the words people use", async () => {
    const drinkware = (await (await get("/api/troubleshooting?product=drinkware")).json()) as Entry[];
    expect(drinkware.map((e) => e.id)).toContain("shrink-wrap-lines");
    expect(drinkware.map((e) => e.id)).not.toContain("blue-specks");
    expect(drinkware.every((e) => e.products.includes("drinkware"))).toBe(true);

    const backwards = (await (await get("/api/troubleshooting?search=backwards")).json()) as Entry[];
    expect(backwards.map((e) => e.id)).toEqual(["mirrored-text"]);
    const both = (await (await get("/api/troubleshooting?search=air%20lines&product=apparel")).json()) as Entry[];
    expect(both.map((e) => e.id)).toContain("ecotank-ink-starvation");
    expect(await (await get("/api/troubleshooting?search=zzzz-nothing")).json()).toEqual([]);
  });

  it("refuses an unknown product with 400", async () => {
    const res = await get("/api/troubleshooting?product=boats");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty("product");
  });
});
