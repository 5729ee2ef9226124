// Placeholders shown while a screen's data is on its way.
import { cn } from "~/lib/utils";

export function Skeleton({ className }: { className?: string }) {
  return <div className={cn("animate-pulse rounded bg-slate-200", className)} aria-hidden="true" />;
}

/** A grid of card-shaped placeholders, announced once as `label`. */
export function SkeletonCards({ count, label, className }: { count: number; label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} data-testid="skeleton-cards">
      <ul className={className ?? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} data-testid="skeleton" className="rounded-lg border border-slate-200 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-3 h-3 w-full" />
            <Skeleton className="mt-2 h-3 w-5/6" />
            <Skeleton className="mt-6 h-9 w-28" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A text page's placeholder: a title and a few paragraphs. */
export function SkeletonArticle({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-testid="skeleton-article" className="mx-auto max-w-4xl px-4 py-10">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-6 h-9 w-3/4" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-11/12" />
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="mt-8">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="mt-3 h-3 w-full" />
          <Skeleton className="mt-2 h-3 w-full" />
          <Skeleton className="mt-2 h-3 w-4/5" />
        </div>
      ))}
    </div>
  );
}
