// Offline reading of saved guides. The page (app/lib/offline.ts) puts each
// saved guide's HTML and its script/style files into the "saved-guides-v1"
// cache; this worker only reads from it:
// - a guide page (/guides/<id>) comes from the network, and from the cache
//   only when the network fails;
// - hashed assets come from the cache when present (they never change);
// - page data (.data, what a client-side navigation fetches) goes to the
//   network; when the network fails, the answer tells React Router to load the
//   page as a document instead (its single-fetch redirect: 204 with
//   X-Remix-Redirect and X-Remix-Reload-Document), so a saved guide comes from
//   the cache and anything else gets the offline page, never an error screen;
//   route discovery (/__manifest) answers the same way when offline (React
//   Router follows that answer once per tab unless the page forgets it has;
//   app/lib/offline.ts does so before each navigation, so a link to a page type
//   not loaded yet is a page load here too, never React Router's 404);
// - nothing else is touched, and /api responses and page data are never stored.
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
  if (url.pathname.startsWith("/api/")) return;
  if (url.pathname.endsWith(".data")) {
    event.respondWith(fetch(request).catch(() => loadAsDocument(url)));
    return;
  }
  if (url.pathname === "/__manifest") {
    // Route discovery before a client-side navigation: without a network, React Router's
    // "reload the document" answer sends the navigation to this worker as a page load.
    event.respondWith(fetch(request).catch(() => reloadAnswer({})));
    return;
  }
  if (request.mode === "navigate" && url.pathname === "/offline") {
    event.respondWith(offlinePage("list"));
    return;
  }
  if (request.mode === "navigate" && GUIDE_PAGE.test(url.pathname) && !url.search) {
    event.respondWith(
      fetch(request).catch(async () => {
        const cached = await caches.match(url.pathname, { cacheName: CACHE });
        return cached ?? offlinePage("guide");
      }),
    );
    return;
  }
  if (request.mode === "navigate") {
    // Any other page: the network, else the offline page with what can be read.
    event.respondWith(fetch(request).catch(() => offlinePage("page")));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
  }
});

/** React Router's answer for "load this address as a document": the page's own address, without the data suffix. */
function loadAsDocument(dataUrl) {
  const path = dataUrl.pathname === "/_root.data" ? "/" : dataUrl.pathname.slice(0, -".data".length);
  const params = new URLSearchParams(dataUrl.search);
  params.delete("_routes");
  const search = params.toString();
  return reloadAnswer({ "X-Remix-Redirect": search ? `${path}?${search}` : path, "X-Remix-Status": "302" });
}

function reloadAnswer(headers) {
  return new Response(null, {
    status: 204,
    headers: { ...headers, "X-Remix-Reload-Document": "true", "Cache-Control": "no-store" },
  });
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** The branded offline page: why it shows, and the saved guides this device can open. */
async function offlinePage(reason) {
  let guides = [];
  try {
    const list = await caches.match("/__offline-list", { cacheName: CACHE });
    guides = list ? await list.json() : [];
  } catch {
    guides = [];
  }
  const kept = [];
  for (const g of guides) {
    if (await caches.match(`/guides/${encodeURIComponent(g.id)}`, { cacheName: CACHE })) kept.push(g);
  }
  const lead =
    reason === "list"
      ? "Your saved guides on this device."
      : reason === "guide"
        ? "You are offline, and this guide is not saved on this device."
        : "You are offline. This page needs a connection.";
  const items = kept.length
    ? `<ul>${kept.map((g) => `<li><a href="/guides/${encodeURIComponent(g.id)}">${escapeHtml(g.title)}</a></li>`).join("")}</ul>`
    : "<p>No guides are saved on this device yet. Save a guide while online and signed in: it is kept on every device you sign in on.</p>";
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Offline · Sublimation Hub</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>' +
    "body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#fff}" +
    "header{border-bottom:1px solid #e2e8f0;padding:1rem;font-weight:700;color:#5b21b6;font-size:1.125rem}" +
    "main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.75rem;margin:0 0 .5rem}" +
    "ul{padding:0;list-style:none;display:grid;gap:.5rem}li a{display:block;padding:.75rem 1rem;border:1px solid #e2e8f0;border-radius:.5rem;color:#4c1d95;font-weight:600;text-decoration:none}" +
    "li a:hover{border-color:#a78bfa}p{color:#334155}</style></head><body>" +
    '<header>✦ Sublimation Hub</header><main id="main" data-offline-page="">' +
    `<h1>Saved guides, offline</h1><p>${lead}</p>${items}` +
    "<p>Other pages open again when you are back online.</p></main></body></html>";
  return new Response(html, {
    status: reason === "list" ? 200 : 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
