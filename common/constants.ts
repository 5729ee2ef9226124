// The product's business constants (plan limits, price, counts, timings), named once and shared by the
// browser and the Worker.

export const SITE_NAME = "Sublimation Hub";
export const FREE_MONTHLY_MESSAGES = 20;
export const PREMIUM_PRICE_LABEL = "$4.99";
export const AUTO_TITLE_LENGTH = 50;
export const MAX_QUESTION_LENGTH = 2000;
export const DASHBOARD_RECENT_COUNT = 3;
export const ADMIN_RECENT_USERS = 20;
export const CARD_FEATURE_COUNT = 3;
export const CARD_CATEGORY_COUNT = 3;
export const CATALOG_PER_CATEGORY = 6;
export const LOADING_PLACEHOLDERS = 6;
/** Cards per page of a long list; "Show more" adds as many again. */
export const LIST_PAGE_SIZE = 12;
export const STAR_COUNT = 5;

/** Timings, in milliseconds. */
export const REDIRECT_AFTER_401_MS = 500;
export const REDIRECT_AFTER_ASK_401_MS = 1500;
export const RELOAD_AFTER_UPGRADE_MS = 2000;
export const ADMIN_STATS_REFRESH_MS = 30_000;
export const TOAST_DURATION_MS = 5000;

/** The UTC month a usage count belongs to, e.g. "2026-11". */
export function usageMonth(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}
