// The seller's pricing calculator: its inputs (validated the same way on the
// server, from the query string, and in the browser, as the fields change) and
// its arithmetic. Prices are rounded up to the cent so the margin asked for is
// never missed by rounding.
import { z } from "zod";

/** The calculator's fields in the order the form shows them. */
export const PRICING_FIELDS = [
  "blank",
  "inkPaper",
  "prints",
  "minutes",
  "hourlyRate",
  "overheads",
  "feesPercent",
  "marginPercent",
] as const;
export type PricingField = (typeof PRICING_FIELDS)[number];

/** A number typed into a form field: required, plain decimal, within [min, max]. */
function amount(label: string, min: number, max: number, opts: { integer?: boolean; below?: boolean } = {}) {
  const range = `${label} must be from ${min} to ${opts.below ? `less than ${max}` : max}`;
  return z
    .string({ message: `Enter ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter ${label.toLowerCase()}`)
    .regex(/^\d+(\.\d+)?$|^\.\d+$/, `${label} must be a number like 12 or 3.50`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, range)
        .refine((n) => (opts.below ? n < max : n <= max), range)
        .refine((n) => !opts.integer || Number.isInteger(n), `${label} must be a whole number`),
    );
}

export const pricingInputSchema = z
  .object({
    blank: amount("Blank cost", 0, 10_000),
    inkPaper: amount("Ink and paper per print", 0, 1_000),
    prints: amount("Prints per item", 1, 20, { integer: true }),
    minutes: amount("Minutes of labour", 0, 600),
    hourlyRate: amount("Hourly rate", 0, 1_000),
    overheads: amount("Overheads per item", 0, 10_000),
    feesPercent: amount("Marketplace fees", 0, 100, { below: true }),
    marginPercent: amount("Margin", 0, 100, { below: true }),
  })
  .refine((v) => v.feesPercent + v.marginPercent < 100, {
    path: ["marginPercent"],
    message: "Margin and marketplace fees together must be less than 100%: no price could cover both",
  });

export type PricingInput = z.output<typeof pricingInputSchema>;
/** What the form sends: every field as text. */
export type PricingForm = Record<PricingField, string>;
export type PricingErrors = Partial<Record<PricingField, string>>;

/** Example figures the page opens with (the costing guide's mug example); a seller replaces them. */
export const PRICING_EXAMPLE: PricingForm = {
  blank: "3.00",
  inkPaper: "0.82",
  prints: "1",
  minutes: "6",
  hourlyRate: "20",
  overheads: "1.55",
  feesPercent: "10",
  marginPercent: "40",
};

export interface PricingResult {
  /** Labour, materials and overheads of one item. */
  cost: { materials: number; labour: number; overheads: number; total: number };
  /** Sold to a shop: no marketplace fees, the margin asked for. */
  wholesale: { price: number; profit: number; marginPercent: number };
  /** Sold by you through a marketplace: fees come off the price, the margin is what is left. */
  retail: { price: number; fees: number; profit: number; marginPercent: number };
  /** The shop's shelf price at twice wholesale, and what you keep selling at it yourself. */
  keystone: { price: number; fees: number; profit: number; marginPercent: number };
}

const roundUpToCent = (n: number) => Math.ceil(Math.round(n * 1e6) / 1e4) / 100;
const cents = (n: number) => Math.round(n * 100) / 100;
const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

function atPrice(price: number, cost: number, feeRate: number) {
  const fees = cents(price * feeRate);
  const profit = cents(price - fees - cost);
  return { price, fees, profit, marginPercent: percentOf(profit, price) };
}

export function calculatePricing(input: PricingInput): PricingResult {
  const materials = cents(input.blank + input.inkPaper * input.prints);
  const labour = cents((input.minutes / 60) * input.hourlyRate);
  const overheads = cents(input.overheads);
  const total = cents(materials + labour + overheads);
  const margin = input.marginPercent / 100;
  const feeRate = input.feesPercent / 100;

  const wholesalePrice = roundUpToCent(total / (1 - margin));
  const wholesaleProfit = cents(wholesalePrice - total);
  return {
    cost: { materials, labour, overheads, total },
    wholesale: {
      price: wholesalePrice,
      profit: wholesaleProfit,
      marginPercent: percentOf(wholesaleProfit, wholesalePrice),
    },
    retail: atPrice(roundUpToCent(total / (1 - feeRate - margin)), total, feeRate),
    keystone: atPrice(cents(wholesalePrice * 2), total, feeRate),
  };
}

/** Validates a form's text fields: the numbers, or a message per field. */
export function parsePricingForm(
  form: Partial<Record<PricingField, string | null>>,
): { ok: true; input: PricingInput } | { ok: false; errors: PricingErrors } {
  const parsed = pricingInputSchema.safeParse(Object.fromEntries(PRICING_FIELDS.map((f) => [f, form[f] ?? undefined])));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: PricingErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PricingField;
    if (PRICING_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
