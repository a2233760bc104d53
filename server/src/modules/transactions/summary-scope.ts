import {
  type Access,
  reachesStore,
  type StoreScope,
  type TransactionTable,
  UNCOUNTED_TRANSACTION_STATUSES,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { type TransactionTotals, transactionTotals } from "../../aggregates/transaction-totals.ts";
import type { DB } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import { todayByStoreContext } from "../../rest/computed.ts";

/** What the cards cover: the staff member's store, the caller's stores, or all stores. */
export function summaryScope(actor: Actor): "store" | "stores" | "all" {
  if (actor.user.role === "staff") return "store";
  return actor.scope === "all" ? "all" : "stores";
}

/** The total card says what it leaves out, so the web can tell it apart from the list's "Showing N". */
export const TOTAL_EXCLUDES = [...UNCOUNTED_TRANSACTION_STATUSES];

interface Card {
  amount: number;
  count: number;
}

/**
 * The stores a read of purchases or expenses covers, as the list's scope does (access/store-scope):
 * every store, the caller's, or the one asked for (404 outside the caller's stores).
 */
function storesRead(actor: Actor, access: Access, storeId: string | undefined): StoreScope {
  if (storeId) {
    if (!reachesStore(actor.scope, storeId)) throw notFound();
    return [storeId];
  }
  if (access === "all") return "all";
  if (access === "stores") return actor.scope;
  throw new Error(`Summary cards cover store-wide reads only, not "${access}"`);
}

/**
 * A screen's summary cards over the caller's stores (or one of them, 404 outside them), from the
 * aggregates (totals by store, and by store and day for today): the table's own cards, the total
 * marked with what it leaves out, and the scope they cover.
 */
export async function summaryCards<Cards extends { total: Card }>(
  db: Kysely<DB>,
  actor: Actor,
  table: TransactionTable,
  storeId: string | undefined,
  cardsOf: (totals: TransactionTotals) => Cards,
) {
  const stores = storesRead(actor, requireAccess(actor, table, "read"), storeId);
  const kind = table === "purchases" ? "purchase" : "expense";
  const { todayByStore } = await todayByStoreContext(db);
  const cards = cardsOf(await transactionTotals(db, kind, stores, todayByStore));
  return { ...cards, total: { ...cards.total, excludes: TOTAL_EXCLUDES }, scope: summaryScope(actor) };
}
