import type { Kysely } from "kysely";
import { requireAccess } from "../../access/permissions.ts";
import { scopedToStore } from "../../access/store-scope.ts";
import type { DB, Dialect } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { todayByStoreContext } from "../../rest/computed.ts";
import { changeStatus } from "../transactions/status-change.service.ts";
import { summaryScope, TOTAL_EXCLUDES } from "../transactions/summary-scope.ts";
import { expenseCards } from "./expenses.repository.ts";

interface Deps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/** Approve a pending expense (admin; accounting and store managers in their stores). */
export function approveExpense(deps: Deps, actor: Actor, id: string, body?: unknown) {
  return changeStatus(deps, actor, "expenses", id, "approve", body);
}

/** Reject a pending expense with a reason. */
export function rejectExpense(deps: Deps, actor: Actor, id: string, body: unknown) {
  return changeStatus(deps, actor, "expenses", id, "reject", body);
}

/** The four cards of Expense Management over the caller's stores (or one of them). */
export async function expenseSummary(db: Kysely<DB>, actor: Actor, storeId?: string) {
  const where = scopedToStore(actor, "expenses", requireAccess(actor, "expenses", "read"), storeId);
  const cards = await expenseCards(db, where, await todayByStoreContext(db));
  return { ...cards, total: { ...cards.total, excludes: TOTAL_EXCLUDES }, scope: summaryScope(actor) };
}
