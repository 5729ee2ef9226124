// Browser-test helpers for the chat: a premium user is set up directly in the
// running Worker's local D1, as billing would leave it.
import { spawnSync } from "node:child_process";
import { inject } from "vitest";

export function makePremium(email: string) {
  const res = spawnSync(
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
      `UPDATE users SET subscription_tier = 'premium' WHERE email = '${email.replace(/'/g, "''")}'`,
    ],
    { encoding: "utf8", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
  );
  if (res.status !== 0) throw new Error(`could not make ${email} premium: ${res.stderr}`);
}
