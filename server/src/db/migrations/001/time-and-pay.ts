import { type Kysely, sql } from "kysely";
import { addIndex, notNull, storeRef, withBase } from "../columns.ts";

/** Time entries, wages and withdrawals. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function createTimeAndPay(db: Kysely<any>): Promise<void> {
  await storeRef(withBase(db.schema.createTable("employee_time_entries")))
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("work_date", "text", notNull)
    .addColumn("clock_in_time", "text", notNull)
    .addColumn("clock_out_time", "text")
    .addColumn("total_hours", "double precision")
    .addColumn("break_hours", "double precision", (col) => col.notNull().defaultTo(0))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("active"))
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await addIndex(db, "time_entries_store_date", "employee_time_entries", ["store_id", "work_date"]);
  await addIndex(db, "time_entries_employee_date", "employee_time_entries", ["employee_id", "work_date"]);
  // The database itself makes a second open clock-in for one employee impossible.
  await db.schema
    .createIndex("time_entries_one_open")
    .on("employee_time_entries")
    .column("employee_id")
    .unique()
    .where(sql.ref("clock_out_time"), "is", null)
    .execute();

  await storeRef(withBase(db.schema.createTable("employee_wages")))
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("payment_type", "text", (col) => col.notNull().defaultTo("hourly"))
    .addColumn("hourly_rate", "bigint")
    .addColumn("monthly_salary", "bigint")
    .addColumn("effective_from", "text", notNull)
    .addColumn("is_current", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await addIndex(db, "wages_employee", "employee_wages", ["employee_id", "effective_from"]);

  await storeRef(withBase(db.schema.createTable("employee_withdrawals")))
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("withdrawal_date", "text", notNull)
    .addColumn("amount", "bigint", notNull)
    .addColumn("payment_method", "text", (col) => col.notNull().defaultTo("cash"))
    .addColumn("check_number", "text")
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await addIndex(db, "withdrawals_employee", "employee_withdrawals", ["employee_id", "withdrawal_date"]);
}
