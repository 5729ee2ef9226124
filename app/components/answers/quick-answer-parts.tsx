// The parts of the quick answers page: an answer in full, the list of questions
// with the sentence that answers each, and the "Can I sublimate on …?" table.
import { FreeAccountNote } from "~/components/guides/guide-card";
import { Link2 } from "lucide-react";
import { parseInline, parseMarkdown } from "~/components/content/markdown";
import { Inlines, RichText } from "~/components/content/rich-text";
import { SourceLink } from "~/components/ui/source-list";
import { TableHead } from "~/components/ui/table-head";
import { MATERIAL_COLOUR_LABELS, MATERIAL_VERDICT_LABELS } from "~/lib/answers";
import type { MaterialItem, QuickAnswerItem, QuickAnswerSummary } from "../../../workers/services/answers";
import { Link } from "~/components/ui/link";

export type WholeAnswer = Pick<
  QuickAnswerItem,
  "id" | "question" | "topic" | "answer" | "link" | "sources" | "guideLinks"
>;

/** One quick answer in full, with the guides it rests on and its sources. */
export function WholeAnswerItem({ a, headingLevel = 3 }: { a: WholeAnswer; headingLevel?: 1 | 2 | 3 }) {
  const H = headingLevel === 1 ? "h1" : headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      id={a.id}
      className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="quick-answer"
    >
      <div className="flex items-start justify-between gap-3">
        <H
          className={headingLevel === 1 ? "text-2xl font-bold text-slate-900" : "text-lg font-semibold text-slate-900"}
        >
          {a.question}
        </H>
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
          <FreeAccountNote />
        </p>
      ) : null}
      {a.sources.length ? (
        <p className="mt-1 text-xs text-slate-600">
          Sources:{" "}
          {a.sources.map((s, i) => (
            <span key={i}>
              {i ? "; " : ""}
              <SourceLink source={s} />
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}

/** Questions with the sentence that answers each; the question opens the whole answer. */
export function AnswerList({ items }: { items: QuickAnswerSummary[] }) {
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

/** The settings chart at a material's rows: one row's own page, else the chart at the first of them. */
const chartHref = (rows: string[]) => (rows.length === 1 ? `/press-settings/${rows[0]}` : `/press-settings#${rows[0]}`);

/** Materials and colours: whether they take sublimation, why, and what to use instead. */
export function MaterialsTable({ materials }: { materials: Omit<MaterialItem, "aliases">[] }) {
  return (
    <section id="materials" className="mt-12 scroll-mt-20" aria-labelledby="materials-h">
      <h2 id="materials-h" className="text-xl font-semibold text-slate-900">
        Can I sublimate on …?
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Sublimation dye bonds only with polyester or a polyester coating. What works, what works only as a coated blank,
        and what to use instead.
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Can I sublimate on …?">
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
                      <Link to={chartHref(m.settings)} className="text-brand-800 underline">
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
  );
}
