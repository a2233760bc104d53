/** Closed option lists of the expenses module: what the API accepts and the web offers in its selects. */
/**
 * The specification's expense categories: seeded by migration 024 as categories for every
 * industry, beside which admins add their own (docs/decisions.md, Categories). The form
 * preselects Office Supplies.
 */
export const EXPENSE_CATEGORIES = [
  "Office Supplies",
  "Meals & Entertainment",
  "Transportation",
  "Maintenance",
  "Utilities",
  "Marketing",
  "Training",
  "Other",
] as const;

export const EXPENSE_FORM_DEFAULT_CATEGORY = "Office Supplies";

/** What a record created through the API without a category gets (docs/decisions.md, Expenses). */
export const DEFAULT_EXPENSE_CATEGORY = "General";

export const EXPENSE_CATEGORY_VALUES = [...EXPENSE_CATEGORIES, DEFAULT_EXPENSE_CATEGORY] as const;

export const EXPENSE_STATUSES = ["pending", "approved", "rejected"] as const;

export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
