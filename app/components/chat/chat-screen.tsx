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
import { FREE_ALTERNATIVES, PLAN_TEXT, formatResetDate, usageLevel, usageResetDate } from "@common/plans";
import type { FormAskResult } from "../../routes/ai-chat.server";
import { ChatMessageView, type ViewMessage } from "./chat-message";
import { SessionSidebar } from "./session-sidebar";
import { useAskStream } from "./use-ask-stream";
import { Link } from "~/components/ui/link";

interface Props {
  user: CurrentUser;
  assistant: "openai" | "embedded";
  initialSessions: ChatSessionSummary[] | null;
  initialQuestion: string;
  /** The answer (or refusal) of a question sent as a plain form POST, rendered by the server. */
  formResult: FormAskResult | null;
}

/** A free conversation lives in this tab only (sessionStorage), per user: it survives reload and Back. */
const storageKey = (userId: string) => `chat:free:${userId}`;

/** The question being typed, kept in this tab too: a reload or Back does not lose it (cleared once it is sent). */
const draftKey = (userId: string) => `chat:draft:${userId}`;

function readDraft(userId: string): string {
  try {
    return window.sessionStorage.getItem(draftKey(userId)) ?? "";
  } catch {
    return "";
  }
}

function loadStored(userId: string): ViewMessage[] {
  try {
    const raw = window.sessionStorage.getItem(storageKey(userId));
    const list = raw ? (JSON.parse(raw) as ViewMessage[]) : [];
    return Array.isArray(list) ? list.filter((m) => !m.pending) : [];
  } catch {
    return [];
  }
}

export function ChatScreen({ user, assistant, initialSessions, initialQuestion, formResult }: Props) {
  const premium = isPremium(user);
  const toast = useToast();
  const answered = formResult?.kind === "answered" ? formResult.reply : null;
  const refused = formResult?.kind === "refused" ? formResult : null;
  const [used, setUsed] = useState(answered ? answered.usage.used : user.monthlyMessageCount);
  const [messages, setMessages] = useState<ViewMessage[]>(answered ? [answered] : []);
  // A refusal the server gave (the monthly limit, the ask rate limit, a bad question): shown as it came.
  const [notice, setNotice] = useState<string | null>(refused && refused.status !== 429 ? refused.message : null);
  const [rateLimited, setRateLimited] = useState<string | null>(
    refused?.status === 429 && refused.message !== CHAT_TEXT.limitTitle ? refused.message : null,
  );
  const restored = useRef(false);
  const [sessions, setSessions] = useState<ChatSessionSummary[]>(initialSessions ?? []);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [input, setInput] = useState((refused?.question ?? initialQuestion).slice(0, MAX_QUESTION_LENGTH));
  const [loadingSession, setLoadingSession] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  // New Chat's session, while the server is still creating it: an ask sent meanwhile goes there.
  const creatingRef = useRef<Promise<string | null> | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { sending, ask, stop } = useAskStream(setMessages);

  const atLimit = !premium && (used >= FREE_MONTHLY_MESSAGES || (refused?.status === 429 && !rateLimited));
  const level = usageLevel(used, premium);
  const resets = formatResetDate(usageResetDate());

  // A free conversation comes back from this tab's storage after a reload or Back
  // (a form-posted answer is added to it), and is written back as it grows.
  useEffect(() => {
    if (premium) return;
    const stored = loadStored(user.id);
    if (stored.length) setMessages((now) => [...stored, ...now.filter((m) => !stored.some((s) => s.id === m.id))]);
    restored.current = true;
  }, [premium, user.id]);
  useEffect(() => {
    if (premium || !restored.current) return;
    try {
      const done = messages.filter((m) => !m.pending);
      if (done.length) window.sessionStorage.setItem(storageKey(user.id), JSON.stringify(done));
      else window.sessionStorage.removeItem(storageKey(user.id));
    } catch {
      // Storage full or blocked: the conversation still lives on this page.
    }
  }, [messages, premium, user.id]);

  // The counter is never stale: the page may come from the back/forward cache or a
  // client navigation that did not reload the user, so the count is read again.
  useEffect(() => {
    if (premium) return;
    let active = true;
    const refresh = () =>
      data(api.auth.user.$get())
        .then((u) => {
          if (active && u) setUsed(u.monthlyMessageCount);
        })
        .catch(() => undefined);
    void refresh();
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) void refresh();
    };
    window.addEventListener("pageshow", onShow);
    return () => {
      active = false;
      window.removeEventListener("pageshow", onShow);
    };
  }, [premium]);

  // A question typed into the server-rendered box before React took it over is kept;
  // else an unsent question from before a reload or Back, unless the page brings its own (?q=, a refusal).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the screen starts
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setInput(typed.slice(0, MAX_QUESTION_LENGTH));
    else if (!initialQuestion && !refused) {
      const draft = readDraft(user.id);
      if (draft) setInput(draft.slice(0, MAX_QUESTION_LENGTH));
    }
  }, []);
  // Written once the box has held something on this page: an empty box at the start leaves a stored question alone.
  const draftTouched = useRef(false);
  useEffect(() => {
    if (!input.trim() && !draftTouched.current) return;
    draftTouched.current = true;
    try {
      if (input.trim()) window.sessionStorage.setItem(draftKey(user.id), input);
      else window.sessionStorage.removeItem(draftKey(user.id));
    } catch {
      // Storage full or blocked: the question still lives in the box.
    }
  }, [input, user.id]);

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
    setNotice(null);
    setRateLimited(null);
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
        if (outcome.message === CHAT_TEXT.limitTitle) {
          setUsed((n) => Math.max(n, FREE_MONTHLY_MESSAGES));
          limitToast();
        } else {
          // The ask rate limit: the server's own words (it says when to try again).
          setRateLimited(outcome.message || "Too many questions at once. Please wait a moment and try again.");
        }
      } else if (outcome.kind === "refused" && outcome.status < 500 && outcome.message) {
        // A refusal the server explains (a closed session, a question too long): its own words.
        // A server failure is not the reader's to act on: the toast says to try again.
        setNotice(outcome.message);
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
    if (!premium) {
      try {
        window.sessionStorage.removeItem(storageKey(user.id));
      } catch {
        // Nothing stored.
      }
      return;
    }
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

  // At the limit the banner (and its way on) comes first on an empty chat, above a welcome with no suggestions
  // to tap: on a phone it would otherwise sit below six disabled buttons, under the input bar.
  const limitBanner = (
    <div
      className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3"
      role="alert"
      data-testid="limit-banner"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-amber-900">{CHAT_TEXT.limitBanner}</p>
        <Link to="/subscribe" className={buttonClass("primary", "sm")}>
          Upgrade Now
        </Link>
      </div>
      <p className="mt-2 text-sm text-amber-900">
        Your free messages start again on <strong>{resets}</strong>. Until then these stay free:
      </p>
      <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
        {FREE_ALTERNATIVES.map((a) => (
          <li key={a.to}>
            <Link to={a.to} className="block rounded-md border border-amber-200 bg-white p-2 hover:border-brand-300">
              <span className="font-semibold text-brand-900">{a.label}</span>
              <span className="block text-xs text-slate-700">{a.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );

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
                  className={cn(
                    "rounded-full px-3 py-1 text-sm font-semibold max-md:hidden",
                    level === "ok" ? "bg-slate-100 text-slate-800" : "bg-amber-100 text-amber-900",
                  )}
                  data-testid="plan-badge"
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

        {premium ? null : (
          <p className="mt-3 text-sm text-slate-700" data-testid="free-chat-note">
            {PLAN_TEXT.freeNotSaved} {PLAN_TEXT.declinedNotCounted}
          </p>
        )}

        {premium && showHistory ? <div className="border-b border-slate-200 py-4 md:hidden">{sidebar}</div> : null}

        {atLimit && messages.length === 0 && !loadingSession ? <div className="pt-4">{limitBanner}</div> : null}
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
                materials.{atLimit ? null : " Try one of these questions:"}
              </p>
              {atLimit ? null : (
                <ul className="mt-5 grid gap-2 text-left sm:grid-cols-2">
                  {SUGGESTED_QUESTIONS.map((q) => (
                    <li key={q}>
                      <button
                        type="submit"
                        form="chat-form"
                        name="suggested"
                        value={q}
                        formNoValidate
                        disabled={atLimit || sending}
                        onClick={(e) => {
                          e.preventDefault();
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
              )}
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

        {atLimit && messages.length > 0 ? limitBanner : null}
        {rateLimited ? (
          <p
            className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
            role="alert"
            data-testid="rate-limited"
          >
            {rateLimited}
          </p>
        ) : null}
        {notice ? (
          <p className="mb-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900" role="alert">
            {notice}
          </p>
        ) : null}

        <form
          id="chat-form"
          method="post"
          className="sticky bottom-0 border-t border-slate-200 bg-white py-3"
          data-toast-above=""
          onSubmit={(e) => {
            e.preventDefault();
            void send(input);
          }}
        >
          {premium ? null : (
            <p
              className={cn("mb-2 text-xs font-medium", level === "ok" ? "text-slate-700" : "text-amber-900")}
              data-testid="usage-counter"
              aria-live="polite"
            >
              {used}/{FREE_MONTHLY_MESSAGES} messages this month
              {level === "warn"
                ? ` · ${FREE_MONTHLY_MESSAGES - used} left, starts again on ${resets}`
                : level === "limit"
                  ? ` · starts again on ${resets}`
                  : ""}
            </p>
          )}
          <div className="flex items-end gap-2">
            <label htmlFor="chat-input" className="sr-only">
              Your sublimation question
            </label>
            <textarea
              id="chat-input"
              name="question"
              required
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
              <Button type="submit" disabled={atLimit} aria-label="Send">
                <Send className="h-4 w-4" aria-hidden="true" />
                <span className="hidden sm:inline">Send</span>
              </Button>
            )}
          </div>
        </form>
        <p className="pb-2 text-xs text-slate-700">
          Enter to send, Shift+Enter for a new line. Check figures against your blank maker's instructions.
        </p>
      </section>
    </div>
  );
}
