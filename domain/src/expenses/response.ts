/** Expense Management's own answers beside the generic table: its cards and the duplicates warning. */
import { z } from "zod";
import { rowSchema } from "../rows.ts";
import { ZDuplicateReasons, ZSummaryCard, ZSummaryScope, ZTotalCard } from "../transactions/response.ts";

/** GET /api/expenses/summary: Today's Expenses, Pending Approval, Approved Items and the total. */
export const ZExpenseSummary = z.object({
  today: ZSummaryCard,
  pending: ZSummaryCard,
  approved: ZSummaryCard,
  total: ZTotalCard,
  scope: ZSummaryScope,
});
export type TExpenseSummary = z.infer<typeof ZExpenseSummary>;

/** An expense the duplicates warning lists, and why (docs/decisions.md, Duplicate bills). */
export const ZDuplicateExpense = rowSchema("expenses")
  .pick({
    id: true,
    store_id: true,
    store_name: true,
    description: true,
    category: true,
    amount: true,
    expense_date: true,
    status: true,
  })
  .extend({ reasons: ZDuplicateReasons });
export const ZDuplicateExpenses = z.object({ duplicates: z.array(ZDuplicateExpense) });
export type TDuplicateExpenses = z.infer<typeof ZDuplicateExpenses>;
