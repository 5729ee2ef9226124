// The document's scripts are fetched after its first paint: the head loses its
// modulepreloads and React Router's boot script waits for a paint, then preloads
// and imports them, whatever the chunking of the stream.
import { describe, expect, it } from "vitest";
import { paintFirstBoot, takeModulePreloads, withPaintFirstScripts } from "~/lib/paint-first.server";

const HEAD =
  '<!DOCTYPE html><html><head><title>Mugs — 400 °F</title><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link fetchpriority="low" rel="modulepreload" href="/assets/root.js"/></head>';
// React Router's boot script as it renders it (route imports, the partial manifest, the entry).
const BOOT = `;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/about.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.js",
    "imports": ["/assets/framework.js"]
  }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.js");`;
const BODY = `<body><p>Press at 204 °C — “done”; rel="modulepreload" in text</p><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">${BOOT}</script><script nonce="n">done()</script></body></html>`;

async function through(bytes: Uint8Array, size: number) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
  return new Response(withPaintFirstScripts(source)).text();
}

describe("scripts after the first paint", () => {
  it("takes every modulepreload out of the head, keeping their order, and leaves other links", () => {
    expect(takeModulePreloads(HEAD)).toEqual({
      head: '<!DOCTYPE html><html><head><title>Mugs — 400 °F</title><link rel="stylesheet" href="/a.css"/></head>',
      hrefs: ["/assets/entry.js", "/assets/root.js"],
    });
  });

  it("rewrites the boot script to wait for a paint, preload, then import the routes and start the entry", () => {
    const boot = paintFirstBoot(BOOT, ["/assets/entry.js", "/assets/root.js"]) as string;
    expect(boot).not.toMatch(/import \* as/);
    const wait = boot.indexOf("requestAnimationFrame");
    const preload = boot.indexOf('rel: "modulepreload"');
    const routes = boot.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/about.js")]);',
    );
    const entry = boot.indexOf('import("/assets/entry.js");');
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(routes).toBeGreaterThan(preload);
    expect(entry).toBeGreaterThan(routes);
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};');
    // A hidden tab never paints: it does not wait for a frame.
    expect(boot).toContain('document.visibilityState === "hidden" ? go()');
  });

  it("leaves a boot script of another shape as it is", () => {
    expect(paintFirstBoot('import("/assets/entry.js");', [])).toBeNull();
    expect(paintFirstBoot('import { x } from "/a.js"; import * as r from "/b.js";', [])).toBeNull();
  });

  it("rewrites a document split anywhere, even inside a character, and passes the rest through as bytes", async () => {
    const html = HEAD + BODY;
    const bytes = new TextEncoder().encode(html);
    const taken = takeModulePreloads(HEAD);
    const expected = taken.head + BODY.replace(BOOT, paintFirstBoot(BOOT, taken.hrefs) as string);
    for (const size of [1, 2, 3, 7, 16, 64, bytes.length]) expect(await through(bytes, size), `${size}`).toBe(expected);
  });

  it("sends a document without a head end or a boot script as it came", async () => {
    const cut = new TextEncoder().encode("<html><head><title>Oops — cut");
    expect(await through(cut, 5)).toBe("<html><head><title>Oops — cut");
    const noBoot = new TextEncoder().encode(`${HEAD}<body><p>No script</p></body></html>`);
    expect(await through(noBoot, 9)).toBe(`${takeModulePreloads(HEAD).head}<body><p>No script</p></body></html>`);
  });
});
