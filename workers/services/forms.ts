// Stores what visitors send through the contact and partnership forms.
import type { ContactMessageInput, PartnershipApplicationInput } from "@common/schemas";
import type { Db } from "../db/client";
import { contactMessages, partnershipApplications } from "../db/schema";

/** Submissions per client address per hour, for each form (the JSON API and the pages' forms share the count). */
export const FORM_LIMIT_PER_HOUR = 5;

export async function saveContactMessage(db: Db, input: ContactMessageInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id });
  return row;
}

export async function savePartnershipApplication(db: Db, input: PartnershipApplicationInput) {
  const [row] = await db
    .insert(partnershipApplications)
    .values({
      companyName: input.companyName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone ?? null,
      website: input.website ?? null,
      partnershipType: input.partnershipType,
      description: input.description,
      experience: input.experience ?? null,
      location: input.location ?? null,
    })
    .returning({ id: partnershipApplications.id });
  return row;
}
