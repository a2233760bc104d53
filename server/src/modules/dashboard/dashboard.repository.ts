import { type StoreScope, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import { type DB, untyped } from "../../db/database.ts";
import { qualified } from "../../db/qualified.ts";

type CountedTable = "staff" | "industries" | "users";

/** Rows of a table, within the stores of `scope` when given. */
export async function countRows(
  db: Kysely<DB>,
  table: CountedTable,
  scope: StoreScope | null,
): Promise<number> {
  let query = untyped(db).selectFrom(table).select(sql<number>`count(*)`.as("n"));
  if (scope) query = query.where(storesSql("store_id", scope));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function storesInScope(db: Kysely<DB>, scope: StoreScope) {
  return db
    .selectFrom("stores")
    .leftJoin("industries", "industries.id", "stores.industry_id")
    .select([
      ...qualified("stores", ["id", "name", "code", "status", "monthly_target", "industry_id"]),
      "industries.name as industry",
    ])
    .where(storesSql("stores.id", scope))
    .orderBy("stores.name")
    .execute();
}

/**
 * Income per store and calendar month from `from` (the first day of a month) to `to`, in cents:
 * whole months from income_month_totals, `to`'s month from its day totals up to `to` (a record
 * dated later this month is not in yet).
 */
export async function monthlyRevenue(db: Kysely<DB>, scope: StoreScope, from: string, to: string) {
  const lastMonth = to.slice(0, 7);
  const [months, current] = await Promise.all([
    db
      .selectFrom("income_month_totals as t")
      .select(["t.store_id", "t.month", "t.total"])
      .where("t.month", ">=", from.slice(0, 7))
      .where("t.month", "<", lastMonth)
      .where(storesSql("t.store_id", scope))
      .orderBy("t.month")
      .execute(),
    db
      .selectFrom("income_day_totals as t")
      .select(["t.store_id", sql<number>`sum(t.total)`.as("total")])
      .where("t.day", ">=", `${lastMonth}-01`)
      .where("t.day", "<=", to)
      .where(storesSql("t.store_id", scope))
      .groupBy("t.store_id")
      .execute(),
  ]);
  return [
    ...months.map((row) => ({ store_id: row.store_id, month: row.month, total: Number(row.total) })),
    ...current.map((row) => ({ store_id: row.store_id, month: lastMonth, total: Number(row.total) })),
  ];
}

/**
 * Purchases and expenses that count (not rejected) per store, dated from `from` to `to`, in cents:
 * the day totals' covering index (day first), a month of days × stores, whatever the record count.
 */
export async function transactionsByStore(db: Kysely<DB>, scope: StoreScope, from: string, to: string) {
  const rows = await db
    .selectFrom("transaction_day_totals as t")
    .select(["t.store_id", "t.kind", sql<number>`sum(t.amount)`.as("total")])
    .where("t.day", ">=", from)
    .where("t.day", "<=", to)
    .where("t.status", "not in", [...UNCOUNTED_TRANSACTION_STATUSES])
    .where(storesSql("t.store_id", scope))
    .groupBy(["t.store_id", "t.kind"])
    .execute();
  const byStore = new Map<string, { purchases: number; expenses: number }>();
  for (const row of rows) {
    const sums = byStore.get(row.store_id) ?? { purchases: 0, expenses: 0 };
    if (row.kind === "purchase") sums.purchases += Number(row.total);
    else sums.expenses += Number(row.total);
    byStore.set(row.store_id, sums);
  }
  return byStore;
}
