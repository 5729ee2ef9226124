// Whether the page's script has taken the page over: false while the server
// renders and during hydration (so both render the same), true from then on.
// For controls that need the script: rendered only once it runs, they are never
// dead before it arrives or without it.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
