// Every page is complete as the server sends it, so its first paint needs the
// HTML, the stylesheet and the pictures, and no script. React Router's <Scripts>
// puts a `modulepreload` in the head for each of the ~10-40 modules a page
// hydrates with, and its boot script imports them statically: all of them start
// downloading while the HTML is still parsing and, on a phone's slow line, share
// it with what the first paint needs. This rewrite of the document as it streams
// out moves them after the first paint:
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
// decoded and rewritten; everything else passes through as the same bytes.

const encoder = new TextEncoder();
const HEAD_END = encoder.encode("</head>");
/** The end of the boot script's opening tag as React renders it. */
const BOOT_OPEN = encoder.encode(' type="module" async="">');
const SCRIPT_END = encoder.encode("</script>");

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first, Math.max(0, from)); i !== -1 && i <= last; i = haystack.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
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
 * The document stream with its scripts' downloads moved after the first paint
 * (see above). A chunk boundary may fall anywhere, even inside a multi-byte
 * character: the parts that are rewritten are gathered as bytes first.
 */
export function withPaintFirstScripts(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let state: "head" | "seek-boot" | "boot" | "rest" = "head";
  let held: Uint8Array = new Uint8Array(0);
  let preloads: string[] = [];
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (state === "rest") return controller.enqueue(chunk);
        held = concat(held, chunk);
        for (;;) {
          if (state === "head") {
            const end = indexOfBytes(held, HEAD_END);
            if (end === -1) return;
            const taken = takeModulePreloads(new TextDecoder().decode(held.subarray(0, end)));
            preloads = taken.hrefs;
            controller.enqueue(encoder.encode(taken.head));
            held = held.subarray(end);
            state = "seek-boot";
          } else if (state === "seek-boot") {
            const at = indexOfBytes(held, BOOT_OPEN);
            if (at === -1) {
              // Keep only what could be the start of the marker.
              const keep = Math.min(held.length, BOOT_OPEN.length - 1);
              controller.enqueue(held.subarray(0, held.length - keep));
              held = held.slice(held.length - keep);
              return;
            }
            const open = at + BOOT_OPEN.length;
            controller.enqueue(held.subarray(0, open));
            held = held.subarray(open);
            state = "boot";
          } else if (state === "boot") {
            const end = indexOfBytes(held, SCRIPT_END);
            if (end === -1) return;
            const source = new TextDecoder().decode(held.subarray(0, end));
            controller.enqueue(encoder.encode(paintFirstBoot(source, preloads) ?? source));
            controller.enqueue(held.subarray(end));
            held = new Uint8Array(0);
            state = "rest";
            return;
          } else return;
        }
      },
      flush(controller) {
        // A document cut short (no head end, or no boot script): the rest as it came.
        if (held.length) controller.enqueue(held);
      },
    }),
  );
}
