// The folders' import rules (ADR 0007): common/ and content/ import
// neither app/ nor workers/; workers/ never imports app/; in app/, only route
// modules and *.server.ts files import Worker code (type-only imports aside);
// server helpers live beside the routes, not under app/components/. Imports are
// read from each file's syntax tree (oxc-parser), not matched as text.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { type Expression, parseSync, type StringLiteral, Visitor } from "oxc-parser";
import { describe, expect, it } from "vitest";

const ROOT = normalize(join(import.meta.dirname, "../.."));
const ALIASES: Record<string, string> = { "~/": "app/", "@common/": "common/", "@content/": "content/" };
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) continue;
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** The repository path an import names, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  let base: string | null = null;
  for (const [alias, folder] of Object.entries(ALIASES))
    if (spec.startsWith(alias)) base = folder + spec.slice(alias.length);
  if (base === null && spec.startsWith(".")) base = join(dirname(from), spec);
  if (base === null) return null;
  for (const ext of EXTENSIONS) {
    if (existsSync(join(ROOT, base + ext)) && statSync(join(ROOT, base + ext)).isFile()) return normalize(base + ext);
  }
  return normalize(base);
}

/** Every import, re-export and dynamic import of a file, with whether it brings in types only. */
function importsOf(file: string, text = readFileSync(join(ROOT, file), "utf8")): Edge[] {
  const { program, errors } = parseSync(file, text);
  // A file the parser cannot read would hide its imports from every rule below.
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join("; ")}`);
  const edges: Edge[] = [];
  const add = (spec: Expression | StringLiteral | null, typeOnly: boolean) => {
    if (spec?.type !== "Literal" || typeof spec.value !== "string") return;
    const to = resolveImport(file, spec.value);
    if (to) edges.push({ from: file, to, typeOnly });
  };
  new Visitor({
    ImportDeclaration(node) {
      // `import type … from`, or only named imports, each marked `type` (`import { type A, type B }`).
      const onlyNamed = node.specifiers.length > 0 && node.specifiers.every((s) => s.type === "ImportSpecifier");
      const allNamedAreTypes =
        onlyNamed && node.specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type");
      add(node.source, node.importKind === "type" || allNamedAreTypes);
    },
    ExportNamedDeclaration(node) {
      // `export { … } from`: only re-exports name a module; `export type { … } from` or every name marked `type`.
      add(node.source, node.exportKind === "type" || node.specifiers.every((s) => s.exportKind === "type"));
    },
    ExportAllDeclaration(node) {
      add(node.source, node.exportKind === "type");
    },
    TSImportType(node) {
      // `typeof import("…")` and `import("…").Name` in a type.
      add(node.source, true);
    },
    ImportExpression(node) {
      add(node.source, false);
    },
  }).visit(program);
  return edges;
}

const inFolder = (path: string, folder: string) => path.startsWith(`${folder}/`);
const describeEdge = (e: Edge) => `${e.from} -> ${e.to}${e.typeOnly ? " (types)" : ""}`;

/** app/root.tsx and every module app/routes.ts names. */
function routeModules(): Set<string> {
  const config = readFileSync(join(ROOT, "app/routes.ts"), "utf8");
  const modules = new Set(["app/root.tsx"]);
  for (const match of config.matchAll(/["'](routes\/[^"']+\.tsx?)["']/g)) modules.add(`app/${match[1]}`);
  return modules;
}

const edges = ["app", "common", "content", "workers"].flatMap(sourceFiles).flatMap((f) => importsOf(f));

describe("layers", () => {
  it("reads type-only imports, re-exports and dynamic imports", () => {
    const sample = [
      'import type { A } from "~/lib/a";',
      'import { type B, type C } from "../../workers/b";',
      'import { D, type E } from "@common/d";',
      'export { F } from "./f";',
      'const g = () => import("~/components/g");',
    ].join("\n");
    const found = importsOf("app/routes/x.tsx", sample).map((e) => [e.to.replace(/\.tsx?$/, ""), e.typeOnly]);
    expect(found).toEqual([
      ["app/lib/a", true],
      ["workers/b", true],
      ["common/d", false],
      ["app/routes/f", false],
      ["app/components/g", false],
    ]);
  });

  it("finds the imports of the whole tree", () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.some((e) => inFolder(e.from, "workers") && inFolder(e.to, "common"))).toBe(true);
  });

  it("common/ and content/ import neither app/ nor workers/", () => {
    const bad = edges.filter(
      (e) =>
        (inFolder(e.from, "common") || inFolder(e.from, "content")) &&
        (inFolder(e.to, "app") || inFolder(e.to, "workers")),
    );
    expect(bad.map(describeEdge)).toEqual([]);
  });

  it("workers/ never imports app/", () => {
    const bad = edges.filter((e) => inFolder(e.from, "workers") && inFolder(e.to, "app"));
    expect(bad.map(describeEdge)).toEqual([]);
  });

  it("in app/, only route modules and *.server.ts files import Worker code (types aside)", () => {
    const routes = routeModules();
    const bad = edges.filter(
      (e) =>
        inFolder(e.from, "app") &&
        inFolder(e.to, "workers") &&
        !e.typeOnly &&
        !routes.has(e.from) &&
        !/\.server\.tsx?$/.test(e.from),
    );
    expect(bad.map(describeEdge)).toEqual([]);
  });

  it("server helpers live beside the routes, not under app/components/", () => {
    const misplaced = sourceFiles("app/components").filter((f) => /\.server\.tsx?$/.test(f));
    expect(misplaced.map((f) => relative(ROOT, join(ROOT, f)))).toEqual([]);
  });
});
