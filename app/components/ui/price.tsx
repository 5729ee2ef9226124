// The one price format: US dollars, whole amounts without cents ("$650",
// "$2,000"), others with two decimals ("$4.99"), thousands separated, and never
// "-$0" (a value that rounds to zero is "$0"). Formatted without Intl (see
// app/lib/number-format.ts): this module runs on many pages as their scripts start.
import { formatUsd } from "~/lib/number-format";

export function formatPrice(usd: number): string {
  if (!Number.isFinite(usd)) return "–";
  const rounded = Math.round(usd * 100) / 100;
  const value = rounded === 0 ? 0 : rounded; // folds -0 into 0
  return formatUsd(value, Number.isInteger(value) ? 0 : 2);
}

/** A price. `approximate` adds a visible "approx." note (street prices change). */
export function Price({ value, approximate, className }: { value: number; approximate?: boolean; className?: string }) {
  return (
    <span className={className} data-price="">
      {formatPrice(value)}
      {approximate ? <span className="ml-1 text-xs font-normal text-slate-700">approx.</span> : null}
    </span>
  );
}
