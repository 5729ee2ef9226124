// Where the machine's Chromium lives and the flags every headless run uses: the
// browser tests (tests/e2e/chromium.ts), `npm run phone` and `npm run lighthouse`.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
