import type { RowOf, TDuplicateExpenses, TExpenseSummary } from "@storeops/domain";
import type { Attachment } from "../files/attachment-files.ts";

/** An expense as the list and details read it: the domain's row, its attachments parsed or raw. */
export type Expense = Omit<RowOf<"expenses">, "attachments"> & { attachments: Attachment[] | string | null };

/** GET /api/expenses/summary (the domain's answer). */
export type ExpenseSummary = TExpenseSummary;

/** A candidate of the duplicates warning. */
export type DuplicateExpense = TDuplicateExpenses["duplicates"][number];

/**
 * The query of GET /api/expenses/duplicates for what the form holds (docs/decisions.md,
 * Duplicate bills); null until the store and category are chosen and an amount or a file is given.
 */
export function duplicateParams(
  draft: {
    store_id: string;
    category: string;
    description: string;
    amount: string | number;
    expense_date: string;
  },
  recordId: string | undefined,
  fingerprints: readonly string[],
): URLSearchParams | null {
  const amount = Number(draft.amount);
  const hasAmount = String(draft.amount).trim() !== "" && Number.isFinite(amount) && amount > 0;
  if (!draft.store_id || !draft.category || (!hasAmount && fingerprints.length === 0)) return null;
  const params = new URLSearchParams({ store_id: draft.store_id, category: draft.category });
  if (draft.description.trim()) params.set("description", draft.description.trim());
  if (hasAmount) params.set("amount", String(amount));
  if (/^\d{4}-\d{2}-\d{2}$/.test(draft.expense_date)) params.set("expense_date", draft.expense_date);
  if (fingerprints.length > 0) params.set("sha256", fingerprints.join(","));
  if (recordId) params.set("exclude_id", recordId);
  return params;
}
