/** Messages shared by purchases and expenses (spec 2 §6). */
import type { TransactionTable } from "./transitions.ts";

export const TRANSACTION_MESSAGES = {
  accountingColumns:
    "Access Denied: Accounting users can only approve/reject (change status), not modify transaction data.",
  /** Ours: staff changing the status of their own pending record. */
  reviewersOnly: "Only reviewers can approve or reject records.",
  /** Ours: a reviewer who may not mark a purchase paid. */
  payersOnly: "Only admin or accounting can record a payment.",
} as const;

const singular = { purchases: "purchase", expenses: "expense" } as const;

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
  const one = table === "expenses" ? "an expense" : "a purchase";
  return `Access Denied: Accounting users cannot edit ${table}. You can view, approve or reject ${table}; if ${one} needs changes, reject it with a reason.`;
}

/** Ours: a status change the transition table refuses (e.g. approving a paid purchase). */
export function invalidTransition(table: "purchases" | "expenses", from: string, to: string): string {
  return `Cannot change this ${singular[table]}'s status from ${from} to ${to}.`;
}
