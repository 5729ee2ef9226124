// The site's in-app links. In the browser they are React Router's <Link> and
// <NavLink> (client navigation, route discovery, prefetch). On the server they
// render the same <a> directly for a plain in-site path: the router's <Link>
// resolves every `to` against the route matches on each render (serialising
// them twice per link), which on a member's page of ~40 links was about 6 % of
// the Worker's busy time (ADR 0810). The markup is identical (a unit test
// compares both), so hydration attaches the router's handling to these anchors.
import { type ComponentProps, forwardRef } from "react";
import { NavLink as RouterNavLink, Link as RouterLink, useLocation } from "react-router";

type LinkProps = ComponentProps<typeof RouterLink>;
type NavLinkProps = ComponentProps<typeof RouterNavLink>;

/**
 * A root-relative path whose resolution is itself (the app's basename is "/"):
 * not protocol-relative, no `.`/`..` segments, no backslash, no empty `?`/`#`.
 */
export function isPlainPath(to: LinkProps["to"]): to is string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return false;
  if (to.endsWith("?") || to.endsWith("#")) return false;
  const path = to.split(/[?#]/, 1)[0];
  return !path.split("/").some((segment) => segment === "." || segment === "..");
}

/**
 * The anchor React Router's <Link> renders for a plain path without
 * prefetching: the same attributes in the same order. Anything else goes to the
 * router's own <Link>.
 */
export const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const {
    to,
    discover = "render",
    prefetch = "none",
    reloadDocument: _reloadDocument,
    relative: _relative,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    onClick: _onClick,
    target,
    ...rest
  } = props;
  if (!isPlainPath(to) || prefetch !== "none" || "mask" in props || "defaultShouldRevalidate" in props) {
    return <RouterLink ref={ref} {...props} />;
  }
  return <a {...rest} href={to} ref={ref} target={target} data-discover={discover === "render" ? "true" : undefined} />;
});

export const Link = import.meta.env.SSR ? ServerLink : RouterLink;

/** A path of plain characters only, which the router's location encoding leaves as it is. */
const SIMPLE_PATH = /^\/(?!\/)[\w\-/]*$/;

/**
 * React Router's <NavLink> on the server for a simple path: the same active
 * rule (case-insensitive unless asked, `end`, a trailing slash), never pending
 * or transitioning while a document is rendered.
 */
export const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const { pathname } = useLocation();
  const {
    "aria-current": ariaCurrent = "page",
    caseSensitive = false,
    className: classNameProp = "",
    end = false,
    style: styleProp,
    to,
    viewTransition,
    children,
    ...rest
  } = props;
  if (typeof to !== "string" || !SIMPLE_PATH.test(to) || viewTransition) return <RouterNavLink ref={ref} {...props} />;
  const here = caseSensitive ? pathname : pathname.toLowerCase();
  const target = caseSensitive ? to : to.toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === "/");
  const state = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(state)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  return (
    <ServerLink
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={className}
      ref={ref}
      style={typeof styleProp === "function" ? styleProp(state) : styleProp}
      to={to}
    >
      {typeof children === "function" ? children(state) : children}
    </ServerLink>
  );
});

export const NavLink = import.meta.env.SSR ? ServerNavLink : RouterNavLink;
