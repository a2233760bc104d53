/** Report rules: the report id. */

/** Report id: "BSR-" and the millisecond timestamp (spec 2 §9). */
export function reportId(now: Date): string {
  return `BSR-${now.getTime()}`;
}
