// POST /api/ask-sublimation-expert: validation, streaming, and the refund when the
// model fails (the model's HTTP API is mocked at the boundary; no network call).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { usageMonth } from "@common/constants";
import { createServer } from "../../workers/server";
import { ORIGIN } from "./helpers";
import { api, ask, eventCount, newUser, readEvents, usageCount } from "./chat-helpers";
import { seedContent } from "./seed-helpers";
import { eventually, modelChunk } from "./reliability-helpers";

beforeAll(async () => {
  await seedContent();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("ask: input and access", () => {
  it("401 when signed out", async () => {
    const res = await ask(null, "How do I prevent ghosting?");
    expect(res.status).toBe(401);
  });

  it("400 for an empty, whitespace-only, over-long or missing question, and nothing is counted", async () => {
    const user = await newUser("free");
    for (const question of ["", "   \n\t ", "x".repeat(2001), undefined, 42]) {
      const res = await api(user.cookie, "POST", "/api/ask-sublimation-expert", { question });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
      expect(body.message).toBe("Invalid input");
      expect(body.fieldErrors.question).toBeDefined();
    }
    const bad = await api(user.cookie, "POST", "/api/ask-sublimation-expert", "{not json");
    expect(bad.status).toBe(400);
    expect(await usageCount(user.id)).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  });

  it("accepts exactly 2,000 characters", async () => {
    const user = await newUser("free");
    const res = await ask(user.cookie, `ghosting ${"a".repeat(1991)}`);
    expect(res.status).toBe(200);
  });

  it("403 when a free user names a session (free chats are never stored)", async () => {
    const user = await newUser("free");
    const res = await ask(user.cookie, "How do I prevent ghosting?", "a".repeat(64));
    expect(res.status).toBe(403);
    expect(await usageCount(user.id)).toBe(0);
  });
});

describe("ask: streaming", () => {
  it("streams the answer text, then the whole message, as text/event-stream", async () => {
    const user = await newUser("free");
    const res = await api(
      user.cookie,
      "POST",
      "/api/ask-sublimation-expert",
      { question: "How do I prevent ghosting?" },
      {
        Accept: "text/event-stream",
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(res);
    const deltas = events.filter((e) => e.event === "delta");
    const done = events.at(-1)!;
    expect(deltas.length).toBeGreaterThan(1);
    expect(done.event).toBe("done");
    expect(deltas.map((d) => d.data.text).join("")).toBe(done.data.answer);
    expect(done.data.troubleshooting_steps.length).toBeGreaterThan(0);
    expect(done.data.usage).toEqual({ used: 1, limit: 20, remaining: 19 });
    expect(await usageCount(user.id, usageMonth())).toBe(1);
    // The answered-message row is written once the answer was handed over.
    expect(await eventually(() => eventCount(user.id), 1)).toBe(1);
  });

  it("keeps 429 a plain status when streaming is asked for", async () => {
    const user = await newUser("free");
    await env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 20)")
      .bind(user.id, usageMonth())
      .run();
    const res = await api(
      user.cookie,
      "POST",
      "/api/ask-sublimation-expert",
      { question: "ghosting?" },
      { Accept: "text/event-stream" },
    );
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "Message limit reached" });
  });
});

describe("ask: the model fails (OpenAI HTTP API mocked at the boundary)", () => {
  const modelEnv = {
    ...env,
    OPENAI_API_KEY: "test-key",
    OPENAI_BASE_URL: "http://model.test/v1",
    AI_MODEL: "test-model",
  } as unknown as Env;
  const server = createServer(async () => new Response("page"));

  function mockModel(respond: () => Response | Promise<Response>) {
    const realFetch = globalThis.fetch;
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("http://model.test/")) return realFetch(input, init);
      calls.push(url);
      return respond();
    });
    return calls;
  }

  async function askThrough(cookie: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const res = await server.fetch(
      new Request(`${ORIGIN}/api/ask-sublimation-expert`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ question: "How do I prevent ghosting?" }),
      }),
      modelEnv,
      ctx,
    );
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, body };
  }

  it("a 500 from the model answers 502 'Failed to get response. Please try again.' and refunds the message", async () => {
    const user = await newUser("free");
    const calls = mockModel(
      () =>
        new Response(JSON.stringify({ error: { message: "boom" } }), {
          status: 500,
          headers: { "Content-Type": "application/json" },
        }),
    );
    const { res, body } = await askThrough(user.cookie);
    expect(calls).toEqual(["http://model.test/v1/chat/completions"]);
    expect(res.status).toBe(502);
    expect(JSON.parse(body)).toEqual({ message: "Failed to get response. Please try again." });
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  });

  it("a 429 from the model while streaming ends the stream with the error event and refunds", async () => {
    const user = await newUser("free");
    mockModel(
      () =>
        new Response(JSON.stringify({ error: { message: "slow down" } }), {
          status: 429,
          headers: { "Content-Type": "application/json" },
        }),
    );
    const { res, body } = await askThrough(user.cookie, { Accept: "text/event-stream" });
    expect(res.status).toBe(200);
    expect(body).toContain("event: error");
    expect(body).toContain("Failed to get response. Please try again.");
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  });

  it("a working model answers through the same endpoint and the message is counted", async () => {
    const user = await newUser("free");
    const reply = JSON.stringify({
      answer: "Tape the transfer and lift it straight up.",
      recommendations: ["Use tacky paper"],
      troubleshooting_steps: ["Tape two edges"],
      related_topics: ["Ghosting"],
      sources: ["fixing-ghosting", "not-a-guide"],
    });
    // The model is always asked to stream, so the first-token deadline applies to every ask.
    mockModel(
      () =>
        new Response(
          new Blob([modelChunk(reply.slice(0, 30)), modelChunk(reply.slice(30)), "data: [DONE]\n\n"]).stream(),
          {
            status: 200,
            headers: { "Content-Type": "text/event-stream" },
          },
        ),
    );
    const { res, body } = await askThrough(user.cookie);
    expect(res.status).toBe(200);
    const message = JSON.parse(body);
    expect(message.provider).toBe("openai");
    expect(message.answer).toBe("Tape the transfer and lift it straight up.");
    expect(message.sources.map((s: { id: string }) => s.id)).toEqual(["fixing-ghosting"]);
    expect(await usageCount(user.id, usageMonth())).toBe(1);
    expect(await eventCount(user.id)).toBe(1);
  });
});
