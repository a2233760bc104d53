import type { Access, TableName } from "@storeops/domain";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Actor } from "../access/actor.ts";
import { type Condition, inList, readCondition } from "../access/store-scope.ts";
import type { DB } from "../db/database.ts";
import type { ColumnContext } from "./column-context.ts";
import type { Filter } from "./filter.ts";
import type { ParsedQuery } from "./query.ts";
import { tableModule } from "./registry.ts";
import { countRows } from "./rest.repository.ts";
import { countSearchWithFilters, isAmount } from "./search-counts.ts";
import { dialectOf, docContains, ftsMatch, isIndexed, usesFts } from "./search-match.ts";
import { shortTermKeys, usesVocabulary } from "./short-terms.ts";
import type { KeptTotals } from "./table-module.ts";

/**
 * A list's "of N" counted without reading its rows (issue #15). When a request filters only by
 * store, status and a range of its date (the screens' usual filters) and the caller reads by
 * store, N is a sum over the aggregates the triggers keep exact in every write's transaction
 * (the module's `keptTotals`): a few rows per store over all time, or per store and day within a
 * date range. Anything else (search text, other columns, own or self rows) is counted from the
 * rows themselves.
 */
type CountSource = KeptTotals;

/** Reads that reach whole stores (every row, or every row of the caller's stores): kept totals count them. */
const STORE_WIDE: Record<Access, boolean> = {
  all: true,
  stores: true,
  own: false,
  self: false,
  review: false,
  own_pending: false,
  within_24h: false,
  own_within_24h: false,
  clock: false,
};

const RANGE_OPS: Partial<Record<Filter["op"], string>> = { gt: ">", gte: ">=", lt: "<", lte: "<=", eq: "=" };

const isText = (value: unknown): value is string => typeof value === "string";

/** A list read as its count sees it: the table, its filters and search text, who reads and how far. */
export interface CountRequest {
  db: Kysely<DB>;
  table: TableName;
  query: Pick<ParsedQuery, "filters" | "q">;
  actor: Actor;
  access: Access;
  /** The read's column context (its date range's search keys among them). */
  context: ColumnContext;
}

/** The caller's stores on `ref` when the read is of its stores (as readCondition puts them on store_id). */
function callerStores(
  { actor, table, access }: CountRequest,
  ref: ReturnType<typeof sql.ref>,
): Condition | undefined {
  return readCondition(actor, table, access) && actor.scope !== "all" ? inList(ref, actor.scope) : undefined;
}

/** The filter as a condition on the aggregates' columns, or undefined when they cannot answer it. */
function aggregateCondition(source: CountSource, filter: Filter): Condition | undefined {
  const { column, op, value } = filter;
  const values = Array.isArray(value) ? value : [value];
  if (column === "store_id" || (column === "status" && source.status)) {
    const ref = sql.ref(column);
    if (op === "eq" && isText(value)) return sql<boolean>`${ref} = ${value}`;
    if (op === "neq" && isText(value)) return sql<boolean>`${ref} <> ${value}`;
    if (op === "in" && values.every(isText)) return inList(ref, values);
    return undefined;
  }
  const compare = RANGE_OPS[op];
  if (column === source.date && compare && isText(value)) {
    return sql<boolean>`day ${sql.raw(compare)} ${value}`;
  }
  return undefined;
}

/** Counted from the aggregates, or undefined when this read is not one they can count. */
async function countFromAggregates(read: CountRequest): Promise<number | undefined> {
  const { db, table, query, access } = read;
  const source = tableModule(table).keptTotals;
  if (!source || query.q || !STORE_WIDE[access]) return undefined;
  const parts: Condition[] = [];
  const dates: Filter[] = [];
  for (const filter of query.filters) {
    const condition = aggregateCondition(source, filter);
    if (!condition) return undefined;
    if (filter.column === source.date) dates.push(filter);
    else parts.push(condition);
  }
  const stores = callerStores(read, sql.ref("store_id"));
  if (stores) parts.push(stores);
  const sum = async (from: CountSource["days"], extra: Condition[]) => {
    const all = [...parts, ...extra, ...(from.where ? [from.where] : [])];
    const where = all.length > 0 ? sql.join(all, sql` and `) : sql`1 = 1`;
    const { rows } = await sql<{ n: number | string | null }>`
      select coalesce(sum(${sql.ref(from.count)}), 0) as n from ${sql.table(from.table)} where ${where}`.execute(
      db,
    );
    return Number(rows[0]?.n ?? 0);
  };
  if (dates.length === 0) return sum(source.stores ?? source.days, []);
  // "Up to a day" (a history's lte today) is everything but what lies after it: the store roll-up
  // less the few day rows past the bound, not every day row of the years before it.
  const [bound] = dates;
  if (source.stores && dates.length === 1 && bound && isText(bound.value)) {
    const after = bound.op === "lte" ? ">" : bound.op === "lt" ? ">=" : undefined;
    if (after) {
      const [everything, later] = await Promise.all([
        sum(source.stores, []),
        sum(source.days, [sql<boolean>`day ${sql.raw(after)} ${bound.value}`]),
      ]);
      return everything - later;
    }
  }
  return sum(
    source.days,
    dates.map((filter) => aggregateCondition(source, filter) as Condition),
  );
}

/**
 * A search's count from the search index alone (issue #15), when the read is `q` within the
 * caller's stores and store filters: the index holds each row's store, kept by the same
 * triggers as its text. SQLite counts the table's FTS5 matches, or with stores the scope's
 * entries of `search_docs_store` whose key is a match; PostgreSQL the matching documents.
 * Undefined when the read has other conditions (they need the rows).
 *
 * With an estimate (count=estimated) it stops after cap + 1 matches. A common term within a few
 * stores is then counted by reading the scope's documents in order until that many contain the
 * text (a few thousand at most), not by first collecting every match of the table.
 */
async function countFromIndex(
  read: CountRequest,
  estimate: Estimate | undefined,
): Promise<number | undefined> {
  const { db, table, query, access } = read;
  const text = query.q;
  if (!text || !isIndexed(table) || tableModule(table).searchableRows || isAmount(text)) return undefined;
  if (!STORE_WIDE[access]) return undefined;
  const stores: Condition[] = [];
  const storeRef = sql.ref("d.store_id");
  for (const { column, op, value } of query.filters) {
    if (column !== "store_id") return undefined;
    const values = Array.isArray(value) ? value : [value];
    if (op === "eq" && isText(value)) stores.push(sql<boolean>`${storeRef} = ${value}`);
    else if (op === "in" && values.every(isText)) stores.push(inList(storeRef, values));
    else return undefined;
  }
  const caller = callerStores(read, storeRef);
  if (caller) stores.push(caller);
  const limit = estimate ? sql`limit ${estimate.cap + 1}` : sql``;
  const scoped = () => sql`d.tbl = ${table} and ${sql.join(stores, sql` and `)}`;
  let matches: RawBuilder<unknown>;
  if (usesFts(dialectOf(db), text)) {
    const { from, match } = ftsMatch(table, text);
    if (stores.length === 0) matches = sql`select 1 from ${from} where ${match} ${limit}`;
    else if (estimate?.commonAscii)
      matches = sql`select 1 from search_docs d where ${scoped()}
        and ${docContains(text)} ${limit}`;
    // The unary + keeps SQLite from driving by the matches (a document read each): it walks
    // the scope's entries of search_docs_store (table, store, key) and looks each key up.
    else
      matches = sql`select 1 from search_docs d where ${scoped()}
        and +d.key in (select rowid from ${from} where ${match}) ${limit}`;
  } else if (
    dialectOf(db) === "postgres" &&
    [...text].length < 3 &&
    estimate?.commonAscii &&
    stores.length > 0
  ) {
    // No trigram to narrow by: the scope's rows are tested one by one (rest/search-counts.ts).
    return undefined;
  } else if (usesVocabulary(dialectOf(db), text) && !estimate?.commonAscii) {
    const scope = stores.length > 0 ? sql`and ${sql.join(stores, sql` and `)}` : sql``;
    matches = sql`select 1 from search_docs d where d.key in ${shortTermKeys(table, text)} ${scope} ${limit}`;
  } else {
    const scope = stores.length > 0 ? sql`and ${sql.join(stores, sql` and `)}` : sql``;
    matches = sql`select 1 from search_docs d
      where d.tbl = ${table} and ${docContains(text)} ${scope} ${limit}`;
  }
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${matches}) m`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * An estimated count (`count=estimated`): exact up to `cap` matching rows, past it cap + 1.
 * `commonAscii`: the search text is common in the table (search-match.ts isCommonTerm; ASCII on SQLite).
 */
export interface Estimate {
  cap: number;
  commonAscii: boolean;
}

/**
 * How many rows a list read matches, as cheaply as its filters allow. With an estimate, a count
 * that would read the rows or the search index stops past `estimate.cap`: then `atLeast`.
 */
export async function countMatching(
  read: CountRequest,
  where: Condition,
  estimate?: Estimate,
): Promise<{ total: number; atLeast?: undefined } | { total?: undefined; atLeast: number }> {
  const { db, table, query, actor, access } = read;
  const exact = await cheapCount(read);
  if (exact !== undefined) return { total: exact };
  // Then the search index or the rows themselves: at most cap + 1 with an estimate.
  // The rows the filters keep without the text, from the kept totals where they can say.
  const filtered = () => countFromAggregates({ ...read, query: { filters: query.filters, q: undefined } });
  const fromIndex =
    (await countFromIndex(read, estimate)) ?? (await countSearchWithFilters(read, estimate, filtered));
  // No condition at all: no WHERE either, so SQLite counts the b-tree's pages, not its rows.
  const unconditioned = !query.q && query.filters.length === 0 && !readCondition(actor, table, access);
  const counted = fromIndex ?? (await countRows(db, table, unconditioned ? undefined : where, estimate?.cap));
  return estimate && counted > estimate.cap ? { atLeast: estimate.cap } : { total: counted };
}

/** The count from kept totals (exact, a few rows read), or undefined when they cannot answer. */
async function cheapCount(read: CountRequest): Promise<number | undefined> {
  const shortcut = tableModule(read.table).countShortcut?.(read.db, read.query, read.access);
  if (shortcut) return shortcut;
  return countFromAggregates(read);
}
