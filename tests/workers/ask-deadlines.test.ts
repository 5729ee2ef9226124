// Every answer has a deadline and a message is used only for an answer: a model that
// never answers, one that stalls half-way, a reader that goes away mid-stream, and the
// built-in assistant's honest "no answer". The model's HTTP API is mocked at the
// boundary (the Worker's fetch); everything else is the real Worker, D1 and Durable Objects.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { usageMonth } from "@common/constants";
import { createServer } from "../../workers/server";
import { NO_ANSWER_TEXT } from "../../workers/ai/embedded";
import { retrieve } from "../../workers/services/retrieval";
import { ORIGIN } from "./helpers";
import { api, eventCount, newUser, readEvents, usageCount } from "./chat-helpers";
import { seedContent } from "./seed-helpers";
import { MODEL_BASE, modelResponse, withinMs, type ModelBehaviour } from "./reliability-helpers";

const FAILED = "Failed to get response. Please try again.";
// Short deadlines so the tests run quickly (production figures: docs/decisions/0310).
// Asks that should be answered keep room for a loaded machine; asks whose model never
// answers only wait out a shorter deadline, and a model that stalls after its first
// text is given the usual time for that text but no more for the rest.
const DEADLINES = { AI_FIRST_TOKEN_DEADLINE_MS: "1500", AI_ANSWER_DEADLINE_MS: "3000", AI_BUILTIN_DEADLINE_MS: "1500" };
const HANG_DEADLINE_MS = 500;
const modelEnv = {
  ...env,
  OPENAI_API_KEY: "test-key",
  OPENAI_BASE_URL: MODEL_BASE,
  AI_MODEL: "test-model",
  ...DEADLINES,
} as unknown as Env;
const hangEnv = {
  ...modelEnv,
  AI_FIRST_TOKEN_DEADLINE_MS: String(HANG_DEADLINE_MS),
  AI_ANSWER_DEADLINE_MS: String(HANG_DEADLINE_MS),
} as unknown as Env;
const stallEnv = { ...modelEnv, AI_ANSWER_DEADLINE_MS: DEADLINES.AI_FIRST_TOKEN_DEADLINE_MS } as unknown as Env;
const server = createServer(async () => new Response("page"));

beforeAll(async () => {
  await seedContent();
  // The content is loaded once before the asks, so a short deadline is spent waiting
  // on the model, never on the first load.
  await retrieve(env, "How do I prevent ghosting?");
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Routes the Worker's calls to the model's API to `behaviour`; returns the calls made. */
function mockModel(behaviour: ModelBehaviour) {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(MODEL_BASE)) return realFetch(input, init);
    calls.push(url);
    const body = JSON.parse(String(init?.body ?? "{}")) as { stream?: boolean };
    return modelResponse(behaviour, body.stream === true);
  });
  return calls;
}

interface AskOptions {
  streamed?: boolean;
  sessionId?: string;
  question?: string;
  /** Reads this many bytes of a streamed answer, then goes away. */
  leaveAfterBytes?: number;
  envOverride?: Env;
}

/** One ask through the real Worker; resolves once the Worker's own work (waitUntil) is done too. */
async function askThrough(cookie: string, options: AskOptions = {}) {
  const ctx = createExecutionContext();
  const res = await server.fetch(
    new Request(`${ORIGIN}/api/ask-sublimation-expert`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/json",
        ...(options.streamed ? { Accept: "text/event-stream" } : {}),
      },
      body: JSON.stringify({
        question: options.question ?? "How do I prevent ghosting?",
        ...(options.sessionId ? { sessionId: options.sessionId } : {}),
      }),
    }),
    options.envOverride ?? modelEnv,
    ctx,
  );
  let body = "";
  if (options.leaveAfterBytes !== undefined && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    while (body.length < options.leaveAfterBytes) {
      const { value, done } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
  } else {
    body = await res.text();
  }
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const events = (body: string) => readEvents(new Response(body));

describe("a model that never answers", () => {
  it("JSON: after the deadline the user gets 502 'Failed to get response. Please try again.' and the message back", async () => {
    const user = await newUser("free");
    const calls = mockModel({ kind: "hang" });
    const started = Date.now();
    const { res, body } = await withinMs(20_000, "an ask to a model that never answers", () =>
      askThrough(user.cookie, { envOverride: hangEnv }),
    );
    expect(calls).toHaveLength(1);
    expect(res.status).toBe(502);
    expect(JSON.parse(body)).toEqual({ message: FAILED });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HANG_DEADLINE_MS - 100);
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  }, 30_000);

  it("streamed: the stream ends with an error event and the message is given back", async () => {
    const user = await newUser("free");
    mockModel({ kind: "hang" });
    const { res, body } = await withinMs(20_000, "a streamed ask to a model that never answers", () =>
      askThrough(user.cookie, { streamed: true, envOverride: hangEnv }),
    );
    expect(res.status).toBe(200);
    const list = await events(body);
    expect(list.at(-1)).toEqual({ event: "error", data: { message: FAILED } });
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  }, 30_000);

  it("a model that stops half-way through a streamed answer: error event after the text so far, and the text shown counts (ADR 0312)", async () => {
    const user = await newUser("free");
    mockModel({ kind: "stall-after", pieces: 3 });
    const { body } = await withinMs(20_000, "a streamed ask to a model that stalls", () =>
      askThrough(user.cookie, { streamed: true, envOverride: stallEnv }),
    );
    const list = await events(body);
    expect(list.some((e) => e.event === "delta")).toBe(true);
    expect(list.at(-1)).toEqual({ event: "error", data: { message: FAILED } });
    expect(await usageCount(user.id, usageMonth())).toBe(1);
  }, 30_000);

  it("a JSON ask whose model stops half-way is given back: none of its text reached the reader", async () => {
    const user = await newUser("free");
    mockModel({ kind: "stall-after", pieces: 3 });
    const { res } = await withinMs(20_000, "a JSON ask to a model that stalls", () =>
      askThrough(user.cookie, { envOverride: stallEnv }),
    );
    expect(res.status).toBe(502);
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  }, 30_000);

  it("a premium session stays usable after a timed-out ask, and nothing is stored for it", async () => {
    const user = await newUser("premium");
    const session = (await (await api(user.cookie, "POST", "/api/chat-sessions")).json()) as { id: string };
    mockModel({ kind: "hang" });
    await withinMs(20_000, "a session ask to a model that never answers", () =>
      askThrough(user.cookie, { sessionId: session.id, envOverride: hangEnv }),
    );
    vi.restoreAllMocks();
    mockModel({ kind: "answer" });
    const { res } = await withinMs(20_000, "the next ask in the same session", () =>
      askThrough(user.cookie, { sessionId: session.id }),
    );
    expect(res.status).toBe(200);
    const messages = (await (
      await api(user.cookie, "GET", `/api/chat-sessions/${session.id}/messages`)
    ).json()) as unknown[];
    expect(messages).toHaveLength(1);
    expect(await usageCount(user.id, usageMonth())).toBe(1);
  }, 45_000);
});

describe("asks queued in a premium session", () => {
  it("an ask that gave up while waiting for its turn does not hold the session afterwards", async () => {
    const user = await newUser("premium");
    const session = (await (await api(user.cookie, "POST", "/api/chat-sessions")).json()) as { id: string };
    mockModel({ kind: "hang" });
    // The first holds the session's turn until its deadline; the second waits behind it and gives up too.
    const [first, second] = await withinMs(20_000, "two asks in one session with a model that never answers", () =>
      Promise.all([
        askThrough(user.cookie, { sessionId: session.id, envOverride: hangEnv }),
        askThrough(user.cookie, { sessionId: session.id, envOverride: hangEnv }),
      ]),
    );
    expect([first.res.status, second.res.status]).toEqual([502, 502]);
    vi.restoreAllMocks();
    mockModel({ kind: "answer" });
    // The next ask goes ahead at once: well within its first-token deadline, not after a lease.
    const { res } = await withinMs(20_000, "the next ask in that session", () =>
      askThrough(user.cookie, { sessionId: session.id }),
    );
    expect(res.status).toBe(200);
    expect(await usageCount(user.id, usageMonth())).toBe(1);
    expect(await eventCount(user.id)).toBe(1);
  }, 45_000);
});

describe("a reader that goes away mid-stream", () => {
  it("an answer the model finishes is kept and counted once (it was fully produced)", async () => {
    const user = await newUser("premium");
    const session = (await (await api(user.cookie, "POST", "/api/chat-sessions")).json()) as { id: string };
    mockModel({ kind: "slow", gapMs: 40, pieces: 10 });
    await withinMs(20_000, "an ask whose reader left", () =>
      askThrough(user.cookie, { streamed: true, sessionId: session.id, leaveAfterBytes: 1 }),
    );
    expect(await usageCount(user.id, usageMonth())).toBe(1);
    expect(await eventCount(user.id)).toBe(1);
    const messages = (await (await api(user.cookie, "GET", `/api/chat-sessions/${session.id}/messages`)).json()) as {
      answer: string;
    }[];
    expect(messages).toHaveLength(1);
    expect(messages[0].answer).toMatch(/^Tape the transfer/);
  }, 30_000);

  it("an answer whose text was sent and that then fails (the model stalls) still counts (ADR 0312)", async () => {
    const user = await newUser("free");
    mockModel({ kind: "stall-after", pieces: 3 });
    await withinMs(20_000, "an ask whose reader left and whose model stalled", () =>
      askThrough(user.cookie, { streamed: true, leaveAfterBytes: 1, envOverride: stallEnv }),
    );
    expect(await usageCount(user.id, usageMonth())).toBe(1);
    expect(await eventCount(user.id)).toBe(1);
  }, 30_000);
});

describe("a message is used only for an answer", () => {
  it("the answer tells the client the real count: used and remaining after this answer", async () => {
    const user = await newUser("free");
    mockModel({ kind: "answer" });
    const first = JSON.parse((await askThrough(user.cookie)).body);
    expect(first.usage).toEqual({ used: 1, limit: 20, remaining: 19 });
    const streamed = await events((await askThrough(user.cookie, { streamed: true })).body);
    expect(streamed.at(-1)?.event).toBe("done");
    expect(streamed.at(-1)?.data.usage).toEqual({ used: 2, limit: 20, remaining: 18 });
  });

  it("premium answers report the count with no limit", async () => {
    const user = await newUser("premium");
    mockModel({ kind: "answer" });
    const first = JSON.parse((await askThrough(user.cookie)).body);
    expect(first.usage).toEqual({ used: 1, limit: null, remaining: null });
  });

  it("the built-in assistant's honest 'no answer' gives the message back and says so", async () => {
    const user = await newUser("free");
    const { res, body } = await askThrough(user.cookie, {
      question: "What is the capital of Australia?",
      envOverride: { ...env, ...DEADLINES } as unknown as Env,
    });
    expect(res.status).toBe(200);
    const message = JSON.parse(body);
    expect(message.answer).toBe(NO_ANSWER_TEXT);
    expect(message.noAnswer).toBe(true);
    expect(message.usage).toEqual({ used: 0, limit: 20, remaining: 20 });
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  });

  it("a free user at 19 who gets 'no answer' can still ask a 20th question that is answered", async () => {
    const user = await newUser("free");
    await env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 19)")
      .bind(user.id, usageMonth())
      .run();
    const builtIn = { ...env, ...DEADLINES } as unknown as Env;
    const none = JSON.parse(
      (await askThrough(user.cookie, { question: "What is the capital of Australia?", envOverride: builtIn })).body,
    );
    expect(none.usage.used).toBe(19);
    const answered = JSON.parse(
      (
        await askThrough(user.cookie, {
          question: "How long should I press a mug in a mug press?",
          envOverride: builtIn,
        })
      ).body,
    );
    expect(answered.noAnswer).toBe(false);
    expect(answered.usage).toEqual({ used: 20, limit: 20, remaining: 0 });
  });
});
