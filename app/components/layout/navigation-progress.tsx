// Feedback while a navigation is pending: a thin bar across the top of the
// window (shown after a short delay, so quick navigations do not flicker) and,
// for screens whose data takes a moment, a skeleton of the screen to come.
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { splitComponent } from "~/lib/split";

// The skeletons are needed only once a navigation has waited, never for the
// first paint: their code is fetched when a navigation starts, while the
// skeleton's delay runs (until it arrives the page stays as it is).
const PendingScreen = splitComponent(
  () => import("./pending-screen"),
  (m) => m.PendingScreen,
);

/** How long a navigation may take before the skeleton replaces the page. */
export const SKELETON_DELAY_MS = 300;

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      {busy ? (
        <div
          className="nav-progress"
          data-testid="nav-progress"
          role="progressbar"
          aria-label="Loading page"
          aria-valuetext="Loading"
        >
          <div className="nav-progress-bar" />
        </div>
      ) : null}
      <p className="sr-only" role="status">
        {navigation.state === "loading" ? "Loading page" : ""}
      </p>
    </>
  );
}

/**
 * Shows `children` (the current page) until a navigation to another screen has
 * waited SKELETON_DELAY_MS, then that screen's skeleton. The page stays mounted
 * underneath (hidden), so a cancelled navigation returns to it intact.
 */
export function PendingOutlet({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const target =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname !== location.pathname
      ? navigation.location.pathname
      : null;
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!target) {
      setShown(null);
      return;
    }
    let waiting = true;
    const delay = new Promise((resolve) => setTimeout(resolve, SKELETON_DELAY_MS));
    Promise.all([PendingScreen.load(), delay]).then(
      () => waiting && setShown(target),
      () => undefined, // no skeleton: the progress bar alone
    );
    return () => {
      waiting = false;
    };
  }, [target]);
  const skeleton = shown && shown === target ? shown : null;
  return (
    <>
      <div className="contents" hidden={skeleton !== null}>
        {children}
      </div>
      {skeleton ? (
        <Suspense>
          <PendingScreen.Component pathname={skeleton} />
        </Suspense>
      ) : null}
    </>
  );
}
