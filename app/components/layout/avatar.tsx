import { User as UserIcon } from "lucide-react";
import type { CurrentUser } from "@common/user";

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

/** The avatar menu's trigger look. */
export const TRIGGER_CLASS =
  "rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
