import { type Kysely, PostgresAdapter } from "kysely";

/**
 * SQLite: the search documents of a store, in key order, with their text (issue #15). A search
 * within a few stores reads the scope's documents and tests each with LIKE: an estimated count of a
 * common term, and global search for a caller of one store. Through search_docs_store each
 * document was a lookup into the table, one page per document (the documents of all stores lie
 * interleaved in key order); this index holds them together, read in sequence. A manager's count of
 * "dairy" in four stores at 1M transactions: 4.0 → 1.7 ms. It costs a second copy of the texts
 * (about 170 MB at 1M transactions). PostgreSQL matches through its pg_trgm index instead.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema
    .createIndex("search_docs_store_body")
    .ifNotExists()
    .on("search_docs")
    .columns(["tbl", "store_id", "key", "body"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("search_docs_store_body").ifExists().execute();
}
