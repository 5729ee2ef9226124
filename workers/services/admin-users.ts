// The admin's users: search by e-mail or name with paging, one user's detail,
// the actions an admin can take (each written to the audit log in the same
// batch as its effect), and the 30-day trends.
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import {
  ADMIN_USER_PAGE_SIZE,
  TREND_DAYS,
  type AdminAuditEntry,
  type AdminTrends,
  type AdminUserAction,
  type AdminUserDetail,
  type AdminUserListItem,
  type AdminUserPage,
} from "@common/admin";
import { usageMonth } from "@common/constants";
import { isPremium } from "@common/user";
import { type Db, getDb } from "../db/client";
import { adminAuditLog, aiUsage, savedGuides, users } from "../db/schema";
import type { User } from "../db/schema-types";
import { HttpError, forbidden, notFound } from "../lib/http";
import { deleteAccount } from "./account";
import { isAdminEmail, type AdminAccess } from "./admin-auth";
import { getUserById } from "./users";

const DAY_MS = 24 * 60 * 60 * 1000;
const AUDIT_LOG_LIMIT = 50;

const conflict = (message: string) => new HttpError(409, message);

/** `%` and `_` typed into the search are literal characters, not wildcards. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listItem(
  r: Pick<User, "id" | "email" | "firstName" | "lastName" | "subscriptionTier" | "complimentaryPremium" | "createdAt">,
  monthly: number,
): AdminUserListItem {
  const name = [r.firstName, r.lastName].filter(Boolean).join(" ").trim();
  return {
    id: r.id,
    email: r.email,
    name: name || null,
    subscriptionTier: isPremium(r) ? "premium" : "free",
    complimentary: r.complimentaryPremium,
    monthlyMessageCount: Number(monthly),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Users whose e-mail or name contains the query (all users for an empty one), newest first. */
export async function searchUsers(db: Db, q: string, page: number, now: Date = new Date()): Promise<AdminUserPage> {
  const pattern = likePattern(q);
  const where = q
    ? or(
        sql`lower(${users.email}) LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) LIKE ${pattern} ESCAPE '\\'`,
      )
    : undefined;
  const offset = (page - 1) * ADMIN_USER_PAGE_SIZE;
  const [rows, totals] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        subscriptionTier: users.subscriptionTier,
        complimentaryPremium: users.complimentaryPremium,
        createdAt: users.createdAt,
        monthly: sql<number>`coalesce(${aiUsage.count}, 0)`,
      })
      .from(users)
      .leftJoin(aiUsage, and(eq(aiUsage.userId, users.id), eq(aiUsage.month, usageMonth(now))))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_USER_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map((r) => listItem(r, r.monthly)),
    total: totals[0]?.n ?? 0,
    page,
    pageSize: ADMIN_USER_PAGE_SIZE,
    query: q,
  };
}

/** One user's detail; 404 when there is no such user. */
export async function userDetail(db: Db, id: string, now: Date = new Date()): Promise<AdminUserDetail> {
  const [found, usage, saved] = await db.batch([
    db.select().from(users).where(eq(users.id, id)).limit(1),
    db
      .select({ count: aiUsage.count })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, id), eq(aiUsage.month, usageMonth(now)))),
    db.select({ n: count() }).from(savedGuides).where(eq(savedGuides.userId, id)),
  ]);
  const user = found[0];
  if (!user) throw notFound("User not found");
  const plan = user.complimentaryPremium
    ? "Complimentary Premium"
    : isPremium(user)
      ? `Premium subscription (${user.subscriptionStatus ?? "active"})`
      : "Free";
  return {
    ...listItem(user, usage[0]?.count ?? 0),
    plan,
    subscriptionStatus: user.subscriptionStatus,
    savedGuides: saved[0]?.n ?? 0,
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
  };
}

function actorOf(access: AdminAccess): string {
  return access.via === "email" ? access.email : "admin password";
}

function auditRow(db: Db, action: AdminUserAction, user: User, access: AdminAccess) {
  return db
    .insert(adminAuditLog)
    .values({ action, targetUserId: user.id, targetEmail: user.email, actor: actorOf(access) });
}

/**
 * Carries out one action on a user and logs it. 404 for an unknown user, 409
 * when the action does not fit the account's state, 403 for deleting an
 * account listed in ADMIN_EMAILS. Deletion goes through the same path as a
 * member deleting their own account.
 */
export async function runUserAction(
  env: Env,
  id: string,
  action: AdminUserAction,
  access: AdminAccess,
  now: Date = new Date(),
): Promise<{ deleted: true } | AdminUserDetail> {
  const db = getDb(env);
  const user = await getUserById(db, id);
  if (!user) throw notFound("User not found");
  switch (action) {
    case "grant-premium": {
      if (isPremium(user)) {
        throw conflict(
          user.complimentaryPremium ? "Already has complimentary Premium" : "Already Premium through a subscription",
        );
      }
      await db.batch([
        db
          .update(users)
          .set({ subscriptionTier: "premium", complimentaryPremium: true, updatedAt: now })
          .where(eq(users.id, id)),
        auditRow(db, action, user, access),
      ]);
      break;
    }
    case "remove-premium": {
      if (!user.complimentaryPremium) throw conflict("This account has no complimentary Premium");
      await db.batch([
        db
          .update(users)
          .set({ subscriptionTier: "free", complimentaryPremium: false, updatedAt: now })
          .where(eq(users.id, id)),
        auditRow(db, action, user, access),
      ]);
      break;
    }
    case "reset-usage": {
      await db.batch([
        db.delete(aiUsage).where(and(eq(aiUsage.userId, id), eq(aiUsage.month, usageMonth(now)))),
        auditRow(db, action, user, access),
      ]);
      break;
    }
    case "delete-account": {
      if (isAdminEmail(env, user.email)) throw forbidden("An administrator's account cannot be deleted here");
      await deleteAccount(env, user);
      await auditRow(db, action, user, access);
      return { deleted: true };
    }
  }
  return userDetail(db, id, now);
}

export async function auditLog(db: Db, limit = AUDIT_LOG_LIMIT): Promise<AdminAuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    targetUserId: r.targetUserId,
    targetEmail: r.targetEmail,
    actor: r.actor,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The UTC days of the trend window, oldest first, and the window's start. */
export function trendDays(now: Date = new Date()): { start: number; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (TREND_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: TREND_DAYS }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
  return { start, days };
}

/** New users, answered AI messages and contact messages per UTC day: one round trip, over the created_at indexes. */
export async function adminTrends(d1: D1Database, now: Date = new Date()): Promise<AdminTrends> {
  const { start, days } = trendDays(now);
  const perDay = (table: string) =>
    d1
      .prepare(
        `SELECT (created_at - ?1) / ${DAY_MS} AS day, COUNT(*) AS n FROM ${table} WHERE created_at >= ?1 GROUP BY day`,
      )
      .bind(start);
  const results = await d1.batch<{ day: number; n: number }>([
    perDay("users"),
    perDay("ai_message_events"),
    perDay("contact_messages"),
  ]);
  const series = results.map((r) => {
    const out = new Array<number>(days.length).fill(0);
    for (const row of r.results) if (row.day >= 0 && row.day < days.length) out[row.day] = row.n;
    return out;
  });
  return { days, newUsers: series[0], messages: series[1], contactMessages: series[2] };
}
