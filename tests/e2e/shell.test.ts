import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { baseUrl, signIn, useBrowser, waitForPageHydrated } from "./support";

/** Every inline script must be allowed by the policy: by its nonce or by its hash. */
async function expectInlineScriptsAllowed(html: string, csp: string) {
  const scriptSrc = /script-src ([^;]+)/.exec(csp)![1];
  expect(scriptSrc).not.toContain("unsafe-inline");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]));
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attrs, body] of inline) {
    const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    const allowed = (nonce && attrs.includes(`nonce="${nonce}"`)) || scriptSrc.includes(hash);
    expect(allowed, `inline script ${body.slice(0, 60)}`).toBe(true);
  }
}

const browser = useBrowser();

/** Follows the footer's Help Center link and checks the page was not reloaded (a client navigation). */
async function footerLinkNavigatesOnTheClient(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await Promise.all([
    page.waitForURL("**/help-center"),
    page.getByRole("contentinfo").getByRole("link", { name: "Help Center" }).click(),
  ]);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/help/i);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
}

describe("app shell", () => {
  it("server-renders the home page with the navigation", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Guides &amp; Tutorials");
    expect(html).toContain("Log in / Sign Up");
    // Anonymous views come from the edge cache with a hash-based policy.
    expect(res.headers.get("X-Page-Cache")).toMatch(/hit|miss/);
    await expectInlineScriptsAllowed(html, res.headers.get("Content-Security-Policy")!);
    // A request with cookies is rendered for it alone, with a nonce.
    const own = await fetch(`${baseUrl()}/`, { headers: { Cookie: "seen=1" } });
    const ownCsp = own.headers.get("Content-Security-Policy")!;
    expect(ownCsp).toMatch(/script-src 'self' 'nonce-/);
    await expectInlineScriptsAllowed(await own.text(), ownCsp);
  });

  it("shows the not-found screen with status 404", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    // Signing in from here leads on, not back to this screen.
    expect(html).toContain('href="/api/login"');
    expect(html).not.toContain("returnTo=%2Fno-such-page");
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
    // The phone menu is a <details> disclosure whose <summary> is the button.
    const menu = page.getByTestId("site-menu");
    const toggle = menu.locator("summary");
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-label")).toBe("Menu");
    // Desktop navigation is hidden at this width.
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await toggle.click();
    const mobileNav = page.getByRole("navigation", { name: "Menu" });
    await expect.poll(() => mobileNav.isVisible()).toBe(true);
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await mobileNav.getByRole("link", { name: "Blank Suppliers" }).click();
    await page.waitForURL("**/suppliers");
    await expect.poll(() => mobileNav.isVisible()).toBe(false);
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the phone menu's Help group leads to Troubleshooting and Quick Answers, by keyboard (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/guides");
    const menu = page.getByTestId("site-menu");
    const nav = page.getByRole("navigation", { name: "Menu" });
    // The group is headed "Help" and lists where a reader with a problem goes.
    await menu.locator("summary").click();
    const help = nav.getByRole("list", { name: "Help" });
    await expect.poll(() => help.isVisible()).toBe(true);
    expect(await help.getByRole("link").allTextContents()).toEqual([
      "Troubleshooting",
      "Quick Answers",
      "Help Center",
      "Contact Us",
    ]);
    // The main links keep their labels.
    for (const label of ["Guides & Tutorials", "Recommended Equipment", "Blank Suppliers"])
      expect(await nav.getByRole("link", { name: label, exact: true }).count(), label).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await menu.locator("summary").click();
    await expect.poll(() => nav.isVisible()).toBe(false);
    // By keyboard: the button opens the menu and Tab reaches the group's links.
    await menu.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => nav.isVisible()).toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    for (let i = 0; i < 20 && (await focused()) !== "Troubleshooting"; i++) await page.keyboard.press("Tab");
    expect(await focused()).toBe("Troubleshooting");
    await Promise.all([page.waitForURL("**/troubleshooting"), page.keyboard.press("Enter")]);
    await expect.poll(() => nav.isVisible()).toBe(false);
    await menu.locator("summary").click();
    await Promise.all([page.waitForURL("**/answers"), help.getByRole("link", { name: "Quick Answers" }).click()]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/answers/i);
    await page.context().close();
  });

  for (const width of [1280, 1536]) {
    it(`the wide header fits its links and a Help disclosure, opened by keyboard (${width} px)`, async () => {
      for (const signedIn of [false, true]) {
        const page = await browser.newPage({ width, height: 800 });
        if (signedIn) await signIn(page, { returnTo: "/guides" });
        else await page.goto("/guides");
        // Nothing in the bar is pushed past its edge or squeezed over its neighbours.
        const room = await page.evaluate(() => {
          const bar = document.querySelector("header > div")!;
          const style = getComputedStyle(bar);
          const inner = bar.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const used = [...bar.children].reduce((sum, el) => sum + el.getBoundingClientRect().width, 0);
          return inner - used;
        });
        expect(room, `signed in: ${signedIn}`).toBeGreaterThan(0);
        const main = page.getByRole("navigation", { name: "Main" });
        for (const label of ["Guides & Tutorials", "Recommended Equipment", "Blank Suppliers"])
          expect(await main.getByRole("link", { name: label, exact: true }).isVisible(), label).toBe(true);
        const help = page.getByTestId("help-menu");
        const troubleshooting = main.getByRole("link", { name: "Troubleshooting" });
        expect(await troubleshooting.isVisible()).toBe(false);
        await help.locator("summary").focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => troubleshooting.isVisible()).toBe(true);
        expect(await main.getByRole("link", { name: "Quick Answers" }).isVisible()).toBe(true);
        // Escape closes it and gives the focus back to its button.
        await page.keyboard.press("Escape");
        await expect.poll(() => troubleshooting.isVisible()).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
        await page.keyboard.press("Enter");
        await page.keyboard.press("Tab");
        await Promise.all([page.waitForURL("**/troubleshooting"), page.keyboard.press("Enter")]);
        await expect.poll(() => troubleshooting.isVisible()).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        await page.context().close();
      }
    });
  }

  it("shows a toast after signing out and dismisses it", async () => {
    const page = await browser.newPage();
    await signIn(page, { firstName: "Toast", open: false });
    await page.goto("/api/logout");
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.textContent()).toContain("You have been signed out.");
    // F8 moves focus to the notification region.
    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("[aria-label]")?.getAttribute("aria-label") ?? ""),
      )
      .toMatch(/Notifications/);
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect.poll(() => toast.count()).toBe(0);
    await page.context().close();
  });

  it("hydrates onto the server's links and icons as they are, then navigates on the client", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await signIn(page, { firstName: "Hydra", open: false });
    // Keep every server-rendered link, icon and button before React hydrates (it
    // waits for the first paint): a mismatch would make React replace them.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { serverEls: Element[] }).serverEls = [...document.querySelectorAll("a, svg, button")];
      }),
    );
    const serverElements = () =>
      page.evaluate(() => {
        const els = (window as unknown as { serverEls: Element[] }).serverEls;
        const reactOwned = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
        const controls = els.filter((el) => el.tagName !== "svg");
        return {
          total: els.length,
          stillInPage: els.filter((el) => el.isConnected).length,
          controls: controls.length,
          controlsOwned: controls.filter(reactOwned).length,
        };
      });
    for (const path of ["/guides", "/equipment", "/"]) {
      await page.goto(path);
      // Parts whose code loads on demand (the personal home) hydrate a moment later.
      await expect
        .poll(async () => {
          const { controls, controlsOwned } = await serverElements();
          return controlsOwned === controls;
        })
        .toBe(true);
      const counts = await serverElements();
      expect(counts.total, path).toBeGreaterThan(20);
      expect(counts.stillInPage, path).toBe(counts.total);
    }
    // A footer link rendered as a plain anchor on the server still navigates on the client.
    await footerLinkNavigatesOnTheClient(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it("sends the stylesheet inside the page, and it stays through hydration and client navigation", async () => {
    const html = await (await fetch(`${baseUrl()}/guides`)).text();
    // One <style> in the head carries the whole stylesheet; no stylesheet is fetched.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<style[^>]*>\/\*! tailwindcss/);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const page = await browser.newPage({ width: 360, height: 740 });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const css: string[] = [];
    page.on("request", (r) => r.resourceType() === "stylesheet" && css.push(r.url()));
    await page.goto("/guides");
    await waitForPageHydrated(page);
    const styled = () =>
      page.evaluate(() => ({
        text: [...document.querySelectorAll("head style")].reduce((n, el) => n + (el.textContent ?? "").length, 0),
        bodyDisplay: getComputedStyle(document.body).display,
        h1Weight: getComputedStyle(document.querySelector("h1")!).fontWeight,
      }));
    const hydrated = await styled();
    expect(hydrated.text).toBeGreaterThan(20_000);
    expect(hydrated.bodyDisplay).toBe("flex");
    expect(Number(hydrated.h1Weight)).toBeGreaterThanOrEqual(600);
    // A client navigation renders the next page with the same stylesheet.
    await footerLinkNavigatesOnTheClient(page);
    const next = await styled();
    expect(next.text).toBe(hydrated.text);
    expect(next.bodyDisplay).toBe("flex");
    expect(Number(next.h1Weight)).toBeGreaterThanOrEqual(600);
    expect(css).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
