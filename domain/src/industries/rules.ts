/** Industry rules: the default industry code. */

/** Default industry code: "Coffee Shops" → "coffee-shops". */
export function industryCodeFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}
