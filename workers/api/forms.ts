// What visitors send: contact messages and partnership applications. Both are
// validated, stored for the admin area, and protected against spam by a
// honeypot field and a per-address limit that holds across isolates.
import { Hono, type Context } from "hono";
import { contactMessageSchema, partnershipApplicationSchema } from "@common/schemas";
import { getDb } from "../db/client";
import { tooManyRequests } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { jsonInput } from "../lib/validate";
import { FORM_LIMIT_PER_HOUR, saveContactMessage, savePartnershipApplication } from "../services/forms";
import { clientAddress, rateLimit } from "../services/rate-limit";

async function limit(c: Context<AppBindings>, bucket: string) {
  const result = await rateLimit(c.env, bucket, clientAddress(c.req.raw), FORM_LIMIT_PER_HOUR, 60 * 60 * 1000);
  if (!result.allowed) {
    throw tooManyRequests("Too many submissions. Please try again later.", result.retryAfterSeconds);
  }
}

export const formsApi = new Hono<AppBindings>()
  .post("/contact", jsonInput(contactMessageSchema), async (c) => {
    const input = c.req.valid("json");
    await limit(c, "contact");
    // A filled honeypot is a bot: answer as if accepted, store nothing.
    if (input.website) return c.json({ message: "Message sent" }, 201);
    await saveContactMessage(getDb(c.env), input);
    return c.json({ message: "Message sent" }, 201);
  })
  .post("/partnership-applications", jsonInput(partnershipApplicationSchema), async (c) => {
    const input = c.req.valid("json");
    await limit(c, "partnership");
    if (input.fax) return c.json({ message: "Application submitted" }, 201);
    await savePartnershipApplication(getDb(c.env), input);
    return c.json({ message: "Application submitted" }, 201);
  });
