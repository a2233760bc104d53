import type { TDuplicatePurchases, TDuplicateQuery, TPurchaseSummary } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { scopedToStore } from "../../access/store-scope.ts";
import type { DB } from "../../db/database.ts";
import { statusUseCase } from "../transactions/status-change.service.ts";
import { summaryCards } from "../transactions/summary-scope.ts";
import { purchaseCards, purchasesLike } from "./purchases.repository.ts";

/** Approve a pending purchase (admin; accounting and store managers in their stores). */
export const approvePurchase = statusUseCase("purchases", "approve");

/** Reject a pending purchase with a reason. */
export const rejectPurchase = statusUseCase("purchases", "reject");

/** Record the payment of an approved purchase (admin, accounting). */
export const markPurchasePaid = statusUseCase("purchases", "pay");

/** The four cards of Purchase Management over the caller's stores (or one of them). */
export function purchaseSummary(db: Kysely<DB>, actor: Actor, storeId?: string): Promise<TPurchaseSummary> {
  return summaryCards(db, actor, "purchases", storeId, purchaseCards);
}

/** Purchases of the store with the same vendor and invoice number: a warning, not a block. */
export async function findDuplicatePurchases(
  db: Kysely<DB>,
  actor: Actor,
  input: TDuplicateQuery,
): Promise<TDuplicatePurchases["duplicates"]> {
  const where = scopedToStore(actor, "purchases", requireAccess(actor, "purchases", "read"), input.store_id);
  return purchasesLike(db, where, input);
}
