// Turns the site's content into idempotent SQL: rows are upserted by their stable
// ids, rows no longer in the content are removed, and the search index is rebuilt.
// The same statements serve `npm run seed` (as a .sql file) and the tests.
import type { SiteContent } from "@content/index";

type Value = string | number | boolean | null | undefined | object;

export function sqlLiteral(value: Value): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

function upsert(table: string, row: Record<string, Value>): string {
  const cols = Object.keys(row);
  const updates = cols.filter((c) => c !== "id").map((c) => `"${c}" = excluded."${c}"`);
  return `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${cols
    .map((c) => sqlLiteral(row[c]))
    .join(", ")}) ON CONFLICT("id") DO UPDATE SET ${updates.join(", ")};`;
}

function deleteMissing(table: string, ids: string[]): string {
  return ids.length
    ? `DELETE FROM "${table}" WHERE "id" NOT IN (${ids.map(sqlLiteral).join(", ")});`
    : `DELETE FROM "${table}";`;
}

/**
 * Upserts every item as a row, in content order, and removes the table's rows
 * that are no longer in the content.
 */
function syncTable<T extends { id: string }>(
  out: string[],
  table: string,
  items: readonly T[],
  columns: (item: T) => Record<string, Value>,
): void {
  items.forEach((item, i) => {
    out.push(upsert(table, { id: item.id, ...columns(item), sort_order: i }));
  });
  out.push(
    deleteMissing(
      table,
      items.map((item) => item.id),
    ),
  );
}

/** Markdown to plain words for the search index. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*|>`_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The key of the seeded content's version in `content_meta`. */
export const CONTENT_VERSION_KEY = "content_version";

/**
 * A short, stable fingerprint of the seed statements (two 32-bit FNV-1a hashes):
 * the same content always gives the same version, any change gives a new one.
 */
export function contentFingerprint(statements: string[]): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ statements.length;
  for (const statement of statements) {
    for (let i = 0; i < statement.length; i++) {
      const c = statement.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    a = Math.imul(a ^ 0x0a, 0x01000193);
  }
  return (a >>> 0).toString(36).padStart(7, "0") + (b >>> 0).toString(36).padStart(7, "0");
}

const SETTINGS_MARKER = /^\s*\[\[settings\]\]\s*$/gm;

export function seedStatements(content: SiteContent): string[] {
  const out: string[] = [];

  syncTable(out, "guides", content.guides, (g) => ({
    title: g.title,
    description: g.description,
    content: g.content,
    category: g.category,
    difficulty: g.difficulty,
    estimated_time: g.estimatedTime,
    image_url: g.imageUrl,
    image_alt: g.imageAlt,
    settings: g.settings,
    sources: g.sources,
    troubleshooting: g.troubleshooting,
    created_at: g.createdAt,
    updated_at: g.updatedAt,
  }));

  syncTable(out, "equipment", content.equipment, (e) => ({
    name: e.name,
    description: e.description,
    category: e.category,
    price: e.price,
    price_checked_on: e.priceCheckedOn,
    rating: e.rating,
    recommended: e.recommended,
    features: e.features,
    affiliate_link: content.affiliateLinks[e.id] ?? null,
    sources: e.sources,
  }));

  syncTable(out, "suppliers", content.suppliers, (s) => ({
    name: s.name,
    description: s.description,
    website: s.website,
    rating: s.rating,
    review_count: 0,
    categories: s.categories,
    features: s.features,
    verified: s.verified,
    location: s.location,
    sources: s.sources,
  }));
  out.push(`DELETE FROM "supplier_categories";`);
  for (const s of content.suppliers) {
    for (const c of s.categories) {
      out.push(
        `INSERT INTO "supplier_categories" ("supplier_id", "category") VALUES (${sqlLiteral(s.id)}, ${sqlLiteral(c)});`,
      );
    }
  }

  syncTable(out, "press_settings", content.pressSettings, (p) => ({
    substrate: p.substrate,
    substrate_group: p.group,
    temperature_f_min: p.temperatureF?.min ?? null,
    temperature_f_max: p.temperatureF?.max ?? null,
    temperature_c_min: p.temperatureC?.min ?? null,
    temperature_c_max: p.temperatureC?.max ?? null,
    time: p.time,
    pressure: p.pressure,
    notes: p.notes,
    verified: p.verified,
    sources: p.sources,
  }));

  syncTable(out, "troubleshooting_entries", content.troubleshooting, (t) => ({
    symptom: t.symptom,
    summary: t.summary,
    keywords: t.keywords,
    causes: t.causes,
    guides: t.guides,
    products: t.products,
    sources: t.sources,
  }));

  syncTable(out, "quick_answers", content.answers, (a) => ({
    question: a.question,
    phrasings: a.phrasings,
    answer: a.answer,
    topic: a.topic,
    guides: a.guides,
    settings: a.settings,
    troubleshooting: a.troubleshooting,
    materials: a.materials,
    sources: a.sources,
  }));

  syncTable(out, "materials", content.materials, (m) => ({
    material: m.material,
    colour: m.colour,
    aliases: m.aliases,
    verdict: m.verdict,
    explanation: m.explanation,
    instead: m.instead,
    settings: m.settings,
    sources: m.sources,
  }));

  // The search index is derived data: rebuilt whole each time.
  out.push(`DELETE FROM "search_index";`);
  const index = (kind: string, id: string, title: string, body: string) =>
    out.push(
      `INSERT INTO "search_index" ("kind", "ref_id", "title", "body") VALUES (${sqlLiteral(kind)}, ${sqlLiteral(id)}, ${sqlLiteral(title)}, ${sqlLiteral(body)});`,
    );
  for (const g of content.guides)
    index("guide", g.id, g.title, `${g.description} ${plain(g.content.replace(SETTINGS_MARKER, " "))}`);
  for (const p of content.pressSettings) index("setting", p.id, p.substrate, `${p.substrate} ${p.notes}`);
  for (const t of content.troubleshooting)
    index(
      "troubleshooting",
      t.id,
      t.symptom,
      `${t.keywords.join(" ")} ${t.summary} ${t.causes.map((c) => `${c.cause} ${c.fixes.join(" ")}`).join(" ")}`,
    );

  // Written last: caches that see the new version reload everything above.
  out.push(
    `INSERT INTO "content_meta" ("key", "value") VALUES (${sqlLiteral(CONTENT_VERSION_KEY)}, ${sqlLiteral(contentFingerprint(out))}) ON CONFLICT("key") DO UPDATE SET "value" = excluded."value";`,
  );
  return out;
}
