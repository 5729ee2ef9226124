// Quick answers in a real browser: the /answers page (search, links by id, the
// materials table, FAQPage data under the CSP nonce, sitemap, where it is linked
// from), and the chat: a question the content cannot answer costs a free user no
// message; a beginner's question gets a quick answer with its source link.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseUrl, signIn, uniqueEmail, useBrowser } from "./support";

const browser = useBrowser();
type Answer = { id: string; question: string; answer: string; link: string; topic: string };

async function answers(): Promise<Answer[]> {
  return ((await (await fetch(`${baseUrl()}/api/answers`)).json()) as { answers: Answer[] }).answers;
}

describe("the /answers page", () => {
  it("renders each topic's first answers with a link to all of them, FAQPage data carrying the nonce, and the materials table", async () => {
    const all = await answers();
    expect(all.length).toBeGreaterThan(0);
    const res = await fetch(`${baseUrl()}/answers`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Quick Answers/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/answers"/>`);
    // Six of each topic on the index (a page of every answer is too long for a phone); each topic's link shows all.
    const rank = new Map<string, number>();
    const shown = all.filter((a) => {
      rank.set(a.topic, (rank.get(a.topic) ?? 0) + 1);
      return (rank.get(a.topic) ?? 0) <= 6;
    });
    expect(shown.length).toBeLessThan(all.length);
    for (const a of all) expect(html.includes(`id="${a.id}"`), a.id).toBe(shown.includes(a));
    for (const topic of new Set(all.filter((a) => !shown.includes(a)).map((a) => a.topic))) {
      const inTopic = all.filter((a) => a.topic === topic);
      expect(html).toContain(`href="/answers?topic=${topic}#topic-${topic}"`);
      const opened = await (await fetch(`${baseUrl()}/answers?topic=${topic}`)).text();
      for (const a of inTopic) expect(opened).toContain(`id="${a.id}"`);
      expect(opened).toContain(`<link rel="canonical" href="${baseUrl()}/answers"/>`);
    }
    const ld = /<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    // The script is allowed by this response's nonce, or (a page from the edge cache) by its exact hash.
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const hash = createHash("sha256").update(ld![2]).digest("base64");
    expect(csp.includes(`'nonce-${ld![1]}'`) || csp.includes(`'sha256-${hash}'`)).toBe(true);
    const data = JSON.parse(ld![2]) as { "@type": string; mainEntity: { "@type": string; name: string }[] };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q) => q.name)).toEqual(shown.map((a) => a.question));
    expect(html).toContain('data-testid="materials-table"');

    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${baseUrl()}/answers</loc>`);
    for (const a of all) expect(xml).toContain(`<loc>${baseUrl()}/answers/${a.id}</loc>`);
  });

  it("searches with ?q=, opens one answer at its own address, 404s an unknown one, and is linked from the footer and help center", async () => {
    const [first] = await answers();
    const page = await browser.newPage({ width: 360, height: 780 });
    await page.goto("/help-center");
    await page.getByRole("main").getByRole("link", { name: "Quick Answers" }).click();
    await page.waitForURL("**/answers");
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Quick Answers" }).getAttribute("href")).toBe(
      "/answers",
    );

    await page.getByLabel("Search quick answers").fill(first.question.toLowerCase().replace(/[?.,]/g, ""));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/answers\?q=/);
    await page.getByTestId("answers-count").waitFor();
    expect(await page.getByTestId("quick-answer").first().getAttribute("id")).toBe(first.id);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The index lists each question with the sentence that answers it; the question opens the whole answer.
    await page.goto("/answers");
    const card = page.locator(`[id="${first.id}"]`);
    // The answer's last words as the page shows them: Markdown links (a chart row's figures) read as their text.
    const shown = first.answer.replace(/\*\*/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const lastWords = shown.split(" ").slice(-4).join(" ");
    expect(await card.textContent()).not.toContain(lastWords);
    expect(await card.textContent()).toContain("Sources:");
    await card.getByRole("link", { name: first.question }).click();
    await page.waitForURL(`**${first.link}`);
    // The question is the page's own heading, under a trail back to its topic and to every answer.
    await page.getByRole("heading", { level: 1, name: first.question }).waitFor();
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").allTextContents()).toEqual([
      "Home",
      "Quick Answers",
      expect.any(String),
    ]);
    expect(await page.locator(`[id="${first.id}"]`).textContent()).toContain(lastWords);
    expect(await page.locator(`[id="${first.id}"]`).textContent()).toContain("Sources:");
    expect(await page.getByRole("heading", { level: 2, name: /^More on / }).isVisible()).toBe(true);
    // An answer's own page is never shown as a search, whatever its address carries.
    await page.goto(`${first.link}?q=cotton`);
    expect(await page.getByRole("heading", { level: 1, name: first.question }).isVisible()).toBe(true);
    expect(await page.getByTestId("answers-count").count()).toBe(0);
    expect((await fetch(`${baseUrl()}/answers/no-such-answer`)).status).toBe(404);
    await page.context().close();
  });
});

describe("the chat and quick answers", () => {
  it("a free user: no answer costs no message; a beginner question gets a quick answer with its source link", async () => {
    const page = await browser.newPage();
    await signIn(page, { email: uniqueEmail("chat-answers"), open: false });
    await page.goto("/ai-chat");
    expect(await page.getByRole("link", { name: "quick answers", exact: true }).getAttribute("href")).toBe("/answers");
    const input = page.getByLabel("Your sublimation question");
    expect(await page.getByTestId("plan-badge").textContent()).toBe("0/20 messages");

    await input.fill("what time does the hobby shop on main street close tonight");
    await input.press("Enter");
    const first = page.getByTestId("chat-message").first();
    await first.getByText("I'm not sure, and I won't guess").waitFor();
    // The honest no-answer gives the message back: the counter does not move.
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("plan-badge").textContent()).toBe("0/20 messages");

    await input.fill("can i sublimate on a cotton tee");
    await input.press("Enter");
    const second = page.getByTestId("chat-message").nth(1);
    await second.getByRole("heading", { name: "Sources" }).waitFor();
    const hrefs = await second.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs.some((h) => h?.startsWith("/answers/"))).toBe(true);
    expect((await second.textContent())?.toLowerCase()).toContain("polyester");
    await page.waitForFunction(
      () => document.querySelector('[data-testid="plan-badge"]')?.textContent === "1/20 messages",
    );
    await page.context().close();
  });
});
