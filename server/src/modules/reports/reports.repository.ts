import { type StoreScope, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import type { DB } from "../../db/database.ts";
import { numbersInPlace } from "../../db/numbers-in-place.ts";

/** The stores of a scope (any status: every store the caller reaches counts), by name. */
export function reportStores(db: Kysely<DB>, scope: StoreScope) {
  return db
    .selectFrom("stores")
    .select(["id", "name", "code"])
    .where(storesSql("stores.id", scope))
    .orderBy("name")
    .execute();
}

/** One store by id, or undefined. */
export function storeById(db: Kysely<DB>, id: string) {
  return db.selectFrom("stores").select(["id", "name", "code"]).where("id", "=", id).executeTakeFirst();
}

/** Income by store and day in the period (income_day_totals), in cents. */
export async function incomeDays(db: Kysely<DB>, scope: StoreScope, from: string, to: string) {
  const rows = await db
    .selectFrom("income_day_totals as t")
    .select(["t.store_id", "t.day", "t.records", "t.cash", "t.card", "t.other", "t.total"])
    .where("t.day", ">=", from)
    .where("t.day", "<=", to)
    .where(storesSql("t.store_id", scope))
    .execute();
  return numbersInPlace(rows, ["records", "cash", "card", "other", "total"]);
}

/**
 * Purchases and expenses that count (not rejected) by store and day, in cents: one row per store
 * and day with both kinds side by side.
 */
export async function transactionDays(db: Kysely<DB>, scope: StoreScope, from: string, to: string) {
  const sumOf = (kind: string, column: "count" | "amount") =>
    sql<number>`coalesce(sum(case when t.kind = ${kind} then t.${sql.ref(column)} end), 0)`;
  const rows = await db
    .selectFrom("transaction_day_totals as t")
    .select([
      "t.store_id",
      "t.day",
      sumOf("purchase", "count").as("purchase_count"),
      sumOf("purchase", "amount").as("purchases"),
      sumOf("expense", "count").as("expense_count"),
      sumOf("expense", "amount").as("expenses"),
    ])
    .where("t.day", ">=", from)
    .where("t.day", "<=", to)
    .where("t.status", "not in", [...UNCOUNTED_TRANSACTION_STATUSES])
    .where(storesSql("t.store_id", scope))
    // In the order of the covering index (migration 020): grouped as it is read, no sort.
    .groupBy(["t.day", "t.store_id"])
    .execute();
  return numbersInPlace(rows, ["purchase_count", "purchases", "expense_count", "expenses"]);
}
