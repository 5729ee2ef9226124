// One question and its answer: the answer text, Recommendations, numbered
// Troubleshooting Steps, Related Topics tags and the guides it drew on.
import { BookOpen, Bot, Check, Copy, User } from "lucide-react";
import { useState } from "react";
import { CHAT_TEXT } from "@common/chat-text";
import type { ChatMessage } from "@common/chat";
import { FormattedText } from "./formatted-text";
import { Link } from "~/components/ui/link";

export interface ViewMessage extends ChatMessage {
  /** Still arriving from the server. */
  pending?: boolean;
  /** The person pressed Stop before it finished. */
  stopped?: boolean;
}

export function ChatMessageView({ message }: { message: ViewMessage }) {
  const [copied, setCopied] = useState(false);
  const waiting = message.pending && !message.answer;

  async function copy() {
    try {
      await navigator.clipboard.writeText(message.answer);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <li className="space-y-3" data-testid="chat-message">
      <div className="flex justify-end">
        <div className="flex max-w-[85%] items-start gap-2 rounded-2xl rounded-tr-sm bg-brand-700 px-4 py-2 text-white">
          <User className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p className="whitespace-pre-wrap break-words">
            <span className="sr-only">You asked: </span>
            {message.question}
          </p>
        </div>
      </div>
      <article className="flex items-start gap-2" aria-busy={message.pending ? true : undefined}>
        <span className="mt-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Bot className="h-4 w-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 rounded-2xl rounded-tl-sm border border-slate-200 bg-white px-4 py-3 text-slate-800 shadow-sm">
          {waiting ? (
            <p className="flex items-center gap-2 text-slate-700">
              <span className="inline-flex gap-1" aria-hidden="true">
                <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500 [animation-delay:150ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500 [animation-delay:300ms]" />
              </span>
              {CHAT_TEXT.thinking}
            </p>
          ) : (
            <>
              <FormattedText text={message.answer} className="break-words leading-relaxed" />
              {message.stopped ? <p className="mt-2 text-sm italic text-slate-700">Stopped.</p> : null}
              {message.recommendations.length ? (
                <section className="mt-4">
                  <h3 className="text-sm font-semibold text-slate-900">Recommendations</h3>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                    {message.recommendations.map((r, i) => (
                      <li key={i}>{r}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {message.troubleshooting_steps.length ? (
                <section className="mt-4">
                  <h3 className="text-sm font-semibold text-slate-900">
                    {message.steps_kind === "how-to" ? "Steps" : "Troubleshooting Steps"}
                  </h3>
                  <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
                    {message.troubleshooting_steps.map((s, i) => (
                      <li key={i}>{s}</li>
                    ))}
                  </ol>
                </section>
              ) : null}
              {message.related_topics.length ? (
                <section className="mt-4">
                  <h3 className="text-sm font-semibold text-slate-900">Related Topics</h3>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {message.related_topics.map((t, i) => (
                      <li key={i}>
                        <Link
                          to={`/answers?q=${encodeURIComponent(t)}`}
                          className="block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
                        >
                          {t}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {message.sources.length ? (
                <section className="mt-4">
                  <h3 className="text-sm font-semibold text-slate-900">Sources</h3>
                  <ul className="mt-1 space-y-1 text-sm">
                    {message.sources.map((s) => (
                      <li key={s.id}>
                        <Link
                          to={s.link}
                          className="inline-flex items-start gap-1 text-brand-800 underline hover:text-brand-900"
                        >
                          <BookOpen className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                          {s.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {!message.pending ? (
                <div className="mt-3 flex flex-wrap items-center gap-3 text-xs text-slate-700">
                  {message.provider === "embedded" ? (
                    <span>Answered by the built-in assistant from this site's content</span>
                  ) : null}
                  <button
                    type="button"
                    onClick={copy}
                    className="inline-flex items-center gap-1 rounded px-1.5 py-1 hover:bg-slate-100"
                    aria-label="Copy answer"
                  >
                    {copied ? (
                      <Check className="h-3.5 w-3.5" aria-hidden="true" />
                    ) : (
                      <Copy className="h-3.5 w-3.5" aria-hidden="true" />
                    )}
                    {copied ? "Copied" : "Copy"}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </article>
    </li>
  );
}
