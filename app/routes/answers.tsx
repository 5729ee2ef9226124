// /answers and /answers/:id: the quick answers (searchable with ?q=, each
// linkable by #id or its own address) and the "Can I sublimate on ...?" table.
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Bot } from "lucide-react";
import { data, Form } from "react-router";
import { QUICK_ANSWER_TOPICS } from "@content/categories";
import { leadSentence } from "@common/answer-text";
import { canonicalUrl } from "./canonical.server";
import { AnswerList, MaterialsTable, type WholeAnswer, WholeAnswerItem } from "~/components/answers/quick-answer-parts";
import { EmptyState } from "~/components/ui/empty-state";
import { buttonClass } from "~/components/ui/button-class";
import { faqJsonLd, plainAnswer, QUICK_ANSWER_TOPIC_LABELS, type QuickAnswerTopic } from "~/lib/answers";
import { pageMeta } from "~/lib/meta";
import { useNonce } from "~/lib/nonce";
import { type QuickAnswerItem, searchQuickAnswers, summariseAnswer } from "../../workers/services/answers";
import { engineContent, listMaterials, listQuickAnswers } from "../../workers/services/public-content";
import type { Route } from "./+types/answers";
import { Link } from "~/components/ui/link";
import { pageOf } from "../../workers/page-context";

/** How many of a search's closest answers are shown whole; the rest as their first sentence. */
const WHOLE_SEARCH_RESULTS = 3;
/** How many answers of each topic the index shows; a topic's link (?topic=) shows all of them. */
const PER_TOPIC = 6;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const asked = url.searchParams.get("topic");
  const open = QUICK_ANSWER_TOPICS.find((t) => t === asked) ?? null;
  const env = pageOf(context).cloudflare.env;
  const searching = !params.id && q.trim() !== "";
  // All three come from one content snapshot: the first read loads it, the others are answered from memory.
  const all = await listQuickAnswers(env);
  const materials = params.id ? [] : await listMaterials(env);
  const engine = searching ? await engineContent(env) : null;
  const focus = params.id ? (all.find((a) => a.id === params.id) ?? null) : null;
  if (params.id && !focus) throw data("Answer not found", { status: 404 });
  // The index lists every question with the first sentence that answers it; an
  // answer's own page shows it whole (then the rest of its topic), and so does a
  // search for its closest matches.
  const found = focus
    ? all.filter((a) => a.topic === focus.topic && a.id !== focus.id)
    : engine
      ? searchQuickAnswers(all, q, engine.index)
      : all;
  const wholeCount = focus || !q.trim() ? 0 : WHOLE_SEARCH_RESULTS;
  // The index shows the first few of each topic (a page of every answer is too long for a phone),
  // all of the topic opened with ?topic=; a search and an answer's own topic show everything found.
  const perTopic = new Map<string, number>();
  for (const a of found) perTopic.set(a.topic, (perTopic.get(a.topic) ?? 0) + 1);
  const seen = new Map<string, number>();
  const listed =
    focus || searching
      ? found.slice(wholeCount)
      : found.filter((a) => {
          const n = (seen.get(a.topic) ?? 0) + 1;
          seen.set(a.topic, n);
          return a.topic === open || n <= PER_TOPIC;
        });
  return {
    q,
    open,
    topicCounts: Object.fromEntries(perTopic),
    focus: focus ? wholeAnswer(focus) : null,
    whole: found.slice(0, wholeCount).map(wholeAnswer),
    answers: listed.map(summariseAnswer),
    found: found.length,
    total: all.length,
    materials: materials.map(({ aliases: _, ...m }) => m),
    canonical: canonicalUrl(url),
  };
}

function wholeAnswer(a: QuickAnswerItem): WholeAnswer {
  const { id, question, topic, answer, link, sources, guideLinks } = a;
  return { id, question, topic, answer, link, sources, guideLinks };
}

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  data?.focus
    ? pageMeta(data.focus.question, plainAnswer(leadSentence(data.focus.answer)).slice(0, 160), {
        canonical: data.canonical,
      })
    : pageMeta(
        "Quick Answers",
        "Short answers to the questions of a first month of sublimation: blanks, printers, pressing, problems, safety and selling.",
        { canonical: data?.canonical },
      );

export default function Answers({ loaderData }: Route.ComponentProps) {
  const { q, open, topicCounts, focus, whole, answers, found, total, materials } = loaderData;
  const nonce = useNonce();
  // An answer's own page is never a search, whatever its address carries.
  const searching = !focus && q.trim() !== "";
  const byTopic = QUICK_ANSWER_TOPICS.map((t) => ({ topic: t, items: answers.filter((a) => a.topic === t) })).filter(
    (g) => g.items.length,
  );

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from faqJsonLd, which escapes <, > and &
        dangerouslySetInnerHTML={{
          __html: faqJsonLd([
            ...(focus ? [focus] : whole).map((a) => ({ question: a.question, answer: plainAnswer(a.answer) })),
            ...(focus ? [] : answers).map((a) => ({ question: a.question, answer: plainAnswer(a.lead) })),
          ]),
        }}
      />
      {focus ? (
        <>
          <Breadcrumbs
            trail={[
              { to: "/", label: "Home" },
              { to: "/answers", label: "Quick Answers" },
              {
                to: `/answers?topic=${focus.topic}#topic-${focus.topic}`,
                label: QUICK_ANSWER_TOPIC_LABELS[focus.topic as QuickAnswerTopic] ?? "Quick Answers",
              },
            ]}
            current={focus.question}
          />
          <section className="mt-4" aria-label="The answer you followed">
            <WholeAnswerItem a={focus} headingLevel={1} />
          </section>
          <p className="mt-4">
            <Link to={`/answers#topic-${focus.topic}`} className="text-brand-800 underline hover:text-brand-900">
              All quick answers
            </Link>
          </p>
          <h2 className="mt-10 text-xl font-semibold text-slate-900">Search the quick answers</h2>
        </>
      ) : (
        <h1 className="text-3xl font-bold text-slate-900">Quick Answers</h1>
      )}
      <p className="mt-2 text-slate-700">
        Short answers to what beginners ask in their first month, each resting on our guides and a named trade or
        manufacturer source. Can't find yours?{" "}
        <Link to="/ai-chat" className="text-brand-800 underline">
          Ask the AI expert
        </Link>
        .
      </p>

      <Form method="get" action="/answers" role="search" className="mt-6 flex flex-wrap gap-2">
        <label htmlFor="answers-q" className="sr-only">
          Search quick answers
        </label>
        <input
          id="answers-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          placeholder="e.g. can I use cotton?"
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <button type="submit" className={buttonClass("primary")}>
          Search
        </button>
        {searching ? (
          <Link to="/answers" className={buttonClass("secondary")}>
            Clear
          </Link>
        ) : null}
      </Form>
      {searching ? (
        <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="answers-count">
          {found} of {total} {found === 1 ? "answer matches" : "answers match"} “{q.trim()}”
        </p>
      ) : focus ? null : (
        <nav aria-label="Answer topics" className="mt-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            {byTopic.map((g) => (
              <li key={g.topic}>
                <a
                  href={`#topic-${g.topic}`}
                  className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100"
                >
                  {QUICK_ANSWER_TOPIC_LABELS[g.topic]}
                </a>
              </li>
            ))}
            <li>
              <a href="#materials" className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 hover:bg-brand-100">
                Can I sublimate on …?
              </a>
            </li>
          </ul>
        </nav>
      )}

      {focus ? null : found === 0 ? (
        <div className="mt-8">
          <EmptyState title="No quick answer matches" text="Try other words, or ask our AI expert.">
            <Link to={`/ai-chat?q=${encodeURIComponent(q)}`} className={buttonClass("primary")}>
              <Bot className="mr-1 h-4 w-4" aria-hidden="true" />
              Ask the AI expert
            </Link>
          </EmptyState>
        </div>
      ) : searching ? (
        <div className="mt-6 grid gap-3">
          {whole.map((a) => (
            <WholeAnswerItem key={a.id} a={a} />
          ))}
          {answers.length ? <AnswerList items={answers} /> : null}
        </div>
      ) : null}
      {searching
        ? null
        : byTopic.map((g) => (
            <section
              key={g.topic}
              id={`topic-${g.topic}`}
              className="mt-10 scroll-mt-20"
              aria-labelledby={`h-${g.topic}`}
            >
              <h2 id={`h-${g.topic}`} className="text-xl font-semibold text-slate-900">
                {focus ? "More on " : ""}
                {QUICK_ANSWER_TOPIC_LABELS[g.topic]}
              </h2>
              <AnswerList items={g.items} />
              {focus ? null : (topicCounts[g.topic] ?? 0) > g.items.length ? (
                <p className="mt-3">
                  <Link
                    to={`/answers?topic=${g.topic}#topic-${g.topic}`}
                    className="inline-flex min-h-6 items-center font-medium text-brand-800 underline hover:text-brand-900"
                  >
                    All {topicCounts[g.topic]} answers on {QUICK_ANSWER_TOPIC_LABELS[g.topic].toLowerCase()}
                  </Link>
                </p>
              ) : open === g.topic && g.items.length > PER_TOPIC ? (
                <p className="mt-3">
                  <Link
                    to={`/answers#topic-${g.topic}`}
                    className="inline-flex min-h-6 items-center font-medium text-brand-800 underline hover:text-brand-900"
                  >
                    Show fewer
                  </Link>
                </p>
              ) : null}
            </section>
          ))}

      {materials.length ? <MaterialsTable materials={materials} /> : null}
    </main>
  );
}
