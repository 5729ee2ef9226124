// The one source of the D1 schema. `npm run db:generate` turns changes into a
// new migration under migrations/; applied migrations are never edited.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);

// ---------------------------------------------------------------- accounts

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    /** "free" | "premium": premium only while the subscription grants it. */
    subscriptionTier: text("subscription_tier", { enum: ["free", "premium"] })
      .notNull()
      .default("free"),
    /** Stripe's subscription status (trialing, active, past_due, canceled, ...), null when never subscribed. */
    subscriptionStatus: text("subscription_status"),
    trialEnd: integer("trial_end", { mode: "timestamp_ms" }),
    subscriptionCanceled: integer("subscription_canceled", { mode: "boolean" }).notNull().default(false),
    nextPaymentDate: integer("next_payment_date", { mode: "timestamp_ms" }),
    subscriptionEndDate: integer("subscription_end_date", { mode: "timestamp_ms" }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** A Premium trial was already had, by this account or by a deleted one with the same e-mail. */
    trialUsed: integer("trial_used", { mode: "boolean" }).notNull().default(false),
    /** Premium granted by an admin, not billed: no Stripe subscription behind it. */
    complimentaryPremium: integer("complimentary_premium", { mode: "boolean" }).notNull().default(false),
    /** The last sign-in or guide read: what the admin's user detail shows as "last seen". */
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_stripe_customer_unique").on(t.stripeCustomerId),
    index("users_created_at_idx").on(t.createdAt),
    index("users_tier_idx").on(t.subscriptionTier),
  ],
);

/**
 * What a deleted account had used this month, so a new account with the same
 * e-mail starts where it was. Keyed by an HMAC (keyed with APP_SECRET) of the
 * normalised e-mail, never the e-mail itself; rows of past months are dropped.
 */
export const allowanceMemory = sqliteTable("allowance_memory", {
  emailHash: text("email_hash").primaryKey(),
  /** The UTC month ("2026-11") the count belongs to. */
  month: text("month").notNull(),
  messageCount: integer("message_count").notNull().default(0),
  trialUsed: integer("trial_used", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
});

/** One row per (provider, provider's user id) that has signed in. */
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/** AI messages used per user per UTC month ("2026-11"); the free limit is enforced on this row. */
export const aiUsage = sqliteTable(
  "ai_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** One row per answered AI message (no content): the admin figures count these. */
export const aiMessageEvents = sqliteTable(
  "ai_message_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ai_message_events_created_idx").on(t.createdAt),
    index("ai_message_events_user_idx").on(t.userId, t.createdAt),
  ],
);

export const savedGuides = sqliteTable(
  "saved_guides",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    guideId: text("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guideId] }), index("saved_guides_user_idx").on(t.userId, t.createdAt)],
);

/** The guides a member opened, one row per guide with the last time: the personal home's "Recently read". */
export const guideReads = sqliteTable(
  "guide_reads",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    guideId: text("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guideId] }), index("guide_reads_user_idx").on(t.userId, t.readAt)],
);

/** Members who asked to hear when Premium sign-ups open (while payments are not configured). */
export const upgradeNotifications = sqliteTable("upgrade_notifications", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- chat

/** The index of premium chat sessions; the messages themselves live in the session's Durable Object. */
export const chatSessions = sqliteTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    messageCount: integer("message_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chat_sessions_user_idx").on(t.userId, t.updatedAt)],
);

// ---------------------------------------------------------------- content

export const guides = sqliteTable(
  "guides",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull(),
    category: text("category"),
    difficulty: text("difficulty").notNull(),
    estimatedTime: text("estimated_time"),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    /** JSON: ids of settings-chart rows shown where the body says [[settings]] */
    settings: text("settings", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** JSON: [{ title, url? }] */
    sources: text("sources", { mode: "json" }).$type<{ title: string; url?: string }[]>().notNull().default([]),
    /** JSON: troubleshooting entry ids */
    troubleshooting: text("troubleshooting", { mode: "json" }).$type<string[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    /** ISO dates (YYYY-MM-DD) from the content files. */
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at"),
  },
  (t) => [index("guides_category_idx").on(t.category, t.sortOrder), index("guides_sort_idx").on(t.sortOrder)],
);

export const equipment = sqliteTable(
  "equipment",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    price: real("price").notNull(),
    priceCheckedOn: text("price_checked_on"),
    rating: real("rating"),
    recommended: integer("recommended", { mode: "boolean" }).notNull().default(false),
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Buy link without any affiliate tag; the tag is added when served. */
    affiliateLink: text("affiliate_link"),
    sources: text("sources", { mode: "json" }).$type<{ title: string; url?: string }[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("equipment_category_idx").on(t.category, t.sortOrder),
    index("equipment_recommended_idx").on(t.recommended, t.sortOrder),
    index("equipment_sort_idx").on(t.sortOrder),
  ],
);

export const suppliers = sqliteTable(
  "suppliers",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    website: text("website").notNull(),
    rating: real("rating"),
    reviewCount: integer("review_count").notNull().default(0),
    categories: text("categories", { mode: "json" }).$type<string[]>().notNull().default([]),
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default([]),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    location: text("location"),
    sources: text("sources", { mode: "json" }).$type<{ title: string; url?: string }[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("suppliers_verified_idx").on(t.verified, t.sortOrder), index("suppliers_sort_idx").on(t.sortOrder)],
);

/** Supplier categories as rows, so category filters use an index. */
export const supplierCategories = sqliteTable(
  "supplier_categories",
  {
    supplierId: text("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.category] }),
    index("supplier_categories_category_idx").on(t.category),
  ],
);

export const pressSettings = sqliteTable(
  "press_settings",
  {
    id: text("id").primaryKey(),
    substrate: text("substrate").notNull(),
    group: text("substrate_group").notNull(),
    temperatureFMin: integer("temperature_f_min"),
    temperatureFMax: integer("temperature_f_max"),
    temperatureCMin: integer("temperature_c_min"),
    temperatureCMax: integer("temperature_c_max"),
    time: text("time"),
    pressure: text("pressure"),
    notes: text("notes").notNull(),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    sources: text("sources", { mode: "json" }).$type<{ title: string; url?: string }[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("press_settings_group_idx").on(t.group, t.sortOrder)],
);

export const troubleshootingEntries = sqliteTable("troubleshooting_entries", {
  id: text("id").primaryKey(),
  symptom: text("symptom").notNull(),
  summary: text("summary").notNull(),
  keywords: text("keywords", { mode: "json" }).$type<string[]>().notNull().default([]),
  causes: text("causes", { mode: "json" }).$type<{ cause: string; fixes: string[] }[]>().notNull().default([]),
  guides: text("guides", { mode: "json" }).$type<string[]>().notNull().default([]),
  /** JSON: substrate groups the symptom shows up on (the finder's product filter) */
  products: text("products", { mode: "json" }).$type<string[]>().notNull().default([]),
  sources: text("sources", { mode: "json" }).$type<{ title: string; url?: string }[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
});

// Short answers to the questions of a first month (the /answers page and the assistant).
export const quickAnswers = sqliteTable("quick_answers", {
  id: text("id").primaryKey(),
  question: text("question").notNull(),
  phrasings: text("phrasings", { mode: "json" }).$type<string[]>().notNull().default([]),
  answer: text("answer").notNull(),
  topic: text("topic").notNull(),
  guides: text("guides", { mode: "json" }).$type<string[]>().notNull().default([]),
  settings: text("settings", { mode: "json" }).$type<string[]>().notNull().default([]),
  troubleshooting: text("troubleshooting", { mode: "json" }).$type<string[]>().notNull().default([]),
  materials: text("materials", { mode: "json" }).$type<string[]>().notNull().default([]),
  sources: text("sources", { mode: "json" }).$type<{ title: string; url?: string }[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
});

// "Can I sublimate on ...?": material and colour with a verdict.
export const materials = sqliteTable("materials", {
  id: text("id").primaryKey(),
  material: text("material").notNull(),
  colour: text("colour").notNull(),
  aliases: text("aliases", { mode: "json" }).$type<string[]>().notNull().default([]),
  verdict: text("verdict").notNull(),
  explanation: text("explanation").notNull(),
  instead: text("instead"),
  settings: text("settings", { mode: "json" }).$type<string[]>().notNull().default([]),
  sources: text("sources", { mode: "json" }).$type<{ title: string; url?: string }[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * Small facts about the loaded content, written by the seed. `content_version`
 * changes whenever the seeded content changes; per-isolate content caches
 * compare it to know when to reload.
 */
export const contentMeta = sqliteTable("content_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ---------------------------------------------------------------- unanswered questions

/**
 * Questions the assistant answered "not sure", as text only (no user id): one row
 * per question (lower-cased, spaces collapsed), with how often and when last it
 * was asked, so the team can see what to write next. Capped per day.
 */
export const unansweredQuestions = sqliteTable(
  "unanswered_questions",
  {
    key: text("key").primaryKey(),
    question: text("question").notNull(),
    count: integer("count").notNull().default(1),
    firstAskedAt: integer("first_asked_at").notNull(),
    lastAskedAt: integer("last_asked_at").notNull(),
  },
  (t) => [index("unanswered_questions_last_idx").on(t.lastAskedAt)],
);

// ---------------------------------------------------------------- forms

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt), index("contact_messages_read_idx").on(t.isRead)],
);

export const partnershipApplications = sqliteTable(
  "partnership_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    website: text("website"),
    partnershipType: text("partnership_type").notNull(),
    description: text("description").notNull(),
    experience: text("experience"),
    location: text("location"),
    createdAt: createdAt(),
  },
  (t) => [index("partnership_applications_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- admin

/**
 * What admins did to accounts. The target's e-mail is copied so the entry still
 * reads after the account is deleted (the id then points nowhere).
 */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    action: text("action", {
      enum: ["grant-premium", "remove-premium", "reset-usage", "delete-account"],
    }).notNull(),
    targetUserId: text("target_user_id").notNull(),
    targetEmail: text("target_email").notNull(),
    /** "password" or the admin's e-mail when let in by ADMIN_EMAILS. */
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt), index("admin_audit_log_target_idx").on(t.targetUserId)],
);

// ---------------------------------------------------------------- billing

/** Stripe webhook events already applied; written in the same batch as their effect. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

// ---------------------------------------------------------------- real-user measurements

/**
 * Core Web Vitals reported by visitors' browsers (POST /api/vitals), one row per
 * metric: the page's path and the value, nothing about the person. Kept 7 days
 * locally; production aggregates in Workers Analytics Engine (ADR 0632).
 */
export const webVitals = sqliteTable(
  "web_vitals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    page: text("page").notNull(),
    metric: text("metric").notNull(),
    value: real("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("web_vitals_created_idx").on(t.createdAt)],
);
