import { type RawBuilder, sql } from "kysely";
import { type Condition, inList, readCondition } from "../access/store-scope.ts";
import { dataVersion, scopeKey, versionedCache } from "../db/data-version.ts";
import { whereOf } from "./conditions.ts";
import {
  type CountRequest,
  callerStores,
  cheapCount,
  countFromAggregates,
  type Estimate,
  STORE_WIDE,
} from "./kept-counts.ts";
import { tableModule } from "./registry.ts";
import { countRows } from "./rest.repository.ts";
import { countSearchWithFilters, isAmount } from "./search-counts.ts";
import { daySearchOf } from "./search-days.ts";
import { dialectOf, docContains, ftsMatch, isIndexed, usesFts } from "./search-match.ts";
import { shortTermKeys, usesVocabulary } from "./short-terms.ts";

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * A list's "of N": from the kept totals where they can answer (rest/kept-counts.ts), a search
 * from the search index (below, rest/search-counts.ts) or by day (rest/search-days.ts), else from
 * the rows themselves.
 */
/**
 * A search read by day (rest/search-days.ts): the rows of the days that contain the text, from
 * the day totals, and the rows found by their other columns on days that do not, from the rows.
 */
async function countFromDays(read: CountRequest): Promise<number | undefined> {
  const { db, table, query, actor, access, context } = read;
  const found = context.daySearch;
  const how = daySearchOf(table);
  if (!query.q || !found || !how) return undefined;
  const filtered = { ...read, query: { filters: query.filters, q: undefined } };
  // Every day contains the text: every row the filters keep.
  const byDays = await (found.everyDay
    ? countFromAggregates(filtered)
    : countFromAggregates(filtered, found.days));
  if (byDays === undefined) return undefined;
  if (found.ids.length === 0 || found.everyDay) return byDays;
  const rows = whereOf(
    table,
    { filters: query.filters, q: undefined },
    readCondition(actor, table, access),
    context,
  );
  const others = sql<boolean>`${rows} and ${inList(sql.ref(`${table}.id`), found.ids)}
    and not ${inList(sql.ref(`${table}.${how.date}`), found.days)}`;
  return byDays + (await countRows(db, table, others));
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
  const { db, table, query, access, context } = read;
  const text = query.q;
  if (!text || !isIndexed(table) || isAmount(text)) return undefined;
  if (tableModule(table).searchableRows?.(table, context)) return undefined;
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
    // Otherwise the matches within stores are counted from their documents' columns
    // (rest/search-counts.ts: each match tested in a covering index, or a small scope read whole).
    else return undefined;
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
      where d.tbl = ${table} and ${docContains(text, dialectOf(db))} ${scope} ${limit}`;
  }
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${matches}) m`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

type CountAnswer = { total: number; atLeast?: undefined } | { total?: undefined; atLeast: number };

/**
 * Counts kept while the data stays the same (db/data-version.ts): an integration paging with
 * count=exact, or a screen asked again, counts a common term once, not on every page, and callers
 * asking at once share one count. Per user (a read's conditions can be the user's own), and per
 * hour, as a filter may mean "before today".
 */
const keptCounts = versionedCache<CountAnswer>(256);

/**
 * How many rows a list read matches, as cheaply as its filters allow. With an estimate, a count
 * that would read the rows or the search index stops past `estimate.cap`: then `atLeast`.
 */
export async function countMatching(
  read: CountRequest,
  where: Condition,
  estimate?: Estimate,
): Promise<CountAnswer> {
  const exact = (await cheapCount(read)) ?? (await countFromDays(read));
  if (exact !== undefined) return { total: exact };
  const { db, table, query, actor, access } = read;
  const key = JSON.stringify([
    table,
    actor.user.id,
    actor.user.role,
    scopeKey(actor.scope),
    access,
    query.filters,
    query.q ?? null,
    estimate?.cap ?? null,
    new Date().toISOString().slice(0, 13),
  ]);
  return keptCounts(await dataVersion(db, dialectOf(db)), key, () => countNow(read, where, estimate));
}

/** The search index's or the rows' count: at most cap + 1 with an estimate. */
async function countNow(read: CountRequest, where: Condition, estimate?: Estimate): Promise<CountAnswer> {
  const { db, table, query, actor, access } = read;
  const fromIndex = (await countFromIndex(read, estimate)) ?? (await countSearchWithFilters(read, estimate));
  // No condition at all: no WHERE either, so SQLite counts the b-tree's pages, not its rows.
  const unconditioned = !query.q && query.filters.length === 0 && !readCondition(actor, table, access);
  const counted = fromIndex ?? (await countRows(db, table, unconditioned ? undefined : where, estimate?.cap));
  return estimate && counted > estimate.cap ? { atLeast: estimate.cap } : { total: counted };
}
