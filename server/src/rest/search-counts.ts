import { isWithinMoneyRange } from "@storeops/domain";
import { type RawBuilder, sql } from "kysely";
import { readCondition } from "../access/store-scope.ts";
import { ftsTable } from "../db/migrations/016_search_index_split.ts";
import { whereOf } from "./conditions.ts";
import type { CountRequest, Estimate } from "./counts.ts";
import { tableModule } from "./registry.ts";
import { countRows } from "./rest.repository.ts";
import { dialectOf, docContains, ftsMatch, isIndexed, usesFts } from "./search-match.ts";

/** `q` also matches an amount typed ("120.50"): then the rows answer, not the index alone. */
export function isAmount(text: string): boolean {
  const amount = Number(text.replace(/[$,\s]/g, ""));
  return isWithinMoneyRange(amount) && text.trim() !== "";
}

/**
 * A search's count with filters the index does not hold (status, dates, amounts; issue #29), or
 * undefined when the read is not one. Text of 3 characters or more is counted from its matches,
 * each joined to its row and the row's filters and scope tested: on SQLite the FTS5 matches
 * (newest first, within the date range's keys), on PostgreSQL the pg_trgm index beside the key
 * range. With an estimate it stops past the cap. Shorter text has no index to drive by: a common
 * one (most rows contain it) is counted by testing the filtered rows one by one up to the cap.
 */
export async function countSearchWithFilters(
  read: CountRequest,
  estimate: Estimate | undefined,
): Promise<number | undefined> {
  const { db, table, query, actor, access, context } = read;
  const text = query.q;
  if (!text || !isIndexed(table) || tableModule(table).searchableRows || isAmount(text)) return undefined;
  const scope = readCondition(actor, table, access);
  const dialect = dialectOf(db);
  const limit = estimate ? sql`limit ${estimate.cap + 1}` : sql``;
  if ([...text].length < 3) {
    if (!estimate?.commonAscii) return undefined;
    const rowwise = whereOf(table, query, scope, { ...context, rowwiseSearch: true });
    return countRows(db, table, rowwise, estimate.cap);
  }
  const rows = whereOf(table, { filters: query.filters, q: undefined }, scope, context);
  const range = context.keyRange;
  const self = sql.table(table);
  const rowOf = sql`${sql.ref(`${table}.id`)} = d.row_id`;
  let matches: RawBuilder<unknown>;
  if (usesFts(dialect, text)) {
    const { from, match } = ftsMatch(table, text);
    const key = sql.raw(`${ftsTable(table)}.rowid`);
    const within = range ? sql`and ${key} between ${range.lo} and ${range.hi}` : sql``;
    // CROSS JOIN keeps SQLite's order: the matches drive, each row looked up by its document.
    matches = sql`select 1 from ${from} cross join search_docs d on d.key = ${key}
      cross join ${self} on ${rowOf} where ${match} ${within} and ${rows} ${limit}`;
  } else {
    const within = range ? sql`and d.key between ${range.lo} and ${range.hi}` : sql``;
    matches = sql`select 1 from search_docs d join ${self} on ${rowOf}
      where d.tbl = ${table} and ${docContains(text)} ${within} and ${rows} ${limit}`;
  }
  const result = await sql<{ n: number | string }>`select count(*) as n from (${matches}) m`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
