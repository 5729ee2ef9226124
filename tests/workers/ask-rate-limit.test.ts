// Asks are rate-limited per user and per network, with the production figures
// (ADR 0313), in the RateLimiter Durable Object. Every ask that reaches the limiter
// counts: answered, given back ("no answer") or refused after it (message limit).
import { createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXT } from "@common/chat";
import { usageMonth } from "@common/constants";
import { createServer } from "../../workers/server";
import { ASK_RATE_LIMITS } from "../../workers/services/rate-limit";
import { ORIGIN } from "./helpers";
import { newUser, usageCount } from "./chat-helpers";
import { seedContent } from "./seed-helpers";

/** The test bindings without the raised figures other test files use: production's limits. */
const limitedEnv = {
  ...env,
  ASK_RATE_USER_MINUTE: undefined,
  ASK_RATE_USER_HOUR: undefined,
  ASK_RATE_NETWORK_MINUTE: undefined,
} as unknown as Env;
const server = createServer(async () => new Response("page"));

beforeAll(async () => {
  await seedContent();
});

let networks = 0;
/** A network no other test uses. */
const freshNetwork = () => `198.51.100.${++networks}`;

async function askFrom(cookie: string, address: string, question: string) {
  const ctx = createExecutionContext();
  const res = await server.fetch(
    new Request(`${ORIGIN}/api/ask-sublimation-expert`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", "CF-Connecting-IP": address },
      body: JSON.stringify({ question }),
    }),
    limitedEnv,
    ctx,
  );
  const body = (await res.json()) as { message?: string; retryAfter?: number; noAnswer?: boolean };
  await waitOnExecutionContext(ctx);
  return { status: res.status, retryAfter: res.headers.get("Retry-After"), body };
}

describe("the ask rate limit", () => {
  it("30 asks in a minute from one user: 429 after the limit, refunded asks included", async () => {
    expect(ASK_RATE_LIMITS).toEqual({ userPerMinute: 10, userPerHour: 60, networkPerMinute: 30 });
    const user = await newUser("free");
    const address = freshNetwork();
    const results = [];
    for (let i = 0; i < 30; i++) {
      // Half answered (counted), half "no answer" (given back): both count against the rate.
      const question = i % 2 ? "What is the capital of Australia?" : "How do I prevent ghosting?";
      results.push(await askFrom(user.cookie, address, question));
    }
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.slice(0, 10).filter((r) => r.body.noAnswer).length).toBe(5);
    for (const r of results.slice(10)) {
      expect(r.status).toBe(429);
      expect(r.body.message).toBe(CHAT_TEXT.askRateLimited);
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(Number(r.retryAfter)).toBeLessThanOrEqual(60);
      expect(r.body.retryAfter).toBe(Number(r.retryAfter));
    }
    // Only the five answers used messages; the refused asks took none.
    expect(await usageCount(user.id, usageMonth())).toBe(5);
  }, 60_000);

  it("asks refused by the message limit still count against the rate", async () => {
    const user = await newUser("free");
    await env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 20)")
      .bind(user.id, usageMonth())
      .run();
    const address = freshNetwork();
    const messages = [];
    for (let i = 0; i < 11; i++)
      messages.push((await askFrom(user.cookie, address, "How do I prevent ghosting?")).body.message);
    expect(messages.slice(0, 10)).toEqual(Array(10).fill(CHAT_TEXT.limitTitle));
    expect(messages[10]).toBe(CHAT_TEXT.askRateLimited);
  }, 30_000);

  it("one network (an IPv6 /64) gets 30 asks a minute whoever asks; another network is not affected", async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => newUser("premium")));
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const user = users[i % 4];
      // Different addresses, all in 2001:db8:7:7::/64.
      const r = await askFrom(user.cookie, `2001:db8:7:7::${(i + 1).toString(16)}`, "How do I prevent ghosting?");
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429, 429]);
    const elsewhere = await askFrom(users[0].cookie, "2001:db8:7:8::1", "How do I prevent ghosting?");
    expect(elsewhere.status).toBe(200);
  }, 60_000);

  it("past 60 asks in an hour the user waits for the hour window, not the minute", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("ask-user:hour-test"));
    const windows = [
      { limit: 1000, windowMs: 60_000 },
      { limit: 3, windowMs: 60 * 60_000 },
    ];
    for (let i = 0; i < 3; i++) expect((await stub.hitWindows(windows)).allowed).toBe(true);
    const refused = await stub.hitWindows(windows);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    // A refused hit is not stored: only the three allowed ones are.
    const stored = await runInDurableObject(stub, (_instance, state) => state.storage.get<number[]>("hits"));
    expect(stored).toHaveLength(3);
  });
});
