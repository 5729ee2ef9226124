// npm run phone: what a person on a phone sees on a first visit. Each page is
// loaded cold (a fresh browser context, empty cache) in Chromium under the phone
// profile (CDP: 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU x4, 360x780),
// three times; the report gives the median of first contentful paint, largest
// contentful paint, and the time React has hydrated the page (from then on every
// script-driven control responds; links and forms respond from the first paint).
// On the buying guide and the supplier catalog a section is also chosen at the
// first paint, and the time until that section shows is reported; on /ai-chat
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

const RUNS = Number(process.env.PHONE_RUNS ?? 3);
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
    return { fcp: Number.NaN, lcp: Number.NaN, hydrated: Number.NaN, tapToSwitch: Number.NaN };
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
  let switchAt = Number.NaN;
  let tappedAt = Number.NaN;
  if (tab) {
    if (tab.question)
      page.on("request", (r) => {
        if (Number.isNaN(switchAt) && r.method() === "POST") switchAt = Date.now();
      });
  }
  const started = Date.now();
  const done = page.goto(url, { waitUntil: "load", timeout: 60_000 });
  // Handled at once: a load that times out while the tap is being watched must not end the run.
  done.catch(() => undefined);
  if (tab) {
    // Tap the tab as soon as the page has painted.
    for (;;) {
      const painted = await page
        .evaluate(() => performance.getEntriesByName("first-contentful-paint").length > 0)
        .catch(() => false);
      if (painted) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    // A suggested question may sit under the chat's sticky input bar: brought to the middle of the
    // screen first, as a person scrolls to it.
    const box = tab.question
      ? await page.evaluate((label) => {
          const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);
          button?.scrollIntoView({ block: "center" });
          const r = button?.getBoundingClientRect();
          return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        }, tab.label)
      : await page.getByText(tab.label, { exact: true }).first().boundingBox();
    tappedAt = Date.now();
    // Not awaited: the tap's events are queued behind whatever the page's main thread is doing.
    if (box) void page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).catch(() => undefined);
    // A section: until it shows (in place, or on the page a link loads), as a person sees it.
    for (let i = 0; i < 2000 && Number.isNaN(switchAt); i++) {
      const shown = tab.question
        ? false
        : await page
            .evaluate((sel) => [...document.querySelectorAll(sel)].some((e) => e.checkVisibility()), tab.shows)
            .catch(() => false);
      if (shown) switchAt = Date.now();
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  await done.catch(() => undefined);
  if (!tab) await page.waitForFunction(() => window.__hydrated > 0, null, { timeout: 60_000 });
  const m = tab
    ? { fcp: Number.NaN, lcp: Number.NaN, hydrated: Number.NaN }
    : await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        lcp: window.__lcp,
        hydrated: window.__hydrated,
      }));
  await context.close();
  return { ...m, tapToSwitch: switchAt - tappedAt, total: Date.now() - started };
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
          ["/equipment/buying-guide", { label: "Equipment Types", shows: 'main a[href^="/equipment?category="]' }],
          ["/suppliers/catalog", { label: "Complete Directory", shows: '[data-testid="directory-count"]' }],
          [
            "/ai-chat",
            { question: true, signedIn: true, label: "How do I prevent ghosting on my sublimation prints?" },
          ],
        ]) {
      const runs = servers.map(() => []);
      for (let i = 0; i < RUNS; i++)
        for (const [k, server] of servers.entries()) runs[k].push(await load(browser, server.base + p, tab));
      for (const [k, r] of runs.entries()) {
        const taps = r.map((x) => x.tapToSwitch);
        results[k].taps.push({ page: p, tapToSwitch: median(taps), runs: taps });
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
        "| page | section chosen at first paint: shown after; suggested question: sent after (ms) |",
        "| --- | --- |",
        ...results[k].taps.map((t) => `| ${t.page} | ${ms(t.tapToSwitch)} (${t.runs.map(ms).join(" / ")}) |`),
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
