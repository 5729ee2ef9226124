// npm run lighthouse: builds the site, serves it with fresh migrated and seeded
// local state, and runs Lighthouse (mobile settings, Debian's Chromium) over
// every public page, printing the four category scores per page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";
import { freePort, migrateAndSeed, requirePinnedNode, run, startWorker, stopProcess, waitForHttp } from "./lib.mjs";

requirePinnedNode();

// Every public page (guide pages need a sign-in; /subscribe is noindex on purpose) and /answers.
const PAGES = [
  "/",
  "/guides",
  "/equipment",
  "/equipment/buying-guide",
  "/suppliers",
  "/suppliers/catalog",
  "/help-center",
  "/answers",
  "/about",
  "/contact",
  "/partners",
  "/privacy-policy",
  "/terms-of-service",
];
/** `--pages=/a,/b` measures only those pages. */
const ONLY = process.argv
  .find((a) => a.startsWith("--pages="))
  ?.slice(8)
  .split(",");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Runs per page; the median run (by performance) is reported, as Lighthouse's docs advise for noisy machines. */
const RUNS = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);

if (!process.argv.includes("--no-build"))
  run("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });

const persistTo = mkdtempSync(join(tmpdir(), "sublimation-lighthouse-"));
migrateAndSeed(persistTo);
const port = await freePort();
const worker = startWorker({
  port,
  persistTo,
  vars: { APP_ENV: "development" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://localhost:${port}`;
let chrome;
const rows = [];
let failed = false;
try {
  await waitForHttp(`${base}/robots.txt`, 90_000);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
  });
  for (const path of ONLY ?? PAGES) {
    // One warm-up request so the first page is not measured against a cold isolate.
    await fetch(base + path);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      runs.push(result.lhr);
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push({
      page: path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      failing: failing.join(", "),
      metrics: [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
        "speed-index",
      ]
        .map((id) => lhr.audits[id]?.displayValue ?? "-")
        .join(" | "),
    });
    // The median run's full report, for a closer look (bench/results is not committed).
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(`bench/results/lighthouse${path.replaceAll("/", "_") || "_"}.json`, JSON.stringify(lhr));
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
  stopProcess(worker);
  rmSync(persistTo, { recursive: true, force: true });
}

console.log(
  `\nMedian of ${RUNS} run(s) per page; machine load average: ${(await import("node:os"))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")}`,
);
console.log("\n| page | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|");
for (const r of rows)
  console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} |`);
console.log("\n| page | FCP | LCP | TBT | CLS | Speed Index |\n|---|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.page} | ${r.metrics} |`);
const misses = rows.filter((r) => r.failing);
if (misses.length) {
  console.log("\nFailing binary audits:");
  for (const r of misses) console.log(`  ${r.page}: ${r.failing}`);
}
process.exit(failed ? 1 : 0);
