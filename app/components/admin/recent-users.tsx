// The 20 most recent sign-ups: e-mail, this month's AI messages, tier, join date.
import { formatMonthDay, useDisplayTimeZone } from "./format";
import type { AdminUserRow } from "@common/admin";
import { isPremium } from "@common/user";

export function RecentUserList({ users }: { users: AdminUserRow[] }) {
  const timeZone = useDisplayTimeZone();
  if (users.length === 0) return <p className="py-8 text-center text-slate-700">No users yet</p>;
  return (
    // Focusable so keyboard users can scroll it: it holds no links or buttons.
    <ul tabIndex={0} className="max-h-[36rem] divide-y divide-slate-200 overflow-y-auto pr-1" aria-label="Recent users">
      {users.map((u) => (
        <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="break-all text-sm font-medium text-slate-900">{u.email}</p>
            <p className="text-xs text-slate-700">
              {u.monthlyMessageCount} {u.monthlyMessageCount === 1 ? "message" : "messages"} this month
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span
              className={
                isPremium(u)
                  ? "rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                  : "rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800"
              }
            >
              {isPremium(u) ? "Premium" : "Free"}
            </span>
            <time dateTime={u.createdAt} className="text-xs text-slate-700">
              {formatMonthDay(u.createdAt, timeZone)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
