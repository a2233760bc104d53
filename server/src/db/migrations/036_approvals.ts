import { type Kysely, sql } from "kysely";
import { withBase } from "./columns.ts";

/**
 * Approvals by rule (issue #31, items 1 and 2; docs/decisions.md, Approvals): the rules, the
 * delegations, every decision of a record's steps, and on purchases and expenses the path each
 * was given when created (a copy of its rule's steps) and where it stands: the current step, who
 * it waits for and who already took a step, as text the lists and counts read without a join.
 * Records older than this have none: the usual single step.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("approval_rules"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("target_table", "text", (col) => col.notNull())
    .addColumn("store_id", "text", (col) => col.references("stores.id").onDelete("cascade"))
    .addColumn("amount_from", "bigint")
    .addColumn("amount_to", "bigint")
    .addColumn("vendor", "text")
    .addColumn("category", "text")
    .addColumn("steps", "text", (col) => col.notNull())
    .addColumn("priority", "integer", (col) => col.notNull().defaultTo(100))
    .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("approval_rules_table")
    .on("approval_rules")
    .columns(["target_table", "priority"])
    .execute();

  await withBase(db.schema.createTable("approval_delegations"))
    .addColumn("delegator_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("delegate_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("starts_on", "text", (col) => col.notNull())
    .addColumn("ends_on", "text", (col) => col.notNull())
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("approval_delegations_delegate")
    .on("approval_delegations")
    .columns(["delegate_id", "ends_on"])
    .execute();

  await db.schema
    .createTable("record_approvals")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("target_table", "text", (col) => col.notNull())
    .addColumn("record_id", "text", (col) => col.notNull())
    .addColumn("step_index", "integer", (col) => col.notNull())
    .addColumn("decision", "text", (col) => col.notNull())
    // Whose approval counts (the person stood in for, when on behalf), who acted, and for whom.
    .addColumn("counted_user_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("on_behalf_of", "text")
    .addColumn("reason", "text")
    .addColumn("decided_at", "text", (col) => col.notNull())
    .execute();
  // One decision per person and step: of two clicks at once, one lands.
  await db.schema
    .createIndex("record_approvals_once")
    .on("record_approvals")
    .columns(["target_table", "record_id", "step_index", "counted_user_id"])
    .unique()
    .execute();

  for (const table of ["purchases", "expenses"]) {
    await db.schema.alterTable(table).addColumn("approval_path", "text").execute();
    await db.schema.alterTable(table).addColumn("approval_step", "integer").execute();
    await db.schema.alterTable(table).addColumn("approval_waiting", "text").execute();
    await db.schema.alterTable(table).addColumn("approval_done", "text").execute();
    // The today list counts a store's pending records waiting for the caller.
    await db.schema
      .createIndex(`${table}_pending_store`)
      .on(table)
      .columns(["store_id", "created_at"])
      .where(sql.ref("status"), "=", "pending")
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["purchases", "expenses"]) {
    await db.schema.dropIndex(`${table}_pending_store`).ifExists().execute();
    for (const column of ["approval_path", "approval_step", "approval_waiting", "approval_done"])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable("record_approvals").ifExists().execute();
  await db.schema.dropTable("approval_delegations").ifExists().execute();
  await db.schema.dropTable("approval_rules").ifExists().execute();
}
