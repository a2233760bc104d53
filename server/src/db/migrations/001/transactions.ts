import type { Kysely } from "kysely";
import { addIndex, notNull, storeRef, withBase } from "../columns.ts";

/** Purchases, expenses and daily income. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createTransactions(db: Kysely<any>): Promise<void> {
  await storeRef(withBase(db.schema.createTable("purchases")))
    .addColumn("invoice_no", "text", notNull)
    .addColumn("vendor", "text", notNull)
    .addColumn("vendor_id", "text", (col) => col.references("vendors.id").onDelete("set null"))
    .addColumn("description", "text")
    .addColumn("amount", "bigint", notNull)
    .addColumn("payment_type", "text", (col) => col.notNull().defaultTo("cash"))
    .addColumn("due_date", "text")
    .addColumn("check_no", "text")
    .addColumn("check_due_date", "text")
    .addColumn("purchase_date", "text", notNull)
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("notes", "text")
    .addColumn("rejection_reason", "text")
    .addColumn("attachments", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("approved_by", "text")
    .addColumn("approved_at", "text")
    .addColumn("paid_at", "text")
    .addColumn("created_by", "text")
    .execute();
  await addIndex(db, "purchases_store_date", "purchases", ["store_id", "purchase_date"]);
  await addIndex(db, "purchases_store_status", "purchases", ["store_id", "status"]);
  await addIndex(db, "purchases_date", "purchases", ["purchase_date"]);
  await addIndex(db, "purchases_vendor", "purchases", ["vendor", "invoice_no"]);

  await storeRef(withBase(db.schema.createTable("expenses")))
    .addColumn("description", "text")
    .addColumn("category", "text", (col) => col.notNull().defaultTo("General"))
    .addColumn("amount", "bigint", notNull)
    .addColumn("payment_type", "text", (col) => col.notNull().defaultTo("cash"))
    .addColumn("check_no", "text")
    .addColumn("check_due_date", "text")
    .addColumn("expense_date", "text", notNull)
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("notes", "text")
    .addColumn("rejection_reason", "text")
    .addColumn("has_receipt", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("attachments", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("approved_by", "text")
    .addColumn("approved_at", "text")
    .addColumn("created_by", "text")
    .execute();
  await addIndex(db, "expenses_store_date", "expenses", ["store_id", "expense_date"]);
  await addIndex(db, "expenses_store_status", "expenses", ["store_id", "status"]);
  await addIndex(db, "expenses_date", "expenses", ["expense_date"]);

  await storeRef(withBase(db.schema.createTable("daily_income")))
    .addColumn("date", "text", notNull)
    .addColumn("work_start_time", "text")
    .addColumn("work_end_time", "text")
    .addColumn("income_cash", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("income_card", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("income_other", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("total_income", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("notes", "text")
    .addColumn("attachments", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_by", "text")
    .execute();
  await addIndex(db, "daily_income_store_date", "daily_income", ["store_id", "date"]);
  await addIndex(db, "daily_income_date", "daily_income", ["date"]);
}
