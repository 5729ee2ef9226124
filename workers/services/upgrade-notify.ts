// "Notify me when Premium opens": while payments are not configured, members
// can leave their e-mail on file; the operator reads the list (and the count).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { upgradeNotifications } from "../db/schema";
import type { User } from "../db/schema-types";

/** Idempotent: asking twice keeps the first request. */
export async function requestUpgradeNotice(db: Db, user: Pick<User, "id" | "email">): Promise<void> {
  await db.insert(upgradeNotifications).values({ userId: user.id, email: user.email }).onConflictDoNothing();
}

export async function hasUpgradeNotice(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: upgradeNotifications.userId })
    .from(upgradeNotifications)
    .where(eq(upgradeNotifications.userId, userId))
    .limit(1);
  return row.length > 0;
}
