import type { Kysely } from "kysely";

/**
 * The API rate limit's windows (issue 14): one row per API-client session, in the database, so
 * every app process sharing it counts the same requests (it was each process's memory).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_rate_windows")
    .addColumn("session_id", "text", (col) => col.primaryKey())
    .addColumn("window_start", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_rate_windows").ifExists().execute();
}
