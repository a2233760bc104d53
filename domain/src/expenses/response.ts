/** Expense Management's own answer beside the generic table: its cards. */
import { z } from "zod";
import { ZSummaryCard, ZSummaryScope, ZTotalCard } from "../transactions/response.ts";

/** GET /api/expenses/summary: Today's Expenses, Pending Approval, Approved Items and the total. */
export const ZExpenseSummary = z.object({
  today: ZSummaryCard,
  pending: ZSummaryCard,
  approved: ZSummaryCard,
  total: ZTotalCard,
  scope: ZSummaryScope,
});
export type TExpenseSummary = z.infer<typeof ZExpenseSummary>;
