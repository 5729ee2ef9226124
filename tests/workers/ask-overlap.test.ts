// What an ask waits on before its answer starts (ADR 0820): the site's content is
// loaded during the rate limit's round trip, not after the reservation; an ask the
// input alone refuses loads nothing; the search and the reservation still come only
// after the rate limit answered. D1 and the RateLimiter are the real ones, wrapped to
// record the order in which the Worker uses them.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../../workers/server";
import { clearPublicContentCache } from "../../workers/services/public-content";
import { ORIGIN } from "./helpers";
import { newUser, readEvents } from "./chat-helpers";
import { seedContent } from "./seed-helpers";

const server = createServer(async () => new Response("page"));

beforeAll(async () => {
  await seedContent();
});

/** The real D1 and RateLimiter, recording when a statement touching each table starts and when a rate limit answers. */
function recordingEnv(log: string[]): Env {
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
          return (...args: unknown[]) => {
            log.push(`d1:${tables(sql)}`);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
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
): Promise<{ status: number; events: { event: string }[] }> {
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
  let events: { event: string }[] = [];
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
});
