// Questions the assistant could not answer with confidence, kept as text only
// (never who asked) so the team can see what content to write next. At most
// UNANSWERED_DAILY_CAP different questions are recorded a day; a question asked
// again only raises its count (within the same cap).
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { unansweredQuestions } from "../db/schema";

export const UNANSWERED_DAILY_CAP = 500;
const MAX_STORED_LENGTH = 500;
const DAY_MS = 86_400_000;

/** One row per question: lower case, spaces collapsed. */
export function questionKey(question: string): string {
  return question.toLowerCase().replace(/\s+/g, " ").trim().slice(0, MAX_STORED_LENGTH);
}

/** Records (or counts again) an unanswered question, unless today's cap is reached. */
export function unansweredStatement(env: Pick<Env, "DB">, question: string, now = Date.now()): D1PreparedStatement {
  const dayStart = now - (now % DAY_MS);
  const text = question.replace(/\s+/g, " ").trim().slice(0, MAX_STORED_LENGTH);
  return env.DB.prepare(
    `INSERT INTO unanswered_questions (key, question, count, first_asked_at, last_asked_at)
     SELECT ?1, ?2, 1, ?3, ?3
     WHERE (SELECT COUNT(*) FROM unanswered_questions WHERE last_asked_at >= ?4) < ?5
     ON CONFLICT(key) DO UPDATE SET count = count + 1, question = excluded.question, last_asked_at = excluded.last_asked_at`,
  ).bind(questionKey(question), text, now, dayStart, UNANSWERED_DAILY_CAP);
}

export interface UnansweredQuestion {
  question: string;
  count: number;
  firstAskedAt: string;
  lastAskedAt: string;
}

/** The most recently asked first. */
export async function listUnanswered(db: Db, limit = 200): Promise<UnansweredQuestion[]> {
  const rows = await db.select().from(unansweredQuestions).orderBy(desc(unansweredQuestions.lastAskedAt)).limit(limit);
  return rows.map((r) => ({
    question: r.question,
    count: r.count,
    firstAskedAt: new Date(r.firstAskedAt).toISOString(),
    lastAskedAt: new Date(r.lastAskedAt).toISOString(),
  }));
}
