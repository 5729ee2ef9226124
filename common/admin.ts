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
