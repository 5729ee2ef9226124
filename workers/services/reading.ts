// What a member read: one row per (member, guide) with the last time it was
// opened, for the personal home's "Recently read". Opening a guide also counts
// as being seen (the admin's user detail).
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { guideReads, users } from "../db/schema";

export const RECENT_READS = 6;

/** Records that the member opened the guide now (one upsert plus the last-seen stamp, one round trip). */
export async function recordGuideRead(db: Db, userId: string, guideId: string, now: Date = new Date()): Promise<void> {
  await db.batch([
    db
      .insert(guideReads)
      .values({ userId, guideId, readAt: now })
      .onConflictDoUpdate({ target: [guideReads.userId, guideReads.guideId], set: { readAt: now } }),
    db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId)),
  ]);
}

/** The member's most recently opened guides, newest first. */
export async function recentGuideReads(
  db: Db,
  userId: string,
  limit = RECENT_READS,
): Promise<{ guideId: string; readAt: Date }[]> {
  return db
    .select({ guideId: guideReads.guideId, readAt: guideReads.readAt })
    .from(guideReads)
    .where(eq(guideReads.userId, userId))
    .orderBy(desc(guideReads.readAt), sql`rowid DESC`)
    .limit(limit);
}
