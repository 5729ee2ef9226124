// The shape of the site's editorial content. Every content file is validated
// against these schemas when seeding and in the content test.
import { z } from "zod";

import {
  GUIDE_CATEGORIES,
  DIFFICULTIES,
  EQUIPMENT_CATEGORIES,
  SUPPLIER_CATEGORIES,
  SUBSTRATE_GROUPS,
  QUICK_ANSWER_TOPICS,
  MATERIAL_COLOURS,
  MATERIAL_VERDICTS,
} from "./categories.ts";

export {
  GUIDE_CATEGORIES,
  DIFFICULTIES,
  EQUIPMENT_CATEGORIES,
  SUPPLIER_CATEGORIES,
  SUBSTRATE_GROUPS,
  QUICK_ANSWER_TOPICS,
  MATERIAL_COLOURS,
  MATERIAL_VERDICTS,
};

/** A slug: lower-case words joined by hyphens. Ids never change once published. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug")
  .max(80);

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

/**
 * A source as the pages show it (resolved from the registry): "Publisher: title"
 * and the page it was read on, when there is one.
 */
export const sourceSchema = z.object({
  title: z.string().min(2).max(300),
  url: z.string().url().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/**
 * One entry of the source registry (content/sources/*.yaml): every source is
 * defined once there and content names it by id.
 */
export const registrySourceSchema = z
  .object({
    id: slug,
    /** Who published it: "A&E magazine", "Sawgrass support", "U.S. Consumer Product Safety Commission". */
    publisher: z.string().min(2).max(160),
    /** The page's or article's own title, without figures. */
    title: z.string().min(2).max(240),
    /** YYYY, YYYY-MM or YYYY-MM-DD when the source is dated. */
    date: z
      .union([z.string(), z.date().transform((d) => d.toISOString().slice(0, 10))])
      .pipe(z.string().regex(/^\d{4}(-\d{2}){0,2}$/, "must be YYYY, YYYY-MM or YYYY-MM-DD"))
      .optional(),
    /** The exact page; omitted when the source has no confirmed address (then `note` says so). */
    url: z.string().url().optional(),
    /** What the site uses it for: the claims or figures it supports. */
    supports: z.array(z.string().min(3).max(300)).min(1),
    /** Caveats such as "home page only: the product page was not confirmed (unverified)". */
    note: z.string().min(5).max(300).optional(),
  })
  .strict();
export type RegistrySource = z.infer<typeof registrySourceSchema>;

/** A reference to a registry source by its id. */
export const sourceRefs = z.array(slug).min(1);

/**
 * Guide content is a small Markdown subset, rendered safely (never as raw HTML):
 * paragraphs, "## " and "### " headings, "- " bullet lists, "1. " numbered lists,
 * pipe tables (header row, "|---|" separator, body rows), **bold**, *italic*,
 * and links [text](/guides/other-guide-id) or [text](https://...).
 * Internal links must point at existing guide ids.
 */
export const guideSchema = z.object({
  id: slug,
  title: z.string().min(5).max(120),
  description: z.string().min(20).max(300),
  category: z.enum(GUIDE_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  /** Free text such as "20 minutes" or "1-2 hours". */
  estimatedTime: z.string().min(2).max(40),
  /** The cover: a site path such as /images/guides/<id>.svg, or an https address. */
  imageUrl: z
    .string()
    .regex(/^(\/[a-z0-9._/-]+|https:\/\/\S+)$/i, "must be a site path (/images/...) or an https address")
    .nullable()
    .default(null),
  /** Text alternative for the cover. */
  imageAlt: z.string().min(3).max(200).nullable().default(null),
  /**
   * Markdown subset described above; at least 500 words. A line holding only
   * [[settings]] shows the settings-chart rows named in `settings` there.
   */
  content: z.string().min(1000),
  /** Ids of sources in content/sources/*.yaml. */
  sources: sourceRefs,
  /** Ids of settings-chart rows this guide relies on (shown where [[settings]] stands). */
  settings: z.array(slug).default([]),
  /** Ids of troubleshooting entries this guide relates to. */
  troubleshooting: z.array(slug).default([]),
  createdAt: isoDate,
  updatedAt: isoDate.nullable().default(null),
});
export type Guide = z.infer<typeof guideSchema>;

const temperatureRange = z
  .object({ min: z.number().int(), max: z.number().int() })
  .refine((r) => r.min <= r.max, "min must not exceed max");

export const pressSettingSchema = z.object({
  id: slug,
  substrate: z.string().min(3).max(120),
  group: z.enum(SUBSTRATE_GROUPS),
  /** null where no source gives a figure: the chart then says "follow your blank's instructions". */
  temperatureF: temperatureRange.nullable(),
  temperatureC: temperatureRange.nullable(),
  /** Human text, e.g. "35-40 s" or "3.5-6 min (mug press)". null when unsourced. */
  time: z.string().max(80).nullable(),
  pressure: z.enum(["light", "light-medium", "medium", "medium-heavy", "heavy", "varies"]).nullable(),
  /** Paper, tape, protection sheet and orientation notes. */
  notes: z.string().min(10).max(600),
  /** True when the figures were confirmed in a trade or manufacturer source; false marks them as a caveated range. */
  verified: z.boolean(),
  /** Ids of sources in content/sources/*.yaml. */
  sources: sourceRefs,
});

export const troubleshootingSchema = z.object({
  id: slug,
  symptom: z.string().min(3).max(80),
  /** One or two sentences: what the person sees and the most likely cause. */
  summary: z.string().min(20).max(400),
  /** Words a person might use for this symptom, used for search ("ghost", "double image"). */
  keywords: z.array(z.string().min(2)).min(1),
  /** Most likely cause first. */
  causes: z
    .array(z.object({ cause: z.string().min(5).max(300), fixes: z.array(z.string().min(5).max(400)).min(1) }))
    .min(1),
  /** Guide ids that cover this problem in depth. */
  guides: z.array(slug).default([]),
  /** The kinds of product the symptom shows up on (the symptom finder's filter). */
  products: z.array(z.enum(SUBSTRATE_GROUPS)).min(1),
  /** Ids of sources in content/sources/*.yaml. */
  sources: sourceRefs,
});

export const equipmentSchema = z.object({
  id: slug,
  name: z.string().min(3).max(120),
  description: z.string().min(20).max(500),
  category: z.enum(EQUIPMENT_CATEGORIES),
  /** Approximate street price in USD. */
  price: z.number().positive(),
  priceCheckedOn: isoDate,
  /** Editorial rating out of 5 (our judgement, not user reviews). */
  rating: z.number().min(1).max(5),
  recommended: z.boolean(),
  features: z.array(z.string().min(3).max(160)).min(3),
  /** Ids of sources in content/sources/*.yaml. */
  sources: sourceRefs,
});

export const supplierSchema = z.object({
  id: slug,
  name: z.string().min(2).max(120),
  description: z.string().min(20).max(600),
  /** The company's own site; never invented contact data. */
  website: z.string().url(),
  /** Editorial rating out of 5, or null for "New". */
  rating: z.number().min(1).max(5).nullable(),
  categories: z.array(z.enum(SUPPLIER_CATEGORIES)).min(1),
  features: z.array(z.string().min(3).max(160)).min(1),
  /** True means the site checked the company exists and sells sublimation blanks. */
  verified: z.boolean(),
  location: z.string().max(120).nullable().default(null),
  /** Ids of sources in content/sources/*.yaml. */
  sources: sourceRefs,
});

export const featuredSupplierSchema = z.object({
  supplierId: slug,
  /** e.g. "No minimum" or "Varies by product: see site". */
  minOrder: z.string().min(2).max(120),
  shipping: z.string().min(2).max(160),
  specialties: z.array(z.string().min(2).max(80)).min(1),
  features: z.array(z.string().min(2).max(160)).min(1),
  /** Only pages on the company's own site: no invented phone numbers or e-mail addresses. */
  contactUrl: z.string().url(),
});

/**
 * A quick answer: one question a beginner asks, the ways people type it, and a
 * short answer whose first sentence answers it. The answer is the Markdown
 * subset's inline part only (**bold**, *italic*, links).
 */
export const quickAnswerSchema = z.object({
  id: slug,
  /** Canonical wording, e.g. "Can I sublimate on cotton?" */
  question: z.string().min(8).max(160),
  /** As people type it: lower-case, no punctuation, shorthand (tee, poly, temp, ecotank), misspellings. */
  phrasings: z.array(z.string().min(3).max(160)).min(4),
  /** First sentence answers the question; inline **bold** and links allowed. */
  answer: z.string().min(80).max(1200),
  topic: z.enum(QUICK_ANSWER_TOPICS),
  /** Guide ids it rests on. */
  guides: z.array(slug).default([]),
  /** Settings-chart row ids. */
  settings: z.array(slug).default([]),
  /** Troubleshooting entry ids. */
  troubleshooting: z.array(slug).default([]),
  /** Materials-table ids. */
  materials: z.array(slug).default([]),
  /** Ids of sources in content/sources/*.yaml. */
  sources: sourceRefs,
});

/** One row of the "Can I sublimate on …?" table: a material in a colour, and the verdict. */
export const materialSchema = z.object({
  id: slug,
  /** "Cotton", "Glass", "Polyester", "Wood" */
  material: z.string().min(2).max(80),
  colour: z.enum(MATERIAL_COLOURS),
  /** Other names people use: "tee", "poly", "ceramic", "cotton shirt". */
  aliases: z.array(z.string().min(2)).default([]),
  /** coated-only = only as a sublimation-ready (coated) blank. */
  verdict: z.enum(MATERIAL_VERDICTS),
  /** Why; the first sentence is the verdict in words. */
  explanation: z.string().min(30).max(600),
  /** What to use instead when the verdict is not "yes"; null when it is. */
  instead: z.string().max(400).nullable(),
  /** Settings-chart rows when yes / coated-only. */
  settings: z.array(slug).default([]),
  /** Ids of sources in content/sources/*.yaml. */
  sources: sourceRefs,
});
