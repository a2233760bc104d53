/**
 * PRODUCT.md §8 counting rule: purchases and expenses count (in totals, cards, reports and
 * dashboards) unless their status is one of these.
 */
export const UNCOUNTED_STATUSES = ["rejected"] as const;

/** Whether a purchase or expense of this status counts in totals. */
export function countsInTotals(status: string): boolean {
  return !(UNCOUNTED_STATUSES as readonly string[]).includes(status);
}
