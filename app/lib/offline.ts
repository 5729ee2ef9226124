// Saved guides readable offline: the service worker (public/sw.js) answers a
// guide page from the "saved-guides" cache when the network fails. The page
// fills that cache explicitly when a guide is saved (the guide's HTML and the
// script and style files it needs) and empties it when a guide is unsaved, when
// another account signs in, and when nobody is signed in. Nothing else is ever
// cached: no /api response, no page data, no other page.
export const OFFLINE_CACHE = "saved-guides-v1";
/** The id of the account the cache belongs to. */
const OWNER_KEY = "/__offline-owner";

const supported = () =>
  import.meta.env.PROD && typeof window !== "undefined" && "serviceWorker" in navigator && "caches" in window;

/** The guide page's own URL plus the same-origin assets its HTML loads. */
function assetUrls(html: string): string[] {
  const urls = new Set<string>(["/favicon.svg", "/manifest.webmanifest"]);
  for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/(?:import\(|from |import )"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  return [...urls];
}

/** Stores a saved guide's page for offline reading. Best effort: a failure only means no offline copy. */
export async function keepGuideOffline(guideId: string): Promise<void> {
  if (!supported()) return;
  try {
    const path = `/guides/${encodeURIComponent(guideId)}`;
    const res = await fetch(path, { credentials: "same-origin", headers: { Accept: "text/html" } });
    if (!res.ok || !(res.headers.get("Content-Type") ?? "").includes("text/html")) return;
    const html = await res.clone().text();
    const cache = await caches.open(OFFLINE_CACHE);
    await cache.put(path, res);
    await cache.addAll(assetUrls(html).filter((u) => u.startsWith("/")));
  } catch {
    // Offline copies are a convenience; saving the guide itself has succeeded.
  }
}

export async function forgetGuideOffline(guideId: string): Promise<void> {
  if (!supported()) return;
  try {
    await (await caches.open(OFFLINE_CACHE)).delete(`/guides/${encodeURIComponent(guideId)}`);
  } catch {
    // Nothing cached, nothing to forget.
  }
}

/**
 * React Router's memory (in sessionStorage) that it already answered a failed
 * route discovery with a page load for this build. A link to a page type the
 * document has not loaded yet needs route discovery (`/__manifest`); offline,
 * the service worker answers it with React Router's "load the address as a
 * document" reply, which the worker then answers with a saved guide or the
 * offline page. React Router follows that reply once per build and tab, and
 * after that shows its 404 instead. Forgetting the memory before each
 * navigation a person starts (a link, a form, back and forward) lets every such
 * navigation fall back to a page load. Online nothing changes: a discovery
 * that succeeds clears the same key, and a real version mismatch after a
 * deploy costs one page load per navigation instead of a 404. The browser test
 * of offline links runs against the real build and fails if the key changes.
 */
const DISCOVERY_RELOAD_KEY = "react-router-manifest-version";
let fallbackInstalled = false;

function allowPageLoadFallback(): void {
  if (fallbackInstalled || typeof window === "undefined") return;
  fallbackInstalled = true;
  const forget = () => {
    try {
      sessionStorage.removeItem(DISCOVERY_RELOAD_KEY);
    } catch {
      // No session storage: React Router cannot remember either.
    }
  };
  forget();
  for (const type of ["click", "submit", "popstate"]) window.addEventListener(type, forget, { capture: true });
}

/**
 * Called on every full page load. Signed in: register the service worker and
 * make sure the cache holds this account's guides only. Signed out: drop the
 * cache and the service worker.
 */
export async function syncOfflineSupport(userId: string | null): Promise<void> {
  if (!supported()) return;
  allowPageLoadFallback();
  try {
    if (!userId) {
      await caches.delete(OFFLINE_CACHE);
      const registration = await navigator.serviceWorker.getRegistration("/");
      await registration?.unregister();
      return;
    }
    const owner = await (await (await caches.open(OFFLINE_CACHE)).match(OWNER_KEY))?.text();
    if (owner !== userId) {
      await caches.delete(OFFLINE_CACHE);
      await (await caches.open(OFFLINE_CACHE)).put(OWNER_KEY, new Response(userId));
    }
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    // Opened after any reset: a cache object opened before caches.delete() writes into the deleted cache.
    await syncSavedGuides(await caches.open(OFFLINE_CACHE));
  } catch {
    // No offline reading in this browser (private mode, storage disabled...).
  }
}

/** Where the offline page finds the list of guides kept on this device. */
const LIST_KEY = "/__offline-list";

/**
 * Every guide saved on the account is kept on this device, not only those saved
 * here; guides unsaved elsewhere are dropped. The list itself (ids and titles)
 * is kept for the offline page.
 */
async function syncSavedGuides(cache: Cache): Promise<void> {
  const res = await fetch("/api/saved-guides", { credentials: "same-origin" });
  if (!res.ok) return;
  const saved = (await res.json()) as { id: string; title: string }[];
  const wanted = new Set(saved.map((g) => `/guides/${encodeURIComponent(g.id)}`));
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/guides/") && !wanted.has(path)) await cache.delete(request);
  }
  for (const g of saved) {
    if (!(await cache.match(`/guides/${encodeURIComponent(g.id)}`))) await keepGuideOffline(g.id);
  }
  await cache.put(
    LIST_KEY,
    new Response(JSON.stringify(saved.map((g) => ({ id: g.id, title: g.title }))), {
      headers: { "Content-Type": "application/json" },
    }),
  );
}
