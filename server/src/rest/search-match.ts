import type { TableName } from "@storeops/domain";
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Condition } from "../access/store-scope.ts";
import type { Dialect } from "../db/database.ts";
import { INDEXED_TABLES } from "../db/migrations/006_search_index.ts";
import { likePattern } from "./query.ts";

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

/** An FTS5 phrase: the text as one literal substring (quotes doubled). */
const phrase = (text: string) => `"${text.toLowerCase().replace(/"/g, '""')}"`;

/**
 * The ids of `table`'s rows whose searchable text contains `text` (case-insensitive), newest
 * index entry first — a subquery for `id in (…)`. SQLite reads the FTS5 trigram table, PostgreSQL
 * the pg_trgm GIN index on the same `search_docs` rows. Without a known dialect, the portable
 * form (a LIKE over the index rows) answers the same rows on both.
 */
export function matchingIds(
  dialect: Dialect | undefined,
  table: IndexedTable,
  text: string,
): RawBuilder<unknown> {
  if (dialect === "sqlite" && [...text].length >= TRIGRAM) {
    return sql`(select d.row_id from search_fts f cross join search_docs d on d.key = f.rowid
      where f.search_fts match ${phrase(text)} and d.tbl = ${table})`;
  }
  return sql`(select d.row_id from search_docs d
    where d.tbl = ${table} and d.body like ${likePattern(text)} escape '\\')`;
}

/** `table.id` is a row matching `text` through the index. */
export function matchesIndex(dialect: Dialect | undefined, table: IndexedTable, text: string): Condition {
  return sql<boolean>`${sql.ref(`${table}.id`)} in ${matchingIds(dialect, table, text)}`;
}
