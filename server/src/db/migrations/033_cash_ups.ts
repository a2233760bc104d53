import { type Kysely, sql } from "kysely";
import { withBase } from "./columns.ts";

/**
 * Cash-ups (issue #30): one count of a store's till per business day. The terms of the expected
 * cash (the day's cash takings, purchases and expenses paid in cash) are kept on the row as they
 * stood when it was last counted, so an approved count reads as it was approved. Money in cents.
 * One per store and day, by the database itself (two taps of Start store one).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("cash_ups"))
    .addColumn("store_id", "text", (col) => col.notNull().references("stores.id").onDelete("restrict"))
    .addColumn("business_date", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("opening_float", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("cash_takings", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("cash_purchases", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("cash_expenses", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("cash_drops", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("expected_cash", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("counted_cash", "bigint")
    .addColumn("denominations", "text")
    .addColumn("variance", "bigint")
    .addColumn("variance_reason", "text")
    .addColumn("deposit_amount", "bigint")
    .addColumn("bank_reference", "text")
    .addColumn("notes", "text")
    .addColumn("rejection_reason", "text")
    .addColumn("created_by", "text")
    .addColumn("counted_by", "text")
    .addColumn("submitted_at", "text")
    .addColumn("approved_by", "text")
    .addColumn("approved_at", "text")
    .execute();
  await db.schema
    .createIndex("cash_ups_store_day")
    .on("cash_ups")
    .columns(["store_id", "business_date"])
    .unique()
    .execute();
  await db.schema
    .createIndex("cash_ups_date")
    .on("cash_ups")
    .columns(["business_date", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("cash_ups_waiting")
    .on("cash_ups")
    .columns(["store_id", "business_date"])
    .where(sql.ref("status"), "=", "submitted")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cash_ups").ifExists().execute();
}
