// The avatar menu in the header. The menu (the avatar, and the Radix
// DropdownMenu with its popper, focus and scroll-lock code) is only for
// signed-in users, so it is a separate chunk: when the server rendered the menu,
// the root route fetches it before React hydrates (loadServerRenderedMenu), so
// the menu works from the first moment; visitors never download it.
import { Suspense } from "react";
import type { CurrentUser } from "@common/user";
import { renderedByServer, splitComponent } from "~/lib/split";

const Dropdown = splitComponent(
  () => import("./user-menu-dropdown"),
  (m) => m.UserMenuDropdown,
);

/** Before hydration: fetches the menu's chunk if the server rendered the menu. */
export const loadServerRenderedMenu = async () => {
  if (renderedByServer("[data-user-menu]")) await Dropdown.load();
};

export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <Suspense
      fallback={
        // Seen for a moment only, when someone signs in without a full page load:
        // the avatar's size and colour, so nothing moves when the menu arrives.
        <span className="inline-block h-9 w-9 rounded-full bg-brand-100" data-user-menu="" />
      }
    >
      <Dropdown.Component user={user} />
    </Suspense>
  );
}
