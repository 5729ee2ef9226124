// Three small bar charts (new users, AI messages, contact messages per day for
// 30 days), drawn as SVG: rendered by the server with the page, redrawn by the
// dashboard's 30-second poll. No chart library: thirty bars need none.
import type { AdminTrends } from "@common/admin";

const W = 300;
const H = 80;

function Chart({ title, values, days }: { title: string; values: number[]; days: string[] }) {
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const bar = W / values.length;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="min-w-0 rounded-md border border-slate-200 p-3" data-testid="trend-chart">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">{title}</span>
        <span className="text-slate-700">{total} in 30 days</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${title} per day, ${first} to ${last}: ${total} in total, at most ${max} a day`}
        className="mt-2 h-20 w-full"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} stroke="#cbd5e1" strokeWidth="1" />
        {values.map((v, i) => {
          const h = v === 0 ? 0 : Math.max(2, (v / max) * (H - 4));
          return (
            <rect key={days[i]} x={i * bar + 1} y={H - h} width={Math.max(1, bar - 2)} height={h} fill="#6d28d9">
              <title>{`${days[i]}: ${v}`}</title>
            </rect>
          );
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{first?.slice(5)}</span>
        <span>today</span>
      </p>
    </figure>
  );
}

export function TrendCharts({ trends }: { trends: AdminTrends }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Chart title="New users" values={trends.newUsers} days={trends.days} />
      <Chart title="AI messages" values={trends.messages} days={trends.days} />
      <Chart title="Contact messages" values={trends.contactMessages} days={trends.days} />
    </div>
  );
}
