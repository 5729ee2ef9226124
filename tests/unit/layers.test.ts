// The folders' import rules (ADR 0007): common/ and content/ import
// neither app/ nor workers/; workers/ never imports app/; in app/, only route
// modules and *.server.ts files import Worker code (type-only imports aside);
// server helpers live beside the routes, not under app/components/.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";
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
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (spec: ts.Expression | undefined, typeOnly: boolean) => {
    if (!spec || !ts.isStringLiteral(spec)) return;
    const to = resolveImport(file, spec.text);
    if (to) edges.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamedAreTypes =
        !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, !!clause && (clause.isTypeOnly || (!clause.name && allNamedAreTypes)));
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause;
      const allTypes = !!named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, node.isTypeOnly || allTypes);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal as ts.Expression, true);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
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
