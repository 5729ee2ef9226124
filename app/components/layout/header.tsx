// The sticky top bar: logo, main navigation, sign-in or the avatar menu.
import { Bot, Menu, Sparkles, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button-class";
import { SITE_NAME } from "@common/constants";
import { useOptionalUser } from "~/lib/use-user";
import { cn } from "~/lib/utils";
import { UserMenu } from "./user-menu";
import { Link, NavLink } from "~/components/ui/link";

interface NavItem {
  to: string;
  label: string;
  signedInOnly?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "Home", signedInOnly: true },
  { to: "/guides", label: "Guides & Tutorials" },
  { to: "/press-settings", label: "Press Settings" },
  { to: "/equipment", label: "Recommended Equipment" },
  { to: "/suppliers", label: "Blank Suppliers" },
  { to: "/ai-chat", label: "AI Chat", signedInOnly: true },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

export function Header() {
  const user = useOptionalUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const items = NAV_ITEMS.filter((i) => !i.signedInOnly || user);

  // Close the mobile menu after any navigation (including the back button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => setMenuOpen(false), [location.pathname, location.search, location.hash]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <Link to="/" className="flex shrink-0 items-center gap-1.5 text-base font-bold text-brand-800 sm:text-lg">
          <Sparkles className="hidden h-6 w-6 text-accent-600 min-[400px]:block" aria-hidden="true" />
          {SITE_NAME}
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <Link to="/ai-chat" className={cn(buttonClass("secondary", "sm"), "max-sm:hidden")}>
            <Bot className="h-4 w-4" aria-hidden="true" />
            AI Assistant
          </Link>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <a href="/api/login" className={buttonClass("primary", "sm")}>
              Log in / Sign Up
            </a>
          )}
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 py-3 md:hidden"
      >
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                className={({ isActive }) => cn(linkClass({ isActive }), "block")}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link
              to="/ai-chat"
              className={cn(linkClass({ isActive: false }), "block")}
              onClick={() => setMenuOpen(false)}
            >
              AI Assistant
            </Link>
          </li>
          <li>
            {/* Visitors' home has a contact section; the signed-in home does not, so members get the contact page. */}
            <Link
              to={user ? "/contact" : "/#contact"}
              className={cn(linkClass({ isActive: false }), "block")}
              onClick={() => setMenuOpen(false)}
            >
              Contact Us
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
