// Request body limits, enforced before any handler reads a byte: a declared
// Content-Length over the limit is refused at once, and any body is read through
// a counter that stops at the limit (for bodies sent without a length, or with
// a false one). What passes is handed on as a buffered body of known size.
import type { Context, MiddlewareHandler } from "hono";
import type { AppBindings } from "./types";

export const FORM_BODY_LIMIT = 64 * 1024;
export const ASK_BODY_LIMIT = 16 * 1024;
/** Stripe's events are larger than people's forms. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export function bodyLimitFor(pathname: string): number {
  if (pathname === "/api/ask-sublimation-expert") return ASK_BODY_LIMIT;
  if (pathname === "/api/stripe/webhook") return WEBHOOK_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

/** Past this (Cloudflare's smallest request size limit), a refused body is cut off rather than read to its end. */
export const DISCARD_CAP = 100 * 1024 * 1024;
/**
 * A refused body up to this size is read to its end before the refusal is sent, for
 * at most READ_BEFORE_REFUSING_MS. The local server (wrangler dev) breaks the
 * connection, and soon every later request, when a response goes out while much of
 * the body is still unsent; read first, it does not (ADR 0701). A sender slower than
 * that gets its answer at the time limit and the rest is read in the background.
 */
export const READ_BEFORE_REFUSING = 1024 * 1024;
export const READ_BEFORE_REFUSING_MS = 2000;

/** Reads and drops up to `cap` bytes; true when the body ended within them (or failed). */
async function drop(reader: ReadableStreamDefaultReader<Uint8Array>, cap: number): Promise<boolean> {
  try {
    let read = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > cap) return false;
    }
  } catch {
    return true;
  }
}

/**
 * Disposes of a refused body, keeping nothing (memory stays flat): up to
 * READ_BEFORE_REFUSING of it is read before the refusal goes out (for at most
 * READ_BEFORE_REFUSING_MS), the rest in the background up to DISCARD_CAP, then it is
 * cut off. A body left unread or cancelled stalled wrangler's local server.
 */
export async function discardBody(
  c: Context,
  body: ReadableStream<Uint8Array> | null | ReadableStreamDefaultReader<Uint8Array>,
): Promise<void> {
  if (!body) return;
  const reader = "getReader" in body ? body.getReader() : body;
  const first = drop(reader, READ_BEFORE_REFUSING);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), READ_BEFORE_REFUSING_MS);
  });
  const ended = await Promise.race([first, waited]);
  clearTimeout(timer);
  if (ended === true) return;
  const rest = (async () => {
    if (await first) return;
    if (!(await drop(reader, DISCARD_CAP))) await reader.cancel();
  })().catch(() => undefined);
  try {
    c.executionCtx.waitUntil(rest);
  } catch {
    // No execution context (direct calls in tests): the drain runs on its own.
  }
}

const tooLarge = (pathname: string, limit: number) => {
  const message = `Request body is too large (at most ${Math.round(limit / 1024)} KB)`;
  return pathname.startsWith("/api/")
    ? Response.json({ message }, { status: 413 })
    : new Response(message, { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
};

/** Reads at most `limit` bytes; the reader, positioned after them, when the body is longer. */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | ReadableStreamDefaultReader<Uint8Array>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return reader;
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function bodyLimit(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD" || request.body === null) return next();
    const { pathname } = new URL(request.url);
    const limit = bodyLimitFor(pathname);
    const declared = request.headers.get("Content-Length");
    if (declared !== null && !(Number(declared) <= limit)) {
      await discardBody(c, request.body);
      return tooLarge(pathname, limit);
    }
    const bytes = await readAtMost(request.body, limit);
    if (!(bytes instanceof Uint8Array)) {
      await discardBody(c, bytes);
      return tooLarge(pathname, limit);
    }
    const headers = new Headers(request.headers);
    headers.set("Content-Length", String(bytes.byteLength));
    c.req.raw = new Request(request.url, {
      method: request.method,
      headers,
      body: bytes,
      signal: request.signal,
      // Cloudflare's request metadata travels with the replacement.
      cf: (request as Request & { cf?: unknown }).cf,
    } as RequestInit);
    return next();
  };
}
