// Where the test browser lives and the flags it runs with (shared by the global
// setup, which starts it, and the test files' support), the same as the scripts'.
export { CHROMIUM as CHROMIUM_PATH, CHROMIUM_ARGS } from "../../scripts/chromium.mjs";
