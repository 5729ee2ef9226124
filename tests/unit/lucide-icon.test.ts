// The icons' stroke look comes from the `.lucide` rule in app.css; what a caller
// asks for must win over that rule, so it is an inline style, not an attribute.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "~/components/ui/lucide-icon";

const Dot = createLucideIcon({ name: "dot", node: [["circle", { cx: "12", cy: "12", r: "1" }]] });

describe("icons", () => {
  it("carry the .lucide class and no stroke attributes by default", () => {
    const html = renderToStaticMarkup(createElement(Dot, { className: "h-4 w-4" }));
    expect(html).toContain('class="lucide lucide-dot h-4 w-4"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toMatch(/\bstroke=|stroke-width=|fill=|style=/);
  });

  it("set a colour or stroke width asked for as an inline style, merged with the caller's", () => {
    const html = renderToStaticMarkup(createElement(Dot, { color: "red", strokeWidth: 3, style: { opacity: 0.5 } }));
    expect(html).toContain('style="stroke:red;stroke-width:3;opacity:0.5"');
  });
});
