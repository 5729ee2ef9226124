// What an answer links to, and the quick answers and materials as a model sees them.
// Source ids are guide ids, or "answer:<id>" for a quick answer.
import type { RetrievedContext } from "../services/retrieval";
import { stripInline } from "./text";

export const ANSWER_SOURCE_PREFIX = "answer:";

export interface AnswerSource {
  id: string;
  title: string;
  link: string;
}

export function answerSourceId(answerId: string): string {
  return `${ANSWER_SOURCE_PREFIX}${answerId}`;
}

/** Public address of a quick answer. */
export function answerLink(answerId: string): string {
  return `/answers/${encodeURIComponent(answerId)}`;
}

/** Turns the ids a provider gave into links; ids the context does not know are dropped. */
export function resolveSources(ctx: RetrievedContext, ids: string[]): AnswerSource[] {
  const out: AnswerSource[] = [];
  for (const id of new Set(ids)) {
    if (id.startsWith(ANSWER_SOURCE_PREFIX)) {
      const answerId = id.slice(ANSWER_SOURCE_PREFIX.length);
      const a = ctx.answers.find((x) => x.row.id === answerId);
      if (a) out.push({ id, title: a.row.question, link: answerLink(answerId) });
      continue;
    }
    const title = ctx.guideTitles.get(id);
    if (title) out.push({ id, title, link: `/guides/${id}` });
  }
  return out;
}

/** The closest quick answers and the materials the question names, as context passages for a model. */
export function knowledgePrompt(ctx: RetrievedContext, maxAnswers = 3): string[] {
  const parts: string[] = [];
  for (const { row } of ctx.answers.slice(0, maxAnswers)) {
    parts.push(`[quick answer ${answerSourceId(row.id)}] ${row.question} ${stripInline(row.answer)}`);
  }
  for (const { row } of ctx.materials.slice(0, 2)) {
    const verdict =
      row.verdict === "yes"
        ? "yes"
        : row.verdict === "coated-only"
          ? "only as a sublimation-ready (coated) blank"
          : "no";
    parts.push(
      `[material ${row.id}] Can I sublimate on ${row.material} (${row.colour})? ${verdict}. ${row.explanation}${row.instead ? ` Instead: ${row.instead}` : ""}`,
    );
  }
  return parts;
}

/** Quick-answer source ids a model may cite for this context. */
export function knowledgeSourceIds(ctx: RetrievedContext, maxAnswers = 3): string[] {
  return ctx.answers.slice(0, maxAnswers).map((a) => answerSourceId(a.row.id));
}
