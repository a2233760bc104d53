/** Closed option lists of the categories module (docs/decisions.md, Categories). */

/** What a category classifies: expenses, and purchases since issue #32 item 6 (docs/decisions.md, Categories). */
export const CATEGORY_KINDS = ["expense", "purchase"] as const;

export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/** The longest category name. */
export const CATEGORY_NAME_LIMIT = 100;
