// Helpers for the assistant's reliability tests: a bound on how long an ask may
// take (a stalled ask fails the test instead of hanging it), and a model HTTP API
// mocked at the boundary that answers, streams slowly, or never answers.

/** Runs `work`, failing with a clear message when it has not settled within `ms`. */
export async function withinMs<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms (stalled)`)), ms);
  });
  try {
    return await Promise.race([work(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Adds `count` long archive guides to this test file's D1 (words no question uses),
 * so loading the content snapshot takes longer than refusing an ask does: the
 * refused request has ended while its load is still in flight.
 */
export async function addArchiveGuides(count: number, words = 4000) {
  const { env } = await import("cloudflare:test");
  const body = Array.from({ length: words }, (_, i) => `zqarchive${i % 97}`).join(" ");
  const statements = Array.from({ length: count }, (_, i) =>
    env.DB.prepare(
      "INSERT INTO guides (id, title, description, content, category, difficulty, sort_order, created_at) VALUES (?, ?, ?, ?, 'basics', 'beginner', ?, '2026-01-01')",
    ).bind(`zq-archive-${i}`, `Zqarchive note ${i}`, "Zqarchive filler kept for volume only.", body, 10_000 + i),
  );
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
}

export const MODEL_BASE = "http://model.test/v1";

/** A chat.completion chunk as the model's API streams it. */
export function modelChunk(content: string): Uint8Array<ArrayBuffer> {
  const chunk = {
    id: "c",
    object: "chat.completion.chunk",
    created: 1,
    model: "test-model",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
  return new TextEncoder().encode(`data: ${JSON.stringify(chunk)}\n\n`);
}

export const MODEL_REPLY = JSON.stringify({
  answer: "Tape the transfer on two edges so it cannot shift, then lift it straight up after pressing.",
  recommendations: ["Use heat-resistant tape"],
  troubleshooting_steps: ["Tape two edges", "Press", "Lift straight up"],
  related_topics: ["Ghosting"],
  sources: ["fixing-ghosting"],
});

/** How the mocked model behaves for one call. */
export type ModelBehaviour =
  /** Answers at once (streamed when asked to stream). */
  | { kind: "answer" }
  /** Streams the reply in pieces, `gapMs` apart. */
  | { kind: "slow"; gapMs: number; pieces?: number }
  /** Never sends anything, and ignores the caller's abort signal, like a server that hangs. */
  | { kind: "hang" }
  /** Sends the first pieces of a streamed reply, then never another byte. */
  | { kind: "stall-after"; pieces: number };

function piecesOf(reply: string, count: number): string[] {
  const size = Math.ceil(reply.length / count);
  return Array.from({ length: count }, (_, i) => reply.slice(i * size, (i + 1) * size)).filter(Boolean);
}

/** The model's HTTP API for one call, as the Worker's fetch would receive it. */
export function modelResponse(behaviour: ModelBehaviour, streamed: boolean): Promise<Response> {
  if (behaviour.kind === "hang") return new Promise<Response>(() => {});
  if (!streamed) {
    const body = {
      id: "c1",
      object: "chat.completion",
      created: 1,
      model: "test-model",
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: MODEL_REPLY } }],
    };
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }));
  }
  const pieces = piecesOf(MODEL_REPLY, behaviour.kind === "slow" ? (behaviour.pieces ?? 8) : 8);
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (behaviour.kind === "stall-after" && i >= behaviour.pieces) return new Promise<void>(() => {});
      if (behaviour.kind === "slow" && i > 0) await new Promise((r) => setTimeout(r, behaviour.gapMs));
      if (i < pieces.length) {
        controller.enqueue(modelChunk(pieces[i++]));
        return;
      }
      controller.enqueue(new TextEncoder().encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
  return Promise.resolve(new Response(body, { headers: { "Content-Type": "text/event-stream" } }));
}

/** Reads `read` until it gives `expected` (work the Worker finishes after its answer), or gives up after `ms`. */
export async function eventually<T>(read: () => Promise<T>, expected: T, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (value !== expected && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}
