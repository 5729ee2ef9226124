// Site-wide search in a real browser: the GET form and server-rendered results
// with JavaScript disabled, an empty result's way out, and the admin list of the
// questions the expert answered "not sure".
import { describe, expect, it } from "vitest";
import { execD1, sqlString } from "./accounts-support";
import { E2E_ADMIN_PASSWORD } from "./global-setup";
import { useBrowser } from "./support";

const browser = useBrowser();

describe("site search without JavaScript", () => {
  it("searches from the form, forgives a typo, and points an empty result to the chart, answers and expert", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, width: 360, height: 740 });
    const page = await context.newPage();
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("ghostng on my shirt");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/search\?q=ghostng/);
    const results = page.getByTestId("search-results").getByRole("link");
    expect(await results.count()).toBeGreaterThan(0);
    expect((await results.allTextContents()).slice(0, 5).join(" ")).toMatch(/ghost/i);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    await page.getByRole("searchbox", { name: "Search the site" }).fill("qwxzv plmkj");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByTestId("search-empty").waitFor();
    const empty = page.getByTestId("search-empty");
    for (const name of ["Settings chart", "Quick answers", "Ask the expert"])
      expect(await empty.getByRole("link", { name }).count()).toBe(1);
    await empty.getByRole("link", { name: "Quick answers" }).click();
    await page.waitForURL(/\/answers$/);
    await context.close();
  });
});

describe("admin: unanswered questions", () => {
  it("lists the questions answered 'not sure' with their counts, newest first", async () => {
    const stamp = Date.now();
    const older = `e2e older unanswered ${stamp}`;
    const newer = `e2e newer unanswered ${stamp}`;
    execD1(
      `INSERT INTO unanswered_questions (key, question, count, first_asked_at, last_asked_at) VALUES (${sqlString(older)}, ${sqlString(older)}, 3, ${stamp - 60_000}, ${stamp - 60_000}), (${sqlString(newer)}, ${sqlString(newer)}, 1, ${stamp}, ${stamp + 1000});`,
    );
    const page = await browser.newPage();
    await page.goto("/admin");
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await page.getByRole("heading", { name: "Unanswered Questions" }).waitFor();
    const list = page.getByTestId("unanswered-list");
    await list.waitFor();
    const items = (await list.getByRole("listitem").allTextContents()).filter((t) => t.includes(String(stamp)));
    expect(items).toHaveLength(2);
    expect(items[0]).toContain(newer);
    expect(items[0]).toMatch(/1 time(?!s)/);
    expect(items[1]).toContain(older);
    expect(items[1]).toMatch(/3 times/);
  });
});
