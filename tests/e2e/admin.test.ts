import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN_PASSWORD } from "./global-setup";
import { baseUrl, uniqueEmail, useBrowser } from "./support";

const browser = useBrowser();

/** The contact page's form is built elsewhere; the message goes through the same endpoint it uses. */
async function sendContactMessage(email: string, message: string) {
  const res = await fetch(`${baseUrl()}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ name: "Casey Crafter", email, subject: "equipment", message }),
  });
  expect(res.status).toBe(201);
}

async function unlock(page: Page, password: string) {
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
}

describe("admin area", () => {
  it("gates, unlocks, survives reload, handles a contact message and locks again on logout", async () => {
    const email = uniqueEmail("contact");
    const message = `Which press for tumblers? ${email}`;
    await sendContactMessage(email, message);

    // Without an admin session, neither the page nor its data carries any admin content.
    const html = await (await fetch(`${baseUrl()}/admin`)).text();
    expect(html).toContain("Admin Access");
    expect(html).not.toContain(email);
    const data = await (await fetch(`${baseUrl()}/admin.data`)).text();
    expect(data).not.toContain(email);

    const page = await browser.newPage();
    await page.goto("/admin");
    await expect.poll(() => page.getByRole("heading", { name: "Admin Access" }).isVisible()).toBe(true);

    await unlock(page, "definitely-not-the-password");
    await page.getByRole("alert").filter({ hasText: "Invalid password" }).waitFor();
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);

    await unlock(page, E2E_ADMIN_PASSWORD);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    for (const card of ["Total Users", "Premium Users", "AI Messages", "Contact Messages"]) {
      expect(await page.getByRole("region", { name: card }).first().isVisible()).toBe(true);
    }
    await page.getByRole("heading", { name: "Users", exact: true }).waitFor();
    await page.getByRole("heading", { name: "Web Traffic Overview" }).waitFor();
    expect(await page.getByTestId("traffic-figures").textContent()).toContain("New users today");
    await page.getByRole("heading", { name: "Partnership Applications" }).waitFor();

    const item = page.getByTestId("contact-message").filter({ hasText: email });
    await item.waitFor();
    expect(await item.getByText("New", { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText("Equipment Recommendation").isVisible()).toBe(true);
    // 'month day, year at time'
    expect(await item.locator("time").innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
    expect(await item.getByRole("link", { name: "Reply to Casey Crafter" }).getAttribute("href")).toBe(
      `mailto:${email}?subject=${encodeURIComponent("Re: Equipment Recommendation")}`,
    );
    const unreadCard = page.getByRole("region", { name: "Contact Messages" }).first();

    // Reload keeps the admin signed in (the cookie lives for the browser session).
    await page.reload();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await item.waitFor();
    // Read just before the change: other test files send messages meanwhile.
    const unreadBefore = Number(/(\d+) unread/.exec(await unreadCard.innerText())![1]);

    // Mark as read: the badge goes, the button is disabled, the unread count drops.
    await item.getByRole("button", { name: "Mark message from Casey Crafter as read" }).click();
    await expect.poll(() => item.getByText("New", { exact: true }).count()).toBe(0);
    expect(await item.getByRole("button", { name: "Message from Casey Crafter is read" }).isDisabled()).toBe(true);
    await expect.poll(async () => Number(/(\d+) unread/.exec(await unreadCard.innerText())![1])).toBe(unreadBefore - 1);

    // Delete asks first; Cancel keeps the message.
    await item.getByRole("button", { name: "Delete message from Casey Crafter" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await item.count()).toBe(1);
    await item.getByRole("button", { name: "Delete message from Casey Crafter" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => item.count()).toBe(0);

    // Logout locks it again, also after a reload.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
    expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
    await page.context().close();
  });

  it("refreshes the stats every 30 seconds while visible and pauses in a hidden tab", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/admin");
    await unlock(page, E2E_ADMIN_PASSWORD);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

    const statsCalls: number[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/admin/stats") statsCalls.push(Date.now());
    });
    const totalCard = page.getByRole("region", { name: "Total Users" });
    const before = Number((await totalCard.getByTestId("stat-value").innerText()).replace(/,/g, ""));
    // A new user signs up meanwhile; the next refresh shows it.
    await fetch(`${baseUrl()}/api/login/dev`, {
      method: "POST",
      body: new URLSearchParams({ firstName: "New", email: uniqueEmail("poll") }),
      redirect: "manual",
    });
    await page.clock.runFor(29_000);
    expect(statsCalls).toHaveLength(0);
    await page.clock.runFor(1_500);
    await expect.poll(() => statsCalls.length).toBe(1);
    await expect
      .poll(async () => Number((await totalCard.getByTestId("stat-value").innerText()).replace(/,/g, "")))
      .toBeGreaterThanOrEqual(before + 1); // other test files may sign people up too

    // Hidden tab: no polling.
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(95_000);
    expect(statsCalls).toHaveLength(1);
    // Visible again: catches up at once.
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => statsCalls.length).toBe(2);
    await context.close();
  });

  it("fits a 360 px screen without horizontal scrolling", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/admin");
    await unlock(page, E2E_ADMIN_PASSWORD);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe("client bundle", () => {
  it("carries no admin password, secret name or server-only admin code", () => {
    const root = "build/client";
    expect(existsSync(root)).toBe(true);
    const secrets = [
      E2E_ADMIN_PASSWORD,
      "test-admin-password-1234",
      "ADMIN_PASSWORD",
      "ADMIN_EMAILS",
      "admin-session:",
    ];
    if (existsSync(".dev.vars")) {
      const local = /^ADMIN_PASSWORD=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim();
      if (local) secrets.push(local);
    }
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk(root);
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  });
});
