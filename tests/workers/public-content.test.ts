// The per-isolate content snapshot: it answers exactly what the SQL it replaces
// answered, and it refreshes when the seed writes a new content version (or
// after its TTL), never later.
import { env } from "cloudflare:test";
import { loadContent } from "@content/index";
import type { EquipmentQuery, GuideQuery, SupplierQuery } from "@common/schemas";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../workers/db/client";
import { listEquipment as sqlListEquipment } from "../../workers/services/equipment";
import { listGuides as sqlListGuides } from "../../workers/services/guides";
import { listPressSettings as sqlListPressSettings } from "../../workers/services/press-settings";
import { snapshotFromContent } from "../../workers/ai/snapshot";
import { chartRowLinks } from "../../workers/services/press-setting-links";
import {
  clearPublicContentCache,
  contentVersion,
  engineContent,
  getQuickAnswer,
  listEquipment,
  listGuides,
  listMaterials,
  listPressSettings,
  listQuickAnswers,
  listSuppliers,
  listTroubleshooting,
  publicContentClock,
  SNAPSHOT_TTL_MS,
  VERSION_CHECK_MS,
} from "../../workers/services/public-content";
import { contentFingerprint, seedStatements } from "../../workers/services/seed";
import { listSuppliers as sqlListSuppliers } from "../../workers/services/suppliers";
import { listTroubleshooting as sqlListTroubleshooting } from "../../workers/services/troubleshooting";
import { seedContent } from "./seed-helpers";
import { countingEnv } from "./support/count-bindings";

let now = 1_000_000;
beforeAll(async () => {
  await seedContent();
});
beforeEach(() => {
  now = 1_000_000;
  publicContentClock.now = () => now;
  clearPublicContentCache();
});
afterEach(() => {
  publicContentClock.now = () => Date.now();
});

describe("answers from memory match the SQL", () => {
  const nonEmpty = { guides: false, equipment: false, suppliers: false };
  it.each<GuideQuery>([
    {},
    { category: "troubleshooting" },
    { category: "all", search: "MUG" },
    { search: "tumbler" },
    { search: "%_" },
    { search: "zzzz-no-match" },
  ])("guides %o", async (query) => {
    const sql = await sqlListGuides(getDb(env), query);
    expect(await listGuides(env, query)).toEqual(sql);
    nonEmpty.guides ||= sql.length > 0 && Object.keys(query).length > 0;
  });

  it.each<Partial<EquipmentQuery>>([
    {},
    { recommended: true },
    { category: "heat-presses" },
    { search: "PRESS" },
    { search: "ink", recommended: true },
  ])("equipment %o", async (query) => {
    const opts = { affiliateTag: "site-20" };
    const sql = await sqlListEquipment(getDb(env), query, opts);
    expect(await listEquipment(env, query, opts)).toEqual(sql);
    nonEmpty.equipment ||= sql.length > 0 && Object.keys(query).length > 0;
    expect(await listEquipment(env, query, { limit: 2 })).toEqual(
      await sqlListEquipment(getDb(env), query, { limit: 2 }),
    );
  });

  it.each<Partial<SupplierQuery>>([
    {},
    { verified: true },
    { category: "drinkware" },
    { search: "apparel" },
    { search: "USA" },
    { search: "%" },
  ])("suppliers %o", async (query) => {
    const sql = await sqlListSuppliers(getDb(env), query);
    expect(await listSuppliers(env, query)).toEqual(sql);
    nonEmpty.suppliers ||= sql.length > 0 && Object.keys(query).length > 0;
    expect(await listSuppliers(env, query, 3)).toEqual(await sqlListSuppliers(getDb(env), query, 3));
  });

  it("the comparisons above included filters that match something", () => {
    expect(nonEmpty).toEqual({ guides: true, equipment: true, suppliers: true });
  });

  it("the settings chart and troubleshooting", async () => {
    expect(await listPressSettings(env)).toEqual(await sqlListPressSettings(getDb(env)));
    expect(await listTroubleshooting(env)).toEqual(await sqlListTroubleshooting(getDb(env)));
  });
});

describe("quick answers, materials and the engine come from the same snapshot", () => {
  const content = loadContent();

  it("lists the quick answers and materials of the content files, in their order", async () => {
    const answers = await listQuickAnswers(env);
    expect(answers.map((a) => a.id)).toEqual(content.answers.map((a) => a.id));
    const withGuide = content.answers.find((a) => a.guides.length > 0)!;
    const shown = answers.find((a) => a.id === withGuide.id)!;
    expect(shown.link).toBe(`/answers/${withGuide.id}`);
    expect(shown.sources).toEqual(withGuide.sources);
    expect(shown.guideLinks.map((g) => g.id)).toEqual(withGuide.guides);
    expect(shown.guideLinks[0].title).toBe(content.guides.find((g) => g.id === withGuide.guides[0])!.title);
    expect(await getQuickAnswer(env, withGuide.id)).toEqual(shown);
    expect(await getQuickAnswer(env, "no-such-answer")).toBeNull();
    const materials = await listMaterials(env);
    expect(materials.map((m) => m.id)).toEqual(content.materials.map((m) => m.id));
    expect(materials[0].sources).toEqual(content.materials[0].sources);
  });

  it("gives the engine the content files' snapshot, with one index per content version", async () => {
    const { snapshot, index } = await engineContent(env);
    expect(snapshot).toEqual(snapshotFromContent(content));
    // The seeded content is the content the Worker was built with: its bundled index is loaded, not built.
    expect(index.origin).toBe("data");
    expect((await engineContent(env)).index).toBe(index);
    // A reload of unchanged content (after the TTL) keeps the index it already built.
    now += SNAPSHOT_TTL_MS + 1;
    const reloaded = await engineContent(env);
    expect(reloaded.snapshot).not.toBe(snapshot);
    expect(reloaded.index).toBe(index);
  });

  it("lists what refers to a chart row from the same snapshot, in content order", async () => {
    const rowId = "polyester-shirt";
    const counting = countingEnv(env);
    const links = await chartRowLinks(counting.env, rowId);
    expect(links.guides.map((g) => g.id)).toEqual(
      content.guides.filter((g) => g.settings.includes(rowId)).map((g) => g.id),
    );
    expect(links.answers.map((a) => a.id)).toEqual(
      content.answers.filter((a) => a.settings.includes(rowId)).map((a) => a.id),
    );
    expect(links.guides.length + links.answers.length).toBeGreaterThan(0);
    expect(await chartRowLinks(counting.env, "no-such-row")).toEqual({ guides: [], answers: [] });
    expect(counting.counts.d1).toBe(2); // the version, then the snapshot batch; nothing of its own
  });

  it("rebuilds the index when the seed writes changed content", async () => {
    const { index } = await engineContent(env);
    const answer = content.answers[0];
    await env.DB.batch([
      env.DB.prepare("UPDATE quick_answers SET answer = 'Changed by a new seed.' WHERE id = ?").bind(answer.id),
      env.DB.prepare("UPDATE content_meta SET value = 'answers-changed' WHERE key = 'content_version'"),
    ]);
    now += VERSION_CHECK_MS + 1;
    const next = await engineContent(env);
    expect(next.index).not.toBe(index);
    // Content the build did not see: the bundled index is for other content, so the index is built.
    expect(next.index.origin).toBe("built");
    expect(next.snapshot.answers[0].answer).toBe("Changed by a new seed.");
    expect((await getQuickAnswer(env, answer.id))?.answer).toBe("Changed by a new seed.");
    await seedContent();
  });
});

describe("refreshing", () => {
  const firstGuide = async () => (await listGuides(env, {}, 1))[0];

  it("loads everything in one round trip, then serves from memory", async () => {
    const counting = countingEnv(env);
    await listGuides(counting.env);
    expect(counting.counts.d1).toBe(2); // the version, then the snapshot batch
    await listEquipment(counting.env);
    await listSuppliers(counting.env, { verified: true });
    await listPressSettings(counting.env);
    await listQuickAnswers(counting.env);
    await listMaterials(counting.env);
    await engineContent(counting.env);
    expect(counting.counts.d1).toBe(2);
  });

  it("reloads when the seed writes a new content version, at the next version check", async () => {
    const original = await firstGuide();
    await env.DB.batch([
      env.DB.prepare("UPDATE guides SET title = 'Retitled by a new seed' WHERE id = ?").bind(original.id),
      env.DB.prepare("UPDATE content_meta SET value = 'next-version' WHERE key = 'content_version'"),
    ]);
    now += VERSION_CHECK_MS - 1;
    expect((await firstGuide()).title).toBe(original.title);
    now += 2;
    expect((await firstGuide()).title).toBe("Retitled by a new seed");
    expect(await contentVersion(env)).toBe("next-version");
    await seedContent();
  });

  it("reloads after its TTL even when the version never moved", async () => {
    const original = await firstGuide();
    await env.DB.prepare("UPDATE guides SET title = 'Edited by hand' WHERE id = ?").bind(original.id).run();
    now += VERSION_CHECK_MS + 1;
    expect((await firstGuide()).title).toBe(original.title);
    now += SNAPSHOT_TTL_MS;
    expect((await firstGuide()).title).toBe("Edited by hand");
    await env.DB.prepare("UPDATE guides SET title = ? WHERE id = ?").bind(original.title, original.id).run();
  });

  it("never keeps an empty snapshot (a database not seeded yet)", async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM guides"),
      env.DB.prepare("UPDATE content_meta SET value = 'emptied' WHERE key = 'content_version'"),
    ]);
    expect(await listGuides(env)).toEqual([]);
    await seedContent();
    // Same clock, same version check: the empty answer was not kept.
    expect((await listGuides(env)).length).toBeGreaterThan(0);
  });
});

describe("the content version written by the seed", () => {
  it("is the same for the same content and changes with any change", () => {
    const content = loadContent();
    const a = seedStatements(content);
    const b = seedStatements(loadContent());
    expect(a.at(-1)).toBe(b.at(-1));
    expect(a.at(-1)).toContain("content_meta");
    const changed = {
      ...content,
      guides: content.guides.map((g, i) => (i === 0 ? { ...g, title: `${g.title}!` } : g)),
    };
    expect(seedStatements(changed).at(-1)).not.toBe(a.at(-1));
    expect(contentFingerprint(["a"])).not.toBe(contentFingerprint(["b"]));
  });

  it("is stored by the seed", async () => {
    const row = await env.DB.prepare("SELECT value FROM content_meta WHERE key = 'content_version'").first<{
      value: string;
    }>();
    expect(row?.value).toMatch(/^[0-9a-z]{14}$/);
  });
});
