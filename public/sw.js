// Offline reading of saved guides. The page (app/lib/offline.ts) puts each
// saved guide's HTML and its script/style files into the "saved-guides-v1"
// cache; this worker only reads from it:
// - a guide page (/guides/<id>) comes from the network, and from the cache
//   only when the network fails;
// - hashed assets come from the cache when present (they never change);
// - nothing else is touched: /api responses and page data (.data) always go to
//   the network and are never stored.
// Signing out (/api/logout) drops the cache.
const CACHE = "saved-guides-v1";
const GUIDE_PAGE = /^\/guides\/[A-Za-z0-9_-]+$/;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/api/logout") {
    event.waitUntil(caches.delete(CACHE));
    return;
  }
  if (url.pathname.startsWith("/api/") || url.pathname.endsWith(".data") || url.search) return;
  if (request.mode === "navigate" && GUIDE_PAGE.test(url.pathname)) {
    event.respondWith(
      fetch(request).catch(async () => {
        const cached = await caches.match(url.pathname, { cacheName: CACHE });
        return cached ?? offlinePage();
      }),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
  }
});

function offlinePage() {
  const html =
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Offline</title><main style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">' +
    "<h1>You are offline</h1><p>This guide is not saved on this device. Guides you save are kept here for reading offline.</p></main></html>";
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
