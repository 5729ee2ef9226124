// Notifications on Radix Toast: one toast at a time, 5000 ms, swipe right to
// dismiss, F8 focuses the region (Radix's defaults, as the spec asks).
import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { TOAST_DURATION_MS } from "~/lib/constants";
import { cn } from "~/lib/utils";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ToastState extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<(options: ToastOptions) => void>(() => {});

/** Shows a toast, replacing any toast already shown. */
export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const show = useCallback((options: ToastOptions) => {
    setCurrent({ ...options, id: nextId++, open: true });
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
        {children}
        {current ? (
          <RadixToast.Root
            key={current.id}
            open={current.open}
            onOpenChange={(open) => {
              if (!open) setCurrent((t) => (t && t.id === current.id ? null : t));
            }}
            className={cn(
              "toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
              current.variant === "destructive"
                ? "border-red-700 bg-red-700 text-white"
                : "border-slate-200 bg-white text-slate-900",
            )}
            data-testid="toast"
          >
            <div className="grid gap-1">
              <RadixToast.Title className="text-sm font-semibold">{current.title}</RadixToast.Title>
              {current.description ? (
                <RadixToast.Description className="text-sm opacity-90">{current.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label="Dismiss notification"
              className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
