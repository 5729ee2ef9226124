// The avatar menu in the header. The Radix DropdownMenu (with its popper, focus
// and scroll-lock code) is only for signed-in users, so it is a separate chunk:
// when the server rendered the menu, this module fetches it before React
// hydrates (top-level await), so the menu works from the first moment.
import { Suspense } from "react";
import type { CurrentUser } from "@common/user";
import { renderedByServer, splitComponent } from "~/lib/split";
import { Avatar, TRIGGER_CLASS } from "./avatar";

const Dropdown = splitComponent(
  () => import("./user-menu-dropdown"),
  (m) => m.UserMenuDropdown,
);
if (renderedByServer("[data-user-menu]")) await Dropdown.load();

export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <Suspense
      fallback={
        // Only seen for a moment on the first render in a fresh server instance.
        <span className={TRIGGER_CLASS} data-user-menu="">
          <Avatar user={user} />
        </span>
      }
    >
      <Dropdown.Component user={user} />
    </Suspense>
  );
}
