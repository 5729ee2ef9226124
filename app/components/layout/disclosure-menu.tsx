// A menu that opens without scripts: a <details> element whose <summary> is the
// button. Once scripts run it also closes after a navigation, on Escape (focus
// goes back to the button) and on a click outside it.
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/utils";

export function DisclosureMenu({
  summary,
  summaryLabel,
  summaryClassName,
  className,
  children,
  testId,
}: {
  summary: ReactNode;
  /** The button's accessible name. */
  summaryLabel: string;
  summaryClassName?: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (details.open && e.target instanceof Node && !details.contains(e.target)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <details ref={ref} className={cn("group relative", className)} data-testid={testId}>
      <summary
        aria-label={summaryLabel}
        className={cn("cursor-pointer list-none [&::-webkit-details-marker]:hidden", summaryClassName)}
      >
        {summary}
      </summary>
      {children}
    </details>
  );
}
