// Printing a guide (or a chart): a Print button, and closed <details> opened
// for the printout so the troubleshooting answers are on paper too.
import { Printer } from "lucide-react";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Shown once the page's script runs: printing needs it, and a button that does
 * nothing before then (or without it) is a dead end. The browser's own Print
 * command works all along.
 */
export function PrintButton({ label = "Print" }: { label?: string }) {
  const live = useHydrated();
  if (!live) return null;
  return (
    <Button variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** Opens every closed <details> while printing and closes them again afterwards. */
export function PrintExpandsDetails() {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const before = () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>("main details:not([open])")];
      for (const d of opened) d.open = true;
    };
    const after = () => {
      for (const d of opened) d.open = false;
      opened = [];
    };
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  return null;
}
