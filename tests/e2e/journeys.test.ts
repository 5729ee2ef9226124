// Whole journeys in a real browser, at phone and laptop widths: a visitor reaches
// a guide's preview and signs in back to it; the member's home lists saved and
// recently read guides; /subscribe without payments says so before any click;
// an admin finds a member, grants complimentary Premium and sees it in the audit
// log; the trend charts draw; the landing page's assistant button covers no text; links inside a
// guide read offline open saved guides or the offline page. With SCREENSHOTS=1 it also refreshes docs/screens/.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN_PASSWORD } from "./global-setup";
import { baseUrl, signIn, uniqueEmail, useBrowser, waitForPageHydrated } from "./support";

const browser = useBrowser();
const WIDTHS = [360, 1280] as const;
const SCREENS_DIR = "docs/screens";

/** Saves the viewport as docs/screens/<name>-<width>.png, only when SCREENSHOTS=1. */
async function screen(page: Page, name: string, width: number) {
  if (process.env.SCREENSHOTS !== "1") return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-${width}.png` });
}

/** The first guide card's "Read Guide" link on /guides, and the guide id it goes to. */
async function firstGuideCard(page: Page) {
  const link = page.getByRole("link", { name: /^Read Guide: / }).first();
  await link.waitFor();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/guides\/[\w-]+$/);
  return { link, href };
}

describe("visitor to member", () => {
  for (const width of WIDTHS) {
    it(`goes from a guide card to its preview, signs in and lands back on the guide (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: width === 360 ? 740 : 800 });
      await page.goto("/guides");
      const { link, href } = await firstGuideCard(page);
      expect(await link.getAttribute("aria-label")).toMatch(/\(free account\)$/);
      await link.click();
      await page.waitForURL((u) => u.pathname === href);
      const signIn = page.getByRole("link", { name: "Sign in free to read" });
      await expect.poll(() => signIn.isVisible()).toBe(true);
      // The preview is not the guide: no save action for a visitor.
      expect(await page.getByRole("button", { name: "Save Guide" }).count()).toBe(0);
      await screen(page, "guide-preview", width);

      await signIn.click();
      await page.waitForURL((u) => u.pathname.startsWith("/sign-in"));
      await page.getByLabel("First name").fill("Journey");
      await page.getByLabel("Last name").fill("Reader");
      await page.getByLabel("Email").fill(uniqueEmail(`journey${width}`));
      await Promise.all([
        page.waitForURL((u) => u.pathname === href),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
      await waitForPageHydrated(page);
      // Now the whole guide: the save action is there and the preview's way in is gone.
      await expect.poll(() => page.getByRole("button", { name: "Save Guide" }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Sign in free to read" }).count()).toBe(0);
      // With the script running, the guide can be printed from its button.
      await expect.poll(() => page.getByRole("button", { name: "Print" }).isVisible()).toBe(true);
      await page.context().close();
    });
  }
});

describe("the member's home", () => {
  it("shows a saved guide and a recently read guide, at 360 and 1280 px", async () => {
    const context = await browser.newContext({ width: 1280, height: 800 });
    const page = await context.newPage();
    await signIn(page, { firstName: "Homer", email: uniqueEmail("home-journey"), open: false });
    await page.goto("/guides");
    const saved = await firstGuideCard(page);
    const secondHref =
      (await page
        .getByRole("link", { name: /^Read Guide: / })
        .nth(1)
        .getAttribute("href")) ?? "";
    // Read (and save) the first guide, read the second one only.
    await page.goto(saved.href);
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await page.getByRole("button", { name: "Save Guide" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Saved" }).isVisible()).toBe(true);
    await page.goto(secondHref);
    const secondTitle = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

    await page.goto("/");
    const savedList = page.getByTestId("home-saved");
    const recent = page.getByTestId("home-recent");
    await expect.poll(() => savedList.getByText(title).first().isVisible()).toBe(true);
    expect(await savedList.getByRole("link", { name: "Offline list" }).getAttribute("href")).toBe("/offline");
    expect(await recent.getByText(secondTitle).first().isVisible()).toBe(true);
    expect(await recent.getByText(title).first().isVisible()).toBe(true);
    await screen(page, "member-home", 1280);

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await savedList.getByText(title).first().isVisible()).toBe(true);
    expect(await recent.getByText(secondTitle).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screen(page, "member-home", 360);

    // Profile Settings opens from the home itself (a dialog once hydrated), and the saved name shows there.
    await waitForPageHydrated(page);
    await page.getByRole("link", { name: "Profile Settings", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Profile Settings" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    await dialog.getByLabel("First name").fill("Homerus");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toContain("Profile updated");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Homerus!");

    // The offline list is the service worker's page: only when one took control here.
    const controlled = await page.evaluate(async () => {
      if (!("serviceWorker" in navigator)) return false;
      await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 5000))]);
      return !!(await navigator.serviceWorker.getRegistration());
    });
    if (controlled && process.env.SCREENSHOTS === "1") {
      const res = await page.goto("/offline");
      if (res === null || res.ok()) {
        await screen(page, "offline-list", 360);
        await page.setViewportSize({ width: 1280, height: 800 });
        await screen(page, "offline-list", 1280);
      }
    }
    await context.close();
  });
});

describe("Premium without payments configured", () => {
  for (const width of WIDTHS) {
    it(`says sign-ups are paused and offers the notify-me form before any click (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: 800 });
      await signIn(page, { returnTo: "/subscribe" });
      await page.waitForURL((u) => u.pathname === "/subscribe");
      const paused = page.getByTestId("payments-paused");
      await expect.poll(() => paused.isVisible()).toBe(true);
      expect(await paused.textContent()).toContain("Premium sign-ups are paused");
      const notify = paused.getByRole("button", { name: "Notify me when Premium opens" });
      expect(await notify.isVisible()).toBe(true);
      await notify.click();
      await expect
        .poll(() => paused.getByRole("status").textContent())
        .toContain("we'll e-mail you when Premium opens");
      // It is remembered: a reload shows the thanks, not the button.
      await page.reload();
      await expect.poll(() => paused.getByRole("status").isVisible()).toBe(true);
      expect(await paused.getByRole("button", { name: "Notify me when Premium opens" }).count()).toBe(0);
      await page.context().close();
    });
  }
});

describe("admin", () => {
  it("finds a member by e-mail, grants complimentary Premium, sees it in the audit log and draws the trends", async () => {
    // The member signs up (the development sign-in's own request; no page of theirs is needed here).
    const email = uniqueEmail("comp");
    const signUp = await fetch(`${baseUrl()}/api/login/dev`, {
      method: "POST",
      body: new URLSearchParams({ firstName: "Grace", lastName: "User", email, returnTo: "/" }),
      redirect: "manual",
    });
    expect(signUp.status).toBe(303);

    const page = await browser.newPage({ width: 1280, height: 800 });
    await page.goto("/admin");
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

    // Trend charts: one drawn chart (an svg image) per series.
    const charts = page.getByTestId("trend-chart");
    await expect.poll(() => charts.count()).toBeGreaterThan(0);
    const svgs = page.locator('[data-testid="trend-chart"] svg[role="img"]');
    expect(await svgs.count()).toBe(await charts.count());
    expect(await svgs.first().getAttribute("aria-label")).toMatch(/per day, .+ in total, at most \d+ a day$/);
    expect((await svgs.first().boundingBox())?.width ?? 0).toBeGreaterThan(100);
    await screen(page, "admin-dashboard", 1280);

    await page.getByLabel("Search users by e-mail or name").fill(email);
    const panel = page.getByRole("region", { name: "Users", exact: true });
    await panel.getByRole("button", { name: "Search", exact: true }).click();
    const users = panel.getByRole("list", { name: "Users", exact: true });
    await expect.poll(() => users.getByRole("listitem").count()).toBe(1);
    await users.getByRole("link", { name: new RegExp(email) }).click();
    const detail = page.getByTestId("user-detail");
    await expect.poll(() => detail.getByTestId("user-plan").textContent()).toMatch(/free/i);

    await detail.getByRole("link", { name: "Grant complimentary Premium" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Grant complimentary Premium?" });
    await confirm.waitFor();
    // Nothing happens before the confirmation.
    expect(await detail.getByTestId("user-plan").textContent()).toMatch(/free/i);
    await confirm.getByRole("button", { name: "Yes, grant complimentary premium" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Done:" }).textContent())
      .toBe("Done: granted complimentary premium.");
    const entry = page.getByTestId("audit-log").getByRole("listitem").filter({ hasText: email });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain("Granted complimentary Premium");
    await expect
      .poll(() => users.getByRole("listitem").filter({ hasText: email }).textContent())
      .toContain("Premium (comp)");

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    expect(await page.locator('[data-testid="trend-chart"] svg[role="img"]').first().isVisible()).toBe(true);
    await screen(page, "admin-dashboard", 360);
    await page.context().close();
  });
});

describe("the floating assistant button", () => {
  // 360 and 1280 px: the button keeps to its own place at the end of the content. 1536 px: it
  // floats in the margin beside the content while the page scrolls.
  for (const width of [...WIDTHS, 1536]) {
    it(`covers no text at any scroll position of the landing page (${width} px)`, async () => {
      const height = width === 360 ? 740 : 800;
      const page = await browser.newPage({ width, height });
      await page.goto("/");
      await waitForPageHydrated(page);
      const button = (await page.getByRole("link", { name: "Open the AI assistant" }).elementHandle())!;
      // The top, then every tenth of the way down while the content scrolls past; the content's
      // last lines at the bottom of the screen (the button rests in its own space below them);
      // the bottom of the page.
      const positions = [
        ...Array.from({ length: 10 }, (_, i) => `${i * 10}% down`),
        "end of the content",
        "bottom of the page",
      ];
      // Each position in turn, in the page: scroll, let two frames render, then the button's box
      // and the visible text boxes (paragraphs, list items, headings, labels, fields) it intersects.
      const seen = await button.evaluate(async (el, wheres) => {
        const out: {
          where: string;
          box: { x: number; y: number; width: number; height: number } | null;
          covered: string[];
        }[] = [];
        for (const w of wheres) {
          const range = document.documentElement.scrollHeight - innerHeight;
          if (w === "end of the content")
            window.scrollBy(0, (document.querySelector("main")?.getBoundingClientRect().bottom ?? 0) - innerHeight);
          else if (w === "bottom of the page") window.scrollTo(0, document.documentElement.scrollHeight);
          else window.scrollTo(0, (Number.parseInt(w, 10) / 100) * range);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          if (!el.isConnected || el.getClientRects().length === 0) {
            out.push({ where: w, box: null, covered: [] });
            continue;
          }
          const r = el.getBoundingClientRect();
          const b = { x: r.x, y: r.y, width: r.width, height: r.height };
          const covered: string[] = [];
          for (const t of document.querySelectorAll<HTMLElement>(
            "p, li, h1, h2, h3, h4, dt, dd, label, input, textarea, select, blockquote, figcaption, td, th",
          )) {
            const tr = t.getBoundingClientRect();
            if (!tr.width || !tr.height || getComputedStyle(t).visibility === "hidden") continue;
            const apart = tr.right <= b.x || b.x + b.width <= tr.left || tr.bottom <= b.y || b.y + b.height <= tr.top;
            if (!apart) covered.push(`${t.tagName.toLowerCase()}: ${(t.textContent ?? "").trim().slice(0, 40)}`);
          }
          out.push({ where: w, box: b, covered });
        }
        return out;
      }, positions);
      expect(seen.map((s) => s.where)).toEqual(positions);
      let floating = 0;
      for (const { where, box, covered } of seen) {
        expect(box, where).not.toBeNull();
        if (!box) continue;
        // (A pixel's allowance: scroll positions are fractional.)
        const onScreen = box.y >= -1 && box.y + box.height <= height + 1;
        if (where === "end of the content") expect(onScreen).toBe(true);
        if (onScreen && where.endsWith("down")) floating++;
        console.log(
          `floating button at ${width} px, ${where}: top ${Math.round(box.y)} of ${height}, covers ${covered.length} text boxes`,
        );
        expect(covered, where).toEqual([]);
      }
      // Wide: on screen (floating) all the way down; narrower: on screen only near its place at the end.
      if (width === 1536) expect(floating).toBe(10);
      else expect(floating).toBeLessThanOrEqual(2);
      await page.context().close();
    });
  }
});

describe("links inside a guide read offline", () => {
  it("open another saved guide, and a guide that is not saved shows the offline page", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    const context = page.context();
    await signIn(page, { returnTo: "/guides/choosing-a-heat-press" });
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration("/"))?.active), {
        timeout: 20_000,
      })
      .toBe(true);
    // Two guides saved: one that links to the other (and to a third, not saved).
    const saved = ["/guides/choosing-a-heat-press", "/guides/heat-press-safety"];
    for (const path of saved) {
      await page.goto(path);
      await waitForPageHydrated(page);
      await page.getByRole("button", { name: /^Save Guide/ }).click();
      await expect.poll(() => page.getByRole("button", { name: /^Saved/ }).isVisible()).toBe(true);
    }
    for (const path of saved) {
      await expect
        .poll(() => page.evaluate(async (p) => !!(await caches.match(p)), path), { timeout: 20_000 })
        .toBe(true);
    }
    const target = (await page.request.get("/api/guides/choosing-a-heat-press").then((r) => r.json())) as {
      title: string;
    };

    // Offline, hydrated: a link is a client-side navigation, whose route discovery (here) or page data
    // (the second link) fails; the service worker turns either into a page load it can answer.
    await context.setOffline(true);
    await page.reload();
    await waitForPageHydrated(page);
    const article = page.locator("main article").first();
    await Promise.all([
      page.waitForURL("**/guides/choosing-a-heat-press"),
      article.locator('a[href="/guides/choosing-a-heat-press"]').first().click(),
    ]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(target.title);
    expect(await page.getByText("Something went wrong").count()).toBe(0);

    await page.goto("/guides/heat-press-safety");
    await waitForPageHydrated(page);
    await Promise.all([
      page.waitForURL("**/guides/getting-started-with-sublimation"),
      page
        .locator("main article")
        .first()
        .locator('a[href="/guides/getting-started-with-sublimation"]')
        .first()
        .click(),
    ]);
    await expect
      .poll(() => page.getByText("You are offline, and this guide is not saved on this device.").isVisible())
      .toBe(true);
    expect(await page.getByText("Something went wrong").count()).toBe(0);
    // The offline page lists the guides this device can open.
    expect(await page.getByRole("link", { name: target.title }).count()).toBe(1);

    // Pages of types this document has not loaded (route discovery needed), after discovery has
    // already failed in this tab: each is still a page load the worker answers with the offline page,
    // never React Router's 404.
    for (const path of ["/about", "/troubleshooting"]) {
      await page.goto("/guides/heat-press-safety");
      await waitForPageHydrated(page);
      await Promise.all([page.waitForURL(`**${path}`), page.locator(`footer a[href="${path}"]`).first().click()]);
      await expect
        .poll(() => page.getByText("You are offline. This page needs a connection.").isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await page.getByText("404 Page Not Found").count()).toBe(0);
      expect(await page.getByRole("link", { name: target.title }).count()).toBe(1);
    }
    await context.setOffline(false);
    await context.close();
  });
});

describe("offline on a second device", () => {
  it("keeps a guide saved on one device on another signed-in device, with the saved list, offline", async () => {
    const email = uniqueEmail("second-device");
    // Device one: saves a guide.
    const first = await browser.newPage({ width: 1280, height: 800 });
    await signIn(first, { email, returnTo: "/guides/heat-press-safety" });
    await first.getByRole("button", { name: /^Save Guide/ }).click();
    await expect.poll(() => first.getByRole("button", { name: /^Saved/ }).isVisible()).toBe(true);
    const title = (await first.getByRole("heading", { level: 1 }).textContent())!.trim();
    await first.context().close();

    // Device two: never opened that guide; signing in and loading any page keeps it here too.
    const page = await browser.newPage({ width: 360, height: 740 });
    const context = page.context();
    await signIn(page, { email, returnTo: "/about" });
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              !!(await caches.match("/guides/heat-press-safety")) && !!(await caches.match("/__offline-list")),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration("/"))?.active), {
        timeout: 20_000,
      })
      .toBe(true);

    await context.setOffline(true);
    await page.goto("/offline");
    await expect.poll(() => page.getByRole("link", { name: title }).isVisible()).toBe(true);
    await page.goto("/guides/heat-press-safety");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    await context.setOffline(false);
    await context.close();
  });
});

describe("a beginner's dead ends (360 px)", () => {
  it("a guide search with a typo offers the whole-site search, which finds the settings", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/guides?q=polyster%20shirt");
    await page.getByRole("heading", { name: "No guides found" }).waitFor();
    const whole = page.getByRole("link", { name: "Search the whole site" });
    expect(await whole.getAttribute("href")).toBe("/search?q=polyster%20shirt");
    await Promise.all([page.waitForURL((u) => u.pathname === "/search"), whole.click()]);
    await expect
      .poll(async () => Number(await page.getByTestId("search-results").locator("li").count()))
      .toBeGreaterThan(0);
    expect(await page.getByTestId("search-results").innerText()).toMatch(/polyester shirt/i);
    await page.context().close();
  });

  it("a symptom described in a sentence finds it; a question no symptom answers leads on to the whole-site search and the expert", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/troubleshooting?q=my%20shirt%20has%20a%20shadow");
    await expect
      .poll(() => page.getByTestId("trouble-list").getByText("Ghosting (double image)").count())
      .toBeGreaterThan(0);

    await page.goto("/troubleshooting?q=how%20do%20i%20price%20my%20mugs%20for%20etsy");
    await page.getByRole("heading", { name: "No symptoms found" }).waitFor();
    // The empty state says "ask our AI assistant": it has the way to do so, with the words typed.
    expect(await page.getByRole("link", { name: "Ask the AI expert" }).getAttribute("href")).toBe(
      "/ai-chat?q=how%20do%20i%20price%20my%20mugs%20for%20etsy",
    );
    const whole = page.getByRole("link", { name: "Search the whole site" });
    await Promise.all([page.waitForURL((u) => u.pathname === "/search"), whole.click()]);
    await expect.poll(() => page.getByRole("main").getByRole("link", { name: /pric/i }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("after a symptom's fixes, 'Still stuck? Ask the expert' carries the symptom through sign-in into the chat's input", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/troubleshooting?q=faded");
    const entry = page.getByRole("article", { name: "Dull or faded colours" });
    const ask = entry.getByRole("link", { name: "Still stuck? Ask the expert about Dull or faded colours" });
    const question = 'I tried the fixes for "dull or faded colours" and it still happens. What else should I check?';
    expect(await ask.getAttribute("href")).toBe(`/ai-chat?q=${encodeURIComponent(question)}`);
    await Promise.all([page.waitForURL((u) => u.pathname === "/ai-chat"), ask.click()]);
    await waitForPageHydrated(page);
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/sign-in"),
      page.getByRole("main").getByRole("link", { name: "Log in to Chat" }).click(),
    ]);
    await page.getByLabel("First name").fill("Sky");
    await page.getByLabel("Last name").fill("Faded");
    await page.getByLabel("Email").fill(uniqueEmail("stuck"));
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/ai-chat"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await waitForPageHydrated(page);
    // Ready to edit and send: nothing was sent (no message used) on the way.
    expect(await page.getByLabel("Your sublimation question").inputValue()).toBe(question);
    expect(await page.getByTestId("plan-badge").textContent()).toBe("0/20 messages");
    await page.context().close();
  });

  it("a material's press settings link opens the settings chart, not the buying guide", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/answers");
    const links = page.getByTestId("materials-table").getByRole("link", { name: "Press settings" });
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^\/press-settings(\/[\w-]+|#[\w-]+)$/);
    }
    const first = (await links.first().getAttribute("href")) ?? "";
    await Promise.all([page.waitForURL((u) => u.pathname.startsWith("/press-settings")), links.first().click()]);
    // The chart at that row, or the row's own page.
    const rowId = first.split(/[/#]/).pop() ?? "";
    await expect
      .poll(async () =>
        first.includes("#")
          ? await page.locator(`[id="${rowId}"]`).count()
          : await page.getByRole("heading", { level: 1 }).count(),
      )
      .toBe(1);
    await page.context().close();
  });

  it("the pricing calculator shows every price column on a phone", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/tools/pricing");
    const region = page.getByRole("region", { name: "Prices and what you keep" });
    const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
    const margin = await page.getByTestId("wholesale-margin").boundingBox();
    expect(margin && margin.x + margin.width).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it("links and disclosures standing on their own are at least 24 px tall", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    for (const path of ["/", "/press-settings", "/troubleshooting", "/contact", "/suppliers/catalog"]) {
      await page.goto(path);
      const small = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>("a[href], button, summary")]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) return false;
            // Links inside running text are exempt (WCAG 2.5.8, inline targets).
            const inline = el.tagName === "A" && getComputedStyle(el).display === "inline" && !!el.closest("p, li");
            return !inline && r.height < 24;
          })
          .map(
            (el) =>
              `${(el.textContent ?? "").trim().slice(0, 40)} (${Math.round(el.getBoundingClientRect().height)} px)`,
          ),
      );
      expect(small, path).toEqual([]);
    }
    await page.context().close();
  });
});

describe("Profile Settings on a phone", () => {
  it("the sign-in welcome toast waits while the dialog is open: the heading shows and the first Escape closes the dialog", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    // Sign-in returns to the dashboard, which shows the welcome message.
    await signIn(page, { firstName: "Robin", returnTo: "/dashboard" });
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.textContent()).toContain("Welcome, Robin!");
    const settings = page.getByRole("main").getByRole("link", { name: "Settings" });
    await settings.click();
    const dialog = page.getByRole("dialog", { name: "Profile Settings" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Nothing covers the dialog's heading or close button, and focus is in the dialog.
    await expect.poll(() => toast.count()).toBe(0);
    const top = await page.evaluate(() => {
      const h = [...document.querySelectorAll("[role=dialog] h2")][0]!.getBoundingClientRect();
      const hit = document.elementFromPoint(h.x + 10, h.y + h.height / 2);
      return !!hit?.closest("[role=dialog]");
    });
    expect(top).toBe(true);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // One Escape closes the dialog, focus goes back to Settings, and the welcome shows then.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => toast.textContent()).toContain("Welcome, Robin!");
    await page.context().close();
  });

  it("saving the name answers inside the dialog, and one Escape then closes it and returns focus", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    // Signed in and the welcome message already seen (it is shown once, on the page sign-in returns to).
    await signIn(page, { firstName: "Pat", open: false });
    await page.goto("/dashboard");
    const settings = page.getByRole("main").getByRole("link", { name: "Settings" });
    await settings.click();
    const dialog = page.getByRole("dialog", { name: "Profile Settings" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel("First name").fill("Patricia");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toContain("Profile updated");
    // Nothing outside the dialog repeats it (a toast would cover the dialog's heading and close button).
    expect(await page.getByText("Your name is saved.").count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome back, Patricia!");
    await page.context().close();
  });
});

describe("the sign-in welcome", () => {
  for (const width of WIDTHS) {
    it(`covers neither the heading nor the first control of the page sign-in returns to (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: width === 360 ? 780 : 800 });
      for (const [returnTo, first] of [
        ["/guides/sublimating-polyester-shirts", "main a, main button, main input, main select"],
        ["/ai-chat", "#chat-form textarea"],
      ] as const) {
        await signIn(page, { firstName: "Quinn", returnTo });
        const toast = page.getByTestId("toast");
        await expect.poll(() => toast.textContent()).toContain("Welcome, Quinn!");
        await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        // It is on the screen, at its bottom.
        const box = (await toast.boundingBox())!;
        expect(box.y).toBeGreaterThan((width === 360 ? 780 : 800) / 2);
        expect(box.y + box.height).toBeLessThanOrEqual(width === 360 ? 780 : 800);
        // What lies under the centre of the heading and of the first control is the heading and the control.
        const covered = await page.evaluate((firstSelector) => {
          const onTop = (el: Element | null) => {
            if (!el) return "missing";
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return hit && (el === hit || el.contains(hit))
              ? ""
              : `${el.tagName} under ${hit?.closest("[data-testid]")?.getAttribute("data-testid") ?? hit?.tagName}`;
          };
          return [onTop(document.querySelector("main h1")), onTop(document.querySelector(firstSelector))].filter(
            Boolean,
          );
        }, first);
        expect(covered, returnTo).toEqual([]);
        // Nothing else is covered either where the toast is not: the empty region lets taps through.
        const region = await page.evaluate(() => {
          const viewport = document.querySelector("[data-testid=toast]")?.parentElement;
          return viewport ? getComputedStyle(viewport).pointerEvents : "missing";
        });
        expect(region).toBe("none");
        await page.context().clearCookies();
      }
      await page.context().close();
    });
  }
});

describe("a toast after a tap near the bottom of the screen", () => {
  it("rises above the control just used: Save Guide stays tappable while 'Saved' shows (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    await signIn(page, { firstName: "Bea", open: false });
    await page.goto("/guides/sublimating-polyester-shirts");
    const save = page.getByRole("button", { name: "Save Guide" });
    // The button at the very bottom of the screen, where the toast appears.
    await save.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
    await save.click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("available offline");
    // Where it comes to rest (it slides in).
    await page.getByTestId("toast").evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const saved = page.getByRole("button", { name: "Saved" });
    const onTop = await saved.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(onTop).toBe(true);
    await page.context().close();
  });
});
