// The Worker's request pipeline: security headers and the session on every
// request, the JSON API under /api, and everything else to the page renderer.
import { Hono } from "hono";
import { createApi } from "./api";
import { loadSession } from "./api/middleware";
import { clearFlashCookie, readFlash } from "./lib/flash";
import { cachedPage, isCacheablePageRequest, storePage } from "./lib/page-cache";
import { securityHeaders } from "./lib/security";
import type { AppBindings } from "./lib/types";
import type { PageContext } from "./page-context";

export type RenderPage = (request: Request, context: PageContext) => Promise<Response>;

export function createServer(renderPage: RenderPage) {
  const app = new Hono<AppBindings>();
  app.use("*", securityHeaders());
  app.use("*", loadSession());
  app.route("/api", createApi());
  app.all("*", async (c) => {
    const cacheable = isCacheablePageRequest(c.req.raw, c.get("user") !== null);
    if (cacheable) {
      const hit = await cachedPage(c.req.raw);
      if (hit) return hit;
    }
    const flash = readFlash(c.req.raw);
    const response = await renderPage(c.req.raw, {
      cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
      nonce: c.get("nonce"),
      user: c.get("user"),
      member: c.get("member"),
      flash,
    });
    if (cacheable) return storePage(c.req.raw, response, c.executionCtx as ExecutionContext);
    if (!flash) return response;
    const out = new Response(response.body, response);
    out.headers.append("Set-Cookie", clearFlashCookie());
    return out;
  });
  return app;
}
