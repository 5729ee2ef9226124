// The monthly AI message count of the free plan: reserved atomically in D1 before
// the model is called, given back when no answer comes (a failure, a timeout, the
// built-in assistant's honest "no answer"). The conditional UPDATE is the only
// thing that decides; concurrent asks cannot both take the 20th slot. A
// reservation is settled exactly once: kept for an answer or given back.
import { FREE_MONTHLY_MESSAGES, usageMonth } from "@common/constants";

export interface Reservation {
  userId: string;
  month: string;
  /** The count after this reservation. */
  count: number;
  /** How the reservation was settled; set once, so it is never refunded twice nor refunded after counting. */
  settled?: "answered" | "refunded";
}

/**
 * The statement that takes one message: the first message of the month inserts the
 * row, later ones count up only while under the free cap (no row comes back when the
 * cap is reached). With `sessionId`, only when that chat session is the user's own,
 * so the ownership check and the reservation share one round trip.
 */
export function reservationStatement(
  env: Pick<Env, "DB">,
  userId: string,
  month: string,
  premium: boolean,
  sessionId?: string,
): D1PreparedStatement {
  const cap = premium ? "" : " WHERE ai_usage.count < ?";
  const capValue = premium ? [] : [FREE_MONTHLY_MESSAGES];
  if (sessionId) {
    return env.DB.prepare(
      `INSERT INTO ai_usage (user_id, month, count)
         SELECT ?, ?, 1 WHERE EXISTS (SELECT 1 FROM chat_sessions WHERE id = ? AND user_id = ?)
       ON CONFLICT (user_id, month) DO UPDATE SET count = count + 1${cap} RETURNING count`,
    ).bind(userId, month, sessionId, userId, ...capValue);
  }
  return env.DB.prepare(
    `INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 1) ON CONFLICT (user_id, month) DO UPDATE SET count = count + 1${cap} RETURNING count`,
  ).bind(userId, month, ...capValue);
}

/**
 * Takes one message from the user's allowance for the UTC month of `now`, in one
 * statement. Free users stop at the limit (null); premium users are counted without a cap.
 */
export async function reserveMessage(
  env: Pick<Env, "DB">,
  userId: string,
  premium: boolean,
  now: Date = new Date(),
): Promise<Reservation | null> {
  const month = usageMonth(now);
  const row = await reservationStatement(env, userId, month, premium).first<{ count: number }>();
  return row ? { userId, month, count: row.count } : null;
}

/** The statement that gives one message back, never below zero (run it only after winning `settle`). */
export function refundStatement(env: Pick<Env, "DB">, reservation: Reservation): D1PreparedStatement {
  return env.DB.prepare("UPDATE ai_usage SET count = count - 1 WHERE user_id = ? AND month = ? AND count > 0").bind(
    reservation.userId,
    reservation.month,
  );
}

/** Reads the user's count for a month (the last statement of a batch, so the client sees the real figure). */
export function usageCountStatement(env: Pick<Env, "DB">, userId: string, month: string): D1PreparedStatement {
  return env.DB.prepare("SELECT count FROM ai_usage WHERE user_id = ? AND month = ?").bind(userId, month);
}

/**
 * Claims the right to settle a reservation. Only the first claim wins, so an ask
 * that both fails and times out, or is refunded after it was counted, changes
 * the count at most once.
 */
export function settle(reservation: Reservation, how: "answered" | "refunded"): boolean {
  if (reservation.settled) return false;
  reservation.settled = how;
  return true;
}

/**
 * Gives a reserved message back, in the month it was taken from. Idempotent: a
 * reservation already settled (refunded or answered) changes nothing. Returns the
 * count after, or null when nothing was given back.
 */
export async function refundMessage(env: Pick<Env, "DB">, reservation: Reservation): Promise<number | null> {
  if (!settle(reservation, "refunded")) return null;
  try {
    const [, current] = await env.DB.batch<{ count: number }>([
      refundStatement(env, reservation),
      usageCountStatement(env, reservation.userId, reservation.month),
    ]);
    return current.results[0]?.count ?? 0;
  } catch (error) {
    // Nothing was written (a batch is one transaction): the reservation is still held.
    reservation.settled = undefined;
    throw error;
  }
}

/** One row per answered message; the admin figures count these. */
export function answeredMessageStatement(
  env: Pick<Env, "DB">,
  userId: string,
  sessionId: string | null,
): D1PreparedStatement {
  return env.DB.prepare("INSERT INTO ai_message_events (user_id, session_id) VALUES (?, ?)").bind(userId, sessionId);
}
