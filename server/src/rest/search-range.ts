import type { TableName } from "@storeops/domain";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DB } from "../db/database.ts";
import { DATED, KEY_BLOCK } from "../db/migrations/029_search_key_days.ts";
import { AUDIT_DAY_KEYS } from "../db/migrations/045_search_filters.ts";
import type { Filter } from "./filter.ts";

/**
 * The search documents' keys a search reads (issue #29): the runs of key blocks whose rows' days
 * meet the read's date range (migration 029). Every document of those rows lies within them;
 * others may, and the rows' own date filter drops them. None at all: no document.
 */
export type KeyRange = ReadonlyArray<{ lo: number; hi: number }>;

/** Past this many runs, the closest are read as one (FTS5 reads one rowid range per query). */
const MAX_RUNS = 8;

/** The tables whose documents' keys are kept by day (migrations 029 and 045), and that day's column. */
const DAY_KEYED = { ...DATED, ...AUDIT_DAY_KEYS } as const;

const isDated = (table: TableName): table is keyof typeof DAY_KEYED => table in DAY_KEYED;

/** A block's days meet the filter: the block's first and last day against the bound. */
function blockCondition(op: Filter["op"], value: string): RawBuilder<boolean> | undefined {
  switch (op) {
    case "gt":
      return sql<boolean>`last_day > ${value}`;
    case "gte":
      return sql<boolean>`last_day >= ${value}`;
    case "lt":
      return sql<boolean>`first_day < ${value}`;
    case "lte":
      return sql<boolean>`first_day <= ${value}`;
    case "eq":
      return sql<boolean>`first_day <= ${value} and last_day >= ${value}`;
    default:
      return undefined;
  }
}

/** Consecutive blocks as key runs, the closest runs merged until at most MAX_RUNS remain. */
function runsOf(blocks: number[]): { lo: number; hi: number }[] {
  const runs: { lo: number; hi: number }[] = [];
  for (const block of blocks) {
    const last = runs.at(-1);
    if (last && last.hi + 1 === block * KEY_BLOCK) last.hi = (block + 1) * KEY_BLOCK - 1;
    else runs.push({ lo: block * KEY_BLOCK, hi: (block + 1) * KEY_BLOCK - 1 });
  }
  while (runs.length > MAX_RUNS) {
    let closest = 0;
    for (let i = 1; i < runs.length - 1; i++) {
      const gap = (runs[i + 1]?.lo ?? 0) - (runs[i]?.hi ?? 0);
      if (gap < (runs[closest + 1]?.lo ?? 0) - (runs[closest]?.hi ?? 0)) closest = i;
    }
    const [first, second] = runs.splice(closest, 2);
    if (first && second) runs.splice(closest, 0, { lo: first.lo, hi: second.hi });
  }
  return runs;
}

/**
 * The key runs of the rows a read's date filters keep, from the blocks' days (a few hundred rows
 * of `search_key_days` at most). Undefined when the read does not filter its table's date, or
 * the table keeps no blocks.
 */
export async function keyRangeOf(
  db: Kysely<DB>,
  table: TableName,
  filters: readonly Filter[],
): Promise<KeyRange | undefined> {
  if (!isDated(table)) return undefined;
  const days = filters.flatMap(({ column, op, value }) => {
    const condition =
      column === DAY_KEYED[table] && typeof value === "string" ? blockCondition(op, value) : undefined;
    return condition ? [condition] : [];
  });
  if (days.length === 0) return undefined;
  const { rows } = await sql<{ block: number | string }>`select block from search_key_days
    where tbl = ${table} and ${sql.join(days, sql` and `)} order by block`.execute(db);
  return runsOf(rows.map((row) => Number(row.block)));
}

/**
 * A run's bound written into the SQL as an integer: better-sqlite3 binds every number as a REAL,
 * and FTS5 reads a rowid range bound that way several times slower (a summer's "dairy": 14 → 2 ms).
 * The bounds are block multiples worked out here, never request text.
 */
export const keyBound = (key: number) => sql.lit(Math.trunc(key));

/** `key` within one of the runs (none: false); `literal`: the bounds as keyBound writes them (SQLite). */
export function keyWithin(key: RawBuilder<unknown>, range: KeyRange, literal = false): RawBuilder<boolean> {
  if (range.length === 0) return sql<boolean>`1 = 0`;
  const bound = (value: number) => (literal ? keyBound(value) : sql`${value}`);
  return sql<boolean>`(${sql.join(
    range.map(({ lo, hi }) => sql`${key} between ${bound(lo)} and ${bound(hi)}`),
    sql` or `,
  )})`;
}

/**
 * The keys `keys(run)` finds in each run, one after the other (`union all`): FTS5 narrows a query
 * by one rowid range. A query that finds nothing when there is no run.
 */
export function keysPerRun(
  range: KeyRange,
  keys: (run: { lo: number; hi: number }) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  if (range.length === 0) return sql`select null as key where 1 = 0`;
  return sql.join(range.map(keys), sql` union all `);
}
