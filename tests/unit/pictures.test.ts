// The site's pictures: every guide, equipment item and supplier category has
// one, every SVG is small, titled and self-contained, the committed files match
// what the generator draws, the diagrams sit under headings that exist, and
// the og:image renderer produces a real 1200×630 PNG.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "@content/index";
import { SUPPLIER_CATEGORIES } from "@content/categories";
import { GUIDE_DIAGRAMS } from "@content/diagrams";
import { parseMarkdown } from "~/components/content/markdown";
import { placeDiagrams } from "~/components/guides/guide-figures";
import {
  OG_IMAGE_SIZE,
  equipmentKind,
  equipmentPicture,
  guideCover,
  guideMotifs,
  supplierCategoryPicture,
} from "~/lib/pictures";
import { coverSvg, equipmentSvg, ogSvg, supplierSvg, textWidthEm, wrapTitle } from "../../scripts/pictures/compose";
import { DIAGRAMS } from "../../scripts/pictures/diagrams";

const content = loadContent();
const file = (src: string) => join("public", src);
const read = (src: string) => readFileSync(file(src), "utf8");
const MAX_SVG_BYTES = 8 * 1024;

function allSvgs(dir = "public/images"): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = join(dir, f);
    return statSync(full).isDirectory() ? allSvgs(full) : full.endsWith(".svg") ? [full] : [];
  });
}

describe("pictures", () => {
  it("gives every guide a cover, drawn from its current title and category", () => {
    const missing = content.guides.filter((g) => !existsSync(file(guideCover(g).src))).map((g) => g.id);
    expect(missing, "run `npm run images` and commit public/images").toEqual([]);
    const stale = content.guides.filter((g) => read(guideCover(g).src) !== coverSvg(g)).map((g) => g.id);
    expect(stale, "run `npm run images` and commit public/images").toEqual([]);
  });

  it("gives every equipment item and supplier category a picture", () => {
    for (const item of content.equipment) {
      const pic = equipmentPicture(item);
      expect(existsSync(file(pic.src)), `${item.id} → ${pic.src}`).toBe(true);
      expect(read(pic.src), "run `npm run images` and commit public/images").toBe(equipmentSvg(item));
    }
    // Items of one kind still get pictures of their own.
    const ecotanks = content.equipment
      .filter((e) => equipmentKind(e) === "ink-tank-printer")
      .map((e) => read(equipmentPicture(e).src));
    expect(ecotanks.length).toBeGreaterThan(1);
    expect(new Set(ecotanks).size).toBe(ecotanks.length);
    for (const c of SUPPLIER_CATEGORIES) {
      expect(supplierCategoryPicture(c).src).toBe(`/images/suppliers/${c}.svg`);
      expect(read(`/images/suppliers/${c}.svg`)).toBe(supplierSvg(c));
    }
  });

  it("picks a kind from the item's own words before its category", () => {
    const kinds = new Map(content.equipment.map((e) => [e.id, equipmentKind(e)]));
    expect(kinds.get("cricut-mug-press")).toBe("mug-press");
    expect(kinds.get("epson-ecotank-et-2800")).toBe("ink-tank-printer");
    expect(kinds.get("heat-resistant-tape")).toBe("heat-tape");
    expect(kinds.get("sawgrass-sg500")).toBe("printer");
    expect(equipmentKind({ id: "new-thing", name: "Mystery gadget", category: "inks" })).toBe("ink-bottles");
  });

  it("every SVG has a title and a viewBox, stays small and loads nothing else", () => {
    const svgs = allSvgs();
    expect(svgs.length).toBeGreaterThanOrEqual(content.guides.length + SUPPLIER_CATEGORIES.length + 5);
    for (const path of svgs) {
      const svg = readFileSync(path, "utf8");
      expect(svg, path).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg, path).toMatch(/<title>[^<]{8,}<\/title>/);
      expect(Buffer.byteLength(svg), path).toBeLessThan(MAX_SVG_BYTES);
      expect(svg, path).not.toMatch(/<metadata|inkscape|sodipodi|<image|<script|<style|href=/i);
    }
  });

  it("draws a cover for any guide, with motifs from its title words and category", () => {
    const koozie = { id: "sublimating-koozies", title: "Sublimating Koozies and Can Coolers", category: "techniques" };
    expect(guideMotifs(koozie).length).toBeGreaterThanOrEqual(2);
    expect(
      guideMotifs({ id: "x", title: "Sublimating Tumblers in an Oven", category: "techniques" }).slice(0, 2),
    ).toEqual(["tumbler", "oven"]);
    expect(guideMotifs({ id: "y", title: "Why Mugs Fade", category: "troubleshooting" })).toContain("magnifier");
    const svg = coverSvg(koozie);
    expect(svg).toContain(`<title>${guideCover(koozie).alt}</title>`);
    // Covers differ between guides, and the same guide always gets the same one.
    expect(coverSvg({ ...koozie, id: "sublimating-koozies-2" })).not.toBe(svg);
    expect(coverSvg(koozie)).toBe(svg);
  });

  it("places each diagram under a heading its guide really has", () => {
    const guides = new Map(content.guides.map((g) => [g.id, g]));
    const drawn = new Set(Object.keys(DIAGRAMS).map((n) => `/images/diagrams/${n}.svg`));
    for (const [id, diagrams] of Object.entries(GUIDE_DIAGRAMS)) {
      const guide = guides.get(id);
      expect(guide, id).toBeDefined();
      const placed = placeDiagrams(parseMarkdown(guide!.content), diagrams);
      diagrams.forEach((d, i) => {
        expect(drawn.has(d.src), d.src).toBe(true);
        const svg = read(d.src);
        expect(svg).toContain(`viewBox="0 0 ${d.width} ${d.height}"`);
        expect(svg).toMatch(/<desc>[^<]{40,}<\/desc>/);
        if (d.afterHeading) expect(placed[i].after, `${id}: heading "${d.afterHeading}"`).toBeGreaterThanOrEqual(0);
      });
    }
    const blocks = parseMarkdown("Intro.\n\n## Steps\n\nOne.\n\n## Settings\n\nTwo.");
    expect(
      placeDiagrams(blocks, [{ src: "a", width: 1, height: 1, alt: "", caption: "", afterHeading: "settings" }])[0]
        .after,
    ).toBe(3);
    expect(
      placeDiagrams(blocks, [{ src: "a", width: 1, height: 1, alt: "", caption: "", afterHeading: "Gone" }])[0].after,
    ).toBe(-1);
  });

  it("wraps long titles to at most four lines that fit the og:image panel", () => {
    const title =
      "Heat Press Care and Calibration: Checking Temperature, Pressure and Cleanliness Before Every Long Production Run Today";
    const lines = wrapTitle(title, 560 / 46, 4);
    expect(lines.length).toBe(4);
    expect(lines[3].endsWith("…")).toBe(true);
    for (const l of lines) expect(textWidthEm(l) * 46).toBeLessThanOrEqual(560);
  });

  it("renders a guide's og:image as a 1200×630 PNG with the bundled font", async () => {
    const { Resvg } = await import("@resvg/resvg-js");
    const guide = content.guides.find((g) => g.id === "fixing-ghosting")!;
    const svg = ogSvg(guide, "Sublimation Hub", "Troubleshooting");
    expect(svg).toContain("Fixing Ghosting");
    const font = "node_modules/@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf";
    const withFont = new Resvg(svg, {
      font: { fontFiles: [font], loadSystemFonts: false, defaultFontFamily: "Inter" },
    }).render();
    expect([withFont.width, withFont.height]).toEqual([OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height]);
    const png = withFont.asPng();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // The title is really drawn: without any font the same image has fewer dark pixels.
    const dark = (px: Uint8Array) => {
      let n = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i] < 60 && px[i + 1] < 70 && px[i + 2] < 90) n++;
      return n;
    };
    const noFont = new Resvg(svg, { font: { fontFiles: [], loadSystemFonts: false } }).render();
    expect(dark(withFont.pixels) - dark(noFont.pixels)).toBeGreaterThan(5000);
  });
});
