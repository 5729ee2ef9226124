// Troubleshooting entries by symptom, linked from guides and the landing preview.
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { troubleshootingEntries } from "../db/schema";

export { filterTroubleshooting } from "@common/troubleshooting-search";

export type TroubleshootingEntry = Omit<typeof troubleshootingEntries.$inferSelect, "sortOrder">;

function strip({ sortOrder: _, ...entry }: typeof troubleshootingEntries.$inferSelect): TroubleshootingEntry {
  return entry;
}

/** The entries with these ids, in the order the ids are given (unknown ids are skipped). */
export async function getTroubleshootingEntries(db: Db, ids: string[]): Promise<TroubleshootingEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(troubleshootingEntries).where(inArray(troubleshootingEntries.id, ids));
  const byId = new Map(rows.map((r) => [r.id, strip(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listTroubleshooting(db: Db): Promise<TroubleshootingEntry[]> {
  const rows = await db.select().from(troubleshootingEntries).orderBy(asc(troubleshootingEntries.sortOrder));
  return rows.map(strip);
}
