import { toDollars, UNCOUNTED_TRANSACTION_STATUSES } from "@storeops/domain";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DB, Row } from "../../db/database.ts";

type TransactionTable = "purchases" | "expenses";

/**
 * Moves one record from `from` to a new status in a single conditional update, so of two
 * concurrent approvals exactly one changes the row; false when the record was not in `from`.
 */
export async function updateStatusFrom(
  db: Kysely<DB>,
  table: TransactionTable,
  id: string,
  from: string,
  values: Row,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set(values)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function currentStatus(
  db: Kysely<DB>,
  table: TransactionTable,
  id: string,
): Promise<string | undefined> {
  const row = await db.selectFrom(table).select("status").where("id", "=", id).executeTakeFirst();
  return row?.status;
}

export interface Card {
  amount: number;
  count: number;
}

/** Sum and count of each card's rows in one query (`sum(case when …)` per card), cents to dollars. */
export async function sumCards<K extends string>(
  db: Kysely<DB>,
  table: TransactionTable,
  where: RawBuilder<boolean>,
  cards: Record<K, RawBuilder<boolean>>,
): Promise<Record<K, Card>> {
  const selections = (Object.entries(cards) as Array<[string, RawBuilder<boolean>]>).flatMap(
    ([name, condition]) => [
      sql<number>`coalesce(sum(case when ${condition} then amount else 0 end), 0)`.as(`${name}_amount`),
      sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.as(`${name}_count`),
    ],
  );
  const row = (await db
    .selectFrom(table)
    .select(selections)
    .where(where)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  const card = (name: string): Card => ({
    amount: toDollars(Number(row[`${name}_amount`] ?? 0)),
    count: Number(row[`${name}_count`] ?? 0),
  });
  return Object.fromEntries(Object.keys(cards).map((name) => [name, card(name)])) as Record<K, Card>;
}

/** Rows that count in totals: not rejected (PRODUCT.md §8), with the status list from the domain. */
export function countedSql(table: TransactionTable): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${table}.status`)} not in (${sql.join([...UNCOUNTED_TRANSACTION_STATUSES])})`;
}

/** `table.status = value`, the value bound rather than inlined. */
export function statusIs(table: TransactionTable, ...statuses: string[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${table}.status`)} in (${sql.join(statuses)})`;
}
