// The skeleton of a screen whose navigation is taking a moment (see
// navigation-progress.tsx): cards for the lists, an article for the rest.
import { SkeletonArticle, SkeletonCards, Skeleton } from "~/components/ui/skeleton";
import { LOADING_PLACEHOLDERS } from "@common/constants";

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
