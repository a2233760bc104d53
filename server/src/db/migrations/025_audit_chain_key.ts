import type { Kysely } from "kysely";

/**
 * The audit chain gets a key (issue #27): entries are chained with an HMAC of a key kept outside
 * the database. The head row records which key (`key_id`, a digest that does not reveal it), the
 * position from which entries are keyed (`keyed_from_seq`) and that position signed with the key
 * (`keyed_mac`). The columns start empty: the first start with a key marks keyed chaining from the
 * next entry, so the entries chained before (plain SHA-256, migration 012) stay verifiable as they are.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_chain").addColumn("key_id", "text").execute();
  await db.schema.alterTable("audit_chain").addColumn("keyed_from_seq", "integer").execute();
  await db.schema.alterTable("audit_chain").addColumn("keyed_mac", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["key_id", "keyed_from_seq", "keyed_mac"])
    await db.schema.alterTable("audit_chain").dropColumn(column).execute();
}
