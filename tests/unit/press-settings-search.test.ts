// The settings chart's search by blank, on the chart's real rows.
import { describe, expect, it } from "vitest";
import { searchPressSettings } from "@common/press-settings-search";
import { pressSettings } from "@content/press-settings";

const rows = pressSettings.map((r) => ({ id: r.id, substrate: r.substrate, group: r.group }));
const ids = (q: string) => searchPressSettings(rows, q).rows.map((r) => r.id);
const mugRows = rows.filter((r) => /\bmugs?\b/i.test(r.substrate)).map((r) => r.id);

describe("searchPressSettings", () => {
  it("finds the mugs for 'mug', 'mugs' and 'mug temp', and nothing else", () => {
    expect(mugRows.length).toBeGreaterThan(2);
    expect(ids("mug")).toEqual(mugRows);
    expect(ids("Mugs")).toEqual(mugRows);
    expect(ids("mug temp")).toEqual(mugRows);
    expect(ids("what temperature for a mug")).toEqual(mugRows);
  });

  it("reads shorthand: 'poly tee' is a polyester shirt, 'tshirt' and 't-shirt' are shirts", () => {
    const polyTee = ids("poly tee");
    expect(polyTee).toContain("polyester-shirt");
    expect(polyTee).toContain("polyester-performance-shirt");
    expect(polyTee.every((id) => /shirt/.test(id))).toBe(true);
    expect(ids("tshirt")).toContain("polyester-shirt");
    expect(ids("t-shirt")).toEqual(ids("tshirt"));
    expect(ids("11oz mug")).toEqual(["mug-11oz-press"]);
  });

  it("finds every tumbler row, and forgives typos", () => {
    const tumblers = rows.filter((r) => /tumbler/i.test(r.substrate)).map((r) => r.id);
    expect(tumblers.length).toBeGreaterThan(1);
    expect(ids("tumbler")).toEqual(tumblers);
    expect(ids("tumbelr")).toEqual(tumblers);
    expect(ids("tumblers oven")).toEqual(
      rows.filter((r) => /tumbler/i.test(r.substrate) && /oven/i.test(r.substrate)).map((r) => r.id),
    );
    expect(ids("polyster shrit")).toEqual(ids("polyester shirt"));
    expect(ids("keychain")).toEqual(rows.filter((r) => /key chain/i.test(r.substrate)).map((r) => r.id));
  });

  it("treats a query about the chart itself as the whole chart", () => {
    const found = searchPressSettings(rows, "heat press settings");
    expect(found.wholeChart).toBe(true);
    expect(found.rows).toHaveLength(rows.length);
    expect(searchPressSettings(rows, "sublimaton temprature").wholeChart).toBe(true);
    expect(searchPressSettings(rows, "").wholeChart).toBe(false);
  });

  it("finds nothing for a blank the chart does not have", () => {
    expect(ids("sourdough")).toEqual([]);
    expect(ids("mug hoodie")).toEqual([]);
    expect(ids("glass")).not.toContain("mug-11oz-press");
  });
});
