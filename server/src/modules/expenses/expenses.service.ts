import type { TExpenseSummary } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { statusUseCase } from "../transactions/status-change.service.ts";
import { summaryCards } from "../transactions/summary-scope.ts";
import { expenseCards } from "./expenses.repository.ts";

/** Approve a pending expense (admin; accounting and store managers in their stores). */
export const approveExpense = statusUseCase("expenses", "approve");

/** Reject a pending expense with a reason. */
export const rejectExpense = statusUseCase("expenses", "reject");

/** The four cards of Expense Management over the caller's stores (or one of them). */
export function expenseSummary(db: Kysely<DB>, actor: Actor, storeId?: string): Promise<TExpenseSummary> {
  return summaryCards(db, actor, "expenses", storeId, expenseCards);
}
