import { type Kysely, PostgresAdapter, sql } from "kysely";
import { INDEXED_TABLES, type Indexed } from "./006_search_index.ts";
import { ftsTable } from "./016_search_index_split.ts";

/**
 * SQLite: two-letter search terms through the FTS5 trigram index (issue #29), not by reading every
 * document. A document of three characters or more contains "co" exactly where one of its
 * trigrams starts with "co", or where the document ends with it. The FTS5 vocabulary of each
 * table (`search_fts_vocab_<table>`: named as the FTS tables, so the backup fingerprint skips it
 * too) lists its trigrams in order, so those starting with "co" are a range of it; an index of each document's last two characters finds the rest (and documents of
 * two characters). An index of each table's documents by key reads its newest ones, where a
 * short term's share is sampled. PostgreSQL: nothing (pg_trgm has no such vocabulary; its
 * partitions' primary key is (table, key)).
 */

/** The FTS5 vocabulary table (one row per trigram) of an indexed table's FTS table. */
export const vocabTable = (table: Indexed) => `search_fts_vocab_${table}`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of INDEXED_TABLES) {
    await sql
      .raw(`create virtual table ${vocabTable(table)} using fts5vocab(${ftsTable(table)}, 'row')`)
      .execute(db);
  }
  await sql`create index search_docs_tail on search_docs (tbl, substr(body, -2))`.execute(db);
  // A table's newest documents, where a short term's share is sampled (rest/search-match.ts).
  await sql`create index search_docs_table_key on search_docs (tbl, key)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index if exists search_docs_tail`.execute(db);
  await sql`drop index if exists search_docs_table_key`.execute(db);
  for (const table of INDEXED_TABLES) await sql.raw(`drop table if exists ${vocabTable(table)}`).execute(db);
}
