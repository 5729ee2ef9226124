// The allowance outlives a deleted account for the rest of the month: deleting
// the account and signing up again with the same e-mail gives back neither the
// month's AI messages nor a Premium trial. Only an HMAC of the normalised e-mail
// (keyed with APP_SECRET, so the table cannot be matched against a list of
// addresses without the secret) is kept, with the month's count and whether a
// trial was used; the row is gone at the end of the month, or once a new
// account has taken it over.
import { usageMonth } from "@common/constants";
import type { User } from "../db/schema-types";
import { hmac, secretKey } from "../lib/secret";

export function normaliseEmail(email: string): string {
  return email.normalize("NFC").trim().toLowerCase();
}

/** The keyed hash of an e-mail, or null when no APP_SECRET is configured (then nothing is remembered). */
export async function emailHash(env: Env, email: string): Promise<string | null> {
  const key = await secretKey(env, "email-hash-v1");
  return key ? hmac(key, normaliseEmail(email)) : null;
}

/**
 * Statements that remember this user's month before the account's rows are
 * deleted; run them in the same batch as the deletion. Empty when nothing needs
 * remembering or no secret is configured.
 */
export async function rememberAllowanceStatements(
  env: Env,
  user: User,
  now = new Date(),
): Promise<D1PreparedStatement[]> {
  const hash = await emailHash(env, user.email);
  if (!hash) return [];
  const month = usageMonth(now);
  const trialUsed = user.trialUsed || user.trialEnd !== null || user.stripeSubscriptionId !== null ? 1 : 0;
  return [
    // Past months are of no use to anyone.
    env.DB.prepare("DELETE FROM allowance_memory WHERE month < ?").bind(month),
    env.DB.prepare(
      `INSERT INTO allowance_memory (email_hash, month, message_count, trial_used)
       VALUES (?1, ?2, COALESCE((SELECT count FROM ai_usage WHERE user_id = ?3 AND month = ?2), 0), ?4)
       ON CONFLICT (email_hash) DO UPDATE SET
         message_count = MAX(allowance_memory.message_count, excluded.message_count),
         trial_used = MAX(allowance_memory.trial_used, excluded.trial_used)`,
    ).bind(hash, month, user.id, trialUsed),
  ];
}

/**
 * Gives a (new) account what a deleted account with the same e-mail had used
 * this month, then forgets the memory. Called at every sign-in; costs one
 * indexed read when there is nothing to restore.
 */
export async function restoreAllowance(env: Env, user: User, now = new Date()): Promise<void> {
  const hash = await emailHash(env, user.email);
  if (!hash) return;
  const row = await env.DB.prepare("SELECT month, message_count, trial_used FROM allowance_memory WHERE email_hash = ?")
    .bind(hash)
    .first<{ month: string; message_count: number; trial_used: number }>();
  if (!row) return;
  const month = usageMonth(now);
  const statements: D1PreparedStatement[] = [];
  if (row.month === month) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO ai_usage (user_id, month, count) VALUES (?1, ?2, ?3)
         ON CONFLICT (user_id, month) DO UPDATE SET count = MAX(ai_usage.count, excluded.count)`,
      ).bind(user.id, month, row.message_count),
    );
    if (row.trial_used) statements.push(env.DB.prepare("UPDATE users SET trial_used = 1 WHERE id = ?").bind(user.id));
  }
  statements.push(env.DB.prepare("DELETE FROM allowance_memory WHERE email_hash = ?").bind(hash));
  await env.DB.batch(statements);
}

/** Drops the memories of past months (run by the monthly cron trigger, and on every deletion). */
export async function purgeAllowanceMemory(env: Pick<Env, "DB">, now = new Date()): Promise<number> {
  const result = await env.DB.prepare("DELETE FROM allowance_memory WHERE month < ?").bind(usageMonth(now)).run();
  return result.meta.changes ?? 0;
}
