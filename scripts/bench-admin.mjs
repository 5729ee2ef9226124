// Benchmark of GET /api/admin/stats at scale: 100,000 users and 1,000,000 AI
// message events in a throw-away local D1 (its own --persist-to directory),
// served by the built Worker on loopback. Prints a table and writes
// bench/results/admin.json. Exits 1 when p95 is over the 50 ms budget.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { execLocalD1, freePort, run, startWorker, stopProcess, waitForHttp } from "./lib.mjs";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const CHUNK = 100_000;
const CONTACT_MESSAGES = 1_000;
const WARMUP = 20;
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 4;
const BUDGET_P95_MS = 50;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const quiet = { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true" } };

function seedSql(now) {
  // Rows are generated inside SQLite by recursive CTEs, 100,000 per statement:
  // a dozen statements in two files instead of a million INSERTs.
  const files = [];
  const userStep = Math.floor(YEAR_MS / USERS);
  const eventStep = Math.floor(YEAR_MS / EVENTS);
  const month = new Date(now).toISOString().slice(0, 7);
  const chunks = (total) =>
    Array.from({ length: Math.ceil(total / CHUNK) }, (_, i) => [i * CHUNK + 1, Math.min(total, (i + 1) * CHUNK)]);
  const seq = (from, to) => `WITH RECURSIVE seq(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM seq WHERE n < ${to})`;

  const users = chunks(USERS).map(
    ([from, to]) => `INSERT INTO users (id, email, first_name, subscription_tier, created_at, updated_at)
${seq(from, to)}
SELECT 'bench-user-' || n, 'bench-' || n || '@example.com', 'Bench',
  CASE WHEN n % 8 = 0 THEN 'premium' ELSE 'free' END,
  ${now} - (${USERS} - n) * ${userStep}, ${now}
FROM seq;`,
  );
  users.push(`INSERT INTO ai_usage (user_id, month, count)
${seq(1, USERS)}
SELECT 'bench-user-' || n, '${month}', n % 20 FROM seq WHERE n % 5 = 0;`);

  users.push(`INSERT INTO contact_messages (name, email, subject, message, is_read, created_at)
${seq(1, CONTACT_MESSAGES)}
SELECT 'Visitor ' || n, 'visitor-' || n || '@example.com', 'general', 'Benchmark message ' || n, n % 2, ${now} - n * 60000
FROM seq;`);
  files.push(["users.sql", users.join("\n")]);

  const events = chunks(EVENTS).map(
    ([from, to]) => `INSERT INTO ai_message_events (user_id, session_id, created_at)
${seq(from, to)}
SELECT 'bench-user-' || ((n * 7919) % ${USERS} + 1), NULL, ${now} - (${EVENTS} - n) * ${eventStep}
FROM seq;`,
  );
  files.push(["events.sql", events.join("\n")]);
  return files;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summarize(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  return {
    label,
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1]),
  };
}

async function timedGet(url, cookie, expected = 200) {
  const start = performance.now();
  const res = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
  const body = await res.text();
  const ms = performance.now() - start;
  if (res.status !== expected) throw new Error(`GET ${url} answered ${res.status}: ${body}`);
  return { ms, body };
}

async function main() {
  if (!existsSync("build/server/wrangler.json")) run("npx", ["react-router", "build"], quiet);
  const persistTo = mkdtempSync(join(tmpdir(), "sublimation-bench-admin-"));
  const sqlDir = join(persistTo, "sql");
  mkdirSync(sqlDir);
  let child;
  try {
    const t0 = performance.now();
    run(
      "npx",
      ["wrangler", "d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml", "--persist-to", persistTo],
      quiet,
    );
    const now = Date.now();
    for (const [name, sql] of seedSql(now)) {
      const file = join(sqlDir, name);
      writeFileSync(file, sql);
      execLocalD1({ persistTo, file });
    }
    const seedSeconds = (performance.now() - t0) / 1000;
    console.log(
      `Seeded ${USERS.toLocaleString("en-US")} users and ${EVENTS.toLocaleString("en-US")} AI message events in ${seedSeconds.toFixed(1)} s`,
    );

    const port = await freePort();
    const password = randomBytes(18).toString("base64url");
    child = startWorker({
      port,
      persistTo,
      vars: { APP_ENV: "development", ADMIN_PASSWORD: password, ADMIN_EMAILS: "" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/guides`, 90_000);

    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password }),
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-admin-session="))
      ?.split(";")[0];
    if (!cookie) throw new Error("no admin cookie");

    const url = `${base}/api/admin/stats`;
    const first = JSON.parse((await timedGet(url, cookie)).body);
    if (first.totalUsers !== USERS || first.totalMessages !== EVENTS) {
      throw new Error(`stats do not match the seeded data: ${JSON.stringify(first)}`);
    }
    for (let i = 0; i < WARMUP; i++) await timedGet(url, cookie);

    const sequential = [];
    for (let i = 0; i < SEQUENTIAL; i++) sequential.push((await timedGet(url, cookie)).ms);

    const concurrent = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = 0; i < SEQUENTIAL / CONCURRENCY; i++) concurrent.push((await timedGet(url, cookie)).ms);
      }),
    );

    // The same path refused at the gate (no cookie): the cost of the pipeline alone, for comparison.
    const baseline = [];
    for (let i = 0; i < SEQUENTIAL; i++) baseline.push((await timedGet(url, null, 401)).ms);

    const rows = [
      summarize("sequential", sequential),
      summarize(`${CONCURRENCY} concurrent`, concurrent),
      summarize("baseline: 401, no query", baseline),
    ];
    console.log(
      `\nGET /api/admin/stats (${USERS.toLocaleString("en-US")} users, ${EVENTS.toLocaleString("en-US")} AI message events, loopback)`,
    );
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.label,
          { requests: r.requests, "p50 ms": r.p50, "p95 ms": r.p95, "p99 ms": r.p99, "max ms": r.max },
        ]),
      ),
    );
    const p95 = rows[0].p95;
    const pass = p95 <= BUDGET_P95_MS;
    console.log(`p95 ${p95} ms (budget ${BUDGET_P95_MS} ms): ${pass ? "within budget" : "OVER BUDGET"}`);

    mkdirSync("bench/results", { recursive: true });
    writeFileSync(
      "bench/results/admin.json",
      `${JSON.stringify(
        {
          benchmark: "GET /api/admin/stats",
          date: new Date().toISOString(),
          dataset: { users: USERS, aiMessageEvents: EVENTS, contactMessages: CONTACT_MESSAGES },
          seedSeconds: Math.round(seedSeconds * 10) / 10,
          budget: { p95Ms: BUDGET_P95_MS },
          p95Ms: p95,
          pass,
          runs: rows,
          sample: first,
        },
        null,
        2,
      )}\n`,
    );
    console.log("Wrote bench/results/admin.json");
    if (!pass) process.exitCode = 1;
  } finally {
    stopProcess(child);
    rmSync(persistTo, { recursive: true, force: true });
  }
}

await main();
