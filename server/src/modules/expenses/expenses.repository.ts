import { cardOf, counted, statusIn, type TransactionTotals } from "../../aggregates/transaction-totals.ts";

/** The four cards of Expense Management from the totals (today = each store's today). */
export function expenseCards({ allTime, today }: TransactionTotals) {
  return {
    today: cardOf(today, counted),
    pending: cardOf(allTime, statusIn("pending")),
    approved: cardOf(allTime, statusIn("approved")),
    total: cardOf(allTime, counted),
  };
}
