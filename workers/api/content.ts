// Public content: guides, equipment and suppliers. The lists are the same for
// everyone: answered from the isolate's content snapshot and kept at the edge
// with an ETag (lib/json-cache.ts). A guide's full text is for signed-in readers.
import { Hono } from "hono";
import { equipmentQuerySchema, guideQuerySchema, idParamSchema, supplierQuerySchema } from "@common/schemas";
import { settings } from "../env";
import { notFound, parseWith, queryParams } from "../lib/http";
import { publicJson } from "../lib/json-cache";
import type { AppBindings } from "../lib/types";
import { contentVersion, getGuide, listEquipment, listGuides, listSuppliers } from "../services/public-content";
import { requireUser } from "./middleware";

export const contentApi = new Hono<AppBindings>()
  .get("/guides", async (c) => {
    const query = queryParams(c, guideQuerySchema);
    return publicJson(c, await contentVersion(c.env), query, () => listGuides(c.env, query));
  })
  .get("/guides/:id", async (c) => {
    // Guide detail is for signed-in readers: never edge-cached.
    requireUser(c);
    const id = parseWith(idParamSchema, c.req.param("id"));
    const guide = await getGuide(c.env, id);
    if (!guide) throw notFound("Guide not found");
    return c.json(guide);
  })
  .get("/equipment", async (c) => {
    const query = queryParams(c, equipmentQuerySchema);
    return publicJson(c, await contentVersion(c.env), query, () =>
      listEquipment(c.env, query, { affiliateTag: settings(c.env).AFFILIATE_TAG }),
    );
  })
  .get("/suppliers", async (c) => {
    const query = queryParams(c, supplierQuerySchema);
    return publicJson(c, await contentVersion(c.env), query, () => listSuppliers(c.env, query));
  });
