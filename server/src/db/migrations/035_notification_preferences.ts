import type { Kysely } from "kysely";
import { addIndex, keyedBy, notNull } from "./columns.ts";

/**
 * Notifications that reach people (issue #31, docs/decisions.md, Notifications):
 * - `notification_preferences`: a person's channel for an event (bell, email, digest, off); an event
 *   without a row is on the bell.
 * - `notification_digest`: the events waiting for a person's daily digest email, until it is sent.
 * - `notification_marks`: what was notified once and must never be again (a store's missing takings
 *   of a day, a person's digest of a day), claimed by inserting its key.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("event", "text", notNull)
    .addColumn("channel", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addPrimaryKeyConstraint("notification_preferences_pk", ["user_id", "event"])
    .execute();
  await keyedBy(db.schema.createTable("notification_digest"), "id")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("event", "text", notNull)
    .addColumn("title", "text", notNull)
    .addColumn("body", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("sent_at", "text")
    .execute();
  await addIndex(db, "notification_digest_user", "notification_digest", ["user_id", "sent_at"]);
  await keyedBy(db.schema.createTable("notification_marks"), "key")
    .addColumn("created_at", "text", notNull)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notification_marks").ifExists().execute();
  await db.schema.dropTable("notification_digest").ifExists().execute();
  await db.schema.dropTable("notification_preferences").ifExists().execute();
}
