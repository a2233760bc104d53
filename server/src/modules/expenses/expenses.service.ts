import type { Kysely } from "kysely";
import { requireAccess } from "../../access/permissions.ts";
import { scopedToStore } from "../../access/store-scope.ts";
import type { DB } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { todayByStoreContext } from "../../rest/computed.ts";
import { statusUseCase } from "../transactions/status-change.service.ts";
import { summaryScope, TOTAL_EXCLUDES } from "../transactions/summary-scope.ts";
import { expenseCards } from "./expenses.repository.ts";

/** Approve a pending expense (admin; accounting and store managers in their stores). */
export const approveExpense = statusUseCase("expenses", "approve");

/** Reject a pending expense with a reason. */
export const rejectExpense = statusUseCase("expenses", "reject");

/** The four cards of Expense Management over the caller's stores (or one of them). */
export async function expenseSummary(db: Kysely<DB>, actor: Actor, storeId?: string) {
  const where = scopedToStore(actor, "expenses", requireAccess(actor, "expenses", "read"), storeId);
  const cards = await expenseCards(db, where, await todayByStoreContext(db));
  return { ...cards, total: { ...cards.total, excludes: TOTAL_EXCLUDES }, scope: summaryScope(actor) };
}
