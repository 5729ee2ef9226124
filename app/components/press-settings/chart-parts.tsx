// The pieces a heat-press chart row is shown with on /press-settings, a row's own
// page and a guide's "At a glance" box: its verified state and its figures, worded
// one way (the chart's own words, ~/components/equipment/settings-format).
import { BadgeCheck, CircleAlert } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { PressSettingRow } from "../../../workers/services/press-settings";
import { FOLLOW_BLANK, pressureLabel } from "~/components/equipment/settings-format";

export type ChartRow = PressSettingRow;

/**
 * "Polymer (plastic) mug" -> ["Polymer", " (plastic)", " mug"]: the text cut around its
 * details in brackets (the odd parts), which the press-side view leaves out.
 */
export const splitDetails = (text: string): string[] => text.split(/(\s*\([^)]*\))/);

/** The blank's name without the details in brackets, for titles. */
export const shortName = (row: Pick<ChartRow, "substrate">) =>
  splitDetails(row.substrate)
    .filter((_, i) => i % 2 === 0)
    .join("");

/** What "verified" means for this row, in a sentence. */
export function verifiedText(row: ChartRow): string {
  if (row.verified) return "Verified: a named trade or manufacturer source gives these figures for this kind of blank.";
  if (!row.temperatureF)
    return "Unverified: no trade or manufacturer figure was found for this item, so none is given.";
  return "Unverified: a source's figure for a class of blank, not for this item. Check your blank's instructions.";
}

export function VerifiedBadge({ row, className }: { row: ChartRow; className?: string }) {
  return row.verified ? (
    <Badge tone="green" className={className}>
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
      Verified
    </Badge>
  ) : (
    <Badge tone="amber" className={className}>
      <CircleAlert className="h-3.5 w-3.5" aria-hidden="true" />
      Unverified
    </Badge>
  );
}

/** "400 °F (204 °C)", or the chart's "follow your blank's instructions". */
export function temperatureText(row: ChartRow): string {
  if (!row.temperatureF) return FOLLOW_BLANK;
  return row.temperatureC ? `${row.temperatureF} (${row.temperatureC})` : row.temperatureF;
}

export const timeText = (row: ChartRow) => row.time ?? FOLLOW_BLANK;

/** "Medium pressure", or a plain statement that no source gives one. */
export const pressureText = (row: ChartRow) =>
  row.pressure ? `${pressureLabel(row.pressure)} pressure` : "Pressure: not given by the sources";

/** The row's figures in one line: "400 °F (204 °C) · 35-40 s · Medium pressure". */
export function figuresLine(row: ChartRow): string {
  if (!row.temperatureF && !row.time) return FOLLOW_BLANK;
  return [temperatureText(row), timeText(row), pressureText(row)].join(" · ");
}
