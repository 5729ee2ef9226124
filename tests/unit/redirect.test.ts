import { describe, expect, it } from "vitest";
import { safeReturnTo } from "@common/redirect";

describe("safeReturnTo", () => {
  it.each([
    ["/guides/mugs-with-a-mug-press?x=1#top", "/guides/mugs-with-a-mug-press?x=1#top"],
    ["/x//y", "/x//y"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/dashboard/../subscribe", "/subscribe"],
    ["/a?next=//evil.example", "/a?next=//evil.example"],
  ])("keeps the same-origin path %s", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    "https://evil.example",
    "http:evil.example",
    "https:",
    "//evil.example",
    "///evil.example",
    "/.//evil.example",
    "/././/evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/\\evil.example",
    "/.\\/evil.example",
    "\\\\evil.example",
    "%2F%2Fevil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,x",
    "",
    null,
    undefined,
    "/\tx//evil",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " /evil",
    "evil",
    "/\u0000/evil.example",
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value as string)).toBe("/");
  });

  it("never returns a value a browser would resolve to another origin", () => {
    const tricky = ["/.//x", "/./\\x", "/..//x", "/%5C/x", "/%09/x", "/x/../..//y"];
    for (const value of tricky) {
      const out = safeReturnTo(value);
      expect(new URL(out, "https://site.example").origin).toBe("https://site.example");
      expect(out.startsWith("//")).toBe(false);
      expect(out.startsWith("/\\")).toBe(false);
    }
  });
});
