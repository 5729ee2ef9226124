// Every journey with JavaScript disabled (links, GET forms and form POSTs that
// the server answers), values typed before hydration kept, tabs that work at
// the first paint on a phone, and real-user vitals reaching the admin dashboard.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_TEXT } from "@common/plans";
import { CHAT_TEXT } from "@common/chat-text";
import { execD1, sqlString } from "./accounts-support";
import { E2E_ADMIN_PASSWORD } from "./global-setup";
import { type StripeSite, startStripeSite } from "./stripe-site";
import { baseUrl, CHROMIUM_PATH, uniqueEmail, waitForPageHydrated } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
});
afterAll(async () => {
  await browser?.close();
});

let ipCounter = 1;
/** A context of its own, from its own client address (form limits never couple tests). */
async function context(
  javaScriptEnabled: boolean,
  opts: { width?: number; ip?: string } = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL: baseUrl(),
    javaScriptEnabled,
    viewport: { width: opts.width ?? 1280, height: 800 },
  });
  await ctx.setExtraHTTPHeaders({ "CF-Connecting-IP": opts.ip ?? `198.51.100.${ipCounter++}` });
  return ctx;
}
const noJs = async () => (await context(false)).newPage();

/** The number in "12 Guides Found" and the like. */
const found = async (page: Page, testId = "result-count") =>
  Number.parseInt((await page.getByTestId(testId).textContent()) ?? "", 10);

/** Signs in with the development form (offered to this machine only), then lands on `returnTo`. */
async function signIn(page: Page, firstName: string, email: string, returnTo: string) {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Sign in" }).click()]);
  expect(new URL(page.url()).pathname).toBe(returnTo);
}

/** Submits a form by pressing its button and waits for the page the server answers. */
async function submit(page: Page, button: ReturnType<Page["getByRole"]>) {
  await Promise.all([page.waitForNavigation(), button.click()]);
}

describe("without JavaScript", () => {
  it("searches and filters guides with a GET form the server answers", async () => {
    const page = await noJs();
    await page.goto("/guides");
    expect(await page.locator("script[src], script[type=module]").count()).toBeGreaterThan(0);
    const all = await found(page);
    await page.getByLabel("Search guides").fill("mug");
    await Promise.all([page.waitForNavigation(), page.getByLabel("Search guides").press("Enter")]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("mug");
    const mugs = await found(page);
    expect(mugs).toBeGreaterThan(0);
    expect(mugs).toBeLessThan(all);
    expect(await page.getByLabel("Search guides").inputValue()).toBe("mug");
    // A category choice needs the Search button without a script.
    await page.getByLabel("Search guides").fill("");
    await page.getByLabel("Category").selectOption("business");
    await submit(page, page.getByRole("button", { name: "Search", exact: true }));
    expect(new URL(page.url()).searchParams.get("category")).toBe("business");
    const business = await found(page);
    expect(business).toBeGreaterThan(0);
    expect(business).toBeLessThan(all);
    // No match: the empty state's buttons are forms too.
    await page.goto("/guides?q=zzzz-no-such-guide&category=business");
    expect(await found(page)).toBe(0);
    await submit(page, page.getByRole("button", { name: "Clear Search" }));
    expect(new URL(page.url()).searchParams.get("q")).toBeNull();
    expect(await found(page)).toBe(business);
  });

  it("filters equipment by the Recommended switch and a category link", async () => {
    const page = await noJs();
    await page.goto("/equipment");
    const all = await found(page);
    await page.getByRole("switch", { name: "Recommended" }).check();
    await submit(page, page.getByRole("button", { name: "Search", exact: true }));
    expect(new URL(page.url()).searchParams.get("recommended")).toBe("true");
    const recommended = await found(page);
    expect(recommended).toBeGreaterThan(0);
    expect(recommended).toBeLessThan(all);
    expect(await page.getByRole("switch", { name: "Recommended" }).isChecked()).toBe(true);
    await page.goto("/equipment");
    await Promise.all([
      page.waitForNavigation(),
      page.getByRole("link", { name: "Heat Press Machines" }).first().click(),
    ]);
    expect(new URL(page.url()).searchParams.get("category")).toBe("heat-presses");
    expect(await found(page)).toBeLessThan(all);
  });

  it("searches suppliers, quick answers and symptoms", async () => {
    const page = await noJs();
    await page.goto("/suppliers");
    const suppliers = await found(page);
    await page.getByRole("switch", { name: "Verified" }).check();
    await submit(page, page.getByRole("button", { name: "Search", exact: true }));
    expect(await found(page)).toBeLessThan(suppliers);

    await page.goto("/answers");
    await page.getByLabel("Search quick answers").fill("cotton");
    await submit(page, page.getByRole("button", { name: "Search", exact: true }));
    expect(await page.getByTestId("answers-count").textContent()).toMatch(/^\d+ of \d+ answers? match/);

    await page.goto("/troubleshooting");
    await page.getByLabel("Search symptoms").fill("ghosting");
    await submit(page, page.getByRole("button", { name: "Search", exact: true }));
    expect(await page.getByTestId("trouble-count").textContent()).toMatch(/^\d+ symptoms? of \d+$/);
    expect(await page.getByTestId("trouble-list").getByRole("article").count()).toBeGreaterThan(0);
  });

  it("switches the buying guide's and the catalog's sections in place, and a search keeps the open one", async () => {
    const page = await noJs();
    await page.goto("/equipment/buying-guide");
    const sections = page.getByRole("group", { name: "Buying guide sections" });
    expect(await sections.getByRole("radio", { name: "Budget Planning" }).isChecked()).toBe(true);
    await sections.getByRole("radio", { name: "Equipment Types" }).check();
    // No request: every section is in the page and the chosen one shows.
    expect(new URL(page.url()).search).toBe("");
    expect(await page.getByRole("heading", { level: 2, name: "Equipment Types" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 2, name: "Budget Planning" }).isVisible()).toBe(false);
    // Arrow keys move between sections, as in any radio group.
    await sections.getByRole("radio", { name: "Equipment Types" }).press("ArrowRight");
    expect(await page.getByRole("heading", { level: 2, name: "ROI Calculator" }).isVisible()).toBe(true);
    // An address with ?tab= opens that section (guides link to the compatibility section).
    await page.goto("/equipment/buying-guide?tab=compatibility");
    expect(await page.getByRole("heading", { level: 2, name: "Compatibility" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 2, name: "Budget Planning" }).isVisible()).toBe(false);

    await page.goto("/suppliers/catalog");
    const views = page.getByRole("group", { name: "Catalog views" });
    await views.getByRole("radio", { name: "Complete Directory" }).check();
    const directory = Number.parseInt((await page.getByTestId("directory-count").textContent()) ?? "", 10);
    await page.getByLabel("Search the catalog").fill("mug");
    await submit(page, page.getByRole("button", { name: "Search", exact: true }));
    const url = new URL(page.url());
    expect([url.searchParams.get("tab"), url.searchParams.get("q")]).toEqual(["directory", "mug"]);
    expect(await views.getByRole("radio", { name: "Complete Directory" }).isChecked()).toBe(true);
    expect(Number.parseInt((await page.getByTestId("directory-count").textContent()) ?? "", 10)).toBeLessThan(
      directory,
    );
    await views.getByRole("radio", { name: "By Category" }).check();
    expect(await page.getByTestId("category-apparel").isVisible()).toBe(true);
    expect(await page.getByTestId("directory-count").isVisible()).toBe(false);
  });

  it("computes the ROI calculator on the server", async () => {
    const page = await noJs();
    await page.goto("/equipment/buying-guide?tab=roi");
    expect(await page.getByTestId("roi-monthly").textContent()).toBe("$440");
    await page.getByLabel("Items sold per month").fill("80");
    await submit(page, page.getByRole("button", { name: "Calculate" }));
    expect(new URL(page.url()).searchParams.get("itemsPerMonth")).toBe("80");
    expect(await page.getByTestId("roi-monthly").textContent()).toBe("$880");
    expect(await page.getByLabel("Items sold per month").inputValue()).toBe("80");
    // A value that is no amount is pointed out by the server too.
    await page.goto("/equipment/buying-guide?tab=roi&costPerItem=abc");
    expect(await page.getByTestId("roi-invalid").isVisible()).toBe(true);
    expect(await page.getByLabel("Cost per item (blank, ink, paper) ($)").getAttribute("aria-invalid")).toBe("true");
  });

  it("sends the contact form: field errors, then success, rendered by the server", async () => {
    const page = await noJs();
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    // Only spaces pass the browser's own check but not the server's.
    await form.getByLabel("Name").fill("   ");
    await form.getByLabel("Email").fill("no-script@example.com");
    await form.getByLabel("Subject").selectOption("technical");
    await form.getByLabel("Message").fill("Sent without any script.");
    await submit(page, form.getByRole("button", { name: "Send Message" }));
    expect(await page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." }).count()).toBe(1);
    expect(await form.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByLabel("Email").inputValue()).toBe("no-script@example.com");
    expect(await form.getByLabel("Message").inputValue()).toBe("Sent without any script.");
    await form.getByLabel("Name").fill("Nora Script");
    await submit(page, form.getByRole("button", { name: "Send Message" }));
    expect(await page.getByRole("status").filter({ hasText: "Message Sent" }).count()).toBe(1);
    expect(await form.getByLabel("Name").inputValue()).toBe("");
  });

  it("sends a partnership application", async () => {
    const page = await noJs();
    await page.goto("/partners?type=blank-material-supplier");
    const form = page.getByRole("form", { name: "Partnership application" });
    await form.getByLabel("Company Name").fill("No Script Blanks");
    await form.getByLabel("Contact Name").fill("Pat");
    await form.getByLabel("Email Address").fill("pat@blanks.example");
    await form.getByLabel("Website").fill("ftp://blanks.example");
    await form.getByLabel("Tell us about your business and partnership goals").fill("Polyester blanks.");
    await submit(page, form.getByRole("button", { name: "Submit Application" }));
    expect(await form.getByText("Enter a web address starting with http:// or https://").count()).toBe(1);
    expect(await form.getByLabel("Company Name").inputValue()).toBe("No Script Blanks");
    // A bare address, as people type it, counts: the server adds https:// as the script would.
    await form.getByLabel("Website").fill("blanks.example");
    await submit(page, form.getByRole("button", { name: "Submit Application" }));
    expect(await page.getByRole("status").filter({ hasText: "Application Submitted" }).count()).toBe(1);
  });

  it("signs in with the development form, saves and unsaves a guide, and signs out", async () => {
    // The development sign-in is offered to this machine only.
    const page = await (await context(false, { ip: "127.0.0.9", width: 360 })).newPage();
    const guides = (await (await fetch(`${baseUrl()}/api/guides`)).json()) as { id: string; title: string }[];
    const guide = guides[0];
    await page.goto(`/api/login?returnTo=${encodeURIComponent(`/guides/${guide.id}`)}`);
    await page.getByLabel("First name").fill("Noor");
    await page.getByLabel("Email").fill(uniqueEmail("nojs"));
    await submit(page, page.getByRole("button", { name: "Sign in" }));
    expect(new URL(page.url()).pathname).toBe(`/guides/${guide.id}`);
    expect(await page.getByRole("heading", { level: 1, name: guide.title }).isVisible()).toBe(true);
    // Printing needs the script: no Print button that does nothing (the browser's Print command works).
    expect(await page.getByRole("button", { name: "Print" }).count()).toBe(0);

    await submit(page, page.getByRole("button", { name: "Save Guide" }));
    expect(new URL(page.url()).pathname).toBe(`/guides/${guide.id}`);
    const saved = page.getByRole("button", { name: "Saved" });
    expect(await saved.getAttribute("aria-pressed")).toBe("true");
    // The page comes back at the button, clear of the sticky header, not at the top of the long guide.
    expect(new URL(page.url()).hash).toBe(`#save-${guide.id}`);
    const box = (await saved.boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(box.y).toBeGreaterThanOrEqual(64);
    expect(box.y + box.height).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));
    expect(await (await page.request.get("/api/saved-guides")).text()).toContain(`"${guide.id}"`);
    await submit(page, saved);
    expect(await page.getByRole("button", { name: "Save Guide" }).getAttribute("aria-pressed")).toBe("false");

    await page.goto("/api/logout");
    expect((await page.request.get("/api/saved-guides")).status()).toBe(401);
  });

  it("edits the profile in Profile Settings, a section the server renders", async () => {
    const page = await (await context(false, { ip: "127.0.0.9" })).newPage();
    const email = uniqueEmail("nojs-profile");
    await signIn(page, "Noa", email, "/dashboard");
    // Settings is a link to the section (once hydrated it opens the dialog instead).
    await Promise.all([page.waitForNavigation(), page.getByRole("link", { name: "Settings", exact: true }).click()]);
    expect(new URL(page.url()).searchParams.has("settings")).toBe(true);
    const settings = page.getByRole("region", { name: "Profile Settings" });
    expect(await settings.textContent()).toContain(email);
    expect(await settings.textContent()).toContain("0/20 this month");
    expect(await settings.getByRole("link", { name: "Sign Out" }).getAttribute("href")).toBe("/api/logout");
    const form = settings.getByRole("form", { name: "Your name" });
    expect(await form.getByLabel("First name").inputValue()).toBe("Noa");
    // Only spaces pass the browser's check, not the server's: the field's message, the values kept.
    await form.getByLabel("First name").fill("   ");
    await form.getByLabel("Last name").fill("Script");
    await submit(page, form.getByRole("button", { name: "Save changes" }));
    expect(await form.getByRole("alert").textContent()).toContain("Please correct the highlighted fields.");
    expect(await form.getByLabel("First name").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByText("First name is required").count()).toBe(1);
    expect(await form.getByLabel("Last name").inputValue()).toBe("Script");
    await form.getByLabel("First name").fill("Noelle");
    await submit(page, form.getByRole("button", { name: "Save changes" }));
    expect(await form.getByRole("status").textContent()).toContain("Profile updated");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Noelle!");
    const me = (await (await page.request.get("/api/auth/user")).json()) as { firstName: string; lastName: string };
    expect([me.firstName, me.lastName]).toEqual(["Noelle", "Script"]);
  });

  it("reaches Profile Settings from the personal home and saves the name shown there", async () => {
    const page = await (await context(false, { ip: "127.0.0.9" })).newPage();
    await signIn(page, "Hana", uniqueEmail("nojs-home-profile"), "/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Hana!");
    await Promise.all([
      page.waitForNavigation(),
      page.getByRole("link", { name: "Profile Settings", exact: true }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    // The section it jumps to starts below the sticky header, not under it.
    expect(
      await page.getByRole("heading", { name: "Profile Settings" }).evaluate((h) => h.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(
      await page
        .locator("header")
        .first()
        .evaluate((h) => h.getBoundingClientRect().bottom),
    );
    const form = page.getByRole("region", { name: "Profile Settings" }).getByRole("form", { name: "Your name" });
    expect(await form.getByLabel("First name").inputValue()).toBe("Hana");
    await form.getByLabel("First name").fill("Hanako");
    await submit(page, form.getByRole("button", { name: "Save changes" }));
    expect(await form.getByRole("status").textContent()).toContain("Profile updated");
    await page.goto("/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Hanako!");
  });

  it("starts the upgrade from the dashboard and, with payments paused, leaves a notify-me request", async () => {
    const page = await (await context(false, { ip: "127.0.0.9" })).newPage();
    await signIn(page, "Uma", uniqueEmail("nojs-upgrade"), "/dashboard");
    await Promise.all([
      page.waitForNavigation(),
      page.getByRole("link", { name: "Upgrade to Premium", exact: true }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe("/subscribe");
    // Said before any click: this server takes no payments, and what can be done instead.
    const paused = page.getByTestId("payments-paused");
    expect(await paused.textContent()).toContain(PLAN_TEXT.paymentsPaused);
    expect(await page.getByRole("button", { name: /Upgrade/ }).count()).toBe(0);
    await submit(page, paused.getByRole("button", { name: PLAN_TEXT.notifyMe }));
    expect(await paused.getByRole("status").textContent()).toBe(PLAN_TEXT.notifyDone);
    // Stored: the page says so on the next visit too.
    await page.goto("/subscribe");
    expect(await page.getByTestId("payments-paused").getByRole("status").textContent()).toBe(PLAN_TEXT.notifyDone);
  });

  it("deletes the account only after the typed confirmation", async () => {
    const page = await (await context(false, { ip: "127.0.0.9" })).newPage();
    const email = uniqueEmail("nojs-delete");
    await signIn(page, "Dee", email, "/dashboard");
    await Promise.all([page.waitForNavigation(), page.getByRole("link", { name: "Settings", exact: true }).click()]);
    await Promise.all([page.waitForNavigation(), page.getByRole("link", { name: "Delete account" }).click()]);
    const confirm = page.getByRole("region", { name: "Delete your account?" });
    expect(await confirm.textContent()).toContain("This action cannot be undone.");
    // Cancel goes back to the settings and deletes nothing.
    await Promise.all([page.waitForNavigation(), confirm.getByRole("link", { name: "Cancel" }).click()]);
    expect(await page.getByRole("region", { name: "Delete your account?" }).count()).toBe(0);
    await Promise.all([page.waitForNavigation(), page.getByRole("link", { name: "Delete account" }).click()]);
    // The wrong word is refused by the server.
    await confirm.getByLabel("Type DELETE to confirm").fill("delete it");
    await submit(page, confirm.getByRole("button", { name: "Delete my account" }));
    expect(await confirm.getByText("Type DELETE to confirm", { exact: true }).count()).toBe(2);
    expect(await confirm.getByLabel("Type DELETE to confirm").getAttribute("aria-invalid")).toBe("true");
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
    await submit(page, confirm.getByRole("button", { name: "Delete my account" }));
    expect(new URL(page.url()).pathname).toBe("/");
    // The flash message is part of the page when there is no script to show a toast.
    expect(await page.getByRole("status").filter({ hasText: "Account deleted" }).count()).toBe(1);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    expect(await page.getByRole("link", { name: "Log in / Sign Up" }).count()).toBeGreaterThan(0);
  });

  it("opens a supplier's details (a disclosure, no dialog)", async () => {
    const page = await (await context(false, { width: 360 })).newPage();
    await page.goto("/suppliers");
    const details = page.locator("main details").first();
    const record = details.getByRole("region", { name: /: details$/ });
    expect(await record.isVisible()).toBe(false);
    await details.locator("summary").click();
    expect(await record.isVisible()).toBe(true);
    expect(await record.getByRole("heading", { name: "Features" }).count()).toBe(1);
    // No button on the page does nothing without the script.
    expect(await page.locator("main button[type=button]").count()).toBe(0);
  });

  it("opens the phone menu, a <details> disclosure, and follows its links", async () => {
    const page = await (await context(false, { width: 360 })).newPage();
    await page.goto("/about");
    const menu = page.getByTestId("site-menu");
    const nav = page.getByRole("navigation", { name: "Menu" });
    expect(await nav.isVisible()).toBe(false);
    await menu.locator("summary").click();
    expect(await menu.getAttribute("open")).not.toBeNull();
    expect(await nav.isVisible()).toBe(true);
    await Promise.all([page.waitForNavigation(), nav.getByRole("link", { name: "Guides & Tutorials" }).click()]);
    expect(new URL(page.url()).pathname).toBe("/guides");
    // The search in the menu is a GET form too.
    await page.getByTestId("site-menu").locator("summary").click();
    const search = page.getByRole("navigation", { name: "Menu" }).getByRole("searchbox");
    await search.fill("mug");
    await Promise.all([page.waitForNavigation(), search.press("Enter")]);
    expect(new URL(page.url()).pathname).toBe("/search");
    expect(new URL(page.url()).searchParams.get("q")).toBe("mug");
  });

  it("reaches Troubleshooting and Quick Answers from the phone menu and the wide header's Help disclosure", async () => {
    const phone = await (await context(false, { width: 360 })).newPage();
    await phone.goto("/about");
    await phone.getByTestId("site-menu").locator("summary").click();
    const help = phone.getByRole("navigation", { name: "Menu" }).getByRole("list", { name: "Help" });
    expect(await help.isVisible()).toBe(true);
    await Promise.all([phone.waitForNavigation(), help.getByRole("link", { name: "Quick Answers" }).click()]);
    expect(new URL(phone.url()).pathname).toBe("/answers");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const wide = await noJs();
    await wide.goto("/about");
    const menu = wide.getByTestId("help-menu");
    await menu.locator("summary").click();
    expect(await menu.getAttribute("open")).not.toBeNull();
    await Promise.all([wide.waitForNavigation(), menu.getByRole("link", { name: "Troubleshooting" }).click()]);
    expect(new URL(wide.url()).pathname).toBe("/troubleshooting");
  });

  it("opens the avatar menu and follows Dashboard and Log out", async () => {
    const page = await (await context(false, { ip: "127.0.0.9", width: 360 })).newPage();
    const email = uniqueEmail("nojs-menu");
    await signIn(page, "Mo", email, "/guides");
    const menu = page.getByTestId("user-menu");
    const dashboard = menu.getByRole("link", { name: "Dashboard" });
    expect(await dashboard.isVisible()).toBe(false);
    expect(await menu.locator("summary").getAttribute("aria-label")).toBe("Account menu for Mo");
    await menu.locator("summary").click();
    expect(await dashboard.isVisible()).toBe(true);
    expect(await menu.textContent()).toContain(email);
    await Promise.all([page.waitForNavigation(), dashboard.click()]);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.getByTestId("user-menu").locator("summary").click();
    await Promise.all([
      page.waitForNavigation(),
      page.getByTestId("user-menu").getByRole("link", { name: "Log out" }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  it("shows the chat's limit banner at 20/20, with the reset date and links that work", async () => {
    const page = await (await context(false, { ip: "127.0.0.9", width: 360 })).newPage();
    const email = uniqueEmail("nojs-limit");
    await signIn(page, "Lim", email, "/ai-chat");
    execD1(
      `INSERT INTO ai_usage (user_id, month, count) SELECT id, ${sqlString(new Date().toISOString().slice(0, 7))}, 20 FROM users WHERE email = ${sqlString(email)} ON CONFLICT (user_id, month) DO UPDATE SET count = 20`,
    );
    await page.goto("/ai-chat");
    const banner = page.getByTestId("limit-banner");
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain(CHAT_TEXT.limitBanner);
    expect(await banner.textContent()).toMatch(/start again on \S/);
    expect(await page.getByText("20/20", { exact: false }).count()).toBeGreaterThan(0);
    // Free alternatives are plain links.
    expect(await banner.getByRole("link", { name: /Press settings chart/ }).getAttribute("href")).toBe(
      "/press-settings",
    );
    await Promise.all([page.waitForNavigation(), banner.getByRole("link", { name: "Upgrade Now" }).click()]);
    expect(new URL(page.url()).pathname).toBe("/subscribe");
    expect(await page.getByTestId("payments-paused").textContent()).toContain(PLAN_TEXT.paymentsPaused);
  });
});

describe("upgrading without JavaScript (Stripe's API and Checkout page mocked on loopback)", () => {
  let site: StripeSite;
  beforeAll(async () => {
    site = await startStripeSite();
  }, 240_000);
  afterAll(() => site?.stop());

  it("sends Upgrade to Stripe Checkout, comes back Premium, then syncs and opens the billing portal as forms", async () => {
    const ctx = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await signIn(page, "Cass", uniqueEmail("nojs-checkout"), "/subscribe");
    expect(await page.getByTestId("plan-badge").textContent()).toContain("Free");
    // The form post is answered with a 303 to Checkout (the page's CSP lets its forms lead there).
    await submit(page, page.getByRole("button", { name: "Upgrade to Premium" }));
    const checkout = new URL(page.url());
    expect(checkout.origin).toBe(new URL(site.mock.checkoutSessions.values().next().value!.url).origin);
    expect(checkout.pathname).toMatch(/^\/c\/pay\/cs_test_/);
    expect(await page.title()).toBe("Stripe Checkout (test double)");
    expect(await page.getByText("$4.99 per month").count()).toBe(1);
    // Paid: Checkout returns to /subscribe, whose server checks the session and syncs the plan.
    await submit(page, page.getByRole("button", { name: "Subscribe" }));
    expect(page.url()).toBe(`${site.url}/subscribe`);
    expect(await page.getByRole("status").filter({ hasText: "Upgrade Successful!" }).count()).toBe(1);
    expect(await page.getByTestId("plan-badge").textContent()).toContain("Premium");
    expect(await page.getByRole("button", { name: "Upgrade to Premium" }).count()).toBe(0);
    expect(site.mock.subscriptions.size).toBe(1);
    // Sync answers on the page.
    await submit(page, page.getByRole("button", { name: "Sync subscription status" }));
    expect(await page.getByRole("alert").textContent()).toBe("Your Premium plan is up to date (active).");
    // Manage subscription leads to Stripe's portal (its address is Stripe's, which this machine does not load).
    const portal = page.waitForRequest((r) => r.url().startsWith("https://billing.stripe.com/"));
    await page.getByRole("button", { name: "Manage subscription" }).click();
    expect((await portal).url()).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    await ctx.close();
  });
});

/** Holds every script the page asks for until the returned function is called (a page still only HTML). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe("typed before the page's script runs", () => {
  it("keeps the ROI figures and the search text, and applies them once hydrated", async () => {
    const page = await (await context(true)).newPage();
    // Hold every script until the fields have been typed into.
    const release = await holdScripts(page);
    await page.goto("/equipment/buying-guide?tab=roi", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Items sold per month").fill("80");
    release();
    await waitForPageHydrated(page);
    await expect.poll(() => page.getByTestId("roi-monthly").textContent()).toBe("$880");
    expect(await page.getByLabel("Items sold per month").inputValue()).toBe("80");
    // Live once hydrated.
    await page.getByLabel("Items sold per month").fill("10");
    await expect.poll(() => page.getByTestId("roi-monthly").textContent()).toBe("$110");

    await page.unroute(/\.js$/);
    const fresh = await (await context(true)).newPage();
    const releaseList = await holdScripts(fresh);
    await fresh.goto("/equipment", { waitUntil: "domcontentloaded" });
    const all = await found(fresh);
    await fresh.getByLabel("Search equipment").fill("press");
    await fresh.getByRole("switch", { name: "Recommended" }).check();
    releaseList();
    await waitForPageHydrated(fresh);
    await expect.poll(() => new URL(fresh.url()).searchParams.get("q")).toBe("press");
    expect(new URL(fresh.url()).searchParams.get("recommended")).toBe("true");
    await expect.poll(() => fresh.getByLabel("Search equipment").inputValue()).toBe("press");
    expect(await found(fresh)).toBeLessThan(all);
  });

  it("keeps a section chosen before the script, and the address follows it once hydrated", async () => {
    const page = await (await context(true)).newPage();
    const release = await holdScripts(page);
    await page.goto("/suppliers/catalog?rating=4", { waitUntil: "domcontentloaded" });
    await page.getByRole("radio", { name: "By Category" }).check();
    expect(await page.getByTestId("category-apparel").isVisible()).toBe(true);
    release();
    await waitForPageHydrated(page);
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("category");
    expect(new URL(page.url()).searchParams.get("rating")).toBe("4");
    expect(await page.getByRole("radio", { name: "By Category" }).isChecked()).toBe(true);
    expect(await page.getByTestId("category-apparel").isVisible()).toBe(true);
    // Hydrated: a choice switches in place and the address follows.
    await page.getByRole("radio", { name: "Featured Partners" }).check();
    // Featured Partners is the first section: the address no longer names one.
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBeNull();
    expect(await page.getByTestId("category-apparel").isVisible()).toBe(false);
    await page.context().close();
  });

  it("keeps a name typed into Profile Settings before the script, then saves it in the background", async () => {
    const page = await (await context(true, { ip: "127.0.0.9" })).newPage();
    await signIn(page, "Kim", uniqueEmail("typed-profile"), "/dashboard");
    const release = await holdScripts(page);
    await page.goto("/dashboard?settings", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Your name" });
    await form.getByLabel("First name").fill("Kimberly");
    release();
    await waitForPageHydrated(page);
    expect(await form.getByLabel("First name").inputValue()).toBe("Kimberly");
    // Hydrated: the same form posts through a fetcher; the page stays and the data reload shows the name.
    const before = page.url();
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Kimberly!");
    await expect.poll(() => form.getByRole("status").textContent()).toContain("Profile updated");
    expect(page.url()).toBe(before);
    // The Settings link opens the dialog now, with the same form.
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Profile Settings" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("First name").inputValue()).toBe("Kimberly");
    expect(page.url()).toBe(before);
  });
});

describe("on a phone (150 ms latency, 1.6 Mbps, CPU x4, cold cache)", () => {
  it.each([
    ["/equipment/buying-guide", "buying-guide-sections"],
    ["/suppliers/catalog", "catalog-views"],
  ])("the first paint of %s waits for the section radios (render-blocking rel=expect)", async (path, id) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const link = /<link[^>]*rel="expect"[^>]*>/.exec(head)?.[0] ?? "";
    expect(link).toContain(`href="#${id}-choices"`);
    expect(link).toContain('blocking="render"');
    // The element it names is the group of radios, so the first paint includes them.
    const start = html.indexOf(`<fieldset id="${id}-choices"`);
    expect(start).toBeGreaterThan(head.length);
    const group = html.slice(start, html.indexOf("</fieldset>", start));
    expect(group.match(/type="radio"/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ["/equipment/buying-guide", "Equipment Types", "types"],
    ["/suppliers/catalog", "Complete Directory", "directory"],
  ])("a section chosen at the first paint of %s shows, before or after hydration", async (path, label, value) => {
    const ctx = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    // The frame after the choice, in the page's own clock (the first paint's timebase).
    await page.addInitScript(() => {
      document.addEventListener(
        "change",
        () => requestAnimationFrame(() => Object.assign(window, { __chosenFrame: performance.now() })),
        { capture: true, once: true },
      );
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 209_715,
      uploadThroughput: 96_000,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const loading = page.goto(path, { waitUntil: "load" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      polling: 10,
      timeout: 30_000,
    });
    const box = await page.getByRole("radio", { name: label }).boundingBox();
    expect(box).not.toBeNull();
    void page.touchscreen.tap((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    // The tap is never lost: the section shows without a request, whether or not the script has run yet.
    await page.locator(`[data-panel="${value}"]`).waitFor({ state: "visible", timeout: 20_000 });
    const shownAt = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      return Math.round((window as unknown as { __chosenFrame: number }).__chosenFrame - paint);
    });
    // How soon (the 300 ms target) is a speed figure, reported by npm run phone, not a pass/fail here.
    console.log(`${path}: section chosen at the first paint showed ${shownAt} ms after it`);
    expect(await page.getByRole("radio", { name: label }).isChecked()).toBe(true);
    await loading.catch(() => undefined);
    await waitForPageHydrated(page);
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe(value);
    await ctx.close();
  });
});

describe("real-user vitals", () => {
  it("appear per page in the admin dashboard after a few visits", async () => {
    const ctx = await context(true);
    // Every page view of this browser reports (the site samples a share otherwise).
    await ctx.addInitScript(() => sessionStorage.setItem("vitals-sample", "1"));
    const page = await ctx.newPage();
    // Each report leaves with its page (pagehide): the admin page's load sends the last one.
    for (const path of ["/guides", "/equipment", "/suppliers"]) {
      await page.goto(path);
      await waitForPageHydrated(page);
      // The measuring code loads after hydration; a page left before it is there reports nothing.
      await page.waitForFunction(() =>
        performance.getEntriesByType("resource").some((e) => e.name.includes("/vitals-report-")),
      );
      // A tap settles LCP and gives INP an interaction.
      await page.getByRole("heading", { level: 1 }).click();
      await page.waitForTimeout(300);
    }

    await page.goto("/admin");
    await waitForPageHydrated(page);
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    const table = page.getByTestId("vitals-table");
    const pages = ["/guides", "/equipment", "/suppliers"];
    const rowOf = (p: string) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: p, exact: true }) });
    // The reports arrive as each page is left; the panel loads them with the dashboard (reloaded until the
    // last one is in).
    let first = true;
    await expect
      .poll(
        async () => {
          if (!first) await page.reload();
          first = false;
          await table.waitFor({ timeout: 10_000 }).catch(() => undefined);
          let shown = 0;
          for (const p of pages) shown += await rowOf(p).count();
          return shown;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(pages.length);
    for (const p of pages) {
      // LCP and TTFB at least, in milliseconds.
      const cells = await rowOf(p).getByRole("cell").allTextContents();
      expect(cells.filter((t) => /^[\d,]+ ms$/.test(t)).length).toBeGreaterThanOrEqual(2);
    }
    await ctx.close();
  });
});
