// The heat-press settings chart (buying guide, Compatibility tab).
import { asc } from "drizzle-orm";
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

export function toPressSettingRow(r: typeof pressSettings.$inferSelect): PressSettingRow {
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

export async function listPressSettings(db: Db): Promise<PressSettingRow[]> {
  const rows = await db.select().from(pressSettings).orderBy(asc(pressSettings.sortOrder));
  return rows.map(toPressSettingRow);
}
