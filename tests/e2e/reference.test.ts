// Browser tests of the symptom finder (/troubleshooting) and the chart rows guides show
// (the chart's own page is tests/e2e/press-settings.test.ts).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, signIn, useBrowser } from "./support";

const browser = useBrowser();

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl()}${path}`)).json()) as T;
}
const countText = (page: Page) => page.getByTestId("trouble-count").textContent();
const shownIds = (page: Page) =>
  page
    .getByTestId("trouble-list")
    .locator("article")
    .evaluateAll((els) => els.map((e) => e.id));

describe("/troubleshooting", () => {
  it("searches symptoms, filters by product, keeps both in the URL and links each symptom by #id", async () => {
    const all = await api<{ id: string }[]>("/api/troubleshooting");
    const ghost = await api<{ id: string }[]>("/api/troubleshooting?search=ghost");
    const ghostMugs = await api<{ id: string }[]>("/api/troubleshooting?search=ghost&product=drinkware");
    const page = await browser.newPage();
    await page.goto("/troubleshooting");
    expect(await page.getByRole("heading", { level: 1, name: "Troubleshooting" }).isVisible()).toBe(true);
    expect(await countText(page)).toBe(`${all.length} symptoms`);
    expect(await shownIds(page)).toEqual(all.map((e) => e.id));

    await page.getByLabel("Search symptoms").fill("ghost");
    await expect.poll(() => shownIds(page)).toEqual(ghost.map((e) => e.id));
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("ghost");

    await page.getByLabel("Filter by product").selectOption("drinkware");
    await expect.poll(() => shownIds(page)).toEqual(ghostMugs.map((e) => e.id));
    expect(await countText(page)).toBe(
      `${ghostMugs.length} ${ghostMugs.length === 1 ? "symptom" : "symptoms"} of ${all.length}`,
    );

    // Server-rendered from the URL after a reload.
    await page.reload();
    expect(await shownIds(page)).toEqual(ghostMugs.map((e) => e.id));

    await page.getByLabel("Search symptoms").fill("zzzz-nothing");
    await page.getByRole("heading", { name: "No symptoms found" }).waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => shownIds(page)).toEqual(all.map((e) => e.id));

    // Each symptom is linkable.
    await page.goto("/troubleshooting#mirrored-text");
    const target = page.locator("article#mirrored-text");
    expect(await target.getByRole("heading", { name: "Reversed or mirrored text" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe("mirrored-text");
    await page.close();
  });

  it("is in the sitemap and linked from the footer", async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain("/troubleshooting</loc>");
    const page = await browser.newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Troubleshooting" }).click();
    await page.waitForURL(/\/troubleshooting$/);
    await page.close();
  });
});

describe("guides show the chart's own rows", () => {
  it("renders the rows a guide names where its body says [[settings]], with the chart's figures", async () => {
    const rows = await api<{ id: string; substrate: string; time: string | null }[]>("/api/press-settings");
    const page = await browser.newPage();
    await signIn(page, { returnTo: "/guides/sublimating-polyester-shirts" });
    await page.waitForURL(/\/guides\/sublimating-polyester-shirts$/);
    const table = page.getByTestId("guide-settings");
    expect(await table.isVisible()).toBe(true);
    const shown = await table.locator("tbody th[scope=row]").allTextContents();
    for (const id of ["polyester-performance-shirt", "polyester-shirt"]) {
      const row = rows.find((r) => r.id === id)!;
      expect(
        shown.some((t) => t.startsWith(row.substrate)),
        id,
      ).toBe(true);
      expect(await table.getByText(row.time!, { exact: true }).count(), id).toBeGreaterThan(0);
    }
    expect(await page.getByText("[[settings]]").count()).toBe(0);
    await page.close();
  });
});
