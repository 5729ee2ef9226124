// What the pages say about the free allowance and the plans: when the month's
// count starts again, when to warn, and where free help is while it is used up.
import { FREE_MONTHLY_MESSAGES } from "./constants";

/** The counter warns from this many messages used (of FREE_MONTHLY_MESSAGES). */
export const USAGE_WARN_AT = 15;

/** The free count starts again at 00:00 UTC on the first day of the next month. */
export function usageResetDate(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** "December 1" (in UTC, where the month turns over). */
export function formatResetDate(date: Date): string {
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
}

export type UsageLevel = "ok" | "warn" | "limit";

export function usageLevel(used: number, premium: boolean): UsageLevel {
  if (premium) return "ok";
  if (used >= FREE_MONTHLY_MESSAGES) return "limit";
  return used >= USAGE_WARN_AT ? "warn" : "ok";
}

/** Help that costs no messages, offered at and near the limit. */
export const FREE_ALTERNATIVES = [
  { to: "/answers", label: "Quick answers", description: "Short answers to the questions of a first month" },
  { to: "/troubleshooting", label: "Troubleshooting", description: "Find a print problem by its symptom" },
  { to: "/press-settings", label: "Press settings chart", description: "Temperature, time and pressure by blank" },
] as const;

export const PLAN_TEXT = {
  /** In the chat, under the counter. */
  declinedNotCounted: "Questions the expert cannot answer are not counted.",
  freeNotSaved: "Free conversations are not saved: this one stays in this tab until you close it or start a new chat.",
  /** Shown on the upgrade button's place while payments are not configured. */
  paymentsPaused: "Premium sign-ups are paused on this site for now",
  paymentsPausedDetail:
    "We can't take payments here yet, so nothing can be charged. Leave your e-mail on file and we'll tell you when Premium opens.",
  notifyMe: "Notify me when Premium opens",
  notifyDone: "Thanks: we'll e-mail you when Premium opens.",
  /** Notify-me asked while Premium is open. */
  paymentsOpen: "Premium is open: use the Upgrade button.",
  savedOffline: "Saved, available offline on this device",
  signInToRead: "Sign in free to read",
  freeAccountNeeded: "Free account",
} as const;

export const FREE_ACCOUNT_BENEFITS = [
  "Every step-by-step guide, with its settings and sources",
  "Save guides and read them offline on every device you sign in on",
  `${FREE_MONTHLY_MESSAGES} questions a month to the AI sublimation expert`,
  "No card needed: the free plan stays free",
] as const;
