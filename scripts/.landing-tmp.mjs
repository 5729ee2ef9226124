import { chromium } from "playwright-core";
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
const [base, dir] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
const page = await ctx.newPage();
const scripts = new Set();
page.on("response", (r) => {
  if (r.url().endsWith(".js")) scripts.add(new URL(r.url()).pathname);
});
await page.goto(base + "/", { waitUntil: "networkidle" });
await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await page.waitForLoadState("networkidle");
await page.waitForTimeout(1500);
let t = 0;
for (const p of [...scripts].sort()) {
  const f = join(dir, "client", p);
  const n = existsSync(f) ? gzipSync(readFileSync(f)).length : 0;
  t += n;
  console.log((n / 1000).toFixed(1), p);
}
console.log("total", (t / 1000).toFixed(1));
await browser.close();
