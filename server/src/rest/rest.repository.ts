import { type ColumnDef, TABLES, type TableName } from "@storeops/domain";
import { type AliasedRawBuilder, type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { factColumns } from "../access/allowed-actions.ts";
import { type DB, type Dialect, type Row, untyped } from "../db/database.ts";
import type { ColumnContext } from "./column-context.ts";
import { columnExpression, columnOf } from "./columns.ts";
import type { Condition } from "./conditions.ts";
import type { ParsedQuery } from "./query.ts";
import { tableModule } from "./registry.ts";

function selection(
  table: TableName,
  columns: readonly string[],
  context: ColumnContext = {},
): AliasedRawBuilder<unknown, string>[] {
  return columns.map((column) => sql`${columnExpression(table, column, context)}`.as(column));
}

// The generic front is the one untyped part: its table is a request parameter, checked against
// the domain's table registry before it reaches SQL.

// biome-ignore lint/suspicious/noExplicitAny: a select on a table named at run time
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * A list ordered by its table's date alone is ordered by (date, created_at) as its screen asks:
 * the indexes of the growing tables (migration 007) hold (date, created_at, id), so an API caller
 * who names only the date gets the same index-ordered read instead of sorting every match.
 */
function withCreatedAt(table: TableName, order: ParsedQuery["order"]): ParsedQuery["order"] {
  const [only] = order;
  if (order.length !== 1 || !only || only.column !== tableModule(table).listDate) return order;
  if (!columnOf(TABLES[table], "created_at")) return order;
  return [only, { ...only, column: "created_at" }];
}

function ordered<T extends AnySelect>(
  builder: T,
  table: TableName,
  order: ParsedQuery["order"],
  context: ColumnContext,
): T {
  let sorted: AnySelect = builder;
  // A column named again sorts nothing more (the audit screen sends created_at twice); written
  // once, SQLite sees that an index of (created_at, id) gives the order (a summer of the audit log
  // searched at 1M: 64 → 0.1 ms).
  const seen = new Set<string>();
  for (const { column, direction } of withCreatedAt(table, order)) {
    if (seen.has(column)) continue;
    seen.add(column);
    sorted = sorted.orderBy(sql`${columnExpression(table, column, context)}`, direction);
  }
  // A unique tiebreaker keeps pages stable when the sort key repeats. It runs the way the last key
  // does, so one index (date, created_at, id) serves the whole order, read forwards or backwards.
  return sorted.orderBy(sql.ref(`${table}.id`), order.at(-1)?.direction ?? "asc") as T;
}

function orderedRows(
  db: Kysely<DB>,
  table: TableName,
  query: Pick<ParsedQuery, "select" | "order">,
  where: Condition,
  context: ColumnContext,
) {
  const builder = db
    .selectFrom(table)
    .select(selection(table, query.select, context))
    .where(where);
  return ordered(builder, table, query.order, context);
}

/**
 * One page of rows with the requested (and computed) columns. The page's ids are found first,
 * from the filters and the order alone (an index walk of 25–50 entries when one matches); only
 * those rows are then read and their computed columns (store names…) worked out, never one per
 * row of the whole table ahead of a sort.
 */
export async function listRows(
  db: Kysely<DB>,
  table: TableName,
  query: Pick<ParsedQuery, "select" | "order" | "limit" | "offset">,
  where: Condition,
  context: ColumnContext = {},
): Promise<Row[]> {
  const page = ordered(
    db
      .selectFrom(table)
      .select(sql.ref(`${table}.id`).as("id"))
      .where(where),
    table,
    query.order,
    context,
  )
    .limit(query.limit)
    .offset(query.offset);
  const rows = db
    .selectFrom(table)
    .select(selection(table, query.select, context))
    .where(sql.ref(`${table}.id`), "in", page);
  return ordered(rows, table, query.order, context).execute();
}

/** Every matching row, in order, read through a cursor a chunk at a time (exports). */
export function streamRows(
  db: Kysely<DB>,
  table: TableName,
  query: Pick<ParsedQuery, "select" | "order">,
  where: Condition,
  context: ColumnContext = {},
): AsyncIterableIterator<Row> {
  return orderedRows(db, table, query, where, context).stream(500);
}

/** Rows matching the condition; every row of the table when there is none. */
export async function countRows(
  db: Kysely<DB>,
  table: TableName,
  where?: Condition,
  cap?: number,
): Promise<number> {
  if (cap !== undefined) {
    // Stops at the first cap + 1 matching rows: "more than cap" is all an estimated count says past it.
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select 1 from
      ${sql.table(table)} where ${where ?? sql`1 = 1`} limit ${cap + 1}) m`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  const count = db.selectFrom(table).select(sql<number>`count(*)`.as("n"));
  const row = await (where ? count.where(where) : count).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stored columns of the rows a write targets, locked on PostgreSQL until the transaction ends. */
export async function rowsForWrite(
  db: Kysely<DB>,
  dialect: Dialect,
  table: TableName,
  where: Condition,
  max: number,
): Promise<Row[]> {
  const columns: Record<string, ColumnDef> = TABLES[table].columns;
  // A writable column its module derives when read (a saved view's is_default, the reader's own) is not stored.
  const derived = tableModule(table).computed ?? {};
  const stored = Object.entries(columns)
    .filter(([name, column]) => !column.computed && !Object.hasOwn(derived, name))
    .map(([name]) => sql`${sql.ref(`${table}.${name}`)}`.as(name));
  let builder = db
    .selectFrom(table)
    .select(stored)
    .where(where)
    .limit(max + 1);
  if (dialect === "postgres") builder = builder.forUpdate();
  return builder.execute();
}

export async function rowsByIds(
  db: Kysely<DB>,
  table: TableName,
  ids: readonly string[],
  context: ColumnContext = {},
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const defs: Record<string, ColumnDef> = TABLES[table].columns;
  // Hidden fact columns (the approval step's) are read for allowed_actions; presentRow drops them.
  const facts = factColumns(table);
  const columns = Object.entries(defs)
    .filter(([name, column]) => !column.hidden || facts.includes(name))
    .map(([name]) => name);
  const rows = await db
    .selectFrom(table)
    .select(selection(table, columns, context))
    .where(sql.ref(`${table}.id`), "in", ids)
    .execute();
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
}

/**
 * Inserts one row; with a unique key, a row whose key is already stored (or being stored by a
 * concurrent transaction) is skipped instead of failing, and the answer is false.
 */
export async function insertRow(
  db: Kysely<DB>,
  table: TableName,
  values: Row,
  uniqueKey?: readonly string[],
): Promise<boolean> {
  const insert = untyped(db).insertInto(table).values(values);
  if (!uniqueKey) {
    await insert.execute();
    return true;
  }
  const result = await insert.onConflict((oc) => oc.columns([...uniqueKey]).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateRow(db: Kysely<DB>, table: TableName, id: string, values: Row): Promise<void> {
  await untyped(db).updateTable(table).set(values).where("id", "=", id).execute();
}

export async function deleteRow(db: Kysely<DB>, table: TableName, id: string): Promise<void> {
  await db.deleteFrom(table).where("id", "=", id).execute();
}
