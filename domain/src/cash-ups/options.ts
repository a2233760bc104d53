/** A cash-up's life (issue #30): counted while open, then decided. */
export const CASH_UP_STATUSES = ["open", "submitted", "approved", "rejected"] as const;
export type CashUpStatus = (typeof CASH_UP_STATUSES)[number];

/** Statuses in which the counter may still change the count (a rejected one is counted again). */
export const CASH_UP_EDITABLE: readonly CashUpStatus[] = ["open", "rejected"];

/**
 * The notes and coins the count form offers, in cents, largest first. Any other face value a
 * client sends is accepted: the server only adds them up.
 */
export const DENOMINATIONS_CENTS = [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5, 1] as const;
