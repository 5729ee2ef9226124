// Browser tests of the heat-press settings chart as its own page: /press-settings
// (search by blank with and without JavaScript, phone cards, press-side print) and
// /press-settings/<id> (title, description, figures, 404).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, connectBrowser, signIn, useBrowser } from "./support";

const browser = useBrowser();

type Row = {
  id: string;
  substrate: string;
  group: string;
  temperatureF: string | null;
  temperatureC: string | null;
  time: string | null;
  pressure: string | null;
  verified: boolean;
  sources: { title: string; url?: string }[];
};

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl()}${path}`)).json()) as T;
}
/** The ids of the chart rows the page shows, in order. */
const shownIds = (page: Page) =>
  page.locator("[data-testid=chart-groups] tbody tr").evaluateAll((els) => els.map((e) => e.id));
const countText = (page: Page) => page.getByTestId("chart-count").textContent();

describe("/press-settings on a phone", () => {
  it("a group's jump link lands on its heading below the sticky header", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    await page.goto("/press-settings");
    await page.locator('a[href="#group-drinkware"]').click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#group-drinkware");
    const heading = page.locator("section#group-drinkware").getByRole("heading", { level: 2 });
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    await expect
      .poll(() => heading.evaluate((h) => h.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(780 / 2);
    await page.context().close();
  });
});

describe("/press-settings search", () => {
  it("searches by blank as you type, forgiving shorthand, and keeps the search in the URL", async () => {
    const all = await api<Row[]>("/api/press-settings");
    const mugs = await api<Row[]>("/api/press-settings?search=mug");
    const page = await browser.newPage();
    await page.goto("/press-settings");
    expect(await page.getByRole("heading", { level: 1, name: "Heat-press settings chart" }).isVisible()).toBe(true);
    expect(await page.title()).toContain("Heat-Press Settings Chart");
    expect(await shownIds(page)).toEqual(all.map((r) => r.id));
    expect(await countText(page)).toBe(`${all.length} rows`);
    // Grouped by substrate group, each a section with its heading.
    expect(await page.locator("section#group-drinkware").getByRole("heading", { level: 2 }).textContent()).toBe(
      "Mugs, glasses and tumblers",
    );

    // Live once hydrated: no button pressed.
    expect(mugs.length).toBeGreaterThan(2);
    expect(mugs.every((r) => /mug/i.test(r.substrate))).toBe(true);
    await page.getByLabel("Search by blank").fill("mug");
    await expect.poll(() => shownIds(page)).toEqual(mugs.map((r) => r.id));
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("mug");
    expect(await countText(page)).toBe(`${mugs.length} of ${all.length} rows for “mug”`);

    await page.getByLabel("Search by blank").fill("mug temp");
    await expect.poll(() => shownIds(page)).toEqual(mugs.map((r) => r.id));

    await page.getByLabel("Search by blank").fill("poly tee");
    await expect.poll(() => shownIds(page)).toContain("polyester-shirt");
    const polyTee = await shownIds(page);
    expect(polyTee.every((id) => all.find((r) => r.id === id)!.group === "apparel")).toBe(true);
    expect(polyTee.length).toBeLessThan(all.filter((r) => r.group === "apparel").length);

    await page.getByLabel("Search by blank").fill("tumbelr");
    const tumblers = all.filter((r) => /tumbler/i.test(r.substrate)).map((r) => r.id);
    await expect.poll(() => shownIds(page)).toEqual(tumblers);

    await page.getByLabel("Search by blank").fill("heat press settings");
    await expect.poll(() => shownIds(page)).toEqual(all.map((r) => r.id));
    expect(await countText(page)).toBe(`The whole chart: ${all.length} rows`);

    await page.getByLabel("Search by blank").fill("sourdough");
    await page.getByRole("heading", { name: "No blank in the chart matches" }).waitFor();
    await page.getByRole("link", { name: "Show the whole chart" }).click();
    await expect.poll(() => shownIds(page)).toEqual(all.map((r) => r.id));
    expect(await page.getByLabel("Search by blank").inputValue()).toBe("");

    // A search's address is rendered on the server as the same list.
    await page.goto("/press-settings?q=mug");
    expect(await shownIds(page)).toEqual(mugs.map((r) => r.id));
    expect(await page.getByLabel("Search by blank").inputValue()).toBe("mug");
    await page.context().close();
  });

  it("works without JavaScript: the search is a GET form answered by the server", async () => {
    const mugs = await api<Row[]>("/api/press-settings?search=mug");
    const noJs = await connectBrowser();
    try {
      const context = await noJs.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/press-settings");
      await page.getByLabel("Search by blank").fill("mug temp");
      await Promise.all([
        page.waitForURL(/\?q=mug\+temp$/),
        page.getByRole("button", { name: "Search", exact: true }).click(),
      ]);
      expect(await shownIds(page)).toEqual(mugs.map((r) => r.id));
      expect(await page.getByLabel("Search by blank").inputValue()).toBe("mug temp");

      await page.getByLabel("Search by blank").fill("tumbler");
      await Promise.all([page.waitForURL(/\?q=tumbler$/), page.getByLabel("Search by blank").press("Enter")]);
      expect((await shownIds(page)).every((id) => id.includes("tumbler"))).toBe(true);
      expect((await shownIds(page)).length).toBeGreaterThan(1);

      // The press-side view keeps its search through the form, too.
      await page.goto("/press-settings?print=1");
      await page.getByLabel("Search by blank").fill("mug");
      await Promise.all([
        page.waitForURL(/print=1/),
        page.getByRole("button", { name: "Search", exact: true }).click(),
      ]);
      expect(new URL(page.url()).searchParams.get("q")).toBe("mug");
      expect(await shownIds(page)).toEqual(mugs.map((r) => r.id));
      await context.close();
    } finally {
      await noJs.close();
    }
  });
});

describe("a chart row's own page", () => {
  it("has its own title, description, canonical link, figures, sources and links back", async () => {
    const all = await api<Row[]>("/api/press-settings");
    const row = all.find((r) => r.id === "mug-11oz-press")!;
    const page = await browser.newPage();
    await page.goto("/press-settings/mug-11oz-press");
    expect(await page.title()).toBe(
      "11 oz ceramic mug in a mug press: sublimation time and temperature | Sublimation Hub",
    );
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toContain(row.temperatureF!);
    expect(description).toContain("11 oz ceramic mug");
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${baseUrl()}/press-settings/mug-11oz-press`,
    );
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(row.substrate);
    const figures = page.getByTestId("row-figures");
    for (const text of [row.temperatureF!, row.temperatureC!, row.time!, "Medium to heavy"]) {
      expect(await figures.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    expect(await page.getByText("Verified", { exact: true }).first().isVisible()).toBe(true);
    const sources = page.getByRole("region", { name: "Sources" }).or(page.locator("section[aria-labelledby=sources]"));
    expect(await sources.locator("li").count()).toBe(row.sources.length);
    // What else on the site uses this row: the mug guide lists it.
    expect(await page.getByRole("link", { name: "Sublimating Mugs with a Mug Press" }).count()).toBeGreaterThan(0);

    // Breadcrumbs lead back to the chart.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Heat-press settings" })
      .click();
    await page.waitForURL(/\/press-settings$/);
    await expect.poll(() => shownIds(page), { timeout: 15_000 }).toEqual(all.map((r) => r.id));

    // A chart row links to its page.
    await page.getByRole("link", { name: row.substrate, exact: true }).first().click();
    await page.waitForURL(/\/press-settings\/mug-11oz-press$/);
    await page.getByRole("heading", { level: 1, name: row.substrate }).waitFor();
    await page.context().close();
  });

  it("says plainly when a row has no figure, and answers an unknown id with a real 404", async () => {
    const all = await api<Row[]>("/api/press-settings");
    const bare = all.find((r) => !r.temperatureF)!;
    const page = await browser.newPage();
    await page.goto(`/press-settings/${bare.id}`);
    expect(await page.getByText("Unverified", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByTestId("row-figures").textContent()).toContain("Follow your blank's instructions");

    const res = await fetch(`${baseUrl()}/press-settings/no-such-row`);
    expect(res.status).toBe(404);
    const missing = await page.goto("/press-settings/no-such-row");
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Chart row not found");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await page.context().close();
  });

  it("lists the chart and every row page in the sitemap, and links the chart from the footer and home page", async () => {
    const all = await api<Row[]>("/api/press-settings");
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain("/press-settings</loc>");
    for (const r of all) expect(sitemap).toContain(`/press-settings/${r.id}</loc>`);
    const page = await browser.newPage();
    await page.goto("/");
    expect(await page.getByRole("main").getByRole("link", { name: "Heat-Press Settings" }).count()).toBe(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "Heat-Press Settings Chart" }).click();
    await page.waitForURL(/\/press-settings$/);
    await page.goto("/guides");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Press Settings" }).click();
    await page.waitForURL(/\/press-settings$/);
    // The buying guide's Compatibility tab points here.
    await page.goto("/equipment/buying-guide?tab=compatibility");
    await page.getByRole("link", { name: "Open the settings chart" }).click();
    await page.waitForURL(/\/press-settings$/);
    await page.context().close();
  });
});

describe("the chart on a phone", () => {
  it("shows each row as a card with temperature, time and pressure, without sideways scrolling at 360 px", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    const overflow = () => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    for (const path of [
      "/press-settings",
      "/press-settings?q=mug",
      "/press-settings?print=1",
      "/press-settings/mug-11oz-press",
    ]) {
      await page.goto(path);
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
    await page.goto("/press-settings?q=mug");
    const card = page.locator("tr#mug-11oz-press");
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe("block");
    expect(
      await page
        .locator("thead")
        .first()
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(1);
    // Temperature, time and pressure are on screen, each with its label, stacked inside the card.
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    for (const label of ["Temperature", "Time", "Pressure"]) {
      const cell = card.locator(`td[data-label="${label}"]`);
      expect(await cell.isVisible(), label).toBe(true);
      const b = (await cell.boundingBox())!;
      expect(b.x + b.width, label).toBeLessThanOrEqual(box.x + box.width);
      expect(await cell.evaluate((el) => getComputedStyle(el, "::before").content)).toBe(`"${label}"`);
    }
    await page.context().close();

    // On a wide screen the same rows are a table.
    const desktop = await browser.newPage();
    await desktop.goto("/press-settings?q=mug");
    expect(await desktop.locator("tr#mug-11oz-press").evaluate((el) => getComputedStyle(el).display)).toBe("table-row");
    expect(await desktop.getByRole("columnheader", { name: "Temperature" }).first().isVisible()).toBe(true);
    expect(
      await desktop.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await desktop.context().close();
  });
});

/** Each shown row's height over its line height: 1 means the row is one line. */
const rowsOverOneLine = (page: Page) =>
  page.locator("[data-testid=chart-groups] tbody tr").evaluateAll((els) =>
    els.flatMap((tr) => {
      const style = getComputedStyle(tr.querySelector("th")!);
      const lines = tr.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
      return lines >= 1.9 ? [`${tr.id}: ${lines.toFixed(1)} lines`] : [];
    }),
  );

describe("printing the chart", () => {
  it("prints the press-side chart: large type, one row per line, figures only, no navigation", async () => {
    const all = await api<Row[]>("/api/press-settings");
    // As wide as a landscape US Letter sheet inside the chart's 8 mm margins (263 mm at 96 px per inch).
    const page = await browser.newPage({ width: 994, height: 700 });
    await page.goto("/press-settings");
    expect(await page.getByRole("link", { name: "Print chart" }).isVisible()).toBe(true);

    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("banner").isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).isVisible()).toBe(false);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
    expect(await page.getByRole("search").isVisible()).toBe(false);
    expect(await page.getByRole("columnheader", { name: "Notes and sources" }).first().isVisible()).toBe(false);
    expect(await shownIds(page)).toEqual(all.map((r) => r.id));
    expect(await page.locator("tr#polyester-shirt td[data-label=Temperature]").isVisible()).toBe(true);
    // Large type: at least 16 px (12 pt), against 14 px on screen.
    const fontSize = await page
      .locator("tr#polyester-shirt th")
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    expect(await rowsOverOneLine(page)).toEqual([]);

    // On paper: landscape pages, the whole chart, a handful of sheets.
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(4);
    await page.context().close();
  });

  it("shows the same press-side view on screen at ?print=1, with a Print button and the search kept", async () => {
    const mugs = await api<Row[]>("/api/press-settings?search=mug");
    const page = await browser.newPage();
    await page.goto("/press-settings?q=mug");
    await page.getByRole("link", { name: "Print chart" }).click();
    await page.waitForURL(/print=1/);
    expect(new URL(page.url()).searchParams.get("q")).toBe("mug");
    expect(await shownIds(page)).toEqual(mugs.map((r) => r.id));
    // The Print button calls the browser's print, so it appears once the page's script runs.
    await page.getByRole("button", { name: "Print", exact: true }).waitFor();
    expect(await page.getByRole("columnheader", { name: "Notes and sources" }).first().isVisible()).toBe(false);
    const fontSize = await page
      .locator("tr#mug-11oz-press th")
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(17);
    expect(await rowsOverOneLine(page)).toEqual([]);
    await page.getByRole("link", { name: "Full chart with notes" }).click();
    await expect
      .poll(() => page.getByRole("columnheader", { name: "Notes and sources" }).first().isVisible())
      .toBe(true);
    await page.context().close();
  });
});

describe("guides name their chart rows at a glance", () => {
  it("shows the rows a guide lists at the top, with their figures and links to their pages", async () => {
    const all = await api<Row[]>("/api/press-settings");
    const page = await browser.newPage();
    await signIn(page, { returnTo: "/guides/sublimating-polyester-shirts" });
    await page.waitForURL(/\/guides\/sublimating-polyester-shirts$/);
    const box = page.getByTestId("at-a-glance");
    expect(await box.getByRole("heading", { name: "At a glance" }).isVisible()).toBe(true);
    const shirt = all.find((r) => r.id === "polyester-shirt")!;
    const link = box.getByRole("link", { name: shirt.substrate });
    expect(await link.getAttribute("href")).toBe("/press-settings/polyester-shirt");
    expect(await box.textContent()).toContain(`${shirt.temperatureF} (${shirt.temperatureC}) · ${shirt.time}`);
    // Above the guide's steps.
    const boxTop = (await box.boundingBox())!.y;
    const guideTop = (await page.getByRole("heading", { name: "Complete Guide" }).boundingBox())!.y;
    expect(boxTop).toBeLessThan(guideTop);
    await link.click();
    await page.waitForURL(/\/press-settings\/polyester-shirt$/);
    await page.context().close();
  });
});
