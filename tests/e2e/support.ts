// Browser test support: Debian's Chromium driven by playwright-core.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export { CHROMIUM_PATH } from "./chromium";

export function baseUrl(): string {
  return inject("baseUrl");
}

/**
 * The one Chromium the global setup started for the whole run: a file connects
 * to it instead of launching its own (a launch costs seconds on a busy machine).
 * Closing a connected browser closes only the contexts this connection opened.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

let contexts = 0;
/**
 * A client address of this context's own (127.x.y.z, from this test file's process id and a
 * count: loopback, as the development sign-in requires), so per-address limits (sign-in: 20 a
 * minute) never couple tests, nor files run side by side.
 */
function ownClientAddress(): string {
  const n = contexts++;
  return `127.${1 + ((process.pid >> 8) % 250)}.${process.pid & 255}.${(n % 250) + 1}`;
}

/** One browser connection per test file, closed at the end. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /**
     * A context whose pages' `goto` and `reload` also wait until React has hydrated the
     * document: a page's scripts are fetched after its first paint, so "load" can come
     * before the page is interactive, as for a person who clicks at once. Without an explicit
     * `waitUntil` they wait for the document's own scripts (DOMContentLoaded: the entry
     * modules have run) and hydration, not for every image ("load"): no test reads the page
     * before it is hydrated, and the site's pictures have fixed sizes and the text no web
     * fonts, so nothing moves when they arrive. A test that needs "load" asks for it.
     */
    async newContext(
      opts: { width?: number; height?: number; javaScriptEnabled?: boolean } = {},
    ): Promise<BrowserContext> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        javaScriptEnabled: opts.javaScriptEnabled ?? true,
        // A test that needs another address sets its own (setExtraHTTPHeaders replaces this one).
        extraHTTPHeaders: { "CF-Connecting-IP": ownClientAddress() },
      });
      // Without scripts nothing hydrates: pages are used as the server rendered them.
      if (opts.javaScriptEnabled === false) return context;
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const page = await newPage();
        const goto = page.goto.bind(page);
        const untilLoad = (o?: { waitUntil?: string }) =>
          !o?.waitUntil || o.waitUntil === "load" || o.waitUntil === "networkidle";
        const withDefault = <T extends { waitUntil?: "load" | "domcontentloaded" | "networkidle" | "commit" }>(
          o?: T,
        ) => (o?.waitUntil ? o : { ...o, waitUntil: "domcontentloaded" as const });
        page.goto = async (url, options) => {
          const response = await goto(url, withDefault(options));
          if (untilLoad(options)) await waitForPageHydrated(page);
          return response;
        };
        const reload = page.reload.bind(page);
        page.reload = async (options) => {
          const response = await reload(withDefault(options));
          if (untilLoad(options)) await waitForPageHydrated(page);
          return response;
        };
        return page;
      };
      return context;
    },
    async newPage(opts: { width?: number; height?: number } = {}): Promise<Page> {
      const context = await this.newContext(opts);
      return context.newPage();
    },
  };
}

let counter = 0;
/** A unique e-mail per call, so tests never share a user. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now()}-${process.pid}-${counter++}@example.com`;
}

/** Signs in through the development sign-in form, as a person would. */
export async function signInWithDevForm(
  page: Page,
  opts: { firstName?: string; lastName?: string; email?: string; returnTo?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  await page.goto(`/api/login${opts.returnTo ? `?returnTo=${encodeURIComponent(opts.returnTo)}` : ""}`);
  await page.getByLabel("First name").fill(opts.firstName ?? "Test");
  await page.getByLabel("Last name").fill(opts.lastName ?? "User");
  await page.getByLabel("Email").fill(email);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith("/sign-in")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  await waitForPageHydrated(page);
  return email;
}

/** The one-time message cookie (the welcome after sign-in), as the Worker names it. */
const FLASH_COOKIE = "__Host-flash";

/**
 * Signs in as setup for a test about something else: the development sign-in form's own
 * request (what its Sign in button posts), made from the page's context so the session and
 * the welcome message land in its cookies, then the page opens where the form would have
 * returned to. It skips rendering and hydrating the sign-in page (seconds per test); the form
 * itself is tested with signInWithDevForm and in the tests that fill it.
 */
export async function signIn(
  page: Page,
  opts: { firstName?: string; lastName?: string; email?: string; returnTo?: string; open?: boolean } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const res = await page.request.post("/api/login/dev", {
    form: {
      firstName: opts.firstName ?? "Test",
      lastName: opts.lastName ?? "User",
      email,
      returnTo: opts.returnTo ?? "/",
    },
    maxRedirects: 0,
  });
  const location = res.headers().location;
  if (res.status() !== 303 || !location) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  // `open: false` for a test whose next step opens a page of its own: the welcome message the
  // returned-to page would have shown (and used up) is dropped instead.
  if (opts.open === false) await page.context().clearCookies({ name: FLASH_COOKIE });
  else await page.goto(location);
  return email;
}

/**
 * Waits until React has hydrated the element `selector` names (React marks the
 * DOM nodes it owns), so a test that changes the page's DOM does not race hydration:
 * a change made before it is a hydration mismatch, and React re-renders over it.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
  }, selector);
}

/**
 * Waits until React has hydrated the whole document (its footer, rendered last,
 * is React's); at once on a page React does not render (JSON, an image).
 */
export async function waitForPageHydrated(page: Page) {
  await page.waitForFunction(() => {
    if (!document.querySelector("script[nonce]")) return true;
    const footer = document.querySelector("footer");
    return !!footer && Object.keys(footer).some((k) => k.startsWith("__reactFiber$"));
  });
}
