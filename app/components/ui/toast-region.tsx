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
//
// Toasts sit at the bottom of the screen, where a page's heading and first
// controls never are: at the top (just below the sticky header) the sign-in
// welcome covered the heading of the page sign-in returned to for 5 seconds.
// Something that stays at the bottom of the screen (the chat's input bar, the
// assistant button floating on wide screens) carries `data-toast-above`, and a
// toast rises above whichever of them sits there when it shows, and above the
// control just used when that is near the bottom.
import { X } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { useEffect, useLayoutEffect, useState } from "react";
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

/** How far a toast must rise to clear the marked bars now at the bottom of the screen (px). */
function bottomClearance(): number {
  const height = window.innerHeight;
  let clear = 0;
  // The marked bars, and the control just used (a Save button near the bottom of the screen stays tappable).
  const focused = document.activeElement;
  const used = focused && focused !== document.body && !focused.closest("[data-testid=toast]") ? [focused] : [];
  for (const el of [...document.querySelectorAll("[data-toast-above]"), ...used]) {
    const box = el.getBoundingClientRect();
    // Only what is on screen and reaches the bottom band a toast would use.
    if (box.height === 0 || box.bottom < height - 120 || box.top >= height) continue;
    clear = Math.max(clear, height - box.top);
  }
  return Math.ceil(clear);
}

/** The clearance, taken when a toast shows (the bars it avoids do not move while it is up). */
function useBottomClearance(showing: unknown) {
  const [clear, setClear] = useState(0);
  useLayoutEffect(() => {
    if (showing) setClear(bottomClearance());
  }, [showing]);
  return clear;
}

export default function ToastRegion({
  current,
  onClosed,
}: {
  current: ToastState | null;
  onClosed: (id: number) => void;
}) {
  const waiting = useModalOpen();
  const shown = current && !waiting ? current : null;
  const clear = useBottomClearance(shown?.id);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {shown ? (
        <RadixToast.Root
          key={shown.id}
          open={shown.open}
          onOpenChange={(open) => {
            if (!open) onClosed(shown.id);
          }}
          className={cn(
            "toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 pr-10 shadow-lg",
            shown.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{shown.title}</RadixToast.Title>
            {shown.description ? (
              <RadixToast.Description className="text-sm opacity-90">{shown.description}</RadixToast.Description>
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
      {/* At the bottom (right, from 640 px), above any marked bar there; the empty region lets taps through. */}
      <RadixToast.Viewport
        style={{ bottom: clear }}
        className="pointer-events-none fixed right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-3 outline-none sm:max-w-sm sm:p-4"
      />
    </RadixToast.Provider>
  );
}
