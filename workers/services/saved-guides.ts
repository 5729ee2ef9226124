// Guides a signed-in user bookmarked ('Save Guide'). A guide later removed from
// the content drops out of the list: the rows cascade with the guide, and the
// list joins the guides table anyway.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { guides, savedGuides } from "../db/schema";
import type { GuideCardFields } from "./guides";

export type SavedGuide = GuideCardFields & { savedAt: string };

export async function listSavedGuides(db: Db, userId: string, limit?: number): Promise<SavedGuide[]> {
  const q = db
    .select({
      id: guides.id,
      title: guides.title,
      description: guides.description,
      category: guides.category,
      difficulty: guides.difficulty,
      estimatedTime: guides.estimatedTime,
      savedAt: savedGuides.createdAt,
    })
    .from(savedGuides)
    .innerJoin(guides, eq(guides.id, savedGuides.guideId))
    .where(eq(savedGuides.userId, userId))
    .orderBy(desc(savedGuides.createdAt), guides.sortOrder);
  const rows = await (limit ? q.limit(limit) : q);
  return rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
}

export async function isGuideSaved(db: Db, userId: string, guideId: string): Promise<boolean> {
  const row = await db
    .select({ one: savedGuides.guideId })
    .from(savedGuides)
    .where(and(eq(savedGuides.userId, userId), eq(savedGuides.guideId, guideId)))
    .limit(1);
  return row.length > 0;
}

/** Saves a guide; false when no such guide exists. Saving twice is harmless. */
export async function saveGuide(db: Db, userId: string, guideId: string): Promise<boolean> {
  if ((await db.$count(guides, eq(guides.id, guideId))) === 0) return false;
  await db.insert(savedGuides).values({ userId, guideId }).onConflictDoNothing();
  return true;
}

export async function unsaveGuide(db: Db, userId: string, guideId: string): Promise<void> {
  await db.delete(savedGuides).where(and(eq(savedGuides.userId, userId), eq(savedGuides.guideId, guideId)));
}
