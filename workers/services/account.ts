// The signed-in user's own account: recent conversations for the dashboard, and
// deleting the account with everything it owns.
import { desc, eq } from "drizzle-orm";
import { DASHBOARD_RECENT_COUNT } from "@common/constants";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { aiUsage, chatSessions, oauthAccounts, savedGuides, users } from "../db/schema";
import type { User } from "../db/schema-types";
import { rememberAllowanceStatements } from "./allowance-memory";
import { sessionStub } from "./chat";
import { cancelSubscriptionForAccountDeletion } from "./billing";
import { deleteUserSessions } from "./session";

export interface RecentConversation {
  id: string;
  title: string;
  messageCount: number;
  updatedAt: string;
}

/** The owner's chat sessions, most recently used first. */
export async function listRecentConversations(
  db: Db,
  userId: string,
  limit = DASHBOARD_RECENT_COUNT,
): Promise<RecentConversation[]> {
  const rows = await db
    .select({
      id: chatSessions.id,
      title: chatSessions.title,
      messageCount: chatSessions.messageCount,
      updatedAt: chatSessions.updatedAt,
    })
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/**
 * Deletes an account: cancels any subscription first (so nobody is billed for
 * an account that no longer exists; if that fails, nothing is deleted), then
 * ends every session, wipes each chat's stored messages, and removes the
 * user's rows, keeping only a keyed hash of the e-mail with this month's AI
 * message count and whether a trial was used (see allowance-memory). Anonymous AI message events stay for the admin figures (their
 * user id becomes null).
 */
export async function deleteAccount(env: Env, user: User): Promise<void> {
  await cancelSubscriptionForAccountDeletion(env, user);
  await deleteUserSessions(env, user.id);
  const db = getDb(env);
  const chats = await db.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.userId, user.id));
  await Promise.all(chats.map((chat) => sessionStub(env, chat.id).destroy()));
  // Remembered before the rows go (a failure here deletes nothing): the month's allowance and trial outlive the account.
  const remember = await rememberAllowanceStatements(env, user);
  if (remember.length) await env.DB.batch(remember);
  await db.batch([
    db.delete(chatSessions).where(eq(chatSessions.userId, user.id)),
    db.delete(savedGuides).where(eq(savedGuides.userId, user.id)),
    db.delete(aiUsage).where(eq(aiUsage.userId, user.id)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, user.id)),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}

/** Profile Settings: the member's name as the site shows it. */
export async function updateProfile(
  db: Db,
  userId: string,
  profile: { firstName: string; lastName?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ firstName: profile.firstName, lastName: profile.lastName ?? null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
