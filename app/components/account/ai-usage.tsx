// AI message usage: 'used/20 this month' with a bar of count / 20 for free
// users, 'Unlimited' for premium.
import { FREE_MONTHLY_MESSAGES } from "@common/constants";
import { isPremium, type CurrentUser } from "@common/user";

export function usageText(user: Pick<CurrentUser, "subscriptionTier" | "monthlyMessageCount">): string {
  return isPremium(user) ? "Unlimited" : `${user.monthlyMessageCount}/${FREE_MONTHLY_MESSAGES} this month`;
}

export function UsageBar({ count, label }: { count: number; label: string }) {
  const percent = Math.min(100, Math.round((count / FREE_MONTHLY_MESSAGES) * 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={FREE_MONTHLY_MESSAGES}
      aria-valuenow={Math.min(count, FREE_MONTHLY_MESSAGES)}
      aria-valuetext={`${count} of ${FREE_MONTHLY_MESSAGES} messages used`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className={percent >= 100 ? "h-full bg-red-600" : "h-full bg-brand-600"} style={{ width: `${percent}%` }} />
    </div>
  );
}
