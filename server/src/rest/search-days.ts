import { TABLES, type TableName } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import { type Condition, inList } from "../access/store-scope.ts";
import type { DB } from "../db/database.ts";
import { columnOf } from "./columns.ts";
import { likePattern } from "./query.ts";
import { tableModule } from "./registry.ts";

/**
 * `q` on a table whose searched text is its list date and a few mostly empty columns (time
 * entries, daily income: notes and the day; issue #29), read without testing every row. A row's
 * date contains the text exactly when its day does, and every row's day is a day of the table's
 * kept day totals (`keptTotals.days`, one row per store and day): the days containing the text
 * are found there (a few thousand rows at most), and the rows whose other searched columns
 * contain it through their partial index (migration 045: the rows with notes). The list then
 * reads `date in (those days) or id in (those rows)`, which its date index answers in order, and
 * its count sums the day totals.
 */
export interface DaySearch {
  /** The days (of the kept totals) whose text contains the search text. */
  days: string[];
  /** Every day of the kept totals contains it ("20"): every row's date does. */
  everyDay: boolean;
  /** The rows whose other searched columns contain it. */
  ids: string[];
}

/** Past this many days or rows the search is read row by row as before (a long history, many notes). */
const MAX_DAYS = 5000;
const MAX_IDS = 1000;

/** The table's date column and the kept day totals, when its module reads `q` by day. */
export function daySearchOf(
  table: TableName,
): { date: string; days: string; sparse: readonly string[] } | undefined {
  const module = tableModule(table);
  const totals = module.keptTotals;
  if (!module.searchByDay || !totals?.days) return undefined;
  const sparse = TABLES[table].searchable.filter((column) => column !== totals.date);
  return { date: totals.date, days: totals.days.table, sparse };
}

/** `column` contains the text: what conditions.ts writes for a searched column. */
const contains = (column: ReturnType<typeof sql.ref>, text: string): Condition =>
  sql<boolean>`lower(cast(${column} as text)) like ${likePattern(text)} escape '\\'`;

/** The days and rows `q` finds (DaySearch), or undefined when the table is not read this way. */
export async function daySearch(
  db: Kysely<DB>,
  table: TableName,
  text: string,
): Promise<DaySearch | undefined> {
  const how = daySearchOf(table);
  if (!how) return undefined;
  // An amount typed also matches money columns: those tables are not read this way.
  if (TABLES[table].searchable.some((column) => columnOf(TABLES[table], column)?.kind === "money"))
    return undefined;
  // Every day the totals hold (one index read), each tested for the text as a row's date is.
  const day = sql.ref("day");
  const all = await sql<{ day: string; hit: number | boolean }>`select day, ${contains(day, text)} as hit
    from (select distinct day from ${sql.table(how.days)}) d limit ${MAX_DAYS + 1}`.execute(db);
  if (all.rows.length > MAX_DAYS) return undefined;
  const days = all.rows
    .filter((row) => row.hit === true || Number(row.hit) === 1)
    .map((row) => String(row.day));
  // `is not null` first: the partial index of the rows that have the column answers it.
  const sparse = how.sparse.map((column) => {
    const ref = sql.ref(`${table}.${column}`);
    return sql<boolean>`(${ref} is not null and ${contains(ref, text)})`;
  });
  const ids =
    sparse.length === 0
      ? { rows: [] }
      : await sql<{ id: string }>`select ${sql.ref(`${table}.id`)} as id from ${sql.table(table)}
          where ${sql.join(sparse, sql` or `)} limit ${MAX_IDS + 1}`.execute(db);
  if (ids.rows.length > MAX_IDS) return undefined;
  return { days, everyDay: days.length === all.rows.length, ids: ids.rows.map((row) => String(row.id)) };
}

/** The rows `found` names: their date among its days, or their id among its rows. */
export function daySearchCondition(table: TableName, found: DaySearch): Condition {
  const how = daySearchOf(table);
  if (!how) return sql<boolean>`1 = 0`;
  const parts: Condition[] = [];
  const date = sql.ref(`${table}.${how.date}`);
  if (found.everyDay) parts.push(sql<boolean>`${date} is not null`);
  else if (found.days.length > 0) parts.push(inList(date, found.days));
  if (found.ids.length > 0) parts.push(inList(sql.ref(`${table}.id`), found.ids));
  return parts.length > 0 ? sql<boolean>`(${sql.join(parts, sql` or `)})` : sql<boolean>`1 = 0`;
}
