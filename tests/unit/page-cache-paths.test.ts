// Personal pages are never stored, under every address their data can be asked
// for: React Router's data requests are `/page.data`, and `/page/_.data` for an
// address with a trailing slash (`/_.data` for the home page).
import { describe, expect, it } from "vitest";
import { isCacheablePageRequest, isPersonalPath } from "../../workers/lib/page-cache";

describe("personal pages under their data addresses", () => {
  it("a personal page is personal as a document and as data, with or without a trailing slash", () => {
    for (const path of ["/dashboard", "/dashboard/", "/dashboard.data", "/dashboard/_.data", "/ai-chat/_.data"])
      expect(isPersonalPath(path), path).toBe(true);
  });

  it("a public page is not, nor the home page's data", () => {
    for (const path of ["/", "/_.data", "/guides", "/guides/_.data", "/dashboards"])
      expect(isPersonalPath(path), path).toBe(false);
  });

  it("no data request is kept by the page cache", () => {
    for (const path of ["/guides.data", "/guides/_.data", "/_.data"])
      expect(isCacheablePageRequest(new Request(`https://example.com${path}`), false), path).toBe(false);
    expect(isCacheablePageRequest(new Request("https://example.com/guides/"), false)).toBe(true);
  });
});
