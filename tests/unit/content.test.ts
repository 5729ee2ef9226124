// The site's content: valid against its schemas, complete, and consistent.
import { describe, expect, it } from "vitest";
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
    expect(content.pressSettings.length).toBeGreaterThanOrEqual(25);
    expect(content.troubleshooting.length).toBeGreaterThanOrEqual(12);
  });

  it("covers every category and difficulty", () => {
    for (const c of GUIDE_CATEGORIES) expect(content.guides.some((g) => g.category === c), c).toBe(true);
    for (const d of DIFFICULTIES) expect(content.guides.some((g) => g.difficulty === d), d).toBe(true);
    for (const c of EQUIPMENT_CATEGORIES) expect(content.equipment.some((e) => e.category === c), c).toBe(true);
    for (const c of SUPPLIER_CATEGORIES) expect(content.suppliers.some((s) => s.categories.includes(c)), c).toBe(true);
  });

  it("gives every guide at least 500 words", () => {
    const short = content.guides.filter((g) => words(g.content) < 500).map((g) => g.id);
    expect(short).toEqual([]);
  });

  it("has unique ids everywhere", () => {
    for (const list of [content.guides, content.equipment, content.suppliers, content.pressSettings, content.troubleshooting]) {
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
      for (const m of g.content.matchAll(/\]\(\/guides\/([^)#?\s]+)/g)) expect(guideIds.has(m[1]), `${g.id} -> ${m[1]}`).toBe(true);
    }
    for (const t of content.troubleshooting) for (const id of t.guides) expect(guideIds.has(id), `${t.id} -> ${id}`).toBe(true);
    const troubleIds = new Set(content.troubleshooting.map((t) => t.id));
    for (const g of content.guides) for (const id of g.troubleshooting) expect(troubleIds.has(id), `${g.id} -> ${id}`).toBe(true);
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

  it("invents no contact data for real companies", () => {
    const text = JSON.stringify([content.suppliers, content.featuredSuppliers]);
    expect(text).not.toMatch(/\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b/);
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}/);
  });
});
