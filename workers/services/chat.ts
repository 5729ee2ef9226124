// The AI sublimation expert and premium chat sessions. An ask passes its checks
// and reserves one message of the monthly allowance first; only then does it
// retrieve the site's content and ask the provider, under a deadline. The server
// decides what counts (ADR 0312): a question the content cannot answer is never sent
// to a provider and gives the message back, as does a failure before any answer text
// reached the reader; text that reached the reader counts. Premium sessions keep their messages in the session's Durable Object;
// D1 holds the index.
import {
  autoTitle,
  CHAT_TEXT,
  messageUsage,
  NEW_CHAT_TITLE,
  type AskInput,
  type AskReply,
  type ChatHistoryItem,
  type ChatMessage,
  type ChatSessionSummary,
} from "@common/chat";
import { isPremium } from "@common/user";
import { answerProvider } from "../ai";
import { answerDeadlines, DeadlineExceeded, withDeadlines, type AnswerDeadlines } from "../ai/deadlines";
import { ProviderError, type AnswerProvider, type ProviderAnswer } from "../ai/types";
import { honestAnswer } from "../ai/embedded";
import type { User } from "../db/schema-types";
import type { StoredChatMessage } from "../durable-objects/chat-session";
import { forbidden, HttpError, notFound, tooManyRequests } from "../lib/http";
import { resolveSources } from "../ai/sources";
import { contextFor } from "../ai/context";
import { engineContent, type EngineContent } from "./public-content";
import { limitAsk } from "./rate-limit";
import { unansweredStatement } from "./unanswered";
import { usageMonth } from "@common/constants";
import {
  answeredMessageStatement,
  refundMessage,
  refundStatement,
  reservationStatement,
  settle,
  usageCountStatement,
  type Reservation,
} from "./usage";

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

export async function createSession(
  env: Pick<Env, "DB" | "CHAT_SESSION">,
  userId: string,
): Promise<ChatSessionSummary> {
  const id = env.CHAT_SESSION.newUniqueId().toString();
  await env.DB.prepare("INSERT INTO chat_sessions (id, user_id, title, message_count) VALUES (?, ?, ?, 0)")
    .bind(id, userId, NEW_CHAT_TITLE)
    .run();
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

export async function renameSession(
  env: Pick<Env, "DB">,
  userId: string,
  id: string,
  title: string,
): Promise<ChatSessionSummary> {
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
  const row = await env.DB.prepare("DELETE FROM chat_sessions WHERE id = ? AND user_id = ? RETURNING id")
    .bind(id, userId)
    .first();
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
  steps_kind: m.steps_kind,
  related_topics: m.related_topics,
  sources: m.sources,
  timestamp: m.timestamp,
  provider: m.provider,
});

export async function listSessionMessages(
  env: Pick<Env, "DB" | "CHAT_SESSION">,
  userId: string,
  id: string,
): Promise<ChatMessage[]> {
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
      (await sessionStub(env, r.id).listMessages()).map((m) => ({
        id: m.id,
        question: m.question,
        sessionId: r.id,
        timestamp: m.timestamp,
      })),
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
  premium: boolean;
  question: string;
  session: ChatSessionSummary | null;
  reservation: Reservation;
  now: Date;
  /** The content the question is searched in, loaded by this request while its checks ran (ADR 0820). */
  content: Promise<EngineContent>;
}

/** Who asks: their row, or their id (from the session) with the row still loading (ADR 0821). */
export type Asker = User | { id: string; loading: Promise<User> };

/**
 * Checks the ask and reserves one message: 429 CHAT_TEXT.askRateLimited (with
 * Retry-After) past the ask rate limit of the user or of their network (`network`,
 * from clientAddress; ADR 0313), 403 when a free user names a session (free
 * conversations are never stored), 404 for a session that is not theirs, 429
 * 'Message limit reached' when a free user has used the month's messages. Every ask
 * that gets past the rate limit counts against it, even if refused after. The count
 * needs only the user's id, so it travels beside the read of the user's row (ADR 0821);
 * a row that never comes (401, a failed read) decides first. Only the content is
 * loaded meanwhile (settled data the isolate keeps: at most a D1 read of its version,
 * at the same time as the rate limit's round trip; ADR 0820); nothing is searched and
 * no model is asked before these pass.
 */
export async function prepareAsk(
  env: Env,
  asker: Asker,
  input: AskInput,
  network: string,
  now: Date = new Date(),
): Promise<PreparedAsk> {
  const loadContent = () => {
    const loading = engineContent(env);
    // An ask refused below never reads it; a failed load fails the ask later, within its deadline.
    loading.catch(() => undefined);
    return loading;
  };
  // An ask naming no session is refused by its input for nobody: its content loads at once, during
  // the rate limit's round trip. Naming one, it depends on the plan, known when the row arrives.
  const early = input.sessionId ? null : loadContent();
  const counted = limitAsk(env, asker.id, network);
  const checked = ("loading" in asker ? asker.loading : Promise.resolve(asker)).then((user) => {
    const premium = isPremium(user);
    // Refusals the input alone decides; the rate limit still counts these asks first (ADR 0313).
    const refusal = !input.sessionId
      ? null
      : !premium
        ? forbidden("Saved chat sessions need a Premium subscription")
        : !SESSION_ID.test(input.sessionId)
          ? notFound("Chat session not found")
          : null;
    return { user, premium, refusal, content: refusal ? null : (early ?? loadContent()) };
  });
  const [who, rate] = await Promise.allSettled([checked, counted]);
  if (who.status === "rejected") throw who.reason;
  if (rate.status === "rejected") throw rate.reason;
  if (!rate.value.allowed) throw tooManyRequests(CHAT_TEXT.askRateLimited, rate.value.retryAfterSeconds);
  const { user, premium, refusal, content } = who.value;
  if (refusal) throw refusal;
  const month = usageMonth(now);
  let session: ChatSessionSummary | null = null;
  let taken: { count: number } | undefined;
  if (input.sessionId) {
    // The ownership check and the reservation in one round trip: the message is taken only
    // when the session is the user's own.
    const [owned, reserved] = await env.DB.batch<Record<string, unknown>>([
      env.DB.prepare("SELECT id, title, message_count FROM chat_sessions WHERE id = ? AND user_id = ?").bind(
        input.sessionId,
        user.id,
      ),
      reservationStatement(env, user.id, month, premium, input.sessionId),
    ]);
    const row = owned.results[0] as unknown as SessionRow | undefined;
    if (!row) throw notFound("Chat session not found");
    session = summary(row);
    taken = reserved.results[0] as unknown as { count: number } | undefined;
  } else {
    taken = (await reservationStatement(env, user.id, month, premium).first<{ count: number }>()) ?? undefined;
  }
  if (!taken) throw tooManyRequests(CHAT_TEXT.limitTitle);
  const reservation: Reservation = { userId: user.id, month, count: taken.count };
  // Loading whenever the input alone refused nothing.
  return {
    user,
    premium,
    question: input.question,
    session,
    reservation,
    now,
    content: content as Promise<EngineContent>,
  };
}

export interface AskOptions {
  provider?: AnswerProvider;
  /** Defaults to the recorded figures for the provider (ADR 0310). */
  deadlines?: AnswerDeadlines;
  onText?: (text: string) => void;
  signal?: AbortSignal;
  /**
   * Runs work after the answer was handed over (the Worker's waitUntil). When given, an
   * ask outside a session returns as soon as its answer exists, and its bookkeeping
   * (the answered-message row, or the refund of a "no answer") follows in the background.
   */
  background?: (task: Promise<unknown>) => void;
}

export type AskResult = AskReply;

/** 502 with CHAT_TEXT.failed: no answer came and the message was given back. */
export const askFailed = () => new HttpError(502, CHAT_TEXT.failed);

/** Passes a reply's text on as a model would stream it: paragraph by paragraph. */
function streamText(answer: string, onText: (text: string) => void) {
  for (const part of answer.split(/(?<=\n)/)) onText(part);
}

/**
 * Answers a prepared ask within its deadlines. What counts is the server's decision,
 * never the provider's (ADR 0312): the message is given back only when the content
 * holds no answer (no provider is asked; the honest "not sure" reply is returned and,
 * in a session, kept) or when the ask fails before any answer text reached the
 * reader (then 502 is thrown). Once text has reached the reader the message counts,
 * whatever happens after; a failure then still ends the ask with 502.
 */
export async function completeAsk(env: Env, prepared: PreparedAsk, options: AskOptions = {}): Promise<AskResult> {
  const { user, premium, question, session, reservation } = prepared;
  const provider = options.provider ?? answerProvider(env);
  const stub = session ? sessionStub(env, session.id) : null;
  const ticket = crypto.randomUUID();
  const deadlines = options.deadlines ?? answerDeadlines(env, provider.name);

  let message: StoredChatMessage;
  let noAnswer: boolean;
  /** Some answer text was handed to the reader (a streamed ask): from then on the message counts. */
  let delivered = false;
  try {
    ({ message, noAnswer } = await withDeadlines(
      deadlines,
      async (signal, started) => {
        let live = true;
        signal.addEventListener("abort", () => (live = false), { once: true });
        const [history, context] = await Promise.all([
          stub ? stub.beginAsk(ticket) : Promise.resolve([]),
          prepared.content.then(({ snapshot, index }) => contextFor(snapshot, index, question)),
        ]);
        if (!live) throw signal.reason;
        // Text is always taken as it is written, so the first-token deadline applies to every ask;
        // nothing is passed on once the deadline has passed.
        const onText = (text: string) => {
          if (!live) return;
          started();
          if (!options.onText) return;
          if (text.length > 0 && context.answerable) delivered = true;
          options.onText(text);
        };
        let result: ProviderAnswer;
        if (context.answerable) {
          result = await provider.answer({
            question,
            context,
            history: history.map((m) => ({ question: m.question, answer: m.answer })),
            onText,
            signal,
          });
        } else {
          // Nothing in the content answers it: no provider is asked.
          result = honestAnswer(context);
          streamText(result.answer, onText);
        }
        const stored: StoredChatMessage = {
          id: crypto.randomUUID(),
          question,
          answer: result.answer,
          recommendations: result.recommendations,
          troubleshooting_steps: result.troubleshooting_steps,
          steps_kind: result.steps_kind,
          related_topics: result.related_topics,
          sources: resolveSources(context, result.sources),
          timestamp: new Date().toISOString(),
          provider: provider.name,
        };
        // The server's decision only: nothing to rank above the threshold, or the built-in assistant (server
        // code, never a model) found no passage it could answer from. A model's own flag never counts (ADR 0312).
        const unsure = !context.answerable || (provider.name === "embedded" && result.noAnswer === true);
        return { message: stored, noAnswer: unsure };
      },
      options.signal,
    ));
  } catch (error) {
    // The session's turn ends (or, still queued, is cancelled) so the next ask goes ahead.
    if (stub) await stub.endAsk(ticket).catch(() => undefined);
    if (delivered) {
      // The reader already has answer text: the message counts (ADR 0312).
      if (settle(reservation, "answered"))
        await answeredMessageStatement(env, user.id, session?.id ?? null)
          .run()
          .catch((countError) => console.error("AI answer bookkeeping failed", countError));
    } else {
      await refundMessage(env, reservation).catch((refundError) => console.error("AI refund failed", refundError));
    }
    if (!(error instanceof ProviderError) && !(error instanceof DeadlineExceeded))
      console.error("AI ask failed", error);
    throw askFailed();
  }

  // One round trip settles the message (counted, or given back for "no answer"),
  // updates the session index and reads the count the client will show.
  const writes: D1PreparedStatement[] = [];
  if (settle(reservation, noAnswer ? "refunded" : "answered")) {
    writes.push(
      noAnswer ? refundStatement(env, reservation) : answeredMessageStatement(env, user.id, session?.id ?? null),
    );
  }
  // The question answered "not sure" is recorded on its own: a failed log write never undoes the refund.
  if (noAnswer) {
    const logged = unansweredStatement(env, question)
      .run()
      .catch((error) => console.error("Unanswered question not recorded", error));
    if (options.background) options.background(logged);
    else await logged;
  }
  // The count right after this ask: the reservation's own figure, less the message given back.
  let used = noAnswer ? Math.max(0, reservation.count - 1) : reservation.count;
  const reply = () => ({
    ...toChatMessage(message),
    sessionId: session?.id ?? null,
    usage: messageUsage(used, premium),
    noAnswer,
  });

  if (!stub && options.background) {
    // Nothing the reader sees depends on these writes: hand the answer over first.
    if (writes.length)
      options.background(env.DB.batch(writes).catch((error) => console.error("AI answer bookkeeping failed", error)));
    return reply();
  }

  if (stub && session) {
    try {
      const count = await stub.endAsk(ticket, message);
      // The first answered question names a session still called "New Chat".
      writes.push(
        env.DB.prepare(
          `UPDATE chat_sessions SET message_count = ?, updated_at = (unixepoch('subsec') * 1000),
             title = CASE WHEN message_count = 0 AND title = ? THEN ? ELSE title END
           WHERE id = ? AND user_id = ?`,
        ).bind(count, NEW_CHAT_TITLE, autoTitle(question), session.id, user.id),
      );
    } catch (error) {
      // The answer exists and is still handed over; only its place in the session is lost.
      console.error("AI answer could not be stored in its session", error);
    }
  }
  writes.push(usageCountStatement(env, user.id, reservation.month));
  try {
    const results = await env.DB.batch<{ count: number }>(writes);
    used = results[results.length - 1].results[0]?.count ?? used;
  } catch (error) {
    // The answer exists and is returned; only the bookkeeping is missing.
    console.error("AI answer bookkeeping failed", error);
  }
  return reply();
}
