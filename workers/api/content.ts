// Public content: guides, equipment and suppliers.
import { Hono } from "hono";
import { equipmentQuerySchema, guideQuerySchema, idParamSchema, supplierQuerySchema } from "@common/schemas";
import { getDb } from "../db/client";
import { settings } from "../env";
import { notFound, parseWith, queryParams } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { listEquipment } from "../services/equipment";
import { getGuide, listGuides } from "../services/guides";
import { listSuppliers } from "../services/suppliers";
import { requireUser } from "./middleware";

export const contentApi = new Hono<AppBindings>()
  .get("/guides", async (c) => {
    const query = queryParams(c, guideQuerySchema);
    return c.json(await listGuides(getDb(c.env), query));
  })
  .get("/guides/:id", async (c) => {
    // Guide detail is for signed-in readers.
    requireUser(c);
    const id = parseWith(idParamSchema, c.req.param("id"));
    const guide = await getGuide(getDb(c.env), id);
    if (!guide) throw notFound("Guide not found");
    return c.json(guide);
  })
  .get("/equipment", async (c) => {
    const query = queryParams(c, equipmentQuerySchema);
    return c.json(await listEquipment(getDb(c.env), query, { affiliateTag: settings(c.env).AFFILIATE_TAG }));
  })
  .get("/suppliers", async (c) => {
    const query = queryParams(c, supplierQuerySchema);
    return c.json(await listSuppliers(getDb(c.env), query));
  });
