// The AI chat screen for a signed-in user: the conversation, the composer, the
// plan badge and limit banner, and for premium users the saved sessions.
import { Bot, Crown, History, Plus, Send, Square } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { buttonClass } from "~/components/ui/button-class";
import { useToast } from "~/components/ui/toast";
import { ApiError, api, data, ok } from "~/lib/api";
import type { ChatSessionSummary } from "@common/chat";
import { CHAT_TEXT, SUGGESTED_QUESTIONS } from "@common/chat-text";
import { FREE_MONTHLY_MESSAGES, MAX_QUESTION_LENGTH, REDIRECT_AFTER_ASK_401_MS } from "@common/constants";
import { loginUrl } from "@common/redirect";
import { isPremium, type CurrentUser } from "@common/user";
import { cn } from "~/lib/utils";
import { ChatMessageView, type ViewMessage } from "./chat-message";
import { SessionSidebar } from "./session-sidebar";
import { useAskStream } from "./use-ask-stream";
import { Link } from "~/components/ui/link";

interface Props {
  user: CurrentUser;
  assistant: "openai" | "embedded";
  initialSessions: ChatSessionSummary[] | null;
  initialQuestion: string;
}

export function ChatScreen({ user, assistant, initialSessions, initialQuestion }: Props) {
  const premium = isPremium(user);
  const toast = useToast();
  const [used, setUsed] = useState(user.monthlyMessageCount);
  const [messages, setMessages] = useState<ViewMessage[]>([]);
  const [sessions, setSessions] = useState<ChatSessionSummary[]>(initialSessions ?? []);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [input, setInput] = useState(initialQuestion.slice(0, MAX_QUESTION_LENGTH));
  const [loadingSession, setLoadingSession] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  // New Chat's session, while the server is still creating it: an ask sent meanwhile goes there.
  const creatingRef = useRef<Promise<string | null> | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { sending, ask, stop } = useAskStream(setMessages);

  const atLimit = !premium && used >= FREE_MONTHLY_MESSAGES;

  // A question typed into the server-rendered box before React took it over is kept.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setInput(typed.slice(0, MAX_QUESTION_LENGTH));
  }, []);

  // A link with ?q= followed while already on this screen fills the box too (never sends).
  useEffect(() => {
    if (initialQuestion) setInput(initialQuestion.slice(0, MAX_QUESTION_LENGTH));
  }, [initialQuestion]);

  // Follow the conversation as it grows; an empty one (the welcome screen) stays where the page loaded.
  useEffect(() => {
    if (messages.length) endRef.current?.scrollIntoView({ block: "end" });
  }, [messages]);

  const refreshSessions = useCallback(async () => {
    if (!premium) return;
    try {
      setSessions(await data(api["chat-sessions"].$get()));
    } catch {
      // The list keeps its last state.
    }
  }, [premium]);

  function failToast() {
    toast({ title: CHAT_TEXT.errorTitle, description: CHAT_TEXT.failed, variant: "destructive" });
  }

  function limitToast() {
    toast({ title: CHAT_TEXT.limitTitle, description: CHAT_TEXT.limitDescription, variant: "destructive" });
  }

  /** The session a premium ask goes to (made first when there is none); undefined when it could not be made. */
  async function sessionForAsk(): Promise<string | null | undefined> {
    if (!premium) return null;
    try {
      if (creatingRef.current) return (await creatingRef.current) ?? undefined;
      if (activeId) return activeId;
      const created = await data(api["chat-sessions"].$post());
      setActiveId(created.id);
      setSessions((list) => [created, ...list]);
      return created.id;
    } catch {
      return undefined;
    }
  }

  async function send(text: string) {
    const question = text.trim();
    // An empty question is ignored.
    if (!question || sending) return;
    if (atLimit) {
      limitToast();
      return;
    }
    const outcome = await ask(question, { session: sessionForAsk, onSent: () => setInput("") });
    if (outcome.kind === "answered") {
      // The counter moves only when an answer arrived, to the server's real count
      // (an honest "no answer" gave the message back, so it stays where it was).
      if (outcome.usage) setUsed(outcome.usage.used);
    } else if (outcome.kind === "refused" || outcome.kind === "failed") {
      setInput(question);
      if (outcome.kind === "refused" && outcome.status === 401) {
        toast({ title: CHAT_TEXT.loginTitle, description: CHAT_TEXT.loginDescription, variant: "destructive" });
        setTimeout(
          () => window.location.assign(loginUrl(window.location.pathname + window.location.search)),
          REDIRECT_AFTER_ASK_401_MS,
        );
      } else if (outcome.kind === "refused" && outcome.status === 429) {
        setUsed((n) => Math.max(n, FREE_MONTHLY_MESSAGES));
        limitToast();
      } else {
        failToast();
      }
    } else if (outcome.kind === "not-sent") {
      failToast();
      return;
    }
    // A stopped answer leaves the counter alone: the next answer (or page load) brings the real count.
    void refreshSessions();
    inputRef.current?.focus();
  }

  async function newChat() {
    stop();
    setShowHistory(false);
    setMessages([]);
    setInput("");
    if (!premium) return;
    setActiveId(null);
    const creating = data(api["chat-sessions"].$post()).then(
      (created) => {
        setSessions((list) => [created, ...list.filter((s) => s.id !== created.id)]);
        setActiveId(created.id);
        return created.id;
      },
      () => {
        failToast();
        return null;
      },
    );
    creatingRef.current = creating;
    inputRef.current?.focus();
    await creating;
    if (creatingRef.current === creating) creatingRef.current = null;
  }

  async function selectSession(id: string) {
    if (id === activeId) return;
    stop();
    creatingRef.current = null;
    setShowHistory(false);
    setActiveId(id);
    setMessages([]);
    setLoadingSession(true);
    try {
      setMessages(await data(api["chat-sessions"][":id"].messages.$get({ param: { id } })));
    } catch {
      failToast();
    } finally {
      setLoadingSession(false);
    }
  }

  async function renameSession(id: string, title: string) {
    try {
      const renamed = await data(api["chat-sessions"][":id"].$patch({ param: { id }, json: { title } }));
      setSessions((list) => list.map((s) => (s.id === id ? renamed : s)));
      toast({ title: CHAT_TEXT.success, description: "Chat session renamed." });
    } catch {
      toast({ title: CHAT_TEXT.errorTitle, description: CHAT_TEXT.renameFailed, variant: "destructive" });
    }
  }

  async function deleteSession(id: string) {
    try {
      await ok(api["chat-sessions"][":id"].$delete({ param: { id } }));
      setSessions((list) => list.filter((s) => s.id !== id));
      if (id === activeId) {
        // Deleting the active session clears the view.
        setActiveId(null);
        setMessages([]);
      }
      toast({ title: CHAT_TEXT.success, description: "Chat session deleted." });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setSessions((list) => list.filter((s) => s.id !== id));
      toast({ title: CHAT_TEXT.errorTitle, description: CHAT_TEXT.deleteFailed, variant: "destructive" });
    }
  }

  const sidebar = premium ? (
    <SessionSidebar
      sessions={sessions}
      activeId={activeId}
      busy={sending}
      onNewChat={newChat}
      onSelect={selectSession}
      onRename={renameSession}
      onDelete={deleteSession}
    />
  ) : null;

  return (
    <div className="mx-auto flex w-full max-w-7xl gap-6 px-3 py-6 sm:px-4">
      {/* The sessions stay in view while a long conversation scrolls (below the 4rem sticky header). */}
      {sidebar ? (
        <aside
          className="hidden w-72 shrink-0 self-start md:sticky md:top-20 md:block md:max-h-[calc(100vh-6rem)] md:overflow-y-auto"
          data-testid="chat-sidebar"
        >
          {sidebar}
        </aside>
      ) : null}

      <section className="flex min-w-0 flex-1 flex-col" aria-labelledby="chat-title">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
          <div className="min-w-0">
            <h1 id="chat-title" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
              <Bot className="h-7 w-7 text-brand-700" aria-hidden="true" />
              AI Sublimation Expert
            </h1>
            {assistant === "embedded" ? (
              <p className="mt-1 text-sm text-slate-700">
                Built-in assistant: answers from this site's guides, press settings and troubleshooting notes.
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {premium ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
                data-testid="plan-badge"
              >
                <Crown className="h-4 w-4" aria-hidden="true" />
                Premium
              </span>
            ) : (
              <>
                <span
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800"
                  data-testid="plan-badge"
                  aria-live="polite"
                >
                  {used}/{FREE_MONTHLY_MESSAGES} messages
                </span>
                <Link to="/subscribe" className={buttonClass("secondary", "sm")}>
                  Upgrade
                </Link>
              </>
            )}
            {premium ? (
              <Button
                variant="outline"
                size="sm"
                className="md:hidden"
                onClick={() => setShowHistory((v) => !v)}
                aria-expanded={showHistory}
              >
                <History className="h-4 w-4" aria-hidden="true" />
                Chat History
              </Button>
            ) : messages.length ? (
              <Button variant="outline" size="sm" onClick={newChat}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                New Chat
              </Button>
            ) : null}
          </div>
        </header>

        {premium && showHistory ? <div className="border-b border-slate-200 py-4 md:hidden">{sidebar}</div> : null}

        <div className="flex-1 py-4">
          {loadingSession ? (
            <p className="text-slate-700" role="status">
              Loading messages...
            </p>
          ) : messages.length === 0 ? (
            <div className="mx-auto max-w-2xl py-6 text-center">
              <Bot className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
              <h2 className="mt-3 text-xl font-semibold text-slate-900">Welcome to your AI Sublimation Expert!</h2>
              <p className="mt-2 text-slate-700">
                Ask me anything about sublimation printing: heat press settings, troubleshooting problems, equipment and
                materials. Try one of these questions:
              </p>
              <ul className="mt-5 grid gap-2 text-left sm:grid-cols-2">
                {SUGGESTED_QUESTIONS.map((q) => (
                  <li key={q}>
                    <button
                      type="button"
                      disabled={atLimit || sending}
                      onClick={() => {
                        setInput(q);
                        void send(q);
                      }}
                      className="h-full w-full rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 hover:border-brand-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
                    >
                      {q}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="mt-5 text-sm text-slate-700">
                New to sublimation? Browse the{" "}
                <Link to="/answers" className="font-medium text-brand-800 underline hover:text-brand-900">
                  quick answers
                </Link>{" "}
                to the questions of a first month; they cost no messages.
              </p>
            </div>
          ) : (
            <ol className="space-y-6" aria-label="Conversation">
              {messages.map((m) => (
                <ChatMessageView key={m.id} message={m} />
              ))}
            </ol>
          )}
          <div ref={endRef} />
          {/* One announcement per answer, not one per streamed fragment. */}
          <p className="sr-only" role="status">
            {sending ? CHAT_TEXT.thinking : messages.length && !messages.at(-1)?.pending ? "Answer received." : ""}
          </p>
        </div>

        {atLimit ? (
          <div
            className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3"
            role="alert"
          >
            <p className="font-medium text-amber-900">{CHAT_TEXT.limitBanner}</p>
            <Link to="/subscribe" className={buttonClass("primary", "sm")}>
              Upgrade Now
            </Link>
          </div>
        ) : null}

        <form
          className="sticky bottom-0 flex items-end gap-2 border-t border-slate-200 bg-white py-3"
          onSubmit={(e) => {
            e.preventDefault();
            void send(input);
          }}
        >
          <label htmlFor="chat-input" className="sr-only">
            Your sublimation question
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            value={input}
            rows={2}
            maxLength={MAX_QUESTION_LENGTH}
            disabled={atLimit}
            placeholder={atLimit ? CHAT_TEXT.limitPlaceholder : "Ask about settings, problems, equipment..."}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends; Shift+Enter starts a new line.
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void send(input);
              }
            }}
            className={cn(
              "min-h-[3rem] flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900",
              "disabled:cursor-not-allowed disabled:bg-slate-100",
            )}
          />
          {sending ? (
            <Button type="button" variant="outline" onClick={stop} aria-label="Stop">
              <Square className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">Stop</span>
            </Button>
          ) : (
            <Button type="submit" disabled={atLimit || !input.trim()} aria-label="Send">
              <Send className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">Send</span>
            </Button>
          )}
        </form>
        <p className="pb-2 text-xs text-slate-700">
          Enter to send, Shift+Enter for a new line. Check figures against your blank maker's instructions.
        </p>
      </section>
    </div>
  );
}
