// The sticky top bar: logo, main navigation, the site search, sign-in or the
// avatar menu. The phone menu and the avatar menu are <details> disclosures, so
// they open before the page's scripts arrive (and without them).
import { Bot, ChevronDown, Menu, Search, Shield, Sparkles, X } from "lucide-react";
import { Suspense, useId } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { buttonClass } from "~/components/ui/button-class";
import { SITE_NAME } from "@common/constants";
import { loginUrl } from "@common/redirect";
import { useOptionalUser } from "~/lib/use-user";
import { cn } from "~/lib/utils";
import { DisclosureMenu } from "./disclosure-menu";
import { Link, NavLink } from "~/components/ui/link";
import { renderedByServer, splitComponent } from "~/lib/split";

// The avatar menu is a member's only: visitors, most page views, never fetch its
// code. When the server rendered it, the root route fetches it before React
// hydrates (see loadServerRenderedUserMenu), so hydration never waits for it.
const UserMenu = splitComponent(
  () => import("./user-menu"),
  (m) => m.UserMenu,
);

/** Before hydration (called by the root route): the avatar menu's code when the page has one. */
export const loadServerRenderedUserMenu = async () => {
  if (renderedByServer('[data-testid="user-menu"]')) await UserMenu.load();
};

interface NavItem {
  to: string;
  label: string;
  signedInOnly?: boolean;
}

// The assistant has one entry: the "AI Assistant" button (and its line in the phone menu).
const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "Home", signedInOnly: true },
  { to: "/guides", label: "Guides & Tutorials" },
  { to: "/press-settings", label: "Press settings" },
  { to: "/equipment", label: "Recommended Equipment" },
  { to: "/suppliers", label: "Blank Suppliers" },
];

/** The one place "Contact Us" leads, from the header, the phone menu and the footer. */
export const CONTACT_PATH = "/contact";

// Where a reader with a problem goes: the "Help" group, a disclosure in the wide
// navigation and a labelled list in the phone menu (the main links keep their labels).
const HELP_ITEMS: NavItem[] = [
  { to: "/troubleshooting", label: "Troubleshooting" },
  { to: "/answers", label: "Quick Answers" },
  { to: "/help-center", label: "Help Center" },
  { to: CONTACT_PATH, label: "Contact Us" },
];

/** The Help group's links, as list items: the same in the wide header's dropdown and in the phone menu. */
function HelpLinks() {
  return HELP_ITEMS.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className={({ isActive }) => cn(linkClass({ isActive }), "block")}>
        {item.label}
      </NavLink>
    </li>
  ));
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** A GET form to /search: works without scripts; the results page is the server's. */
function SearchForm({ className, inputClassName }: { className?: string; inputClassName?: string }) {
  const id = useId();
  return (
    <form method="get" action="/search" role="search" className={cn("flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={200}
        placeholder="Search guides, settings, answers"
        className={cn(
          "h-9 min-w-0 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-sm text-slate-900",
          inputClassName,
        )}
      />
      <button
        type="submit"
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-r-md border border-slate-300 bg-slate-50 text-slate-700 hover:bg-slate-100"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Search the site</span>
      </button>
    </form>
  );
}

/** The wide navigation's "Help" group: a disclosure, so it opens without scripts too. */
function HelpMenu() {
  const { pathname } = useLocation();
  const here = HELP_ITEMS.some((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));
  return (
    <DisclosureMenu
      summaryLabel="Help"
      summaryClassName={cn(linkClass({ isActive: here }), "inline-flex items-center gap-1")}
      summary={
        <>
          Help
          <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </>
      }
      testId="help-menu"
    >
      <ul className="absolute right-0 top-full z-50 mt-1 grid w-52 gap-1 rounded-md border border-slate-200 bg-white p-2 shadow-md">
        <HelpLinks />
      </ul>
    </DisclosureMenu>
  );
}

/** On /admin: whether the server let this browser in (the admin route's loader says so). */
function useAdminUnlocked(): boolean {
  const admin = useRouteLoaderData("routes/admin") as { state?: string } | undefined;
  return admin?.state === "unlocked";
}

/**
 * Sign-in from the header comes back to the page it was started on (a guide, the
 * chart, the chat), not to the home page; from the home page and the sign-in
 * page itself it needs no way back, and from an unknown address it leads to the
 * home page rather than back to the not-found screen.
 */
function useLoginHref() {
  const { pathname, search } = useLocation();
  const notFound = useMatches().some((m) => m.id === "routes/not-found");
  return pathname === "/" || pathname === "/sign-in" || notFound ? loginUrl() : loginUrl(pathname + search);
}

export function Header() {
  const user = useOptionalUser();
  const loginHref = useLoginHref();
  const adminUnlocked = useAdminUnlocked();
  const items = NAV_ITEMS.filter((i) => !i.signedInOnly || user);
  const helpLabelId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between 2xl:max-w-[96rem] gap-2 px-3 sm:px-4">
        <Link to="/" className="flex shrink-0 items-center gap-1.5 text-base font-bold text-brand-800 sm:text-lg">
          <Sparkles className="hidden h-6 w-6 text-accent-600 min-[400px]:block" aria-hidden="true" />
          {SITE_NAME}
        </Link>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <HelpMenu />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <SearchForm className="hidden 2xl:flex" inputClassName="w-36" />
          <Link to="/ai-chat" className={cn(buttonClass("secondary", "sm"), "max-sm:hidden")}>
            <Bot className="h-4 w-4" aria-hidden="true" />
            AI Assistant
          </Link>
          {adminUnlocked ? (
            <Link
              to="/admin"
              className="inline-flex items-center gap-1 rounded-full bg-slate-900 px-3 py-1 text-xs font-semibold text-white"
              data-testid="admin-state"
            >
              <Shield className="h-3.5 w-3.5" aria-hidden="true" />
              Admin
            </Link>
          ) : null}
          {user ? (
            <Suspense>
              <UserMenu.Component user={user} admin={adminUnlocked} />
            </Suspense>
          ) : adminUnlocked ? null : (
            <a href={loginHref} className={buttonClass("primary", "sm")}>
              Log in / Sign Up
            </a>
          )}
          <DisclosureMenu
            className="2xl:hidden"
            summaryLabel="Menu"
            summaryClassName="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            summary={
              <>
                <Menu className="h-6 w-6 group-open:hidden" aria-hidden="true" />
                <X className="hidden h-6 w-6 group-open:block" aria-hidden="true" />
              </>
            }
            testId="site-menu"
          >
            <nav
              aria-label="Menu"
              className="fixed inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-y border-slate-200 bg-white px-4 py-3 shadow-md"
            >
              <SearchForm className="mb-3" inputClassName="flex-1" />
              <ul className="grid gap-1 xl:hidden">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.to === "/"}
                      className={({ isActive }) => cn(linkClass({ isActive }), "block")}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <Link to="/ai-chat" className={cn(linkClass({ isActive: false }), "block")}>
                    AI Assistant
                  </Link>
                </li>
              </ul>
              <p
                id={helpLabelId}
                className="mt-3 px-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase xl:hidden"
              >
                Help
              </p>
              <ul aria-labelledby={helpLabelId} className="mt-1 grid gap-1 xl:hidden">
                <HelpLinks />
              </ul>
            </nav>
          </DisclosureMenu>
        </div>
      </div>
    </header>
  );
}
