// Browser tests of the public lists: guides, equipment, suppliers and the catalog.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, useBrowser } from "./support";

const browser = useBrowser();

const countText = (page: Page) => page.getByTestId("result-count").textContent();
const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl()}${path}`)).json()) as T;
}

describe("guides list", () => {
  it("searches, filters by category, keeps filters in the URL and offers the empty-state buttons", async () => {
    const all = await api<{ title: string }[]>("/api/guides");
    const mug = await api<{ title: string }[]>("/api/guides?search=mug");
    const mugTroubleshooting = await api<{ title: string }[]>("/api/guides?search=mug&category=troubleshooting");
    const page = await browser.newPage();
    await page.goto("/guides");
    expect(await countText(page)).toBe(`${all.length} Guides Found`);

    await page.getByLabel("Search guides").fill("mug");
    await expect.poll(() => countText(page)).toBe(`${mug.length} Guides Found`);
    await expect.poll(() => searchParam(page, "q")).toBe("mug");
    expect(await page.getByRole("link", { name: /^Read Guide/ }).count()).toBe(mug.length);

    await page.getByLabel("Category", { exact: true }).selectOption("troubleshooting");
    const expected = `${mugTroubleshooting.length} ${mugTroubleshooting.length === 1 ? "Guide" : "Guides"} Found`;
    await expect.poll(() => countText(page)).toBe(expected);
    expect(await page.getByTestId("filter-summary").textContent()).toBe("Searching for “mug” in Troubleshooting");

    // A reload keeps the filters (server-rendered from the URL).
    await page.reload();
    expect(await countText(page)).toBe(expected);
    expect(await page.getByLabel("Search guides").inputValue()).toBe("mug");
    expect(await page.getByLabel("Category", { exact: true }).inputValue()).toBe("troubleshooting");

    await page.getByLabel("Search guides").fill("zzzz-nothing");
    await expect.poll(() => countText(page)).toBe("0 Guides Found");
    expect(await page.getByRole("heading", { name: "No guides found" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect.poll(() => page.getByLabel("Search guides").inputValue()).toBe("");
    expect(searchParam(page, "category")).toBe("troubleshooting");

    await page.getByLabel("Search guides").fill("zzzz-nothing");
    await page.getByRole("button", { name: "Show All Categories" }).click();
    await expect.poll(() => page.getByLabel("Category", { exact: true }).inputValue()).toBe("all");
    expect(searchParam(page, "category")).toBeNull();

    // 'Read Guide' leads to /guides/{id}.
    await page.getByLabel("Search guides").fill("");
    const href = await page
      .getByRole("link", { name: /^Read Guide/ })
      .first()
      .getAttribute("href");
    expect(href).toMatch(/^\/guides\/[a-z0-9-]+$/);

    // The header's link to the plain list resets the filters.
    await page.getByLabel("Search guides").fill("mug");
    await expect.poll(() => countText(page)).toBe(`${mug.length} Guides Found`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Guides & Tutorials" }).click();
    await expect.poll(() => countText(page)).toBe(`${all.length} Guides Found`);
    expect(await page.getByLabel("Search guides").inputValue()).toBe("");
    await page.context().close();
  });

  it("shows more and searches from the server while the whole list has not arrived", async () => {
    const all = await api<{ title: string }[]>("/api/guides");
    const mug = await api<{ title: string }[]>("/api/guides?search=mug");
    const page = await browser.newPage();
    // The whole list is held back (a slow or failed request): the page must not wait on it.
    await page.route("**/api/guides", () => undefined);
    await page.goto("/guides");
    const cards = page.getByRole("link", { name: /^Read Guide/ });
    expect(await cards.count()).toBe(12);
    await page.getByRole("link", { name: /^Show more/ }).click();
    await expect.poll(() => cards.count()).toBe(Math.min(24, all.length));
    expect(searchParam(page, "page")).toBe("2");
    await page.getByLabel("Search guides").fill("mug");
    await expect.poll(() => countText(page)).toBe(`${mug.length} Guides Found`);
    await page.context().close();
  });

  it("server-renders a filtered list from the URL and ignores unknown categories", async () => {
    const html = await (await fetch(`${baseUrl()}/guides?q=ghost`)).text();
    expect(html).toMatch(/>\d+ Guides?<!-- --> Found</);
    expect(html).toContain("Fixing Ghosting");
    const bogus = await fetch(`${baseUrl()}/guides?category=%3Cscript%3E`);
    expect(bogus.status).toBe(200);
    expect(await bogus.text()).not.toContain("<script>");
  });
});

describe("equipment list", () => {
  it("filters by search, category and the Recommended toggle, with both empty-state buttons", async () => {
    const all = await api<{ id: string }[]>("/api/equipment");
    const recommended = await api<{ id: string }[]>("/api/equipment?recommended=true");
    const presses = await api<{ id: string }[]>("/api/equipment?category=heat-presses&recommended=true");
    const page = await browser.newPage();
    await page.goto("/equipment");
    expect(await countText(page)).toBe(`${all.length} Items Found`);

    await page.getByRole("switch", { name: "Recommended" }).click();
    await expect.poll(() => countText(page)).toBe(`${recommended.length} Items Found`);
    expect(searchParam(page, "recommended")).toBe("true");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Heat Press Machines" });
    await expect.poll(() => countText(page)).toBe(`${presses.length} ${presses.length === 1 ? "Item" : "Items"} Found`);

    await page.getByLabel("Search equipment").fill("zzzz-nothing");
    await expect.poll(() => countText(page)).toBe("0 Items Found");
    expect(await page.getByRole("heading", { name: "No equipment found" }).isVisible()).toBe(true);
    // 'Show All Equipment' resets every filter, the search text included.
    await page.getByRole("button", { name: "Show All Equipment" }).click();
    await expect.poll(() => page.getByLabel("Category", { exact: true }).inputValue()).toBe("all");
    expect(await page.getByRole("switch", { name: "Recommended" }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByLabel("Search equipment").inputValue()).toBe("");
    await expect.poll(() => countText(page)).toBe(`${all.length} Items Found`);
    // Every page of the list shown ("Show more" pages are kept in the URL).
    await page.goto(`/equipment?page=${Math.ceil(all.length / 12)}`);

    // Buy buttons: affiliate links open in a new tab as sponsored; the rest search the web.
    const buyNow = page.getByRole("link", { name: /^Buy Now/ });
    const searchOnline = page.getByRole("link", { name: /^Search Online/ });
    expect((await buyNow.count()) + (await searchOnline.count())).toBe(all.length);
    if (await buyNow.count()) {
      expect(await buyNow.first().getAttribute("target")).toBe("_blank");
      expect(await buyNow.first().getAttribute("rel")).toBe("sponsored noopener noreferrer");
    }
    const searchHref = await searchOnline.first().getAttribute("href");
    expect(new URL(searchHref!).searchParams.get("q")).toMatch(/ buy online$/);
    expect(await searchOnline.first().getAttribute("target")).toBe("_blank");
    await page.context().close();
  });
});

describe("suppliers list", () => {
  it("filters, toggles Verified, opens details and links to the supplier application", async () => {
    const all = await api<{ id: string }[]>("/api/suppliers");
    const verified = await api<{ id: string }[]>("/api/suppliers?verified=true");
    const drinkware = await api<{ id: string }[]>("/api/suppliers?category=drinkware");
    const page = await browser.newPage();
    await page.goto("/suppliers");
    expect(await countText(page)).toBe(`${all.length} Suppliers Found`);
    await page.getByRole("switch", { name: "Verified" }).click();
    await expect.poll(() => countText(page)).toBe(`${verified.length} Suppliers Found`);
    await page.getByRole("switch", { name: "Verified" }).click();
    // Search also matches a category.
    await page.getByLabel("Search suppliers").fill("drinkware");
    await expect
      .poll(async () => Number((await countText(page))!.split(" ")[0]))
      .toBeGreaterThanOrEqual(drinkware.length);
    await page.getByLabel("Search suppliers").fill("");
    await page.getByLabel("Category", { exact: true }).selectOption("drinkware");
    await expect.poll(() => countText(page)).toBe(`${drinkware.length} Suppliers Found`);

    // View Details discloses the full record in the card (a native <details>: no script needed).
    const details = page.locator("main details").first();
    const summary = details.locator("summary");
    expect(await summary.innerText()).toMatch(/^View Details\s+for /);
    const record = details.getByRole("region", { name: /: details$/ });
    expect(await record.isVisible()).toBe(false);
    await summary.click();
    await expect.poll(() => record.isVisible()).toBe(true);
    expect(await summary.innerText()).toMatch(/^Hide Details\s+for /);
    expect(await record.getByRole("heading", { name: "Sources" }).count()).toBe(1);
    expect(await record.getByRole("heading", { name: "Features" }).count()).toBe(1);
    // Nothing wider than the screen at 360 px with it open.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await summary.click();
    await expect.poll(() => record.isVisible()).toBe(false);

    await page.getByLabel("Search suppliers").fill("zzzz-nothing");
    await expect.poll(() => countText(page)).toBe("0 Suppliers Found");
    await page.getByRole("button", { name: "Show All Suppliers" }).click();
    await expect.poll(() => countText(page)).toBe(`${all.length} Suppliers Found`);
    expect(await page.getByLabel("Search suppliers").inputValue()).toBe("");

    expect(await page.getByRole("link", { name: "Submit a Supplier" }).getAttribute("href")).toBe(
      "/partners?type=blank-material-supplier#apply",
    );
    const ai = await page.getByRole("link", { name: "Ask AI for Supplier Recommendations" }).getAttribute("href");
    expect(ai).toMatch(/^\/ai-chat\?q=.+/);
    await page.context().close();
  });
});

describe("supplier catalog", () => {
  it("shows the three tabs, the directory count line, the rating filter and the by-category view", async () => {
    const all =
      await api<{ id: string; name: string; rating: number | null; categories: string[] }[]>("/api/suppliers");
    const page = await browser.newPage();
    await page.goto("/suppliers/catalog");
    expect(await page.getByRole("link", { name: "Back to Suppliers" }).getAttribute("href")).toBe("/suppliers");
    expect(await page.getByPlaceholder("Search suppliers, products, or specialties...").isVisible()).toBe(true);
    // Featured Partners is the default tab.
    expect(await page.getByRole("radio", { name: "Featured Partners", exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole("link", { name: /^Request Catalog/ }).count()).toBeGreaterThan(0);

    await page.getByRole("radio", { name: "Complete Directory", exact: true }).check();
    const count = page.getByTestId("directory-count");
    await expect.poll(() => count.textContent()).toBe(`${all.length} suppliers found`);
    await page.getByLabel("Rating").selectOption("4");
    const fourPlus = all.filter((s) => (s.rating ?? 0) >= 4).length;
    await expect.poll(() => count.textContent()).toBe(`${fourPlus} suppliers found`);
    await page.getByLabel("Rating").selectOption("3");
    await expect
      .poll(() => count.textContent())
      .toBe(`${all.filter((s) => (s.rating ?? 0) >= 3).length} suppliers found`);
    await page.getByLabel("Rating").selectOption("all");

    await page.getByLabel("Search the catalog").fill("vapor");
    await expect.poll(() => count.textContent()).toBe('1 supplier found for "vapor"');
    await page.getByLabel("Category", { exact: true }).selectOption("canvas");
    await expect.poll(() => count.textContent()).toBe('0 suppliers found for "vapor" in Canvas');
    expect(await page.getByRole("heading", { name: "No suppliers found" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Clear Search" }).click();
    const canvas = all.filter((s) => s.categories.includes("canvas")).length;
    await expect
      .poll(() => count.textContent())
      .toBe(`${canvas} ${canvas === 1 ? "supplier" : "suppliers"} found in Canvas`);
    // "All Ratings", chosen just before typing, is still the choice (none of the quick changes was undone).
    expect(await page.getByLabel("Rating").inputValue()).toBe("all");
    await page.getByLabel("Search the catalog").fill("zzzz-nothing");
    await page.getByRole("button", { name: "All Categories" }).click();
    await expect.poll(() => count.textContent()).toBe('0 suppliers found for "zzzz-nothing"');
    await page.getByLabel("Search the catalog").fill("");
    await expect.poll(() => count.textContent()).toBe(`${all.length} suppliers found`);

    // '+N more' on cards with more than 3 categories.
    const many = all.filter((s) => s.categories.length > 3);
    if (many.length) expect(await page.getByText(`+${many[0].categories.length - 3} more`).count()).toBeGreaterThan(0);

    await page.getByRole("radio", { name: "By Category", exact: true }).check();
    const apparel = page.getByTestId("category-apparel");
    await expect.poll(() => apparel.isVisible()).toBe(true);
    const inApparel = all.filter((s) => s.categories.includes("apparel")).length;
    expect(await apparel.textContent()).toContain(`${inApparel} ${inApparel === 1 ? "supplier" : "suppliers"}`);
    expect(await apparel.getByRole("listitem").count()).toBe(Math.min(6, inApparel));
    const promotional = all.filter((s) => s.categories.includes("promotional")).length;
    if (promotional === 0)
      expect(await page.getByTestId("category-promotional").textContent()).toContain(
        "No suppliers found in this category yet.",
      );
    await page.context().close();
  });
});
