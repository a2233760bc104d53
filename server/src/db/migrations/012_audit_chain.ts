import type { Kysely } from "kysely";
import { CHAINED_COLUMNS, GENESIS_HASH, unkeyedEntryHash } from "../../audit/chain.ts";
import { nextInChainOrder } from "../../audit/seal.ts";

/**
 * Tamper evidence for the audit log (issue #12): each entry gets its place in a hash chain
 * (`seq`), the previous entry's hash and its own (SHA-256 over that and its content), and the
 * one-row `audit_chain` holds the head every append locks. Existing entries are chained in
 * `created_at`, `id` order, hashed by `audit/chain.ts` `unkeyedEntryHash`, the plain SHA-256 the
 * chain began with: fixed for good, since verification checks the entries chained this way.
 * Indexes for the screen's Action and User filters under its newest-first order.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_logs").addColumn("seq", "integer").execute();
  await db.schema.alterTable("audit_logs").addColumn("prev_hash", "text").execute();
  await db.schema.alterTable("audit_logs").addColumn("hash", "text").execute();
  await db.schema.createIndex("audit_seq").unique().on("audit_logs").column("seq").execute();
  await db.schema
    .createIndex("audit_action_list")
    .on("audit_logs")
    .columns(["action", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("audit_user_list")
    .on("audit_logs")
    .columns(["user_id", "created_at", "id"])
    .execute();
  await db.schema
    .createTable("audit_chain")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("last_id", "text")
    .execute();
  await backFill(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function backFill(db: Kysely<any>): Promise<void> {
  let seq = 0;
  let hash = GENESIS_HASH;
  let lastId: string | null = null;
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    const query = db.selectFrom("audit_logs").select(CHAINED_COLUMNS.filter((column) => column !== "seq"));
    const rows = await nextInChainOrder(query, after, 1000).execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      seq += 1;
      const next = unkeyedEntryHash(hash, { ...row, seq });
      await db
        .updateTable("audit_logs")
        .set({ seq, prev_hash: hash, hash: next })
        .where("id", "=", row.id)
        .execute();
      hash = next;
      lastId = row.id;
    }
    const last = rows[rows.length - 1] as { created_at: string; id: string };
    after = { created_at: last.created_at, id: last.id };
  }
  await db.insertInto("audit_chain").values({ id: 1, seq, hash, last_id: lastId }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_chain").ifExists().execute();
  for (const index of ["audit_seq", "audit_action_list", "audit_user_list"])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of ["seq", "prev_hash", "hash"])
    await db.schema.alterTable("audit_logs").dropColumn(column).execute();
}
