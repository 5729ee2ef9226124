// The heat-press settings chart on /press-settings: one section per substrate group,
// each a table. One markup, three layouts (app.css, "Settings chart"): a table on a
// wide screen, one card per row on a phone, and the press-side view (large type,
// one row per line, figures only) on paper and at ?print=1.
import { SourceList } from "~/components/ui/source-list";
import { Link } from "~/components/ui/link";
import { FOLLOW_BLANK, pressureLabel } from "~/components/equipment/settings-format";
import { CHART_GROUP_LABELS } from "@common/press-settings-search";
import { type ChartRow, splitDetails, VerifiedBadge } from "./chart-parts";

type Group = keyof typeof CHART_GROUP_LABELS;

/** The rows by substrate group, groups in the order the chart first names them. */
export function groupRows(rows: ChartRow[]): { group: Group; label: string; rows: ChartRow[] }[] {
  const groups = [...new Set(rows.map((r) => r.group))] as Group[];
  return groups.map((group) => ({
    group,
    label: CHART_GROUP_LABELS[group] ?? group,
    rows: rows.filter((r) => r.group === group),
  }));
}

/** Text with its details in brackets marked, so the press-side view can leave them out. */
function WithDetail({ text }: { text: string }) {
  return (
    <>
      {splitDetails(text).map((part, i) =>
        i % 2 ? (
          <span key={i} className="chart-detail">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** No figure: the full wording on screen, a short one in the press-side view. */
function Follow() {
  return (
    <>
      <span className="chart-follow-long">{FOLLOW_BLANK}</span>
      <span className="chart-follow-short">See maker</span>
    </>
  );
}

function ChartRowView({ row }: { row: ChartRow }) {
  return (
    <tr id={row.id} className="chart-row scroll-mt-24 border-t border-slate-200 align-top target:bg-brand-50">
      <th scope="row" className="chart-blank px-3 py-2 text-left font-medium text-slate-900">
        <Link to={`/press-settings/${row.id}`} className="py-1 text-brand-800 underline-offset-2 hover:underline">
          <WithDetail text={row.substrate} />
        </Link>{" "}
        <VerifiedBadge row={row} className="chart-badge ml-1 align-middle" />
        {row.verified ? null : (
          <span className="chart-mark" aria-hidden="true">
            *
          </span>
        )}
      </th>
      <td data-label="Temperature" className="chart-figure px-3 py-2">
        <div>
          {row.temperatureF ? (
            <>
              <span className="font-semibold">{row.temperatureF}</span>
              {row.temperatureC ? <span className="chart-c text-slate-700">{row.temperatureC}</span> : null}
            </>
          ) : (
            <Follow />
          )}
        </div>
      </td>
      <td data-label="Time" className="chart-figure px-3 py-2">
        <div>{row.time ? <WithDetail text={row.time} /> : <Follow />}</div>
      </td>
      <td data-label="Pressure" className="chart-figure px-3 py-2">
        <div>{row.pressure ? pressureLabel(row.pressure) : "Not given"}</div>
      </td>
      <td data-label="Notes" className="chart-notes px-3 py-2 text-sm text-slate-700">
        <p className="chart-notes-text">{row.notes}</p>
        <Link to={`/press-settings/${row.id}`} className="chart-more mt-1 py-0.5 text-brand-800 underline">
          All notes and sources
        </Link>
        <details className="chart-sources mt-1 text-xs">
          <summary className="cursor-pointer py-1 font-medium text-slate-800">Sources ({row.sources.length})</summary>
          <SourceList sources={row.sources} className="mt-1 break-words" />
        </details>
      </td>
    </tr>
  );
}

export function ChartTables({ rows }: { rows: ChartRow[] }) {
  return (
    <div className="chart-groups" data-testid="chart-groups">
      {groupRows(rows).map((g) => (
        <section
          key={g.group}
          id={`group-${g.group}`}
          aria-labelledby={`h-${g.group}`}
          className="chart-group mt-8 scroll-mt-20"
        >
          <h2 id={`h-${g.group}`} className="chart-group-title text-xl font-semibold text-slate-900">
            {g.label}
          </h2>
          <table className="chart-table mt-3 w-full border-collapse text-left text-sm">
            <thead className="chart-head bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Blank
                </th>
                <th scope="col" className="px-3 py-2">
                  Temperature
                </th>
                <th scope="col" className="px-3 py-2">
                  Time
                </th>
                <th scope="col" className="px-3 py-2">
                  Pressure
                </th>
                <th scope="col" className="chart-notes px-3 py-2">
                  Notes and sources
                </th>
              </tr>
            </thead>
            <tbody>
              {g.rows.map((r) => (
                <ChartRowView key={r.id} row={r} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
