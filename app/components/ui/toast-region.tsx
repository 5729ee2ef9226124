// The Radix Toast region and the current toast. Loaded on demand by toast.tsx
// (a flash message, a form's first submission, or the first toast) to keep it
// out of the JavaScript of pages that never show one.
//
// A toast never shows over an open modal dialog: on a phone it would sit over
// the dialog's heading and close button, and, raised after the dialog opened,
// it would be the top layer and take the first Escape. While a dialog is open
// the toast waits (or, already shown, is put away), and it shows, for its full
// time, once the last dialog closes. A dialog says what goes wrong inside it
// itself.
import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "@common/constants";
import { cn } from "~/lib/utils";
import type { ToastState } from "./toast";

const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

const modalOpen = () => typeof document !== "undefined" && document.querySelector(OPEN_MODAL) !== null;

/** Whether a modal dialog is open: dialogs open and close by portals under body and their data-state. */
function useModalOpen() {
  const [open, setOpen] = useState(modalOpen);
  useEffect(() => {
    const check = () => setOpen(modalOpen());
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
    check();
    return () => observer.disconnect();
  }, []);
  return open;
}

export default function ToastRegion({
  current,
  onClosed,
}: {
  current: ToastState | null;
  onClosed: (id: number) => void;
}) {
  const waiting = useModalOpen();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && !waiting ? (
        <RadixToast.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) onClosed(current.id);
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
      {/* Top right, just below the sticky header: never over the floating AI button or the chat input at the bottom. */}
      <RadixToast.Viewport className="fixed right-0 top-16 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
