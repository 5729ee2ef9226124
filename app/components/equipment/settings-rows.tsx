// The settings-chart rows a guide names, rendered from the chart's own data where
// the guide body says [[settings]], so guides never carry copies that drift.
import { SourceList } from "~/components/ui/source-list";
import { Link } from "react-router";
import type { PressSettingRow } from "../../../workers/services/press-settings";
import { FOLLOW_BLANK, pressureLabel } from "./settings-format";

export function SettingsRows({ rows }: { rows: PressSettingRow[] }) {
  if (rows.length === 0) return null;
  return (
    <figure className="rounded-lg border border-slate-200" data-testid="guide-settings">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Settings from the heat-press chart">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Blank
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Temperature
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Time
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Pressure
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Sources
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {r.substrate}
                  {!r.verified ? (
                    <span className="mt-1 block text-xs font-normal text-amber-800">
                      Caveated range: check your blank
                    </span>
                  ) : null}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">
                  {r.temperatureF ? (
                    <>
                      {r.temperatureF}
                      <span className="block text-xs text-slate-700">{r.temperatureC}</span>
                    </>
                  ) : (
                    FOLLOW_BLANK
                  )}
                </td>
                <td className="px-3 py-2">{r.time ?? FOLLOW_BLANK}</td>
                <td className="px-3 py-2">{pressureLabel(r.pressure)}</td>
                <td className="px-3 py-2 text-xs text-slate-700">
                  <SourceList sources={r.sources} plain />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="border-t border-slate-200 px-3 py-2 text-xs text-slate-700">
        From the{" "}
        <Link to="/equipment/buying-guide?tab=compatibility" className="font-medium text-brand-700 underline">
          heat-press settings chart
        </Link>
        . Your blank maker's instructions always come first.
      </figcaption>
    </figure>
  );
}
