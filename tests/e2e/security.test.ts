// Browser checks of the security rules that depend on what a real browser sends:
// Sec-Fetch-Site on a cross-site navigation, Origin on a cross-site form post,
// __Host- cookies on http://localhost, private caching of personal answers, and
// the return path after sign-in. "Another site" is a page served by the test
// itself at http://evil.test (intercepted, never reaching the network).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, signIn, signInWithDevForm, useBrowser } from "./support";

const browser = useBrowser();

async function evilPage(page: Page, html: string) {
  await page.route("http://evil.test/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: html }),
  );
  await page.goto("http://evil.test/");
}

const signedIn = async (page: Page) =>
  (await page.evaluate(async () => (await fetch("/api/auth/user", { credentials: "include" })).status)) === 200;

describe("security in the browser", () => {
  it("keeps the session cookies __Host- and Secure on http://localhost", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithDevForm(page);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "__Host-session");
    expect(session?.secure).toBe(true);
    expect(session?.httpOnly).toBe(true);
    expect(cookies.some((c) => c.name === "flash")).toBe(false);
  });

  it("a link from another site to /api/logout asks instead of signing out", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, { open: false });
    await evilPage(page, `<!doctype html><a id="go" href="${baseUrl()}/api/logout">win a prize</a>`);
    await Promise.all([page.waitForURL((u) => u.pathname === "/api/logout"), page.click("#go")]);
    expect(await page.getByRole("heading", { name: "Sign out?" }).isVisible()).toBe(true);
    expect(await signedIn(page)).toBe(true);
    // The page's own button signs out, from this site.
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/"),
      page.getByRole("button", { name: "Sign out" }).click(),
    ]);
    expect(await signedIn(page)).toBe(false);
  });

  it("a form posted from another site is refused", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, { open: false });
    await evilPage(
      page,
      `<!doctype html><form id="f" method="post" enctype="text/plain" action="${baseUrl()}/api/ask-sublimation-expert"><input name='{"question":"x","y":"' value='"}'></form>`,
    );
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/ask-sublimation-expert")),
      page.evaluate(() => (document.getElementById("f") as HTMLFormElement).submit()),
    ]);
    expect(response.status()).toBe(403);
    // The refused request leaves the site answering (its unread body is discarded).
    const after = await fetch(`${baseUrl()}/api/guides`, { signal: AbortSignal.timeout(20_000) });
    expect(after.status).toBe(200);
  });

  it("answers personal data as private, no-store and never returns to another site after sign-in", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    const headers = await page.evaluate(async () => {
      const out: Record<string, string | null> = {};
      for (const path of ["/dashboard", "/dashboard.data", "/guides.data", "/"]) {
        out[path] = (await fetch(path, { credentials: "include" })).headers.get("Cache-Control");
      }
      return out;
    });
    for (const value of Object.values(headers)) expect(value).toBe("private, no-store");

    await page.goto("/sign-in?returnTo=/.//evil.example", { waitUntil: "commit" });
    expect(page.url()).toBe(`${baseUrl()}/`);
    const data = await page.evaluate(async () => {
      const res = await fetch("/sign-in.data?returnTo=" + encodeURIComponent("/.//evil.example"), {
        credentials: "include",
        redirect: "manual",
      });
      return { redirect: res.headers.get("X-Remix-Redirect"), body: await res.text() };
    });
    expect(`${data.redirect ?? ""}${data.body}`).not.toContain("//evil.example");
  });
});
