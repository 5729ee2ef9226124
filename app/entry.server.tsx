// React's Node build (workerd runs it with nodejs_compat) has the same
// renderToReadableStream, but writes markup into 4 KB buffers with encodeInto,
// where the edge build allocates a TextEncoder.encode result for every
// attribute and text fragment: the same HTML for 15-25 % less CPU per page
// (ADR 0810).
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { pageOf } from "../workers/page-context";
import { NonceProvider } from "./lib/nonce";
import { serverSplitsReady } from "./lib/split";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let shellRendered = false;
  const { nonce } = pageOf(loadContext);
  const controller = new AbortController();
  // Split parts (chat screen, personal home, avatar menu, toasts) render in the first paint.
  await serverSplitsReady();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000);

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      // React moves a finished Suspense boundary out of line (a hidden segment a
      // script reveals later, throttled) once the page passes this many bytes.
      // Every boundary here is finished when rendered (split parts are loaded
      // first, above), so each stays in place: the landing page's contact form is
      // in its section at first paint.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged; before it, React Router's boundary handles them.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // React Router's boot script and modulepreloads go out as they are (ADR 0630,
  // "Update: scripts start when the page arrives").
  // Every Suspense boundary is rendered in place before the response starts: a
  // boundary streamed out of line needs a script to be shown, and the page must
  // read whole without scripts (ADR 0631). Loaders have already run, so this waits
  // for rendering only.
  await body.allReady.catch(() => undefined);
  clearTimeout(timer);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
