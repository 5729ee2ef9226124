// One premium chat session: its messages, in order, in the object's own SQLite
// storage. D1 keeps only the session index (owner, title, count) for lists.
// Asks within a session run one at a time: each waits for the previous one to
// be answered (or to give up), so the model sees the whole conversation and the
// messages are stored in the order they were asked.
import { DurableObject } from "cloudflare:workers";
import { MODEL_ANSWER_DEADLINE_MS } from "../ai/deadlines";

export interface StoredChatMessage {
  id: string;
  question: string;
  answer: string;
  recommendations: string[];
  troubleshooting_steps: string[];
  steps_kind?: "how-to" | "fixes";
  related_topics: string[];
  sources: { id: string; title: string; link: string }[];
  timestamp: string;
  provider?: "openai" | "embedded";
}

/**
 * How long one ask may hold its session before the next one goes ahead anyway: a
 * little more than the longest answer deadline (ADR 0310), for a caller that vanished.
 */
export const ASK_LEASE_MS = MODEL_ANSWER_DEADLINE_MS + 5_000;

export class ChatSession extends DurableObject<Env> {
  /** Settles when the last ask queued so far has finished. */
  private queue: Promise<void> = Promise.resolve();
  private turns = new Map<string, () => void>();
  /** Asks that gave up (deadline) while still waiting for their turn: their turn is skipped. */
  private abandoned = new Set<string>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`);
    });
  }

  async listMessages(): Promise<StoredChatMessage[]> {
    return this.ctx.storage.sql
      .exec<{ body: string }>("SELECT body FROM messages ORDER BY seq")
      .toArray()
      .map((row) => JSON.parse(row.body) as StoredChatMessage);
  }

  async appendMessage(message: StoredChatMessage): Promise<number> {
    this.ctx.storage.sql.exec(
      "INSERT INTO messages (id, body, created_at) VALUES (?, ?, ?)",
      message.id,
      JSON.stringify(message),
      Date.now(),
    );
    return this.ctx.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM messages").one().n;
  }

  /**
   * Queues an ask (identified by its ticket) behind the asks already running in
   * this session, and returns the conversation so far once it is this ask's turn.
   */
  async beginAsk(ticket: string, leaseMs: number = ASK_LEASE_MS): Promise<StoredChatMessage[]> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => done);
    await previous;
    if (this.abandoned.delete(ticket)) {
      release();
      return [];
    }
    // A caller that vanished must not block the session for ever.
    const timer = setTimeout(() => release(), leaseMs);
    this.turns.set(ticket, () => {
      clearTimeout(timer);
      release();
    });
    return this.listMessages();
  }

  /** Ends an ask's turn, storing its message when it was answered; returns the message count. */
  async endAsk(ticket: string, message?: StoredChatMessage): Promise<number> {
    try {
      if (message) return await this.appendMessage(message);
      return this.ctx.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM messages").one().n;
    } finally {
      const end = this.turns.get(ticket);
      if (end) {
        end();
        this.turns.delete(ticket);
      } else if (!message) {
        // Still queued behind another ask: skip its turn when it comes.
        this.abandoned.add(ticket);
      }
    }
  }

  /** Removes everything this session stored. */
  async destroy(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
