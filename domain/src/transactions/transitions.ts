/**
 * Status transitions of purchases and expenses (docs/decisions.md, Transactions): only pending records can be
 * approved or rejected; an approved purchase is later marked paid. `overdue` is never stored.
 */
import { EXPENSE_TRANSITIONS } from "../expenses/rules.ts";
import { PURCHASE_TRANSITIONS } from "../purchases/rules.ts";

/** The two tables whose records move through approval statuses. */
export type TransactionTable = "purchases" | "expenses";

/** Allowed moves by table and current status. */
export const TRANSITIONS: Record<TransactionTable, Record<string, readonly string[]>> = {
  purchases: PURCHASE_TRANSITIONS,
  expenses: EXPENSE_TRANSITIONS,
};

/** Whether a record of the table may move from one status to another (same status is not a move). */
export function canTransition(table: TransactionTable, from: string, to: string): boolean {
  const byStatus = TRANSITIONS[table];
  // hasOwn: a status such as "constructor" must not reach Object.prototype.
  return Object.hasOwn(byStatus, from) && (byStatus[from] ?? []).includes(to);
}
