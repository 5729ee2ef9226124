// Which page views report real-user measurements: a sampled share, decided before
// the measuring code (web-vitals, about 3.5 KB gzip) is fetched, so the other
// page views never load it.
import { VITALS_SAMPLE_RATE } from "@common/vitals";

/** A sample rate set for this tab (sessionStorage "vitals-sample", 0 to 1), e.g. to check the reports by hand. */
function sampleRate(): number {
  try {
    const set = Number.parseFloat(sessionStorage.getItem("vitals-sample") ?? "");
    if (set >= 0 && set <= 1) return set;
  } catch {
    // storage blocked: the default rate
  }
  return VITALS_SAMPLE_RATE;
}

export function reportVitals() {
  if (!("sendBeacon" in navigator) || Math.random() >= sampleRate()) return;
  void import("./vitals-report").then((m) => m.reportVitals());
}
