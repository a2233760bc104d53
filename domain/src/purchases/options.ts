/** Closed option lists of the purchases module: what the API accepts and the web offers in its selects. */
/** Stored purchase statuses; `overdue` is derived (purchaseIsOverdue) and never stored. */
export const PURCHASE_STATUSES = ["pending", "approved", "rejected", "paid"] as const;

export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PURCHASE_DISPLAY_STATUSES = [...PURCHASE_STATUSES, "overdue"] as const;

/**
 * What a purchase saved without a category gets, and what the form preselects: the purchase
 * category for every industry (migration 047; docs/decisions.md, Categories).
 */
export const DEFAULT_PURCHASE_CATEGORY = "General";
