// /answers and /answers/:id: the quick answers (searchable with ?q=, each
// linkable by #id or its own address) and the "Can I sublimate on ...?" table.
import { Bot, Link2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { QUICK_ANSWER_TOPICS } from "@content/categories";
import { canonicalUrl } from "./canonical.server";
import { parseInline, parseMarkdown } from "~/components/content/markdown";
import { Inlines, RichText } from "~/components/content/rich-text";
import { EmptyState } from "~/components/ui/empty-state";
import { TableHead } from "~/components/ui/table-head";
import { buttonClass } from "~/components/ui/button-class";
import {
  faqJsonLd,
  MATERIAL_COLOUR_LABELS,
  MATERIAL_VERDICT_LABELS,
  plainAnswer,
  QUICK_ANSWER_TOPIC_LABELS,
} from "~/lib/answers";
import { pageMeta } from "~/lib/meta";
import { useNonce } from "~/lib/nonce";
import { getDb } from "../../workers/db/client";
import {
  listMaterials,
  listQuickAnswers,
  type QuickAnswerItem,
  type QuickAnswerSummary,
  leadSentence,
  searchQuickAnswers,
  summariseAnswer,
} from "../../workers/services/answers";
import type { Route } from "./+types/answers";

/** How many of a search's closest answers are shown whole; the rest as their first sentence. */
const WHOLE_SEARCH_RESULTS = 3;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const db = getDb(context.cloudflare.env);
  const [all, materials] = await Promise.all([listQuickAnswers(db), params.id ? [] : listMaterials(db)]);
  const focus = params.id ? (all.find((a) => a.id === params.id) ?? null) : null;
  if (params.id && !focus) throw data("Answer not found", { status: 404 });
  // The index lists every question with the first sentence that answers it; an
  // answer's own page shows it whole (then the rest of its topic), and so does a
  // search for its closest matches.
  const found = focus ? all.filter((a) => a.topic === focus.topic && a.id !== focus.id) : searchQuickAnswers(all, q);
  const wholeCount = focus || !q.trim() ? 0 : WHOLE_SEARCH_RESULTS;
  return {
    q,
    focus: focus ? wholeAnswer(focus) : null,
    whole: found.slice(0, wholeCount).map(wholeAnswer),
    answers: found.slice(wholeCount).map(summariseAnswer),
    found: found.length,
    total: all.length,
    materials: materials.map(({ aliases: _, ...m }) => m),
    canonical: canonicalUrl(request),
  };
}

function wholeAnswer(a: QuickAnswerItem) {
  const { id, question, topic, answer, link, sources, guideLinks } = a;
  return { id, question, topic, answer, link, sources, guideLinks };
}

type WholeAnswer = ReturnType<typeof wholeAnswer>;

export const meta = ({ data }: Route.MetaArgs) =>
  data?.focus
    ? pageMeta(data.focus.question, plainAnswer(leadSentence(data.focus.answer)).slice(0, 160), {
        canonical: data.canonical,
      })
    : pageMeta(
        "Quick Answers",
        "Short answers to the questions of a first month of sublimation: blanks, printers, pressing, problems, safety and selling.",
        { canonical: data?.canonical },
      );

/** One quick answer in full, with the guides it rests on and its sources. */
function WholeAnswerItem({ a, headingLevel = 3 }: { a: WholeAnswer; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      id={a.id}
      className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="quick-answer"
    >
      <div className="flex items-start justify-between gap-3">
        <H className="text-lg font-semibold text-slate-900">{a.question}</H>
        <Link
          to={a.link}
          className="inline-flex shrink-0 items-center gap-1 text-sm text-brand-800 underline hover:text-brand-900"
          aria-label={`Link to the answer: ${a.question}`}
        >
          <Link2 className="h-4 w-4" aria-hidden="true" />
          Link
        </Link>
      </div>
      <div className="mt-2 text-slate-800">
        <RichText blocks={parseMarkdown(a.answer)} />
      </div>
      {a.guideLinks.length ? (
        <p className="mt-3 text-sm text-slate-700">
          Read more:{" "}
          {a.guideLinks.map((g, i) => (
            <span key={g.id}>
              {i ? ", " : ""}
              <Link to={g.link} className="text-brand-800 underline hover:text-brand-900">
                {g.title}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      {a.sources.length ? (
        <p className="mt-1 text-xs text-slate-600">
          Sources:{" "}
          {a.sources.map((s, i) => (
            <span key={i}>
              {i ? "; " : ""}
              {s.url ? (
                <a href={s.url} rel="noopener noreferrer" className="underline">
                  {s.title}
                </a>
              ) : (
                s.title
              )}
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}

/** Questions with the sentence that answers each; the question opens the whole answer. */
function AnswerList({ items }: { items: QuickAnswerSummary[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4">
      {items.map((a) => (
        <li key={a.id} id={a.id} className="scroll-mt-20 py-4" data-testid="quick-answer">
          <h3 className="text-lg font-semibold">
            <Link
              to={a.link}
              className="text-slate-900 underline decoration-brand-300 underline-offset-4 hover:text-brand-800"
            >
              {a.question}
            </Link>
          </h3>
          <p className="mt-1 leading-relaxed text-slate-800">
            <Inlines nodes={parseInline(a.lead)} />
          </p>
          {a.sourceNames.length ? (
            <p className="mt-1 text-xs text-slate-600">Sources: {a.sourceNames.join("; ")}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function Answers({ loaderData }: Route.ComponentProps) {
  const { q, focus, whole, answers, found, total, materials } = loaderData;
  const nonce = useNonce();
  const searching = q.trim() !== "";
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
      <h1 className="text-3xl font-bold text-slate-900">Quick Answers</h1>
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

      {focus ? (
        <>
          <section className="mt-8" aria-label="The answer you followed">
            <WholeAnswerItem a={focus} headingLevel={2} />
          </section>
          <p className="mt-4">
            <Link to={`/answers#topic-${focus.topic}`} className="text-brand-800 underline hover:text-brand-900">
              All quick answers
            </Link>
          </p>
        </>
      ) : null}

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
            </section>
          ))}

      {materials.length ? (
        <section id="materials" className="mt-12 scroll-mt-20" aria-labelledby="materials-h">
          <h2 id="materials-h" className="text-xl font-semibold text-slate-900">
            Can I sublimate on …?
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Sublimation dye bonds only with polyester or a polyester coating. What works, what works only as a coated
            blank, and what to use instead.
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm" data-testid="materials-table">
              <caption className="sr-only">
                Materials and colours, whether they can be sublimated, and what to use instead
              </caption>
              <TableHead
                columns={["Material", "Colour", "Can I sublimate on it?", "Why, and what to use instead"]}
                className=""
                rowClassName="border-b border-slate-300"
                cellClassName="py-2 pr-3"
              />
              <tbody>
                {materials.map((m) => (
                  <tr key={m.id} id={`material-${m.id}`} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                      {m.material}
                    </th>
                    <td className="py-2 pr-3">{MATERIAL_COLOUR_LABELS[m.colour]}</td>
                    <td className="py-2 pr-3 font-medium">{MATERIAL_VERDICT_LABELS[m.verdict]}</td>
                    <td className="py-2 text-slate-800">
                      {m.explanation}
                      {m.instead ? (
                        <span className="block mt-1">
                          <strong>Instead:</strong> {m.instead}
                        </span>
                      ) : null}
                      {m.settings.length ? (
                        <span className="mt-1 block">
                          <Link to="/equipment/buying-guide" className="text-brand-800 underline">
                            Press settings
                          </Link>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </main>
  );
}
