// The figure check: a press temperature, time or pressure typed in content prose
// must be one the chart row it names gives. The rule (ADR 0903):
//   - a typed figure is a temperature (400 °F, 204 °C, 400 F, 400 degrees), a
//     time (35 s, 40 seconds, 3.5-5 min, 8 minutes) or a pressure (40 psi);
//   - the rows a text names are the entry's `settings` list plus every
//     [[chart:<row-id>]] in the text;
//   - a temperature passes when every number lies inside one named row's °F (or °C)
//     range or is a °F figure that row's notes give; a time passes when every number,
//     in seconds, is a figure one named row gives in its time or notes (a range is
//     never pieced together from two rows); a pressure in psi never passes (the chart gives none);
//   - a figure inside [[not-chart:...]] (wash temperatures, printer operating
//     ranges, material properties, general dye behaviour) is not checked;
//   - a figure in a text that names no row fails.
import type { z } from "zod";
import { CHART_TOKEN, NOT_CHART_TOKEN } from "./chart-figures.ts";
import type { pressSettingSchema } from "./schema.ts";

type Row = Pick<z.infer<typeof pressSettingSchema>, "id" | "temperatureF" | "temperatureC" | "time" | "notes">;

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** Typed figures: a number or a range, then a temperature, time or pressure unit. */
export const TYPED_FIGURE = new RegExp(
  String.raw`(?<![\w.])(${NUMBER}(?:\s?(?:-|–|to)\s?${NUMBER})?)\s?(°\s?F\b|°\s?C\b|F\b(?![\w-])|degrees\b|s\b(?![\w-])|secs?\b|seconds?\b|mins?\b|minutes?\b|psi\b)`,
  "g",
);

const numbers = (text: string) => text.split(/\s?(?:-|–|to)\s?/).map(Number);
const seconds = (n: number, unit: string) => (/^m/.test(unit) ? n * 60 : n);

/** Every figure of one kind a row gives in its time text and notes: seconds, or °F. */
function rowFigures(row: Row, kind: "time" | "°F"): Set<number> {
  const out = new Set<number>();
  for (const m of `${row.time ?? ""} ${row.notes}`.matchAll(TYPED_FIGURE)) {
    const unit = m[2].replace(/\s/g, "");
    if (kind === "time" && /^(s|sec|min)/.test(unit)) for (const n of numbers(m[1])) out.add(seconds(n, unit));
    if (kind === "°F" && /^(°F|F|degrees)$/.test(unit)) for (const n of numbers(m[1])) out.add(n);
  }
  return out;
}

export interface FigureProblem {
  figure: string;
  problem: string;
}

/** The typed figures in `text` that the named rows do not give. */
export function checkFigures(text: string, named: readonly string[], rows: ReadonlyMap<string, Row>): FigureProblem[] {
  const ids = new Set(named);
  for (const m of text.matchAll(CHART_TOKEN)) ids.add(m[1]);
  const prose = text.replace(CHART_TOKEN, " ").replace(NOT_CHART_TOKEN, " ");
  const known = [...ids].map((id) => rows.get(id)).filter((r): r is Row => !!r);
  const problems: FigureProblem[] = [];
  for (const m of prose.matchAll(TYPED_FIGURE)) {
    const figure = m[0];
    const unit = m[2].replace(/\s/g, "");
    const values = numbers(m[1]);
    if (!known.length) {
      problems.push({
        figure,
        problem:
          "names no chart row: write [[chart:<row-id>]], or [[not-chart:...]] for a figure that is not a press setting",
      });
      continue;
    }
    let ok: boolean;
    if (unit === "psi") ok = false;
    else if (/^(°F|F|degrees)$/.test(unit))
      ok = known.some((r) =>
        values.every(
          (v) => (r.temperatureF && v >= r.temperatureF.min && v <= r.temperatureF.max) || rowFigures(r, "°F").has(v),
        ),
      );
    else if (unit === "°C")
      ok = known.some((r) =>
        values.every(
          (v) =>
            (r.temperatureC && v >= r.temperatureC.min - 1 && v <= r.temperatureC.max + 1) ||
            [...rowFigures(r, "°F")].some((f) => Math.abs(Math.round(((f - 32) * 5) / 9) - v) <= 1),
        ),
      );
    else ok = known.some((r) => values.every((v) => rowFigures(r, "time").has(seconds(v, unit))));
    if (!ok)
      problems.push({ figure, problem: `not a figure of the named row(s) ${known.map((r) => r.id).join(", ")}` });
  }
  return problems;
}
