import { type StoreScope, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/database.ts";
import { storesSql } from "./stores.ts";

/** One store's figures over a period, in cents; purchases and expenses follow the counting rule (not rejected). */
export interface PeriodSums {
  income: number;
  income_records: number;
  purchases: number;
  purchase_count: number;
  expenses: number;
  expense_count: number;
}

export const blankPeriodSums = (): PeriodSums => ({
  income: 0,
  income_records: 0,
  purchases: 0,
  purchase_count: 0,
  expenses: 0,
  expense_count: 0,
});

const monthOf = (day: string) => day.slice(0, 7);
const nextMonthStart = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);

/**
 * Income per store from `from` to `to`: the whole calendar months strictly inside the period from
 * income_month_totals (a row per store and month), the days of its first and last months from
 * income_day_totals; both kept by triggers, so a year is a few hundred rows whatever the record count.
 */
async function incomeByStore(db: Kysely<DB>, scope: StoreScope, from: string, to: string) {
  const firstWhole = from.endsWith("-01") ? monthOf(from) : monthOf(nextMonthStart(monthOf(from)));
  const lastMonth = monthOf(to);
  // The last month is read by day (its days up to `to`), unless `to` is that month's last day.
  const lastWhole =
    nextMonthStart(lastMonth) === nextDay(to) ? lastMonth : monthOf(previousDay(`${lastMonth}-01`));
  // Income and records per store over a range of one kept table (by day or by month).
  const summed = (table: "income_day_totals" | "income_month_totals", start: string, end: string) => {
    const key = sql.ref(table === "income_day_totals" ? "t.day" : "t.month");
    return sql<{ store_id: string; total: number; records: number }>`
      select t.store_id, sum(t.total) as total, sum(t.records) as records from ${sql.table(table)} t
      where ${key} >= ${start} and ${key} <= ${end} and ${storesSql("t.store_id", scope)}
      group by t.store_id`
      .execute(db)
      .then((result) => result.rows);
  };
  const byDay = (dayFrom: string, dayTo: string) => summed("income_day_totals", dayFrom, dayTo);
  if (firstWhole > lastWhole) return byDay(from, to);
  const parts = [summed("income_month_totals", firstWhole, lastWhole)];
  if (from < `${firstWhole}-01`) parts.push(byDay(from, previousDay(`${firstWhole}-01`)));
  const afterWhole = nextMonthStart(lastWhole);
  if (afterWhole <= to) parts.push(byDay(afterWhole, to));
  return (await Promise.all(parts)).flat();
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Each store's income, purchases and expenses dated from `from` to `to` (both included), in cents,
 * from the kept totals (docs/decisions.md, Dashboard): the one reader of the dashboards' period
 * figures and the Stores page's, so both agree for the same period and stores.
 */
export async function periodSumsByStore(
  db: Kysely<DB>,
  scope: StoreScope,
  from: string,
  to: string,
): Promise<Map<string, PeriodSums>> {
  const [income, transactions] = await Promise.all([
    incomeByStore(db, scope, from, to),
    db
      .selectFrom("transaction_day_totals as t")
      .select([
        "t.store_id",
        "t.kind",
        sql<number>`sum(t.amount)`.as("total"),
        sql<number>`sum(t.count)`.as("records"),
      ])
      .where("t.day", ">=", from)
      .where("t.day", "<=", to)
      .where("t.status", "not in", [...UNCOUNTED_TRANSACTION_STATUSES])
      .where(storesSql("t.store_id", scope))
      .groupBy(["t.store_id", "t.kind"])
      .execute(),
  ]);
  const byStore = new Map<string, PeriodSums>();
  const entry = (storeId: string) => {
    const sums = byStore.get(storeId) ?? blankPeriodSums();
    byStore.set(storeId, sums);
    return sums;
  };
  for (const row of income) {
    const sums = entry(row.store_id);
    sums.income += Number(row.total);
    sums.income_records += Number(row.records);
  }
  for (const row of transactions) {
    const sums = entry(row.store_id);
    if (row.kind === "purchase") {
      sums.purchases += Number(row.total);
      sums.purchase_count += Number(row.records);
    } else {
      sums.expenses += Number(row.total);
      sums.expense_count += Number(row.records);
    }
  }
  return byStore;
}
