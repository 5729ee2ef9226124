// How long an answer may take (ADR 0310). Past a deadline the ask fails with
// 'Failed to get response. Please try again.' and its message is given back.
import { isProduction } from "../env";

/** The configured model must start writing (its first streamed token) within this. */
export const MODEL_FIRST_TOKEN_DEADLINE_MS = 10_000;
/**
 * The configured model's whole answer, from the moment the ask passed its checks.
 * Kept under the 30 s a Worker may keep working after its reader has gone, so a
 * timed-out ask always lives long enough to give its message back.
 */
export const MODEL_ANSWER_DEADLINE_MS = 25_000;
/** The built-in assistant (content search and composition, no network but D1). */
export const BUILTIN_ANSWER_DEADLINE_MS = 3_000;

export interface AnswerDeadlines {
  /** Until the first answer text (or the whole answer, when nothing is streamed). */
  firstTokenMs: number;
  /** Until the whole answer. */
  answerMs: number;
}

type DeadlineVars = Partial<
  Record<"AI_FIRST_TOKEN_DEADLINE_MS" | "AI_ANSWER_DEADLINE_MS" | "AI_BUILTIN_DEADLINE_MS", string>
>;

/** A positive whole number of milliseconds from a variable, or the default. */
function override(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * The deadlines for one answer. Outside production they may be shortened (tests,
 * local trials) with AI_FIRST_TOKEN_DEADLINE_MS, AI_ANSWER_DEADLINE_MS and
 * AI_BUILTIN_DEADLINE_MS; production always uses the recorded figures.
 */
export function answerDeadlines(env: Env, provider: "openai" | "embedded"): AnswerDeadlines {
  const vars: DeadlineVars = isProduction(env) ? {} : (env as unknown as DeadlineVars);
  if (provider === "embedded") {
    const ms = override(vars.AI_BUILTIN_DEADLINE_MS, BUILTIN_ANSWER_DEADLINE_MS);
    return { firstTokenMs: ms, answerMs: ms };
  }
  const answerMs = override(vars.AI_ANSWER_DEADLINE_MS, MODEL_ANSWER_DEADLINE_MS);
  return {
    firstTokenMs: Math.min(answerMs, override(vars.AI_FIRST_TOKEN_DEADLINE_MS, MODEL_FIRST_TOKEN_DEADLINE_MS)),
    answerMs,
  };
}

/** Thrown when an answer missed its deadline. */
export class DeadlineExceeded extends Error {
  constructor(public readonly which: "first-token" | "answer") {
    super(which === "first-token" ? "The answer did not start in time" : "The answer did not finish in time");
    this.name = "DeadlineExceeded";
  }
}

/**
 * Runs `work` under the deadlines: `started()` must be called when the first text
 * arrives. Past a deadline the signal given to `work` is aborted and the returned
 * promise rejects at once, even if `work` ignores the signal and never settles.
 */
export async function withDeadlines<T>(
  deadlines: AnswerDeadlines,
  work: (signal: AbortSignal, started: () => void) => Promise<T>,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let fail!: (error: unknown) => void;
  const missed = new Promise<never>((_, reject) => (fail = reject));
  const expire = (which: "first-token" | "answer") => {
    const error = new DeadlineExceeded(which);
    controller.abort(error);
    fail(error);
  };
  let firstToken: ReturnType<typeof setTimeout> | undefined =
    deadlines.firstTokenMs < deadlines.answerMs
      ? setTimeout(() => expire("first-token"), deadlines.firstTokenMs)
      : undefined;
  const whole = setTimeout(() => expire("answer"), deadlines.answerMs);
  const started = () => {
    if (firstToken !== undefined) clearTimeout(firstToken);
    firstToken = undefined;
  };
  const onOuterAbort = () => {
    controller.abort(outer?.reason);
    fail(outer?.reason ?? new DOMException("Aborted", "AbortError"));
  };
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener("abort", onOuterAbort, { once: true });
  try {
    return await Promise.race([work(controller.signal, started), missed]);
  } finally {
    if (firstToken !== undefined) clearTimeout(firstToken);
    clearTimeout(whole);
    outer?.removeEventListener("abort", onOuterAbort);
  }
}
