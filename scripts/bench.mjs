// npm run bench: throughput and latency of the built Worker on loopback (wrk, or
// a built-in load generator when wrk is missing) for visitors' and members'
// pages and the public JSON API, each as a ratio of the static asset's rate in
// the same run; the gzipped JavaScript each page makes the browser load, and the
// gzipped Worker bundle. Every load is bounded in time; results go to
// bench/results/. BENCH_PAGES_ONLY=1 skips the chat and admin benchmarks.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, migrateAndSeed, requirePinnedNode, run, startWorker, stopProcess, waitForHttp } from "./lib.mjs";

requirePinnedNode();

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * Every target is measured once per round, between static-asset runs, and each
 * ratio is taken against the static rate around it; the report gives the median
 * round. A shared machine's speed drifts over a minute, and a ratio between two
 * runs seconds apart is steadier than one between runs a minute apart.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
// The Worker bundle carries the answer engine's index of the content (ADR 0340, about 210 KiB of it).
const BUDGETS = { homeJsKb: 125, listJsKb: 170, workerKib: 1280 };
/** Minimum rate of each target as a share of the static asset's rate in the same run. */
const RATIO_BUDGETS = {
  "/ (visitor)": 1 / 3,
  "/ (member)": 0.3,
  "/guides (member)": 0.3,
  "/dashboard (member)": 0.25,
  "/api/guides": 0.8,
};
const BENCH_EMAIL = "bench-member@example.com";

/** wrk when present (or installable as root); otherwise the built-in load generator. */
function haveWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return true;
  if (process.getuid?.() === 0 && !process.env.BENCH_NO_INSTALL) {
    const res = spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], {
      stdio: "ignore",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (res.status === 0) return true;
  }
  console.log("wrk not found: using the built-in load generator (install wrk for steadier figures).");
  return false;
}

function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const unit = (v, u) => Number(v) * (u === "us" ? 0.001 : u === "s" ? 1000 : 1);
  const pct = (p) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
    return m ? unit(m[1], m[2]) : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const total = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  return { rps, p50: pct(50), p99: pct(99), requests: total, errors: non2xx };
}

function wrk(url, headers) {
  const h = Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
  const res = spawnSync(
    "wrk",
    ["-t2", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--timeout", "5s", "--latency", ...h, url],
    {
      encoding: "utf8",
    },
  );
  if (res.status !== 0) throw new Error(`wrk failed: ${res.stderr}`);
  return parseWrk(res.stdout);
}

/** The same measure without wrk: CONNECTIONS loops of sequential fetches for DURATION_S. */
async function builtinLoad(url, headers) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + DURATION_S * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        const res = await fetch(url, { headers, redirect: "manual" });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: pct(50), p99: pct(99), requests: latencies.length, errors };
}

/** Signs the bench member in through the development sign-in; returns the Cookie header. */
async function signIn(base) {
  const res = await fetch(`${base}/api/login/dev`, {
    method: "POST",
    body: new URLSearchParams({ firstName: "Bench", lastName: "Member", email: BENCH_EMAIL }),
    redirect: "manual",
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
  if (res.status !== 303 || !cookie) throw new Error(`dev sign-in failed (${res.status}); AUTH_DEV_LOGIN must be on`);
  return cookie.split(";")[0];
}

/** Saves a few guides, so the member's pages read real per-user rows. */
async function saveSomeGuides(base, cookie) {
  const guides = await (await fetch(`${base}/api/guides`)).json();
  for (const g of guides.slice(0, 3)) {
    const res = await fetch(`${base}/api/saved-guides`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: base, "Content-Type": "application/json" },
      body: JSON.stringify({ guideId: g.id }),
    });
    if (res.status >= 400) console.log(`  (saving a guide answered ${res.status})`);
  }
}

const gz = (path) => gzipSync(readFileSync(path)).length;

/**
 * Gzipped size of the JS a page loads before it is interactive: its
 * modulepreloads and script tags and the boot script's imports. (Parts loaded
 * later, such as the landing page's contact form, are counted by
 * `npm run phone`, which loads the page in a browser.)
 */
async function pageJs(baseUrl, path) {
  const html = await (await fetch(baseUrl + path)).text();
  const srcs = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g))
    srcs.add(m[1] ?? m[2] ?? m[3]);
  let total = 0;
  for (const src of srcs) {
    const file = join("build/client", new URL(src, baseUrl).pathname);
    if (existsSync(file)) total += gz(file);
  }
  return { files: srcs.size, kb: total / 1000 };
}

function workerBundleKib() {
  let total = 0;
  const walk = (dir) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".js")) total += gz(p);
    }
  };
  walk("build/server");
  return total / 1024;
}

const useWrk = haveWrk();
run("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
const persistTo = mkdtempSync(join(tmpdir(), "sublimation-bench-"));
migrateAndSeed(persistTo);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const worker = startWorker({
  port,
  persistTo,
  vars: { APP_ENV: "development", AUTH_DEV_LOGIN: "true" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitForHttp(`${baseUrl}/api/guides`, 90_000);
  const html = await (await fetch(`${baseUrl}/`)).text();
  const asset = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/.exec(html)?.[1] ?? "/favicon.svg";
  const cookie = await signIn(baseUrl);
  await saveSomeGuides(baseUrl, cookie);
  const member = { Cookie: cookie };
  const targets = [
    ["static asset", asset, {}],
    ["/ (visitor)", "/", {}],
    ["/ (member)", "/", member],
    ["/guides (member)", "/guides", member],
    ["/dashboard (member)", "/dashboard", member],
    // No budget: the member's session and one D1 read with no page, the floor under the pages above.
    ["/api/auth/user (member)", "/api/auth/user", member],
    ["/api/guides", "/api/guides", {}],
    ["/api/equipment", "/api/equipment", {}],
    ["/api/suppliers", "/api/suppliers", {}],
    // Searches through the answer engine (its CPU per request alone: scripts/bench-engine.ts).
    ["/answers?q= (search)", "/answers?q=poly%20tee%20temp", {}],
    ["/search?q=", "/search?q=ghosting%20on%20my%20mug", {}],
    ["/api/search?q=", "/api/search?q=can%20i%20sublimate%20on%20cotton", {}],
  ];
  // Warm every isolate and cache once before measuring.
  for (const [, path, headers] of targets) {
    for (let i = 0; i < 20; i++) {
      const res = await fetch(baseUrl + path, { headers, redirect: "manual" });
      await res.arrayBuffer();
      if (i === 0 && res.status !== 200) throw new Error(`${path} answered ${res.status} while warming up`);
    }
  }

  const js = {};
  for (const path of [
    "/",
    "/guides",
    "/equipment",
    "/suppliers",
    "/ai-chat",
    "/answers",
    "/equipment/buying-guide",
    "/suppliers/catalog",
  ]) {
    js[path] = await pageJs(baseUrl, path);
  }

  // The static asset opens every round and closes the last; a target's ratio in
  // a round is against the mean of the static rates on either side of it.
  const measure = ([, path, headers]) => (useWrk ? wrk(baseUrl + path, headers) : builtinLoad(baseUrl + path, headers));
  const perTarget = targets.map(([name, path]) => ({ name, path, rounds: [] }));
  const staticRates = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      const r = await measure(target);
      if (i === 0) staticRates.push(r.rps);
      perTarget[i].rounds.push(r);
    }
    console.log(`  round ${round}/${ROUNDS}: ${perTarget.map((t) => t.rounds.at(-1).rps.toFixed(0)).join(", ")} req/s`);
  }
  staticRates.push((await measure(targets[0])).rps);
  for (const t of perTarget)
    t.rounds.forEach((r, k) => {
      r.ratioToStatic = r.rps / ((staticRates[k] + staticRates[k + 1]) / 2);
    });
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const rows = perTarget.map(({ name, path, rounds }) => {
    const ratios = rounds.map((r) => r.ratioToStatic);
    const middle = rounds.find((r) => r.ratioToStatic === median(ratios));
    return {
      name,
      path,
      rps: median(rounds.map((r) => r.rps)),
      p50: middle.p50,
      p99: middle.p99,
      ratioToStatic: median(ratios),
      ratios,
      requests: rounds.reduce((n, r) => n + r.requests, 0),
      errors: rounds.reduce((n, r) => n + r.errors, 0),
    };
  });

  const workerKib = workerBundleKib();

  const lines = [];
  lines.push(
    `Benchmark ${new Date().toISOString()} — ${useWrk ? "wrk" : "built-in load generator"}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per target (static asset before and after each round's targets), loopback; req/s and ratio are medians of the rounds`,
  );
  lines.push("");
  lines.push("| target | req/s | p50 ms | p99 ms | ratio to static | ratio by round | requests | non-2xx |");
  lines.push("|---|---:|---:|---:|---:|---|---:|---:|");
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.ratioToStatic.toFixed(2)} | ${r.ratios.map((x) => x.toFixed(2)).join(" ")} | ${r.requests} | ${r.errors} |`,
    );
  lines.push("");
  lines.push("| page | browser JS (gzip KB) | files |");
  lines.push("|---|---:|---:|");
  for (const [path, v] of Object.entries(js)) lines.push(`| ${path} | ${v.kb.toFixed(1)} | ${v.files} |`);
  lines.push("");
  lines.push(`Worker bundle: ${workerKib.toFixed(0)} KiB gzipped`);
  lines.push("");
  const checks = [
    [`/ browser JS ≤ ${BUDGETS.homeJsKb} KB`, js["/"].kb <= BUDGETS.homeJsKb],
    [
      `list pages browser JS ≤ ${BUDGETS.listJsKb} KB`,
      ["/guides", "/equipment", "/suppliers"].every((p) => js[p].kb <= BUDGETS.listJsKb),
    ],
    [`Worker bundle ≤ ${BUDGETS.workerKib} KiB`, workerKib <= BUDGETS.workerKib],
    ...Object.entries(RATIO_BUDGETS).map(([name, min]) => {
      const row = rows.find((r) => r.name === name);
      return [
        `${name} ≥ ${min.toFixed(2)} of the static asset's req/s`,
        !!row && row.ratioToStatic >= min && row.errors === 0,
      ];
    }),
  ];
  lines.push("| budget | met |");
  lines.push("|---|---|");
  for (const [name, ok] of checks) lines.push(`| ${name} | ${ok ? "yes" : "NO"} |`);
  const table = lines.join("\n");
  console.log(`\n${table}\n`);

  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/pages.md", table + "\n");
  writeFileSync("bench/results/pages.json", JSON.stringify({ rows, js, workerKib, checks }, null, 2));
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  stopProcess(worker);
  rmSync(persistTo, { recursive: true, force: true });
}

// Feature benchmarks (chat and admin) run after the page benchmark; each prints
// its own table, and a missed budget is reported at the end rather than
// stopping the others.
const missed = [];
for (const extra of process.env.BENCH_PAGES_ONLY
  ? []
  : ["scripts/bench-chat.mjs", "scripts/bench-admin.mjs", "scripts/bench-engine.ts"]) {
  if (!existsSync(extra)) continue;
  const res = extra.endsWith(".ts")
    ? spawnSync("npx", ["tsx", extra], { stdio: "inherit" })
    : spawnSync("node", [extra], { stdio: "inherit" });
  if (res.status !== 0) missed.push(extra);
}
if (missed.length) {
  console.log(`\nBudgets missed in: ${missed.join(", ")} (see their tables above).`);
  process.exitCode = 1;
}
