// The heat-press settings chart (/press-settings, GET /api/press-settings).
import { asc } from "drizzle-orm";
import { searchPressSettings } from "@common/press-settings-search";
import type { PressSettingsQuery } from "@common/reference-schemas";
import type { Db } from "../db/client";
import { pressSettings } from "../db/schema";

export interface PressSettingRow {
  id: string;
  substrate: string;
  group: string;
  temperatureF: string | null;
  temperatureC: string | null;
  time: string | null;
  pressure: string | null;
  notes: string;
  verified: boolean;
  sources: { title: string; url?: string }[];
}

const range = (min: number | null, max: number | null, unit: string) =>
  min === null || max === null ? null : min === max ? `${min} °${unit}` : `${min}-${max} °${unit}`;

type Stored = typeof pressSettings.$inferSelect;

export async function listPressSettings(db: Db): Promise<PressSettingRow[]> {
  const rows = await db.select().from(pressSettings).orderBy(asc(pressSettings.sortOrder));
  return rows.map(toPressSettingRow);
}

/** A stored chart row as pages and the API show it. */
export function toPressSettingRow(r: Stored): PressSettingRow {
  return {
    id: r.id,
    substrate: r.substrate,
    group: r.group,
    temperatureF: range(r.temperatureFMin, r.temperatureFMax, "F"),
    temperatureC: range(r.temperatureCMin, r.temperatureCMax, "C"),
    time: r.time,
    pressure: r.pressure,
    notes: r.notes,
    verified: r.verified,
    sources: r.sources,
  };
}

/** The chart narrowed by substrate group and by a search for a blank (the /press-settings search). */
export function filterPressSettings(rows: PressSettingRow[], query: PressSettingsQuery = {}): PressSettingRow[] {
  const inGroup = rows.filter((r) => !query.group || query.group === "all" || r.group === query.group);
  return searchPressSettings(inGroup, query.search).rows;
}
