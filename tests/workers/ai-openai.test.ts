// The OpenAI provider against a mocked model HTTP API (the client's `fetch` is
// replaced at the boundary): non-streamed and streamed replies, malformed output,
// 429, 5xx and a timeout. No network call is made.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createOpenAIProvider, parseModelReply, partialAnswer } from "../../workers/ai/openai";
import { ProviderError } from "../../workers/ai/types";
import { retrieve, type RetrievedContext } from "../../workers/services/retrieval";
import { seedContent } from "./seed-helpers";

const good = {
  answer: "Press polyester shirts at 400 °F for 30-40 s.\nUse medium pressure.",
  recommendations: ["Lint-roll first"],
  troubleshooting_steps: ["Pre-press 3-5 s", "Press 30-40 s"],
  related_topics: ["Sublimating Polyester Shirts: Step by Step"],
  sources: ["answer:polyester-shirt-time-and-temperature", "made-up-guide"],
};

const completion = (content: string) => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  created: 1,
  model: "test-model",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function sse(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) {
        const chunk = {
          id: "c",
          object: "chat.completion.chunk",
          created: 1,
          model: "test-model",
          choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
        };
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
      }
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

interface Captured {
  url: string;
  body: any;
  headers: Headers;
}

function provider(
  respond: (req: Captured, signal?: AbortSignal | null) => Response | Promise<Response>,
  timeoutMs = 5000,
) {
  const captured: Captured[] = [];
  const fetchMock = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: Captured = {
      url: String(input instanceof Request ? input.url : input),
      body: JSON.parse(String(init?.body ?? "{}")),
      headers: new Headers(init?.headers),
    };
    captured.push(req);
    return respond(req, init?.signal);
  }) as typeof fetch;
  return {
    captured,
    p: createOpenAIProvider({
      apiKey: "test-key",
      baseURL: "http://model.test/v1",
      model: "test-model",
      fetch: fetchMock,
      timeoutMs,
    }),
  };
}

let ctx: RetrievedContext;
const QUESTION = "What temperature should I use for polyester shirts?";

beforeAll(async () => {
  await seedContent();
  ctx = await retrieve(env, QUESTION);
});

describe("OpenAI provider (model HTTP API mocked)", () => {
  it("sends the question grounded in the site's content and validates a non-streamed reply", async () => {
    const { p, captured } = provider(() => json(completion(JSON.stringify(good))));
    const result = await p.answer({ question: QUESTION, context: ctx, history: [{ question: "Hi", answer: "Hello" }] });
    expect(captured).toHaveLength(1);
    expect(captured[0].url).toBe("http://model.test/v1/chat/completions");
    expect(captured[0].headers.get("Authorization")).toBe("Bearer test-key");
    expect(captured[0].body.model).toBe("test-model");
    expect(captured[0].body.response_format).toEqual({ type: "json_object" });
    const prompt = captured[0].body.messages.at(-1).content as string;
    expect(prompt).toContain(QUESTION);
    // The engine's best passages, each under its id; the chart row with its figures.
    expect(prompt).toContain("[setting:polyester-shirt] 100% polyester T-shirt");
    expect(prompt).toContain("400 °F (204 °C)");
    expect(prompt.length).toBeLessThan(8200);
    expect(captured[0].body.messages.map((m: { role: string }) => m.role)).toEqual([
      "system",
      "user",
      "assistant",
      "user",
    ]);
    expect(result.answer).toBe(good.answer);
    expect(result.troubleshooting_steps).toEqual(good.troubleshooting_steps);
    // Only passages that were given as context can be cited; topics are shortened to their names.
    expect(result.sources).toEqual(["answer:polyester-shirt-time-and-temperature"]);
    expect(result.related_topics).toEqual(["Sublimating Polyester Shirts"]);
  });

  it("gives a guide section under its guide id and section number, citable by the guide's own id", async () => {
    // A symptom with a whole guide of its own: the guide's sections are among the engine's best passages.
    const ghosting = "How do I prevent ghosting?";
    const guideCtx = await retrieve(env, ghosting);
    const { p, captured } = provider(() => json(completion(JSON.stringify({ ...good, sources: [] }))));
    await p.answer({ question: ghosting, context: guideCtx, history: [] });
    const prompt = captured[0].body.messages.at(-1).content as string;
    expect(prompt).toMatch(/\[guide:[a-z0-9-]+#\d+\]/);
    const guideId = /\[guide:([a-z0-9-]+)#\d+\]/.exec(prompt)?.[1] as string;
    const cited = provider(() => json(completion(JSON.stringify({ ...good, sources: [guideId, "made-up-guide"] }))));
    const byGuide = await cited.p.answer({ question: ghosting, context: guideCtx, history: [] });
    expect(byGuide.sources).toEqual([guideId]);
  });

  it("passes the answer text on while a streamed reply is still arriving", async () => {
    const text = JSON.stringify(good);
    const pieces = text.match(/.{1,7}/gs)!;
    const { p, captured } = provider(() => sse(pieces));
    const seen: string[] = [];
    const result = await p.answer({ question: QUESTION, context: ctx, history: [], onText: (t) => seen.push(t) });
    expect(captured[0].body.stream).toBe(true);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.join("")).toBe(good.answer);
    expect(result.recommendations).toEqual(good.recommendations);
  });

  it.each([
    ["not JSON", "Sure! Press at 400 F."],
    ["the wrong shape", JSON.stringify({ answer: 42 })],
    ["an empty answer", JSON.stringify({ answer: "   " })],
  ])("rejects a reply that is %s as malformed", async (_label, content) => {
    const { p } = provider(() => json(completion(content)));
    await expect(p.answer({ question: QUESTION, context: ctx, history: [] })).rejects.toMatchObject({
      kind: "malformed",
    });
  });

  it("rejects a malformed streamed reply after its text was shown", async () => {
    const { p } = provider(() => sse(['{"answer": "Press at 400', " F", '", "recommendations": [oops']));
    const seen: string[] = [];
    await expect(
      p.answer({ question: QUESTION, context: ctx, history: [], onText: (t) => seen.push(t) }),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(seen.join("")).toBe("Press at 400 F");
  });

  it("turns a 429 into a rate-limited failure without retrying", async () => {
    const { p, captured } = provider(() => json({ error: { message: "Rate limit" } }, 429));
    await expect(p.answer({ question: QUESTION, context: ctx, history: [] })).rejects.toMatchObject({
      kind: "rate_limited",
    });
    expect(captured).toHaveLength(1);
  });

  it("turns a 503 into an upstream failure", async () => {
    const { p } = provider(() => json({ error: { message: "Overloaded" } }, 503));
    await expect(p.answer({ question: QUESTION, context: ctx, history: [] })).rejects.toMatchObject({
      kind: "upstream",
    });
  });

  it("gives up when the model does not answer in time", async () => {
    const { p } = provider(
      (_req, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener("abort", () => reject(signal.reason ?? new DOMException("aborted", "AbortError")));
        }),
      100,
    );
    const started = Date.now();
    await expect(p.answer({ question: QUESTION, context: ctx, history: [] })).rejects.toMatchObject({
      kind: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("gives up when a stream stalls half-way", async () => {
    const { p } = provider(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = {
            id: "c",
            object: "chat.completion.chunk",
            created: 1,
            model: "m",
            choices: [{ index: 0, delta: { content: '{"answer": "Pre' }, finish_reason: null }],
          };
          controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(chunk)}\n\n`));
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    }, 150);
    await expect(p.answer({ question: QUESTION, context: ctx, history: [], onText: () => {} })).rejects.toMatchObject({
      kind: "timeout",
    });
  });
});

describe("reading the model's JSON", () => {
  it("extracts the answer text from an unfinished JSON object, escapes included", () => {
    expect(partialAnswer('{"answer": "Line one\\nLine \\"two\\" \\u00b0F')).toBe('Line one\nLine "two" °F');
    expect(partialAnswer('{"answer": "done", "recommendations": ["x"]')).toBe("done");
    expect(partialAnswer('{"answ')).toBe("");
    expect(partialAnswer('{"answer": "half \\u00')).toBe("half ");
  });

  it("accepts a reply wrapped in a code fence", () => {
    const r = parseModelReply(
      "```json\n" + JSON.stringify(good) + "\n```",
      new Set(["answer:polyester-shirt-time-and-temperature"]),
    );
    expect(r.sources).toEqual(["answer:polyester-shirt-time-and-temperature"]);
  });
});
