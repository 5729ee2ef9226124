// The long tasks of a page's main thread in a Chromium trace (CDP Tracing, devtools.timeline
// categories), between two moments of the page's clock: used by `PHONE_TRACE=1 npm run phone`
// to say what a tap at the first paint waits for. Each task is listed with its duration and
// where it went (self time by trace event: ParseHTML, UpdateLayoutTree (style), Layout,
// script evaluation and compilation, GC, ...), with the elements styled and objects laid out.

/** The categories the analysis needs (what DevTools' performance panel records, without screenshots). */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
  "latencyInfo",
  "toplevel",
  "blink",
  "disabled-by-default-v8.compile",
];

/** Complete events (ph X, or B/E pairs) of one thread, sorted by start. */
function threadEvents(events, pid, tid) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === "X") out.push({ name: e.name, ts: e.ts, dur: e.dur ?? 0, args: e.args ?? {} });
    else if (e.ph === "B") open.push(e);
    else if (e.ph === "E") {
      for (let i = open.length - 1; i >= 0; i--)
        if (open[i].name === e.name) {
          const b = open.splice(i, 1)[0];
          out.push({ name: b.name, ts: b.ts, dur: e.ts - b.ts, args: { ...(b.args ?? {}), end: e.args ?? {} } });
          break;
        }
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The renderer main thread that loaded `path` (the one with the most ParseHTML of it). */
function mainThread(events, path) {
  const counts = new Map();
  for (const e of events)
    if (e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").includes(path)) {
      const k = `${e.pid}:${e.tid}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) return null;
  const [pid, tid] = best.split(":").map(Number);
  return { pid, tid };
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/**
 * Main-thread tasks over `minMs` between page times `fromMs` and `toMs` (ms since navigation start).
 * Returns the navigation start and first paint in trace time too, and the tasks in page time.
 */
export function longTasks(trace, { path, fromMs, toMs, minMs = 50 }) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThread(events, path);
  if (!thread) return { error: "no renderer main thread parsed the page" };
  const all = threadEvents(events, thread.pid, thread.tid);
  // Navigation start of this document: the page's clock starts there.
  const nav = navigationStart(events, thread, path);
  if (!nav) return { error: "no navigationStart for the page" };
  const t0 = nav.ts;
  const page = (ts) => (ts - t0) / 1000;
  const tasks = all.filter((e) => TASK_NAMES.has(e.name));
  // Tasks can nest (a task run inside another's nested loop): only the outermost ones.
  const outer = [];
  for (const t of tasks) {
    const last = outer.at(-1);
    if (last && t.ts < last.ts + last.dur) continue;
    outer.push(t);
  }
  const from = t0 + fromMs * 1000;
  const to = t0 + toMs * 1000;
  const chosen = outer.filter((t) => t.dur >= minMs * 1000 && t.ts + t.dur > from && t.ts < to);
  const result = [];
  for (const task of chosen) {
    const inside = all.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // Self time of each event: its duration less its direct children's.
    const self = new Map();
    const stack = [];
    const add = (e) => {
      const childTotal = e.children;
      const selfUs = Math.max(0, e.dur - childTotal);
      self.set(e.name, (self.get(e.name) ?? 0) + selfUs);
    };
    for (const e of inside) {
      while (stack.length && e.ts >= stack.at(-1).ts + stack.at(-1).dur) add(stack.pop());
      if (stack.length) stack.at(-1).children += e.dur;
      stack.push({ ...e, children: 0 });
    }
    while (stack.length) add(stack.pop());
    const top = [...self.entries()]
      .filter(([name]) => !TASK_NAMES.has(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`);
    const styled = inside
      .filter((e) => e.name === "UpdateLayoutTree")
      .reduce((n, e) => n + (e.args.elementCount ?? e.args.end?.elementCount ?? 0), 0);
    const laidOut = inside
      .filter((e) => e.name === "Layout")
      .reduce((n, e) => n + (e.args.beginData?.dirtyObjects ?? 0), 0);
    const scripts = [
      ...new Set(
        inside
          .map((e) => e.args.data?.url ?? e.args.beginData?.url ?? "")
          .filter((u) => u.endsWith(".js"))
          .map((u) => u.split("/").at(-1)),
      ),
    ];
    result.push({
      start: Math.round(page(task.ts)),
      ms: Math.round(task.dur / 1000),
      where: top.join(", "),
      styled,
      laidOut,
      scripts: scripts.slice(0, 4).join(" "),
    });
  }
  return { tasks: result };
}

/** The latest navigation start of the page in the renderer: the page's clock starts there. */
function navigationStart(events, thread, path) {
  return events
    .filter(
      (e) =>
        e.name === "navigationStart" &&
        e.pid === thread.pid &&
        String(e.args?.data?.documentLoaderURL ?? "").includes(path),
    )
    .sort((a, b) => b.ts - a.ts)[0];
}

/** The trace's first contentful paint of the page, ms since its navigation start. */
export function firstPaint(trace, path) {
  const events = trace.traceEvents ?? trace;
  const thread = mainThread(events, path);
  if (!thread) return Number.NaN;
  const nav = navigationStart(events, thread, path);
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === thread.pid && e.ts > (nav?.ts ?? 0));
  return nav && fcp ? (fcp.ts - nav.ts) / 1000 : Number.NaN;
}
