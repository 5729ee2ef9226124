// The AI chat's shared vocabulary: payload schemas, the streamed event format,
// the texts shown to the user and the auto-title rule, used by the Worker and the browser.
import { z } from "zod";
import { AUTO_TITLE_LENGTH, FREE_MONTHLY_MESSAGES, MAX_QUESTION_LENGTH } from "./constants";

export const askSchema = z.object({
  question: z
    .string({ message: "Question is required" })
    .trim()
    .min(1, "Question is required")
    .max(MAX_QUESTION_LENGTH, `Question must be at most ${MAX_QUESTION_LENGTH} characters`),
  sessionId: z.string().trim().min(1).max(100).optional().nullable(),
});
export type AskInput = z.infer<typeof askSchema>;

export const renameSessionSchema = z.object({
  title: z
    .string({ message: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(100, "Title must be at most 100 characters"),
});

export interface ChatSource {
  id: string;
  title: string;
  link: string;
}

/** One answer as the API returns it (plus the guides it drew on). */
export interface ChatAnswer {
  answer: string;
  recommendations: string[];
  troubleshooting_steps: string[];
  /** What the numbered steps are: a procedure ("how-to", shown as "Steps") or fixes for a problem. */
  steps_kind?: "how-to" | "fixes";
  related_topics: string[];
  sources: ChatSource[];
  /** "openai" for the configured model, "embedded" for the built-in assistant. */
  provider: "openai" | "embedded";
}

/** A stored or just-answered chat message. */
export interface ChatMessage extends Omit<ChatAnswer, "provider"> {
  id: string;
  question: string;
  timestamp: string;
  provider?: ChatAnswer["provider"];
}

export interface ChatSessionSummary {
  id: string;
  title: string;
  messageCount: number;
}

export interface ChatHistoryItem {
  id: string;
  question: string;
  sessionId: string;
  timestamp: string;
}

/** The user's monthly messages after an ask: what the chat's counter shows. */
export interface MessageUsage {
  used: number;
  /** null for premium (unlimited). */
  limit: number | null;
  remaining: number | null;
}

export function messageUsage(used: number, premium: boolean): MessageUsage {
  if (premium) return { used, limit: null, remaining: null };
  return { used, limit: FREE_MONTHLY_MESSAGES, remaining: Math.max(0, FREE_MONTHLY_MESSAGES - used) };
}

/**
 * An answered ask as the API returns it: the message, its session, the real count
 * after it, and whether it was an honest "no answer" (which uses no message).
 */
export type AskReply = ChatMessage & { sessionId: string | null; usage: MessageUsage; noAnswer: boolean };

/**
 * Events of the streamed answer (text/event-stream): "delta" carries answer text
 * as it is produced, "done" the whole message, "error" a user-facing failure.
 */
export type ChatStreamEvent =
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: AskReply }
  | { event: "error"; data: { message: string } };

export const NEW_CHAT_TITLE = "New Chat";

/** A session's title: the first question cut to 50 characters, with an ellipsis when longer. */
export function autoTitle(question: string): string {
  const text = question.trim().replace(/\s+/g, " ");
  return text.length > AUTO_TITLE_LENGTH ? `${text.slice(0, AUTO_TITLE_LENGTH)}...` : text;
}

// The copy texts live apart from the zod schemas so the chat screen's browser
// code does not carry zod.
export { CHAT_TEXT, SUGGESTED_QUESTIONS } from "./chat-text";
