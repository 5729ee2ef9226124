// Browser-test helpers for account screens: writing D1 rows directly (the
// premium state, usage) in the running Worker's local state.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";

/**
 * The e2e Worker's D1 database: the one SQLite file (besides miniflare's metadata) in its
 * local state. The running Worker opens it in WAL mode with ordinary file locks, so a write
 * here is what `wrangler d1 execute --local` does (another process opening the same file),
 * without starting wrangler and a runtime for each statement (seconds each).
 */
function d1File(): string {
  const dir = join(inject("persistTo"), "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.join(", ") || "none"}`);
  return join(dir, files[0]);
}

/** Runs SQL (one or more statements) against the e2e Worker's local D1 database. */
export function execD1(sql: string): void {
  const db = new DatabaseSync(d1File(), { timeout: 10_000 });
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;
