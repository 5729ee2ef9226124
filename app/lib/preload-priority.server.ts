// The document's <head> carries a `modulepreload` for every script the page
// hydrates with. The server-rendered HTML paints without any of them, yet a
// modulepreload is fetched at high priority, so on a phone's few connections
// the stylesheet and the first image shared the line with ~20-40 scripts and the
// first paint waited for them. Marking the preloads `fetchpriority="low"` lets
// the browser fetch what the paint needs first; the scripts still start at once,
// so hydration does not wait for a discovery waterfall. Neither React Router's
// <Scripts> nor React's preloadModule() takes a priority, hence this rewrite of
// the head as it streams out (the body passes through untouched).

/** "</head>" is ASCII, so its bytes never fall inside a multi-byte character. */
const HEAD_END = new TextEncoder().encode("</head>");

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = Math.max(0, from); i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Adds `fetchpriority="low"` to every modulepreload link of an HTML head. */
export const lowerModulePreloads = (head: string) =>
  head.replace(/<link (?![^>]*fetchpriority)([^>]*rel="modulepreload")/g, '<link fetchpriority="low" $1');

/**
 * The document stream with its head's modulepreloads at low priority. The head
 * is gathered as bytes up to "</head>" and only that part is decoded and
 * rewritten; everything after it passes through as the same bytes, so a chunk
 * boundary inside a multi-byte character never breaks it.
 */
export function withLowPriorityPreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let head = new Uint8Array(0);
  let done = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) return controller.enqueue(chunk);
        const searchFrom = head.length - HEAD_END.length + 1;
        const joined = new Uint8Array(head.length + chunk.length);
        joined.set(head);
        joined.set(chunk, head.length);
        head = joined;
        const end = indexOfBytes(head, HEAD_END, searchFrom);
        if (end === -1) return;
        done = true;
        const text = new TextDecoder().decode(head.subarray(0, end));
        controller.enqueue(new TextEncoder().encode(lowerModulePreloads(text)));
        controller.enqueue(head.subarray(end));
      },
      flush(controller) {
        // A document without a head end (an error page cut short): sent as it came.
        if (!done && head.length) controller.enqueue(head);
      },
    }),
  );
}
