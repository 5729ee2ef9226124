// Every public page fits a 360 px phone: nothing wider than the screen, no sideways scrolling.
import { describe, expect, it } from "vitest";
import { signInWithDevForm, uniqueEmail, useBrowser } from "./support";

const browser = useBrowser();

const PUBLIC_PAGES = [
  "/",
  "/guides",
  "/equipment",
  "/equipment/buying-guide",
  "/suppliers",
  "/suppliers/catalog",
  "/answers",
  "/troubleshooting",
  "/help-center",
  "/contact",
  "/about",
];

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

describe("pages at 360 px", () => {
  it("no public page is wider than a 360 px screen", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: "load" });
      expect(await page.evaluate(overflow), path).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });

  it("a signed-in reader's guide list and guide page fit too", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    await signInWithDevForm(page, { email: uniqueEmail("phone-width") });
    for (const path of ["/", "/guides", "/guides/sublimating-polyester-shirts", "/dashboard"]) {
      await page.goto(path, { waitUntil: "load" });
      expect(await page.evaluate(overflow), path).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
});
