// Notifications on Radix Toast: one toast at a time, 5000 ms, swipe right to
// dismiss, F8 focuses the region once there is one (Radix's defaults).
// The Radix part (toast-region.tsx, about 14 KB gzip with its Radix modules) is
// loaded on demand: before hydration when the page carries a flash message, else
// when a form is first submitted (most toasts answer a post, so the region is
// here by the time the answer is) or on the first toast. A page nobody posts
// from never loads it.
import { createContext, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { renderedByServer, splitComponent } from "~/lib/split";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export interface ToastState extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<(options: ToastOptions) => void>(() => {});

/** Shows a toast, replacing any toast already shown. */
export function useToast() {
  return useContext(ToastContext);
}

const ToastRegion = splitComponent(
  () => import("./toast-region"),
  (m) => m.default,
);
/**
 * Before hydration (called by the root route): a toast the server already knows
 * about (a flash message) is shown during hydration, so its region is fetched
 * first and the toast mounts at once — before any menu or dialog the visitor
 * opens, which must stay the top layer for Escape.
 */
export const loadServerAnnouncedToast = async () => {
  if (renderedByServer("[data-toast-pending]")) await ToastRegion.load();
};

let nextId = 1;

export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  // The region mounts after hydration only, so server and client markup agree.
  const [regionWanted, setRegionWanted] = useState(false);
  const show = useCallback((options: ToastOptions) => {
    setRegionWanted(true);
    setCurrent({ ...options, id: nextId++, open: true });
  }, []);
  const onClosed = useCallback((id: number) => setCurrent((t) => (t && t.id === id ? null : t)), []);

  // A form's post is the usual reason for a toast: the region is fetched
  // alongside it. Toasts raised otherwise load it when they are shown.
  useEffect(() => {
    const prefetch = (event: SubmitEvent) => {
      if ((event.target as HTMLFormElement).method !== "post") return;
      document.removeEventListener("submit", prefetch, { capture: true });
      void ToastRegion.load().catch(() => undefined);
    };
    document.addEventListener("submit", prefetch, { capture: true });
    return () => document.removeEventListener("submit", prefetch, { capture: true });
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {regionWanted ? (
        <Suspense fallback={null}>
          <ToastRegion.Component current={current} onClosed={onClosed} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
