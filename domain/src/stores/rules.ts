/** Store rules: the default store code. */

/** Default store code: "Downtown Cafe" → "DOWNTOWN-CAFE". */
export function storeCodeFromName(name: string): string {
  return name.trim().toUpperCase().replace(/\s+/g, "-");
}
