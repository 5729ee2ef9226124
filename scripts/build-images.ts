// Draws the site's pictures into public/:
//   images/guides/<id>.svg        a cover for every guide in loadContent()  (committed)
//   images/equipment/<id>.svg     one per equipment item, drawn by its kind (committed)
//   images/suppliers/<cat>.svg    one per supplier category                 (committed)
//   images/diagrams/<name>.svg    the explanatory diagrams                  (committed)
//   og/guides/<id>.png            1200×630 og:image per guide (build output, git-ignored;
//                                 input hashes cached in node_modules/.cache/pictures)
// Usage: tsx scripts/build-images.ts [--svg] [--og]   (no flag: both)
// SVGs are rewritten only when they change; PNGs are skipped when the hash of
// their source SVG, the font and the renderer is unchanged.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadContent } from "../content/index";
import { SUPPLIER_CATEGORIES } from "../content/categories";
import { GUIDE_CATEGORY_LABELS, type GuideCategory } from "@common/catalog";
import { SITE_NAME } from "@common/constants";
import { coverSvg, equipmentSvg, ogSvg, supplierSvg } from "./pictures/compose";
import { DIAGRAMS } from "./pictures/diagrams";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pub = join(root, "public");
const require = createRequire(import.meta.url);

function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, "utf8") === text) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}

/** Writes every SVG; removes covers of guides that no longer exist. Returns [written, total]. */
export async function buildSvgs(): Promise<[number, number]> {
  // Awaited so a loader that reads files asynchronously works unchanged.
  const { guides, equipment } = await loadContent();
  const files = new Map<string, string>();
  for (const g of guides) files.set(`images/guides/${g.id}.svg`, coverSvg(g));
  for (const item of equipment) files.set(`images/equipment/${item.id}.svg`, equipmentSvg(item));
  for (const c of SUPPLIER_CATEGORIES) files.set(`images/suppliers/${c}.svg`, supplierSvg(c));
  for (const [name, svg] of Object.entries(DIAGRAMS)) files.set(`images/diagrams/${name}.svg`, svg);
  let written = 0;
  for (const [path, svg] of files) if (writeIfChanged(join(pub, path), svg)) written++;
  for (const dir of ["guides", "equipment", "suppliers", "diagrams"]) {
    const full = join(pub, "images", dir);
    for (const f of existsSync(full) ? readdirSync(full) : [])
      if (!files.has(`images/${dir}/${f}`)) rmSync(join(full, f));
  }
  return [written, files.size];
}

const FONT_FILES = ["700Bold/Inter_700Bold.ttf", "800ExtraBold/Inter_800ExtraBold.ttf"].map((f) =>
  join(dirname(require.resolve("@expo-google-fonts/inter/package.json")), f),
);

/** Renders the og:image PNGs, skipping those whose inputs are unchanged. Returns [rendered, total]. */
export async function buildOgImages(): Promise<[number, number]> {
  const { Resvg } = await import("@resvg/resvg-js");
  const resvgVersion: string = require("@resvg/resvg-js/package.json").version;
  const fontHash = createHash("sha256");
  for (const f of FONT_FILES) fontHash.update(readFileSync(f));
  const salt = `${resvgVersion}:${fontHash.digest("hex")}`;

  const outDir = join(pub, "og", "guides");
  mkdirSync(outDir, { recursive: true });
  // The cache of input hashes stays out of public/, so it is never deployed.
  const hashFile = join(root, "node_modules", ".cache", "pictures", "og-hashes.json");
  mkdirSync(dirname(hashFile), { recursive: true });
  const old: Record<string, string> = existsSync(hashFile) ? JSON.parse(readFileSync(hashFile, "utf8")) : {};
  const next: Record<string, string> = {};
  const { guides } = await loadContent();
  let rendered = 0;
  for (const g of guides) {
    const label = GUIDE_CATEGORY_LABELS[g.category as GuideCategory] ?? "Guide";
    const svg = ogSvg(g, SITE_NAME, label);
    const hash = createHash("sha256").update(salt).update(svg).digest("hex");
    const file = join(outDir, `${g.id}.png`);
    next[g.id] = hash;
    if (old[g.id] === hash && existsSync(file)) continue;
    const png = new Resvg(svg, {
      fitTo: { mode: "original" },
      font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: "Inter" },
    })
      .render()
      .asPng();
    writeFileSync(file, png);
    rendered++;
  }
  for (const f of readdirSync(outDir)) if (!(f.replace(/\.png$/, "") in next)) rmSync(join(outDir, f));
  writeFileSync(hashFile, `${JSON.stringify(next, null, 1)}\n`);
  return [rendered, guides.length];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const all = !args.includes("--svg") && !args.includes("--og");
  const started = Date.now();
  if (all || args.includes("--svg")) {
    const [w, n] = await buildSvgs();
    console.log(`pictures: ${n} SVGs, ${w} rewritten`);
  }
  if (all || args.includes("--og")) {
    const [r, n] = await buildOgImages();
    console.log(`pictures: ${n} og:images, ${r} rendered`);
  }
  console.log(`pictures: done in ${Date.now() - started} ms`);
}
