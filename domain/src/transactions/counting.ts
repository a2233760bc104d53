/**
 * docs/decisions.md, Transactions's one counting rule for dashboards, reports, store overviews and exports:
 * purchases and expenses count unless rejected.
 */
export const UNCOUNTED_TRANSACTION_STATUSES = ["rejected"] as const;

/** Whether a purchase or expense in this status counts in sums and counts. */
export function countsInFigures(status: string): boolean {
  return !(UNCOUNTED_TRANSACTION_STATUSES as readonly string[]).includes(status);
}
