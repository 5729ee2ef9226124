// The configured model through the `openai` package: any OpenAI-compatible
// endpoint (OPENAI_BASE_URL, AI_MODEL). The question is grounded in passages
// retrieved from the site's content; the reply is a JSON object validated with
// zod; the answer text is passed on while the model is still writing it.
import OpenAI from "openai";
import { knowledgePrompt, knowledgeSourceIds } from "./sources";
import { shortTitle } from "./text";
import type { RetrievedContext } from "../services/retrieval";
import {
  ProviderError,
  providerAnswerSchema,
  type AnswerProvider,
  type AnswerRequest,
  type ProviderAnswer,
} from "./types";
import { MODEL_ANSWER_DEADLINE_MS } from "./deadlines";

export const DEFAULT_MODEL = "gpt-4o-mini";
/** The provider's own limit; the ask's deadlines (ADR 0310) are enforced around it by the caller. */
export const MODEL_TIMEOUT_MS = MODEL_ANSWER_DEADLINE_MS;

export interface OpenAIProviderOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  /** The HTTP client; tests pass one that answers like the model's API. */
  fetch?: typeof fetch;
}

const SYSTEM_PROMPT = `You are the sublimation printing expert of a learning site for hobbyists and small print shops.
Answer only from the CONTEXT passages, which come from the site's own quick answers, materials table, guides, press settings table and troubleshooting notes.
The first sentence of "answer" answers the question directly; tips and steps never repeat each other or the answer.
Quote temperatures, times and pressures exactly as the context gives them. If the context does not answer the question, say so plainly and do not invent figures.
Reply with one JSON object and nothing else, with these keys in this order:
"answer": the answer in plain text (short paragraphs, no HTML, no Markdown headings),
"recommendations": up to 4 short practical tips,
"troubleshooting_steps": up to 8 steps in order (no numbering),
"related_topics": up to 5 short topic names,
"sources": the ids of the guides and quick answers (from the context, e.g. "answer:..." ) you relied on.`;

const MAX_GUIDE_CHARS = 2500;

/** The retrieved content, as the model sees it. */
export function contextPrompt(ctx: RetrievedContext): string {
  const parts: string[] = knowledgePrompt(ctx);
  for (const { row } of ctx.settings.slice(0, 4)) {
    const f = row.temperatureFMin === null ? "no figure" : `${row.temperatureFMin}-${row.temperatureFMax} F`;
    parts.push(
      `[setting ${row.id}] ${row.substrate}: temperature ${f}; time ${row.time ?? "no figure"}; pressure ${row.pressure ?? "no figure"}${row.verified ? "" : " (unverified)"}. ${row.notes}`,
    );
  }
  for (const { row } of ctx.troubleshooting.slice(0, 2)) {
    const causes = row.causes.map((c, i) => `${i + 1}. ${c.cause} Fixes: ${c.fixes.join(" ")}`).join(" ");
    parts.push(
      `[troubleshooting ${row.id}] ${row.symptom}: ${row.summary} Causes, most likely first: ${causes} Guides: ${row.guides.join(", ")}`,
    );
  }
  for (const { row } of ctx.guides.slice(0, 3)) {
    parts.push(`[guide ${row.id}] ${row.title}. ${row.description}\n${row.content.slice(0, MAX_GUIDE_CHARS)}`);
  }
  return parts.length ? parts.join("\n\n") : "(no passages matched this question)";
}

/**
 * Pulls the text of the "answer" string out of a JSON object that is still
 * being written, so it can be shown before the object is complete.
 */
export function partialAnswer(json: string): string {
  const start = /"answer"\s*:\s*"/.exec(json);
  if (!start) return "";
  let out = "";
  for (let i = start.index + start[0].length; i < json.length; i++) {
    const ch = json[i];
    if (ch === '"') return out;
    if (ch !== "\\") {
      out += ch;
      continue;
    }
    const next = json[i + 1];
    if (next === undefined) return out;
    if (next === "u") {
      const hex = json.slice(i + 2, i + 6);
      if (hex.length < 4) return out;
      out += String.fromCharCode(parseInt(hex, 16));
      i += 5;
      continue;
    }
    out += ({ n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" } as Record<string, string>)[next] ?? next;
    i += 1;
  }
  return out;
}

/**
 * What the model may set. Whether an answer counts is the server's decision, never
 * the model's (ADR 0312): a "noAnswer" key in its reply is dropped.
 */
const modelReplySchema = providerAnswerSchema.omit({ noAnswer: true });

/** The model's reply as a validated answer (a JSON object, perhaps wrapped in a code fence). */
export function parseModelReply(text: string, allowedSources: Set<string>): ProviderAnswer {
  const trimmed = text
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    throw new ProviderError("The model's reply was not JSON", "malformed");
  }
  const parsed = modelReplySchema.safeParse(data);
  if (!parsed.success) throw new ProviderError("The model's reply did not have the expected shape", "malformed");
  return { ...parsed.data, noAnswer: false, sources: parsed.data.sources.filter((id) => allowedSources.has(id)) };
}

function toProviderError(error: unknown, signal?: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ProviderError("The model timed out", "timeout");
  if (error instanceof OpenAI.APIUserAbortError || signal?.aborted) {
    return new ProviderError(
      "The model call was stopped",
      signal?.reason instanceof DOMException && signal.reason.name === "TimeoutError" ? "timeout" : "aborted",
    );
  }
  if (error instanceof OpenAI.RateLimitError) return new ProviderError("The model is rate limited", "rate_limited");
  if (error instanceof OpenAI.APIError)
    return new ProviderError(`The model answered ${error.status ?? "without a status"}`, "upstream");
  return new ProviderError("The model call failed", "upstream");
}

export function createOpenAIProvider(options: OpenAIProviderOptions): AnswerProvider {
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    // Looked up per call, so the client made once per isolate always uses the runtime's current fetch.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeout: timeoutMs,
    // A failed answer is refunded and the person can simply ask again.
    maxRetries: 0,
  });
  const model = options.model ?? DEFAULT_MODEL;

  return {
    name: "openai",
    async answer(request: AnswerRequest): Promise<ProviderAnswer> {
      const ctx = request.context;
      const allowed = new Set(ctx.guides.map((g) => g.row.id));
      for (const t of ctx.troubleshooting.slice(0, 2))
        for (const id of t.row.guides) if (ctx.guideTitles.has(id)) allowed.add(id);
      for (const id of knowledgeSourceIds(ctx)) allowed.add(id);
      const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
        { role: "system", content: SYSTEM_PROMPT },
        ...request.history.slice(-6).flatMap((turn) => [
          { role: "user" as const, content: turn.question },
          { role: "assistant" as const, content: JSON.stringify({ answer: turn.answer }) },
        ]),
        { role: "user", content: `CONTEXT:\n${contextPrompt(ctx)}\n\nQUESTION: ${request.question}` },
      ];
      // One deadline for the whole answer, streamed or not (the client's own timeout covers only the wait for headers).
      const signals = [AbortSignal.timeout(timeoutMs)];
      if (request.signal) signals.push(request.signal);
      const signal = AbortSignal.any(signals);

      let result: ProviderAnswer;
      try {
        if (request.onText) {
          const stream = await client.chat.completions.create(
            { model, messages, stream: true, response_format: { type: "json_object" }, temperature: 0.2 },
            { signal },
          );
          // Each read races the deadline: a stream that stalls half-way must not hold the ask open.
          const aborted = new Promise<never>((_, reject) => {
            const fail = () => reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
            if (signal.aborted) fail();
            else signal.addEventListener("abort", fail, { once: true });
          });
          aborted.catch(() => undefined);
          const chunks = stream[Symbol.asyncIterator]();
          let raw = "";
          let sent = 0;
          for (;;) {
            let next: IteratorResult<OpenAI.Chat.Completions.ChatCompletionChunk>;
            try {
              next = await Promise.race([chunks.next(), aborted]);
            } catch (error) {
              stream.controller.abort();
              throw error;
            }
            if (next.done) break;
            const chunk = next.value;
            raw += chunk.choices[0]?.delta?.content ?? "";
            const text = partialAnswer(raw);
            if (text.length > sent) {
              request.onText(text.slice(sent));
              sent = text.length;
            }
          }
          result = parseModelReply(raw, allowed);
        } else {
          const completion = await client.chat.completions.create(
            { model, messages, response_format: { type: "json_object" }, temperature: 0.2 },
            { signal },
          );
          result = parseModelReply(completion.choices[0]?.message?.content ?? "", allowed);
        }
      } catch (error) {
        throw toProviderError(error, signal);
      }
      result.related_topics = result.related_topics.map(shortTitle);
      return result;
    },
  };
}
