// The Worker as the in-workerd tests call it: its fetch handler (workers/test-entry.ts)
// called directly with the test bindings and a fresh execution context per request.
// It behaves as SELF.fetch does for the tests: redirects are followed unless the
// request says `redirect: "manual"`, a body of known size arrives with its
// Content-Length (a stream without one arrives without), the answer's body is taken
// from the Worker as it is written (as a connection would), and an abort signal stops
// the wait for the answer and cuts its body. Each request's waitUntil work runs on
// after its answer, as on Cloudflare; settle-requests.ts awaits all of it after
// every test, so no work carries over into the next one.
//
// SELF.fetch goes through workerd's HTTP path, whose cost per request grows with the
// number of requests made so far in the process (hundreds of milliseconds after a
// few hundred); the handler itself answers in well under a millisecond.
import { createExecutionContext, env } from "cloudflare:test";
import worker from "../../workers/test-entry";
import { track } from "./support/open-requests";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
/** What a connection holds between a Worker that writes and a caller that has not read yet. */
const CONNECTION_BUFFER_BYTES = 64 * 1024;

/** Like SELF.fetch, through the Worker's own fetch handler. */
export async function workerFetch(input: string | Request, init?: RequestInit): Promise<Response> {
  let request = await withLength(new Request(input, init), init);
  const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
  for (let redirects = 0; ; redirects++) {
    const response = await answer(request, signal);
    const location = response.headers.get("Location");
    if (request.redirect === "manual" || !REDIRECT_STATUSES.has(response.status) || location === null)
      return delivered(response, signal);
    if (request.redirect === "error") throw new TypeError(`Redirect to ${location} refused (redirect: "error")`);
    if (redirects === MAX_REDIRECTS) throw new TypeError("Too many redirects");
    await response.body?.cancel();
    request = redirected(request, new URL(location, request.url), response.status, signal);
  }
}

function answer(request: Request, signal: AbortSignal | null | undefined): Promise<Response> {
  const ctx = track(createExecutionContext());
  const answered = new Promise<Response>((resolve) => resolve(worker.fetch(request, env, ctx)));
  if (!signal) return answered;
  return new Promise<Response>((resolve, reject) => {
    const leave = () => {
      reject(signal.reason);
      // The caller has gone: an answer that still arrives finds nobody reading it.
      answered.then((late) => late.body?.cancel(signal.reason)).catch(() => undefined);
    };
    if (signal.aborted) return leave();
    signal.addEventListener("abort", leave, { once: true });
    answered.then(
      (response) => {
        signal.removeEventListener("abort", leave);
        resolve(response);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", leave);
        reject(error);
      },
    );
  });
}

/**
 * The answer as the caller receives it over a connection: its body is taken from the
 * Worker as it is written, up to a socket's worth ahead of the reader (a Worker that
 * streams a short answer finishes writing even if nobody reads it yet), and it stops
 * with the signal's reason once the caller aborts, as fetch's does.
 */
function delivered(response: Response, signal: AbortSignal | null | undefined): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  let stopped = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        signal?.addEventListener(
          "abort",
          () => {
            if (stopped) return;
            stopped = true;
            controller.error(signal.reason);
            reader.cancel(signal.reason).catch(() => undefined);
          },
          { once: true },
        );
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (stopped) return;
        if (done) {
          stopped = true;
          controller.close();
        } else controller.enqueue(value);
      },
      cancel(reason) {
        stopped = true;
        return reader.cancel(reason);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: CONNECTION_BUFFER_BYTES }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** A body given whole (text, form, bytes) arrives with its Content-Length, as it does over HTTP; a stream does not. */
async function withLength(request: Request, init: RequestInit | undefined): Promise<Request> {
  const body = init?.body;
  if (body === undefined || body === null || body instanceof ReadableStream || request.headers.has("Content-Length"))
    return request;
  const bytes = await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(bytes.byteLength));
  return new Request(request.url, {
    method: request.method,
    headers,
    body: bytes,
    redirect: request.redirect,
    signal: init?.signal,
  });
}

/** The request fetch makes for a redirect: a 303 (or a 301/302 after a POST) becomes a GET without a body. */
function redirected(previous: Request, url: URL, status: number, signal: AbortSignal | null | undefined): Request {
  const asGet =
    (status === 303 && previous.method !== "HEAD") ||
    ((status === 301 || status === 302) && previous.method === "POST");
  if (!asGet) return new Request(url, previous);
  const headers = new Headers(previous.headers);
  for (const name of ["Content-Type", "Content-Length", "Content-Encoding", "Content-Language", "Content-Location"])
    headers.delete(name);
  return new Request(url, { method: "GET", headers, redirect: previous.redirect, signal: signal ?? undefined });
}
