// Browser tests of the pictures: a guide's own og:image (a PNG drawn at build
// time) for visitors and readers, list pictures with sizes and lazy loading,
// and the diagrams inside a guide.
import { describe, expect, it } from "vitest";
import { baseUrl, signIn, useBrowser } from "./support";

const browser = useBrowser();

function metaContent(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&") ?? null;
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (buf: Buffer) => [buf.readUInt32BE(16), buf.readUInt32BE(20)];

describe("og:image", () => {
  it("gives a guide page its own 1200×630 PNG, served with 200 and image/png", async () => {
    // A visitor (as a link-preview crawler is) gets the guide's card, not the guide.
    const html = await (await fetch(`${baseUrl()}/guides/fixing-ghosting`)).text();
    expect(html).not.toContain("Complete Guide");
    const image = metaContent(html, "og:image");
    expect(image).toBe(`${baseUrl()}/og/guides/fixing-ghosting.png`);
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "og:title")).toMatch(/^Fixing Ghosting/);

    const res = await fetch(image!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(pngSize(png)).toEqual([1200, 630]);

    // Each guide has its own picture.
    const other = await (await fetch(`${baseUrl()}/guides/sublimating-glass`)).text();
    expect(metaContent(other, "og:image")).toBe(`${baseUrl()}/og/guides/sublimating-glass.png`);
    const otherPng = Buffer.from(await (await fetch(metaContent(other, "og:image")!)).arrayBuffer());
    expect(otherPng.equals(png)).toBe(false);
  });

  it("shows a signed-in reader the cover and the diagrams, with the same og:image", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await signIn(page, { returnTo: "/guides/fixing-ghosting" });
    await page.waitForURL("**/guides/fixing-ghosting");
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(
      `${baseUrl()}/og/guides/fixing-ghosting.png`,
    );

    const cover = page.locator('main header img[src="/images/guides/fixing-ghosting.svg"]');
    expect(await cover.getAttribute("width")).toBe("400");
    expect(await cover.getAttribute("height")).toBe("210");
    expect(await cover.getAttribute("alt")).toMatch(/^Illustration: .*magnifying glass/);

    const figure = page.locator("figure", {
      has: page.locator('img[src="/images/diagrams/why-ghosting-happens.svg"]'),
    });
    expect(await figure.locator("figcaption").textContent()).toMatch(/Ghosting/);
    // Placed after its heading, inside the guide text.
    const afterHeading = await figure.evaluate((el) => {
      const heading = [...document.querySelectorAll("h3")].find((h) => h.textContent === "Likely causes");
      return !!heading && !!(heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(afterHeading).toBe(true);
    await figure.scrollIntoViewIfNeeded();
    await expect
      .poll(() => figure.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    // Readable on a phone: the diagram fits the 360 px screen without sideways scrolling.
    const box = await figure.locator("img").boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});

describe("list pictures", () => {
  it("sizes every card picture, loads the first ones eagerly and the rest lazily", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    for (const [path, prefix, eager] of [
      ["/guides", "/images/guides/", 3],
      ["/equipment", "/images/equipment/", 2],
      ["/suppliers", "/images/suppliers/", 2],
    ] as const) {
      await page.goto(path);
      const pictures = page.locator(`main ul.card-list img[src^="${prefix}"]`);
      const count = await pictures.count();
      expect(count, path).toBeGreaterThan(eager);
      const attrs = await pictures.evaluateAll((imgs) =>
        imgs.map((img) => ({
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          priority: img.getAttribute("fetchpriority"),
          alt: img.getAttribute("alt"),
        })),
      );
      for (const a of attrs) {
        expect([a.width, a.height], path).toEqual(["400", "210"]);
        expect(a.alt, path).toMatch(/^Illustration: /);
      }
      expect(attrs[0].priority, path).toBe("high");
      expect(
        attrs.slice(0, eager).every((a) => a.loading === "eager"),
        path,
      ).toBe(true);
      expect(
        attrs.slice(eager).every((a) => a.loading === "lazy"),
        path,
      ).toBe(true);

      // The box has its final height before the picture arrives (no layout shift) and the file loads.
      const first = pictures.first();
      const box = await first.boundingBox();
      expect(Math.abs(box!.height - (box!.width * 210) / 400), path).toBeLessThan(2);
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
        .toBe(400);
      const src = await first.getAttribute("src");
      const res = await fetch(`${baseUrl()}${src}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    }
    await page.context().close();
  });

  it("shows each supplier category's picture in the catalog", async () => {
    const page = await browser.newPage();
    await page.goto("/suppliers/catalog");
    await page.getByRole("radio", { name: "By Category", exact: true }).check();
    const section = page.getByTestId("category-drinkware");
    const img = section.locator('img[src="/images/suppliers/drinkware.svg"]');
    expect(await img.getAttribute("width")).toBe("400");
    expect(await img.getAttribute("alt")).toMatch(/mug/);
    await page.context().close();
  });
});
