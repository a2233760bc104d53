import type { Kysely } from "kysely";
import { withBase } from "./columns.ts";

/**
 * Payroll runs (issue #31, item 4): one pay period's pay for one store or every store
 * (`store_id` null; `scope_key` is the store's id or 'all', so one run per scope and period by
 * the database itself), its lines per employee, and a repayment plan on cash advances
 * (withdrawals): an amount per pay period and the periods skipped. Money in cents.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("payroll_runs"))
    .addColumn("store_id", "text", (col) => col.references("stores.id").onDelete("restrict"))
    .addColumn("scope_key", "text", (col) => col.notNull())
    .addColumn("period_start", "text", (col) => col.notNull())
    .addColumn("period_end", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
    .addColumn("employee_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("regular_hours", "double precision", (col) => col.notNull().defaultTo(0))
    .addColumn("overtime_hours", "double precision", (col) => col.notNull().defaultTo(0))
    .addColumn("gross_pay", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("advances_repaid", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("net_pay", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("created_by", "text")
    .addColumn("approved_by", "text")
    .addColumn("approved_at", "text")
    .addColumn("paid_by", "text")
    .addColumn("paid_at", "text")
    .addColumn("reopen_reason", "text")
    .execute();
  await db.schema
    .createIndex("payroll_runs_scope_period")
    .on("payroll_runs")
    .columns(["scope_key", "period_start"])
    .unique()
    .execute();
  await db.schema
    .createIndex("payroll_runs_date")
    .on("payroll_runs")
    .columns(["period_start", "created_at", "id"])
    .execute();
  await db.schema
    .createTable("payroll_run_lines")
    .addColumn("run_id", "text", (col) => col.notNull().references("payroll_runs.id").onDelete("cascade"))
    .addColumn("employee_id", "text", (col) => col.notNull())
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("employee_name", "text", (col) => col.notNull())
    .addColumn("store_name", "text", (col) => col.notNull())
    .addColumn("pay_type", "text")
    .addColumn("rate", "bigint")
    .addColumn("regular_hours", "double precision", (col) => col.notNull())
    .addColumn("overtime_hours", "double precision", (col) => col.notNull())
    .addColumn("gross_pay", "bigint", (col) => col.notNull())
    .addColumn("advances_repaid", "bigint", (col) => col.notNull())
    .addColumn("net_pay", "bigint", (col) => col.notNull())
    .addColumn("balance_carried", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("payroll_run_lines_pk", ["run_id", "employee_id"])
    .execute();
  await db.schema.alterTable("employee_withdrawals").addColumn("instalment_amount", "bigint").execute();
  await db.schema.alterTable("employee_withdrawals").addColumn("instalment_skips", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("employee_withdrawals").dropColumn("instalment_skips").execute();
  await db.schema.alterTable("employee_withdrawals").dropColumn("instalment_amount").execute();
  await db.schema.dropTable("payroll_run_lines").ifExists().execute();
  await db.schema.dropTable("payroll_runs").ifExists().execute();
}
