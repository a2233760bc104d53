/** Vendor rules: the default vendor code. */

/** Default vendor code: "VEN-" and the millisecond timestamp. */
export function vendorCode(now: Date): string {
  return `VEN-${now.getTime()}`;
}
