// Turns the site's content into idempotent SQL: the rows of workers/db/content-rows.ts
// are upserted by their stable ids and rows no longer in the content are removed.
// The same statements serve `npm run seed` (as a .sql file) and the tests.
import type { SiteContent } from "@content/index";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { contentRows } from "../db/content-rows";
import {
  equipment,
  guides,
  materials,
  pressSettings,
  quickAnswers,
  suppliers,
  troubleshootingEntries,
} from "../db/schema";

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

/** The SQL column name of each of a table's properties (drizzle's names to D1's). */
function columnNames(table: Table): Map<string, string> {
  return new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
}

/**
 * Upserts every row, in content order, and removes the table's rows that are no
 * longer in the content.
 */
function syncTable<T extends { id: string }>(out: string[], table: Table, rows: readonly T[]): void {
  const name = getTableName(table);
  const columns = columnNames(table);
  rows.forEach((row, i) => {
    const stored: Record<string, Value> = {};
    for (const [key, value] of Object.entries(row)) {
      const column = columns.get(key);
      if (!column) throw new Error(`${name}: no column for "${key}"`);
      stored[column] = value as Value;
    }
    out.push(upsert(name, { ...stored, sort_order: i }));
  });
  out.push(
    deleteMissing(
      name,
      rows.map((row) => row.id),
    ),
  );
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

export function seedStatements(content: SiteContent): string[] {
  const out: string[] = [];
  const rows = contentRows(content);

  syncTable(out, guides, rows.guides);
  syncTable(out, equipment, rows.equipment);
  syncTable(out, suppliers, rows.suppliers);
  out.push(`DELETE FROM "supplier_categories";`);
  for (const s of rows.suppliers) {
    for (const c of s.categories) {
      out.push(
        `INSERT INTO "supplier_categories" ("supplier_id", "category") VALUES (${sqlLiteral(s.id)}, ${sqlLiteral(c)});`,
      );
    }
  }
  syncTable(out, pressSettings, rows.pressSettings);
  syncTable(out, troubleshootingEntries, rows.troubleshooting);
  syncTable(out, quickAnswers, rows.answers);
  syncTable(out, materials, rows.materials);

  // Written last: caches that see the new version reload everything above.
  out.push(
    `INSERT INTO "content_meta" ("key", "value") VALUES (${sqlLiteral(CONTENT_VERSION_KEY)}, ${sqlLiteral(contentFingerprint(out))}) ON CONFLICT("key") DO UPDATE SET "value" = excluded."value";`,
  );
  return out;
}
