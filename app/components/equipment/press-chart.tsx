// The searchable heat-press settings chart (Compatibility tab).
import { useState } from "react";
import { SearchBox } from "~/components/forms/list-controls";
import type { PressSettingRow } from "../../../workers/services/press-settings";

/** A settings row as the chart shows it (its sources are listed elsewhere on the tab). */
export type PressChartRow = Omit<PressSettingRow, "sources">;

export function PressChart({ rows }: { rows: PressChartRow[] }) {
  const [q, setQ] = useState("");
  const needle = q.trim().toLowerCase();
  const shown = needle
    ? rows.filter((r) => `${r.substrate} ${r.group} ${r.notes}`.toLowerCase().includes(needle))
    : rows;
  return (
    <div>
      <div className="max-w-md">
        <SearchBox label="Search the settings chart" placeholder="Search substrates, e.g. mug, slate..." value={q} onChange={setQ} />
      </div>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="chart-count">
        {shown.length} of {rows.length} substrates
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label="Heat press settings chart">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Substrate</th>
              <th scope="col" className="px-3 py-2 font-semibold">Temperature</th>
              <th scope="col" className="px-3 py-2 font-semibold">Time</th>
              <th scope="col" className="px-3 py-2 font-semibold">Pressure</th>
              <th scope="col" className="px-3 py-2 font-semibold">Notes</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {r.substrate}
                  {!r.verified ? <span className="mt-1 block text-xs font-normal text-amber-800">Caveated range: check your blank</span> : null}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">
                  {r.temperatureF ? (
                    <>
                      {r.temperatureF}
                      <span className="block text-xs text-slate-700">{r.temperatureC}</span>
                    </>
                  ) : (
                    "Follow your blank's instructions"
                  )}
                </td>
                <td className="px-3 py-2">{r.time ?? "Follow your blank's instructions"}</td>
                <td className="px-3 py-2 capitalize">{r.pressure?.replace("-", " to ") ?? "-"}</td>
                <td className="px-3 py-2 text-slate-700">{r.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
