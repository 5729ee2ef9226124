declare module "virtual:split-preloads" {
  /** Split module path → URLs of its client chunk and the chunks it imports (server build only). */
  const preloads: Record<string, string[]>;
  export default preloads;
}
