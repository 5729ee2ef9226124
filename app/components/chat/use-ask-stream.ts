// One ask to the expert, streamed: the hook places the question in the
// conversation as a pending message, grows it with each delta, replaces it with
// the saved message when the answer is done, and takes it out again when no
// answer came. Stop aborts the request and keeps what arrived so far (the
// server still finishes and saves it).
import { type Dispatch, type SetStateAction, useCallback, useRef, useState } from "react";
import type { ChatMessage, MessageUsage } from "@common/chat";
import { api } from "~/lib/api";
import type { ViewMessage } from "./chat-message";
import { readChatStream } from "./stream";

export type AskOutcome =
  /** The answer arrived; usage is the server's count after it. */
  | { kind: "answered"; usage: MessageUsage | undefined }
  /** Stop was pressed: the partial answer stays in the conversation. */
  | { kind: "stopped" }
  /** The session for the ask could not be had: nothing was sent. */
  | { kind: "not-sent" }
  /** The server refused the ask before answering (401, 429, ...), with its message. */
  | { kind: "refused"; status: number; message: string; retryAfter: number | null }
  /** The answer failed on the way or never finished. */
  | { kind: "failed" };

interface AskOptions {
  /** The session the ask belongs to (null outside sessions), or undefined when it could not be had. */
  session: () => Promise<string | null | undefined>;
  /** Called once the question is on its way (e.g. to clear the composer). */
  onSent: () => void;
}

/** The API's { message } (or its text) for a refused ask. */
async function serverMessage(res: { text(): Promise<string> }): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === "string") return parsed.message;
  } catch {
    // Not JSON: the text itself.
  }
  return text;
}

export function useAskStream(setMessages: Dispatch<SetStateAction<ViewMessage[]>>) {
  const [sending, setSending] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  const stop = useCallback(() => abortRef.current?.abort(), []);

  async function ask(question: string, { session, onSent }: AskOptions): Promise<AskOutcome> {
    setSending(true);
    try {
      const sessionId = await session();
      if (sessionId === undefined) return { kind: "not-sent" };
      onSent();
      return await stream(question, sessionId);
    } finally {
      abortRef.current = null;
      setSending(false);
    }
  }

  async function stream(question: string, sessionId: string | null): Promise<AskOutcome> {
    const localId = `pending-${Date.now()}`;
    const pending: ViewMessage = {
      id: localId,
      question,
      answer: "",
      recommendations: [],
      troubleshooting_steps: [],
      related_topics: [],
      sources: [],
      timestamp: new Date().toISOString(),
      pending: true,
    };
    setMessages((list) => [...list, pending]);
    const update = (fn: (m: ViewMessage) => ViewMessage) =>
      setMessages((list) => list.map((m) => (m.id === localId ? fn(m) : m)));
    const remove = () => setMessages((list) => list.filter((m) => m.id !== localId));

    const controller = new AbortController();
    abortRef.current = controller;
    let outcome: AskOutcome | null = null;
    try {
      const res = await api["ask-sublimation-expert"].$post(
        { json: sessionId ? { question, sessionId } : { question } },
        { headers: { Accept: "text/event-stream" }, init: { signal: controller.signal } },
      );
      if (!res.ok) {
        remove();
        return {
          kind: "refused",
          status: res.status,
          message: await serverMessage(res),
          retryAfter: Number(res.headers.get("Retry-After")) || null,
        };
      }
      await readChatStream(res, (event) => {
        if (event.event === "delta") update((m) => ({ ...m, answer: m.answer + event.data.text }));
        else if (event.event === "done") {
          const { sessionId: _s, usage, noAnswer: _n, ...message } = event.data;
          update(() => ({ ...(message as ChatMessage), pending: false }));
          outcome = { kind: "answered", usage };
        } else if (event.event === "error") {
          outcome = { kind: "failed" };
        }
      });
    } catch {
      if (!controller.signal.aborted) outcome = { kind: "failed" };
      else {
        update((m) => ({ ...m, pending: false, stopped: true, answer: m.answer || "(no answer yet)" }));
        return { kind: "stopped" };
      }
    }
    const settled: AskOutcome = outcome ?? { kind: "failed" };
    if (settled.kind === "failed") remove();
    return settled;
  }

  return { sending, ask, stop };
}
