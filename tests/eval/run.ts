// Runs evaluation questions through the engine and the built-in assistant, and
// through a recording stand-in for the model (what context would the model
// get?). Three outcomes per question: right (the facts), honest (says it is not
// sure and points somewhere), confidently wrong.
import { contextFor } from "../../workers/ai/context";
import { composeAnswer } from "../../workers/ai/embedded";
import type { EngineIndex } from "../../workers/ai/engine";
import { contextPrompt } from "../../workers/ai/openai";
import { TENTATIVE_TEXT } from "../../workers/ai/unsure";
import type { ContentSnapshot } from "../../workers/ai/snapshot";
import type { EvalQuestion } from "./questions";
import { judge } from "./score";

export type Outcome = "right" | "honest" | "wrong";

export interface SplitResult {
  name: string;
  total: number;
  right: number;
  honest: number;
  wrong: number;
  /** Honest replies that offered the closest passage (said to be unsure): with the question's facts, and without. */
  hedgedRight: number;
  hedgedWrong: number;
  /** Answerable questions whose facts are all in the model's context. */
  recalled: number;
  answerable: number;
  lines: string[];
}

const matches = (text: string, alternatives: string[]) => alternatives.some((a) => new RegExp(a, "i").test(text));

export function runSplit(
  name: string,
  questions: EvalQuestion[],
  snapshot: ContentSnapshot,
  index: EngineIndex,
  threshold?: number,
): SplitResult {
  const result: SplitResult = {
    name,
    total: 0,
    right: 0,
    honest: 0,
    wrong: 0,
    hedgedRight: 0,
    hedgedWrong: 0,
    recalled: 0,
    answerable: 0,
    lines: [],
  };
  for (const q of questions) {
    const ctx = contextFor(snapshot, index, q.q, threshold);
    const answer = composeAnswer(ctx);
    const verdict = judge(q, answer);
    let outcome: Outcome;
    if (verdict.ok) outcome = "right";
    else if (answer.noAnswer && answer.sources.length > 0) outcome = "honest";
    else outcome = "wrong";
    result.total++;
    result[outcome]++;
    if (outcome === "honest" && answer.answer.startsWith(TENTATIVE_TEXT)) {
      // Scored like an answer, with its first sentence after the "not sure" one.
      const offered = {
        ...answer,
        answer: answer.answer.slice(TENTATIVE_TEXT.length).replace(/^.*?”:\s*/, ""),
        noAnswer: false,
      };
      if (!q.none && judge(q, offered).ok) result.hedgedRight++;
      else result.hedgedWrong++;
    }
    if (!q.none) {
      result.answerable++;
      // The model's context, exactly as the model provider builds its prompt.
      const context = contextPrompt(ctx);
      if ((q.must ?? []).every((fact) => matches(context, fact))) result.recalled++;
      else result.lines.push(`  context misses facts of ${JSON.stringify(q.q)}`);
    }
    if (outcome !== "right") {
      const top = ctx.ranked[0];
      result.lines.push(
        [
          `${outcome === "wrong" ? "✗ CONFIDENTLY WRONG" : "~ honest"} ${JSON.stringify(q.q)} [${q.area}] fit ${ctx.confidence.toFixed(2)} top ${top?.passage.id ?? "-"}`,
          `    ${verdict.why.join("; ")}`,
          `    answered: ${JSON.stringify(answer.answer.slice(0, 240))}`,
        ].join("\n"),
      );
    }
  }
  return result;
}

const pct = (n: number, d: number) => `${d ? ((n / d) * 100).toFixed(1) : "0.0"}%`;

export function summary(r: SplitResult): string {
  return `${r.name}: ${r.total} questions: right ${r.right} (${pct(r.right, r.total)}), honest ${r.honest} (${pct(r.honest, r.total)}), confidently wrong ${r.wrong} (${pct(r.wrong, r.total)}); of the honest, the closest answer offered ${r.hedgedRight} times with the facts and ${r.hedgedWrong} without; context recall ${r.recalled}/${r.answerable} (${pct(r.recalled, r.answerable)})`;
}
