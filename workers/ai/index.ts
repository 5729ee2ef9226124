// Chooses the answer provider: the configured model when OPENAI_API_KEY is set,
// otherwise the built-in assistant that answers from the site's content.
import { settings } from "../env";
import { embeddedProvider } from "./embedded";
import { createOpenAIProvider } from "./openai";
import type { AnswerProvider } from "./types";

export type { AnswerProvider } from "./types";

// One client per isolate and configuration, not one per ask.
const providers = new WeakMap<object, AnswerProvider>();

export function answerProvider(env: Env): AnswerProvider {
  const s = settings(env);
  if (!s.OPENAI_API_KEY) return embeddedProvider;
  let provider = providers.get(s);
  if (!provider) {
    provider = createOpenAIProvider({ apiKey: s.OPENAI_API_KEY, baseURL: s.OPENAI_BASE_URL, model: s.AI_MODEL });
    providers.set(s, provider);
  }
  return provider;
}
