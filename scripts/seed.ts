// Loads the site's content into the local D1 database, or with --remote into the
// production database (`npm run deploy` does that before deploying the Worker).
// Idempotent: rows are upserted by stable ids, so running it twice leaves the same rows.
//   npm run seed [-- --persist-to DIR] [-- --env development] [-- --remote]
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "../content/index";
import { execLocalD1 } from "./lib.mjs";
import { seedStatements } from "../workers/services/seed";

const args = process.argv.slice(2);
const persistIdx = args.indexOf("--persist-to");
const persistTo = persistIdx >= 0 ? args[persistIdx + 1] : undefined;
const envIdx = args.indexOf("--env");
const wranglerEnv = envIdx >= 0 ? args[envIdx + 1] : undefined;

const content = loadContent();
const statements = seedStatements(content);
mkdirSync(".tmp", { recursive: true });
const file = join(".tmp", "seed.sql");
writeFileSync(file, statements.join("\n") + "\n");

if (args.includes("--remote")) {
  const res = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--remote", "-c", "wrangler.toml", "--file", file], {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (res.status !== 0) throw new Error("wrangler d1 execute --remote failed: the Worker was not deployed");
} else {
  execLocalD1({ persistTo, file, wranglerEnv });
}
console.log(
  `Seeded ${content.guides.length} guides, ${content.equipment.length} equipment items, ${content.suppliers.length} suppliers, ` +
    `${content.pressSettings.length} press settings, ${content.troubleshooting.length} troubleshooting entries, ` +
    `${content.answers.length} quick answers and ${content.materials.length} materials.`,
);
