// The document's <head> carries a `modulepreload` for every script the page
// hydrates with. The server-rendered HTML paints without any of them, yet a
// modulepreload is fetched at high priority, so on a phone's few connections
// the stylesheet and the first image shared the line with ~20-40 scripts and the
// first paint waited for them. Marking the preloads `fetchpriority="low"` lets
// the browser fetch what the paint needs first; the scripts still start at once,
// so hydration does not wait for a discovery waterfall. Neither React Router's
// <Scripts> nor React's preloadModule() takes a priority, hence this rewrite of
// the head as it streams out (the body passes through untouched).

const HEAD_END = "</head>";

/** Adds `fetchpriority="low"` to every modulepreload link of an HTML head. */
export const lowerModulePreloads = (head: string) =>
  head.replace(/<link (?![^>]*fetchpriority)([^>]*rel="modulepreload")/g, '<link fetchpriority="low" $1');

/** The document stream with its head's modulepreloads at low priority. */
export function withLowPriorityPreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = "";
  let done = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) return controller.enqueue(chunk);
        head += decoder.decode(chunk, { stream: true });
        const end = head.indexOf(HEAD_END);
        if (end === -1) return;
        done = true;
        controller.enqueue(encoder.encode(lowerModulePreloads(head.slice(0, end)) + head.slice(end)));
      },
      flush(controller) {
        // A document without a head end (an error page cut short): sent as it came.
        if (!done) controller.enqueue(encoder.encode(head + decoder.decode()));
      },
    }),
  );
}
