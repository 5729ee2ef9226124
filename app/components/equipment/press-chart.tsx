// The searchable heat-press settings chart (Compatibility tab), with its sources
// and a "Print chart" button. The print styles (app.css, "Settings chart print")
// print this chart alone when the page holds it.
import { Printer } from "lucide-react";
import { useState } from "react";
import { SearchBox } from "~/components/forms/list-controls";
import type { PressSettingRow } from "../../../workers/services/press-settings";
import { TableHead } from "~/components/ui/table-head";
import { SettingCells, SubstrateCell } from "./setting-cells";

/** A settings row as the chart shows it. */
export type PressChartRow = PressSettingRow;

export function PressChart({ rows }: { rows: PressChartRow[] }) {
  const [q, setQ] = useState("");
  const needle = q.trim().toLowerCase();
  const shown = needle
    ? rows.filter((r) => `${r.substrate} ${r.group} ${r.notes}`.toLowerCase().includes(needle))
    : rows;
  return (
    <div data-print-chart="">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center print-chart-hide">
        <div className="max-w-md flex-1">
          <SearchBox
            label="Search the settings chart"
            placeholder="Search substrates, e.g. mug, slate..."
            value={q}
            onChange={setQ}
          />
        </div>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print chart
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700 print-chart-hide" aria-live="polite" data-testid="chart-count">
        {shown.length} of {rows.length} substrates
      </p>
      <p className="print-chart-only hidden text-xs">
        Heat-press settings chart: starting points from the trade and manufacturer sources named for each row on the
        site (and at /api/press-settings). Your blank maker's instructions always come first. "Caveated" rows are a
        source's figure for a class of blank, not for that item.
      </p>
      <div
        className="press-chart-frame mt-3 overflow-x-auto rounded-lg border border-slate-200"
        tabIndex={0}
        role="region"
        aria-label="Heat press settings chart"
      >
        <table className="press-chart w-full min-w-[40rem] border-collapse text-left text-sm">
          <TableHead columns={["Substrate", "Temperature", "Time", "Pressure", "Notes"]} />
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} id={`setting-${r.id}`} className="border-t border-slate-200 align-top">
                <SubstrateCell row={r}>
                  <details className="mt-1 text-xs font-normal text-slate-700 print-chart-hide">
                    <summary className="cursor-pointer">Sources ({r.sources.length})</summary>
                    <ul className="mt-1 list-disc space-y-1 pl-4">
                      {r.sources.map((s) => (
                        <li key={s.title}>
                          {s.url ? (
                            <a href={s.url} rel="noopener noreferrer" className="text-brand-700 underline">
                              {s.title}
                            </a>
                          ) : (
                            s.title
                          )}
                        </li>
                      ))}
                    </ul>
                  </details>
                </SubstrateCell>
                <SettingCells row={r} />
                <td className="px-3 py-2 text-slate-700">
                  {r.notes}
                  {/* On paper the sources stay, in compact form: who published each figure. */}
                  <span className="print-chart-only print-chart-sources hidden">
                    Sources: {sourceNames(r.sources).join("; ")}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The publishers of a row's sources ("A&E magazine, March 2019: ..." gives "A&E magazine, March 2019"), once each. */
function sourceNames(sources: PressChartRow["sources"]): string[] {
  return [...new Set(sources.map((s) => s.title.split(":")[0].trim()))];
}
