// Browser tests of /subscribe. Stripe is mocked at the network boundary: the
// Worker's Stripe API calls go to a mock HTTP server on loopback, and in the
// browser js.stripe.com / api.stripe.com are replaced by a Stripe.js test double.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeMock } from "../workers/billing-stripe-mock";
import { E2E_ADMIN_PASSWORD } from "./global-setup";
import { PUBLISHABLE_KEY, SECRET_KEY, startStripeSite, WEBHOOK_SECRET } from "./stripe-site";
import { baseUrl, signIn, useBrowser } from "./support";

const DECLINED_CARD = "4000000000000002";

/** A stand-in for Stripe.js v3: the calls the upgrade dialog makes, confirming through api.stripe.com. */
const STRIPE_JS_DOUBLE = `
(function () {
  window.Stripe = function (publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error("Invalid publishable key");
    function confirm(kind, options) {
      var secret = options.elements._clientSecret;
      var id = secret.split("_secret_")[0];
      var body = new URLSearchParams({ client_secret: secret, key: publishableKey, "payment_method_data[card][number]": options.elements._card() });
      return fetch("https://api.stripe.com/v1/" + kind + "/" + id + "/confirm", { method: "POST", body: body })
        .then(function (r) { return r.json(); })
        .then(function (json) {
          if (json.error) return { error: json.error };
          return kind === "payment_intents" ? { paymentIntent: json } : { setupIntent: json };
        });
    }
    return {
      elements: function (options) {
        var container = null;
        return {
          _clientSecret: options.clientSecret,
          _card: function () { var input = container && container.querySelector("input"); return input ? input.value : ""; },
          create: function () {
            var handlers = {};
            return {
              mount: function (el) {
                container = el;
                var label = document.createElement("label");
                label.htmlFor = "double-card-number";
                label.textContent = "Card number";
                var input = document.createElement("input");
                input.id = "double-card-number";
                el.appendChild(label);
                el.appendChild(input);
                setTimeout(function () { if (handlers.ready) handlers.ready({}); }, 0);
              },
              on: function (name, fn) { handlers[name] = fn; },
              destroy: function () { if (container) container.textContent = ""; container = null; },
            };
          },
        };
      },
      confirmPayment: function (options) { return confirm("payment_intents", options); },
      confirmSetup: function (options) { return confirm("setup_intents", options); },
    };
  };
})();
`;

let mock: StripeMock;
let stripeSiteUrl: string;
let stopStripeSite: () => void;

/** Serves the Stripe.js double and answers its confirm calls from the mock's state. */
async function replaceStripeJs(page: Page) {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: STRIPE_JS_DOUBLE }),
  );
  await page.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const params = new URLSearchParams(route.request().postData() ?? "");
    const m = /^\/v1\/(payment_intents|setup_intents)\/([^/]+)\/confirm$/.exec(url.pathname);
    const cors = { "Access-Control-Allow-Origin": "*" };
    if (!m || params.get("key") !== PUBLISHABLE_KEY) {
      return route.fulfill({
        status: 400,
        headers: cors,
        json: { error: { type: "invalid_request_error", message: "Bad request" } },
      });
    }
    const [, kind, id] = m;
    if (params.get("payment_method_data[card][number]") === DECLINED_CARD) {
      if (kind === "payment_intents") mock.declinePayment(id);
      return route.fulfill({
        status: 402,
        headers: cors,
        json: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } },
      });
    }
    if (kind === "payment_intents") mock.succeedPayment(id);
    else mock.succeedSetup(id);
    const intent = kind === "payment_intents" ? mock.paymentIntents.get(id) : mock.setupIntents.get(id);
    return route.fulfill({ status: 200, headers: cors, json: intent });
  });
}

const browser = useBrowser();

/** Waits until React has hydrated /subscribe, so clicks reach their handlers. */
const interactive = (page: Page) => page.locator("main[data-hydrated=true]").waitFor();

beforeAll(async () => {
  const site = await startStripeSite();
  ({ mock, url: stripeSiteUrl, stop: stopStripeSite } = site);
}, 240_000);

afterAll(() => {
  stopStripeSite?.();
});

describe("subscribe page without Stripe configured (the local default)", () => {
  it("shows plans and FAQ, and says before any click that Premium sign-ups are paused, with a notify-me form", async () => {
    const page = await browser.newPage({ width: 360, height: 800 });
    await signIn(page, { returnTo: "/subscribe" });
    await page.waitForURL((u) => u.pathname === "/subscribe");
    await expect(page.getByRole("heading", { name: "Free versus Premium" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" }).isVisible()).resolves.toBe(true);
    await page.getByText("Will the price change?").click();
    await page.getByText(/announced 30 days ahead/).waitFor();
    await interactive(page);
    // Without payments configured the state is on the page before any click, in the reader's words.
    await page.getByTestId("payments-paused").getByText("Premium sign-ups are paused on this site for now").waitFor();
    await page.getByRole("button", { name: "Notify me when Premium opens" }).click();
    await page.getByRole("status").filter({ hasText: "we'll e-mail you when Premium opens" }).waitFor();
    // No horizontal overflow at 360 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The development-only switch is labelled and grants premium locally.
    await page.getByText("Development only: not shown to real users").waitFor();
    await page.getByRole("switch", { name: "Local development switch: Premium on this account" }).click();
    await page.getByTestId("plan-badge").filter({ hasText: "Premium Member" }).waitFor();
    await page.context().close();
  });

  it("/pricing offers a member what /subscribe can do: the notify-me while paused, managing the plan once premium (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 800 });
    await signIn(page, { returnTo: "/pricing" });
    const main = page.getByRole("main");
    // No trial is promised that /subscribe cannot start.
    expect(await main.getByRole("link", { name: /free trial/ }).count()).toBe(0);
    await main.getByRole("link", { name: "Notify me when Premium opens" }).click();
    await page.waitForURL((u) => u.pathname === "/subscribe");
    await page.getByTestId("payments-paused").getByText("Premium sign-ups are paused on this site for now").waitFor();
    await interactive(page);
    await page.getByRole("switch", { name: "Local development switch: Premium on this account" }).click();
    await page.getByTestId("plan-badge").filter({ hasText: "Premium Member" }).waitFor();
    await page.goto("/pricing");
    await main.getByRole("link", { name: "Manage your subscription" }).waitFor();
    await page.context().close();
  });

  it("sends signed-out visitors to sign-in, returning to /subscribe", async () => {
    const page = await browser.newPage();
    // The notice is in the server's page and shows until the redirect, which a loaded machine can
    // reach before goto returns: watch for it from the first byte.
    const notice = page.getByText("You are logged out. Logging in again...").waitFor();
    await page.goto("/subscribe", { waitUntil: "commit" });
    await notice;
    await page.waitForURL((u) => u.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/subscribe");
    await page.context().close();
  });
});

describe("upgrade dialog (Stripe API and Stripe.js mocked at the network boundary)", () => {
  it("upgrades from the Upgrade button to the reload showing the Premium badge", async () => {
    const page = await browser.newPage();
    await replaceStripeJs(page);
    await page.goto(`${stripeSiteUrl}/api/login?returnTo=/subscribe`);
    await page.getByLabel("First name").fill("Paula");
    await page.getByLabel("Email").fill(`payer-${Date.now()}@example.com`);
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/subscribe"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    const csp = (await page.request.get(`${stripeSiteUrl}/subscribe`)).headers()["content-security-policy"];
    expect(csp).toContain("https://js.stripe.com");
    await page.getByTestId("plan-badge").filter({ hasText: "Free Plan" }).waitFor();

    await interactive(page);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Premium Upgrade" });
    await dialog.waitFor();
    await dialog.getByLabel("Card number").fill("4242424242424242");
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await dialog.getByRole("button", { name: /Pay \$4\.99/ }).click();
    await page.getByTestId("toast").getByText("Upgrade Successful!").waitFor();
    await page.getByTestId("toast").getByText("Welcome to Premium! Your subscription is now active.").waitFor();

    // The page reloads after 2 s and shows the plan Stripe now reports.
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload, null, {
      timeout: 10_000,
    });
    await page.getByTestId("plan-badge").filter({ hasText: "Premium Member" }).waitFor();
    await page.getByText("Next auto-renewal").waitFor();
    await page.getByRole("button", { name: "Manage subscription" }).waitFor();
    await interactive(page);

    // Sync re-reads Stripe and reports it in a toast.
    await page.getByRole("button", { name: "Sync subscription status" }).click();
    await page.getByTestId("toast").filter({ hasText: /Sync/ }).waitFor();
    expect(await page.getByTestId("toast").textContent()).toMatch(/^Sync Complete.*Premium/);
    await page.context().close();
  });

  it("shows 'Payment Failed' with Stripe's message, closes the dialog and stays free", async () => {
    const page = await browser.newPage();
    await replaceStripeJs(page);
    await page.goto(`${stripeSiteUrl}/api/login?returnTo=/subscribe`);
    await page.getByLabel("First name").fill("Dee");
    await page.getByLabel("Email").fill(`declined-${Date.now()}@example.com`);
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/subscribe"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);

    await interactive(page);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Your Premium Upgrade" });
    await dialog.getByLabel("Card number").fill(DECLINED_CARD);
    await dialog.getByRole("button", { name: /Pay \$4\.99/ }).click();
    await page.getByTestId("toast").getByText("Payment Failed").waitFor();
    await page.getByTestId("toast").getByText("Your card was declined.").waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.reload();
    await page.getByTestId("plan-badge").filter({ hasText: "Free Plan" }).waitFor();
    await page.context().close();
  });
});

describe("secrets never reach the browser", () => {
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  }

  it("no secret key, webhook secret or admin password in the built client assets or the page", async () => {
    const forbidden = [/sk_(test|live)_[A-Za-z0-9]/, /rk_(test|live)_[A-Za-z0-9]/, /whsec_[A-Za-z0-9]/];
    const values = [SECRET_KEY, WEBHOOK_SECRET, E2E_ADMIN_PASSWORD];
    for (const file of files("build/client")) {
      const text = readFileSync(file, "latin1");
      for (const pattern of forbidden) expect(pattern.test(text), `${file} matches ${pattern}`).toBe(false);
      for (const value of values) expect(text.includes(value), `${file} holds a secret`).toBe(false);
    }
    // The rendered page carries the publishable key only.
    const page = await browser.newPage();
    await page.goto(`${stripeSiteUrl}/api/login?returnTo=/subscribe`);
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Email").fill(`secrets-${Date.now()}@example.com`);
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/subscribe"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    const html = await page.content();
    expect(html).toContain(PUBLISHABLE_KEY);
    for (const value of values) expect(html.includes(value)).toBe(false);
    for (const pattern of forbidden) expect(pattern.test(html)).toBe(false);
    await page.context().close();
    expect(baseUrl()).toMatch(/^http:\/\/localhost:/);
  });
});
