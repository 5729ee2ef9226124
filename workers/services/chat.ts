// The AI sublimation expert and premium chat sessions. An ask reserves one
// message of the monthly allowance first, then retrieves the site's content,
// asks the provider, and on failure gives the message back. Premium sessions
// keep their messages in the session's Durable Object; D1 holds the index.
import { autoTitle, CHAT_TEXT, NEW_CHAT_TITLE, type AskInput, type ChatHistoryItem, type ChatMessage, type ChatSessionSummary } from "~/lib/chat";
import { isPremium } from "~/lib/user";
import { answerProvider } from "../ai";
import { ProviderError, type AnswerProvider } from "../ai/types";
import type { User } from "../db/schema-types";
import type { StoredChatMessage } from "../durable-objects/chat-session";
import { forbidden, HttpError, notFound, tooManyRequests } from "../lib/http";
import { retrieve, type RetrievedContext } from "./retrieval";
import { answeredMessageStatement, refundMessage, reserveMessage, type Reservation } from "./usage";

const HISTORY_SESSIONS = 10;
const HISTORY_ITEMS = 50;

/** The Durable Object of a chat session; session ids are the objects' own unguessable ids. */
export function sessionStub(env: Pick<Env, "CHAT_SESSION">, id: string) {
  return env.CHAT_SESSION.get(env.CHAT_SESSION.idFromString(id));
}

interface SessionRow {
  id: string;
  title: string;
  message_count: number;
}

const summary = (r: SessionRow): ChatSessionSummary => ({ id: r.id, title: r.title, messageCount: r.message_count });

/** Session ids are Durable Object ids: 64 hex characters, never guessable. */
const SESSION_ID = /^[0-9a-f]{64}$/;

// ---------------------------------------------------------------- sessions

export async function listSessions(env: Pick<Env, "DB">, userId: string): Promise<ChatSessionSummary[]> {
  const rows = await env.DB.prepare(
    "SELECT id, title, message_count FROM chat_sessions WHERE user_id = ? ORDER BY updated_at DESC, created_at DESC",
  )
    .bind(userId)
    .all<SessionRow>();
  return rows.results.map(summary);
}

export async function createSession(env: Pick<Env, "DB" | "CHAT_SESSION">, userId: string): Promise<ChatSessionSummary> {
  const id = env.CHAT_SESSION.newUniqueId().toString();
  await env.DB.prepare("INSERT INTO chat_sessions (id, user_id, title, message_count) VALUES (?, ?, ?, 0)").bind(id, userId, NEW_CHAT_TITLE).run();
  return { id, title: NEW_CHAT_TITLE, messageCount: 0 };
}

/** The user's own session, or 404 (also for anyone else's session: existence is not revealed). */
export async function getOwnedSession(env: Pick<Env, "DB">, userId: string, id: string): Promise<ChatSessionSummary> {
  if (!SESSION_ID.test(id)) throw notFound("Chat session not found");
  const row = await env.DB.prepare("SELECT id, title, message_count FROM chat_sessions WHERE id = ? AND user_id = ?")
    .bind(id, userId)
    .first<SessionRow>();
  if (!row) throw notFound("Chat session not found");
  return summary(row);
}

export async function renameSession(env: Pick<Env, "DB">, userId: string, id: string, title: string): Promise<ChatSessionSummary> {
  if (!SESSION_ID.test(id)) throw notFound("Chat session not found");
  const row = await env.DB.prepare(
    "UPDATE chat_sessions SET title = ?, updated_at = (unixepoch('subsec') * 1000) WHERE id = ? AND user_id = ? RETURNING id, title, message_count",
  )
    .bind(title, id, userId)
    .first<SessionRow>();
  if (!row) throw notFound("Chat session not found");
  return summary(row);
}

export async function deleteSession(env: Pick<Env, "DB" | "CHAT_SESSION">, userId: string, id: string): Promise<void> {
  if (!SESSION_ID.test(id)) throw notFound("Chat session not found");
  const row = await env.DB.prepare("DELETE FROM chat_sessions WHERE id = ? AND user_id = ? RETURNING id").bind(id, userId).first();
  if (!row) throw notFound("Chat session not found");
  // The index row is gone first, so nothing can reach the messages while they are erased.
  await sessionStub(env, id).destroy();
}

const toChatMessage = (m: StoredChatMessage): ChatMessage => ({
  id: m.id,
  question: m.question,
  answer: m.answer,
  recommendations: m.recommendations,
  troubleshooting_steps: m.troubleshooting_steps,
  related_topics: m.related_topics,
  sources: m.sources,
  timestamp: m.timestamp,
  provider: m.provider,
});

export async function listSessionMessages(env: Pick<Env, "DB" | "CHAT_SESSION">, userId: string, id: string): Promise<ChatMessage[]> {
  const session = await getOwnedSession(env, userId, id);
  if (session.messageCount === 0) return [];
  return (await sessionStub(env, id).listMessages()).map(toChatMessage);
}

/** The user's recent questions across their most recently used sessions, newest first. */
export async function chatHistory(env: Pick<Env, "DB" | "CHAT_SESSION">, userId: string): Promise<ChatHistoryItem[]> {
  const rows = await env.DB.prepare(
    "SELECT id FROM chat_sessions WHERE user_id = ? AND message_count > 0 ORDER BY updated_at DESC LIMIT ?",
  )
    .bind(userId, HISTORY_SESSIONS)
    .all<{ id: string }>();
  const perSession = await Promise.all(
    rows.results.map(async (r) =>
      (await sessionStub(env, r.id).listMessages()).map((m) => ({ id: m.id, question: m.question, sessionId: r.id, timestamp: m.timestamp })),
    ),
  );
  return perSession
    .flat()
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, HISTORY_ITEMS);
}

// ---------------------------------------------------------------- asking

/** An ask that passed its checks and holds a reserved message. */
export interface PreparedAsk {
  user: User;
  question: string;
  session: ChatSessionSummary | null;
  reservation: Reservation;
  now: Date;
}

/**
 * Checks the ask and reserves one message: 403 when a free user names a session
 * (free conversations are never stored), 404 for a session that is not theirs,
 * 429 'Message limit reached' when a free user has used the month's messages.
 */
export async function prepareAsk(env: Pick<Env, "DB">, user: User, input: AskInput, now: Date = new Date()): Promise<PreparedAsk> {
  const premium = isPremium(user);
  let session: ChatSessionSummary | null = null;
  if (input.sessionId) {
    if (!premium) throw forbidden("Saved chat sessions need a Premium subscription");
    session = await getOwnedSession(env, user.id, input.sessionId);
  }
  const reservation = await reserveMessage(env, user.id, premium, now);
  if (!reservation) throw tooManyRequests(CHAT_TEXT.limitTitle);
  return { user, question: input.question, session, reservation, now };
}

export interface AskOptions {
  provider?: AnswerProvider;
  /** Retrieval already started (it can run while the message is being reserved). */
  context?: Promise<RetrievedContext>;
  onText?: (text: string) => void;
  signal?: AbortSignal;
}

export type AskResult = ChatMessage & { sessionId: string | null };

/** 502 with CHAT_TEXT.failed: the provider failed and the message was given back. */
export const askFailed = () => new HttpError(502, CHAT_TEXT.failed);

/** Answers a prepared ask; on any failure the reserved message is refunded and 502 is thrown. */
export async function completeAsk(
  env: Pick<Env, "DB" | "CHAT_SESSION"> & Env,
  prepared: PreparedAsk,
  options: AskOptions = {},
): Promise<AskResult> {
  const { user, question, session, reservation } = prepared;
  const provider = options.provider ?? answerProvider(env);
  const stub = session ? sessionStub(env, session.id) : null;
  const ticket = crypto.randomUUID();

  let message: StoredChatMessage;
  try {
    const [history, context] = await Promise.all([stub ? stub.beginAsk(ticket) : Promise.resolve([]), options.context ?? retrieve(env, question)]);
    const result = await provider.answer({
      question,
      context,
      history: history.map((m) => ({ question: m.question, answer: m.answer })),
      onText: options.onText,
      signal: options.signal,
    });
    message = {
      id: crypto.randomUUID(),
      question,
      answer: result.answer,
      recommendations: result.recommendations,
      troubleshooting_steps: result.troubleshooting_steps,
      related_topics: result.related_topics,
      sources: result.sources
        .filter((id) => context.guideTitles.has(id))
        .map((id) => ({ id, title: context.guideTitles.get(id) as string, link: `/guides/${id}` })),
      timestamp: new Date().toISOString(),
      provider: provider.name,
    };
  } catch (error) {
    if (stub) await stub.endAsk(ticket).catch(() => undefined);
    await refundMessage(env, reservation);
    if (!(error instanceof ProviderError)) console.error("AI ask failed", error);
    throw askFailed();
  }

  // The session index and the answered-message event are written in one round trip.
  const writes = [answeredMessageStatement(env, user.id, session?.id ?? null)];
  if (stub && session) {
    const count = await stub.endAsk(ticket, message);
    // The first answered question names a session still called "New Chat".
    writes.push(
      env.DB.prepare(
        `UPDATE chat_sessions SET message_count = ?, updated_at = (unixepoch('subsec') * 1000),
           title = CASE WHEN message_count = 0 AND title = ? THEN ? ELSE title END
         WHERE id = ? AND user_id = ?`,
      ).bind(count, NEW_CHAT_TITLE, autoTitle(question), session.id, user.id),
    );
  }
  await env.DB.batch(writes);
  return { ...toChatMessage(message), sessionId: session?.id ?? null };
}
