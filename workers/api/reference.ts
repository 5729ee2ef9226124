// Public reference data: the heat-press settings chart and the symptom finder,
// every row with its sources.
import { Hono } from "hono";
import { pressSettingsQuerySchema, troubleshootingQuerySchema } from "@common/reference-schemas";
import { getDb } from "../db/client";
import { queryParams } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { filterPressSettings, listPressSettings } from "../services/press-settings";
import { filterTroubleshooting, listTroubleshooting } from "../services/troubleshooting";

export const referenceApi = new Hono<AppBindings>()
  .get("/press-settings", async (c) => {
    const query = queryParams(c, pressSettingsQuerySchema);
    return c.json(filterPressSettings(await listPressSettings(getDb(c.env)), query));
  })
  .get("/troubleshooting", async (c) => {
    const query = queryParams(c, troubleshootingQuerySchema);
    return c.json(filterTroubleshooting(await listTroubleshooting(getDb(c.env)), query));
  });
