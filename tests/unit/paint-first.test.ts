// The document's scripts are fetched after its first paint: the head loses its
// modulepreloads and React Router's boot script waits for a paint, then preloads
// and imports them; the rest of the document is the same bytes.
import { describe, expect, it } from "vitest";
import { paintFirstBoot, paintFirstDocument, takeModulePreloads } from "~/lib/paint-first.server";

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

const encode = (text: string) => new TextEncoder().encode(text);
const rewrite = (html: string) => new TextDecoder().decode(paintFirstDocument(encode(html)));

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

  it("rewrites the document's head and boot script and keeps every other byte", () => {
    const taken = takeModulePreloads(HEAD);
    expect(rewrite(HEAD + BODY)).toBe(taken.head + BODY.replace(BOOT, paintFirstBoot(BOOT, taken.hrefs) as string));
  });

  it("returns a document without a head end as it came, and one without a boot script with only its head changed", () => {
    expect(rewrite("<html><head><title>Oops — cut")).toBe("<html><head><title>Oops — cut");
    expect(rewrite(`${HEAD}<body><p>No script — 204 °C</p></body></html>`)).toBe(
      `${takeModulePreloads(HEAD).head}<body><p>No script — 204 °C</p></body></html>`,
    );
  });
});
