import { type Kysely, sql } from "kysely";

/**
 * One wage per employee and effective date (docs/decisions.md, API contract: general rules: a second wage for the same date
 * replaces the first). Earlier duplicates keep the latest saved row, then the database keeps it so.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from employee_wages
    where exists (
      select 1 from employee_wages later
      where later.employee_id = employee_wages.employee_id
        and later.effective_from = employee_wages.effective_from
        and (later.created_at > employee_wages.created_at
          or (later.created_at = employee_wages.created_at and later.id > employee_wages.id))
    )`.execute(db);
  await db.schema
    .createIndex("employee_wages_employee_date")
    .on("employee_wages")
    .columns(["employee_id", "effective_from"])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("employee_wages_employee_date").ifExists().execute();
}
