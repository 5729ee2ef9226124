// What an ask waits on before its answer starts (ADR 0820, 0821): the ask is counted
// while the member's row is read, and the site's content is loaded during the rate
// limit's round trip, not after the reservation; an ask the input alone refuses loads
// nothing; the search and the reservation still come only after the rate limit
// answered; a content load that fails meanwhile fails the ask cleanly. D1 and the
// RateLimiter are the real ones, wrapped to record the order in which the Worker uses them.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../../workers/server";
import { clearPublicContentCache } from "../../workers/services/public-content";
import { CHAT_TEXT } from "@common/chat";
import { ORIGIN } from "./helpers";
import { eventCount, newUser, readEvents, usageCount } from "./chat-helpers";
import { withinMs } from "./reliability-helpers";
import { seedContent } from "./seed-helpers";

const server = createServer(async () => new Response("page"));

beforeAll(async () => {
  await seedContent();
});

interface Recording {
  /** Holds the member's row until the rate limit was asked, or 3 s passed. */
  holdMemberUntilCounted?: boolean;
  /** The content's reads fail (D1 unavailable for them). */
  failContent?: boolean;
}

/**
 * The real D1 and RateLimiter, recording when a statement touching each table starts
 * (and, for the member's row, answers) and when a rate limit is asked and answers.
 */
function recordingEnv(log: string[], options: Recording = {}): Env {
  let counted: () => void = () => undefined;
  const countedOrLate = new Promise<void>((resolve) => {
    counted = resolve;
    setTimeout(resolve, 3_000);
  });
  /** "insert ai_usage", "select users", ...: the statement's verb and first table. */
  const tables = (sql: string) => {
    const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? "";
    const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(sql)?.[1] ?? "";
    return `${verb} ${table}`;
  };
  const sqlOf = new WeakMap<object, { inner: D1PreparedStatement; sql: string }>();
  const statement = (inner: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(inner, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => statement(target.bind(...values), sql);
        const value = Reflect.get(target, prop, target);
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return async (...args: unknown[]) => {
            // The member's row: one statement reading users with subqueries for usage and saved guides.
            const member = /\bfrom\s+"?users"?\s+where/i.test(sql);
            log.push(member ? "d1:member row" : `d1:${tables(sql)}`);
            if (options.failContent && sql.includes("content_meta")) {
              log.push("content failed");
              throw new Error("D1 is unavailable for the content");
            }
            const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (member) {
              if (options.holdMemberUntilCounted) await countedOrLate;
              log.push("d1 answered:member row");
            }
            return result;
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    sqlOf.set(wrapped, { inner, sql });
    return wrapped;
  };
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") {
        return (sql: string) => statement(target.prepare(sql), sql);
      }
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          log.push(`d1:${statements.map((s) => tables(sqlOf.get(s)?.sql ?? "")).join(",")}`);
          return target.batch(statements.map((s) => sqlOf.get(s)?.inner ?? s));
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const limiter = new Proxy(env.RATE_LIMITER, {
    get(target, prop) {
      if (prop === "get") {
        return (id: DurableObjectId) => {
          const stub = target.get(id);
          return {
            hitWindows: async (windows: { limit: number; windowMs: number }[]) => {
              log.push("rate limit asked");
              counted();
              const result = await stub.hitWindows(windows);
              log.push("rate limit answered");
              return result;
            },
          };
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, DB: db, RATE_LIMITER: limiter } as Env;
}

async function askThrough(
  recorded: Env,
  cookie: string,
  body: Record<string, unknown>,
): Promise<{ status: number; events: { event: string; data: any }[] }> {
  const ctx = createExecutionContext();
  const res = await server.fetch(
    new Request(`${ORIGIN}/api/ask-sublimation-expert`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
    }),
    recorded,
    ctx,
  );
  let events: { event: string; data: any }[] = [];
  if (res.status === 200) events = await readEvents(res);
  else await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { status: res.status, events };
}

describe("what an ask waits on", () => {
  it("loads the content during the rate limit's round trip; reserves and answers only after it", async () => {
    const user = await newUser("free");
    // The isolate forgets the content: the ask must read its version (and the content) from D1.
    clearPublicContentCache();
    const log: string[] = [];
    const { status, events } = await askThrough(recordingEnv(log), user.cookie, {
      question: "What temperature should I use for polyester shirts?",
    });
    expect(status).toBe(200);
    expect(events.at(-1)?.event).toBe("done");

    // The user's and the network's limits answer separately.
    const rateAnswered = log.indexOf("rate limit answered");
    const bothAnswered = log.lastIndexOf("rate limit answered");
    const contentRead = log.findIndex((entry) => entry.includes("content_meta"));
    const reserved = log.findIndex((entry) => entry.startsWith("d1:insert ai_usage"));
    expect(rateAnswered).toBeGreaterThan(-1);
    expect(contentRead).toBeGreaterThan(-1);
    // Sent before the rate limit's answer came back: the two round trips overlap.
    expect(contentRead).toBeLessThan(rateAnswered);
    // The message is reserved only once the rate limit has counted the ask.
    expect(reserved).toBeGreaterThan(bothAnswered);
  });

  it("an ask the input alone refuses (a free user naming a session) is counted and loads no content", async () => {
    const user = await newUser("free");
    clearPublicContentCache();
    const log: string[] = [];
    const { status } = await askThrough(recordingEnv(log), user.cookie, {
      question: "How do I prevent ghosting?",
      sessionId: "a".repeat(64),
    });
    expect(status).toBe(403);
    expect(log).toContain("rate limit answered");
    expect(log.some((entry) => entry.includes("content_meta"))).toBe(false);
    expect(log.some((entry) => entry.startsWith("d1:insert ai_usage"))).toBe(false);
  });

  it("counts the ask while the member's row is read: the rate limit is asked before that row arrives", async () => {
    const user = await newUser("free");
    const log: string[] = [];
    // The row is held back until the rate limit was asked: a Worker that waited for the row before
    // counting would wait the full 3 s and ask the limit after the row arrived.
    const { status, events } = await askThrough(recordingEnv(log, { holdMemberUntilCounted: true }), user.cookie, {
      question: "What temperature should I use for polyester shirts?",
    });
    expect(status).toBe(200);
    expect(events.at(-1)?.event).toBe("done");
    const memberRead = log.indexOf("d1:member row");
    const asked = log.indexOf("rate limit asked");
    const memberArrived = log.indexOf("d1 answered:member row");
    expect(memberRead).toBeGreaterThan(-1);
    expect(asked).toBeGreaterThan(memberRead);
    expect(memberArrived).toBeGreaterThan(asked);
    // The message is still reserved only after the row arrived and both limits answered.
    const reserved = log.findIndex((entry) => entry.startsWith("d1:insert ai_usage"));
    expect(reserved).toBeGreaterThan(memberArrived);
    expect(reserved).toBeGreaterThan(log.lastIndexOf("rate limit answered"));
  });

  it("a signed-in ask whose user is gone is 401 (before a 400), and no message is taken", async () => {
    const user = await newUser("free");
    // The session stays in KV (and in this isolate's memory), but the row it names is gone.
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    const valid = await askThrough(recordingEnv([]), user.cookie, { question: "How do I prevent ghosting?" });
    expect(valid.status).toBe(401);
    const invalid = await askThrough(recordingEnv([]), user.cookie, { question: "" });
    expect(invalid.status).toBe(401);
    expect(await usageCount(user.id)).toBe(0);
  });

  it("a content load that fails while the rate limit is checked fails the ask cleanly within its deadline and gives the message back", async () => {
    const user = await newUser("free");
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    addEventListener("unhandledrejection", onRejection);
    try {
      clearPublicContentCache();
      const log: string[] = [];
      const failing = { ...recordingEnv(log, { failContent: true }), AI_BUILTIN_DEADLINE_MS: "2000" } as Env;
      const started = Date.now();
      const streamed = await withinMs(5_000, "a streamed ask whose content failed", () =>
        askThrough(failing, user.cookie, { question: "What temperature should I use for polyester shirts?" }),
      );
      // The checks passed (the content is not one of them), so the stream had begun: it ends with the error.
      expect(streamed.status).toBe(200);
      expect(streamed.events.map((e) => e.event)).toEqual(["error"]);
      expect(streamed.events[0].data.message).toBe(CHAT_TEXT.failed);
      expect(Date.now() - started).toBeLessThan(5_000);
      // It failed while the limit was being checked, and no answer text was ever sent.
      expect(log.indexOf("content failed")).toBeGreaterThan(-1);
      expect(log.indexOf("content failed")).toBeLessThan(log.indexOf("rate limit answered"));
      expect(await usageCount(user.id)).toBe(0);
      expect(await eventCount(user.id)).toBe(0);

      // Asked for JSON, the same failure is a plain 502, and again nothing is used up.
      clearPublicContentCache();
      const ctx = createExecutionContext();
      const plain = await server.fetch(
        new Request(`${ORIGIN}/api/ask-sublimation-expert`, {
          method: "POST",
          headers: { Cookie: user.cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ question: "How do I prevent ghosting?" }),
        }),
        failing,
        ctx,
      );
      expect(plain.status).toBe(502);
      expect(((await plain.json()) as { message: string }).message).toBe(CHAT_TEXT.failed);
      await waitOnExecutionContext(ctx);
      expect(await usageCount(user.id)).toBe(0);

      // Nothing of the failed load is kept: the next ask loads the content and is answered.
      const next = await askThrough(recordingEnv([]), user.cookie, { question: "How do I prevent ghosting?" });
      expect(next.status).toBe(200);
      expect(next.events.at(-1)?.event).toBe("done");
      expect(await usageCount(user.id)).toBe(1);
      // Let any stray rejection surface before looking.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toEqual([]);
    } finally {
      removeEventListener("unhandledrejection", onRejection);
    }
  }, 20_000);
});
