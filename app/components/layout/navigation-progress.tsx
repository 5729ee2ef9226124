// Feedback while a navigation is pending: a thin bar across the top of the
// window (shown after a short delay, so quick navigations do not flicker) and,
// for screens whose data takes a moment, a skeleton of the screen to come.
import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { SkeletonArticle, SkeletonCards, Skeleton } from "~/components/ui/skeleton";
import { LOADING_PLACEHOLDERS } from "@common/constants";

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

const LISTS: Record<string, string> = {
  "/guides": "Loading guides",
  "/equipment": "Loading equipment",
  "/suppliers": "Loading suppliers",
  "/suppliers/catalog": "Loading the supplier catalog",
  "/dashboard": "Loading your dashboard",
};

/** The skeleton of the screen at `pathname`. */
export function PendingScreen({ pathname }: { pathname: string }) {
  const list = LISTS[pathname];
  if (list) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-10" data-testid="pending-screen">
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="mt-3 h-4 w-full max-w-xl" />
        <Skeleton className="mt-6 h-10 w-full" />
        <div className="mt-8">
          <SkeletonCards count={LOADING_PLACEHOLDERS} label={list} />
        </div>
      </main>
    );
  }
  return (
    <main data-testid="pending-screen">
      <SkeletonArticle label={pathname.startsWith("/guides/") ? "Loading the guide" : "Loading page"} />
    </main>
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
    const timer = setTimeout(() => setShown(target), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  const skeleton = shown && shown === target ? shown : null;
  return (
    <>
      <div className="contents" hidden={skeleton !== null}>
        {children}
      </div>
      {skeleton ? <PendingScreen pathname={skeleton} /> : null}
    </>
  );
}
