import { describe, expect, it } from "vitest";
import { baseUrl, signInWithDevForm, useBrowser } from "./support";

const browser = useBrowser();

describe("app shell", () => {
  it("server-renders the home page with the navigation", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Guides &amp; Tutorials");
    expect(html).toContain("Log in / Sign Up");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy")!)![1];
    // Every inline script carries the response's nonce.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s[1]).toContain(`nonce="${nonce}"`);
  });

  it("shows the not-found screen with status 404", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    const api = await fetch(`${baseUrl()}/api/no-such`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: "Not found" });
  });

  it("serves static assets with security headers", async () => {
    const res = await fetch(`${baseUrl()}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("opens the hamburger menu at 360 px, follows a link and closes the menu", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    // Desktop navigation is hidden at this width.
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await toggle.click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect.poll(() => mobileNav.isVisible()).toBe(true);
    await mobileNav.getByRole("link", { name: "Blank Suppliers" }).click();
    await page.waitForURL("**/suppliers");
    await expect.poll(() => mobileNav.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a toast after signing out and dismisses it", async () => {
    const page = await browser.newPage();
    await signInWithDevForm(page, { firstName: "Toast" });
    await page.goto("/api/logout");
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.textContent()).toContain("You have been signed out.");
    // F8 moves focus to the notification region.
    await page.keyboard.press("F8");
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[aria-label]")?.getAttribute("aria-label") ?? "")).toMatch(/Notifications/);
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect.poll(() => toast.count()).toBe(0);
    await page.context().close();
  });
});
