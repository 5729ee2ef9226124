// The built site with Stripe configured against a mock of Stripe's API on loopback
// (tests/workers/billing-stripe-mock.ts behind a plain HTTP server), which also
// serves the mock's Checkout pages. The shared instance stays unconfigured.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { freePort, startWorker, stopProcess, waitForHttp } from "../../scripts/lib.mjs";
import { createStripeMock, MOCK_PRICE_ID, type StripeMock } from "../workers/billing-stripe-mock";
import { E2E_ADMIN_PASSWORD } from "./global-setup";

export const SECRET_KEY = "sk_test_e2eMockSecretKey0123456789";
export const WEBHOOK_SECRET = "whsec_e2eMockWebhookSecret0123456789";
export const PUBLISHABLE_KEY = "pk_test_e2eMockPublishableKey";

export interface StripeSite {
  /** The site's origin. */
  url: string;
  mock: StripeMock;
  stop: () => void;
}

async function startMockStripe(mock: StripeMock) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const response = await mock.handle(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mock.setCheckoutOrigin(origin);
  return { origin, close: () => server.close() };
}

export async function startStripeSite(vars: Record<string, string> = {}): Promise<StripeSite> {
  const mock = createStripeMock({ secretKey: SECRET_KEY });
  const stripe = await startMockStripe(mock);
  // The same migrated and seeded database the shared Worker started from, in a directory of its own.
  const persistTo = mkdtempSync(join(tmpdir(), "sublimation-billing-e2e-"));
  cpSync(inject("seededState"), persistTo, { recursive: true });
  // On a loaded machine the runtime occasionally fails to start: try again on a fresh port.
  let child: ReturnType<typeof startWorker> | undefined;
  let url = "";
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    child = startWorker({
      port,
      persistTo,
      vars: {
        APP_ENV: "development",
        AUTH_DEV_LOGIN: "true",
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        STRIPE_PRICE_ID: MOCK_PRICE_ID,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.origin,
        TRIAL_DAYS: "0",
        ...vars,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    url = `http://localhost:${port}`;
    const started = child;
    const exited = new Promise<"exited">((resolve) => started.once("exit", () => resolve("exited")));
    const outcome = await Promise.race([waitForHttp(`${url}/api/guides`, 90_000).then(() => "ready" as const), exited]);
    if (outcome === "ready") break;
    if (attempt >= 3) throw new Error("the Stripe-configured site did not start");
  }
  return {
    url,
    mock,
    stop: () => {
      stopProcess(child);
      rmSync(persistTo, { recursive: true, force: true });
      stripe.close();
    },
  };
}
