// The signed-in user's own account: saved guides and account deletion.
import { Hono } from "hono";
import { idParamSchema, saveGuideSchema } from "@common/schemas";
import { getDb } from "../db/client";
import { setFlash } from "../lib/flash";
import { notFound, parseWith } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { jsonInput } from "../lib/validate";
import { deleteAccount } from "../services/account";
import { listSavedGuides, saveGuide, unsaveGuide } from "../services/saved-guides";
import { clearSessionCookie } from "../services/session";
import { guard, requireUser } from "./middleware";

export const accountApi = new Hono<AppBindings>()
  .get("/saved-guides", async (c) => {
    const user = requireUser(c);
    return c.json(await listSavedGuides(getDb(c.env), user.id));
  })
  .post("/saved-guides", guard(requireUser), jsonInput(saveGuideSchema), async (c) => {
    const user = requireUser(c);
    const { guideId } = c.req.valid("json");
    if (!(await saveGuide(getDb(c.env), user.id, guideId))) throw notFound("Guide not found");
    return c.json({ guideId, saved: true }, 201);
  })
  .delete("/saved-guides/:guideId", async (c) => {
    const user = requireUser(c);
    const guideId = parseWith(idParamSchema, c.req.param("guideId"));
    await unsaveGuide(getDb(c.env), user.id, guideId);
    return c.json({ guideId, saved: false });
  })
  .delete("/account", async (c) => {
    const user = requireUser(c);
    await deleteAccount(c.env, user);
    c.header("Set-Cookie", clearSessionCookie(), { append: true });
    await setFlash(c, { title: "Account deleted", description: "Your account and its data have been removed." });
    return c.json({ message: "Account deleted" });
  });
