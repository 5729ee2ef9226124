import { Crown } from "lucide-react";
import { isPremium, type CurrentUser } from "@common/user";
import { cn } from "~/lib/utils";

/** 'Premium Member' or 'Free Plan'. */
export function PlanBadge({ user, className }: { user: Pick<CurrentUser, "subscriptionTier">; className?: string }) {
  const premium = isPremium(user);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold",
        premium ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800",
        className,
      )}
    >
      {premium ? <Crown className="h-3.5 w-3.5" aria-hidden="true" /> : null}
      {premium ? "Premium Member" : "Free Plan"}
    </span>
  );
}
