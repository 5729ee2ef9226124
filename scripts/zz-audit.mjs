import { chromium } from "playwright-core";
const base = "http://127.0.0.1:8790";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const guides = await (await fetch(base + "/api/guides")).json();
const pages = ["/", "/guides", `/guides/${guides[0].id}`, "/equipment", "/equipment/buying-guide", "/suppliers", "/suppliers/catalog", "/press-settings", "/troubleshooting", "/answers", "/answers?q=ghosting", "/help-center", "/about", "/contact", "/partners", "/pricing", "/ai-chat", "/search?q=mug", "/tools/pricing", "/care-cards"];
for (const w of [360]) {
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: w, height: 800 } });
  const page = await ctx.newPage();
  for (const p of pages) {
    const r = await page.goto(base + p);
    const dead = await page.evaluate(() =>
      [...document.querySelectorAll("button, [role=button], [role=tab], input[type=button]")]
        .filter((b) => b.checkVisibility() && !(b.form && b.type !== "button") && !b.closest("summary"))
        .map((b) => `${b.tagName.toLowerCase()}[type=${b.getAttribute("type")}] "${(b.textContent || b.getAttribute("aria-label") || "").trim().slice(0, 40)}"`),
    );
    console.log(w, p, r.status(), dead.length ? dead.join(" | ") : "ok");
  }
  await ctx.close();
}
await browser.close();
