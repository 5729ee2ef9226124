// Our own overhead per model ask is mostly waiting on storage: this counts the D1
// round trips and KV reads a streamed ask makes before its stream ends, and the
// ones left for after (the model's HTTP API is mocked at the boundary; D1 and KV
// are real, only wrapped to count). The count does not depend on the machine's load.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer } from "../../workers/server";
import { ORIGIN } from "./helpers";
import { newUser } from "./chat-helpers";
import { seedContent } from "./seed-helpers";
import { MODEL_BASE, modelResponse } from "./reliability-helpers";

const server = createServer(async () => new Response("page"));

beforeAll(async () => {
  await seedContent();
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Counts {
  d1: number;
  kvReads: number;
  /** Batches whose results have come back. */
  batchesSettled: number;
}

/** The real D1 and KV, counting each executed statement or batch and each KV read. */
function countingEnv(base: Env, counts: Counts): Env {
  const statement = (inner: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(inner, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        const value = Reflect.get(target, prop, target);
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => {
            counts.d1++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const db = new Proxy(base.DB, {
    get(target, prop) {
      if (prop === "prepare") {
        return (sql: string) => {
          const inner = target.prepare(sql);
          const wrapped = statement(inner);
          unwrap.set(wrapped, inner);
          return wrapped;
        };
      }
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          counts.d1++;
          // A slow batch: whoever waits on it is held up visibly.
          await new Promise((r) => setTimeout(r, 300));
          try {
            return await target.batch(statements.map((s) => unwrap.get(s) ?? s));
          } finally {
            counts.batchesSettled++;
          }
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const kv = new Proxy(base.KV, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "get" || prop === "getWithMetadata") {
        return (...args: unknown[]) => {
          counts.kvReads++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...base, DB: db, KV: kv } as Env;
}

describe("round trips of a streamed model ask", () => {
  it("waits on at most one KV read and three D1 round trips (member, reservation, search); the bookkeeping is not waited on", async () => {
    const user = await newUser("premium");
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(MODEL_BASE)) return realFetch(input, init);
      return modelResponse({ kind: "answer" }, JSON.parse(String(init?.body ?? "{}")).stream === true);
    });
    const counts: Counts = { d1: 0, kvReads: 0, batchesSettled: 0 };
    const counted = countingEnv(
      { ...env, OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: MODEL_BASE, AI_MODEL: "test-model" } as unknown as Env,
      counts,
    );

    const askOnce = async () => {
      const ctx = createExecutionContext();
      const res = await server.fetch(
        new Request(`${ORIGIN}/api/ask-sublimation-expert`, {
          method: "POST",
          headers: { Cookie: user.cookie, "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({ question: "What temperature should I use for polyester shirts?" }),
        }),
        counted,
        ctx,
      );
      const body = await res.text();
      const atEnd = { ...counts };
      await waitOnExecutionContext(ctx);
      return { body, atEnd, after: { ...counts } };
    };

    await askOnce(); // warms the isolate's content snapshot, as any earlier ask would
    Object.assign(counts, { d1: 0, kvReads: 0, batchesSettled: 0 });
    const { body, atEnd, after } = await askOnce();
    expect(body).toContain("event: done");
    // The session: read from KV, or not at all when this isolate saw it in the last 30 s (the first ask).
    expect(atEnd.kvReads).toBeLessThanOrEqual(1);
    // Member lookup, reservation, content search, and the bookkeeping batch (started, not awaited).
    expect(atEnd.d1).toBeLessThanOrEqual(4);
    // The stream ended before the bookkeeping came back: the reader never waits for it.
    expect(atEnd.batchesSettled).toBe(0);
    expect(after.batchesSettled).toBe(1);
  });
});
