// Account screens in a real browser against the built Worker: development
// sign-in, the personal home, the avatar menu, Profile Settings, the dashboard
// for free and premium users (premium set directly in D1), saving guides,
// sign-out, and deleting the account.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { execD1, sqlString } from "./accounts-support";
import { baseUrl, signIn, signInWithDevForm, uniqueEmail, useBrowser, waitForPageHydrated } from "./support";

const browser = useBrowser();

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return errors;
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().isVisible();

describe("signed-out protection", () => {
  it("shows the logged-out screen on /dashboard, sends no dashboard data, and returns there after sign-in", async () => {
    // Server-side: the page and its loader data carry nothing but the signed-out flag.
    const html = await (await fetch(`${baseUrl()}/dashboard`)).text();
    expect(html).toContain("Unauthorized");
    expect(html).not.toContain("Recent Guides");
    const data = await (await fetch(`${baseUrl()}/dashboard.data`)).text();
    expect(data).toContain("signedIn");
    expect(data).not.toContain("recentGuides");
    expect(data).not.toContain("savedGuides");

    const page = await browser.newPage();
    await page.goto("/dashboard");
    await expect.poll(() => visible(page, "You are logged out. Logging in again...")).toBe(true);
    // After 500 ms the browser goes to sign-in, which returns to the dashboard.
    await page.waitForURL("**/sign-in?returnTo=%2Fdashboard");
    await page.getByLabel("First name").fill("Back");
    await page.getByLabel("Email").fill(uniqueEmail("return"));
    await Promise.all([page.waitForURL("**/dashboard"), page.getByRole("button", { name: "Sign in" }).click()]);
    await expect.poll(() => page.getByRole("heading", { name: "Welcome back, Back!" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("the header's Log in / Sign Up comes back to the page it was tapped on (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/press-settings?q=mug");
    const login = page.getByRole("banner").getByRole("link", { name: "Log in / Sign Up" });
    expect(await login.getAttribute("href")).toBe("/api/login?returnTo=%2Fpress-settings%3Fq%3Dmug");
    // After moving on inside the site, it follows the page.
    await page
      .getByRole("main")
      .getByRole("link", { name: /11 oz ceramic mug/ })
      .first()
      .click();
    await page.waitForURL("**/press-settings/*");
    const row = new URL(page.url()).pathname;
    await expect.poll(() => login.getAttribute("href")).toBe(`/api/login?returnTo=${encodeURIComponent(row)}`);
    await login.click();
    await page.getByLabel("First name").fill("Chart");
    await page.getByLabel("Email").fill(uniqueEmail("header-login"));
    await Promise.all([
      page.waitForURL((u) => u.pathname === row),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    // The home page needs no way back.
    await page.context().clearCookies();
    await page.goto("/");
    expect(await login.getAttribute("href")).toBe("/api/login");
    await page.context().close();
  });

  it("explains a failed sign-in with a 'Try again' link", async () => {
    const page = await browser.newPage();
    await page.goto("/sign-in?error=state&returnTo=%2Fguides");
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain("Sign-in failed");
    expect(await alert.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(
      "/api/login?returnTo=%2Fguides",
    );
    await page.context().close();
  });
});

describe("signed-in screens", () => {
  it("signs in with the development form and shows the personal home, avatar menu and Profile Settings", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const email = await signInWithDevForm(page, { firstName: "Ada", lastName: "Lovelace", email: uniqueEmail("home") });
    expect(new URL(page.url()).pathname).toBe("/");

    await expect.poll(() => page.getByRole("heading", { name: "Welcome back, Ada!" }).isVisible()).toBe(true);
    expect(await visible(page, "Free Plan")).toBe(true);
    // A new member's home: nothing saved or read yet, the AI usage, guides to try next and equipment, from the database.
    expect(await page.getByTestId("home-saved").textContent()).toContain("Nothing saved yet");
    expect(await page.getByTestId("home-recent").textContent()).toContain("The guides you open will be listed here.");
    expect(await page.locator("section[aria-labelledby=home-usage]").textContent()).toContain("0/20");
    expect(await page.locator("section[aria-labelledby=home-next] li").count()).toBeGreaterThan(0);
    expect(await page.locator("section[aria-labelledby=home-equipment] li").count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Account & billing" }).getAttribute("href")).toBe("/dashboard");
    // Home appears in the navigation only when signed in; the assistant is the header's button.
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Home" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "AI Chat" }).count()).toBe(0);
    expect(await page.getByRole("banner").getByRole("link", { name: "AI Assistant" }).first().isVisible()).toBe(true);

    // Avatar menu (a <details> disclosure): first letter, name, e-mail, Dashboard, Log out.
    const menu = page.getByTestId("user-menu");
    const trigger = menu.locator("summary");
    expect(await trigger.getAttribute("aria-label")).toBe("Account menu for Ada Lovelace");
    expect((await trigger.textContent())?.trim()).toBe("A");
    await trigger.click();
    const logOut = menu.getByRole("link", { name: "Log out" });
    await expect.poll(() => logOut.isVisible()).toBe(true);
    expect(await menu.textContent()).toContain("Ada Lovelace");
    expect(await menu.textContent()).toContain(email);
    expect(await menu.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(await logOut.getAttribute("href")).toBe("/api/logout");
    // Escape closes it and gives focus back to the avatar.
    await page.keyboard.press("Escape");
    await expect.poll(() => logOut.isVisible()).toBe(false);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    // Profile Settings (on the dashboard): e-mail, plan, usage, subscription link, Sign Out; Escape returns focus.
    await page.getByRole("link", { name: "Account & billing" }).click();
    await page.waitForURL("**/dashboard");
    // A link to the settings section the server renders; once hydrated it opens the dialog.
    const settings = page.locator("section[aria-labelledby=profile-overview]").getByRole("link", { name: "Settings" });
    await settings.click();
    const dialog = page.getByRole("dialog", { name: "Profile Settings" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const text = await dialog.textContent();
    expect(text).toContain(email);
    expect(text).toContain("Free Plan");
    expect(text).toContain("0/20 this month");
    expect(await dialog.getByRole("link", { name: "Manage subscription" }).getAttribute("href")).toBe("/subscribe");
    expect(await dialog.getByRole("link", { name: "Sign Out" }).getAttribute("href")).toBe("/api/logout");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true);

    // Sign out from the avatar menu: back to the landing page, the old session is gone.
    await trigger.click();
    await Promise.all([page.waitForURL(`${baseUrl()}/`), logOut.click()]);
    await expect.poll(() => page.getByRole("link", { name: "Log in / Sign Up" }).first().isVisible()).toBe(true);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the free dashboard with usage and reading, and saves and unsaves a guide", async () => {
    const page = await browser.newPage({ width: 360, height: 800 });
    const errors = watchErrors(page);
    const email = await signIn(page, { firstName: "Fran", email: uniqueEmail("free") });
    execD1(
      `INSERT INTO ai_usage (user_id, month, count) SELECT id, ${sqlString(new Date().toISOString().slice(0, 7))}, 5 FROM users WHERE email = ${sqlString(email)}`,
    );

    // Save the first guide the personal home suggests, on the guide's page.
    await page.reload();
    const firstGuide = page.locator("section[aria-labelledby=home-next] li a").first();
    await firstGuide.click();
    await page.waitForURL("**/guides/*");
    // The address changes before the guide renders: read its title once its Save button is there.
    const save = page.getByRole("button", { name: /Save Guide/ });
    await save.waitFor();
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await save.click();
    const saved = page.getByRole("button", { name: /Saved/ });
    await expect.poll(() => saved.getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.goto("/dashboard");
    await expect.poll(() => page.getByRole("heading", { name: "Welcome back, Fran!" }).isVisible()).toBe(true);
    const usage = page.locator("section[aria-labelledby=ai-usage]");
    expect(await usage.textContent()).toContain("5/20 this month");
    expect(await usage.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("5");
    // Recommended equipment lives on the personal home; the dashboard counts the saved guides and links there.
    const reading = page.locator("section[aria-labelledby=your-reading]");
    expect(await reading.textContent()).toContain("1 saved guide.");
    expect(await reading.getByRole("link", { name: "Go to your home" }).getAttribute("href")).toBe("/");
    expect(await page.locator("#recent-conversations").count()).toBe(0);
    for (const to of ["/ai-chat", "/guides", "/equipment", "/suppliers"]) {
      expect(await page.locator(`section[aria-labelledby=quick-links] a[href="${to}"]`).count()).toBe(1);
    }

    // The saved guide is listed on the home, next to recommended equipment; unsaving it on the guide toggles it back.
    await reading.getByRole("link", { name: "Go to your home" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    const savedList = page.getByTestId("home-saved");
    await expect.poll(() => savedList.getByRole("link", { name: title }).isVisible()).toBe(true);
    expect(await page.locator("section[aria-labelledby=home-equipment] li").count()).toBeGreaterThan(0);
    await savedList.getByRole("link", { name: title }).click();
    await page.waitForURL("**/guides/*");
    await page.getByRole("button", { name: /Saved/ }).click();
    await expect
      .poll(() => page.getByRole("button", { name: /Save Guide/ }).getAttribute("aria-pressed"))
      .toBe("false");
    await page.goto("/");
    await expect.poll(() => savedList.textContent()).toContain("Nothing saved yet");
    await page.goto("/dashboard");
    await expect.poll(() => reading.textContent()).toContain("0 saved guides.");

    // Profile Settings opens from the dashboard too; nothing is wider than the phone screen.
    await waitForPageHydrated(page);
    await page.locator("section[aria-labelledby=profile-overview]").getByRole("link", { name: "Settings" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Profile Settings" }).isVisible()).toBe(true);
    expect(await page.getByRole("dialog").textContent()).toContain("5/20 this month");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the premium dashboard with 'Unlimited' and recent conversations, newest first", async () => {
    const page = await browser.newPage();
    const email = await signIn(page, { firstName: "Pat", email: uniqueEmail("premium"), open: false });
    const user = `(SELECT id FROM users WHERE email = ${sqlString(email)})`;
    execD1(
      [
        `UPDATE users SET subscription_tier = 'premium', subscription_status = 'active' WHERE email = ${sqlString(email)}`,
        ...[1, 2, 3, 4].map(
          (i) =>
            `INSERT INTO chat_sessions (id, user_id, title, message_count, updated_at) VALUES ('${email}-c${i}', ${user}, 'Conversation ${i}', ${i}, ${1_700_000_000_000 + i * 1000})`,
        ),
      ].join("; "),
    );
    await page.goto("/dashboard");
    await expect.poll(() => page.getByRole("heading", { name: "Welcome back, Pat!" }).isVisible()).toBe(true);
    expect(await visible(page, "Premium Member")).toBe(true);
    expect(await page.locator("section[aria-labelledby=ai-usage]").textContent()).toContain("Unlimited");
    const conversations = page.locator("section[aria-labelledby=recent-conversations] li");
    expect(await conversations.count()).toBe(3);
    expect(await conversations.allTextContents()).toEqual([
      "Conversation 44 messages",
      "Conversation 33 messages",
      "Conversation 22 messages",
    ]);
    expect(await conversations.first().locator("a").getAttribute("href")).toBe("/ai-chat");
    expect(await page.locator("#recommended-equipment").count()).toBe(0);
    await page.context().close();
  });

  it("deletes the account after confirmation and signs out", async () => {
    const page = await browser.newPage();
    const email = await signIn(page, { firstName: "Del", email: uniqueEmail("delete"), open: false });
    await page.goto("/dashboard");
    await waitForPageHydrated(page);
    await page.locator("section[aria-labelledby=profile-overview]").getByRole("link", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Delete account" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    // Cancel keeps everything.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);

    await page.getByRole("button", { name: "Delete account" }).click();
    await Promise.all([
      page.waitForURL(`${baseUrl()}/`),
      confirm.getByRole("button", { name: "Delete my account" }).click(),
    ]);
    await expect.poll(() => visible(page, "Account deleted")).toBe(true);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    // Signing in again with the same e-mail starts afresh.
    await signIn(page, { firstName: "Del", email, open: false });
    expect(await (await page.request.get("/api/saved-guides")).json()).toEqual([]);
    await page.context().close();
  });
});
