import { type Kysely, sql } from "kysely";

/** Emails are unique ignoring case (docs/decisions.md, API contract: general rules), enforced by the database as well. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("users_email_lower")
    .on("users")
    .unique()
    .expression(sql`lower(email)`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("users_email_lower").ifExists().execute();
}
