// npm run bench: throughput and latency of the built Worker on loopback (wrk),
// the gzipped JavaScript each page makes the browser load, and the gzipped
// Worker bundle. Every load is bounded in time; results go to bench/results/.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, migrateAndSeed, run, startWorker, stopProcess, waitForHttp } from "./lib.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const BUDGETS = { homeJsKb: 150, listJsKb: 170, workerKib: 1024, homeToStaticRatio: 1 / 3 };

function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  if (process.getuid?.() === 0) {
    run("apt-get", ["install", "-y", "-qq", "wrk"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    return;
  }
  console.error("The benchmark needs wrk:  sudo apt-get install -y wrk");
  process.exit(1);
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

function wrk(url) {
  const res = spawnSync("wrk", ["-t2", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--timeout", "5s", "--latency", url], { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`wrk failed: ${res.stderr}`);
  return parseWrk(res.stdout);
}

const gz = (path) => gzipSync(readFileSync(path)).length;

/** Gzipped size of the JS a page loads: its module scripts and modulepreloads. */
async function pageJs(baseUrl, path) {
  const html = await (await fetch(baseUrl + path)).text();
  const srcs = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g)) srcs.add(m[1] ?? m[2] ?? m[3]);
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

/** `--weights`: only the gzipped JavaScript per page (no wrk, no results file); `--no-build` reuses build/. */
const WEIGHTS_ONLY = process.argv.includes("--weights");
const JS_PAGES = ["/", "/guides", "/equipment", "/suppliers", "/ai-chat", "/equipment/buying-guide", "/suppliers/catalog"];
if (!WEIGHTS_ONLY) ensureWrk();
if (!process.argv.includes("--no-build")) run("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
const persistTo = mkdtempSync(join(tmpdir(), "sublimation-bench-"));
migrateAndSeed(persistTo);
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const worker = startWorker({ port, persistTo, stdio: ["ignore", "ignore", "inherit"] });
try {
  await waitForHttp(`${baseUrl}/api/guides`, 90_000);
  if (WEIGHTS_ONLY) {
    console.log("| page | browser JS (gzip KB) | files |\n|---|---:|---:|");
    for (const path of JS_PAGES) {
      const v = await pageJs(baseUrl, path);
      console.log(`| ${path} | ${v.kb.toFixed(1)} | ${v.files} |`);
    }
    process.exitCode = 0;
  } else {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const asset = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/.exec(html)?.[1] ?? "/favicon.svg";
  const targets = [
    ["static asset", asset],
    ["/", "/"],
    ["/guides", "/guides"],
    ["/api/guides", "/api/guides"],
  ];
  // Warm every isolate and cache once before measuring.
  for (const [, path] of targets) for (let i = 0; i < 20; i++) await (await fetch(baseUrl + path)).arrayBuffer();

  const js = {};
  for (const path of JS_PAGES) {
    js[path] = await pageJs(baseUrl, path);
  }

  const rows = [];
  for (const [name, path] of targets) {
    const r = wrk(baseUrl + path);
    rows.push({ name, path, ...r });
    console.log(`  measured ${name}: ${r.rps.toFixed(0)} req/s`);
  }
  const staticRps = rows[0].rps;
  for (const r of rows) r.ratioToStatic = r.rps / staticRps;

  const workerKib = workerBundleKib();

  const lines = [];
  lines.push(`Benchmark ${new Date().toISOString()} — wrk ${CONNECTIONS} connections, ${DURATION_S} s per target, loopback`);
  lines.push("");
  lines.push("| target | req/s | p50 ms | p99 ms | ratio to static | requests | non-2xx |");
  lines.push("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows)
    lines.push(`| ${r.name} (${r.path}) | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.ratioToStatic.toFixed(2)} | ${r.requests} | ${r.errors} |`);
  lines.push("");
  lines.push("| page | browser JS (gzip KB) | files |");
  lines.push("|---|---:|---:|");
  for (const [path, v] of Object.entries(js)) lines.push(`| ${path} | ${v.kb.toFixed(1)} | ${v.files} |`);
  lines.push("");
  lines.push(`Worker bundle: ${workerKib.toFixed(0)} KiB gzipped`);
  lines.push("");
  const home = rows.find((r) => r.path === "/");
  const checks = [
    [`/ browser JS ≤ ${BUDGETS.homeJsKb} KB`, js["/"].kb <= BUDGETS.homeJsKb],
    [`list pages browser JS ≤ ${BUDGETS.listJsKb} KB`, ["/guides", "/equipment", "/suppliers"].every((p) => js[p].kb <= BUDGETS.listJsKb)],
    [`Worker bundle ≤ ${BUDGETS.workerKib} KiB`, workerKib <= BUDGETS.workerKib],
    ["/ ≥ 1/3 of the static asset's req/s", home.ratioToStatic >= BUDGETS.homeToStaticRatio],
  ];
  lines.push("| budget | met |");
  lines.push("|---|---|");
  for (const [name, ok] of checks) lines.push(`| ${name} | ${ok ? "yes" : "NO"} |`);
  const table = lines.join("\n");
  console.log(`\n${table}\n`);

  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/pages.md", table + "\n");
  writeFileSync("bench/results/pages.json", JSON.stringify({ rows, js, workerKib, checks }, null, 2));
  }
} finally {
  stopProcess(worker);
  rmSync(persistTo, { recursive: true, force: true });
}

// Feature benchmarks (chat and admin) run after the page benchmark; each prints
// its own table, and a missed budget is reported at the end rather than
// stopping the others.
const missed = [];
for (const extra of WEIGHTS_ONLY ? [] : ["scripts/bench-chat.mjs", "scripts/bench-admin.mjs"]) {
  if (!existsSync(extra)) continue;
  const res = spawnSync("node", [extra], { stdio: "inherit" });
  if (res.status !== 0) missed.push(extra);
}
if (missed.length) {
  console.log(`\nBudgets missed in: ${missed.join(", ")} (see their tables above).`);
  process.exitCode = 1;
}
