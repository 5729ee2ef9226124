import { describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { loadContent } from "@content/index";
import { count } from "./helpers";
import { seedContent } from "./seed-helpers";
import { env } from "cloudflare:test";
import { getDb } from "../../workers/db/client";
import { contentRows } from "../../workers/db/content-rows";
import {
  equipment,
  guides,
  materials,
  pressSettings,
  quickAnswers,
  suppliers,
  troubleshootingEntries,
} from "../../workers/db/schema";

const TABLES = [
  "guides",
  "equipment",
  "suppliers",
  "supplier_categories",
  "press_settings",
  "troubleshooting_entries",
  "quick_answers",
  "materials",
];

describe("seed", () => {
  it("is idempotent: a second run leaves identical rows and ids", async () => {
    await seedContent();
    const first = Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)] as const)));
    const ids = await env.DB.prepare("SELECT id FROM guides ORDER BY id").all<{ id: string }>();
    await seedContent();
    const second = Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)] as const)));
    const ids2 = await env.DB.prepare("SELECT id FROM guides ORDER BY id").all<{ id: string }>();
    expect(second).toEqual(first);
    expect(ids2.results).toEqual(ids.results);
    expect(first.guides).toBeGreaterThan(0);
  });

  it("keeps a user's saved guide across a re-seed", async () => {
    await seedContent();
    await env.DB.prepare("INSERT INTO users (id, email) VALUES ('u-seed', 'seed@example.com')").run();
    const guide = await env.DB.prepare("SELECT id FROM guides LIMIT 1").first<{ id: string }>();
    await env.DB.prepare("INSERT INTO saved_guides (user_id, guide_id) VALUES ('u-seed', ?)").bind(guide!.id).run();
    await seedContent();
    expect(await count("saved_guides")).toBe(1);
  });

  it("stores exactly the rows of the one content-to-row mapping, in content order", async () => {
    await seedContent();
    const db = getDb(env);
    const rows = contentRows(loadContent());
    const read = async <T extends { sortOrder: number }>(all: Promise<T[]>) =>
      (await all).map(({ sortOrder: _, ...row }) => row);
    expect(await read(db.select().from(guides).orderBy(asc(guides.sortOrder)))).toEqual(rows.guides);
    expect(await read(db.select().from(equipment).orderBy(asc(equipment.sortOrder)))).toEqual(rows.equipment);
    expect(await read(db.select().from(suppliers).orderBy(asc(suppliers.sortOrder)))).toEqual(rows.suppliers);
    expect(await read(db.select().from(pressSettings).orderBy(asc(pressSettings.sortOrder)))).toEqual(
      rows.pressSettings,
    );
    expect(await read(db.select().from(troubleshootingEntries).orderBy(asc(troubleshootingEntries.sortOrder)))).toEqual(
      rows.troubleshooting,
    );
    expect(await read(db.select().from(quickAnswers).orderBy(asc(quickAnswers.sortOrder)))).toEqual(rows.answers);
    expect(await read(db.select().from(materials).orderBy(asc(materials.sortOrder)))).toEqual(rows.materials);
  });
});
