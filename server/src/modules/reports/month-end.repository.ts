/**
 * The month-end pack's reads (docs/decisions.md, Reports, Month-end pack): each from the kept
 * totals of one month (migrations 005, 038 and 047) or from few rows (stores, budgets), never from
 * the purchases and expenses themselves.
 */
import { type StoreScope, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { storesSql } from "../../aggregates/stores.ts";
import type { DB } from "../../db/database.ts";

const uncounted = [...UNCOUNTED_TRANSACTION_STATUSES];
const sums = {
  amount: sql<number>`sum(t.amount)`.as("amount"),
  count: sql<number>`sum(t.count)`.as("count"),
};
const numbers = <R extends { amount: unknown; count: unknown }>(row: R) => ({
  ...row,
  amount: Number(row.amount),
  count: Number(row.count),
});

/**
 * Income by tender from `from` to `to` (cents): a whole month reads its row per store of
 * income_month_totals, a part of one (the current month up to today) its days.
 */
export async function incomeByTender(
  db: Kysely<DB>,
  scope: StoreScope,
  from: string,
  to: string,
  wholeMonth: boolean,
) {
  const base = wholeMonth
    ? db.selectFrom("income_month_totals as t").where("t.month", "=", from.slice(0, 7))
    : db.selectFrom("income_day_totals as t").where("t.day", ">=", from).where("t.day", "<=", to);
  const row = await base
    .select([
      sql<number>`coalesce(sum(t.cash), 0)`.as("cash"),
      sql<number>`coalesce(sum(t.card), 0)`.as("card"),
      sql<number>`coalesce(sum(t.other), 0)`.as("other"),
      sql<number>`coalesce(sum(t.total), 0)`.as("total"),
      sql<number>`coalesce(sum(t.records), 0)`.as("records"),
    ])
    .where(storesSql("t.store_id", scope))
    .executeTakeFirstOrThrow();
  return {
    cash: Number(row.cash),
    card: Number(row.card),
    other: Number(row.other),
    total: Number(row.total),
    records: Number(row.records),
  };
}

/** Purchases and expenses dated from `from` to `to` by kind and status (every status; cents). */
export async function statusTotals(db: Kysely<DB>, scope: StoreScope, from: string, to: string) {
  const rows = await db
    .selectFrom("transaction_day_totals as t")
    .select(["t.kind", "t.status", sums.amount, sums.count])
    .where("t.day", ">=", from)
    .where("t.day", "<=", to)
    .where(storesSql("t.store_id", scope))
    .groupBy(["t.kind", "t.status"])
    .execute();
  return rows.map(numbers);
}

/** The month's counted rows of a month-end total by one of its keys, largest first (cents). */
async function countedBy<K extends "category" | "vendor">(
  db: Kysely<DB>,
  table: "expense_category_month_totals" | "purchase_category_month_totals" | "purchase_vendor_month_totals",
  key: K,
  scope: StoreScope,
  month: string,
) {
  const rows = await db
    .selectFrom(`${table} as t` as "expense_category_month_totals as t")
    .select([sql<string>`${sql.ref(`t.${key}`)}`.as("name"), sums.amount, sums.count])
    .where("t.month", "=", month)
    .where("t.status", "not in", uncounted)
    .where(storesSql("t.store_id", scope))
    .groupBy(sql.ref(`t.${key}`))
    .execute();
  return rows.map(numbers).sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

/** The month's counted expenses by category, largest first (cents). */
export const expenseCategories = (db: Kysely<DB>, scope: StoreScope, month: string) =>
  countedBy(db, "expense_category_month_totals", "category", scope, month);

/** The month's counted purchases by category, largest first (cents; migration 047). */
export const purchaseCategories = (db: Kysely<DB>, scope: StoreScope, month: string) =>
  countedBy(db, "purchase_category_month_totals", "category", scope, month);

/** The month's counted purchases by vendor as written on them, the `limit` largest (cents). */
export const topVendors = async (db: Kysely<DB>, scope: StoreScope, month: string, limit: number) =>
  (await countedBy(db, "purchase_vendor_month_totals", "vendor", scope, month)).slice(0, limit);

/** The month's approved (unpaid) purchases by store and due date (cents): overdue is decided by the reader. */
export async function approvedByDueDate(db: Kysely<DB>, scope: StoreScope, month: string) {
  const rows = await db
    .selectFrom("purchase_due_totals as t")
    .select(["t.store_id", "t.due_date", "t.amount", "t.count"])
    .where("t.month", "=", month)
    .where(storesSql("t.store_id", scope))
    .execute();
  return rows.map(numbers);
}

/** The month's budgets by store and line (cents). */
export async function budgetLines(db: Kysely<DB>, scope: StoreScope, month: string) {
  const rows = await db
    .selectFrom("budgets as t")
    .select(["t.store_id", "t.line", "t.amount"])
    .where("t.month", "=", month)
    .where(storesSql("t.store_id", scope))
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** The stores of the scope, A to Z, with their settings (the labour target) and time zone. */
export function packStores(db: Kysely<DB>, scope: StoreScope) {
  return db
    .selectFrom("stores")
    .select(["id", "name", "code", "settings", "timezone"])
    .where(storesSql("stores.id", scope))
    .orderBy("name")
    .orderBy("id")
    .execute();
}
