// The symptom finder's search (/troubleshooting and GET /api/troubleshooting), on the real entries.
import { describe, expect, it } from "vitest";
import { filterTroubleshooting } from "@common/troubleshooting-search";
import { loadContent } from "@content/index";

const entries = loadContent().troubleshooting;
const ids = (search: string, product?: string) =>
  filterTroubleshooting(entries, { search, product: product as never }).map((t) => t.id);

describe("filterTroubleshooting", () => {
  it("matches every word that names something", () => {
    const ghost = ids("ghost");
    expect(ghost).toContain("ghosting");
    expect(ids("ghost image")).toContain("ghosting");
    expect(ids("ghost image").every((id) => ghost.includes(id))).toBe(true);
  });

  it("reads a sentence: its filler words are ignored and plurals folded", () => {
    expect(ids("my shirt has a shadow")).toContain("ghosting");
    expect(ids("shadows")).toEqual(ids("shadow"));
  });

  it("falls back to the entries holding most of a sentence's weight, best first, when none has every word", () => {
    const found = ids("faint shadow printed twice beside the design");
    expect(found.length).toBeGreaterThan(0);
    expect(found.slice(0, 3)).toContain("ghosting");
  });

  it("still finds nothing for words the entries never use, and keeps the product filter", () => {
    expect(ids("zzzz-nothing")).toEqual([]);
    expect(ids("qwxz plmk")).toEqual([]);
    // A common word never drags in entries on its own: no entry is about pricing a mug for Etsy.
    expect(ids("how do i price my mugs for etsy")).toEqual([]);
    expect(ids("qwxz mug")).toEqual([]);
    const all = ids("");
    expect(all.length).toBe(entries.length);
    const apparel = ids("", "apparel");
    expect(apparel.length).toBeLessThan(all.length);
    expect(ids("shadow", "apparel").every((id) => apparel.includes(id))).toBe(true);
  });
});
