// The server decides what counts (ADR 0312): a message is given back only when the
// server itself decided no answer was given (the ranking found nothing to answer from,
// so no model was asked, or no answer text reached the reader). What the model says
// about its own answer is never trusted, and text that reached the reader is counted
// whatever happens after it. A stand-in model answers at the HTTP boundary (the
// Worker's fetch), as a model that follows instructions in the question would.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { usageMonth } from "@common/constants";
import { createServer } from "../../workers/server";
import { TENTATIVE_TEXT, UNSURE_TEXT } from "../../workers/ai/unsure";
import { retrieve } from "../../workers/services/retrieval";
import { ORIGIN } from "./helpers";
import { eventCount, newUser, readEvents, usageCount } from "./chat-helpers";
import { seedContent } from "./seed-helpers";
import { MODEL_BASE, modelChunk } from "./reliability-helpers";

const FAILED = "Failed to get response. Please try again.";
const modelEnv = {
  ...env,
  OPENAI_API_KEY: "test-key",
  OPENAI_BASE_URL: MODEL_BASE,
  AI_MODEL: "test-model",
} as unknown as Env;
const server = createServer(async () => new Response("page"));
const ANSWERABLE = "How do I prevent ghosting?";
const FULL_ANSWER = "Tape the transfer on two edges so it cannot shift, then lift it straight up after pressing.";

beforeAll(async () => {
  await seedContent();
  await retrieve(env, ANSWERABLE);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The model's API streams `reply` in a few pieces, whatever it is asked. */
function mockModel(reply: string | (() => Response)) {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(MODEL_BASE)) return realFetch(input, init);
    calls.push(url);
    if (typeof reply !== "string") return reply();
    const size = Math.ceil(reply.length / 5);
    const pieces = Array.from({ length: 5 }, (_, i) => modelChunk(reply.slice(i * size, (i + 1) * size)));
    return new Response(new Blob([...pieces, "data: [DONE]\n\n"]).stream(), {
      headers: { "Content-Type": "text/event-stream" },
    });
  });
  return calls;
}

async function askThrough(cookie: string, question: string, streamed: boolean) {
  const ctx = createExecutionContext();
  const res = await server.fetch(
    new Request(`${ORIGIN}/api/ask-sublimation-expert`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/json",
        ...(streamed ? { Accept: "text/event-stream" } : {}),
      },
      body: JSON.stringify({ question }),
    }),
    modelEnv,
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

describe("the model's own word about its answer is not trusted", () => {
  it.each([false, true])(
    "a reply with text and noAnswer: true is an answer and counts (streamed: %s)",
    async (streamed) => {
      const user = await newUser("free");
      mockModel(JSON.stringify({ answer: FULL_ANSWER, noAnswer: true, sources: ["fixing-ghosting"] }));
      const { res, body } = await askThrough(
        user.cookie,
        // The stand-in model says noAnswer whatever it is asked, as one told to by the question would.
        ANSWERABLE,
        streamed,
      );
      expect(res.status).toBe(200);
      const done = streamed ? (await readEvents(new Response(body))).at(-1)?.data : JSON.parse(body);
      expect(done.answer).toBe(FULL_ANSWER);
      expect(done.noAnswer).toBe(false);
      expect(done.usage).toEqual({ used: 1, limit: 20, remaining: 19 });
      expect(await usageCount(user.id, usageMonth())).toBe(1);
      expect(await eventCount(user.id)).toBe(1);
    },
  );

  it("the model is not asked to say whether it answered", async () => {
    const user = await newUser("free");
    let prompt = "";
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(MODEL_BASE)) return realFetch(input, init);
      prompt = String(init?.body ?? "");
      return new Response(
        new Blob([modelChunk(JSON.stringify({ answer: FULL_ANSWER })), "data: [DONE]\n\n"]).stream(),
        {
          headers: { "Content-Type": "text/event-stream" },
        },
      );
    });
    await askThrough(user.cookie, ANSWERABLE, false);
    expect(prompt).toContain("CONTEXT");
    expect(prompt).not.toContain("noAnswer");
  });
});

describe("text that reached the reader counts, whatever happens after", () => {
  it.each([
    ["thirteen tips", { answer: FULL_ANSWER, recommendations: Array.from({ length: 13 }, (_, i) => `Tip ${i + 1}`) }],
    ["a note after the JSON", `${JSON.stringify({ answer: FULL_ANSWER })}\nNote: done.`],
  ])("a streamed reply that fails validation after its text (%s) counts the message", async (_label, reply) => {
    const user = await newUser("free");
    mockModel(typeof reply === "string" ? reply : JSON.stringify(reply));
    const { res, body } = await askThrough(user.cookie, ANSWERABLE, true);
    expect(res.status).toBe(200);
    const list = await readEvents(new Response(body));
    const streamedText = list
      .filter((e) => e.event === "delta")
      .map((e) => e.data.text)
      .join("");
    expect(streamedText).toBe(FULL_ANSWER);
    expect(list.at(-1)).toEqual({ event: "error", data: { message: FAILED } });
    expect(await usageCount(user.id, usageMonth())).toBe(1);
    expect(await eventCount(user.id)).toBe(1);
  });

  it("the same failure on a JSON ask gives the message back: no text reached the reader", async () => {
    const user = await newUser("free");
    mockModel(`${JSON.stringify({ answer: FULL_ANSWER })}\nNote: done.`);
    const { res, body } = await askThrough(user.cookie, ANSWERABLE, false);
    expect(res.status).toBe(502);
    expect(JSON.parse(body)).toEqual({ message: FAILED });
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  });
});

describe("a failure before any text gives the message back", () => {
  it("a streamed reply that fails validation before any answer text is refunded", async () => {
    const user = await newUser("free");
    mockModel('{"recommendations": [oops');
    const { body } = await askThrough(user.cookie, ANSWERABLE, true);
    const list = await readEvents(new Response(body));
    expect(list.some((e) => e.event === "delta")).toBe(false);
    expect(list.at(-1)).toEqual({ event: "error", data: { message: FAILED } });
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  });

  it("a model that answers 500 is refunded (streamed)", async () => {
    const user = await newUser("free");
    mockModel(
      () =>
        new Response(JSON.stringify({ error: { message: "boom" } }), {
          status: 500,
          headers: { "Content-Type": "application/json" },
        }),
    );
    const { body } = await askThrough(user.cookie, ANSWERABLE, true);
    expect((await readEvents(new Response(body))).at(-1)?.event).toBe("error");
    expect(await usageCount(user.id, usageMonth())).toBe(0);
  });
});

describe("the server's own 'no answer'", () => {
  it.each([false, true])(
    "a question the content does not answer never reaches the model; the unsure reply is free (streamed: %s)",
    async (streamed) => {
      const user = await newUser("free");
      const calls = mockModel(JSON.stringify({ answer: "Canberra." }));
      const { res, body } = await askThrough(user.cookie, "What is the capital of Australia?", streamed);
      expect(res.status).toBe(200);
      expect(calls).toEqual([]);
      const list = streamed ? await readEvents(new Response(body)) : [];
      const done = streamed ? list.at(-1)?.data : JSON.parse(body);
      expect(done.answer).toBe(UNSURE_TEXT);
      expect(done.noAnswer).toBe(true);
      expect(done.related_topics.length).toBeGreaterThan(0);
      expect(done.usage).toEqual({ used: 0, limit: 20, remaining: 20 });
      expect(await usageCount(user.id, usageMonth())).toBe(0);
      expect(await eventCount(user.id)).toBe(0);
    },
  );

  it.each([false, true])(
    "a question close to an answer but below the confidence rule gets that answer offered as unsure, free and without the model (streamed: %s)",
    async (streamed) => {
      const user = await newUser("free");
      const question = "is 100 percent cotton ok if i use a spray";
      const context = await retrieve(env, question);
      expect(context.answerable).toBe(false);
      expect(context.tentative).toBe(true);
      const calls = mockModel(JSON.stringify({ answer: FULL_ANSWER }));
      const { res, body } = await askThrough(user.cookie, question, streamed);
      expect(res.status).toBe(200);
      expect(calls).toEqual([]);
      const list = streamed ? await readEvents(new Response(body)) : [];
      const done = streamed ? list.at(-1)?.data : JSON.parse(body);
      expect(done.answer.startsWith(TENTATIVE_TEXT)).toBe(true);
      expect(done.answer).toContain(context.ranked[0].passage.title);
      expect(done.noAnswer).toBe(true);
      expect(done.usage).toEqual({ used: 0, limit: 20, remaining: 20 });
      expect(await usageCount(user.id, usageMonth())).toBe(0);
    },
  );
});
