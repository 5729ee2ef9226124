// Questions the assistant answered "not sure", newest first, with how often each
// was asked: what to write next. Loads itself from the admin API (behind the
// admin gate on the server).
import { HelpCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { api, data as answer } from "~/lib/api";
import { formatMonthDay, useDisplayTimeZone } from "./format";

type Question = { question: string; count: number; firstAskedAt: string; lastAskedAt: string };

export function UnansweredQuestionsPanel() {
  const timeZone = useDisplayTimeZone();
  const [questions, setQuestions] = useState<Question[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    answer(api.admin["unanswered-questions"].$get())
      .then((body) => live && setQuestions(body.questions))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section
      aria-labelledby="admin-unanswered"
      className="mt-6 min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="admin-unanswered" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <HelpCircle aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Unanswered Questions
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        What the expert answered "not sure" (text only, no user), newest first: content to write next.
      </p>
      {failed ? (
        <p className="py-8 text-center text-red-700">Could not load this list. Reload the page to try again.</p>
      ) : questions === null ? (
        <p className="py-8 text-center text-slate-700">Loading questions...</p>
      ) : questions.length === 0 ? (
        <p className="py-8 text-center text-slate-700">No unanswered questions yet</p>
      ) : (
        <ul
          tabIndex={0}
          aria-label="Unanswered questions"
          data-testid="unanswered-list"
          className="mt-2 max-h-[36rem] divide-y divide-slate-200 overflow-y-auto pr-1"
        >
          {questions.map((q) => (
            <li key={q.question} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <p className="min-w-0 break-words text-sm text-slate-900">{q.question}</p>
              <p className="flex items-center gap-2 text-xs text-slate-700">
                <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">
                  {q.count} {q.count === 1 ? "time" : "times"}
                </span>
                <time dateTime={q.lastAskedAt}>{formatMonthDay(q.lastAskedAt, timeZone)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
