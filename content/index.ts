// All of the site's editorial content, validated and resolved: source ids become
// the sources pages show, and [[chart:<row-id>]] in prose becomes the row's
// figures. The seed step loads the result into D1.
import { affiliateLinks } from "./affiliate-links";
import { loadAnswers } from "./answers";
import { renderChartTokens } from "./chart-figures";
import { equipment } from "./equipment";
import { featuredSuppliers } from "./featured-suppliers";
import { loadGuides } from "./guides";
import { materials } from "./materials";
import { pressSettings } from "./press-settings";
import {
  equipmentSchema,
  featuredSupplierSchema,
  materialSchema,
  pressSettingSchema,
  type Source,
  supplierSchema,
  troubleshootingSchema,
} from "./schema";
import { loadSources, resolveSources, type SourceRegistry } from "./sources";
import { suppliers } from "./suppliers";
import { troubleshooting } from "./troubleshooting";

type Resolved<T extends { sources: string[] }> = Omit<T, "sources"> & { sources: Source[] };

function resolveAll<T extends { id: string; sources: string[] }>(
  registry: SourceRegistry,
  items: T[],
  where: (item: T) => string,
): Resolved<T>[] {
  return items.map((item) => ({ ...item, sources: resolveSources(registry, item.sources, where(item)) }));
}

let loaded: ReturnType<typeof buildContent> | undefined;

/**
 * The content, built once per process (the files are bundled, so they cannot
 * change underneath it); each caller gets its own copy to do with as it likes.
 */
export function loadContent(): ReturnType<typeof buildContent> {
  loaded ??= buildContent();
  return structuredClone(loaded);
}

function buildContent() {
  const registry = loadSources();
  const chart = pressSettingSchema.array().parse(pressSettings);
  const rows = new Map(chart.map((r) => [r.id, r]));
  const figures = (text: string, where: string) => renderChartTokens(text, rows, where);

  const guides = loadGuides().map((g) => ({
    ...g,
    content: figures(g.content, `content/guides/${g.id}.md: body`),
  }));
  const answers = loadAnswers().map((a) => ({
    ...a,
    answer: figures(a.answer, `content/answers/${a.id}.md: body`),
  }));
  const materialRows = materialSchema
    .array()
    .parse(materials)
    .map((m) => ({
      ...m,
      explanation: figures(m.explanation, `content/materials.ts (${m.id}): explanation`),
      instead: m.instead === null ? null : figures(m.instead, `content/materials.ts (${m.id}): instead`),
    }));
  const symptoms = troubleshootingSchema
    .array()
    .parse(troubleshooting)
    .map((t) => {
      const where = `content/troubleshooting.ts (${t.id})`;
      return {
        ...t,
        summary: figures(t.summary, `${where}: summary`),
        causes: t.causes.map((c) => ({
          cause: figures(c.cause, `${where}: causes`),
          fixes: c.fixes.map((f) => figures(f, `${where}: fixes`)),
        })),
      };
    });

  return {
    guides: resolveAll(registry, guides, (g) => `content/guides/${g.id}.md: field "sources"`),
    pressSettings: resolveAll(registry, chart, (r) => `content/press-settings.ts (${r.id}): sources`),
    troubleshooting: resolveAll(registry, symptoms, (t) => `content/troubleshooting.ts (${t.id}): sources`),
    equipment: resolveAll(
      registry,
      equipmentSchema.array().parse(equipment),
      (e) => `content/equipment.ts (${e.id}): sources`,
    ),
    affiliateLinks,
    suppliers: resolveAll(
      registry,
      supplierSchema.array().parse(suppliers),
      (s) => `content/suppliers.ts (${s.id}): sources`,
    ),
    featuredSuppliers: featuredSupplierSchema.array().parse(featuredSuppliers),
    answers: resolveAll(registry, answers, (a) => `content/answers/${a.id}.md: field "sources"`),
    materials: resolveAll(registry, materialRows, (m) => `content/materials.ts (${m.id}): sources`),
  };
}

export type SiteContent = ReturnType<typeof loadContent>;
