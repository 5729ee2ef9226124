// The settings-chart rows a guide names, rendered from the chart's own data where
// the guide body says [[settings]], so guides never carry copies that drift.
import { SourceList } from "~/components/ui/source-list";
import type { PressSettingRow } from "../../../workers/services/press-settings";
import { TableHead } from "~/components/ui/table-head";
import { SettingCells, SubstrateCell } from "./setting-cells";
import { Link } from "~/components/ui/link";

export function SettingsRows({ rows }: { rows: PressSettingRow[] }) {
  if (rows.length === 0) return null;
  return (
    <figure className="rounded-lg border border-slate-200" data-testid="guide-settings">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Settings from the heat-press chart">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <TableHead columns={["Blank", "Temperature", "Time", "Pressure", "Sources"]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-200 align-top">
                <SubstrateCell row={r} />
                <SettingCells row={r} />
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
        <Link to="/press-settings" className="font-medium text-brand-700 underline">
          heat-press settings chart
        </Link>
        . Your blank maker's instructions always come first.
      </figcaption>
    </figure>
  );
}
