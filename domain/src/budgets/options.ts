/** The lines a store budgets each month (issue #31, item 5), in the grid's order. */
export const BUDGET_LINES = ["revenue", "purchases", "expenses", "labour"] as const;
export type BudgetLine = (typeof BUDGET_LINES)[number];

/** An import reads at most this many rows and this many bytes (docs/decisions.md, Budgets). */
export const BUDGET_IMPORT_MAX_ROWS = 2000;
export const BUDGET_IMPORT_MAX_BYTES = 256 * 1024;

/** The first and last year a budget may be for. */
export const BUDGET_FIRST_YEAR = 2000;
export const BUDGET_LAST_YEAR = 2100;
