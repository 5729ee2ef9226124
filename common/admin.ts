// What the admin API and the /admin loader send to the browser.

export interface AdminStats {
  totalUsers: number;
  newUsersThisWeek: number;
  newUsersToday: number;
  premiumUsers: number;
  freeUsers: number;
  totalMessages: number;
  messagesThisWeek: number;
  contactMessages: number;
  unreadContactMessages: number;
}

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  isRead: boolean;
  /** ISO 8601 */
  createdAt: string;
}

export interface AdminUserRow {
  id: string;
  email: string;
  subscriptionTier: "free" | "premium";
  monthlyMessageCount: number;
  /** ISO 8601 */
  createdAt: string;
}

export interface AdminPartnershipApplication {
  id: number;
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
  website: string | null;
  partnershipType: string;
  description: string;
  experience: string | null;
  location: string | null;
  /** ISO 8601 */
  createdAt: string;
}

/** One row of the admin's user search. */
export interface AdminUserListItem {
  id: string;
  email: string;
  name: string | null;
  subscriptionTier: "free" | "premium";
  complimentary: boolean;
  monthlyMessageCount: number;
  /** ISO 8601 */
  createdAt: string;
}

export interface AdminUserPage {
  users: AdminUserListItem[];
  total: number;
  page: number;
  pageSize: number;
  query: string;
}

export interface AdminUserDetail extends AdminUserListItem {
  /** "complimentary", "subscription" (with Stripe's status) or "free". */
  plan: string;
  subscriptionStatus: string | null;
  savedGuides: number;
  /** ISO 8601, null when never seen since the record began. */
  lastSeenAt: string | null;
}

export const ADMIN_USER_ACTIONS = ["grant-premium", "remove-premium", "reset-usage", "delete-account"] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

export const ADMIN_ACTION_LABELS: Record<AdminUserAction, string> = {
  "grant-premium": "Granted complimentary Premium",
  "remove-premium": "Removed complimentary Premium",
  "reset-usage": "Reset this month's message count",
  "delete-account": "Deleted the account",
};

export interface AdminAuditEntry {
  id: number;
  action: AdminUserAction;
  targetUserId: string;
  targetEmail: string;
  actor: string;
  /** ISO 8601 */
  createdAt: string;
}

/** Per-day counts for the last TREND_DAYS UTC days, oldest first (today last). */
export interface AdminTrends {
  /** "2026-11-26" */
  days: string[];
  newUsers: number[];
  messages: number[];
  contactMessages: number[];
}

export const TREND_DAYS = 30;
export const ADMIN_USER_PAGE_SIZE = 20;
