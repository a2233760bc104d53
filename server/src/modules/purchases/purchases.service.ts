import type { Kysely } from "kysely";
import { requireAccess } from "../../access/permissions.ts";
import { scopedToStore } from "../../access/store-scope.ts";
import type { DB, Dialect } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { todayByStoreContext } from "../../rest/computed.ts";
import { changeStatus } from "../transactions/status-change.service.ts";
import { summaryScope, TOTAL_EXCLUDES } from "../transactions/summary-scope.ts";
import { purchaseCards, purchasesLike } from "./purchases.repository.ts";

interface Deps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/** Approve a pending purchase (admin; accounting and store managers in their stores). */
export function approvePurchase(deps: Deps, actor: Actor, id: string, body?: unknown) {
  return changeStatus(deps, actor, "purchases", id, "approve", body);
}

/** Reject a pending purchase with a reason. */
export function rejectPurchase(deps: Deps, actor: Actor, id: string, body: unknown) {
  return changeStatus(deps, actor, "purchases", id, "reject", body);
}

/** Record the payment of an approved purchase (admin, accounting). */
export function markPurchasePaid(deps: Deps, actor: Actor, id: string, body?: unknown) {
  return changeStatus(deps, actor, "purchases", id, "pay", body);
}

/** The four cards of Purchase Management over the caller's stores (or one of them). */
export async function purchaseSummary(db: Kysely<DB>, actor: Actor, storeId?: string) {
  const where = scopedToStore(actor, "purchases", requireAccess(actor, "purchases", "read"), storeId);
  const cards = await purchaseCards(db, where, await todayByStoreContext(db));
  return { ...cards, total: { ...cards.total, excludes: TOTAL_EXCLUDES }, scope: summaryScope(actor) };
}

/** Purchases of the store with the same vendor and invoice number: a warning, not a block. */
export async function findDuplicatePurchases(
  db: Kysely<DB>,
  actor: Actor,
  input: { store_id: string; vendor: string; invoice_no: string; exclude_id?: string },
) {
  const where = scopedToStore(actor, "purchases", requireAccess(actor, "purchases", "read"), input.store_id);
  return purchasesLike(db, where, input);
}
