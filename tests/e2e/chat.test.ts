// The AI chat screen in a real browser: visitors, a free user up to the monthly
// limit, and a premium user's saved sessions.
import { describe, expect, it } from "vitest";
import { execD1, sqlString } from "./accounts-support";
import { makePremium } from "./chat-support";
import { signIn, uniqueEmail, useBrowser, waitForHydration } from "./support";

const browser = useBrowser();

describe("AI chat screen", () => {
  it("asks visitors to log in", async () => {
    const page = await browser.newPage();
    await page.goto("/sublimation-chat");
    await page.getByRole("heading", { name: "Login Required" }).waitFor();
    const href = await page.getByRole("link", { name: "Log in to Chat" }).getAttribute("href");
    expect(href).toMatch(/^\/api\/login/);
    await page.context().close();
  });

  it("a free user: prefilled question, streamed answer, the counter moves, the limit banner at 20", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    const email = await signIn(page, { email: uniqueEmail("chat-free"), open: false });
    await page.goto(`/ai-chat?q=${encodeURIComponent("How do I prevent ghosting on my sublimation prints?")}`);
    await waitForHydration(page, "textarea"); // typing before React owns the box would be lost
    const input = page.getByLabel("Your sublimation question");
    expect(await input.inputValue()).toBe("How do I prevent ghosting on my sublimation prints?");
    // Prefilled, never sent by itself.
    expect(await page.getByTestId("plan-badge").textContent()).toBe("0/20 messages");
    expect(await page.getByRole("button", { name: "How long should I press a mug in a mug press?" }).isVisible()).toBe(
      true,
    );

    await input.press("Enter");
    const answer = page.getByTestId("chat-message").first();
    await answer.getByRole("heading", { name: /Steps$/ }).waitFor();
    expect(await answer.textContent()).toContain("Ghosting (double image)");
    await answer.getByRole("heading", { name: "Related Topics" }).waitFor();
    expect(await answer.getByRole("link", { name: /Fixing Ghosting:/ }).getAttribute("href")).toBe(
      "/guides/fixing-ghosting",
    );
    expect(await answer.textContent()).toContain("built-in assistant");
    await page.waitForFunction(
      () => document.querySelector('[data-testid="plan-badge"]')?.textContent === "1/20 messages",
    );
    expect(await input.inputValue()).toBe("");

    // No horizontal overflow at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // 18 more used elsewhere this month (another tab, another device): the screen shows the server's count.
    execD1(
      `UPDATE ai_usage SET count = 19 WHERE user_id = (SELECT id FROM users WHERE email = ${sqlString(email)}) AND month = ${sqlString(new Date().toISOString().slice(0, 7))}`,
    );
    await page.reload();
    await waitForHydration(page, "textarea");
    expect(await page.getByTestId("plan-badge").textContent()).toBe("19/20 messages");
    await input.fill("Why are my sublimation colors coming out dull?");
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="plan-badge"]')?.textContent === "20/20 messages",
    );
    await page.getByText("You've reached your monthly limit of 20 messages").waitFor();
    await page.getByRole("link", { name: "Upgrade Now" }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await input.getAttribute("placeholder")).toBe("Message limit reached - upgrade to continue");
    // The tab kept the first answer across the reload (sessionStorage), and the 20th is below it.
    expect(await page.getByTestId("chat-message").count()).toBe(2);

    // New Chat clears the in-memory conversation.
    await page.getByRole("button", { name: "New Chat" }).click();
    expect(await page.getByTestId("chat-message").count()).toBe(0);
    await page.context().close();
  });

  it("a free user already at the limit opens the chat on a phone: the banner and its way on come first, no dead suggestions", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    const email = await signIn(page, { email: uniqueEmail("chat-at-limit"), open: false });
    execD1(
      `INSERT INTO ai_usage (user_id, month, count) SELECT id, ${sqlString(new Date().toISOString().slice(0, 7))}, 20 FROM users WHERE email = ${sqlString(email)} ON CONFLICT DO UPDATE SET count = 20`,
    );
    await page.goto("/ai-chat");
    const banner = page.getByTestId("limit-banner");
    await banner.waitFor();
    // Upgrade Now is on the first screen and nothing (the sticky input bar) lies over it.
    const upgrade = banner.getByRole("link", { name: "Upgrade Now" });
    const onTop = await upgrade.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return box.bottom <= window.innerHeight && !!hit && el.contains(hit);
    });
    expect(onTop).toBe(true);
    // No suggested question to tap that cannot be sent.
    expect(
      await page.getByRole("button", { name: "How do I prevent ghosting on my sublimation prints?" }).count(),
    ).toBe(0);
    expect(await page.getByText("Try one of these questions").count()).toBe(0);
    await Promise.all([page.waitForURL((u) => u.pathname === "/subscribe"), upgrade.click()]);
    await page.context().close();
  });

  it("a free user: the counter does not move for a question the content cannot answer, and moves for an answer", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    await signIn(page, { email: uniqueEmail("chat-no-answer"), open: false });
    await page.goto("/ai-chat");
    await waitForHydration(page, "textarea"); // typing before React owns the box would be lost
    const badge = page.getByTestId("plan-badge");
    expect(await badge.textContent()).toBe("0/20 messages");
    const input = page.getByLabel("Your sublimation question");

    await input.fill("What is the capital of Australia?");
    await input.press("Enter");
    const first = page.getByTestId("chat-message").first();
    await first.getByText("What is the capital of Australia?").waitFor();
    // The honest "no answer" arrived and the composer is free again: nothing was used.
    await page.waitForFunction(
      () => !document.body.textContent?.includes("Thinking about your sublimation question..."),
    );
    await page.getByRole("button", { name: "Send" }).waitFor();
    expect(await badge.textContent()).toBe("0/20 messages");

    await input.fill("How do I prevent ghosting on my sublimation prints?");
    await input.press("Enter");
    await page
      .getByTestId("chat-message")
      .nth(1)
      .getByRole("heading", { name: /Steps$/ })
      .waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="plan-badge"]')?.textContent === "1/20 messages",
    );
    await page.context().close();
  });

  it("keeps a question typed before the screen's script has run", async () => {
    const page = await browser.newPage();
    await signIn(page, { email: uniqueEmail("chat-early"), open: false });
    // The page's script is held back (routing also bypasses the browser's cache) while the person types.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/ai-chat", { waitUntil: "domcontentloaded" });
    const input = page.getByLabel("Your sublimation question");
    await input.fill("Why is my mug print blurry");
    release();
    await waitForHydration(page, "textarea");
    await input.press("End");
    await input.press("?");
    expect(await input.inputValue()).toBe("Why is my mug print blurry?");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/ask-sublimation-expert"));
    await page.getByRole("button", { name: "Send" }).click();
    expect(JSON.parse((await request).postData() ?? "{}")).toMatchObject({ question: "Why is my mug print blurry?" });
    await page.context().close();
  });

  it("keeps an unsent question across a reload and Back, and forgets it once sent (360 px)", async () => {
    const page = await browser.newPage({ width: 360, height: 780 });
    await signIn(page, { email: uniqueEmail("chat-draft"), open: false });
    await page.goto("/ai-chat");
    await waitForHydration(page, "textarea");
    const input = page.getByLabel("Your sublimation question");
    await input.fill("What pressure for a slate photo");
    await page.reload();
    await waitForHydration(page, "textarea");
    await expect.poll(() => input.inputValue()).toBe("What pressure for a slate photo");
    // Away to the guides and Back: still there.
    await page.goto("/guides");
    await page.goBack();
    await waitForHydration(page, "textarea");
    await expect.poll(() => input.inputValue()).toBe("What pressure for a slate photo");
    await input.press("End");
    await input.press("?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => input.inputValue()).toBe("");
    const message = page.getByTestId("chat-message");
    await message.first().waitFor();
    await expect.poll(() => page.getByText("Thinking about your sublimation question...").count()).toBe(0);
    await page.reload();
    await waitForHydration(page, "textarea");
    // The sent question is in the conversation, not back in the box.
    await expect.poll(() => message.first().textContent()).toContain("What pressure for a slate photo?");
    expect(await input.inputValue()).toBe("");
    await page.context().close();
  });

  it("shows the thinking state, and the failure toasts when an ask fails or the session has ended", async () => {
    const page = await browser.newPage();
    await signIn(page, { email: uniqueEmail("chat-toasts"), open: false });
    await page.goto("/ai-chat");
    await waitForHydration(page, "textarea"); // typing before React owns the box would be lost
    const input = page.getByLabel("Your sublimation question");

    // A slow answer, held until both have been seen: the thinking state and the Stop button show while waiting.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/ask-sublimation-expert", async (route) => {
      await held;
      await route.continue();
    });
    await input.fill("How do I prevent ghosting on my sublimation prints?");
    await input.press("Enter");
    await page.getByText("Thinking about your sublimation question...").first().waitFor();
    await page.getByRole("button", { name: "Stop" }).waitFor();
    release();
    await page
      .getByTestId("chat-message")
      .getByRole("heading", { name: /Steps$/ })
      .waitFor();
    await page.unroute("**/api/ask-sublimation-expert");

    // Any other failure: 'Error' / 'Failed to get response. Please try again.', and the question is kept.
    await page.route("**/api/ask-sublimation-expert", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal server error"}' }),
    );
    await input.fill("Why are my sublimation colors coming out dull?");
    await input.press("Enter");
    const toast = page.getByTestId("toast");
    await toast.getByText("Failed to get response. Please try again.").waitFor();
    expect(await toast.getByText("Error", { exact: true }).count()).toBe(1);
    expect(await input.inputValue()).toBe("Why are my sublimation colors coming out dull?");
    expect(await page.getByTestId("chat-message").count()).toBe(1);
    await page.unroute("**/api/ask-sublimation-expert");

    // 401: 'Please log in' and a redirect to the sign-in after 1.5 s.
    await page.context().clearCookies();
    await input.press("Enter");
    await toast.getByText("You need to be logged in to use the AI assistant.").waitFor();
    expect(await toast.getByText("Please log in").count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/ai-chat");
    await page.waitForURL((u) => u.pathname === "/sign-in", { timeout: 10_000 });
    await page.context().close();
  });

  it("a premium user creates, renames, switches and deletes sessions", async () => {
    const email = uniqueEmail("chat-premium");
    const page = await browser.newPage();
    await signIn(page, { email, open: false });
    makePremium(email);
    await page.goto("/ai-chat");
    await waitForHydration(page, "textarea"); // typing before React owns the box would be lost
    await page.getByTestId("plan-badge").getByText("Premium").first().waitFor();
    const sidebar = page.getByRole("navigation", { name: "Chat sessions" }).first();

    // First conversation: created on the first ask and titled from the question.
    await page.getByRole("button", { name: "What temperature should I use for polyester shirts?" }).click();
    await page.getByTestId("chat-message").getByRole("heading", { name: "Sources" }).waitFor();
    expect(await page.getByTestId("chat-message").textContent()).toContain("400 °F (204 °C)");
    // 51 characters: cut to 50 with an ellipsis.
    await sidebar.getByText("What temperature should I use for polyester shirts...", { exact: true }).waitFor();
    await sidebar.getByText("1 message").waitFor();

    // Second conversation through New Chat.
    await sidebar.getByRole("button", { name: "New Chat" }).click();
    expect(await page.getByTestId("chat-message").count()).toBe(0);
    const input = page.getByLabel("Your sublimation question");
    await input.fill("How long should I press a mug in a mug press?");
    await input.press("Enter");
    await page.getByTestId("chat-message").getByRole("heading", { name: "Sources" }).waitFor();
    await sidebar.getByText("How long should I press a mug in a mug press?").waitFor();

    // Switch back to the first one: its messages load from the server.
    await sidebar.getByRole("button", { name: /^What temperature should I use/ }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="chat-message"]')?.textContent?.includes("polyester shirts"),
    );
    expect(await page.getByTestId("chat-message").count()).toBe(1);

    // Rename inline: Escape cancels, Enter saves.
    await sidebar.getByRole("button", { name: /Options for What temperature/ }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const title = sidebar.getByLabel("Chat title");
    await title.fill("Something else");
    await title.press("Escape");
    await sidebar.getByText("What temperature should I use for polyester shirts...", { exact: true }).waitFor();
    await sidebar.getByRole("button", { name: /Options for What temperature/ }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    await sidebar.getByLabel("Chat title").fill("Team shirts");
    await sidebar.getByLabel("Chat title").press("Enter");
    await sidebar.getByText("Team shirts").waitFor();
    await page.getByTestId("toast").getByText("Success").waitFor();

    // Reload: both sessions are still there, with their counts.
    await page.reload();
    await sidebar.getByText("Team shirts").waitFor();
    expect(await sidebar.getByText("1 message").count()).toBe(2);

    // Delete the active session after the confirmation.
    await sidebar.getByRole("button", { name: /^Team shirts/ }).click();
    await page.getByTestId("chat-message").first().waitFor();
    await sidebar.getByRole("button", { name: "Options for Team shirts" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog
      .getByText("Are you sure you want to delete this chat session? This action cannot be undone.")
      .waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await sidebar.getByText("Team shirts").waitFor({ state: "detached" });
    await sidebar.getByText("How long should I press a mug in a mug press?").waitFor();
    expect(await page.getByTestId("chat-message").count()).toBe(0);
    await page.getByRole("heading", { name: "Welcome to your AI Sublimation Expert!" }).waitFor();
    await page.context().close();
  });
});
