import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { engineIndex } from "./scripts/vite-engine-index.ts";

const resolve = { tsconfigPaths: true };

/**
 * Each Worker test file runs in a fresh workerd that loads the whole Worker through
 * vite's module runner, one request per module: pre-bundling the dependencies with
 * many modules (Stripe alone has hundreds) halves that per-file start.
 */
const workerDeps = {
  optimizer: {
    ssr: { enabled: true, include: ["stripe", "openai", "zod", "hono", "drizzle-orm", "yaml", "arctic"] },
  },
};

/** Stripe's published source maps name files it does not ship: vite's warning about each is noise in test output. */
const quietMissingSourcemapSources: Plugin = {
  name: "quiet-missing-sourcemap-sources",
  configResolved({ logger }) {
    const warnOnce = logger.warnOnce.bind(logger);
    logger.warnOnce = (message, options) => {
      if (!message.includes("points to missing source files")) warnOnce(message, options);
    };
  },
};

export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default there is one): much of a
    // Worker test file's time is workerd starting and loading modules, not CPU.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        plugins: [engineIndex({ data: false })],
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // Content tests load every guide, answer and source file: seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        // Route modules with React Router's createRoutesStub (stubbed loaders and actions),
        // rendered as a browser does (happy-dom) and as the server does (renderToString).
        resolve,
        plugins: [engineIndex({ data: false })],
        test: {
          name: "routes",
          include: ["tests/routes/**/*.test.tsx"],
          environment: "happy-dom",
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        plugins: [
          quietMissingSourcemapSources,
          // The Worker as built: the content's index bundled (its fallback is tested in the unit project).
          engineIndex(),
          cloudflareTest(async () => ({
            main: "./workers/test-entry.ts",
            wrangler: { configPath: "./wrangler.toml", environment: "development" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                APP_ENV: "test",
                AUTH_DEV_LOGIN: "true",
                ADMIN_PASSWORD: "test-admin-password-1234",
                // The built-in assistant's 3 s deadline is for a Worker with a CPU to itself;
                // here many asks share a loaded machine. The deadlines themselves are tested
                // with explicit figures (ask-deadlines, ask-refund).
                AI_BUILTIN_DEADLINE_MS: "20000",
                // Requests here carry no client address, so every file's asks share one
                // network (in a whole run, over a thousand asks a minute across the files), and
                // some tests ask far more than a person would. The ask rate
                // limits are tested with the production figures (ask-rate-limit).
                ASK_RATE_USER_MINUTE: "1000000",
                ASK_RATE_USER_HOUR: "1000000",
                ASK_RATE_NETWORK_MINUTE: "1000000",
              },
            },
          })),
        ],
        test: {
          name: "workers",
          include: ["tests/workers/**/*.test.ts"],
          // A Worker test's first request loads the Worker's modules in a fresh workerd; the
          // seed writes the whole content. Correctness, not speed, is measured here (npm run bench).
          testTimeout: 20_000,
          deps: workerDeps,
          setupFiles: ["./tests/workers/apply-migrations.ts", "./tests/workers/settle-requests.ts"],
          // A real OpenID provider on loopback for the sign-in flow tests.
          globalSetup: ["./tests/workers/support/oidc-provider.setup.ts"],
        },
      },
      {
        // npm run eval: the evaluation questions through the engine, in plain Node.
        resolve,
        plugins: [engineIndex({ data: false })],
        test: {
          name: "eval",
          include: ["tests/eval/**/*.test.ts"],
          exclude: ["tests/eval/test-split.test.ts"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
      {
        // The held-out split's own test runs through the Worker on seeded D1.
        resolve,
        plugins: [
          quietMissingSourcemapSources,
          engineIndex(),
          cloudflareTest(async () => ({
            main: "./workers/test-entry.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), APP_ENV: "test" },
            },
          })),
        ],
        test: {
          name: "eval-workerd",
          include: ["tests/eval/test-split.test.ts"],
          deps: workerDeps,
          setupFiles: ["./tests/workers/apply-migrations.ts"],
          testTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/e2e/global-setup.ts"],
          // One file at a time. Each browser context asks from its own client address (support.ts), so
          // per-address limits no longer couple files, but some tests read figures every file changes
          // (the admin's unread contact messages), so files side by side are not independent (ADR 0911).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A condition polled for is given 5 s (vitest's default is 1 s): on a busy machine a page can
          // take longer than a second to show what it will show.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
