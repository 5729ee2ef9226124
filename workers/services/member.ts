// The signed-in member behind a request, resolved once per request: one KV read
// for the session, then one D1 query (on the primary) for the user row and
// this month's message count together. Never cached beyond the request, so a
// plan change written by a billing webhook shows on the member's next page.
import { and, eq, sql } from "drizzle-orm";
import { usageMonth } from "~/lib/constants";
import { getPrimaryDb } from "../db/client";
import { aiUsage, users } from "../db/schema";
import type { User } from "../db/schema-types";
import { readSession, type ActiveSession } from "./session";

export interface Member {
  user: User;
  /** AI messages used in the current UTC month, read with the user. */
  monthlyMessageCount: number;
}

/**
 * The user and their message count for the month of `now`: one statement (the
 * count as a subquery), on the primary.
 */
export async function loadMember(env: Pick<Env, "DB">, userId: string, now = new Date()): Promise<Member | null> {
  const db = getPrimaryDb(env);
  const monthCount = db
    .select({ count: aiUsage.count })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, users.id), eq(aiUsage.month, usageMonth(now))));
  const rows = await db
    .select({ user: users, monthlyMessageCount: sql<number | null>`(${monthCount})` })
    .from(users)
    .where(eq(users.id, userId));
  const row = rows[0];
  return row ? { user: row.user, monthlyMessageCount: Number(row.monthlyMessageCount ?? 0) } : null;
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
