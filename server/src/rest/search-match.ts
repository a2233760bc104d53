import type { TableName } from "@storeops/domain";
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Condition } from "../access/store-scope.ts";
import type { Dialect } from "../db/database.ts";
import { INDEXED_TABLES } from "../db/migrations/006_search_index.ts";
import { ftsTable } from "../db/migrations/016_search_index_split.ts";
import { likePattern } from "./query.ts";
import { type KeyRange, keyBound, keysPerRun, keyWithin } from "./search-range.ts";
import { isAsciiText, shortTermKeys, usesVocabulary } from "./short-terms.ts";

/** The tables whose text is searched through the search index (migration 006), not row by row. */
export type IndexedTable = (typeof INDEXED_TABLES)[number];

export function isIndexed(table: TableName): table is IndexedTable {
  return (INDEXED_TABLES as readonly string[]).includes(table);
}

/** The dialect a Kysely instance speaks. */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** FTS5 trigram queries need 3 characters; shorter text is matched by a scan of the index rows. */
const TRIGRAM = 3;

/**
 * PostgreSQL: the longest run of letters and digits of `text` when the text holds other characters
 * too (a dash, a space) and the run is long enough for a trigram; otherwise none. pg_trgm reads a
 * LIKE pattern by its words, edges included: "gi-51234" asks for "gi " and " 51" besides "512",
 * "123" and "234", and a code's prefix is in nearly every document ("gi " of every generated
 * invoice number), so the GIN index walks that trigram's whole list: 15 ms at 1M, against 0.3 ms
 * for "51234" alone.
 */
export function indexedRun(text: string): string | undefined {
  const runs = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const longest = runs.reduce((found, run) => (run.length > found.length ? run : found), "");
  return [...longest].length >= TRIGRAM && longest.length < text.length ? longest : undefined;
}

/**
 * The search document `d` contains `text` (case-insensitive: bodies are stored lower-cased). On
 * PostgreSQL:
 * - text too short for a trigram is written so that no pg_trgm index answers it: a prepared
 *   statement's generic plan does not know the text, and read "%co%" through the GIN index, which
 *   holds no trigram of it, as every document of the table (1.5 s at 1M);
 * - text of several words (a code such as "GI-51234", a phrase) is looked up in the index by its
 *   longest word (`indexedRun`), then the whole text is tested on the documents found, written so
 *   that the index does not answer it too.
 */
export function docContains(text: string, dialect?: Dialect): RawBuilder<boolean> {
  const unindexed = sql<boolean>`(d.body || '') like ${likePattern(text)} escape '\\'`;
  if (dialect === "postgres") {
    if ([...text].length < TRIGRAM) return unindexed;
    const run = indexedRun(text);
    if (run) return sql<boolean>`(d.body like ${likePattern(run)} escape '\\' and ${unindexed})`;
  }
  return sql<boolean>`d.body like ${likePattern(text)} escape '\\'`;
}

/** An FTS5 phrase: the text as one literal substring (quotes doubled). */
const phrase = (text: string) => `"${text.toLowerCase().replace(/"/g, '""')}"`;

/** SQLite: the FTS5 trigram table of `table`'s documents (migration 016) and the match of `text` in it. */
export function ftsMatch(
  table: IndexedTable,
  text: string,
): { from: RawBuilder<unknown>; match: RawBuilder<boolean> } {
  const fts = ftsTable(table);
  return { from: sql.table(fts), match: sql<boolean>`${sql.ref(fts)} match ${phrase(text)}` };
}

/** Whether SQLite's FTS5 trigram table answers `text` (3 characters or more). */
export const usesFts = (dialect: Dialect | undefined, text: string) =>
  dialect === "sqlite" && [...text].length >= TRIGRAM;

/**
 * The ids of `table`'s rows whose searchable text contains `text` (case-insensitive) — a
 * subquery for `id in (…)`. SQLite reads the table's FTS5 trigram table, PostgreSQL the pg_trgm
 * GIN index on the same `search_docs` rows. Without a known dialect, the portable form (a LIKE
 * over the index rows) answers the same rows on both. With `range`, only the documents whose
 * key lies within its runs: rowid ranges of the FTS5 table, key ranges beside the GIN index.
 */
export function matchingIds(
  dialect: Dialect | undefined,
  table: IndexedTable,
  text: string,
  range?: KeyRange,
): RawBuilder<unknown> {
  if (usesFts(dialect, text)) {
    if (range)
      return sql`(select d.row_id from (${ftsKeys(table, text, range)}) k
      cross join search_docs d on d.key = k.key)`;
    const { from, match } = ftsMatch(table, text);
    return sql`(select d.row_id from ${from} cross join search_docs d on d.key = ${sql.raw(`${ftsTable(table)}.rowid`)}
      where ${match})`;
  }
  if (usesVocabulary(dialect, text))
    return sql`(select d.row_id from search_docs d where d.key in ${shortTermKeys(table, text, range)})`;
  const within = range ? sql`and ${keyWithin(sql.ref("d.key"), range, dialect === "sqlite")}` : sql``;
  return sql`(select d.row_id from search_docs d
    where d.tbl = ${table} and ${docContains(text, dialect)} ${within})`;
}

/**
 * SQLite: the keys (`key`) of the FTS5 matches of `text` (3 characters or more), within `range`:
 * one rowid range of the FTS5 table per run of blocks.
 */
export function ftsKeys(table: IndexedTable, text: string, range?: KeyRange): RawBuilder<unknown> {
  const { from, match } = ftsMatch(table, text);
  const rowid = sql.raw(`${ftsTable(table)}.rowid`);
  if (!range) return sql`select ${rowid} as key from ${from} where ${match}`;
  return keysPerRun(
    range,
    ({ lo, hi }) =>
      sql`select ${rowid} as key from ${from} where ${match}
        and ${rowid} between ${keyBound(lo)} and ${keyBound(hi)}`,
  );
}

/** `table.id` is a row matching `text` through the index (within `range` when given). */
export function matchesIndex(
  dialect: Dialect | undefined,
  table: IndexedTable,
  text: string,
  range?: KeyRange,
): Condition {
  return sql<boolean>`${sql.ref(`${table}.id`)} in ${matchingIds(dialect, table, text, range)}`;
}

/**
 * The same rows as `matchesIndex`, tested one row at a time: the row's document contains `text`.
 * For a term that many rows match, a page read in the order of an index stops after a few
 * hundred rows this way, instead of first collecting every match (issue #15). Only used where
 * it is exact: SQLite's lower() and LIKE fold ASCII letters only, so there the text is ASCII.
 */
export function matchesRowwise(table: IndexedTable, text: string): Condition {
  return sql<boolean>`exists (select 1 from search_docs d where d.tbl = ${table}
    and d.row_id = ${sql.ref(`${table}.id`)} and ${docContains(text)})`;
}

/**
 * A term the FTS table matches this many times is "common": its pages are read row by row.
 * Around it both ways cost alike (a few thousand index entries read); tests lower it.
 */
export const COMMON_TERM = { matches: 2000 };

/** How many of a table's newest documents a term too short for FTS5 (or on PostgreSQL) is tested in. */
const SAMPLE = 1000;

/**
 * Whether many of `table`'s rows match `text`. SQLite, 3 characters or more: at least
 * `COMMON_TERM.matches` in the FTS table, read from its first that many — a millisecond or two.
 * Shorter text (no trigram to look up) and PostgreSQL: at least 1 % of the table's newest
 * `SAMPLE` documents contain it (issue #29: "co" was matched by reading every document). On
 * SQLite only ASCII text (see matchesRowwise).
 */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export async function isCommonTerm(db: Kysely<any>, table: IndexedTable, text: string): Promise<boolean> {
  const dialect = dialectOf(db);
  if (dialect === "sqlite" && !isAsciiText(text)) return false;
  if (usesFts(dialect, text)) {
    const { from, match } = ftsMatch(table, text);
    const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from ${from} where ${match}
      limit ${COMMON_TERM.matches}) m`.execute(db);
    return Number(rows[0]?.n ?? 0) >= COMMON_TERM.matches;
  }
  // The table's newest documents: by (table, key) on both (migration 030; PostgreSQL's primary key).
  const newest = sql`select d.body from search_docs d where d.tbl = ${table} order by d.key desc limit ${SAMPLE}`;
  const { rows } = await sql<{ n: number | string; hits: number | string | null }>`select count(*) as n,
    sum(case when ${docContains(text)} then 1 else 0 end) as hits from (${newest}) d`.execute(db);
  const sampled = Number(rows[0]?.n ?? 0);
  return sampled > 0 && Number(rows[0]?.hits ?? 0) * 100 >= sampled;
}
