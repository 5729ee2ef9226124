// Browser tests of the seller's tools: the pricing calculator with and without
// scripts, and the printable care cards (one sheet of four cards).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, connectBrowser, signIn, useBrowser } from "./support";

const browser = useBrowser();

/** A second connection to the browser, whose contexts run no scripts at all, as for a reader with JavaScript off. */
let noJsBrowser: Browser;
beforeAll(async () => {
  noJsBrowser = await connectBrowser();
});
afterAll(async () => {
  await noJsBrowser?.close();
});
async function noJsPage(): Promise<Page> {
  const context = await noJsBrowser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  return context.newPage();
}

const price = (page: Page, row: string) => page.getByTestId(`${row}-price`).textContent();

async function fillCosts(page: Page) {
  await page.getByLabel("Blank cost ($)").fill("5");
  await page.getByLabel("Ink and paper per print ($)").fill("0.5");
  await page.getByLabel("Prints per item").fill("2");
  await page.getByLabel("Minutes of labour per item (minutes)").fill("12");
  await page.getByLabel("Hourly rate ($)").fill("15");
  await page.getByLabel("Overheads per item ($)").fill("1");
  await page.getByLabel("Marketplace and payment fees (%)").fill("10");
  await page.getByLabel("Margin you want (%)").fill("30");
}
// cost = 5 + 0.5 × 2 + 12/60 × 15 + 1 = 10; wholesale = 10 / 0.7 = 14.2857… -> $14.29;
// retail = 10 / 0.6 = 16.666… -> $16.67; shop shelf = 2 × 14.29 = $28.58.

describe("/tools/pricing", () => {
  it("works without JavaScript: the GET form is computed on the server, and errors come back per field", async () => {
    const page = await noJsPage();
    await page.goto("/tools/pricing");
    expect(await page.getByTestId("pricing-results").isVisible()).toBe(true);
    await fillCosts(page);
    await Promise.all([page.waitForURL(/\/tools\/pricing\?/), page.getByRole("button", { name: "Calculate" }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get("blank")).toBe("5");
    expect(url.searchParams.get("marginPercent")).toBe("30");
    expect(await page.getByTestId("pricing-cost").textContent()).toBe("$10");
    expect(await price(page, "wholesale")).toBe("$14.29");
    expect(await price(page, "retail")).toBe("$16.67");
    expect(await price(page, "keystone")).toBe("$28.58");
    expect(await page.getByTestId("retail-margin").textContent()).toBe("30.0%");

    // A bad figure: the server names the field and keeps what was typed.
    await page.getByLabel("Hourly rate ($)").fill("lots");
    await page.getByLabel("Margin you want (%)").fill("95");
    await Promise.all([page.waitForURL(/hourlyRate=lots/), page.getByRole("button", { name: "Calculate" }).click()]);
    expect(await page.getByTestId("error-hourlyRate").textContent()).toBe(
      "Hourly rate must be a number like 12 or 3.50",
    );
    expect(await page.getByLabel("Hourly rate ($)").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Hourly rate ($)").inputValue()).toBe("lots");
    expect(await page.getByTestId("pricing-invalid").isVisible()).toBe(true);
    expect(await page.getByTestId("pricing-results").count()).toBe(0);
    await page.context().close();
  });

  it("updates the prices as the fields change once hydrated, with no submit", async () => {
    const page = await browser.newPage();
    await page.goto("/tools/pricing");
    const before = page.url();
    await fillCosts(page);
    await expect.poll(() => price(page, "wholesale")).toBe("$14.29");
    expect(await price(page, "retail")).toBe("$16.67");
    expect(await price(page, "keystone")).toBe("$28.58");
    expect(page.url()).toBe(before);

    await page.getByLabel("Margin you want (%)").fill("95");
    await expect
      .poll(() => page.getByTestId("error-marginPercent").textContent())
      .toBe("Margin and marketplace fees together must be less than 100%: no price could cover both");
    expect(await page.getByTestId("pricing-results").count()).toBe(0);
    await page.getByLabel("Margin you want (%)").fill("30");
    await expect.poll(() => price(page, "wholesale")).toBe("$14.29");

    // The Calculate button still gives a link to the same result.
    await Promise.all([page.waitForURL(/marginPercent=30/), page.getByRole("button", { name: "Calculate" }).click()]);
    expect(await price(page, "retail")).toBe("$16.67");
    await page.context().close();
  });

  it("is in the sitemap and the footer", async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain("/tools/pricing</loc>");
    for (const t of ["shirts", "mugs", "tumblers", "flags"]) expect(sitemap).toContain(`/care-cards/${t}</loc>`);
    const page = await browser.newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing Calculator" }).click();
    await page.waitForURL(/\/tools\/pricing$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Care Cards" }).click();
    await page.waitForURL(/\/care-cards$/);
    await page.context().close();
  });
});

describe("/care-cards", () => {
  it("prints four cards of one type on a single sheet, with nothing else", async () => {
    for (const type of ["mugs", "flags"]) {
      const page = await browser.newPage();
      await page.goto(`/care-cards/${type}?shop=${encodeURIComponent("Bright Mug Co.")}&contact=hello%40example.com`);
      const card = page.getByTestId("care-card");
      expect(await card.getByText("Bright Mug Co.").isVisible()).toBe(true);
      expect(await card.getByText("hello@example.com", { exact: false }).isVisible()).toBe(true);
      // One card on screen.
      expect(await page.locator(".care-card:visible").count()).toBe(1);

      await page.emulateMedia({ media: "print" });
      expect(await page.locator("header").first().isVisible()).toBe(false);
      expect(await page.locator("footer").first().isVisible()).toBe(false);
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Update card" }).isVisible()).toBe(false);
      expect(await page.locator(".care-card:visible").count()).toBe(4);

      for (const format of ["Letter", "A4"] as const) {
        const pdf = await page.pdf({ format, printBackground: false });
        const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        expect(pages, `${type} on ${format}`).toBe(1);
      }
      await page.context().close();
    }
  });

  it("refuses an unknown type and a shop name that is too long, without printing it", async () => {
    expect((await fetch(`${baseUrl()}/care-cards/hats`)).status).toBe(404);
    const page = await browser.newPage();
    await page.goto(`/care-cards/shirts?shop=${"x".repeat(61)}`);
    expect(await page.getByText("Shop name must be 60 characters or fewer").isVisible()).toBe(true);
    expect(await page.getByTestId("care-card").getByText("x".repeat(61)).count()).toBe(0);
    await page.context().close();
  });

  it("is linked from the guides that need it", async () => {
    const page = await browser.newPage();
    await signIn(page, { returnTo: "/guides/packing-mugs-tumblers-and-fragile-items" });
    await page.waitForURL(/\/guides\/packing-mugs-tumblers-and-fragile-items$/);
    await page.getByRole("link", { name: "care card pages" }).click();
    await page.waitForURL(/\/care-cards\/mugs$/);
    await page.getByRole("heading", { level: 1, name: "Care card for sublimated mugs" }).waitFor();
    await page.context().close();
  });
});
