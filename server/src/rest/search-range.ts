import type { TableName } from "@storeops/domain";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db/database.ts";
import { DATED } from "../db/migrations/029_search_day_keys.ts";
import type { Filter } from "./filter.ts";
import type { KeyRange } from "./search-match.ts";

const COMPARE: Partial<Record<Filter["op"], string>> = { gt: ">", gte: ">=", lt: "<", lte: "<=", eq: "=" };

const isDated = (table: TableName): table is keyof typeof DATED => table in DATED;

/** No document at all: a range that holds no key. */
const EMPTY: KeyRange = { lo: 1, hi: 0 };

/**
 * The search documents' keys of the rows a read's date filters keep (issue #29), from each day's
 * bounds (migration 029): a few hundred rows of `search_day_keys` at most. Undefined when the
 * read does not filter its table's date, or the table has no kept bounds.
 */
export async function keyRangeOf(
  db: Kysely<DB>,
  table: TableName,
  filters: readonly Filter[],
): Promise<KeyRange | undefined> {
  if (!isDated(table)) return undefined;
  const days = filters.flatMap(({ column, op, value }) => {
    const compare = COMPARE[op];
    return column === DATED[table] && compare && typeof value === "string"
      ? [sql<boolean>`day ${sql.raw(compare)} ${value}`]
      : [];
  });
  if (days.length === 0) return undefined;
  const { rows } = await sql<{ lo: number | string | null; hi: number | string | null }>`
    select min(lo) as lo, max(hi) as hi from search_day_keys
    where tbl = ${table} and ${sql.join(days, sql` and `)}`.execute(db);
  const [bounds] = rows;
  if (bounds?.lo === null || bounds?.lo === undefined || bounds.hi === null) return EMPTY;
  return { lo: Number(bounds.lo), hi: Number(bounds.hi) };
}
