import { type Kysely, PostgresAdapter, sql } from "kysely";
import {
  backFillSql,
  fillStatements as fillStatements006,
  INDEXED_TABLES,
  type Indexed,
  STORE_BOUND,
  searchTriggers,
  sqliteTriggers,
} from "./006_search_index.ts";

/**
 * The search index, faster to read (issue #15): on SQLite one FTS5 trigram table per indexed
 * table (`search_fts_purchases`…) instead of one for all, so a table's matches are counted and
 * read newest first without looking each one up in `search_docs` to learn its table (a common
 * term of one table no longer walks the other tables' matches). On both databases an index of
 * `search_docs` by (table, store, key): a store-scoped count of a search reads the scope's
 * entries of that index, not every match's document. The triggers keep both in each write's
 * transaction, as migration 006's did; `search_docs` itself is unchanged.
 */

/** The FTS5 table of one indexed table's documents (SQLite). */
export const ftsTable = (table: Indexed) => `search_fts_${table}`;

const ftsRemove = (table: Indexed, where: string) =>
  `insert into ${ftsTable(table)} (${ftsTable(table)}, rowid, body)
     select 'delete', key, body from search_docs where ${where};`;
const ftsAdd = (table: Indexed, where: string) =>
  `insert into ${ftsTable(table)} (rowid, body) select key, body from search_docs where ${where};`;

/** External-content FTS5 tables over `search_docs`: never 'rebuild' them (that would index every table). */
const ftsTables = () =>
  INDEXED_TABLES.map(
    (table) =>
      `create virtual table ${ftsTable(table)} using fts5(body, content='search_docs', content_rowid='key',
         tokenize='trigram', columnsize=0)`,
  );

const fillFts = (table: Indexed) => [
  `insert into ${ftsTable(table)} (${ftsTable(table)}) values ('delete-all')`,
  `insert into ${ftsTable(table)} (rowid, body) select key, body from search_docs where tbl = '${table}'`,
];

const storeRows = (table: Indexed) => `tbl = '${table}' and store_id = new.id`;
const triggers = () =>
  searchTriggers({
    remove: ftsRemove,
    add: ftsAdd,
    store: {
      remove: STORE_BOUND.map((table) => ftsRemove(table, storeRows(table))).join("\n"),
      add: STORE_BOUND.map((table) => ftsAdd(table, storeRows(table))).join("\n"),
    },
  });

const dropTriggers = () => [
  ...INDEXED_TABLES.flatMap((table) =>
    ["ai", "au", "ad"].map((suffix) => `drop trigger if exists ${table}_search_${suffix}`),
  ),
  "drop trigger if exists stores_search_au",
];

/** Empties and refills the index from the rows, in the current layout (the rebuild after a bulk load). */
export function fillStatements(dialect: "sqlite" | "postgres"): string[] {
  if (dialect === "postgres") return fillStatements006(dialect);
  return [
    "delete from search_docs",
    ...INDEXED_TABLES.map((table) => backFillSql(table, dialect)),
    ...INDEXED_TABLES.flatMap(fillFts),
  ];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
function dialectOf(db: Kysely<any>): "sqlite" | "postgres" {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf
async function run(db: Kysely<any>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    await run(db, [
      ...dropTriggers(),
      "drop table if exists search_fts",
      ...ftsTables(),
      ...INDEXED_TABLES.flatMap(fillFts),
      ...triggers(),
    ]);
  }
  await sql`create index search_docs_store on search_docs (tbl, store_id, key)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see dialectOf
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists search_docs_store`.execute(db);
  if (dialectOf(db) === "sqlite") {
    await run(db, [
      ...dropTriggers(),
      ...INDEXED_TABLES.map((table) => `drop table if exists ${ftsTable(table)}`),
      `create virtual table search_fts using fts5(body, content='search_docs', content_rowid='key',
         tokenize='trigram')`,
      "insert into search_fts (search_fts) values ('rebuild')",
      ...sqliteTriggers(),
    ]);
  }
}
