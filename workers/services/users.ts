// Users: lookup, creation and the user object the API and pages send out.
import { and, eq } from "drizzle-orm";
import { isPremium, type CurrentUser } from "@common/user";
import { usageMonth } from "@common/constants";
import type { Db } from "../db/client";
import { aiUsage, oauthAccounts, users } from "../db/schema";
import type { User } from "../db/schema-types";

export async function getUserById(db: Db, id: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function getUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email.trim().toLowerCase()) });
}

export interface NewUserProfile {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

/** Returns the user with this e-mail, creating it when new. */
export async function findOrCreateUserByEmail(db: Db, profile: NewUserProfile): Promise<User> {
  const email = profile.email.trim().toLowerCase();
  const id = crypto.randomUUID();
  await db
    .insert(users)
    .values({
      id,
      email,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.profileImageUrl ?? null,
    })
    .onConflictDoNothing({ target: users.email });
  const user = await getUserByEmail(db, email);
  if (!user) throw new Error("user upsert failed");
  return user;
}

export interface OAuthIdentity extends NewUserProfile {
  provider: string;
  providerUserId: string;
}

/**
 * The user behind a provider identity whose e-mail the provider has verified:
 * the account already linked to (provider, provider user id); else the account
 * with that e-mail, which gets linked; else a new account.
 */
export async function upsertOAuthUser(db: Db, identity: OAuthIdentity): Promise<User> {
  const linked = await db.query.oauthAccounts.findFirst({
    where: and(
      eq(oauthAccounts.provider, identity.provider),
      eq(oauthAccounts.providerUserId, identity.providerUserId),
    ),
  });
  if (linked) {
    const user = await getUserById(db, linked.userId);
    if (user) {
      // Fill in what the account lacks; never overwrite what the person has.
      if ((!user.firstName && identity.firstName) || (!user.profileImageUrl && identity.profileImageUrl)) {
        await db
          .update(users)
          .set({
            firstName: user.firstName ?? identity.firstName ?? null,
            lastName: user.lastName ?? identity.lastName ?? null,
            profileImageUrl: user.profileImageUrl ?? identity.profileImageUrl ?? null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
        return (await getUserById(db, user.id))!;
      }
      return user;
    }
  }
  const user = await findOrCreateUserByEmail(db, identity);
  await db
    .insert(oauthAccounts)
    .values({
      provider: identity.provider,
      providerUserId: identity.providerUserId,
      userId: user.id,
      email: user.email,
    })
    .onConflictDoNothing();
  return user;
}

export async function monthlyMessageCount(db: Db, userId: string, now = new Date()): Promise<number> {
  const row = await db.query.aiUsage.findFirst({
    where: and(eq(aiUsage.userId, userId), eq(aiUsage.month, usageMonth(now))),
  });
  return row?.count ?? 0;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCurrentUser(user: User, messageCount: number): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    subscriptionTier: isPremium(user) ? "premium" : "free",
    monthlyMessageCount: messageCount,
    subscriptionStatus: user.subscriptionStatus,
    trialEnd: iso(user.trialEnd),
    subscriptionCanceled: user.subscriptionCanceled,
    nextPaymentDate: iso(user.nextPaymentDate),
    subscriptionEndDate: iso(user.subscriptionEndDate),
  };
}

export async function currentUserObject(db: Db, user: User): Promise<CurrentUser> {
  return toCurrentUser(user, await monthlyMessageCount(db, user.id));
}
