import { describe, expect, it } from "vitest";
import { loadContent } from "@content/index";
import { parseInline, parseMarkdown, type Block, type Inline } from "~/components/content/markdown";
import { calculateRoi } from "~/components/equipment/roi";
import { buyLink, filterEquipment } from "~/components/equipment/equipment-card";
import { filterSuppliers } from "~/components/suppliers/supplier-card";
import { lastUpdated } from "~/components/guides/guide-card";

describe("guide Markdown subset", () => {
  it("parses headings, lists, tables, bold, italic and links into data", () => {
    const blocks = parseMarkdown(
      [
        "## Setup",
        "Press at **400 °F** for *about* 45 s. See [ghosting](/guides/fixing-ghosting).",
        "",
        "- first",
        "- second",
        "",
        "1. one",
        "2. two",
        "",
        "| Item | Cost |",
        "|---|---|",
        "| Mug | $4 |",
        "### Next",
      ].join("\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "list", "list", "table", "heading"]);
    const para = blocks[1] as Extract<Block, { type: "paragraph" }>;
    expect(para.children).toContainEqual({ type: "strong", children: [{ type: "text", text: "400 °F" }] });
    expect(para.children).toContainEqual({ type: "em", children: [{ type: "text", text: "about" }] });
    expect(para.children).toContainEqual({
      type: "link",
      href: "/guides/fixing-ghosting",
      internal: true,
      children: [{ type: "text", text: "ghosting" }],
    });
    expect((blocks[3] as Extract<Block, { type: "list" }>).ordered).toBe(true);
    const table = blocks[4] as Extract<Block, { type: "table" }>;
    expect(table.rows).toEqual([[[{ type: "text", text: "Mug" }], [{ type: "text", text: "$4" }]]]);
  });

  it("keeps raw HTML as text and refuses script links", () => {
    const inline = parseInline("<img src=x onerror=alert(1)> [click](javascript:alert(1)) [ok](https://example.com/a)");
    expect(inline[0]).toEqual({ type: "text", text: "<img src=x onerror=alert(1)> " });
    expect(inline).toContainEqual({ type: "text", text: "click" });
    expect(inline.some((n: Inline) => n.type === "link" && n.href.startsWith("javascript"))).toBe(false);
    expect(inline).toContainEqual({
      type: "link",
      href: "https://example.com/a",
      internal: false,
      children: [{ type: "text", text: "ok" }],
    });
  });

  // Built once when the file is collected: building the content validates every file.
  const { guides, pressSettings } = loadContent();
  it("parses every guide and its internal links point at existing guides or chart rows", () => {
    const ids = new Set(guides.map((g) => g.id));
    const rowIds = new Set(pressSettings.map((r) => r.id));
    const links: string[] = [];
    const walk = (nodes: Inline[]) =>
      nodes.forEach((n) => {
        if (n.type === "link" && n.internal) links.push(n.href);
        if ("children" in n) walk(n.children);
      });
    for (const g of guides) {
      const blocks = parseMarkdown(g.content);
      expect(blocks.length).toBeGreaterThan(3);
      for (const b of blocks) {
        if (b.type === "heading" || b.type === "paragraph") walk(b.children);
        if (b.type === "list") b.items.forEach(walk);
        if (b.type === "table") [b.header, ...b.rows].flat().forEach(walk);
        // No Markdown syntax survives as text.
        if (b.type === "paragraph") expect(JSON.stringify(b.children)).not.toMatch(/\*\*|\]\(/);
      }
    }
    expect(links.length).toBeGreaterThan(10);
    for (const l of links)
      if (l.startsWith("/press-settings/")) expect(rowIds.has(l.replace("/press-settings/", "")), l).toBe(true);
      else if (!/^\/(tools\/pricing|care-cards\/(shirts|mugs|tumblers|flags))$/.test(l))
        expect(ids.has(l.replace("/guides/", "")), l).toBe(true);
  });
});

describe("ROI calculator", () => {
  it("computes profit, margin, monthly profit and break-even", () => {
    expect(calculateRoi({ equipmentCost: 800, costPerItem: 4, pricePerItem: 15, itemsPerMonth: 40 })).toEqual({
      profitPerItem: 11,
      margin: (11 / 15) * 100,
      monthlyProfit: 440,
      breakEvenItems: 73,
      breakEvenMonths: 800 / 440,
    });
  });
  it("never breaks even when each item loses money", () => {
    const r = calculateRoi({ equipmentCost: 500, costPerItem: 10, pricePerItem: 8, itemsPerMonth: 10 });
    expect(r.breakEvenItems).toBeNull();
    expect(r.breakEvenMonths).toBeNull();
    expect(r.margin).toBeLessThan(0);
  });
});

describe("list helpers", () => {
  it("buy button: affiliate link or a web search of the name plus 'buy online'", () => {
    expect(buyLink({ name: "X", affiliate_link: "https://shop.example/x" })).toMatchObject({
      label: "Buy Now",
      rel: "sponsored noopener noreferrer",
    });
    const search = buyLink({ name: "Heat Press 15", affiliate_link: null });
    expect(search.label).toBe("Search Online");
    expect(new URL(search.href).searchParams.get("q")).toBe("Heat Press 15 buy online");
  });

  it("filters equipment and suppliers like the API", () => {
    const items = [
      {
        id: "a",
        name: "Mug Press",
        description: "d",
        category: "heat-presses",
        price: 1,
        rating: 4,
        recommended: true,
        features: [],
        affiliate_link: null,
      },
      {
        id: "b",
        name: "Ink",
        description: "mug friendly",
        category: "inks",
        price: 1,
        rating: 4,
        recommended: false,
        features: [],
        affiliate_link: null,
      },
    ];
    expect(filterEquipment(items, { q: "MUG", category: "all", recommended: false }).map((e) => e.id)).toEqual([
      "a",
      "b",
    ]);
    expect(filterEquipment(items, { q: "mug", category: "all", recommended: true }).map((e) => e.id)).toEqual(["a"]);
    const s = (id: string, categories: string[], rating: number | null) => ({
      id,
      name: id,
      description: "",
      website: "https://x.example",
      rating,
      reviewCount: 0,
      categories,
      features: [],
      verified: false,
      location: null,
      sources: [],
    });
    const list = [s("one", ["drinkware"], 4.5), s("two", ["apparel"], null), s("three", ["tech-accessories"], 3.2)];
    expect(filterSuppliers(list, { q: "tech", category: "all" }).map((x) => x.id)).toEqual(["three"]);
    expect(filterSuppliers(list, { q: "", category: "all", minRating: 3 }).map((x) => x.id)).toEqual(["one", "three"]);
    expect(filterSuppliers(list, { q: "", category: "all", minRating: 4 }).map((x) => x.id)).toEqual(["one"]);
  });

  it("last updated: updated date, else created date, else 'Recently'", () => {
    expect(lastUpdated("2025-03-02", "2024-01-01")).toBe("March 2, 2025");
    expect(lastUpdated(null, "2024-01-01")).toBe("January 1, 2024");
    expect(lastUpdated(null, null)).toBe("Recently");
  });
});

describe("rating stars", () => {
  it("draws the five stars as one element filled to the rounded rating, and says the figure to screen readers", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { Stars } = await import("~/components/ui/stars");
    const html = renderToStaticMarkup(createElement(Stars, { rating: 3.6 }));
    expect(html.match(/<svg/g)).toBeNull();
    expect(html).toContain('class="star-row" data-stars="4" aria-hidden="true"');
    expect(html.replace(/<[^>]+>/g, "")).toBe("Rated 3.6 out of 5 stars");
    expect(renderToStaticMarkup(createElement(Stars, { rating: 0.2 }))).toContain('data-stars="0"');
    expect(renderToStaticMarkup(createElement(Stars, { rating: null }))).toContain(">New<");
    const compact = renderToStaticMarkup(createElement(Stars, { rating: 4.2, compact: true }));
    expect(compact).toContain('class="star-row star-one"');
    expect(compact.match(/<svg/g)).toBeNull();
  });
});
