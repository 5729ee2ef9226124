// Real-user measurements, for a page view app/lib/vitals.ts sampled: the page's
// LCP, INP, CLS and TTFB (the web-vitals library) go to POST /api/vitals with
// navigator.sendBeacon when the page is hidden or left. Only the path of the page
// as first loaded and the values are sent. web-vitals measures the document load
// (from buffered performance entries, so loading it after hydration loses
// nothing), and a page reached by client navigation reports nothing of its own.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { VitalsReport } from "@common/vitals";

export function reportVitals() {
  const page = location.pathname.slice(0, 200);
  const pending = new Map<Metric["name"], number>();
  const flush = () => {
    if (!pending.size) return;
    const report: VitalsReport = {
      page,
      metrics: [...pending].flatMap(([name, value]) =>
        name === "FCP" ? [] : [{ name, value: Math.min(Math.max(value, 0), 60_000) }],
      ),
    };
    pending.clear();
    if (report.metrics.length)
      navigator.sendBeacon("/api/vitals", new Blob([JSON.stringify(report)], { type: "application/json" }));
  };
  const keep = (metric: Metric) => pending.set(metric.name, metric.value);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  // web-vitals settles LCP, CLS and INP when the page is hidden; its own listeners run first.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") queueMicrotask(flush);
  });
  addEventListener("pagehide", flush);
}
