import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { count, ORIGIN } from "./helpers";
import { workerFetch } from "./worker";

const post = (path: string, body: unknown, ip = "198.51.100.1") =>
  workerFetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const contact = { name: "Jo Maker", email: "jo@example.com", subject: "technical", message: "My mugs come out faded." };
const application = {
  companyName: "Blank Co",
  contactName: "Sam",
  email: "sam@blank.example",
  partnershipType: "blank-material-supplier",
  description: "We make polyester blanks.",
  website: "https://blank.example",
  experience: "3-5-years",
};

describe("POST /api/contact", () => {
  it("stores a valid message as unread", async () => {
    const res = await post("/api/contact", contact, "198.51.100.10");
    expect(res.status).toBe(201);
    const row = await env.DB.prepare(
      "SELECT name, email, subject, message, is_read FROM contact_messages WHERE email = ?",
    )
      .bind("jo@example.com")
      .first();
    expect(row).toEqual({ ...contact, is_read: 0 });
  });

  it.each([
    [{ ...contact, email: "not-an-email" }, "email"],
    [{ ...contact, subject: "spam" }, "subject"],
    [{ ...contact, name: "   " }, "name"],
    [{ ...contact, message: "x".repeat(5001) }, "message"],
    [{ ...contact, name: 42 }, "name"],
  ])("refuses bad input with 400 and stores nothing (%#)", async (body, field) => {
    const before = await count("contact_messages");
    const res = await post("/api/contact", body, "198.51.100.11");
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(json.fieldErrors)).toContain(field);
    expect(await count("contact_messages")).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await post("/api/contact", "{nope", "198.51.100.12");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Request body must be valid JSON" });
  });

  it("accepts but discards a filled honeypot", async () => {
    const before = await count("contact_messages");
    const res = await post("/api/contact", { ...contact, website: "http://spam.example" }, "198.51.100.13");
    expect(res.status).toBe(201);
    expect(await count("contact_messages")).toBe(before);
  });

  it("limits each address to 5 an hour, even when sent at once", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => post("/api/contact", contact, "198.51.100.14")));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await post("/api/contact", contact, "198.51.100.15")).status).toBe(201);
  });
});

describe("POST /api/partnership-applications", () => {
  it("stores a valid application", async () => {
    const res = await post("/api/partnership-applications", application, "203.0.113.1");
    expect(res.status).toBe(201);
    const row = await env.DB.prepare(
      "SELECT company_name, partnership_type, experience, phone FROM partnership_applications",
    ).first();
    expect(row).toEqual({
      company_name: "Blank Co",
      partnership_type: "blank-material-supplier",
      experience: "3-5-years",
      phone: null,
    });
  });

  it("refuses a bad website, type or e-mail with field messages", async () => {
    const before = await count("partnership_applications");
    const res = await post(
      "/api/partnership-applications",
      { ...application, website: "not a url", partnershipType: "reseller", email: "x" },
      "203.0.113.2",
    );
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(json.fieldErrors).sort()).toEqual(["email", "partnershipType", "website"]);
    expect(await count("partnership_applications")).toBe(before);
  });
});
