// Public reference data: the heat-press settings chart and the symptom finder,
// every row with its sources. The same for everyone: answered from the content
// snapshot and kept at the edge with an ETag (lib/json-cache.ts, ADR 0800).
import { Hono } from "hono";
import { pressSettingsQuerySchema, troubleshootingQuerySchema } from "@common/reference-schemas";
import { queryParams } from "../lib/http";
import { publicJson } from "../lib/json-cache";
import type { AppBindings } from "../lib/types";
import { filterPressSettings } from "../services/press-settings";
import { contentVersion, listPressSettings, listTroubleshooting } from "../services/public-content";
import { filterTroubleshooting } from "../services/troubleshooting";

export const referenceApi = new Hono<AppBindings>()
  .get("/press-settings", async (c) => {
    const query = queryParams(c, pressSettingsQuerySchema);
    return publicJson(c, await contentVersion(c.env), query, async () =>
      filterPressSettings(await listPressSettings(c.env), query),
    );
  })
  .get("/troubleshooting", async (c) => {
    const query = queryParams(c, troubleshootingQuerySchema);
    return publicJson(c, await contentVersion(c.env), query, async () =>
      filterTroubleshooting(await listTroubleshooting(c.env), query),
    );
  });
