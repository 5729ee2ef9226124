import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../workers/db/client";
import { listGuideIds } from "../../workers/services/guides";
import { isGuideSaved } from "../../workers/services/saved-guides";
import { listPressSettings } from "../../workers/services/press-settings";
import { getTroubleshootingEntries } from "../../workers/services/troubleshooting";
import { loadContent } from "@content/index";
import { ORIGIN, signIn } from "./helpers";
import { seedContent } from "./seed-helpers";
import { workerFetch } from "./worker";

const get = (path: string, headers: Record<string, string> = {}) => workerFetch(`${ORIGIN}${path}`, { headers });
const json = async <T>(res: Response) => (await res.json()) as T;

type Guide = { id: string; title: string; description: string; category: string };
type Equipment = { id: string; name: string; category: string; recommended: boolean; affiliate_link: string | null };
type Supplier = { id: string; name: string; description: string; categories: string[]; verified: boolean };

beforeAll(async () => {
  await seedContent();
});

describe("GET /api/guides", () => {
  it("lists every guide without content, and filters by category and search in SQL", async () => {
    const all = await json<Guide[]>(await get("/api/guides"));
    expect(all.length).toBe(loadContent().guides.length);
    expect(all[0]).not.toHaveProperty("content");

    const troubleshooting = await json<Guide[]>(await get("/api/guides?category=troubleshooting"));
    expect(troubleshooting.length).toBeGreaterThan(0);
    expect(troubleshooting.every((g) => g.category === "troubleshooting")).toBe(true);

    const mugs = await json<Guide[]>(await get("/api/guides?search=MUG"));
    expect(mugs.length).toBeGreaterThan(0);
    expect(mugs.every((g) => `${g.title} ${g.description}`.toLowerCase().includes("mug"))).toBe(true);

    // LIKE wildcards in the search are literal text.
    expect(await json<Guide[]>(await get("/api/guides?search=%25%25_"))).toEqual([]);
    expect(await json<Guide[]>(await get("/api/guides?category=all&search=zzzz-no-match"))).toEqual([]);
  });

  it.each([
    ["/api/guides?category=cooking", "category"],
    [`/api/guides?search=${"x".repeat(201)}`, "search"],
  ])("refuses bad query values with 400: %s", async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const body = await json<{ message: string; fieldErrors: Record<string, string[]> }>(res);
    expect(body.message).toBe("Invalid input");
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });

  it("uses the category index for a category filter", async () => {
    const plan = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT id FROM guides WHERE category = ? ORDER BY sort_order")
      .bind("business")
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("guides_category_idx");
  });
});

describe("GET /api/guides/:id", () => {
  it("needs sign-in: 401 for visitors", async () => {
    const res = await get("/api/guides/fixing-ghosting");
    expect(res.status).toBe(401);
  });

  it("returns the guide with content and sources to a signed-in reader, 404 for an unknown id", async () => {
    const cookie = await signIn("reader-content-api@example.com");
    const res = await get("/api/guides/fixing-ghosting", { Cookie: cookie });
    expect(res.status).toBe(200);
    const guide = await json<{ id: string; content: string; sources: unknown[] }>(res);
    expect(guide.id).toBe("fixing-ghosting");
    expect(guide.content.length).toBeGreaterThan(1000);
    expect(guide.sources.length).toBeGreaterThan(0);

    const missing = await get("/api/guides/no-such-guide", { Cookie: cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Guide not found" });

    const huge = await get(`/api/guides/${"a".repeat(101)}`, { Cookie: cookie });
    expect(huge.status).toBe(400);
  });
});

describe("GET /api/equipment", () => {
  it("filters by category and recommended=true", async () => {
    const all = await json<Equipment[]>(await get("/api/equipment"));
    expect(all.length).toBe(loadContent().equipment.length);
    const recommended = await json<Equipment[]>(await get("/api/equipment?recommended=true"));
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThan(all.length);
    expect(recommended.every((e) => e.recommended)).toBe(true);
    const presses = await json<Equipment[]>(await get("/api/equipment?category=heat-presses&recommended=false"));
    expect(presses.length).toBeGreaterThan(0);
    expect(presses.every((e) => e.category === "heat-presses")).toBe(true);
    expect(all.some((e) => e.affiliate_link === null)).toBe(true);
  });

  it.each([
    "/api/equipment?recommended=yes",
    "/api/equipment?category=spaceships",
    `/api/equipment?search=${"y".repeat(500)}`,
  ])("refuses %s with 400", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await json<{ message: string }>(res)).toMatchObject({ message: "Invalid input" });
  });
});

describe("GET /api/suppliers", () => {
  it("filters by category, verified=true, and searches name, description and categories", async () => {
    const all = await json<Supplier[]>(await get("/api/suppliers"));
    expect(all.length).toBe(26);
    const verified = await json<Supplier[]>(await get("/api/suppliers?verified=true"));
    expect(verified.every((s) => s.verified)).toBe(true);
    const drinkware = await json<Supplier[]>(await get("/api/suppliers?category=drinkware"));
    expect(drinkware.length).toBeGreaterThan(0);
    expect(drinkware.every((s) => s.categories.includes("drinkware"))).toBe(true);
    // A category word finds suppliers whose name and description never mention it.
    const byCategoryWord = await json<Supplier[]>(await get("/api/suppliers?search=tech-acc"));
    expect(byCategoryWord.length).toBeGreaterThan(0);
    expect(
      byCategoryWord.every(
        (s) =>
          s.categories.includes("tech-accessories") || `${s.name} ${s.description}`.toLowerCase().includes("tech-acc"),
      ),
    ).toBe(true);
    const byName = await json<Supplier[]>(await get("/api/suppliers?search=vapor"));
    expect(byName.map((s) => s.id)).toContain("vapor-apparel");
  });

  it.each(["/api/suppliers?verified=1", "/api/suppliers?category=weapons", `/api/suppliers?search=${"z".repeat(201)}`])(
    "refuses %s with 400",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
    },
  );
});

describe("content services", () => {
  it("isGuideSaved reads the saved_guides table for that user only", async () => {
    await signIn("saver-content-api@example.com");
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind("saver-content-api@example.com")
      .first<{ id: string }>();
    const db = getDb(env);
    expect(await isGuideSaved(db, user!.id, "fixing-ghosting")).toBe(false);
    await env.DB.prepare("INSERT INTO saved_guides (user_id, guide_id) VALUES (?, ?)")
      .bind(user!.id, "fixing-ghosting")
      .run();
    expect(await isGuideSaved(db, user!.id, "fixing-ghosting")).toBe(true);
    expect(await isGuideSaved(db, user!.id, "sublimating-glass")).toBe(false);
    expect(await isGuideSaved(db, "someone-else", "fixing-ghosting")).toBe(false);
  });

  it("returns troubleshooting entries in the order asked, skipping unknown ids", async () => {
    const entries = await getTroubleshootingEntries(getDb(env), ["dull-colors", "nope", "ghosting"]);
    expect(entries.map((e) => e.id)).toEqual(["dull-colors", "ghosting"]);
    expect(entries[1].causes.length).toBeGreaterThan(0);
  });

  it("formats the press-settings chart and lists every guide for the sitemap", async () => {
    const rows = await listPressSettings(getDb(env));
    expect(rows.length).toBe(loadContent().pressSettings.length);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const shirt = rows.find((r) => r.substrate.startsWith("100% polyester T-shirt"))!;
    expect(shirt.temperatureF).toMatch(/^\d{3}(-\d{3})? °F$/);
    expect((await listGuideIds(getDb(env))).length).toBe(loadContent().guides.length);
  });
});
