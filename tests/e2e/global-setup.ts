// Starts the built Worker once for all browser tests: a fresh local state
// directory, the real migrations and content, on a free loopback port.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, migrateAndSeed, startWorker, stopProcess, waitForHttp } from "../../scripts/lib.mjs";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password-0123";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Worker's local state directory, for tests that set D1 rows directly. */
    persistTo: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync("build/server/wrangler.json"))
    throw new Error("Run `npx react-router build` before the browser tests.");
  const persistTo = mkdtempSync(join(tmpdir(), "sublimation-e2e-"));
  migrateAndSeed(persistTo);
  const port = await freePort();
  const child = startWorker({
    port,
    persistTo,
    // Every browser test asks from this machine's one address: the per-network ask limit is raised (ADR 0313).
    vars: {
      APP_ENV: "development",
      AUTH_DEV_LOGIN: "true",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ASK_RATE_NETWORK_MINUTE: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHttp(`${baseUrl}/api/guides`, 90_000);
  project.provide("baseUrl", baseUrl);
  project.provide("persistTo", persistTo);
  return () => {
    stopProcess(child);
    rmSync(persistTo, { recursive: true, force: true });
  };
}
