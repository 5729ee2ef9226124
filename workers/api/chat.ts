// Premium chat sessions and the AI sublimation expert.
import { Hono } from "hono";
import { askSchema, CHAT_TEXT, renameSessionSchema, type ChatStreamEvent } from "@common/chat";
import { idParamSchema } from "@common/schemas";
import { HttpError, parseWith } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { jsonInput } from "../lib/validate";
import {
  chatHistory,
  completeAsk,
  createSession,
  deleteSession,
  listSessionMessages,
  listSessions,
  prepareAsk,
  renameSession,
} from "../services/chat";
import { clientAddress } from "../services/rate-limit";
import { guard, pendingUser, requirePremium, requireSession, signedInUser } from "./middleware";

/** The ask reads its member's row beside its rate limit (loadSession's `defer`, ADR 0821). */
export const isAskRequest = (request: Request) =>
  request.method === "POST" && new URL(request.url).pathname === "/api/ask-sublimation-expert";

export const chatApi = new Hono<AppBindings>()
  // 401 without a session at once; for a session whose user is gone, once the member's row
  // says so (still before a 400), while the body is checked.
  .post("/ask-sublimation-expert", guard(requireSession), jsonInput(askSchema, signedInUser), async (c) => {
    const input = c.req.valid("json");
    // Checks and the reservation happen before any byte is sent, so 400/401/403/404/429 stay plain
    // statuses; the content search and the answer start only after they passed, inside this
    // request (nothing it starts is left for another request to wait on).
    const prepared = await prepareAsk(c.env, pendingUser(c), input, clientAddress(c.req.raw));

    if (!(c.req.header("Accept") ?? "").includes("text/event-stream")) {
      return c.json(await completeAsk(c.env, prepared));
    }

    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    let open = true;
    const send = (event: ChatStreamEvent) => {
      if (!open) return;
      // A reader that went away (Stop, closed tab) does not stop the answer: once fully produced it is
      // saved and counted; if it fails or misses its deadline the message is given back (ADR 0310).
      writer.write(encoder.encode(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`)).catch(() => {
        open = false;
      });
    };
    const background = (task: Promise<unknown>) => {
      try {
        c.executionCtx.waitUntil(task);
      } catch {
        // No execution context (direct calls in tests): the task runs on by itself.
      }
    };
    const work = (async () => {
      try {
        const message = await completeAsk(c.env, prepared, {
          onText: (text) => send({ event: "delta", data: { text } }),
          background,
        });
        send({ event: "done", data: message });
      } catch (error) {
        send({ event: "error", data: { message: error instanceof HttpError ? error.message : CHAT_TEXT.failed } });
      } finally {
        if (open) await writer.close().catch(() => undefined);
      }
    })();
    background(work);
    return new Response(readable, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  })
  .get("/chat-sessions", async (c) => {
    const user = requirePremium(c);
    return c.json(await listSessions(c.env, user.id));
  })
  .post("/chat-sessions", async (c) => {
    const user = requirePremium(c);
    return c.json(await createSession(c.env, user.id), 201);
  })
  .patch("/chat-sessions/:id", guard(requirePremium), jsonInput(renameSessionSchema), async (c) => {
    const user = requirePremium(c);
    const id = parseWith(idParamSchema, c.req.param("id"));
    const { title } = c.req.valid("json");
    return c.json(await renameSession(c.env, user.id, id, title));
  })
  .delete("/chat-sessions/:id", async (c) => {
    const user = requirePremium(c);
    const id = parseWith(idParamSchema, c.req.param("id"));
    await deleteSession(c.env, user.id, id);
    return c.json({ id, deleted: true });
  })
  .get("/chat-sessions/:id/messages", async (c) => {
    const user = requirePremium(c);
    const id = parseWith(idParamSchema, c.req.param("id"));
    return c.json(await listSessionMessages(c.env, user.id, id));
  })
  .get("/chat-history", async (c) => {
    const user = requirePremium(c);
    return c.json(await chatHistory(c.env, user.id));
  });
