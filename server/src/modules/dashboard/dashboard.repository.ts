import type { StoreScope } from "@storeops/domain";
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
