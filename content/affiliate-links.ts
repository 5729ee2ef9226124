// The one fixed mapping of named products (equipment ids) to buy links.
// Links point at the manufacturer's site or a major retailer's search page;
// no affiliate ids are baked in. withAffiliateTag adds one at render time.

export const affiliateLinks: Record<string /* equipment id */, string /* url */> = {
  "sawgrass-sg500": "https://www.sawgrassink.com/",
  "sawgrass-sg1000": "https://www.sawgrassink.com/",
  "epson-surecolor-f170": "https://www.amazon.com/s?k=Epson+SureColor+F170",
  "epson-ecotank-et-2800": "https://www.amazon.com/s?k=Epson+EcoTank+ET-2800",
  "epson-ecotank-et-15000": "https://www.amazon.com/s?k=Epson+EcoTank+ET-15000",
  "cricut-easypress-3": "https://cricut.com/",
  "cricut-mug-press": "https://www.amazon.com/s?k=Cricut+Mug+Press",
  "htvront-auto-heat-press-15x15": "https://www.htvront.com/",
  "hotronix-fusion-iq": "https://www.hotronix.com/",
  "geo-knight-dk20s": "https://www.geoknight.com/",
  "hiipoo-sublimation-ink": "https://www.amazon.com/s?k=Hiipoo+sublimation+ink",
  "a-sub-sublimation-paper": "https://www.amazon.com/s?k=A-SUB+sublimation+paper",
  "heat-resistant-tape": "https://www.amazon.com/s?k=heat+resistant+tape+sublimation",
  "lint-roller": "https://www.amazon.com/s?k=lint+roller",
  "etekcity-infrared-thermometer": "https://www.amazon.com/s?k=Etekcity+Lasergrip+774",
};

function isAmazonHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "amazon.com" || host.endsWith(".amazon.com");
}

/**
 * Appends `tag=<tag>` to amazon.com links only; every other URL (and any
 * URL when no tag is given) is returned unchanged. Pure: no I/O, no globals.
 */
export function withAffiliateTag(url: string, tag: string | undefined): string {
  if (!tag) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!isAmazonHost(parsed.hostname)) return url;
  parsed.searchParams.set("tag", tag);
  return parsed.toString();
}
