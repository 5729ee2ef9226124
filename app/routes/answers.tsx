// /answers and /answers/:id: the quick answers (searchable with ?q=, each
// linkable by #id or its own address) and the "Can I sublimate on ...?" table.
import { Bot, Link2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { QUICK_ANSWER_TOPICS } from "@content/categories";
import { canonicalUrl } from "./canonical.server";
import { parseMarkdown } from "~/components/content/markdown";
import { RichText } from "~/components/content/rich-text";
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
  searchQuickAnswers,
  type QuickAnswerItem,
} from "../../workers/services/answers";
import type { Route } from "./+types/answers";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const db = getDb(context.cloudflare.env);
  const [all, materials] = await Promise.all([listQuickAnswers(db), listMaterials(db)]);
  const focus = params.id ? (all.find((a) => a.id === params.id) ?? null) : null;
  if (params.id && !focus) throw data("Answer not found", { status: 404 });
  const shown = searchQuickAnswers(all, q).map(({ phrasings: _, ...a }) => a);
  return {
    q,
    focus: focus ? (({ phrasings: _, ...a }) => a)(focus) : null,
    answers: shown,
    total: all.length,
    materials: materials.map(({ aliases: _, ...m }) => m),
    canonical: canonicalUrl(request),
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data?.focus
    ? pageMeta(data.focus.question, plainAnswer(data.focus.answer).slice(0, 160), { canonical: data.canonical })
    : pageMeta(
        "Quick Answers",
        "Short answers to the questions of a first month of sublimation: blanks, printers, pressing, problems, safety and selling.",
        { canonical: data?.canonical },
      );

type Answer = Omit<QuickAnswerItem, "phrasings">;

function AnswerItem({ a, headingLevel = 3 }: { a: Answer; headingLevel?: 2 | 3 }) {
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

export default function Answers({ loaderData }: Route.ComponentProps) {
  const { q, focus, answers, total, materials } = loaderData;
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
          __html: faqJsonLd(answers.map((a) => ({ question: a.question, answer: plainAnswer(a.answer) }))),
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
          {answers.length} of {total} {answers.length === 1 ? "answer matches" : "answers match"} “{q.trim()}”
        </p>
      ) : (
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
        <section className="mt-8" aria-label="The answer you followed">
          <AnswerItem a={focus} headingLevel={2} />
        </section>
      ) : null}

      {answers.length === 0 ? (
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
          {answers.map((a) => (
            <AnswerItem key={a.id} a={a} />
          ))}
        </div>
      ) : (
        byTopic.map((g) => (
          <section
            key={g.topic}
            id={`topic-${g.topic}`}
            className="mt-10 scroll-mt-20"
            aria-labelledby={`h-${g.topic}`}
          >
            <h2 id={`h-${g.topic}`} className="text-xl font-semibold text-slate-900">
              {QUICK_ANSWER_TOPIC_LABELS[g.topic]}
            </h2>
            <div className="mt-3 grid gap-3">
              {g.items.map((a) => (
                <AnswerItem key={a.id} a={a} />
              ))}
            </div>
          </section>
        ))
      )}

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
    </main>
  );
}
