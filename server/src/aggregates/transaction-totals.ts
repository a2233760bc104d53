import { countsInFigures, type StoreScope, toDollars } from "@storeops/domain";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DB } from "../db/database.ts";
import { storesSql, todaySql } from "./stores.ts";

export type TransactionKind = "purchase" | "expense";

/** Sums of one status (and payment type, for all-time totals) over the stores asked for, in cents. */
export interface StatusTotal {
  status: string;
  payment_type: string;
  count: number;
  amount: number;
}

/** All-time totals by status and payment type, and today's (each store's today) by status. */
export interface TransactionTotals {
  allTime: StatusTotal[];
  today: StatusTotal[];
}

/**
 * A screen's purchases or expenses totals from the aggregates: a few hundred rows whatever the
 * number of records (transaction_store_totals, and transaction_day_totals for today).
 */
export async function transactionTotals(
  db: Kysely<DB>,
  kind: TransactionKind,
  scope: StoreScope,
  todayByStore: ReadonlyMap<string, string> | undefined,
): Promise<TransactionTotals> {
  const [allTime, today] = await Promise.all([
    db
      .selectFrom("transaction_store_totals as t")
      .select([
        "t.status",
        "t.payment_type",
        sql<number>`sum(t.count)`.as("count"),
        sql<number>`sum(t.amount)`.as("amount"),
      ])
      .where("t.kind", "=", kind)
      .where(storesSql("t.store_id", scope))
      .groupBy(["t.status", "t.payment_type"])
      .execute(),
    db
      .selectFrom("transaction_day_totals as t")
      .select(["t.status", sql<number>`sum(t.count)`.as("count"), sql<number>`sum(t.amount)`.as("amount")])
      .where("t.kind", "=", kind)
      .where(todaySql("t", todayByStore))
      .where(storesSql("t.store_id", scope))
      .groupBy("t.status")
      .execute(),
  ]);
  const numbers = (row: { count: unknown; amount: unknown }) => ({
    count: Number(row.count),
    amount: Number(row.amount),
  });
  return {
    allTime: allTime.map((row) => ({ status: row.status, payment_type: row.payment_type, ...numbers(row) })),
    today: today.map((row) => ({ status: row.status, payment_type: "", ...numbers(row) })),
  };
}

/** A summary card in dollars: the sum and count of the totals that pass `test`. */
export function cardOf(totals: readonly StatusTotal[], test: (total: StatusTotal) => boolean) {
  let amount = 0;
  let count = 0;
  for (const total of totals) {
    if (!test(total)) continue;
    amount += total.amount;
    count += total.count;
  }
  return { amount: toDollars(amount), count };
}

/** Totals that count (docs/decisions.md, API contract: general rules: purchases and expenses count unless rejected). */
export const counted = (total: StatusTotal) => countsInFigures(total.status);

/** Totals in one of these statuses. */
export const statusIn =
  (...statuses: string[]) =>
  (total: StatusTotal) =>
    statuses.includes(total.status);
