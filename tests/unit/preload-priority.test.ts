// The document head's modulepreloads go out at low priority, whatever the
// chunking of the stream; the body is passed through untouched.
import { describe, expect, it } from "vitest";
import { lowerModulePreloads, withLowPriorityPreloads } from "~/lib/preload-priority.server";

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/></head>';
const BODY = '<body><p>rel="modulepreload" in text</p><link rel="modulepreload" href="/c.js"/></body></html>';

async function through(parts: string[]) {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
  return new Response(withLowPriorityPreloads(source)).text();
}

describe("low-priority modulepreloads", () => {
  it("marks every modulepreload of the head and leaves other links alone", () => {
    expect(lowerModulePreloads(HEAD)).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/b.js"/></head>',
    );
  });

  it("does not mark a link twice", () => {
    const once = lowerModulePreloads(HEAD);
    expect(lowerModulePreloads(once)).toBe(once);
  });

  it("rewrites a head split across chunks (even inside a tag) and passes the body through", async () => {
    const html = HEAD + BODY;
    const expected = lowerModulePreloads(HEAD) + BODY;
    for (const size of [1, 7, 64, html.length]) {
      const parts: string[] = [];
      for (let i = 0; i < html.length; i += size) parts.push(html.slice(i, i + size));
      expect(await through(parts)).toBe(expected);
    }
  });

  it("keeps every character whole when the stream's chunks split one (bytes, not text)", async () => {
    const html = `${HEAD.replace("<head>", "<head><title>Mugs — 400 °F</title>")}<body>°—<p>Press at 204 °C — “done”</p></body>`;
    const bytes = new TextEncoder().encode(html);
    const expected = lowerModulePreloads(html.slice(0, html.indexOf("</head>"))) + html.slice(html.indexOf("</head>"));
    for (let size = 1; size <= 16; size++) {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
          controller.close();
        },
      });
      expect(await new Response(withLowPriorityPreloads(source)).text()).toBe(expected);
    }
  });

  it("sends a document without a head end as it came", async () => {
    expect(await through(["<p>cut", " short</p>"])).toBe("<p>cut short</p>");
  });
});
