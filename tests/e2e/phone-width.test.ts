// Every public page fits a 360 px phone: nothing wider than the screen, no sideways scrolling.
import { describe, expect, it } from "vitest";
import { signIn, uniqueEmail, useBrowser } from "./support";

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
  "/press-settings",
  "/help-center",
  "/contact",
  "/about",
];

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

/** Text boxes whose placeholder is wider than the room inside them (so it shows cut off). */
const cutPlaceholders = () => {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return ["no canvas"];
  const cut: string[] = [];
  for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input[placeholder], textarea[placeholder]",
  )) {
    if (!input.checkVisibility() || input.tagName === "TEXTAREA") continue;
    const style = getComputedStyle(input);
    const text = getComputedStyle(input, "::placeholder");
    context.font = `${text.fontWeight} ${text.fontSize} ${text.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (context.measureText(input.placeholder).width > room) cut.push(`${input.placeholder} (${text.fontSize})`);
  }
  return cut;
};

describe("pages at 360 px", () => {
  it("no public page is wider than a 360 px screen", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    const cut: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: "load" });
      expect(await page.evaluate(overflow), path).toBeLessThanOrEqual(0);
      for (const text of await page.evaluate(cutPlaceholders)) cut.push(`${path}: ${text}`);
    }
    expect(cut, "search boxes whose placeholder is cut off").toEqual([]);
    await page.context().close();
  });

  it("a signed-in reader's guide list and guide page fit too", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    await signIn(page, { email: uniqueEmail("phone-width"), open: false });
    for (const path of ["/", "/guides", "/guides/sublimating-polyester-shirts", "/dashboard"]) {
      await page.goto(path, { waitUntil: "load" });
      expect(await page.evaluate(overflow), path).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
});
