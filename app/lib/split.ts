// Code splitting for parts of a page that only some visitors see (the signed-in
// avatar menu, the personal home): they are separate chunks, so anonymous
// visitors never download them, yet pages that do show them hydrate in one pass.
import { lazy, type ComponentType } from "react";

// On the server every split module is fetched as soon as it is declared, and the
// document waits for them (see serverSplitsReady), so a fresh isolate never
// renders a split part as a suspended boundary: that would send an empty slot in
// the first paint and fill it only when React's streamed reveal script runs.
const serverLoads: Promise<unknown>[] = [];

/** On the server: resolves once every split module declared so far is loaded. */
export const serverSplitsReady = () => Promise.all(serverLoads);

/**
 * A React.lazy component whose module can be fetched ahead of time. Once the
 * module is here, the component resolves synchronously (React.lazy accepts any
 * thenable), so neither the server nor hydration suspends on it.
 */
export function splitComponent<M, P extends object>(importer: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
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
      : load().then((m) => ({ default: pick(m) })),
  );
  if (import.meta.env.SSR) serverLoads.push(load().catch(() => undefined)); // a failure falls back to React.lazy
  return { Component, load };
}

/** In the browser, before hydration: is this server-rendered marker in the page? */
export const renderedByServer = (selector: string) =>
  !import.meta.env.SSR && typeof document !== "undefined" && document.querySelector(selector) !== null;
