// The site's content: valid against its schemas, complete, and consistent.
import { describe, expect, it } from "vitest";
import { GuideFileError, parseGuideFile } from "@content/guides";
import { guideFileSources } from "@content/guide-files";
import { loadContent } from "@content/index";
import { landingEquipmentCategories, landingSampleGuideIds, landingSupplierIds } from "@content/landing";
import { DIFFICULTIES, EQUIPMENT_CATEGORIES, GUIDE_CATEGORIES, SUPPLIER_CATEGORIES } from "@content/schema";

const content = loadContent();
const guideIds = new Set(content.guides.map((g) => g.id));
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe("content", () => {
  it("has at least 40 guides, 30 equipment items and 24 suppliers", () => {
    expect(content.guides.length).toBeGreaterThanOrEqual(40);
    expect(content.equipment.length).toBeGreaterThanOrEqual(30);
    expect(content.suppliers.length).toBeGreaterThanOrEqual(24);
    expect(content.pressSettings.length).toBeGreaterThanOrEqual(40);
    expect(content.troubleshooting.length).toBeGreaterThanOrEqual(24);
  });

  it("covers every category and difficulty", () => {
    for (const c of GUIDE_CATEGORIES)
      expect(
        content.guides.some((g) => g.category === c),
        c,
      ).toBe(true);
    for (const d of DIFFICULTIES)
      expect(
        content.guides.some((g) => g.difficulty === d),
        d,
      ).toBe(true);
    for (const c of EQUIPMENT_CATEGORIES)
      expect(
        content.equipment.some((e) => e.category === c),
        c,
      ).toBe(true);
    for (const c of SUPPLIER_CATEGORIES)
      expect(
        content.suppliers.some((s) => s.categories.includes(c)),
        c,
      ).toBe(true);
  });

  it("gives every guide at least 500 words", () => {
    const short = content.guides.filter((g) => words(g.content) < 500).map((g) => g.id);
    expect(short).toEqual([]);
  });

  it("has unique ids everywhere", () => {
    for (const list of [
      content.guides,
      content.equipment,
      content.suppliers,
      content.pressSettings,
      content.troubleshooting,
    ]) {
      const ids = list.map((x) => x.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("names a source on every settings row, and gives no figure without one", () => {
    for (const row of content.pressSettings) {
      expect(row.sources.length, row.id).toBeGreaterThan(0);
      if (!row.temperatureF) expect(row.notes.toLowerCase(), row.id).toMatch(/instructions|manufacturer|maker/);
    }
  });

  it("keeps °F and °C in agreement on every settings row", () => {
    for (const row of content.pressSettings) {
      if (!row.temperatureF || !row.temperatureC) continue;
      const toC = (f: number) => ((f - 32) * 5) / 9;
      expect(Math.abs(toC(row.temperatureF.min) - row.temperatureC.min), row.id).toBeLessThanOrEqual(1);
      expect(Math.abs(toC(row.temperatureF.max) - row.temperatureC.max), row.id).toBeLessThanOrEqual(1);
    }
  });

  it("links only to guides that exist", () => {
    for (const g of content.guides) {
      for (const m of g.content.matchAll(/\]\(\/guides\/([^)#?\s]+)/g))
        expect(guideIds.has(m[1]), `${g.id} -> ${m[1]}`).toBe(true);
    }
    for (const t of content.troubleshooting)
      for (const id of t.guides) expect(guideIds.has(id), `${t.id} -> ${id}`).toBe(true);
    const troubleIds = new Set(content.troubleshooting.map((t) => t.id));
    for (const g of content.guides)
      for (const id of g.troubleshooting) expect(troubleIds.has(id), `${g.id} -> ${id}`).toBe(true);
  });

  it("uses existing ids for affiliate links, featured suppliers and the landing page", () => {
    const equipmentIds = new Set(content.equipment.map((e) => e.id));
    const supplierIds = new Set(content.suppliers.map((s) => s.id));
    for (const id of Object.keys(content.affiliateLinks)) expect(equipmentIds.has(id), id).toBe(true);
    for (const f of content.featuredSuppliers) expect(supplierIds.has(f.supplierId), f.supplierId).toBe(true);
    expect(landingSampleGuideIds).toHaveLength(6);
    for (const id of landingSampleGuideIds) expect(guideIds.has(id), id).toBe(true);
    expect(landingSupplierIds).toHaveLength(6);
    for (const id of landingSupplierIds) expect(supplierIds.has(id), id).toBe(true);
    expect(landingEquipmentCategories).toHaveLength(4);
    for (const c of landingEquipmentCategories) {
      const min = Math.min(...content.equipment.filter((e) => e.category === c.category).map((e) => e.price));
      expect(c.fromPrice).toBe(min);
    }
  });

  it("gives every settings row and troubleshooting entry a source that is more than a search link", () => {
    const isSearch = (url?: string) => !!url && /[?&](q|s|search|query|keyword)=|\/search\b/i.test(url);
    for (const row of content.pressSettings) {
      expect(row.sources.length, row.id).toBeGreaterThan(0);
      expect(
        row.sources.every((s) => isSearch(s.url)),
        `${row.id} rests only on search links`,
      ).toBe(false);
    }
    for (const t of content.troubleshooting) {
      expect(t.sources.length, t.id).toBeGreaterThan(0);
      expect(t.causes.length, t.id).toBeGreaterThan(0);
      expect(t.products.length, t.id).toBeGreaterThan(0);
    }
  });

  it("keeps the chart's figures honest: a figure or the blank-instructions wording, never neither", () => {
    for (const row of content.pressSettings) {
      if (!row.temperatureF || !row.time)
        expect(row.notes.toLowerCase(), row.id).toMatch(/instructions|maker|manufacturer/);
    }
    const sourced = content.pressSettings.filter((r) => r.temperatureF && r.time);
    expect(sourced.length).toBeGreaterThanOrEqual(34);
  });

  it("validates every guide file and names the file and field on a mistake", () => {
    const files = guideFileSources();
    expect(Object.keys(files).length).toBe(content.guides.length);
    for (const [path, text] of Object.entries(files)) expect(() => parseGuideFile(path, text), path).not.toThrow();
    const good = files["content/guides/ornaments.md"];
    const broken = good.replace(/^difficulty: .*$/m, "difficulty: expert");
    expect(() => parseGuideFile("content/guides/ornaments.md", broken)).toThrow(GuideFileError);
    expect(() => parseGuideFile("content/guides/ornaments.md", broken)).toThrow(
      /content\/guides\/ornaments\.md: field "difficulty"/,
    );
    expect(() => parseGuideFile("content/guides/x.md", "no frontmatter")).toThrow(
      /x\.md: must start with YAML frontmatter/,
    );
    expect(() => parseGuideFile("content/guides/x.md", good.replace("title:", "titel:"))).toThrow(
      /unknown field\(s\) titel/,
    );
    expect(() => parseGuideFile("content/guides/Bad Name.md", good)).toThrow(/field "file name \(the guide id\)"/);
  });

  it("shows chart rows through [[settings]] only, and names rows that exist", () => {
    const rowIds = new Set(content.pressSettings.map((r) => r.id));
    for (const g of content.guides) {
      for (const id of g.settings) expect(rowIds.has(id), `${g.id} -> ${id}`).toBe(true);
      const marker = /^\s*\[\[settings\]\]\s*$/m.test(g.content);
      expect(marker, `${g.id}: settings listed but no [[settings]] line, or the reverse`).toBe(g.settings.length > 0);
      // No typed copy of the chart: a pipe table with a Temperature column.
      expect(
        /^\|[^\n]*\bTemperature\b[^\n]*\|[ \t]*\n\|?\s*:?-{2,}/im.test(g.content),
        `${g.id} copies chart figures into a table`,
      ).toBe(false);
    }
  });

  it("quotes chart figures in guides exactly as the chart gives them", () => {
    // A guide line pairing a Fahrenheit figure with a press time ("400 °F for 35-40 s") must
    // match a row of the chart: the temperature inside the row's range and the time in its text.
    const pair =
      /(\d{3})\s?°F(?:\s?\(\d{2,3}\s?°C\))?[^.;|\n]{0,40}?\b(?:for|in|,)\s+(?:about\s+)?(\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?)\s?(s|min|seconds|minutes)\b/g;
    const bad: string[] = [];
    for (const g of content.guides) {
      for (const m of g.content.matchAll(pair)) {
        const f = Number(m[1]);
        const time = m[2];
        const unit = m[3].startsWith("s") ? "s" : "min";
        const ok = content.pressSettings.some(
          (r) =>
            r.temperatureF &&
            r.time &&
            f >= r.temperatureF.min &&
            f <= r.temperatureF.max &&
            new RegExp(`(^|[^\\d.])${time.replace(/\./g, "\\.")}(?![\\d.])[^;]*?\\b${unit}`).test(r.time),
        );
        if (!ok) bad.push(`${g.id}: "${m[0]}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("invents no contact data for real companies", () => {
    const text = JSON.stringify([content.suppliers, content.featuredSuppliers]);
    expect(text).not.toMatch(/\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b/);
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}/);
  });
});
