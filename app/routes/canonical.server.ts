/** The page's absolute address without its query string, for <link rel="canonical">. */
export function canonicalUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}
