// The cells a heat-press settings row shows wherever it appears: the substrate
// (with its caveat), then temperature, time and pressure, worded one way.
import type { ReactNode } from "react";
import type { PressSettingRow } from "../../../workers/services/press-settings";
import { FOLLOW_BLANK, pressureLabel } from "./settings-format";

/** The row's header cell: the substrate, a caveat when the figure is for a class of blank, and any extra. */
export function SubstrateCell({ row, children }: { row: PressSettingRow; children?: ReactNode }) {
  return (
    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
      {row.substrate}
      {!row.verified ? (
        <span className="mt-1 block text-xs font-normal text-amber-800">Caveated range: check your blank</span>
      ) : null}
      {children}
    </th>
  );
}

/** Temperature (°F, with °C under it), time and pressure. */
export function SettingCells({ row }: { row: PressSettingRow }) {
  return (
    <>
      <td className="px-3 py-2 whitespace-nowrap">
        {row.temperatureF ? (
          <>
            {row.temperatureF}
            <span className="block text-xs text-slate-700">{row.temperatureC}</span>
          </>
        ) : (
          FOLLOW_BLANK
        )}
      </td>
      <td className="px-3 py-2">{row.time ?? FOLLOW_BLANK}</td>
      <td className="px-3 py-2">{pressureLabel(row.pressure)}</td>
    </>
  );
}
