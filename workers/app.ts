import { createRequestHandler, type AppLoadContext } from "react-router";
import { withDatabaseSession } from "./db/d1-session";
import type { PageContext } from "./page-context";
import { createServer } from "./server";
import { purgeAllowanceMemory } from "./services/allowance-memory";

export { ChatSession } from "./durable-objects/chat-session";
export { RateLimiter } from "./durable-objects/rate-limiter";

declare module "react-router" {
  export interface AppLoadContext extends PageContext {}
}

// Built once per isolate, not per request.
const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const server = createServer((request, context) => handleRequest(request, context as AppLoadContext));

export default {
  // Each request reads D1 through its own session (read replicas, ADR 0800).
  fetch: withDatabaseSession(server.fetch),
  // The monthly cron (wrangler.toml [triggers]): what deleted accounts left for last month is forgotten.
  scheduled: (_controller, env, ctx) => ctx.waitUntil(purgeAllowanceMemory(env)),
} satisfies ExportedHandler<Env>;
