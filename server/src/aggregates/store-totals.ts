import { type StoreScope, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/database.ts";
import { storesSql } from "./stores.ts";
import type { TransactionKind } from "./transaction-totals.ts";

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

const uncounted = [...UNCOUNTED_TRANSACTION_STATUSES];

function countedByStore(db: Kysely<DB>, kind: TransactionKind, scope: StoreScope) {
  return db
    .selectFrom("transaction_store_totals as t")
    .select(["t.store_id", sql<number>`sum(t.amount)`.as("total"), sql<number>`sum(t.count)`.as("records")])
    .where("t.kind", "=", kind)
    .where("t.status", "not in", uncounted)
    .where(storesSql("t.store_id", scope))
    .groupBy("t.store_id")
    .execute();
}

function blank(storeId: string): StoreSums {
  return {
    store_id: storeId,
    income: 0,
    month_income: 0,
    income_records: 0,
    purchases: 0,
    purchase_count: 0,
    expenses: 0,
    expense_count: 0,
  };
}

/**
 * Each store's all-time income, purchases and expenses (per-store totals) and its income from
 * `monthStart` to `today` (income by store and day): rows per store, whatever the record count.
 */
export async function storeSums(
  db: Kysely<DB>,
  scope: StoreScope,
  monthStart: string,
  today: string,
): Promise<StoreSums[]> {
  const [income, month, purchases, expenses] = await Promise.all([
    db
      .selectFrom("income_store_totals as t")
      .select(["t.store_id", "t.total", "t.records"])
      .where(storesSql("t.store_id", scope))
      .execute(),
    db
      .selectFrom("income_day_totals as t")
      .select(["t.store_id", sql<number>`sum(t.total)`.as("total")])
      .where("t.day", ">=", monthStart)
      .where("t.day", "<=", today)
      .where(storesSql("t.store_id", scope))
      .groupBy("t.store_id")
      .execute(),
    countedByStore(db, "purchase", scope),
    countedByStore(db, "expense", scope),
  ]);
  const byStore = new Map<string, StoreSums>();
  const entry = (storeId: string) => {
    const sums = byStore.get(storeId) ?? blank(storeId);
    byStore.set(storeId, sums);
    return sums;
  };
  for (const row of income) {
    entry(row.store_id).income = Number(row.total);
    entry(row.store_id).income_records = Number(row.records);
  }
  for (const row of month) entry(row.store_id).month_income = Number(row.total);
  for (const row of purchases) {
    entry(row.store_id).purchases = Number(row.total);
    entry(row.store_id).purchase_count = Number(row.records);
  }
  for (const row of expenses) {
    entry(row.store_id).expenses = Number(row.total);
    entry(row.store_id).expense_count = Number(row.records);
  }
  return [...byStore.values()];
}

/** Records of one status in the stores of `scope` (e.g. pending purchases to review). */
export async function countInStatus(
  db: Kysely<DB>,
  kind: TransactionKind,
  scope: StoreScope,
  status: string,
): Promise<number> {
  const row = await db
    .selectFrom("transaction_store_totals as t")
    .select(sql<number>`coalesce(sum(t.count), 0)`.as("n"))
    .where("t.kind", "=", kind)
    .where("t.status", "=", status)
    .where(storesSql("t.store_id", scope))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
