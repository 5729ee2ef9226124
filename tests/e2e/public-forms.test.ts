// Browser tests of the contact and partnership forms: stored on success and
// cleared; on failure the destructive 'Error' toast and nothing typed is lost.
import type { BrowserContext, Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, waitForHydration } from "./support";

const browser = useBrowser();

let ipCounter = 1;
/** A fresh client address per context, so the per-address form limit never couples tests. */
async function newPage(): Promise<Page> {
  const context: BrowserContext = await browser.newContext();
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${ipCounter++}` });
  return context.newPage();
}

const toastText = (page: Page) => page.getByTestId("toast").textContent();

/** The form's POST to its page's action (the route module's data request once scripts run). */
const postTo = (pathname: string) => (r: Response) =>
  r.request().method() === "POST" && new URL(r.url()).pathname.replace(/\.data$/, "") === pathname;
/** The fields a form posted, url-encoded as a browser sends them. */
const posted = (r: Response) => new URLSearchParams(r.request().postData() ?? "");

/** Holds the form's request until released, to observe the in-flight state. */
async function holdRequests(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(`**${pathname}*`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("contact page form", () => {
  it("shows 'Sending...', stores the message, confirms and clears the form", async () => {
    const page = await newPage();
    await page.goto("/contact");
    expect(
      await page.getByText("We typically respond within 24 hours, Monday to Friday 9 AM to 6 PM EST.").isVisible(),
    ).toBe(true);
    const subject = page.getByLabel("Subject");
    expect(await subject.locator("option").allTextContents()).toEqual([
      "Select a topic",
      "General Question",
      "Technical Support",
      "Equipment Recommendation",
      "Business Guidance",
      "Partnership Inquiry",
    ]);
    expect(await page.getByLabel("Message", { exact: true }).getAttribute("rows")).toBe("5");
    // The honeypot is out of reach for people.
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.evaluate((el) => el.closest("[aria-hidden=true]") !== null)).toBe(true);

    await page.getByLabel("Name", { exact: true }).fill("Jo Maker");
    await page.getByLabel("Email", { exact: true }).fill("jo-e2e@example.com");
    await subject.selectOption("technical");
    await page.getByLabel("Message", { exact: true }).fill("My mugs come out faded.");
    const release = await holdRequests(page, "/contact");
    const response = page.waitForResponse(postTo("/contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect.poll(() => sending.isDisabled()).toBe(true);
    release();
    expect((await response).status()).toBe(200);
    await expect.poll(() => toastText(page)).toContain("Message Sent");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("");
    await page.context().close();
  });

  it("keeps everything typed when the server refuses the message", async () => {
    const page = await newPage();
    await page.goto("/contact");
    // Only spaces pass the browser's 'required' check but not the server's.
    await page.getByLabel("Name", { exact: true }).fill("   ");
    await page.getByLabel("Email", { exact: true }).fill("kept@example.com");
    await page.getByLabel("Subject").selectOption("general");
    await page.getByLabel("Message", { exact: true }).fill("Please keep this text.");
    const response = page.waitForResponse(postTo("/contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await response).status()).toBe(400);
    await expect.poll(() => toastText(page)).toContain("Error");
    expect(await page.getByText("Name is required").isVisible()).toBe(true);
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("kept@example.com");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("Please keep this text.");
    expect(await page.getByLabel("Subject").inputValue()).toBe("general");
    await page.context().close();
  });

  it("sends the landing page form with first and last name", async () => {
    const page = await newPage();
    await page.goto("/#contact");
    // The form's code arrives after the page's; this test is about the hydrated form
    // (a tap before then posts to /contact as a plain form, as without JavaScript).
    await waitForHydration(page, '#contact form input[name="firstName"]');
    const form = page.locator("#contact form");
    await form.getByLabel("First Name").fill("Lee");
    await form.getByLabel("Last Name").fill("Press");
    await form.getByLabel("Email", { exact: true }).fill("lee-e2e@example.com");
    await form.getByLabel("Subject").selectOption("equipment");
    await form.getByLabel("Message", { exact: true }).fill("Which press should I buy?");
    const response = page.waitForResponse(postTo("/contact"));
    await form.getByRole("button", { name: "Send Message" }).click();
    const res = await response;
    expect(res.status()).toBe(200);
    expect(Object.fromEntries(posted(res))).toMatchObject({
      firstName: "Lee",
      lastName: "Press",
      subject: "equipment",
    });
    await expect.poll(() => form.getByLabel("First Name").inputValue()).toBe("");
    await page.context().close();
  });
});

describe("landing page form loading", () => {
  it("renders the form at once but fetches its code only when the section comes near, keeping early typing", async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 700 });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const form = page.locator("#contact form");
    // Server-rendered and laid out, but its chunk is not in the first load.
    expect(await form.getByLabel("First Name").count()).toBe(1);
    expect(scripts.filter((s) => s.includes("contact-form"))).toEqual([]);
    // It posts to the contact page without its script, so it is never a dead button.
    expect(await form.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);

    // Typed before the form hydrates: kept once it does.
    await form.getByLabel("First Name").fill("Early");
    await expect.poll(() => scripts.some((s) => s.includes("contact-form"))).toBe(true);
    await expect.poll(() => form.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    await form.getByLabel("Last Name").fill("Typist");
    await form.getByLabel("Email", { exact: true }).fill("early-e2e@example.com");
    await form.getByLabel("Subject").selectOption("general");
    await form.getByLabel("Message", { exact: true }).fill("Typed before the form was ready.");
    const response = page.waitForResponse(postTo("/contact"));
    await form.getByRole("button", { name: "Send Message" }).click();
    const res = await response;
    expect(res.status()).toBe(200);
    expect(Object.fromEntries(posted(res))).toMatchObject({ firstName: "Early", lastName: "Typist" });
    await page.context().close();
  });
});

describe("partnership application", () => {
  it("preselects the program from ?type=, completes a bare web address, shows 'Submitting Application...', confirms and clears", async () => {
    const page = await newPage();
    await page.goto("/partners?type=blank-material-supplier#apply");
    for (const program of ["Equipment Supplier", "Blank Material Supplier", "Service Provider", "Technology Partner"]) {
      expect(await page.getByRole("heading", { name: program, exact: true }).isVisible()).toBe(true);
    }
    const type = page.getByLabel("Partnership Type");
    expect(await type.inputValue()).toBe("blank-material-supplier");
    expect(
      await page
        .getByLabel("Years in Business")
        .locator("option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(["", "less-than-1-year", "1-3-years", "3-5-years", "5-10-years", "more-than-10-years"]);
    // A text field with the address keyboard: the browser never refuses a bare "acme.com" (the form completes it).
    expect(await page.getByLabel("Website").getAttribute("type")).toBe("text");
    expect(await page.getByLabel("Website").getAttribute("inputmode")).toBe("url");
    expect(await page.locator('input[name="fax"]').getAttribute("tabindex")).toBe("-1");

    await page.getByLabel("Company Name").fill("Blank Co");
    await page.getByLabel("Contact Name").fill("Sam");
    await page.getByLabel("Email Address").fill("sam-e2e@blank.example");
    // Typed the way people say it, the address gets its https:// when the field is left.
    await page.getByLabel("Website").fill("blank.example");
    await page.getByLabel("Website").press("Tab");
    await expect.poll(() => page.getByLabel("Website").inputValue()).toBe("https://blank.example");
    await page.getByLabel("Years in Business").selectOption("3-5-years");
    await page.getByLabel("Tell us about your business and partnership goals").fill("We make polyester blanks.");
    const release = await holdRequests(page, "/partners");
    const response = page.waitForResponse(postTo("/partners"));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Submitting Application..." }).isDisabled()).toBe(true);
    release();
    expect((await response).status()).toBe(200);
    await expect.poll(() => toastText(page)).toContain("Application Submitted");
    expect(await toastText(page)).toContain(
      "We'll review your application and get back to you within 3-5 business days.",
    );
    expect(await page.getByLabel("Company Name").inputValue()).toBe("");
    expect(await type.inputValue()).toBe("");
    await page.context().close();
  });

  it("keeps the application when submitting fails", async () => {
    const page = await newPage();
    await page.goto("/partners");
    await page.getByLabel("Company Name").fill("Keep Co");
    await page.getByLabel("Contact Name").fill("Kim");
    await page.getByLabel("Email Address").fill("kim-e2e@keep.example");
    await page.getByLabel("Partnership Type").selectOption("service-provider");
    await page.getByLabel("Tell us about your business and partnership goals").fill("   ");
    const response = page.waitForResponse(postTo("/partners"));
    await page.getByRole("button", { name: "Submit Application" }).click();
    expect((await response).status()).toBe(400);
    await expect
      .poll(() => toastText(page))
      .toContain("There was an error submitting your application. Please try again.");
    expect(await page.getByLabel("Company Name").inputValue()).toBe("Keep Co");
    expect(await page.getByLabel("Partnership Type").inputValue()).toBe("service-provider");
    expect(await page.getByRole("button", { name: "Submit Application" }).isEnabled()).toBe(true);
    await page.context().close();
  });
});
