import {
  invoiceKey,
  type TDuplicatePurchases,
  type TDuplicateQuery,
  type TPurchaseSummary,
  toDollars,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { draftFacts, mergeCandidates } from "../transactions/duplicate-draft.ts";
import { statusUseCase } from "../transactions/status-change.service.ts";
import { summaryCards } from "../transactions/summary-scope.ts";
import { purchaseCards, purchasesByFile, purchasesByInvoice, vendorNamesOf } from "./purchases.repository.ts";

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

/**
 * The purchases a draft may duplicate, over the caller's stores (docs/decisions.md, Duplicate
 * bills): the same vendor (or an alias), invoice key, amount within 1 % and date within 30 days,
 * or one of its files. A warning, never a block.
 */
export async function findDuplicatePurchases(
  db: Kysely<DB>,
  actor: Actor,
  input: TDuplicateQuery,
): Promise<TDuplicatePurchases["duplicates"]> {
  const facts = await draftFacts(db, actor, "purchases", input, input.purchase_date);
  const vendor = await vendorNamesOf(db, input.vendor, input.vendor_id);
  const [byInvoice, byFile] = await Promise.all([
    purchasesByInvoice(db, facts, {
      invoiceKey: invoiceKey(input.invoice_no),
      vendorIds: vendor.ids,
      vendorNames: vendor.names,
    }),
    purchasesByFile(db, facts),
  ]);
  return mergeCandidates(byInvoice, byFile, (row) => row.purchase_date).map((row) => ({
    ...row,
    amount: toDollars(row.amount),
  }));
}
