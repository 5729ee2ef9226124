// A web address typed without its scheme is completed the same way in the
// partnership form's script and in the schema the server checks it with.
import { describe, expect, it } from "vitest";
import { partnershipApplicationSchema } from "@common/schemas";
import { completeWebAddress } from "@common/web-address";

const application = (website: string) => ({
  companyName: "Acme Blanks",
  contactName: "Pat",
  email: "pat@acme.example",
  website,
  partnershipType: "blank-material-supplier",
  description: "Polyester blanks.",
});

describe("a web address as people type it", () => {
  it.each([
    ["acme.com", "https://acme.com"],
    ["www.acme.co.uk/shop", "https://www.acme.co.uk/shop"],
    ["https://acme.com", "https://acme.com"],
    ["javascript:alert(1)", "javascript:alert(1)"],
    ["not an address", "not an address"],
  ])("completes %j as %j", (typed, completed) => {
    expect(completeWebAddress(typed)).toBe(completed);
  });

  it("is accepted bare by the server's schema, which still refuses any scheme but http and https", () => {
    const bare = partnershipApplicationSchema.safeParse(application("acme.com"));
    expect(bare.success && bare.data.website).toBe("https://acme.com");
    const script = partnershipApplicationSchema.safeParse(application("javascript:alert(1)"));
    expect(script.success).toBe(false);
    const ftp = partnershipApplicationSchema.safeParse(application("ftp://acme.com"));
    expect(ftp.success).toBe(false);
  });
});
