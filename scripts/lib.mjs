// Helpers shared by the start, test and benchmark scripts.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * The scripts run on the Node that `npm install` puts in node_modules/.bin (the
 * `node` devDependency, pinned in package.json): `npm run` and `npx` put that
 * folder first on PATH, and every child started here inherits it. Another Node
 * means a checkout whose dependencies are not installed yet, or a script started
 * as `node scripts/...` outside npm.
 */
export function requirePinnedNode() {
  const pinned = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).devDependencies.node;
  if (process.versions.node === pinned) return;
  console.error(
    `This project's scripts run on Node ${pinned}, installed by \`npm install\` into node_modules/.bin; this is Node ${process.versions.node}.\nRun \`npm install\`, then start the script through npm (\`npm start\`, \`npm test\`, \`npm run <name>\`).`,
  );
  process.exit(1);
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(" ")} failed (exit ${res.status})`);
    process.exit(res.status ?? 1);
  }
}

/** Creates .dev.vars from the example when missing, generating the local admin password and app secret. */
export function ensureDevVars() {
  if (existsSync(".dev.vars")) return;
  copyFileSync(".dev.vars.example", ".dev.vars");
  const password = randomBytes(18).toString("base64url");
  const text = readFileSync(".dev.vars", "utf8")
    .replace(/^ADMIN_PASSWORD=.*$/m, `ADMIN_PASSWORD=${password}`)
    .replace(/^APP_SECRET=.*$/m, `APP_SECRET=${randomBytes(32).toString("base64url")}`);
  writeFileSync(".dev.vars", text);
  console.log(`Created .dev.vars with a generated admin password (ADMIN_PASSWORD in .dev.vars): ${password}`);
}

/** Applies migrations and loads the content into the local D1 database. */
export const LOCAL_STATE = ".wrangler/state";

/**
 * `wranglerEnv` names the wrangler.toml environment whose local database is
 * prepared: none for the built Worker (its build carries the top-level ids),
 * "development" for the vite dev server.
 */
export function migrateAndSeed(persistTo = LOCAL_STATE, wranglerEnv) {
  const persist = ["--persist-to", persistTo];
  const envArgs = wranglerEnv ? ["--env", wranglerEnv] : [];
  run(
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml", ...envArgs, ...persist],
    {
      env: { ...process.env, CI: "true" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  run("npx", ["tsx", "scripts/seed.ts", ...persist, ...envArgs]);
}

/**
 * Runs SQL against the local D1 database kept in `persistTo`: a `command` or a
 * `file`. Throws with wrangler's own error output when it fails.
 */
export function execLocalD1({ persistTo = LOCAL_STATE, command, file, wranglerEnv }) {
  const args = ["wrangler", "d1", "execute", "DB", "--local", "-c", "wrangler.toml", "--persist-to", persistTo];
  if (wranglerEnv) args.push("--env", wranglerEnv);
  args.push(...(file ? ["--file", file] : ["--command", command]));
  const res = spawnSync("npx", args, {
    encoding: "utf8",
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
  });
  if (res.status !== 0) throw new Error(`wrangler d1 execute failed: ${res.stderr || res.stdout}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built Worker with wrangler's local runtime. The build carries the
 * production settings (wrangler.toml's top level), so local runs say
 * APP_ENV=development explicitly unless a caller asks otherwise.
 */
export function startWorker({ port, persistTo = LOCAL_STATE, vars = {}, envFile, stdio = "inherit" }) {
  const args = ["wrangler", "dev", "-c", "build/server/wrangler.json", "--port", String(port), "--ip", "127.0.0.1"];
  args.push("--persist-to", persistTo);
  if (envFile) args.push("--env-file", envFile);
  for (const [k, v] of Object.entries({ APP_ENV: "development", ...vars })) args.push("--var", `${k}:${v}`);
  args.push("--show-interactive-dev-session=false");
  return spawn("npx", args, { stdio, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, detached: true });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}
