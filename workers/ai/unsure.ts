// The honest "not sure" reply, given without asking any provider when the server
// decided the site's content holds no answer (RetrievedContext.answerable is false):
// the fixed no-answer text and the closest quick answers as topics to try instead.
import type { RetrievedContext } from "../services/retrieval";
import { closestQuestions } from "./compose";
import { NO_ANSWER_TEXT } from "./embedded";
import type { ProviderAnswer } from "./types";

export function unsureAnswer(context: RetrievedContext): ProviderAnswer {
  let topics = closestQuestions(context, new Set(), 0.15, 3);
  if (!topics.length) topics = context.starterQuestions.slice(0, 3);
  return {
    answer: NO_ANSWER_TEXT,
    recommendations: [],
    troubleshooting_steps: [],
    related_topics: topics,
    sources: [],
    noAnswer: true,
  };
}
