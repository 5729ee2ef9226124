// The Worker's request pipeline: security headers and the session on every
// request, the JSON API under /api, and everything else to the page renderer.
import { Hono } from "hono";
import { createApi } from "./api";
import { isAskRequest } from "./api/chat";
import { loadSession } from "./api/middleware";
import { bodyLimit } from "./lib/body-limit";
import { clearFlashCookie, readFlash } from "./lib/flash";
import { cachedPage, isCacheablePageRequest, markPrivate, storePage } from "./lib/page-cache";
import { sameOriginWrites } from "./lib/request-guards";
import { editableResponse, securityHeaders } from "./lib/security";
import type { AppBindings } from "./lib/types";
import type { PageContext } from "./page-context";

export type RenderPage = (request: Request, context: PageContext) => Promise<Response>;

export function createServer(renderPage: RenderPage) {
  const app = new Hono<AppBindings>();
  app.use("*", securityHeaders());
  // Refused before anything reads the body or the session.
  app.use("*", sameOriginWrites());
  app.use("*", bodyLimit());
  app.use("*", loadSession(isAskRequest));
  app.route("/api", createApi());
  app.all("*", async (c) => {
    const cacheable = isCacheablePageRequest(c.req.raw, c.get("user") !== null);
    if (cacheable) {
      const hit = await cachedPage(c.req.raw);
      if (hit) return hit;
    }
    const flash = await readFlash(c.env, c.req.raw);
    const user = c.get("user");
    const rendered = await renderPage(c.req.raw, {
      cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
      nonce: c.get("nonce"),
      user,
      member: c.get("member"),
      flash,
    });
    if (cacheable) return storePage(c.req.raw, rendered, c.executionCtx as ExecutionContext);
    // A page that showed a flash message (e.g. a welcome by name) is as personal as a signed-in one.
    const response = markPrivate(rendered, c.req.path, user !== null || flash !== null);
    if (!flash) return response;
    const out = editableResponse(response);
    out.headers.append("Set-Cookie", clearFlashCookie());
    return out;
  });
  return app;
}
