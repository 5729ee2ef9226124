// The monthly AI message count of the free plan: reserved atomically in D1 before
// the model is called, given back when the answer fails. The conditional UPDATE
// is the only thing that decides; concurrent asks cannot both take the 20th slot.
import { FREE_MONTHLY_MESSAGES, usageMonth } from "~/lib/constants";

export interface Reservation {
  userId: string;
  month: string;
  /** The count after this reservation. */
  count: number;
}

/**
 * Takes one message from the user's allowance for the UTC month of `now`.
 * Free users stop at the limit (null); premium users are counted without a cap.
 */
export async function reserveMessage(
  env: Pick<Env, "DB">,
  userId: string,
  premium: boolean,
  now: Date = new Date(),
): Promise<Reservation | null> {
  const month = usageMonth(now);
  const insert = env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 0) ON CONFLICT DO NOTHING").bind(
    userId,
    month,
  );
  const take = premium
    ? env.DB.prepare("UPDATE ai_usage SET count = count + 1 WHERE user_id = ? AND month = ? RETURNING count").bind(userId, month)
    : env.DB.prepare("UPDATE ai_usage SET count = count + 1 WHERE user_id = ? AND month = ? AND count < ? RETURNING count").bind(
        userId,
        month,
        FREE_MONTHLY_MESSAGES,
      );
  const [, taken] = await env.DB.batch<{ count: number }>([insert, take]);
  const row = taken.results[0];
  return row ? { userId, month, count: row.count } : null;
}

/** Gives a reserved message back (the answer failed), in the month it was taken from. */
export async function refundMessage(env: Pick<Env, "DB">, reservation: Reservation): Promise<void> {
  await env.DB.prepare("UPDATE ai_usage SET count = count - 1 WHERE user_id = ? AND month = ? AND count > 0")
    .bind(reservation.userId, reservation.month)
    .run();
}

/** One row per answered message; the admin figures count these. */
export function answeredMessageStatement(env: Pick<Env, "DB">, userId: string, sessionId: string | null): D1PreparedStatement {
  return env.DB.prepare("INSERT INTO ai_message_events (user_id, session_id) VALUES (?, ?)").bind(userId, sessionId);
}
