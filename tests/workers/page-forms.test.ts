// The contact and partnership forms posted as plain forms (no script): the
// route actions' shared handler with the real D1 and rate limiter.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { contactMessageSchema, partnershipApplicationSchema } from "@common/schemas";
import { submitForm } from "../../app/routes/forms.server";
import { getDb } from "../../workers/db/client";
import { saveContactMessage, savePartnershipApplication } from "../../workers/services/forms";
import { count, ORIGIN } from "./helpers";

const post = (fields: Record<string, string>, ip: string) =>
  new Request(`${ORIGIN}/contact`, {
    method: "POST",
    headers: { "CF-Connecting-IP": ip, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

const contact = (request: Request) =>
  submitForm(request, env, {
    schema: contactMessageSchema,
    bucket: "contact",
    honeypot: "website",
    save: (input) => saveContactMessage(getDb(env), input),
  });

const fields = { name: "Robin Press", email: "robin@example.com", subject: "technical", message: "Ghosting on mugs." };

describe("page form posts", () => {
  it("stores a valid contact message and answers sent", async () => {
    const before = await count("contact_messages");
    const res = await contact(post(fields, "198.51.100.60"));
    expect(res.init?.status ?? 200).toBe(200);
    expect(res.data).toEqual({ sent: true, errors: {}, values: {} });
    expect(await count("contact_messages")).toBe(before + 1);
  });

  it("answers 400 with each field's message and what was typed, storing nothing", async () => {
    const before = await count("contact_messages");
    const res = await contact(post({ ...fields, email: "nope", subject: "" }, "198.51.100.61"));
    expect(res.init?.status).toBe(400);
    expect(res.data.sent).toBe(false);
    expect(Object.keys(res.data.errors).sort()).toEqual(["email", "subject"]);
    expect(res.data.values.name).toBe("Robin Press");
    expect(await count("contact_messages")).toBe(before);
  });

  it("discards a filled honeypot while answering sent", async () => {
    const before = await count("contact_messages");
    const res = await contact(post({ ...fields, website: "http://spam.example" }, "198.51.100.62"));
    expect(res.data.sent).toBe(true);
    expect(await count("contact_messages")).toBe(before);
  });

  it("shares the API's per-address limit (429 with a message, nothing stored)", async () => {
    for (let i = 0; i < 5; i++) expect((await contact(post(fields, "198.51.100.63"))).data.sent).toBe(true);
    const before = await count("contact_messages");
    const res = await contact(post(fields, "198.51.100.63"));
    expect(res.init?.status).toBe(429);
    expect(res.data.formError).toMatch(/Too many submissions/);
    expect(await count("contact_messages")).toBe(before);
  });

  it("validates a partnership application with the shared schema", async () => {
    const res = await submitForm(
      post(
        { companyName: "Blank Co", contactName: "Sam", email: "sam@blank.example", description: "x" },
        "198.51.100.64",
      ),
      env,
      {
        schema: partnershipApplicationSchema,
        bucket: "partnership",
        honeypot: "fax",
        save: (input) => savePartnershipApplication(getDb(env), input),
      },
    );
    expect(res.init?.status).toBe(400);
    expect(res.data.errors.partnershipType).toBe("Select a partnership type");
  });
});
