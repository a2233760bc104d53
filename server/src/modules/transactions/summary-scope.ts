import { type TransactionTable, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import type { Kysely, RawBuilder } from "kysely";
import { requireAccess } from "../../access/permissions.ts";
import { scopedToStore } from "../../access/store-scope.ts";
import type { DB } from "../../db/database.ts";
import type { Actor } from "../../plugins/auth.ts";
import { todayByStoreContext } from "../../rest/computed.ts";
import type { ColumnContext } from "../../rest/table-module.ts";

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
 * A screen's summary cards over the caller's stores (or one of them, 404 outside them): the
 * table's own card SQL, the total marked with what it leaves out, and the scope they cover.
 */
export async function summaryCards<Cards extends { total: Card }>(
  db: Kysely<DB>,
  actor: Actor,
  table: TransactionTable,
  storeId: string | undefined,
  cardsOf: (db: Kysely<DB>, where: RawBuilder<boolean>, context: ColumnContext) => Promise<Cards>,
) {
  const where = scopedToStore(actor, table, requireAccess(actor, table, "read"), storeId);
  const cards = await cardsOf(db, where, await todayByStoreContext(db));
  return { ...cards, total: { ...cards.total, excludes: TOTAL_EXCLUDES }, scope: summaryScope(actor) };
}
