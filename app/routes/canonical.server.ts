/**
 * The page's absolute address without its query string, for <link rel="canonical">:
 * from the loader's `url`, which React Router gives without the `.data` suffix of a
 * client navigation's data request.
 */
export function canonicalUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
