import { type StoreScope, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** Per-store figures in cents; purchases and expenses follow the counting rule (not rejected). */
export interface StoreSums {
  store_id: string;
  income: number;
  month_income: number;
  income_records: number;
  purchases: number;
  purchase_count: number;
  expenses: number;
  expense_count: number;
}

function scoped(scope: StoreScope, column = "store_id") {
  if (scope === "all") return sql<boolean>`1 = 1`;
  if (scope.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(scope)})`;
}

const uncounted = [...UNCOUNTED_TRANSACTION_STATUSES];

async function countedSums(db: Kysely<DB>, table: "purchases" | "expenses", scope: StoreScope) {
  return db
    .selectFrom(table)
    .select([
      "store_id",
      sql<number>`coalesce(sum(amount), 0)`.as("total"),
      sql<number>`count(*)`.as("records"),
    ])
    .where(scoped(scope))
    .where("status", "not in", uncounted)
    .groupBy("store_id")
    .execute();
}

/** Per-store sums aggregated in SQL; `month_income` covers `monthStart` to `today`. */
export async function storeSums(
  db: Kysely<DB>,
  scope: StoreScope,
  monthStart: string,
  today: string,
): Promise<StoreSums[]> {
  const thisMonth = sql`date >= ${monthStart} and date <= ${today}`;
  const [income, purchases, expenses] = await Promise.all([
    db
      .selectFrom("daily_income")
      .select([
        "store_id",
        sql<number>`coalesce(sum(total_income), 0)`.as("total"),
        sql<number>`coalesce(sum(case when ${thisMonth} then total_income else 0 end), 0)`.as("month"),
        sql<number>`count(*)`.as("records"),
      ])
      .where(scoped(scope))
      .groupBy("store_id")
      .execute(),
    countedSums(db, "purchases", scope),
    countedSums(db, "expenses", scope),
  ]);
  const byStore = new Map<string, StoreSums>();
  const entry = (storeId: unknown) => {
    const key = String(storeId);
    let sums = byStore.get(key);
    if (!sums) {
      sums = {
        store_id: key,
        income: 0,
        month_income: 0,
        income_records: 0,
        purchases: 0,
        purchase_count: 0,
        expenses: 0,
        expense_count: 0,
      };
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
  for (const row of purchases) {
    const sums = entry(row.store_id);
    sums.purchases = Number(row.total);
    sums.purchase_count = Number(row.records);
  }
  for (const row of expenses) {
    const sums = entry(row.store_id);
    sums.expenses = Number(row.total);
    sums.expense_count = Number(row.records);
  }
  return [...byStore.values()];
}

type CountedTable = "staff" | "industries" | "users" | "purchases" | "expenses";

/** Rows of a table, within the stores of `scope` when given, optionally of one status. */
export async function countRows(
  db: Kysely<DB>,
  table: CountedTable,
  scope: StoreScope | null,
  status?: string,
): Promise<number> {
  let query = db.selectFrom(table).select(sql<number>`count(*)`.as("n"));
  if (scope) query = query.where(scoped(scope));
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
