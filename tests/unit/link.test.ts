// The server's anchors must be exactly what React Router's <Link> renders, or
// hydration would attach the router to different markup.
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import { isPlainPath, ServerLink, ServerNavLink } from "~/components/ui/link";

type Props = Parameters<typeof RouterLink>[0];
type NavProps = Parameters<typeof RouterNavLink>[0];

/** Renders `element` inside a nested route at `url`, as the Worker does. */
async function renderAt(url: string, element: () => ReactElement): Promise<string> {
  const routes = [{ path: "/", Component: element, children: [{ path: "*", Component: element }] }];
  const handler = createStaticHandler(routes);
  const context = (await handler.query(new Request(`http://localhost${url}`))) as StaticHandlerContext;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const cases: Props[] = [
  { to: "/guides", className: "text-sm", children: "Guides" },
  { to: "/guides?category=basics&page=2", children: "Basics" },
  { to: "/answers#cotton", "aria-label": "Cotton", children: "Cotton" },
  { to: "/", target: "_blank", rel: "noreferrer", children: "Home" },
  { to: "/contact", discover: "none", children: "Contact" },
  { to: "/contact", reloadDocument: true, children: "Contact" },
  { to: "/guides", preventScrollReset: true, replace: true, state: { a: 1 }, children: "More" },
  { to: "/guides/", children: "Trailing slash" },
  // Not plain: the router's own <Link> renders these.
  { to: "../guides", children: "Relative" },
  { to: "/guides/./x/../y", children: "Dots" },
  { to: { pathname: "/guides", search: "?q=mug" }, children: "Object" },
  { to: "https://example.com/x", children: "External" },
  { to: "/guides", prefetch: "render", children: "Prefetch" },
];

describe("server links", () => {
  it.each(cases.map((props, i) => [i, props] as const))("case %i renders as the router's Link", async (_i, props) => {
    const ours = await renderAt("/guides/abc", () => createElement(ServerLink, props));
    const theirs = await renderAt("/guides/abc", () => createElement(RouterLink, props));
    expect(ours).toBe(theirs);
    expect(ours).toContain("<a ");
  });

  it("takes the short path only for root-relative paths that resolve to themselves", () => {
    expect(isPlainPath("/guides")).toBe(true);
    expect(isPlainPath("/guides?q=a#b")).toBe(true);
    for (const to of [
      "guides",
      "../x",
      "/a/../b",
      "/a/.",
      "//evil.example",
      "/\\evil",
      "/x?",
      "/x#",
      { pathname: "/x" },
    ]) {
      expect(isPlainPath(to)).toBe(false);
    }
  });

  const navCases: NavProps[] = [
    { to: "/", end: true, className: ({ isActive }) => (isActive ? "on" : "off"), children: "Home" },
    { to: "/guides", className: ({ isActive }) => (isActive ? "on" : "off"), children: "Guides" },
    { to: "/guides/", className: "plain", children: "Guides, slash" },
    { to: "/Guides", children: "Case" },
    { to: "/Guides", caseSensitive: true, children: "Case-sensitive" },
    { to: "/guides", end: true, "aria-current": "location", children: ({ isActive }) => (isActive ? "here" : "there") },
    { to: "/guid", children: "Prefix only" },
    { to: "/guides?q=a", children: "Not simple" },
  ];
  it.each(["/", "/guides", "/guides/", "/guides/abc", "/GUIDES/x", "/about"])(
    "nav links at %s render as the router's",
    async (url) => {
      for (const props of navCases) {
        const ours = await renderAt(url, () => createElement(ServerNavLink, props));
        const theirs = await renderAt(url, () => createElement(RouterNavLink, props));
        expect(ours).toBe(theirs);
      }
    },
  );
});
