// Code splitting for parts of a page that only some visitors see (the signed-in
// avatar menu, the personal home): they are separate chunks, so anonymous
// visitors never download them, yet pages that do show them hydrate in one pass.
import { lazy, type ComponentType } from "react";

/**
 * A React.lazy component whose module can be fetched ahead of time. Once the
 * module is here, the component resolves synchronously (React.lazy accepts any
 * thenable), so neither the server nor hydration suspends on it.
 */
export function splitComponent<M, P extends object>(importer: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  let loaded: M | null = null;
  const load = () => importer().then((m) => (loaded = m));
  type Loaded = { default: ComponentType<P> };
  const settled = (m: M) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable lets React.lazy resolve synchronously
    ({ then: (resolve: (value: Loaded) => void) => resolve({ default: pick(m) }) }) as unknown as Promise<Loaded>;
  const Component = lazy(() => (loaded ? settled(loaded) : load().then((m) => ({ default: pick(m) }))));
  return { Component, load };
}

/** In the browser, before hydration: is this server-rendered marker in the page? */
export const renderedByServer = (selector: string) =>
  !import.meta.env.SSR && typeof document !== "undefined" && document.querySelector(selector) !== null;
