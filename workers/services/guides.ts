import { and, asc, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { GuideQuery } from "@common/schemas";
import type { Db } from "../db/client";
import { guides } from "../db/schema";
import type { GuideRow } from "../db/schema-types";

export type Guide = Omit<GuideRow, "sortOrder">;
export type GuideSummary = Omit<Guide, "content" | "sources" | "troubleshooting" | "settings">;
/** What a guide card shows. */
export type GuideCardFields = Pick<
  GuideSummary,
  "id" | "title" | "description" | "category" | "difficulty" | "estimatedTime"
>;

/** Case-insensitive "column contains text", with LIKE wildcards in the text taken literally. */
export function contains(column: AnyColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/** The columns of a guide summary (public-content.ts reads the same). */
export const summaryColumns = {
  id: guides.id,
  title: guides.title,
  description: guides.description,
  category: guides.category,
  difficulty: guides.difficulty,
  estimatedTime: guides.estimatedTime,
  imageUrl: guides.imageUrl,
  imageAlt: guides.imageAlt,
  createdAt: guides.createdAt,
  updatedAt: guides.updatedAt,
};

export async function listGuides(db: Db, query: GuideQuery = {}, limit?: number): Promise<GuideSummary[]> {
  const where: SQL[] = [];
  if (query.category && query.category !== "all") where.push(eq(guides.category, query.category));
  if (query.search) {
    where.push(or(contains(guides.title, query.search), contains(guides.description, query.search))!);
  }
  const q = db
    .select(summaryColumns)
    .from(guides)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(guides.sortOrder));
  return limit ? q.limit(limit) : q;
}

/** Ids and dates of every guide, for the sitemap. */
export async function listGuideIds(db: Db): Promise<{ id: string; createdAt: string; updatedAt: string | null }[]> {
  return db
    .select({ id: guides.id, createdAt: guides.createdAt, updatedAt: guides.updatedAt })
    .from(guides)
    .orderBy(asc(guides.sortOrder));
}
