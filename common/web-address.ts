// A web address as people type it, completed the same way in the browser and on the server.

/** A bare address ("acme.com", "www.acme.co.uk/shop") with https:// in front; anything else as it is. */
export function completeWebAddress(value: string): string {
  const v = value.trim();
  if (!v || /^[a-z][a-z\d+.-]*:/i.test(v) || /\s/.test(v) || !/^[^/]+\.[a-z]{2,}(?:[/?#]|$)/i.test(v)) return value;
  return `https://${v.replace(/^\/+/, "")}`;
}
