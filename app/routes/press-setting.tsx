// /press-settings/:id: one row of the heat-press settings chart on its own page, with
// a title and description for search engines ("11 oz ceramic mug in a mug press:
// sublimation time and temperature"), its figures, notes and sources, and what else
// on the site refers to it. An unknown id is a 404.
import { ArrowLeft, BookOpen, MessageCircleQuestion, Printer, Wrench } from "lucide-react";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClass } from "~/components/ui/button-class";
import { Link } from "~/components/ui/link";
import { SourceList } from "~/components/ui/source-list";
import { CHART_GROUP_LABELS } from "@common/press-settings-search";
import {
  type ChartRow,
  shortName,
  temperatureText,
  VerifiedBadge,
  verifiedText,
} from "~/components/press-settings/chart-parts";
import { FOLLOW_BLANK, pressureLabel } from "~/components/equipment/settings-format";
import { pageMeta } from "~/lib/meta";
import { canonicalUrl } from "./canonical.server";
import { listPressSettings, listTroubleshooting } from "../../workers/services/public-content";
import { chartRowLinks } from "../../workers/services/press-setting-links";
import type { Route } from "./+types/press-setting";
import { pageOf } from "../../workers/page-context";

/** Symptoms listed for the row's kind of blank, at most. */
const MAX_SYMPTOMS = 6;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const env = pageOf(context).cloudflare.env;
  const rows = await listPressSettings(env);
  const row = rows.find((r) => r.id === params.id);
  if (!row) throw data("Chart row not found", { status: 404 });
  const [links, symptoms] = await Promise.all([chartRowLinks(env, row.id), listTroubleshooting(env)]);
  return {
    row,
    groupLabel: CHART_GROUP_LABELS[row.group as keyof typeof CHART_GROUP_LABELS] ?? row.group,
    guides: links.guides,
    answers: links.answers,
    symptoms: symptoms
      .filter((t) => t.products.includes(row.group))
      .slice(0, MAX_SYMPTOMS)
      .map((t) => ({ id: t.id, symptom: t.symptom })),
    sameGroup: rows
      .filter((r) => r.group === row.group && r.id !== row.id)
      .map((r) => ({ id: r.id, substrate: r.substrate })),
    canonical: canonicalUrl(url),
  };
}

/** The search-engine description: the figures and who gives them, within 160 characters. */
function rowDescription(row: ChartRow): string {
  const publishers = [...new Set(row.sources.map((s) => s.title.split(/[:(,]/)[0].trim()))];
  const figures = row.temperatureF
    ? `${shortName(row)}: ${[temperatureText(row), row.time, row.pressure ? `${row.pressure} pressure` : null].filter(Boolean).join(", ")}.`
    : `${shortName(row)}: no trade or manufacturer figure was found, so follow your blank maker's instructions.`;
  const text = publishers.length ? `${figures} Sources: ${publishers.join(", ")}.` : figures;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  data
    ? pageMeta(`${shortName(data.row)}: sublimation time and temperature`, rowDescription(data.row), {
        canonical: data.canonical,
      })
    : pageMeta("Chart Row Not Found", "There is no such row in the heat-press settings chart.", { noindex: true });

function Figure({ label, value, sub }: { label: string; value: string; sub?: string | null }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">
        {value}
        {sub ? <span className="mt-1 block text-base font-medium text-slate-700">{sub}</span> : null}
      </dd>
    </div>
  );
}

export default function PressSetting({ loaderData }: Route.ComponentProps) {
  const { row, groupLabel, guides, answers, symptoms, sameGroup } = loaderData;
  const related = guides.length + answers.length + symptoms.length > 0;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs
        className="print:hidden"
        trail={[
          { to: "/", label: "Home" },
          { to: "/press-settings", label: "Heat-press settings" },
          { to: `/press-settings#group-${row.group}`, label: groupLabel },
        ]}
        current={shortName(row)}
      />
      <article className="mt-6" aria-labelledby="row-title" data-testid="chart-row">
        <h1 id="row-title" className="text-3xl font-bold text-slate-900">
          {row.substrate}
        </h1>
        <p className="mt-1 text-lg text-slate-700">Sublimation time, temperature and pressure</p>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <VerifiedBadge row={row} />
          {verifiedText(row)}
        </p>

        <dl className="mt-6 grid gap-3 sm:grid-cols-3" data-testid="row-figures">
          <Figure label="Temperature" value={row.temperatureF ?? FOLLOW_BLANK} sub={row.temperatureC} />
          <Figure label="Time" value={row.time ?? FOLLOW_BLANK} />
          <Figure label="Pressure" value={row.pressure ? pressureLabel(row.pressure) : "Not given by the sources"} />
        </dl>

        <section className="mt-8" aria-labelledby="notes">
          <h2 id="notes" className="text-xl font-semibold text-slate-900">
            Notes
          </h2>
          <p className="mt-2 text-slate-800">{row.notes}</p>
          <p className="mt-2 text-sm text-slate-700">Your blank maker's instructions always come first.</p>
        </section>

        <section className="mt-8" aria-labelledby="sources">
          <h2 id="sources" className="text-xl font-semibold text-slate-900">
            Sources
          </h2>
          <SourceList sources={row.sources} className="mt-2 break-words text-sm text-slate-700" />
        </section>
      </article>

      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        <Link to={`/press-settings#${row.id}`} className={buttonClass("secondary")}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to the chart
        </Link>
        <Link to="/press-settings?print=1" className={buttonClass("outline")}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print chart
        </Link>
      </div>

      {related ? (
        <section className="mt-10 print:hidden" aria-labelledby="related">
          <h2 id="related" className="text-xl font-semibold text-slate-900">
            More on this blank
          </h2>
          <div className="mt-3 grid gap-6 sm:grid-cols-2">
            {guides.length ? (
              <div>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <BookOpen className="h-4 w-4" aria-hidden="true" />
                  Guides that use this row
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {guides.map((g) => (
                    <li key={g.id}>
                      <Link to={`/guides/${g.id}`} className="text-brand-800 underline hover:text-brand-900">
                        {g.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {answers.length ? (
              <div>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <MessageCircleQuestion className="h-4 w-4" aria-hidden="true" />
                  Quick answers
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {answers.map((a) => (
                    <li key={a.id}>
                      <Link to={`/answers/${a.id}`} className="text-brand-800 underline hover:text-brand-900">
                        {a.question}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {symptoms.length ? (
              <div>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <Wrench className="h-4 w-4" aria-hidden="true" />
                  When something goes wrong on {groupLabel.toLowerCase()}
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {symptoms.map((t) => (
                    <li key={t.id}>
                      <Link to={`/troubleshooting#${t.id}`} className="text-brand-800 underline hover:text-brand-900">
                        {t.symptom}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {sameGroup.length ? (
        <nav className="mt-10 print:hidden" aria-labelledby="same-group">
          <h2 id="same-group" className="text-xl font-semibold text-slate-900">
            Other rows: {groupLabel.toLowerCase()}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {sameGroup.map((r) => (
              <li key={r.id}>
                <Link to={`/press-settings/${r.id}`} className="text-brand-800 underline hover:text-brand-900">
                  {r.substrate}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}

/** An unknown row: a 404 that says what is missing and leads back to the chart. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">Chart row not found</h1>
      <p className="mt-2 text-slate-700">There is no such row in the heat-press settings chart.</p>
      <Link to="/press-settings" className={`${buttonClass("primary")} mt-6`}>
        Open the settings chart
      </Link>
    </main>
  );
}
