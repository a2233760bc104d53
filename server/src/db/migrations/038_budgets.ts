import type { Kysely } from "kysely";
import { addAggregate } from "./005/triggers.ts";
import { withBase } from "./columns.ts";

/**
 * Budgets and the month-end pack (issue #31, item 5). `budgets`: one amount (cents) per store,
 * calendar month (YYYY-MM) and line, unique by the database itself, so of two imports at once
 * each line lands once. The month-end pack's totals (expenses by category, purchases by vendor,
 * approved purchases by due date, per store and month) join migration 005's statements: the
 * pack of one store or all stores reads a few hundred kept rows, whatever the record count.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("budgets"))
    .addColumn("store_id", "text", (col) => col.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("line", "text", (col) => col.notNull())
    .addColumn("amount", "bigint", (col) => col.notNull())
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("budgets_store_month_line")
    .on("budgets")
    .columns(["store_id", "month", "line"])
    .unique()
    .execute();
  await db.schema.createIndex("budgets_month").on("budgets").columns(["month", "created_at", "id"]).execute();
  await addAggregate(db, "expense_category_month_totals");
  await addAggregate(db, "purchase_vendor_month_totals");
  await addAggregate(db, "purchase_due_totals");
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("budgets").ifExists().execute();
}
