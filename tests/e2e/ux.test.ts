// Browser tests of navigation feedback, phone fixes, list paging, printing and
// offline reading of saved guides, at 360 px (phone) and 1280 px (laptop).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { makePremium } from "./chat-support";
import { signIn, uniqueEmail, useBrowser, waitForHydration } from "./support";

const browser = useBrowser();
const WIDTHS = [360, 1280] as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** WCAG relative-luminance contrast of two CSS rgb() colours. */
function contrast(fg: string, bg: string): number {
  const lum = (c: string) => {
    const [r, g, b] = c
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const s = Number(v) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [l1, l2] = [lum(fg), lum(bg)].sort((a, b) => b - a);
  return (l1 + 0.05) / (l2 + 0.05);
}

describe("navigation feedback", () => {
  it("shows the progress bar and the list skeleton while a slow page loads, then the page", async () => {
    const page = await browser.newPage();
    await page.goto("/about");
    // Hold the page data request of the next navigation until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Recommended Equipment" }).click();
    await expect.poll(() => page.getByTestId("nav-progress").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("status", { name: "Loading equipment" }).isVisible()).toBe(true);
    expect(await page.getByTestId("skeleton").count()).toBe(6);
    release();
    await page.waitForURL("**/equipment");
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Recommended Equipment" }).isVisible())
      .toBe(true);
    expect(await page.getByTestId("nav-progress").count()).toBe(0);
    expect(await page.getByTestId("pending-screen").count()).toBe(0);
    await page.context().close();
  });

  it("a form's button shows it is working", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/contact");
    // The message is held until the working state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Name", { exact: true }).fill("Pat Printer");
    await page.getByLabel("Email").fill(uniqueEmail("ux"));
    await page.getByLabel("Subject").selectOption({ index: 1 });
    await page.getByLabel("Message", { exact: true }).fill("How do I keep my press at a steady temperature?");
    await page.getByRole("button", { name: "Send Message" }).click();
    const button = page.getByRole("button", { name: "Sending..." });
    await expect.poll(() => button.getAttribute("aria-busy")).toBe("true");
    release();
    await expect
      .poll(() => page.getByRole("button", { name: "Send Message" }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.context().close();
  });
});

describe("scroll and menus", () => {
  for (const width of WIDTHS) {
    it(`a footer link opens the next page at its top (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: 740 });
      await page.goto("/guides");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await scrollY(page)).toBeGreaterThan(500);
      await page.getByRole("navigation", { name: "Resources" }).getByRole("link", { name: "Blank Suppliers" }).click();
      await page.waitForURL("**/suppliers");
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Blank Suppliers" }).isVisible()).toBe(true);
      await page.waitForTimeout(800);
      expect(await scrollY(page)).toBe(0);
      await page.context().close();
    });
  }

  it("the mobile menu's Contact Us reaches a contact form, signed in or not (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/guides");
    await page.getByTestId("site-menu").locator("summary").click();
    expect(
      await page
        .getByRole("navigation", { name: "Menu" })
        .getByRole("link", { name: "Contact Us" })
        .getAttribute("href"),
    ).toBe("/contact");
    await signIn(page, { returnTo: "/guides" });
    await page.waitForURL((u) => u.pathname === "/guides");
    await page.getByTestId("site-menu").locator("summary").click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Contact Us" }).click();
    await page.waitForURL("**/contact");
    await expect.poll(() => page.getByRole("form", { name: "Contact form" }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("chat screen on phones and laptops", () => {
  it("does not jump after load, keeps toasts off the input and gives the Send button enough contrast (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await signIn(page, { returnTo: "/ai-chat" });
    await expect.poll(() => page.getByLabel("Your sublimation question").isVisible()).toBe(true);
    const before = await scrollY(page);
    await page.waitForTimeout(1200);
    expect(await scrollY(page)).toBe(before);
    expect(before).toBe(0);

    // Send is a form's submit button (the ask works without scripts): enabled until the monthly limit.
    const send = page.getByRole("button", { name: "Send" });
    expect(await send.isEnabled()).toBe(true);
    // Computed colours may be oklch(): let a canvas turn them into sRGB bytes.
    const colours = await send.evaluate((el) => {
      const s = getComputedStyle(el);
      const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgb = (c: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = c;
        ctx.fillRect(0, 0, 1, 1);
        return `rgb(${[...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3).join(",")})`;
      };
      return { fg: rgb(s.color), bg: rgb(s.backgroundColor) };
    });
    expect(contrast(colours.fg, colours.bg)).toBeGreaterThanOrEqual(4.5);

    // A failed answer shows a toast: it must not cover the chat input.
    await page.route("**/api/ask-sublimation-expert", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
    );
    await page.getByLabel("Your sublimation question").fill("What temperature for a mug?");
    await page.getByRole("button", { name: "Send" }).click();
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.isVisible(), { timeout: 15_000 }).toBe(true);
    const input = (await page.getByLabel("Your sublimation question").boundingBox())!;
    expect(overlaps((await toast.boundingBox())!, input)).toBe(false);
    await page.context().close();
  });

  it("keeps the premium sidebar in view while the page scrolls (1280 px)", async () => {
    const page = await browser.newPage({ width: 1280, height: 600 });
    const email = await signIn(page, { open: false });
    makePremium(email);
    await page.goto("/ai-chat");
    const sidebar = page.getByTestId("chat-sidebar");
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    // The filler below goes into React's DOM: only once hydrated, or React replaces it.
    await waitForHydration(page, "section[aria-labelledby='chat-title']");
    // Make the page long, as a long conversation does, and scroll.
    await page.evaluate(() => {
      const filler = document.createElement("div");
      filler.style.height = "3000px";
      const section = document.querySelector("section[aria-labelledby='chat-title']")!;
      section.insertBefore(filler, section.firstChild);
      window.scrollTo(0, 2000);
    });
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const box = (await sidebar.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(600);
    expect(await page.getByRole("button", { name: "New Chat" }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("landing toasts", () => {
  it("a toast does not cover the floating AI button (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.scrollIntoViewIfNeeded();
    // The toast is the hydrated form's answer (without its script the form posts to /contact instead).
    await waitForHydration(page, "#contact form button[type=submit]");
    for (const input of await form.locator("input[required]:not([type=email]), textarea[required]").all())
      await input.fill("Pat Printer");
    await form.getByLabel("Email").fill(uniqueEmail("ux"));
    await form.getByLabel("Subject").selectOption({ index: 1 });
    // Only spaces pass the browser's check but not the server's: the error toast shows.
    await form.getByLabel("First Name").fill("   ");
    await form.getByRole("button", { name: /Send Message/ }).click();
    const toast = page.getByTestId("toast");
    await expect.poll(() => toast.isVisible(), { timeout: 15_000 }).toBe(true);
    const fab = page.getByRole("link", { name: "Open the AI assistant" });
    const fabBox = (await fab.boundingBox())!;
    expect(fabBox.y + fabBox.height).toBeGreaterThan(600); // the floating button at the bottom
    expect(overlaps((await toast.boundingBox())!, fabBox)).toBe(false);
    await page.context().close();
  });
});

describe("numbers and prices", () => {
  it("the ROI calculator refuses negatives, never shows -$0 and separates thousands (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/equipment/buying-guide");
    await page.getByRole("radio", { name: "ROI Calculator", exact: true }).check();
    const cost = page.getByLabel("Equipment cost ($)");
    await cost.fill("");
    await cost.pressSequentially("-2500");
    expect(await cost.inputValue()).toBe("2500");
    await page.getByLabel("Cost per item (blank, ink, paper) ($)").fill("5");
    await page.getByLabel("Selling price per item ($)").fill("4");
    await page.getByLabel("Items sold per month").fill("0");
    await expect.poll(() => page.getByTestId("roi-monthly").textContent()).toBe("$0");
    expect(await page.getByTestId("roi-profit").textContent()).toBe("-$1");
    await page.getByLabel("Equipment cost ($)").fill("1250000");
    await page.getByLabel("Selling price per item ($)").fill("6.5");
    await page.getByLabel("Items sold per month").fill("1000");
    await expect.poll(() => page.getByTestId("roi-monthly").textContent()).toBe("$1,500");
    expect(await page.getByTestId("roi-items").textContent()).toBe("833,334");
    // A pasted negative value is refused with a message, not silently used.
    await page.getByLabel("Items sold per month").fill("-3");
    await expect.poll(() => page.getByTestId("roi-invalid").isVisible()).toBe(true);
    expect(await page.getByLabel("Items sold per month").getAttribute("aria-invalid")).toBe("true");
    await page.context().close();
  });

  it("shows every price in one format", async () => {
    const page = await browser.newPage();
    await page.goto("/equipment?page=10");
    const prices = await page.locator("[data-price]").allTextContents();
    expect(prices.length).toBeGreaterThan(10);
    for (const p of prices) expect(p).toMatch(/^\$\d{1,3}(,\d{3})*(\.\d{2})?( ?approx\.)?$/);
    expect(await page.getByText(/~\$/).count()).toBe(0);
    await page.context().close();
  });
});

describe("supplier catalog", () => {
  for (const width of WIDTHS) {
    it(`featured cards say each thing once and the search placeholder fits (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: 800 });
      await page.goto("/suppliers/catalog");
      expect(await page.getByText("(editorial rating)").count()).toBe(0);
      expect(await page.getByText("See supplier's site", { exact: true }).count()).toBe(0);
      for (const card of await page.getByRole("region", { name: "Featured Partners" }).getByRole("article").all()) {
        const hrefs = await card.locator("a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
        expect(new Set(hrefs).size).toBe(hrefs.length);
      }
      const fits = await page.getByLabel("Search the catalog").evaluate((el) => {
        const input = el as HTMLInputElement;
        const s = getComputedStyle(input);
        const ph = getComputedStyle(input, "::placeholder");
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${ph.fontWeight} ${ph.fontSize} ${ph.fontFamily}`;
        const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        return ctx.measureText(input.placeholder).width <= room;
      });
      expect(fits).toBe(true);
      await page.context().close();
    });
  }
});

describe("personal home", () => {
  for (const width of WIDTHS) {
    it(`guide lines show their whole title, never cut off (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: 800 });
      await signIn(page, { returnTo: "/" });
      // The home lists guides as title lines (beginner guides to try next for a new member).
      const titles = page.locator("section[aria-labelledby=home-next] li a > span:first-child");
      await expect.poll(() => titles.count()).toBeGreaterThan(0);
      for (const t of await titles.all()) {
        const { scrollWidth, clientWidth, scrollHeight, clientHeight } = await t.evaluate((el) => ({
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
          scrollHeight: el.scrollHeight,
          clientHeight: el.clientHeight,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
        expect((await t.innerText()).trim().length).toBeGreaterThan(0);
      }
      // Signed in, the header (with Home) still fits: nothing is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});

describe("long lists", () => {
  for (const width of WIDTHS) {
    it(`sort and Show more live in the URL, and Show All clears the search (${width} px)`, async () => {
      const page = await browser.newPage({ width, height: 800 });
      await page.goto("/guides");
      const cards = page.getByRole("link", { name: /^Read Guide/ });
      expect(await cards.count()).toBe(12);
      const total = Number((await page.getByTestId("result-count").textContent())!.split(" ")[0]);
      expect(total).toBeGreaterThan(12);
      expect(await page.getByTestId("shown-count").textContent()).toBe(`Showing 12 of ${total} guides`);
      if (width === 360) expect(await page.evaluate(() => document.body.scrollHeight)).toBeLessThan(9000);

      await page.getByRole("link", { name: /^Show more/ }).click();
      await expect.poll(() => cards.count()).toBe(Math.min(24, total));
      expect(new URL(page.url()).searchParams.get("page")).toBe("2");
      await page.reload();
      expect(await cards.count()).toBe(Math.min(24, total));

      await page.getByLabel("Sort by").selectOption("title");
      await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("title");
      expect(new URL(page.url()).searchParams.get("page")).toBeNull();
      const titles = () => page.locator(".card-list h3").allTextContents();
      await expect.poll(async () => (await titles()).length).toBe(12);
      const shown = await titles();
      expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, "en")));
      await page.reload();
      expect(await page.getByLabel("Sort by").inputValue()).toBe("title");

      await page.getByLabel("Search guides").fill("zzzz-nothing");
      await page.getByRole("button", { name: "Show All Categories" }).click();
      await expect.poll(() => page.getByLabel("Search guides").inputValue()).toBe("");
      expect(new URL(page.url()).searchParams.get("q")).toBeNull();
      expect(Number((await page.getByTestId("result-count").textContent())!.split(" ")[0])).toBe(total);
      await page.context().close();
    });
  }

  it("Show All Equipment clears the search and filters", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/equipment?recommended=true");
    await page.getByLabel("Search equipment").fill("zzzz-nothing");
    await page.getByRole("button", { name: "Show All Equipment" }).click();
    await expect.poll(() => page.getByLabel("Search equipment").inputValue()).toBe("");
    expect(await page.getByRole("switch", { name: "Recommended" }).getAttribute("aria-checked")).toBe("false");
    expect(new URL(page.url()).search).toBe("");
    await page.context().close();
  });
});

describe("print and offline", () => {
  it("prints a guide without the site's navigation", async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await signIn(page, { returnTo: "/guides" });
    const href = (await page
      .getByRole("link", { name: /^Read Guide/ })
      .first()
      .getAttribute("href"))!;
    await page.goto(href);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("banner").isVisible()).toBe(false);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: /Save Guide|Saved/ }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Complete Guide" }).isVisible()).toBe(true);
    await page.emulateMedia({ media: "screen" });
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("reads a saved guide offline on a phone, and signing out forgets it (360 px)", async () => {
    const context = await browser.newContext({ width: 360, height: 740 });
    const page = await context.newPage();
    await signIn(page, { returnTo: "/guides" });
    const href = (await page
      .getByRole("link", { name: /^Read Guide/ })
      .first()
      .getAttribute("href"))!;
    await page.goto(href);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration("/"))?.active), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.getByRole("button", { name: /^Save Guide/ }).click();
    await expect.poll(() => page.getByRole("button", { name: /^Saved/ }).isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(async (p) => !!(await caches.match(p)), href), { timeout: 20_000 })
      .toBe(true);
    // Nothing from the API or page data is ever stored.
    const keys = await page.evaluate(async () =>
      (
        await Promise.all(
          (
            await caches.keys()
          ).map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)),
        )
      ).flat(),
    );
    expect(keys.some((k) => k.startsWith("/api/") || k.endsWith(".data"))).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.getByRole("heading", { name: "Complete Guide" }).isVisible()).toBe(true);
    // A guide that was not saved is not there.
    await page.goto("/guides/not-a-saved-guide").catch(() => undefined);
    expect(await page.getByText("You are offline, and this guide is not saved on this device.").isVisible()).toBe(true);
    await context.setOffline(false);

    await page.goto("/api/logout");
    await page.goto("/about");
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 }).toBe(0);
    await context.close();
  });
});
