// Three outcomes per question: right (the facts), honest (the assistant said it has
// no sure answer and pointed somewhere), or confidently wrong (it answered, and the
// answer lacks a required fact, states a forbidden one, or answers the unanswerable).
import type { ProviderAnswer } from "../../workers/ai/types";
import type { EvalQuestion } from "./questions";
import { judge } from "./score";

export type Outcome = "right" | "honest" | "wrong";

export function outcome(q: EvalQuestion, a: ProviderAnswer): { outcome: Outcome; why: string[] } {
  if (a.noAnswer) return { outcome: q.none ? "right" : "honest", why: q.none ? [] : ["said it is not sure"] };
  const verdict = judge(q, a);
  return { outcome: verdict.ok ? "right" : "wrong", why: verdict.ok ? [] : verdict.why };
}
