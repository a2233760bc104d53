import { isWithinMoneyRange } from "@storeops/domain";
import { type RawBuilder, sql } from "kysely";
import { readCondition } from "../access/store-scope.ts";
import { whereOf } from "./conditions.ts";
import type { CountRequest, Estimate } from "./counts.ts";
import { tableModule } from "./registry.ts";
import { countRows } from "./rest.repository.ts";
import { dialectOf, docContains, ftsKeys, isIndexed, usesFts } from "./search-match.ts";
import { keyWithin } from "./search-range.ts";
import { isAsciiText, shortTermKeys, usesVocabulary } from "./short-terms.ts";

/** The filters keep this few rows or fewer: a search's count tests them one by one. */
export const FEW_ROWS = { rows: 5000 };

/** `q` also matches an amount typed ("120.50"): then the rows answer, not the index alone. */
export function isAmount(text: string): boolean {
  const amount = Number(text.replace(/[$,\s]/g, ""));
  return isWithinMoneyRange(amount) && text.trim() !== "";
}

/**
 * A search's count with filters the index does not hold (status, dates, amounts; issue #29), or
 * undefined when the read is not one. Text of 3 characters or more is counted from its matches,
 * each joined to its row and the row's filters and scope tested: on SQLite the FTS5 matches
 * (within the date range's key runs), on PostgreSQL the pg_trgm index beside the key ranges. With an estimate it stops past the cap. Two characters on SQLite: the documents found
 * through the FTS5 vocabulary (rest/short-terms.ts). A common short term (most rows contain it)
 * with an estimate, or any term within a few rows (FEW_ROWS, from the kept totals), is counted by
 * testing the filtered rows one by one.
 */
export async function countSearchWithFilters(
  read: CountRequest,
  estimate: Estimate | undefined,
  filtered: () => Promise<number | undefined>,
): Promise<number | undefined> {
  const { db, table, query, actor, access, context } = read;
  const text = query.q;
  if (!text || !isIndexed(table) || isAmount(text)) return undefined;
  const scope = readCondition(actor, table, access);
  const dialect = dialectOf(db);
  const limit = estimate ? sql`limit ${estimate.cap + 1}` : sql``;
  const short = [...text].length < 3;
  const rowwise = () => whereOf(table, query, scope, { ...context, rowwiseSearch: true });
  if (short && estimate?.commonAscii) return countRows(db, table, rowwise(), estimate.cap);
  // Few rows kept by the filters (a manager's approved ones): each tested, not every match walked.
  if (
    (dialect === "postgres" || isAsciiText(text)) &&
    ((await filtered()) ?? Number.POSITIVE_INFINITY) <= FEW_ROWS.rows
  )
    return countRows(db, table, rowwise(), estimate?.cap);
  const vocabulary = usesVocabulary(dialect, text);
  if (short && !vocabulary) return undefined;
  // The rows the caller may find by their text (audit entries of tables it may not read are not).
  const guard = tableModule(table).searchableRows?.(table, context);
  const rowsFiltered = whereOf(table, { filters: query.filters, q: undefined }, scope, context);
  const rows = guard ? sql<boolean>`${rowsFiltered} and ${guard}` : rowsFiltered;
  const range = context.keyRange;
  const self = sql.table(table);
  const rowOf = sql`${sql.ref(`${table}.id`)} = d.row_id`;
  let matches: RawBuilder<unknown>;
  if (vocabulary) {
    matches = sql`select 1 from search_docs d cross join ${self} on ${rowOf}
      where d.key in ${shortTermKeys(table, text, range)} and ${rows} ${limit}`;
  } else if (usesFts(dialect, text)) {
    // CROSS JOIN keeps SQLite's order: the matches drive, each row looked up by its document.
    matches = sql`select 1 from (${ftsKeys(table, text, range)}) k cross join search_docs d on d.key = k.key
      cross join ${self} on ${rowOf} where ${rows} ${limit}`;
  } else {
    const within = range ? sql`and ${keyWithin(sql.ref("d.key"), range)}` : sql``;
    matches = sql`select 1 from search_docs d join ${self} on ${rowOf}
      where d.tbl = ${table} and ${docContains(text)} ${within} and ${rows} ${limit}`;
  }
  const result = await sql<{ n: number | string }>`select count(*) as n from (${matches}) m`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
