import { createRequestHandler, RouterContextProvider } from "react-router";
import { withDatabaseSession } from "./db/d1-session";
import { type PageContext, pageContext } from "./page-context";
import { createServer } from "./server";
import { purgeAllowanceMemory } from "./services/allowance-memory";

export { ChatSession } from "./durable-objects/chat-session";
export { RateLimiter } from "./durable-objects/rate-limiter";

type RequestHandler = ReturnType<typeof createRequestHandler>;
type ServerBuild = typeof import("virtual:react-router/server-build");

/**
 * React Router's handler, derived once per isolate from the (lazily loaded) build.
 * Given a function, createRequestHandler re-derives its route tables on every
 * request; given the build itself, once. Nothing pending is shared: the import
 * resolves to the same module object each time.
 */
let derived: { build: ServerBuild; handle: RequestHandler } | undefined;
async function handleRequest(request: Request, page: PageContext): Promise<Response> {
  const build = await import("virtual:react-router/server-build");
  if (derived?.build !== build) derived = { build, handle: createRequestHandler(build, import.meta.env.MODE) };
  return derived.handle(request, new RouterContextProvider(new Map([[pageContext, page]])));
}

const server = createServer(handleRequest);

export default {
  // Each request reads D1 through its own session (read replicas, ADR 0800).
  fetch: withDatabaseSession(server.fetch),
  // The monthly cron (wrangler.toml [triggers]): what deleted accounts left for last month is forgotten.
  scheduled: (_controller, env, ctx) => ctx.waitUntil(purgeAllowanceMemory(env)),
} satisfies ExportedHandler<Env>;
