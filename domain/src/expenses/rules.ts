/** Expense rules: status transitions (docs/decisions.md, Expenses). */
import type { ExpenseStatus } from "./options.ts";

export const EXPENSE_TRANSITIONS = {
  pending: ["approved", "rejected"],
  approved: [],
  rejected: [],
} as const satisfies Record<ExpenseStatus, readonly ExpenseStatus[]>;
