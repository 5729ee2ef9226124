// The avatar menu in the header: a <details> disclosure, so it opens before
// (and without) the page's scripts and stays keyboard-usable (Enter or Space on
// the avatar, Tab through the links, Escape closes once scripts run).
import { LayoutDashboard, LogOut, Shield } from "lucide-react";
import { displayName, type CurrentUser } from "@common/user";
import { Link } from "~/components/ui/link";
import { Avatar, TRIGGER_CLASS } from "./avatar";
import { DisclosureMenu } from "./disclosure-menu";

const ITEM =
  "flex items-center gap-2 rounded px-3 py-2 text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

export function UserMenu({ user, admin }: { user: CurrentUser; admin: boolean }) {
  return (
    <DisclosureMenu
      summaryLabel={`Account menu for ${displayName(user)}`}
      summaryClassName={`block ${TRIGGER_CLASS}`}
      summary={<Avatar user={user} />}
      testId="user-menu"
    >
      <div className="absolute right-0 z-50 mt-2 min-w-56 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg">
        <div className="px-3 py-2">
          <p className="font-medium text-slate-900">{displayName(user)}</p>
          <p className="truncate text-slate-600">{user.email}</p>
        </div>
        <div className="my-1 h-px bg-slate-200" />
        <ul>
          <li>
            <Link to="/dashboard" className={ITEM}>
              <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Dashboard
            </Link>
          </li>
          {admin ? (
            <li>
              <Link to="/admin" className={ITEM}>
                <Shield className="h-4 w-4" aria-hidden="true" /> Admin
              </Link>
            </li>
          ) : null}
          <li>
            <a href="/api/logout" className={ITEM}>
              <LogOut className="h-4 w-4" aria-hidden="true" /> Log out
            </a>
          </li>
        </ul>
      </div>
    </DisclosureMenu>
  );
}
