// One zod schema per API payload or query, used by the Worker and the browser.
import { completeWebAddress } from "./web-address";
import { z } from "zod";
import { EQUIPMENT_CATEGORIES, GUIDE_CATEGORIES, SUPPLIER_CATEGORIES } from "./catalog";
import { CONTACT_SUBJECTS, EXPERIENCE_OPTIONS, PARTNERSHIP_TYPES } from "./form-options";
import { VITAL_NAMES, type VitalsReport } from "./vitals";

export { CONTACT_SUBJECTS, EXPERIENCE_OPTIONS, PARTNERSHIP_TYPES };

const searchText = z.string().trim().max(200, "Search must be at most 200 characters").optional();
const flag = z
  .enum(["true", "false"], { message: "Must be true or false" })
  .optional()
  .transform((v) => v === "true");

export const guideQuerySchema = z.object({
  category: z.enum(["all", ...GUIDE_CATEGORIES], { message: "Unknown guide category" }).optional(),
  search: searchText,
});
export type GuideQuery = z.infer<typeof guideQuerySchema>;

export const equipmentQuerySchema = z.object({
  category: z.enum(["all", ...EQUIPMENT_CATEGORIES], { message: "Unknown equipment category" }).optional(),
  recommended: flag,
  search: searchText,
});
export type EquipmentQuery = z.infer<typeof equipmentQuerySchema>;

export const supplierQuerySchema = z.object({
  category: z.enum(["all", ...SUPPLIER_CATEGORIES], { message: "Unknown supplier category" }).optional(),
  verified: flag,
  search: searchText,
});
export type SupplierQuery = z.infer<typeof supplierQuerySchema>;

export const idParamSchema = z.string().min(1).max(100);

export const devLoginSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(60),
  lastName: z.string().trim().max(60).optional().default(""),
  email: z.string().trim().toLowerCase().email("Enter a valid email address").max(254),
  returnTo: z.string().max(500).optional(),
});

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const emailField = z
  .string({ message: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email must be at most 254 characters")
  .email("Enter a valid email address");

/** Hidden field people never fill in; bots do. */
const honeypot = z.string().max(500).optional();

export const contactMessageSchema = z.object({
  name: requiredText("Name", 120),
  email: emailField,
  subject: z.enum(CONTACT_SUBJECTS.map((s) => s.value) as [string, ...string[]], { message: "Select a topic" }),
  message: requiredText("Message", 5000),
  website: honeypot,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Only http: and https: web addresses: a javascript: or data: "website" is refused. */
const webAddress = z
  .string()
  .url("Enter a full web address, like https://example.com")
  .refine((v) => /^https?:\/\/[^/\s]/i.test(v) && ["http:", "https:"].includes(new URL(v).protocol), {
    message: "Enter a web address starting with http:// or https://",
  });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const partnershipApplicationSchema = z.object({
  companyName: requiredText("Company Name", 160),
  contactName: requiredText("Contact Name", 120),
  email: emailField,
  phone: optionalText("Phone", 40),
  website: z
    .string()
    .trim()
    .max(300, "Website must be at most 300 characters")
    .optional()
    // Typed without https:// (and sent without the page's script, which adds it), the address still counts.
    .transform((v) => (v ? completeWebAddress(v) : undefined))
    .pipe(webAddress.optional()),
  partnershipType: z.enum(PARTNERSHIP_TYPES.map((t) => t.value) as [string, ...string[]], {
    message: "Select a partnership type",
  }),
  description: requiredText("Description", 5000),
  experience: z
    .enum(EXPERIENCE_OPTIONS.map((t) => t.value) as [string, ...string[]], { message: "Select your experience" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  location: optionalText("Location", 160),
  /** Honeypot. */
  fax: honeypot,
});
export type PartnershipApplicationInput = z.infer<typeof partnershipApplicationSchema>;

/** The admin gate. No trimming: the password is compared exactly as typed. */
export const adminLoginSchema = z.object({
  password: z
    .string({ message: "Password is required" })
    .min(1, "Password is required")
    .max(200, "Password is too long"),
});

/** A contact message id in an admin URL. */
export const contactMessageIdSchema = z.coerce
  .number({ message: "Invalid message id" })
  .int("Invalid message id")
  .positive("Invalid message id")
  .max(Number.MAX_SAFE_INTEGER, "Invalid message id");

/** POST /api/saved-guides */
export const saveGuideSchema = z.object({
  guideId: z.string({ message: "guideId is required" }).trim().min(1, "guideId is required").max(100),
});

/** The guide page's Save button posted as a form: the guide and what to do with it. */
export const saveGuideFormSchema = saveGuideSchema.extend({
  intent: z.enum(["save", "unsave"], { message: "intent must be save or unsave" }),
});

/** POST /api/vitals: a page's path (no query or fragment) and its Core Web Vitals. */
export const vitalsReportSchema = z.object({
  page: z
    .string()
    .max(200, "page must be at most 200 characters")
    .regex(/^\/[^?#\s]*$/, "page must be a path starting with /"),
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_NAMES),
        // Milliseconds, except CLS (a unitless score); a minute, or a score of 60,000, is already absurd.
        value: z.number().finite().min(0).max(60_000),
      }),
    )
    .min(1, "at least one metric")
    .max(VITAL_NAMES.length),
}) satisfies z.ZodType<VitalsReport>;

/** GET /api/admin/users?q=&page= : search by e-mail or name, 20 a page. */
export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(200, "Search is too long").optional().default(""),
  page: z.coerce
    .number({ message: "Invalid page" })
    .int("Invalid page")
    .min(1, "Invalid page")
    .max(10_000, "Invalid page")
    .optional()
    .default(1),
});

/** A user id in an admin path (ids are UUIDs; anything else is simply not found). */
export const adminUserIdSchema = z.string().trim().min(1, "Invalid user id").max(100, "Invalid user id");

export const adminUserActionSchema = z.object({
  action: z.enum(["grant-premium", "remove-premium", "reset-usage", "delete-account"], {
    message: "Unknown action",
  }),
});

/** Profile Settings: the name shown on the site (the e-mail comes from the sign-in and is not edited here). */
export const profileUpdateSchema = z.object({
  firstName: requiredText("First name", 60),
  lastName: optionalText("Last name", 60),
});

/** The word typed to confirm deleting an account when the confirmation dialog is not available. */
export const DELETE_ACCOUNT_WORD = "DELETE";

export const deleteAccountSchema = z.object({
  confirm: z
    .string({ message: `Type ${DELETE_ACCOUNT_WORD} to confirm` })
    .trim()
    .refine((v) => v === DELETE_ACCOUNT_WORD, { message: `Type ${DELETE_ACCOUNT_WORD} to confirm` }),
});

/** What a form on /dashboard asks for. */
export const dashboardIntentSchema = z.object({
  intent: z.enum(["profile", "delete-account"], { message: "Unknown action" }),
});

/**
 * What a form on /subscribe asks for: the notify-me request, starting the upgrade
 * (Stripe Checkout), the billing portal, or a sync with Stripe.
 */
export const subscribeIntentSchema = z.object({
  intent: z.enum(["notify", "upgrade", "portal", "sync"], { message: "Unknown action" }),
});
