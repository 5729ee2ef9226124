// The avatar menu in the header. The Radix DropdownMenu (with its popper,
// focus and scroll-lock code) is only for signed-in users, so it is loaded on
// demand: the server and the first client render show a look-alike trigger, the
// menu code is fetched right after hydration, and a press on the trigger before
// it arrives opens the menu as soon as it does.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { displayName, type CurrentUser } from "~/lib/user";
import { Avatar, TRIGGER_CLASS } from "./avatar";

const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(loadDropdown);

export function UserMenu({ user }: { user: CurrentUser }) {
  const [ready, setReady] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    loadDropdown().then(() => {
      if (!live) return;
      setHadFocus(document.activeElement !== null && document.activeElement === placeholder.current);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const trigger = (
    <button
      ref={placeholder}
      type="button"
      className={TRIGGER_CLASS}
      aria-label={`Account menu for ${displayName(user)}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenOnLoad(true)}
    >
      <Avatar user={user} />
    </button>
  );
  if (!ready) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown user={user} defaultOpen={openOnLoad} focusTrigger={hadFocus} />
    </Suspense>
  );
}
