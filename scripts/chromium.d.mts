// Types of chromium.mjs, for the TypeScript tests that use it.
export const CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
