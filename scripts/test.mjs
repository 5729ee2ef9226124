// npm test: lint and unused-code check, typecheck, unit and in-workerd tests,
// the production bundle check, then browser tests against the built site.
import { existsSync } from "node:fs";
import { requirePinnedNode, run } from "./lib.mjs";
import { CHROMIUM } from "./chromium.mjs";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return;
  }
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`,
  );
  process.exit(1);
}

const step = (name) => console.log(`\n▶ ${name}`);

requirePinnedNode();
ensureChromium();

// Generated types first: route modules import their ./+types/*, which a fresh
// clone does not have until typegen has run.
step("generated types (wrangler types, react-router typegen)");
run("npx", ["wrangler", "types", "--env-file", ".dev.vars.example"], { stdio: ["ignore", "ignore", "inherit"] });
run("npx", ["react-router", "typegen"]);

step("lint (Biome) and unused files, exports and dependencies (knip)");
run("npm", ["run", "--silent", "lint"]);
run("npx", ["knip"]);

step("typecheck");
run("npx", ["tsc", "--noEmit"]);

step("unit, route-module and Worker tests (workerd, real D1/KV/Durable Objects)");
run("npx", ["vitest", "run", "--project", "unit", "--project", "routes", "--project", "workers", "--project", "eval"]);

// The plain build is the production one (production is wrangler.toml's top level);
// the browser tests run that same build with APP_ENV=development passed at start.
step("production bundle (react-router build && wrangler deploy --dry-run)");
run("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
run("npx", ["wrangler", "deploy", "--dry-run"], { stdio: ["ignore", "ignore", "inherit"] });

step("browser tests (Chromium against the built site)");
run("npx", ["vitest", "run", "--project", "e2e"]);
console.log("\n✓ all test steps passed");
