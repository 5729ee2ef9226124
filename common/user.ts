// The signed-in user as the browser sees it.
export type SubscriptionTier = "free" | "premium";

export interface CurrentUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  subscriptionTier: SubscriptionTier;
  monthlyMessageCount: number;
  subscriptionStatus: string | null;
  trialEnd: string | null;
  subscriptionCanceled: boolean;
  nextPaymentDate: string | null;
  subscriptionEndDate: string | null;
}

/** The one test for Premium, used by the pages and the Worker alike. */
export function isPremium(user: { subscriptionTier: string | null } | null | undefined): boolean {
  return user?.subscriptionTier === "premium";
}

export function displayName(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email;
}
