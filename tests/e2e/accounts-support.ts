// Browser-test helpers for account screens: writing D1 rows directly (the
// premium state, usage) in the running Worker's local state.
import { execFileSync } from "node:child_process";
import { inject } from "vitest";

/** Runs SQL against the e2e Worker's local D1 database. */
export function execD1(sql: string): void {
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "-c",
      "wrangler.toml",
      "--persist-to",
      inject("persistTo"),
      "--command",
      sql,
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
  );
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;
