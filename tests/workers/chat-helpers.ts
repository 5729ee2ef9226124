// Helpers for the AI chat tests: users on a plan, asking, and reading a streamed answer.
import { env } from "cloudflare:test";
import { ORIGIN, signIn } from "./helpers";
import { workerFetch } from "./worker";

let n = 0;
export const email = (prefix: string) => `${prefix}-${Date.now()}-${n++}@example.com`;

/** Signs a new user in; premium users are switched directly in D1, as billing would. */
export async function newUser(plan: "free" | "premium" = "free", prefix: string = plan) {
  const address = email(prefix);
  const cookie = await signIn(address);
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(address).first<{ id: string }>();
  if (plan === "premium")
    await env.DB.prepare("UPDATE users SET subscription_tier = 'premium' WHERE id = ?").bind(row!.id).run();
  return { cookie, id: row!.id, email: address };
}

type Fetch = (input: string | Request, init?: RequestInit) => Promise<Response>;

/** The API calls below, made through `fetch` (the Worker's handler by default). */
export function apiThrough(fetch: Fetch) {
  const api = (
    cookie: string | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const ask = (cookie: string | null, question: unknown, sessionId?: string) =>
    api(cookie, "POST", "/api/ask-sublimation-expert", sessionId ? { question, sessionId } : { question });
  return { api, ask };
}

export const { api, ask } = apiThrough(workerFetch);

/** Reads a text/event-stream body into its events. */
export async function readEvents(res: Response): Promise<{ event: string; data: any }[]> {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null");
      return { event, data };
    });
}

export async function usageCount(userId: string, month?: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count FROM ai_usage WHERE user_id = ? AND month = COALESCE(?, month) ORDER BY month DESC LIMIT 1",
  )
    .bind(userId, month ?? null)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

export async function eventCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM ai_message_events WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
