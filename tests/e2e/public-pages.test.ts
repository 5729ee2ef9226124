// Browser tests of the public pages: routes, SEO files, guide detail behind
// sign-in, the buying guide's ROI calculator and chart, the help center.
import { describe, expect, it } from "vitest";
import { baseUrl, signIn, uniqueEmail, useBrowser } from "./support";

const browser = useBrowser();

const PAGES: [string, string][] = [
  ["/", "Master sublimation printing"],
  ["/guides", "Guides &amp; Tutorials"],
  ["/equipment", "Recommended Equipment"],
  ["/equipment/buying-guide", "Equipment Buying Guide"],
  ["/suppliers", "Blank Suppliers"],
  ["/suppliers/catalog", "Supplier Catalog"],
  ["/about", "About Sublimation Hub"],
  ["/contact", "Contact Us"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/help-center", "Help Center"],
  ["/partners", "Partner with Sublimation Hub"],
];

describe("public routes", () => {
  it("answer 200 with server-rendered content, a canonical URL and Open Graph tags", async () => {
    for (const [path, heading] of PAGES) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      const html = (await res.text()).replaceAll("<!-- -->", "");
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}`));
      // The home route's meta belongs to the personal-home screen; every other public page sets its canonical URL.
      if (path !== "/") expect(html, path).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
      expect(html, path).toContain('property="og:title"');
      // The whole page is in place: no part is a hidden segment a script reveals later.
      expect(html, path).not.toMatch(/<template id="B:|\$RC\(/);
    }
    // The landing page's contact form (hydrated later, when it nears the viewport) is inside its section.
    expect(await (await fetch(`${baseUrl()}/`)).text()).toMatch(
      /<section id="contact"(?:(?!<\/section>)[\s\S])*<form[^>]*aria-label="Contact form"/,
    );
    const legal = await (await fetch(`${baseUrl()}/terms-of-service`)).text();
    for (const s of [
      "Acceptance of Terms",
      "Service Description",
      "User Accounts",
      "Subscription and Billing",
      "Acceptable Use",
      "Intellectual Property",
      "Limitation of Liability",
      "Termination",
      "Changes to Terms",
      "December 2024",
    ]) {
      expect(legal).toContain(s);
    }
    expect(await (await fetch(`${baseUrl()}/privacy-policy`)).text()).toContain("Last updated: <!-- -->December 2024");
  });

  it("serves sitemap.xml with every public page and guide, and robots.txt", async () => {
    const guides = (await (await fetch(`${baseUrl()}/api/guides`)).json()) as { id: string }[];
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    for (const [path] of PAGES) expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`);
    for (const g of guides) expect(xml).toContain(`<loc>${baseUrl()}/guides/${g.id}</loc>`);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it("shows the landing sections, the contact section and the floating AI button", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    expect(await page.getByText("NEW! Try our AI Sublimation Chat").isVisible()).toBe(true);
    for (const claim of ["500+", "50,000+", "24/7"])
      expect(await page.getByText(claim, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator("#sample-guides ~ ul > li, section[aria-labelledby=sample-guides] li").count()).toBe(6);
    expect(await page.locator("section[aria-labelledby=equipment-categories] > ul > li").count()).toBe(4);
    expect(await page.locator("section[aria-labelledby=landing-suppliers] > div > ul > li").count()).toBe(6);
    expect(await page.locator("section[aria-labelledby=equipment-categories] p", { hasText: /^From \$/ }).count()).toBe(
      4,
    );
    expect(await page.getByRole("link", { name: "Get Started Free" }).first().getAttribute("href")).toBe("/api/login");
    expect(await page.locator("#contact form").count()).toBe(1);
    // The AI button rests in its own place at the end of the content, and floats only where a margin
    // beside the content leaves it room (2xl, 1536 px): it never covers text (journeys.test.ts).
    const slot = () =>
      page
        .getByRole("link", { name: "Open the AI assistant" })
        .evaluate((el) => el.parentElement && getComputedStyle(el.parentElement).position);
    expect(await slot()).toBe("static");
    await page.setViewportSize({ width: 1536, height: 800 });
    expect(await slot()).toBe("sticky");
    await page.context().close();
  });
});

describe("guide detail", () => {
  it("shows a visitor the guide's preview, then signs them in and brings them back to the same guide", async () => {
    const html = await (await fetch(`${baseUrl()}/guides/fixing-ghosting`)).text();
    // Visitors get the preview (title, description, what it covers), not the guide's text.
    expect(html).toContain("Sign in free to read");
    expect(html).not.toContain("Complete Guide");

    const page = await browser.newPage();
    await page.goto("/guides/fixing-ghosting");
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/sign-in", { timeout: 10_000 }),
      page.getByRole("link", { name: /Sign in free to read/ }).click(),
    ]);
    await page.getByLabel("First name").fill("Reader");
    await page.getByLabel("Last name").fill("One");
    await page.getByLabel("Email").fill(uniqueEmail("reader"));
    await Promise.all([
      page.waitForURL("**/guides/fixing-ghosting"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    expect(await page.getByRole("heading", { name: "Complete Guide" }).isVisible()).toBe(true);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await breadcrumb.getByRole("link", { name: "Home" }).isVisible()).toBe(true);
    expect(await breadcrumb.getByRole("link", { name: "Guides" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Guide Information" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "What You'll Learn" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Sources", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /Save Guide|Saved/ }).count()).toBe(1);
    const askHref = await page.getByRole("link", { name: "Ask AI About This Guide" }).getAttribute("href");
    expect(decodeURIComponent(askHref!.split("?q=")[1])).toContain("Fixing Ghosting");
    expect(await page.getByRole("link", { name: "Ask AI Expert" }).getAttribute("href")).toMatch(/^\/ai-chat\?q=/);
    await page.context().close();
  });

  it("renders structured content safely and answers 404 for an unknown guide", async () => {
    const page = await browser.newPage();
    await signIn(page, { returnTo: "/guides/pricing-and-costing-sublimation-products" });
    const content = page.locator("section[aria-labelledby=complete-guide]");
    expect(await content.locator("table").count()).toBeGreaterThan(0);
    expect(await content.locator("h3").count()).toBeGreaterThan(0);
    expect(await content.locator("ul, ol").count()).toBeGreaterThan(0);
    expect(await content.locator("script, iframe").count()).toBe(0);
    // Difficulty badge colour: business is grey.
    expect(await page.getByText("Business", { exact: true }).first().getAttribute("class")).toContain("bg-slate-100");

    // A visitor's preview and a member's full guide come from different loader branches: both 404.
    const visitor = await fetch(`${baseUrl()}/guides/no-such-guide`);
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).toContain("Guide Not Found");
    expect((await fetch(`${baseUrl()}/guides/fixing-ghosting`)).status).toBe(200);
    const res = await page.goto("/guides/no-such-guide");
    expect(res!.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Guide Not Found" }).isVisible()).toBe(true);
    expect(await page.getByText("The guide you're looking for doesn't exist.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Back to Guides" }).click();
    await page.waitForURL("**/guides");
    await page.context().close();
  });
});

describe("buying guide", () => {
  it("calculates ROI and searches the heat-press chart", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/equipment/buying-guide");
    expect(await page.getByRole("radio", { name: "Budget Planning", exact: true }).isChecked()).toBe(true);
    for (const tier of ["$200 - $500", "$500 - $2,000", "$2,000+"])
      expect(await page.getByText(tier).isVisible()).toBe(true);

    await page.getByRole("radio", { name: "ROI Calculator", exact: true }).check();
    await page.getByLabel("Equipment cost ($)").fill("1000");
    await page.getByLabel("Cost per item (blank, ink, paper) ($)").fill("5");
    await page.getByLabel("Selling price per item ($)").fill("20");
    await page.getByLabel("Items sold per month").fill("50");
    await expect.poll(() => page.getByTestId("roi-profit").textContent()).toBe("$15");
    expect(await page.getByTestId("roi-margin").textContent()).toBe("75.0%");
    expect(await page.getByTestId("roi-monthly").textContent()).toBe("$750");
    expect(await page.getByTestId("roi-items").textContent()).toBe("67");
    expect(await page.getByTestId("roi-months").textContent()).toBe("1.3 months");
    await page.getByLabel("Selling price per item ($)").fill("4");
    await expect.poll(() => page.getByTestId("roi-items").textContent()).toBe("Never at this price");

    await page.getByRole("radio", { name: "Compatibility", exact: true }).check();
    // The settings chart has its own page (tests/e2e/press-settings.test.ts); the tab points to it.
    expect(await page.getByRole("link", { name: "Open the settings chart" }).getAttribute("href")).toBe(
      "/press-settings",
    );
    expect(await page.getByText("380-400 °F", { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe("help center", () => {
  it("filters popular articles and categories, opens an article and links its guide", async () => {
    const page = await browser.newPage();
    await page.goto("/help-center");
    expect(await page.getByTestId("popular-articles").locator("details").count()).toBe(5);
    for (const c of ["getting-started", "equipment-setup", "troubleshooting", "ai-assistant", "account-billing"]) {
      expect(await page.getByTestId(`help-category-${c}`).locator("details").count()).toBe(4);
    }
    await page.getByLabel("Search help articles").fill("ghost");
    await expect.poll(() => page.getByTestId("help-count").textContent()).toBe("1 article matches “ghost”");
    expect(await page.getByTestId("help-category-account-billing").count()).toBe(0);
    const article = page.getByTestId("help-category-troubleshooting").locator("details").first();
    await article.locator("summary").click();
    const guideLink = article.getByRole("link", { name: "Read the full guide" });
    expect(await guideLink.getAttribute("href")).toBe("/guides/fixing-ghosting");
    await page.getByLabel("Search help articles").fill("");
    expect(await page.getByRole("link", { name: "Ask AI", exact: true }).getAttribute("href")).toBe("/ai-chat");
    expect(await page.getByRole("link", { name: "View Guides", exact: true }).getAttribute("href")).toBe("/guides");
    expect(await page.getByRole("link", { name: "Contact Us", exact: true }).last().getAttribute("href")).toBe(
      "/contact",
    );
    await page.context().close();
  });
});
