// The signed-in member behind a request, resolved once per request: one KV read
// for the session, then one D1 query (on the primary) for the user row, this
// month's message count and the ids of their saved guides together, so most
// members' pages need no other query: the rest is public content from the
// isolate's snapshot. Never cached beyond the request, so a
// plan change written by a billing webhook shows on the member's next page.
import { and, eq, sql } from "drizzle-orm";
import { usageMonth } from "@common/constants";
import { type Db, getPrimaryDb } from "../db/client";
import { aiUsage, savedGuides, users } from "../db/schema";
import type { User } from "../db/schema-types";
import { readSession, type ActiveSession } from "./session";

export interface Member {
  user: User;
  /** AI messages used in the current UTC month, read with the user. */
  monthlyMessageCount: number;
  /** The guides they saved, newest first. */
  savedGuides: SavedGuideRef[];
}

export interface SavedGuideRef {
  guideId: string;
  savedAt: Date;
}

/**
 * The member's statement, built once per client: Drizzle's query builder walks
 * every column and subquery, which cost more CPU than the rest of the request's
 * pipeline; a prepared query only fills in the user id and month.
 */
function memberQuery(db: Db) {
  const monthCount = db
    .select({ count: aiUsage.count })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, users.id), eq(aiUsage.month, sql.placeholder("month"))));
  const saved = sql<string>`(SELECT json_group_array(json_array(${savedGuides.guideId}, ${savedGuides.createdAt})) FROM ${savedGuides} WHERE ${savedGuides.userId} = ${users.id})`;
  return db
    .select({ user: users, monthlyMessageCount: sql<number | null>`(${monthCount})`, saved })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare();
}
const prepared = new WeakMap<Db, ReturnType<typeof memberQuery>>();

/**
 * The user, their message count for the month of `now` and their saved guides:
 * one statement (the rest as subqueries), on the primary.
 */
export async function loadMember(env: Pick<Env, "DB">, userId: string, now = new Date()): Promise<Member | null> {
  const db = getPrimaryDb(env);
  let query = prepared.get(db);
  if (!query) {
    query = memberQuery(db);
    prepared.set(db, query);
  }
  const rows = await query.all({ userId, month: usageMonth(now) });
  const row = rows[0];
  if (!row) return null;
  return {
    user: row.user,
    monthlyMessageCount: Number(row.monthlyMessageCount ?? 0),
    savedGuides: parseSaved(row.saved),
  };
}

function parseSaved(json: string | null): SavedGuideRef[] {
  const pairs = JSON.parse(json ?? "[]") as [string, number][];
  return pairs
    .map(([guideId, savedAt]) => ({ guideId, savedAt: new Date(savedAt) }))
    .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
}

/** The request's session and member, or nulls for a visitor (or a stale session). */
export async function resolveMember(
  env: Pick<Env, "DB" | "KV">,
  request: Request,
): Promise<{ session: ActiveSession | null; member: Member | null }> {
  const session = await readSession(env, request);
  if (!session) return { session: null, member: null };
  return { session, member: await loadMember(env, session.userId) };
}
