// npm run phone: what a person on a phone sees on a first visit. Each page is
// loaded cold (a fresh browser context, empty cache) in Chromium under the phone
// profile (CDP: 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU x4, 360x780),
// three times; the report gives the median of first contentful paint, largest
// contentful paint, and the time React has hydrated the page (from then on every
// script-driven control responds; links and forms respond from the first paint).
// On the buying guide and the supplier catalog a section is also chosen as soon as
// the page shows its radios, and the time until that section shows is reported in
// the page's own clock: from the tap's event.timeStamp (when the press happened,
// however long it then waited for the main thread) to the paint after the radio's
// change (the click's Event Timing entry: startTime + duration is the next paint;
// a later frame if the section's HTML had not arrived). The harness learns that the
// radios are painted from the page itself (a MutationObserver, then the first frame
// after the first contentful paint, through a CDP binding), so no round trip of its
// own queues behind the busy main thread; the tap is a mouse press through CDP
// because CDP's touch events wait for a frame commit before the page gets them,
// which a finger does not (see tapAt). Also reported: when the tap landed and when
// the radios were painted (Element Timing), after FCP, and the section's paint
// counted from FCP. (The former figure, the harness polling with page.evaluate until
// it saw the section after Playwright's touchscreen tap, counted the harness's own
// round trips and CDP's touch wait: ADR 0674, "The first tap, measured in the
// page".) PHONE_TRACE=1 records a Chromium trace of one such
// load per page and lists the main thread's tasks over 50 ms. On /ai-chat
// (signed in, cold cache all the same) a suggested question is tapped, and the
// time until its question is sent (a form post, or the script's request) is
// reported. PHONE_TAPS_ONLY=1 measures the taps only.
// PHONE_COMPARE=<another build directory> measures that build too, alternating
// the two load by load (a shared machine's speed drifts). Also reports the
// gzipped JavaScript the landing page loads in all, parts loaded after
// hydration included (scrolled to the bottom, browser idle, the sampled vitals
// code counted), file by file. PHONE_JS_ONLY=1 measures that only.
// Needs a build (`npx react-router build`); results go to bench/results/.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";
import { freePort, migrateAndSeed, stopProcess, waitForHttp } from "./lib.mjs";
import { TRACE_CATEGORIES, firstPaint, longTasks } from "./trace-tasks.mjs";

const RUNS = Number(process.env.PHONE_RUNS ?? 3);
const TRACE = process.env.PHONE_TRACE === "1";
/** How a section is tapped: see tapAt. */
const TAP_INPUT = process.env.PHONE_TAP_INPUT ?? "press";
const PHONE = { latency: 150, downloadThroughput: 209_715, uploadThroughput: 96_000, cpu: 4 };

/** Applies the phone profile to a page through CDP. */
async function phoneProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.downloadThroughput,
    uploadThroughput: PHONE.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpu });
  return cdp;
}

/** Records LCP and the moment React owns the footer (hydrated), in page time. */
const OBSERVE = () => {
  const w = /** @type {any} */ (window);
  w.__lcp = 0;
  w.__hydrated = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = Math.max(w.__lcp, e.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const timer = setInterval(() => {
    const footer = document.querySelector("footer");
    if (footer && Object.keys(footer).some((k) => k.startsWith("__reactFiber$"))) {
      w.__hydrated = performance.now();
      clearInterval(timer);
    }
  }, 10);
};

/**
 * The tap and what follows it, in the page's own clock (the harness's own round trips queue behind
 * the busy main thread, so they are not the measure): the tap's `timeStamp` (when the touch
 * happened, however long it then waited for the main thread), the Event Timing entries of the
 * interaction (an entry's `startTime + duration` is the next paint after its handlers ran), and,
 * from the radio's `change`, the frames until the chosen section is visible (in case its HTML had
 * not arrived yet at the first frame).
 */
const TAP_OBSERVE = (shows) => {
  const w = /** @type {any} */ (window);
  const t = {
    target: "",
    down: Number.NaN,
    changed: Number.NaN,
    frame: Number.NaN,
    shownFrame: Number.NaN,
    events: [],
  };
  w.__tap = t;
  const down = (/** @type {Event} */ e) => {
    if (!Number.isNaN(t.down)) return;
    t.down = e.timeStamp;
    // What the tap landed on (a check that it hit the radio).
    const el = /** @type {Element} */ (e.target);
    t.target = el?.closest?.("label")?.textContent ?? el?.tagName;
  };
  addEventListener("pointerdown", down, { capture: true, passive: true });
  addEventListener("touchstart", down, { capture: true, passive: true });
  addEventListener(
    "change",
    (e) => {
      if (!Number.isNaN(t.changed) || /** @type {HTMLInputElement} */ (e.target)?.name !== "tab") return;
      t.changed = performance.now();
      const frame = () =>
        requestAnimationFrame((now) => {
          if (Number.isNaN(t.frame)) t.frame = now;
          if ([...document.querySelectorAll(shows)].some((el) => el.checkVisibility())) t.shownFrame = now;
          else frame();
        });
      frame();
    },
    { capture: true },
  );
  // The radios' first paint: the moment a person could first tap one. The harness is told from the
  // frame that renders them (their parsing seen by a MutationObserver, then that frame's
  // requestAnimationFrame, through a CDP binding: no round trip that queues behind the main thread);
  // Element Timing of their labels' text gives the paint's time for the report.
  t.radioPainted = Number.NaN;
  t.radioFrame = Number.NaN;
  const mark = new MutationObserver(() => {
    const labels = document.querySelectorAll("fieldset label > span");
    if (!labels.length) return;
    for (const el of labels) el.setAttribute("elementtiming", "radio");
    mark.disconnect();
    // Frames run before the first paint too (the stylesheet still loading): once the page has painted.
    const frame = () =>
      requestAnimationFrame((now) => {
        if (!performance.getEntriesByName("first-contentful-paint").length) return frame();
        t.radioFrame = now;
        w.__radioPainted?.(String(now));
      });
    frame();
  });
  mark.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries()))
      if (e.identifier === "radio" && Number.isNaN(t.radioPainted)) t.radioPainted = e.renderTime || e.loadTime;
  }).observe({ type: "element", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries()))
      t.events.push({
        name: e.name,
        start: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        end: e.startTime + e.duration,
        id: e.interactionId,
      });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
};

/**
 * Tap → the paint that shows the section, ms of page time. The click's Event Timing entry ends at
 * the first paint after its handlers (the radio's change) ran; if the section was not visible in
 * that frame yet (its HTML still to come), the frame that first showed it. An interaction shorter
 * than Event Timing's 16 ms threshold has no entry: the frame after the change then.
 */
function tapToPaint(t) {
  if (!t || Number.isNaN(t.down) || Number.isNaN(t.changed)) return Number.NaN;
  // The click whose handling changed the radio (the change event is part of the click's activation).
  const click = t.events.findLast((e) => e.name === "click" && e.processingStart <= t.changed + 1);
  if (t.shownFrame > t.frame) return t.shownFrame - t.down;
  return (click ? click.end : t.frame) - t.down;
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};

/** One measured load; a load that fails (a timeout on a busy machine) counts as missing. */
async function load(browser, url, tab) {
  try {
    return await measure(browser, url, tab);
  } catch (error) {
    console.error(`load of ${url} failed:`, error instanceof Error ? error.message.split("\n")[0] : error);
    return {
      fcp: Number.NaN,
      lcp: Number.NaN,
      hydrated: Number.NaN,
      tapToPaint: Number.NaN,
      tapAfterFcp: Number.NaN,
      radiosAfterFcp: Number.NaN,
      fcpToPaint: Number.NaN,
      tapToSwitch: Number.NaN,
    };
  }
}

async function measure(browser, url, tab) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (tab?.signedIn) await signIn(page, new URL(url).origin);
  const cdp = await phoneProfile(page);
  // Signing in loaded scripts and styles: the measured load starts from an empty cache all the same.
  if (tab?.signedIn) await cdp.send("Network.clearBrowserCache");
  await page.addInitScript(OBSERVE);
  if (tab && !tab.question) await page.addInitScript(TAP_OBSERVE, tab.shows);
  let switchAt = Number.NaN;
  let tappedAt = Number.NaN;
  if (tab) {
    if (tab.question)
      page.on("request", (r) => {
        if (Number.isNaN(switchAt) && r.method() === "POST") switchAt = Date.now();
      });
  }
  const radiosPainted = new Promise((resolve) => cdp.on("Runtime.bindingCalled", resolve));
  if (tab?.box) {
    await cdp.send("Runtime.enable");
    await cdp.send("Runtime.addBinding", { name: "__radioPainted" });
  }
  const tracing = TRACE && tab && !tab.question;
  if (tracing)
    await cdp.send("Tracing.start", {
      traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: "recordAsMuchAsPossible" },
      transferMode: "ReturnAsStream",
    });
  const started = Date.now();
  const done = page.goto(url, { waitUntil: "load", timeout: 60_000 });
  // Handled at once: a load that times out while the tap is being watched must not end the run.
  done.catch(() => undefined);
  if (tab) {
    let box = null;
    if (tab.box) {
      // A section: tapped the moment the page reports its radios painted (Element Timing, through a
      // CDP binding: no round trip of the harness's own queues behind the busy main thread), where the
      // radio is (measured beforehand on the same page and screen: the page lays out the same).
      await radiosPainted;
      box = tab.box;
    } else {
      // Tap the question as soon as the page has painted.
      for (;;) {
        const painted = await page
          .evaluate(() => performance.getEntriesByName("first-contentful-paint").length > 0)
          .catch(() => false);
        if (painted) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      // A suggested question may sit under the chat's sticky input bar: brought to the middle of the
      // screen first, as a person scrolls to it.
      box = await page.evaluate((label) => {
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);
        button?.scrollIntoView({ block: "center" });
        const r = button?.getBoundingClientRect();
        return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
      }, tab.label);
    }
    tappedAt = Date.now();
    // Not awaited: the tap's events are queued behind whatever the page's main thread is doing.
    if (box) void tapAt(page, cdp, box.x + box.width / 2, box.y + box.height / 2, tab.box ? TAP_INPUT : "touch");
    if (tab.question)
      // A question: until its request is sent.
      for (let i = 0; i < 2000 && Number.isNaN(switchAt); i++) await new Promise((r) => setTimeout(r, 10));
    // A section: until the page has recorded the paint that shows it (asked rarely: the measure is the page's own).
    else
      await page
        .waitForFunction(
          () => {
            const t = /** @type {any} */ (window).__tap;
            return t && t.shownFrame > 0 && t.events.some((/** @type {any} */ e) => e.name === "click");
          },
          null,
          { polling: 250, timeout: 20_000 },
        )
        .catch(() => undefined);
  }
  await done.catch(() => undefined);
  const inPage = tab
    ? await page
        .evaluate(() => ({
          tap: /** @type {any} */ (window).__tap,
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        }))
        .catch(() => null)
    : null;
  const trace = tracing ? await endTrace(cdp) : null;
  if (tab?.box && !Number.isFinite(tapToPaint(inPage?.tap)))
    console.error(`${url}: no section shown after the tap`, JSON.stringify(inPage?.tap ?? null));
  if (!tab) await page.waitForFunction(() => window.__hydrated > 0, null, { timeout: 60_000 });
  const m = tab
    ? { fcp: Number.NaN, lcp: Number.NaN, hydrated: Number.NaN }
    : await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        lcp: window.__lcp,
        hydrated: window.__hydrated,
      }));
  await context.close();
  return {
    ...m,
    tapToPaint: tapToPaint(inPage?.tap),
    tapAfterFcp: (inPage?.tap?.down ?? Number.NaN) - (inPage?.fcp ?? Number.NaN),
    radiosAfterFcp: (inPage?.tap?.radioPainted ?? Number.NaN) - (inPage?.fcp ?? Number.NaN),
    // The section on screen counted from the first paint (for a page whose first paint shows the
    // radios, no sooner than a tap right at that paint would have seen it).
    fcpToPaint: tapToPaint(inPage?.tap) + (inPage?.tap?.down ?? Number.NaN) - (inPage?.fcp ?? Number.NaN),
    tapToSwitch: switchAt - tappedAt,
    total: Date.now() - started,
    ...(trace ? { trace, tap: inPage?.tap, pageFcp: inPage?.fcp } : {}),
  };
}

/**
 * A tap at (x, y). "press" (the default for a section): a press and release sent together through CDP's
 * Input.dispatchMouseEvent, which the browser passes straight on to the page, as it does a finger's
 * touch. "touch": Playwright's touchscreen.tap (CDP Input.dispatchTouchEvent), which first waits for
 * the renderer to commit a frame (Chromium's DevTools input handler inserts a visual-state callback
 * before every injected touch event, and binding it the first time is a task of the page's main
 * thread): on a busy page that held the touch back for about 550 ms before the page got it, a wait a
 * finger does not have (PHONE_TRACE shows it: InputLatency::TouchStart against STEP_SEND_INPUT_EVENT_UI).
 */
async function tapAt(page, cdp, x, y, input) {
  try {
    if (input === "touch") return await page.touchscreen.tap(x, y);
    const at = { x, y, button: "left", clickCount: 1, pointerType: "mouse" };
    await Promise.all([
      cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at }),
      cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at }),
    ]);
  } catch {
    // The page went away (a failed load): the measure is then missing.
  }
}

/** Where a section's radio is on the page at the phone's screen size (an unthrottled load, after which the page is the same). */
async function radioBox(browser, url, label) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  const box = await page.getByRole("radio", { name: label, exact: true }).boundingBox();
  await context.close();
  return box;
}

/** A section's tap with where its radio is on `server`'s page. */
async function withBox(browser, server, p, tab) {
  return tab.shows ? { ...tab, box: await radioBox(browser, server.base + p, tab.label) } : tab;
}

/** Ends the trace started on `cdp` and reads it back. */
async function endTrace(cdp) {
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  const { stream } = /** @type {any} */ (await complete);
  const parts = [];
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle: stream });
    parts.push(chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data);
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle: stream });
  return JSON.parse(parts.join(""));
}

/**
 * PHONE_TRACE=1: one traced load of each page with a section, the tap at the first paint, and the
 * main thread's tasks over 50 ms from navigation start until the tap's click was handled.
 */
async function traceTaps(browser, servers, sections) {
  mkdirSync("bench/results", { recursive: true });
  for (const [p, tab] of sections)
    for (const server of servers) {
      const r = await load(browser, server.base + p, await withBox(browser, server, p, tab));
      if (!r.trace) continue;
      const slug = `${server.dir.replace(/\W+/g, "_")}${p.replace(/\W+/g, "_")}`;
      const file = `bench/results/trace-${slug}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
      writeFileSync(file, JSON.stringify(r.trace));
      const t = r.tap ?? {};
      const click = (t.events ?? []).findLast((e) => e.name === "click");
      const handled = click?.processingEnd ?? t.changed ?? Number.NaN;
      const { tasks, error } = longTasks(r.trace, {
        path: p,
        fromMs: 0,
        toMs: Number.isFinite(handled) ? handled : 60_000,
      });
      console.log(
        `\n${server.dir} ${p}: FCP ${ms(r.pageFcp)} (trace ${ms(firstPaint(r.trace, p))}), radios painted ${ms(t.radioPainted)}, tap ${ms(t.down)}, click handled ${ms(click?.processingStart)}–${ms(handled)}, next paint ${ms(click?.end)}, section shown ${ms(t.shownFrame > t.frame ? t.shownFrame : (click?.end ?? t.frame))}; tap → paint ${ms(r.tapToPaint)} ms (trace in ${file})`,
      );
      if (error) console.log(error);
      console.log(JSON.stringify(t));
      console.log("| starts (ms) | task (ms) | where (self ms) | elements styled | objects laid out | scripts |");
      console.log("| --- | --- | --- | --- | --- | --- |");
      for (const k of tasks ?? [])
        console.log(`| ${k.start} | ${k.ms} | ${k.where} | ${k.styled} | ${k.laidOut} | ${k.scripts} |`);
    }
}

/** Signs a new member in through the development form (this machine only), unthrottled. */
async function signIn(page, base) {
  await page.goto(`${base}/api/login`);
  await page.getByLabel("First name").fill("Phone");
  await page.getByLabel("Email").fill(`phone-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith("/sign-in")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
}

/** The built Worker in `dir` on a free port with its own fresh state. */
async function serve(dir) {
  const persistTo = mkdtempSync(join(tmpdir(), "sublimation-phone-"));
  migrateAndSeed(persistTo);
  const port = await freePort();
  const args = [
    "wrangler",
    "dev",
    "-c",
    join(dir, "server/wrangler.json"),
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
  ];
  args.push("--persist-to", persistTo, "--var", "APP_ENV:development", "--var", "AUTH_DEV_LOGIN:true");
  args.push("--show-interactive-dev-session=false");
  const child = spawn("npx", args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/guides`, 90_000);
  return {
    dir,
    base,
    stop() {
      stopProcess(child);
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

/**
 * Gzipped JS the landing page loads in all: scrolled to the bottom, then idle.
 * The page view is made one that reports vitals (sessionStorage "vitals-sample"),
 * so the sampled measuring code is counted every time, not on a quarter of runs.
 */
async function landingJs(browser, server) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.addInitScript(() => sessionStorage.setItem("vitals-sample", "1"));
  const page = await context.newPage();
  const scripts = new Set();
  page.on("response", (r) => {
    if (r.url().endsWith(".js")) scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(`${server.base}/`, { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  await context.close();
  const files = [];
  for (const path of scripts) {
    const file = join(server.dir, "client", path);
    if (existsSync(file)) files.push({ path, gzip: gzipSync(readFileSync(file)).length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { kb: files.reduce((n, f) => n + f.gzip, 0) / 1000, files };
}

const ms = (n) => (Number.isFinite(n) ? n.toFixed(0) : "-");

async function main() {
  const dirs = ["build", ...(process.env.PHONE_COMPARE ? [process.env.PHONE_COMPARE] : [])];
  const servers = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const dir of dirs) servers.push(await serve(dir));
    const guides = await (await fetch(`${servers[0].base}/api/guides`)).json();
    const pages = ["/", "/guides", `/guides/${guides[0].id}`, "/equipment/buying-guide", "/ai-chat"];
    // Warm each Worker (its first render compiles), not the browser.
    for (const server of servers) for (const p of pages) await fetch(server.base + p);
    const lines = [`# Phone profile (median of ${RUNS} cold loads, ms from navigation start)`, ""];
    const results = servers.map(() => ({ rows: [], taps: [] }));
    const sections = [
      ["/equipment/buying-guide", { label: "Equipment Types", shows: 'main a[href^="/equipment?category="]' }],
      ["/suppliers/catalog", { label: "Complete Directory", shows: '[data-testid="directory-count"]' }],
    ];
    if (TRACE) {
      await traceTaps(browser, servers, sections);
      return;
    }
    const jsOnly = process.env.PHONE_JS_ONLY === "1";
    for (const p of process.env.PHONE_TAPS_ONLY === "1" || jsOnly ? [] : pages) {
      const runs = servers.map(() => []);
      for (let i = 0; i < RUNS; i++)
        for (const [k, server] of servers.entries()) runs[k].push(await load(browser, server.base + p));
      for (const [k, r] of runs.entries()) {
        results[k].rows.push({
          page: p,
          fcp: median(r.map((x) => x.fcp)),
          lcp: median(r.map((x) => x.lcp)),
          hydrated: median(r.map((x) => x.hydrated)),
        });
        console.log(servers[k].dir, results[k].rows.at(-1));
      }
    }
    for (const [p, tab] of jsOnly
      ? []
      : [
          ...sections,
          [
            "/ai-chat",
            { question: true, signedIn: true, label: "How do I prevent ghosting on my sublimation prints?" },
          ],
        ]) {
      const runs = servers.map(() => []);
      const tabs = [];
      for (const server of servers) tabs.push(await withBox(browser, server, p, tab));
      for (let i = 0; i < RUNS; i++)
        for (const [k, server] of servers.entries()) runs[k].push(await load(browser, server.base + p, tabs[k]));
      for (const [k, r] of runs.entries()) {
        const taps = r.map((x) => x.tapToSwitch);
        const paints = r.map((x) => x.tapToPaint);
        const radios = r.map((x) => x.radiosAfterFcp);
        const after = r.map((x) => x.tapAfterFcp);
        const fromFcp = r.map((x) => x.fcpToPaint);
        results[k].taps.push({
          page: p,
          tapToPaint: median(paints),
          paints,
          radios,
          tapAfterFcp: after,
          fcpToPaint: median(fromFcp),
          fromFcp,
          tapToSwitch: median(taps),
          runs: taps,
        });
        console.log(servers[k].dir, results[k].taps.at(-1));
      }
    }
    for (const [k, server] of servers.entries()) {
      const js = process.env.PHONE_TAPS_ONLY === "1" ? null : await landingJs(browser, server);
      if (js) console.log(server.dir, js);
      lines.push(
        `## ${server.dir}`,
        "",
        "| page | FCP | LCP | hydrated (every control responds) |",
        "| --- | --- | --- | --- |",
        ...results[k].rows.map((r) => `| ${r.page} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.hydrated)} |`),
        "",
        "| page | tap → the paint showing the section (ms) | tap landed after FCP | radios painted after FCP (Element Timing) | FCP → the section painted | suggested question: tap → sent (harness clock) |",
        "| --- | --- | --- | --- | --- | --- |",
        ...results[k].taps.map((t) =>
          t.paints.some(Number.isFinite)
            ? `| ${t.page} | ${ms(t.tapToPaint)} (${t.paints.map(ms).join(" / ")}) | ${t.tapAfterFcp.map(ms).join(" / ")} | ${t.radios.map(ms).join(" / ")} | ${ms(t.fcpToPaint)} (${t.fromFcp.map(ms).join(" / ")}) | |`
            : `| ${t.page} | | | | | ${ms(t.tapToSwitch)} (${t.runs.map(ms).join(" / ")}) |`,
        ),
        "",
        js
          ? `Landing page JavaScript in all (after scrolling, idle): ${js.kb.toFixed(1)} KB gzip in ${js.files.length} files`
          : "",
        "",
        ...(js
          ? [
              "| script | KB gzip |",
              "| --- | --- |",
              ...js.files.map((f) => `| ${f.path} | ${(f.gzip / 1000).toFixed(1)} |`),
              "",
            ]
          : []),
      );
    }
    mkdirSync("bench/results", { recursive: true });
    const file = `bench/results/phone-${new Date().toISOString().replace(/[:.]/g, "-")}.md`;
    writeFileSync(file, `${lines.join("\n")}\n`);
    console.log(lines.join("\n"));
    console.log(`\nWritten to ${file}`);
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}

await main();
