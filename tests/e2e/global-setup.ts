// Starts the built Worker once for all browser tests: a fresh local state
// directory, the real migrations and content, on a free loopback port; and one
// Chromium that every test file connects to.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { freePort, migrateAndSeed, startWorker, stopProcess, waitForHttp } from "../../scripts/lib.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password-0123";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Worker's local state directory, for tests that set D1 rows directly. */
    persistTo: string;
    /** The shared Chromium's WebSocket endpoint (support.ts's connectBrowser). */
    browserEndpoint: string;
    /**
     * A copy of the local state as migrated and seeded, before any Worker ran on it: a second
     * Worker (billing's, with Stripe configured) starts from its own copy of it instead of
     * migrating and seeding again (tens of seconds).
     */
    seededState: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync("build/server/wrangler.json"))
    throw new Error("Run `npx react-router build` before the browser tests.");
  const persistTo = mkdtempSync(join(tmpdir(), "sublimation-e2e-"));
  migrateAndSeed(persistTo);
  const seededState = mkdtempSync(join(tmpdir(), "sublimation-e2e-seeded-"));
  cpSync(persistTo, seededState, { recursive: true });
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
  // The browser starts while the Worker does.
  const [launched, up] = await Promise.allSettled([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    waitForHttp(`${baseUrl}/api/guides`, 90_000),
  ]);
  if (launched.status === "rejected" || up.status === "rejected") {
    if (launched.status === "fulfilled") await launched.value.close();
    stopProcess(child);
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(seededState, { recursive: true, force: true });
    throw launched.status === "rejected" ? launched.reason : (up as PromiseRejectedResult).reason;
  }
  const browser = launched.value;
  project.provide("baseUrl", baseUrl);
  project.provide("persistTo", persistTo);
  project.provide("browserEndpoint", browser.wsEndpoint());
  project.provide("seededState", seededState);
  return async () => {
    await browser.close();
    stopProcess(child);
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(seededState, { recursive: true, force: true });
  };
}
