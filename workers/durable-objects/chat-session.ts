// One premium chat session: its messages, in order, in the object's own SQLite
// storage. D1 keeps only the session index (owner, title, count) for lists.
import { DurableObject } from "cloudflare:workers";

export interface StoredChatMessage {
  id: string;
  question: string;
  answer: string;
  recommendations: string[];
  troubleshooting_steps: string[];
  related_topics: string[];
  sources: { id: string; title: string; link: string }[];
  timestamp: string;
}

export class ChatSession extends DurableObject<Env> {
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

  /** Removes everything this session stored. */
  async destroy(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
