// The JSON API under /api: one router per domain, JSON errors, 404 for unknown
// paths and 405 for a known path asked with the wrong method.
import { Hono } from "hono";
import { errorResponse } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { accountApi } from "./account";
import { adminApi } from "./admin";
import { answersApi } from "./answers";
import { authApi } from "./auth";
import { billingApi } from "./billing";
import { chatApi } from "./chat";
import { contentApi } from "./content";
import { referenceApi } from "./reference";
import { formsApi } from "./forms";
import { searchApi } from "./search";
import { vitalsApi } from "./vitals";

export function createApi() {
  const api = new Hono<AppBindings>()
    .route("/", authApi)
    .route("/", contentApi)
    .route("/", answersApi)
    .route("/", referenceApi)
    .route("/", accountApi)
    .route("/", chatApi)
    .route("/", billingApi)
    .route("/", adminApi)
    .route("/", formsApi)
    .route("/", searchApi)
    .route("/", vitalsApi);

  // A catch-all (not notFound) so that /api/* never falls through to the page renderer.
  api.all("*", (c) => {
    // Routes here are relative to the /api mount point.
    const path = new URL(c.req.url).pathname.replace(/^\/api(?=\/)/, "");
    const allowed = allowedMethods(api, path);
    if (allowed.length) {
      return c.json({ message: "Method not allowed" }, 405, { Allow: allowed.join(", ") });
    }
    return c.json({ message: "Not found" }, 404);
  });
  api.onError((error, c) => errorResponse(c, error));
  return api;
}

/** The API's routes with their inputs and answers, for the browser's typed client (hono/client). */
export type AppType = ReturnType<typeof createApi>;

function pathPattern(path: string): RegExp {
  const escaped = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${escaped}/?$`);
}

function allowedMethods(app: Hono<AppBindings>, path: string): string[] {
  const methods = new Set<string>();
  for (const r of app.routes) {
    if (r.method === "ALL" || r.path.endsWith("*")) continue;
    if (pathPattern(r.path).test(path)) methods.add(r.method);
  }
  return [...methods];
}
