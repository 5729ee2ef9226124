// The admin dashboard's real-user measurements: each page's 75th percentile of
// LCP, INP, CLS and TTFB over the last 24 hours (GET /api/admin/vitals), loaded
// with the dashboard and refreshed every 30 s while the tab is visible.
import { Gauge } from "lucide-react";
import { useEffect, useState } from "react";
import { TableHead } from "~/components/ui/table-head";
import { data as answer, api } from "~/lib/api";
import { ADMIN_STATS_REFRESH_MS } from "@common/constants";
import { VITAL_NAMES, type PageVitals, type VitalName } from "@common/vitals";

/** Google's "good" limits: at or under them a page passes. */
const GOOD: Record<VitalName, number> = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };

const format = (name: VitalName, v: number) =>
  name === "CLS" ? v.toFixed(2) : `${Math.round(v).toLocaleString("en-US")} ms`;

export function VitalsPanel() {
  const [pages, setPages] = useState<PageVitals[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    const refresh = async () => {
      try {
        const next = await answer(api.admin.vitals.$get());
        if (active) {
          setPages(next);
          setFailed(false);
        }
      } catch {
        if (active) setFailed(true);
      }
    };
    void refresh();
    const timer = setInterval(() => {
      if (!document.hidden) void refresh();
    }, ADMIN_STATS_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <section
      aria-labelledby="admin-vitals"
      className="mt-6 min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="admin-vitals" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Gauge aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Real-user speed (p75, last 24 hours)
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Measured in visitors' browsers on a sample of page views. Good: LCP ≤ 2,500 ms, INP ≤ 200 ms, CLS ≤ 0.10, TTFB ≤
        800 ms.
      </p>
      {failed && !pages ? (
        <p className="py-6 text-center text-red-700">Could not load the measurements.</p>
      ) : !pages ? (
        <p className="py-6 text-center text-slate-700">Loading measurements...</p>
      ) : pages.length === 0 ? (
        <p className="py-6 text-center text-slate-700">No measurements in the last 24 hours.</p>
      ) : (
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Real-user speed by page">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="vitals-table">
            <TableHead columns={["Page", ...VITAL_NAMES, "Reports"]} />
            <tbody>
              {pages.map((p) => (
                <tr key={p.page} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 font-mono text-xs font-medium">
                    {p.page}
                  </th>
                  {VITAL_NAMES.map((name) => {
                    const m = p.metrics[name];
                    return (
                      <td
                        key={name}
                        className={`px-3 py-2 ${m && m.p75 > GOOD[name] ? "font-semibold text-red-800" : "text-slate-900"}`}
                      >
                        {m ? format(name, m.p75) : "-"}
                      </td>
                    );
                  })}
                  <td className="px-3 py-2 text-slate-700">
                    {Math.max(...VITAL_NAMES.map((n) => p.metrics[n]?.count ?? 0))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
