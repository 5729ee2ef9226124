// The care card page's optional personalisation (?shop=…&contact=…): the seller's
// shop name and how customers reach them, printed on the card.
import { z } from "zod";

const line = (label: string) =>
  z
    .string()
    .trim()
    .max(60, `${label} must be 60 characters or fewer`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);

export const careCardQuerySchema = z.object({
  shop: line("Shop name").default(""),
  contact: line("Contact line").default(""),
});
