/** Messages shared by purchases and expenses (spec 2 §6). */
import type { TransactionTable } from "./transitions.ts";

const singular = { purchases: "purchase", expenses: "expense" } as const;

/** Fixed refusals of purchases and expenses (ours); merged into MSG by messages.ts. */
export const TRANSACTION_MESSAGES = {
  reviewersOnly: "Only reviewers can approve or reject records.",
} as const;

/** Staff editing a non-pending purchase or expense (spec 2 §6). */
export function cannotEditStatus(table: TransactionTable, status: string): string {
  return `Cannot edit ${status} ${table}. Only pending ${table} can be edited. Contact accounting if changes are needed.`;
}

/** Our counterpart of cannotEditStatus for deletes (the spec names only the edit case). */
export function cannotDeleteStatus(table: TransactionTable, status: string): string {
  return `Cannot delete ${status} ${table}. Only pending ${table} can be deleted. Contact accounting if changes are needed.`;
}

/**
 * Accounting trying to edit a whole purchase or expense. The spec gives the opening words and
 * says the message lists view, approve and reject and advises rejecting with a reason.
 */
export function accountingCannotEdit(table: TransactionTable): string {
  const one = singular[table];
  return `Access Denied: Accounting users cannot edit ${table}. You can view, approve or reject ${table}; if a ${one} needs changes, reject it with a reason.`;
}
