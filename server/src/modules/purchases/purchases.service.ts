import type { Kysely } from "kysely";
import { requireAccess } from "../../access/permissions.ts";
import { scopedToStore } from "../../access/store-scope.ts";
import type { DB } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { todayByStoreContext } from "../../rest/computed.ts";
import { statusUseCase } from "../transactions/status-change.service.ts";
import { summaryScope, TOTAL_EXCLUDES } from "../transactions/summary-scope.ts";
import { purchaseCards, purchasesLike } from "./purchases.repository.ts";

/** Approve a pending purchase (admin; accounting and store managers in their stores). */
export const approvePurchase = statusUseCase("purchases", "approve");

/** Reject a pending purchase with a reason. */
export const rejectPurchase = statusUseCase("purchases", "reject");

/** Record the payment of an approved purchase (admin, accounting). */
export const markPurchasePaid = statusUseCase("purchases", "pay");

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
