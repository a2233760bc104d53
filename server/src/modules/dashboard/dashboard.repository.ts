import type { StoreScope } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { type DB, untyped } from "../../db/database.ts";

export interface StoreSums {
  store_id: string;
  income: number;
  month_income: number;
  purchases: number;
  expenses: number;
  income_records: number;
}

function scoped(scope: StoreScope, column = "store_id") {
  if (scope === "all") return sql<boolean>`1 = 1`;
  if (scope.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(scope)})`;
}

/** Per-store sums in cents, aggregated in SQL. Rejected purchases and expenses do not count. */
export async function storeSums(db: Kysely<DB>, scope: StoreScope, monthStart: string): Promise<StoreSums[]> {
  const [income, purchases, expenses] = await Promise.all([
    db
      .selectFrom("daily_income")
      .select([
        "store_id",
        sql<number>`coalesce(sum(total_income), 0)`.as("total"),
        sql<number>`coalesce(sum(case when date >= ${monthStart} then total_income else 0 end), 0)`.as(
          "month",
        ),
        sql<number>`count(*)`.as("records"),
      ])
      .where(scoped(scope))
      .groupBy("store_id")
      .execute(),
    db
      .selectFrom("purchases")
      .select(["store_id", sql<number>`coalesce(sum(amount), 0)`.as("total")])
      .where(scoped(scope))
      .where("status", "!=", "rejected")
      .groupBy("store_id")
      .execute(),
    db
      .selectFrom("expenses")
      .select(["store_id", sql<number>`coalesce(sum(amount), 0)`.as("total")])
      .where(scoped(scope))
      .where("status", "!=", "rejected")
      .groupBy("store_id")
      .execute(),
  ]);
  const byStore = new Map<string, StoreSums>();
  const entry = (storeId: unknown) => {
    const key = String(storeId);
    let sums = byStore.get(key);
    if (!sums) {
      sums = { store_id: key, income: 0, month_income: 0, purchases: 0, expenses: 0, income_records: 0 };
      byStore.set(key, sums);
    }
    return sums;
  };
  for (const row of income) {
    const sums = entry(row.store_id);
    sums.income = Number(row.total);
    sums.month_income = Number(row.month);
    sums.income_records = Number(row.records);
  }
  for (const row of purchases) entry(row.store_id).purchases = Number(row.total);
  for (const row of expenses) entry(row.store_id).expenses = Number(row.total);
  return [...byStore.values()];
}

export async function countWhere(
  db: Kysely<DB>,
  table: string,
  scope: StoreScope | null,
  status?: string,
): Promise<number> {
  let query = untyped(db).selectFrom(table).select(sql<number>`count(*)`.as("n"));
  if (scope) query = query.where(scoped(scope, table === "stores" ? "id" : "store_id"));
  if (status) query = query.where("status", "=", status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function storesInScope(db: Kysely<DB>, scope: StoreScope) {
  return db
    .selectFrom("stores")
    .leftJoin("industries", "industries.id", "stores.industry_id")
    .select([
      "stores.id as id",
      "stores.name as name",
      "stores.code as code",
      "stores.status as status",
      "stores.monthly_target as monthly_target",
      "stores.industry_id as industry_id",
      "industries.name as industry",
    ])
    .where(scoped(scope, "stores.id"))
    .orderBy("stores.name")
    .execute();
}
