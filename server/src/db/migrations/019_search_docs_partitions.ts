import { type Kysely, PostgresAdapter, sql } from "kysely";
import { INDEXED_TABLES } from "./006_search_index.ts";

/**
 * PostgreSQL: `search_docs` partitioned by table (issue #15), as migration 016 split SQLite's FTS
 * table. With one table for all documents the planner judged `body like '%dairy%'` on expenses by
 * the statistics of every document. It expected thousands of matches where purchases had them and
 * expenses had none. It then chose a sequential scan "until 50 are found" and read all 1.2M
 * documents (590 ms). Each table's documents now have their own statistics and their own pg_trgm
 * GIN index: a term common in a table is read in a few pages, and a rare one through its index.
 * The triggers keep writing to `search_docs`; PostgreSQL routes each row to its table's partition.
 * SQLite: nothing (its FTS5 tables are per table since migration 016).
 */

/** The partition holding one indexed table's documents. */
export const partitionOf = (table: string) => `search_docs_${table}`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
async function run(db: Kysely<any>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The indexes both layouts have (the unpartitioned table's primary key is `key` alone). */
const INDEXES = [
  "create unique index search_docs_row on search_docs (tbl, row_id)",
  "create index search_docs_store on search_docs (tbl, store_id, key)",
  "create index search_docs_body on search_docs using gin (body gin_trgm_ops)",
];

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await run(db, [
    "alter table search_docs rename to search_docs_unpartitioned",
    "alter sequence search_docs_key_seq owned by none",
    `create table search_docs (key bigint not null default nextval('search_docs_key_seq'),
       tbl text not null, row_id text not null, store_id text, body text not null) partition by list (tbl)`,
    ...INDEXED_TABLES.map(
      (table) => `create table ${partitionOf(table)} partition of search_docs for values in ('${table}')`,
    ),
    "insert into search_docs (key, tbl, row_id, store_id, body) select key, tbl, row_id, store_id, body from search_docs_unpartitioned",
    "drop table search_docs_unpartitioned",
    "alter sequence search_docs_key_seq owned by search_docs.key",
    // Built once the rows are in: far faster than growing them row by row.
    "alter table search_docs add primary key (tbl, key)",
    ...INDEXES,
    // Fresh statistics per partition: what the planner judges a LIKE by.
    "analyze search_docs",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see isPostgres
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await run(db, [
    "alter table search_docs rename to search_docs_partitioned",
    "alter sequence search_docs_key_seq owned by none",
    `create table search_docs (key bigint primary key default nextval('search_docs_key_seq'),
       tbl text not null, row_id text not null, store_id text, body text not null)`,
    "insert into search_docs select key, tbl, row_id, store_id, body from search_docs_partitioned",
    "drop table search_docs_partitioned",
    "alter sequence search_docs_key_seq owned by search_docs.key",
    ...INDEXES,
    "analyze search_docs",
  ]);
}
