// Every page is complete as the server sends it, so its first paint needs the
// HTML, the stylesheet and the pictures, and no script. React Router's <Scripts>
// puts a `modulepreload` in the head for each of the ~10-40 modules a page
// hydrates with, and its boot script imports them statically: all of them start
// downloading while the HTML is still parsing and, on a phone's slow line, share
// it with what the first paint needs. This rewrite of the finished document
// moves them after the first paint:
//
// - the head's modulepreloads are taken out (their addresses kept, in order);
// - the boot script waits for the first paint (a frame, then a task), then adds
//   those modulepreloads, imports the route modules together and starts the
//   client entry, which hydrates.
//
// The download itself is not delayed by a waterfall: every module is preloaded
// at once, as before, just after the paint instead of before it. If the boot
// script ever has a shape this rewrite does not know, it is left as it is (the
// page hydrates as React Router wrote it, only without preloads).
//
// The document is handled as bytes: only the head and the boot script are
// decoded and rewritten; everything else is copied as the same bytes.

const encoder = new TextEncoder();
const HEAD_END = encoder.encode("</head>");
/** The end of the boot script's opening tag as React renders it. */
const BOOT_OPEN = encoder.encode(' type="module" async="">');
const SCRIPT_END = encoder.encode("</script>");

/** The first index of `needle` in `haystack`, found by its last byte ('>' here: rarer in HTML than a space or a quote). */
function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const lastIndex = needle.length - 1;
  const last = needle[lastIndex];
  for (let end = haystack.indexOf(last, from + lastIndex); end !== -1; end = haystack.indexOf(last, end + 1)) {
    const start = end - lastIndex;
    let j = 0;
    while (j < lastIndex && haystack[start + j] === needle[j]) j++;
    if (j === lastIndex) return start;
  }
  return -1;
}

/** The head without its modulepreload links, and their addresses in order. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) hrefs.push(href);
    return "";
  });
  return { head: rest, hrefs };
}

/**
 * React Router's boot script, rewritten to wait for the first paint, then
 * preload `preloads` and import its route modules; null when its shape is not
 * the one expected.
 */
export function paintFirstBoot(source: string, preloads: string[]): string | null {
  const names: string[] = [];
  const modules: string[] = [];
  const sideEffects: string[] = [];
  const rest = source
    .replace(/\bimport \* as (\w+) from ("[^"\\]+");/g, (_, name: string, url: string) => {
      names.push(name);
      modules.push(url);
      return "";
    })
    .replace(/\bimport ("[^"\\]+");/g, (_, url: string) => {
      sideEffects.push(url);
      return "";
    });
  // Any other import statement left (not a call such as import("…")) is a shape this does not know.
  if (!names.length || /(?:^|[;\n])\s*import\s*[^\s(]/.test(rest)) return null;
  const hrefs = preloads.map((h) => JSON.stringify(h)).join(",");
  return [
    'await new Promise((go) => (document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go, 0))));',
    `for (const href of [${hrefs}]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...sideEffects.map((url) => `await import(${url});`),
    `const [${names.join(", ")}] = await Promise.all([${modules.map((url) => `import(${url})`).join(", ")}]);`,
    rest,
  ].join("\n");
}

/**
 * The whole document (as bytes) with its scripts' downloads moved after the
 * first paint (see above). Only the head and the boot script are decoded and
 * rewritten; the rest is copied as the same bytes. A document without a head
 * end or a boot script comes back as it was, apart from its head.
 */
export function paintFirstDocument(doc: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const headEnd = indexOfBytes(doc, HEAD_END);
  if (headEnd === -1) return doc;
  const taken = takeModulePreloads(new TextDecoder().decode(doc.subarray(0, headEnd)));
  const parts = [encoder.encode(taken.head)];
  const open = indexOfBytes(doc, BOOT_OPEN, headEnd);
  const close = open === -1 ? -1 : indexOfBytes(doc, SCRIPT_END, open + BOOT_OPEN.length);
  if (close === -1) parts.push(doc.subarray(headEnd));
  else {
    const start = open + BOOT_OPEN.length;
    const source = new TextDecoder().decode(doc.subarray(start, close));
    parts.push(
      doc.subarray(headEnd, start),
      encoder.encode(paintFirstBoot(source, taken.hrefs) ?? source),
      doc.subarray(close),
    );
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
