// The avatar menu itself (Radix DropdownMenu), a chunk of its own: see user-menu.tsx.
import { LayoutDashboard, LogOut } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { displayName, type CurrentUser } from "@common/user";
import { Avatar, TRIGGER_CLASS } from "./avatar";
import { Link } from "~/components/ui/link";

export function UserMenuDropdown({ user }: { user: CurrentUser }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={TRIGGER_CLASS}
        aria-label={`Account menu for ${displayName(user)}`}
        data-user-menu=""
      >
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="font-medium text-slate-900">{displayName(user)}</p>
            <p className="truncate text-slate-600">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link
              to="/dashboard"
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <a
              href="/api/logout"
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" /> Log out
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
