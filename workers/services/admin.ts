// The admin area's figures and lists, read from the real tables.
import { and, desc, eq, sql } from "drizzle-orm";
import type { AdminContactMessage, AdminPartnershipApplication, AdminStats, AdminUserRow } from "@common/admin";
import { ADMIN_RECENT_USERS, usageMonth } from "@common/constants";
import { isPremium } from "@common/user";
import type { Db } from "../db/client";
import { aiUsage, contactMessages, partnershipApplications, users } from "../db/schema";

/** Lists are newest first and bounded, so one page never carries an unbounded table. */
export const ADMIN_LIST_LIMIT = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Today" starts at midnight UTC; "this week" is the last 7 days up to now. */
export function statsWindows(now: Date = new Date()) {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { startOfToday, weekAgo: now.getTime() - 7 * DAY_MS };
}

/**
 * Every figure in one statement (one round trip to D1). Totals come from
 * admin_counters, kept exact by triggers (migration 0002); ranged figures are
 * COUNTs over the created_at indexes, which touch only the rows in range.
 */
export async function adminStats(db: D1Database, now: Date = new Date()): Promise<AdminStats> {
  const { startOfToday, weekAgo } = statsWindows(now);
  const row = await db
    .prepare(
      `SELECT
        (SELECT value FROM admin_counters WHERE name = 'users') AS totalUsers,
        (SELECT COUNT(*) FROM users WHERE created_at >= ?1) AS newUsersThisWeek,
        (SELECT COUNT(*) FROM users WHERE created_at >= ?2) AS newUsersToday,
        (SELECT value FROM admin_counters WHERE name = 'premium_users') AS premiumUsers,
        (SELECT value FROM admin_counters WHERE name = 'ai_message_events') AS totalMessages,
        (SELECT COUNT(*) FROM ai_message_events WHERE created_at >= ?1) AS messagesThisWeek,
        (SELECT COUNT(*) FROM contact_messages) AS contactMessages,
        (SELECT COUNT(*) FROM contact_messages WHERE is_read = 0) AS unreadContactMessages`,
    )
    .bind(weekAgo, startOfToday)
    .first<Omit<AdminStats, "freeUsers">>();
  if (!row) throw new Error("stats query returned no row");
  return { ...row, freeUsers: row.totalUsers - row.premiumUsers };
}

export async function listContactMessages(db: Db): Promise<AdminContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    isRead: r.isRead,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Marks a message read; idempotent. False when no such message exists. */
export async function markContactMessageRead(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ isRead: true })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** False when no such message exists. */
export async function deleteContactMessage(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** The most recent sign-ups with their AI messages in the current UTC month. */
export async function recentUsers(db: Db, now: Date = new Date()): Promise<AdminUserRow[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      subscriptionTier: users.subscriptionTier,
      createdAt: users.createdAt,
      monthlyMessageCount: sql<number>`coalesce(${aiUsage.count}, 0)`,
    })
    .from(users)
    .leftJoin(aiUsage, and(eq(aiUsage.userId, users.id), eq(aiUsage.month, usageMonth(now))))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_RECENT_USERS);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    subscriptionTier: isPremium(r) ? "premium" : "free",
    monthlyMessageCount: Number(r.monthlyMessageCount),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listPartnershipApplications(db: Db): Promise<AdminPartnershipApplication[]> {
  const rows = await db
    .select()
    .from(partnershipApplications)
    .orderBy(desc(partnershipApplications.createdAt), desc(partnershipApplications.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    companyName: r.companyName,
    contactName: r.contactName,
    email: r.email,
    phone: r.phone,
    website: r.website,
    partnershipType: r.partnershipType,
    description: r.description,
    experience: r.experience,
    location: r.location,
    createdAt: r.createdAt.toISOString(),
  }));
}
