// Scores one answer of the built-in assistant against an evaluation question.
import type { ProviderAnswer } from "../../workers/ai/types";
import { sentences } from "../../workers/ai/text";
import type { EvalQuestion } from "./questions";

export interface Verdict {
  ok: boolean;
  why: string[];
}

const matches = (text: string, alternatives: string[]) => alternatives.some((a) => new RegExp(a, "i").test(text));

export function judge(q: EvalQuestion, a: ProviderAnswer): Verdict {
  const why: string[] = [];
  if (q.none) {
    if (!a.noAnswer) why.push("expected the honest no-answer");
    return { ok: why.length === 0, why };
  }
  if (a.noAnswer) return { ok: false, why: ["answered with no-answer"] };
  const text = [a.answer, ...a.recommendations, ...a.troubleshooting_steps].join("\n");
  const lead = sentences(a.answer.replace(/\n+/g, " "))[0] ?? "";
  for (const fact of q.must ?? []) if (!matches(text, fact)) why.push(`missing one of [${fact.join(" | ")}]`);
  for (const fact of q.lead ?? [])
    if (!matches(lead, fact)) why.push(`first sentence lacks one of [${fact.join(" | ")}]`);
  for (const fact of q.not ?? []) if (matches(text, fact)) why.push(`must not say [${fact.join(" | ")}]`);
  return { ok: why.length === 0, why };
}
