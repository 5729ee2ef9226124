// Code splitting for parts of a page that only some visitors see (the signed-in
// avatar menu, the personal home) or that nobody needs for the first paint (the
// landing page's contact form, below the fold): they are separate chunks, so
// visitors who do not see them never download them, yet the server renders
// them in the first paint like any other part.
import { lazy, type ComponentType } from "react";

interface ServerSplit {
  loaded: () => boolean;
  load: () => Promise<unknown>;
}

// On the server every split module is loaded before the document renders (see
// serverSplitsReady), so a fresh isolate never renders a split part as a
// suspended boundary: that would send an empty slot in the first paint and fill
// it only when React's streamed reveal script runs. Only settled state is kept
// here (ADR 0311): a request that finds a module missing loads it itself.
const serverSplits: ServerSplit[] = [];

/** On the server: loads every split module declared so far that is not loaded yet. */
export const serverSplitsReady = () =>
  Promise.all(serverSplits.filter((s) => !s.loaded()).map((s) => s.load().catch(() => undefined))); // a failure falls back to React.lazy

/**
 * A React.lazy component whose module can be fetched ahead of time. Once the
 * module is here, the component resolves synchronously (React.lazy accepts any
 * thenable), so neither the server nor hydration suspends on it.
 *
 * `until` (browser only) holds the download back until it resolves. Rendered
 * inside a <Suspense> boundary, the part then keeps its server-rendered markup
 * (visible, laid out, not yet interactive) and hydrates when its code arrives.
 */
export function splitComponent<M, P extends object>(
  importer: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
  { until }: { until?: () => Promise<void> } = {},
) {
  let loaded: M | null = null;
  const load = () => importer().then((m) => (loaded = m));
  const Component = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: a thenable lets React.lazy resolve synchronously
          then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: pick(loaded as M) }),
        } as unknown as Promise<{
          default: ComponentType<P>;
        }>)
      : (until && !import.meta.env.SSR ? until().then(load) : load()).then((m) => ({ default: pick(m) })),
  );
  if (import.meta.env.SSR) serverSplits.push({ loaded: () => loaded !== null, load });
  return { Component, load };
}

/** In the browser, before hydration: is this server-rendered marker in the page? */
export const renderedByServer = (selector: string) =>
  !import.meta.env.SSR && typeof document !== "undefined" && document.querySelector(selector) !== null;

/**
 * Resolves when the element `selector` names comes within about a screen of
 * the viewport (at once if it is already there, or if the browser cannot tell).
 */
export function whenNearViewport(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.querySelector(selector);
    if (!el || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(el);
  });
}
