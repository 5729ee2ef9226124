// The one interface both answer providers (the configured model and the
// built-in assistant) implement.
import { z } from "zod";
import type { RetrievedContext } from "./context";

/** The structured part every provider must produce; a model's output is validated against it. */
export const providerAnswerSchema = z.object({
  answer: z.string().trim().min(1).max(8000),
  recommendations: z.array(z.string().trim().min(1).max(1000)).max(12).default([]),
  troubleshooting_steps: z.array(z.string().trim().min(1).max(1000)).max(15).default([]),
  /** What the numbered steps are: a procedure ("how-to") or fixes for a problem ("fixes"). */
  steps_kind: z.enum(["how-to", "fixes"]).optional(),
  related_topics: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
  /** Ids of the passages the answer drew on (only ids that were given as context are kept). */
  sources: z.array(z.string().max(100)).max(10).default([]),
  noAnswer: z.boolean().default(false),
});
export type ProviderAnswer = z.infer<typeof providerAnswerSchema>;

export interface HistoryTurn {
  question: string;
  answer: string;
}

export interface AnswerRequest {
  question: string;
  context: RetrievedContext;
  /** Earlier turns of this conversation, oldest first (premium sessions only). */
  history: HistoryTurn[];
  /** Receives the answer text as it is produced. */
  onText?: (text: string) => void;
  signal?: AbortSignal;
}

export interface AnswerProvider {
  readonly name: "openai" | "embedded";
  answer(request: AnswerRequest): Promise<ProviderAnswer>;
}

/** A provider failure the user sees as 'Failed to get response. Please try again.' */
export class ProviderError extends Error {
  constructor(
    message: string,
    public readonly kind: "timeout" | "rate_limited" | "upstream" | "malformed" | "aborted",
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
