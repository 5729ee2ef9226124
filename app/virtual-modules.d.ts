declare module "virtual:split-preloads" {
  /** Split module path → URLs of its client chunk and the chunks it imports (server build only). */
  const preloads: Record<string, string[]>;
  export default preloads;
}

declare module "virtual:engine-index" {
  /** The answer engine's index of the content files as data (serializeIndex) with their version, or null where none is bundled. */
  const bundled: { version: string; data: string } | null;
  export default bundled;
}
