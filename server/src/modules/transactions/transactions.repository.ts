import type { Kysely } from "kysely";
import type { Condition } from "../../access/store-scope.ts";
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

/** The record as stored when it lies within `scope` (the caller's read condition), else undefined. */
export async function findInScope(
  db: Kysely<DB>,
  table: TransactionTable,
  id: string,
  scope: Condition | undefined,
): Promise<Row | undefined> {
  const query = db.selectFrom(table).selectAll().where("id", "=", id);
  return (scope ? query.where(scope) : query).executeTakeFirst();
}
