import type { Kysely } from "kysely";

/**
 * The month totals of one employee, in month order (issue #10's payroll summary): a previous
 * balance reads the employee's months before the period. The table's key begins with the store,
 * and its other index with the month, so without this every employee's months were read.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("labour_employee_month_totals_employee")
    .on("labour_employee_month_totals")
    .columns(["employee_id", "month", "hours", "entries"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("labour_employee_month_totals_employee").execute();
}
