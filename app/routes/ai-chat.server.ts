// What the chat screen needs from the Worker before it renders.
import { data } from "react-router";
import { isPremium } from "@common/user";
import { settings } from "../../workers/env";
import type { User } from "../../workers/db/schema-types";
import { askSchema, type AskReply } from "@common/chat";
import { CHAT_TEXT } from "@common/chat-text";
import { HttpError } from "../../workers/lib/http";
import { clientAddress } from "../../workers/services/rate-limit";
import { completeAsk, listSessions, prepareAsk } from "../../workers/services/chat";

export async function loadChatScreen(env: Env, user: User | null) {
  // Which assistant answers is not a secret: the screen labels the built-in one.
  const assistant: "openai" | "embedded" = settings(env).OPENAI_API_KEY ? "openai" : "embedded";
  const sessions = user && isPremium(user) ? await listSessions(env, user.id) : null;
  return { assistant, sessions };
}

/** What a form-posted ask renders: the answer, or the reason there is none (and the question, kept). */
export type FormAskResult =
  | { kind: "answered"; reply: AskReply }
  | { kind: "refused"; status: number; message: string; question: string; retryAfter?: number };

async function askFromForm(cloudflare: { env: Env }, user: User | null, request: Request): Promise<FormAskResult> {
  const form = await request.formData();
  // A suggested question's button, else the typed question.
  const question = String(form.get("suggested") || form.get("question") || "");
  if (!user) return { kind: "refused", status: 401, message: CHAT_TEXT.loginDescription, question };
  const parsed = askSchema.safeParse({ question });
  if (!parsed.success) {
    return { kind: "refused", status: 400, message: parsed.error.issues[0]?.message ?? "Invalid question", question };
  }
  try {
    // Same checks as the API, the per-user and per-network ask rate limit included.
    const prepared = await prepareAsk(cloudflare.env, user, { question: parsed.data.question }, clientAddress(request));
    // Bookkeeping is awaited (no background task), so the counter on the page that follows is exact.
    const reply = await completeAsk(cloudflare.env, prepared);
    return { kind: "answered", reply };
  } catch (error) {
    if (error instanceof HttpError) {
      const retryAfter = typeof error.extra.retryAfter === "number" ? error.extra.retryAfter : undefined;
      return { kind: "refused", status: error.status, message: error.message, question, retryAfter };
    }
    throw error;
  }
}

/**
 * The form-posted ask as the page's action answers it: a refusal carries its
 * status (401, 400, 429 with Retry-After, ...) on the page's response too, not
 * only in the text the page shows.
 */
export async function chatFormAction(cloudflare: { env: Env }, user: User | null, request: Request) {
  const result = await askFromForm(cloudflare, user, request);
  if (result.kind === "answered") return data<FormAskResult>(result);
  return data<FormAskResult>(result, {
    status: result.status,
    headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
  });
}
