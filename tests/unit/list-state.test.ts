import { describe, expect, it } from "vitest";
import { hasActiveFilters, listParams, paginate, readListState, type ListSpec } from "~/components/list/list-state";
import { formatPrice } from "~/components/ui/price";

const SPEC: ListSpec<{ q: string; category: string; verified: boolean; sort: string }> = {
  defaults: { q: "", category: "all", verified: false, sort: "" },
  allowed: { category: ["all", "mugs"], sort: ["", "name"] },
  pageSize: 12,
};

describe("list state in the URL", () => {
  it("reads known values, falls back on unknown ones and bounds the page", () => {
    const s = readListState(new URLSearchParams("q=mug&category=<script>&verified=true&sort=name&page=999"), SPEC);
    expect(s).toEqual({ q: "mug", category: "all", verified: true, sort: "name", page: 50 });
    expect(readListState(new URLSearchParams("page=-3&sort=evil"), SPEC)).toMatchObject({ page: 1, sort: "" });
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    const state = { q: "mug", category: "mugs", verified: false, sort: "name", page: 2 };
    expect(listParams(state, SPEC).toString()).toBe("q=mug&category=mugs&sort=name&page=2");
    expect(readListState(listParams(state, SPEC), SPEC)).toEqual(state);
    expect(listParams({ ...SPEC.defaults, page: 1 }, SPEC).toString()).toBe("");
  });

  it("counts search and filters as active, not the sort order", () => {
    expect(hasActiveFilters({ ...SPEC.defaults, sort: "name", page: 3 }, SPEC)).toBe(false);
    expect(hasActiveFilters({ ...SPEC.defaults, q: "  ", page: 1 }, SPEC)).toBe(false);
    expect(hasActiveFilters({ ...SPEC.defaults, verified: true, page: 1 }, SPEC)).toBe(true);
  });

  it("pages a list", () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(paginate(items, 1, 12)).toMatchObject({ total: 30, hasMore: true });
    expect(paginate(items, 3, 12).visible).toHaveLength(30);
    expect(paginate(items, 3, 12).hasMore).toBe(false);
  });
});

describe("formatPrice", () => {
  it("uses one format: whole dollars without cents, cents when there are any, thousands separated, never -$0", () => {
    expect(formatPrice(650)).toBe("$650");
    expect(formatPrice(4.99)).toBe("$4.99");
    expect(formatPrice(12.5)).toBe("$12.50");
    expect(formatPrice(2000)).toBe("$2,000");
    expect(formatPrice(-0)).toBe("$0");
    expect(formatPrice(-0.001)).toBe("$0");
    expect(formatPrice(-15)).toBe("-$15");
  });
});
