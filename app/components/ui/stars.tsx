// Ratings: five stars with the figure (or "New" when there is no rating yet),
// or a compact single star and figure for dense rows. The row of five is one
// element drawn by CSS (`.star-row` in app.css).
import { STAR_COUNT } from "@common/constants";

export function Stars({ rating, compact, label }: { rating: number | null; compact?: boolean; label?: string }) {
  if (rating === null)
    return <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">New</span>;
  const value = (
    <span>
      <span className="sr-only">Rated </span>
      {rating.toFixed(1)}
      <span className="sr-only"> out of {STAR_COUNT} stars</span>
      {label ? <span className="text-xs text-slate-700"> {label}</span> : null}
    </span>
  );
  if (compact) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-slate-800">
        <span className="star-row star-one" aria-hidden="true" />
        {value}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-800">
      <span
        className="star-row"
        data-stars={Math.min(Math.max(Math.round(rating), 0), STAR_COUNT)}
        aria-hidden="true"
      />
      {value}
    </span>
  );
}
