// Chart figures in prose. Text never types a press temperature, time or pressure:
// it writes [[chart:<row-id>]] and the figures are rendered from that settings-chart
// row, as a link to the row's own page. A figure that is not a press setting
// (a wash temperature, a printer's operating range, a material property) is
// written [[not-chart:<text>]] so the figure check knows it was meant.
import type { z } from "zod";
import type { pressSettingSchema } from "./schema.ts";

type Row = Pick<
  z.infer<typeof pressSettingSchema>,
  "id" | "substrate" | "temperatureF" | "temperatureC" | "time" | "pressure"
>;

export const CHART_TOKEN = /\[\[chart:([a-z0-9]+(?:-[a-z0-9]+)*)\]\]/g;
export const NOT_CHART_TOKEN = /\[\[not-chart:([^\]]+)\]\]/g;

const range = (r: { min: number; max: number }, unit: string) =>
  r.min === r.max ? `${r.min} ${unit}` : `${r.min}-${r.max} ${unit}`;

/** A row's figures in words, e.g. "400 °F (204 °C) for 35-40 s, medium pressure". */
export function chartFigureText(row: Row): string {
  if (!row.temperatureF || !row.time) return `the blank maker's settings (${row.substrate})`;
  const temp = row.temperatureC
    ? `${range(row.temperatureF, "°F")} (${range(row.temperatureC, "°C")})`
    : range(row.temperatureF, "°F");
  const pressure =
    row.pressure === null ? "" : row.pressure === "varies" ? ", pressure varies" : `, ${row.pressure} pressure`;
  return `${temp} for ${row.time}${pressure}`;
}

/** Where a row lives on the site. */
export const chartRowPath = (id: string) => `/press-settings/${id}`;

/**
 * Replaces every [[chart:<id>]] with the row's figures as a Markdown link and
 * every [[not-chart:<text>]] with its text. `where` names the file and field
 * for the error thrown on an unknown row.
 */
export function renderChartTokens(text: string, rows: ReadonlyMap<string, Row>, where: string): string {
  return text
    .replace(CHART_TOKEN, (_m, id: string) => {
      const row = rows.get(id);
      if (!row) throw new Error(`${where}: [[chart:${id}]] names no settings-chart row`);
      return `[${chartFigureText(row)}](${chartRowPath(id)})`;
    })
    .replace(NOT_CHART_TOKEN, (_m, inner: string) => inner);
}
