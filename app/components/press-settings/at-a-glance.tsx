// "At a glance" at the top of a guide: the heat-press chart rows the guide lists in
// its `settings`, each with its figures on one line and a link to the row's own page,
// so the numbers come before the steps.
import { Thermometer } from "lucide-react";
import { Link } from "~/components/ui/link";
import { type ChartRow, figuresLine, VerifiedBadge } from "./chart-parts";

export function AtAGlance({ rows }: { rows: ChartRow[] }) {
  if (rows.length === 0) return null;
  return (
    <aside
      aria-labelledby="at-a-glance"
      className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-5"
      data-testid="at-a-glance"
    >
      <h2 id="at-a-glance" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Thermometer className="h-5 w-5 text-brand-700" aria-hidden="true" />
        At a glance
      </h2>
      <ul className="mt-3 space-y-3">
        {rows.map((r) => (
          <li key={r.id}>
            <Link to={`/press-settings/${r.id}`} className="font-medium text-brand-800 underline hover:text-brand-900">
              {r.substrate}
            </Link>{" "}
            <VerifiedBadge row={r} className="ml-1 align-middle" />
            <span className="mt-0.5 block text-slate-900">{figuresLine(r)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-700">
        From the{" "}
        <Link to="/press-settings" className="underline">
          heat-press settings chart
        </Link>
        , with each figure's sources. Your blank maker's instructions always come first.
      </p>
    </aside>
  );
}
