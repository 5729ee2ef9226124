import { LayoutDashboard, LogOut, User as UserIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { displayName, type CurrentUser } from "~/lib/user";

export function Avatar({ user, size = 36 }: { user: CurrentUser; size?: number }) {
  const initial = user.firstName?.trim()?.[0]?.toUpperCase();
  return (
    <span
      className="inline-flex items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800"
      style={{ width: size, height: size }}
    >
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" width={size} height={size} className="h-full w-full object-cover" />
      ) : initial ? (
        <span aria-hidden="true">{initial}</span>
      ) : (
        <UserIcon className="h-5 w-5" aria-hidden="true" />
      )}
    </span>
  );
}

export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label={`Account menu for ${displayName(user)}`}
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
