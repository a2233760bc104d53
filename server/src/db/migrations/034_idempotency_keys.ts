import type { Kysely } from "kysely";
import { addIndex, keyedBy, notNull } from "./columns.ts";

/**
 * The answers kept for writes sent with an `Idempotency-Key` (issue #30, plugins/idempotency.ts):
 * one row per caller (`owner`: a user, or a kiosk by its token's digest), key, method and path. A
 * row without a status is a request still running; with one, the first answer (status, JSON body)
 * that a replay receives again. Rows older than 24 hours are purged.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await keyedBy(db.schema.createTable("idempotency_keys"), "id")
    .addColumn("owner", "text", notNull)
    .addColumn("idem_key", "text", notNull)
    .addColumn("method", "text", notNull)
    .addColumn("path", "text", notNull)
    .addColumn("request_hash", "text")
    .addColumn("status_code", "integer")
    .addColumn("content_type", "text")
    .addColumn("response", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("claimed_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("idempotency_keys_scope")
    .on("idempotency_keys")
    .columns(["owner", "idem_key", "method", "path"])
    .unique()
    .execute();
  await addIndex(db, "idempotency_keys_created", "idempotency_keys", ["created_at"]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").ifExists().execute();
}
