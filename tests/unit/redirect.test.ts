import { describe, expect, it } from "vitest";
import { safeReturnTo } from "@common/redirect";

describe("safeReturnTo", () => {
  it("keeps same-origin paths", () => {
    expect(safeReturnTo("/guides/mugs-with-a-mug-press?x=1#top")).toBe("/guides/mugs-with-a-mug-press?x=1#top");
  });
  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, "/\tx//evil", "evil"])(
    "refuses %s",
    (value) => {
      expect(safeReturnTo(value as string)).toBe("/");
    },
  );
});
