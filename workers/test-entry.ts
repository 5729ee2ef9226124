// The Worker as the in-workerd tests see it: the same server and Durable Objects,
// with a plain page renderer because the React Router build is not available there.
import { withDatabaseSession } from "./db/d1-session";
import { createServer } from "./server";

export { ChatSession } from "./durable-objects/chat-session";
export { RateLimiter } from "./durable-objects/rate-limiter";

const server = createServer(
  async (request, context) =>
    new Response(
      `<!doctype html><title>test page</title><p>${new URL(request.url).pathname}</p><p>${context.user ? "signed-in" : "anonymous"}</p>`,
      {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      },
    ),
);

export default { fetch: withDatabaseSession(server.fetch) } satisfies ExportedHandler<Env>;
