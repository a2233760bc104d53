import { type StoreScope, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import type { DB } from "../../db/database.ts";

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
  return rows.map((row) => ({
    store_id: row.store_id,
    day: row.day,
    records: Number(row.records),
    cash: Number(row.cash),
    card: Number(row.card),
    other: Number(row.other),
    total: Number(row.total),
  }));
}

/** Purchases and expenses that count (not rejected) by store, day and kind, in cents. */
export async function transactionDays(db: Kysely<DB>, scope: StoreScope, from: string, to: string) {
  const rows = await db
    .selectFrom("transaction_day_totals as t")
    .select([
      "t.store_id",
      "t.day",
      "t.kind",
      sql<number>`sum(t.count)`.as("count"),
      sql<number>`sum(t.amount)`.as("amount"),
    ])
    .where("t.day", ">=", from)
    .where("t.day", "<=", to)
    .where("t.status", "not in", [...UNCOUNTED_TRANSACTION_STATUSES])
    .where(storesSql("t.store_id", scope))
    .groupBy(["t.store_id", "t.day", "t.kind"])
    .execute();
  return rows.map((row) => ({
    store_id: row.store_id,
    day: row.day,
    kind: row.kind,
    count: Number(row.count),
    amount: Number(row.amount),
  }));
}
