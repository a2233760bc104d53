import { type Kysely, sql } from "kysely";
import { addIndex, withBase } from "./columns.ts";

/**
 * Schedules (issue #33, items 1–4; docs/decisions.md, Schedules).
 * - `shifts`: a planned shift of one employee in one store. `start_at` and `end_at` are UTC
 *   instants; `shift_date`, `start_time` and `end_time` are the same start and end on the store's
 *   wall clock when the shift was written (the week grid and the lists read them). `hours` is the
 *   paid time (end − start − the unpaid break). `draft` until the week is published.
 * - `shift_changes`: what happened to published shifts (published, changed, removed, swapped), by
 *   whom and when: the history a published week keeps. No foreign key: a removed shift keeps it.
 * - `shift_swaps`: an offer of a published shift to a colleague (offered → accepted → approved,
 *   or declined / cancelled); at most one open offer per shift, by a partial unique index.
 * - `staff_availability`: when an employee can work, per weekday (1 Monday … 7 Sunday).
 * - `shift_templates`: a store's usual shifts per weekday, applied to a week as drafts.
 * - `schedule_holidays`: a store's days its manager marked as holidays, left out of the forecast.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("shifts"))
    .addColumn("store_id", "text", (col) => col.notNull().references("stores.id").onDelete("restrict"))
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("position", "text")
    .addColumn("shift_date", "text", (col) => col.notNull())
    .addColumn("start_time", "text", (col) => col.notNull())
    .addColumn("end_time", "text", (col) => col.notNull())
    .addColumn("start_at", "text", (col) => col.notNull())
    .addColumn("end_at", "text", (col) => col.notNull())
    .addColumn("break_minutes", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("hours", "double precision", (col) => col.notNull().defaultTo(0))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
    .addColumn("published_at", "text")
    .addColumn("published_by", "text")
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await addIndex(db, "shifts_store_date", "shifts", ["store_id", "shift_date"]);
  await addIndex(db, "shifts_date", "shifts", ["shift_date", "created_at", "id"]);
  await addIndex(db, "shifts_employee_start", "shifts", ["employee_id", "start_at"]);

  await db.schema
    .createTable("shift_changes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("store_id", "text", (col) => col.notNull())
    .addColumn("shift_id", "text", (col) => col.notNull())
    .addColumn("employee_id", "text")
    .addColumn("shift_date", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("changes", "text")
    .addColumn("user_id", "text")
    .addColumn("user_name", "text")
    .execute();
  await addIndex(db, "shift_changes_store_date", "shift_changes", ["store_id", "shift_date", "created_at"]);

  await withBase(db.schema.createTable("shift_swaps"))
    .addColumn("store_id", "text", (col) => col.notNull().references("stores.id").onDelete("restrict"))
    .addColumn("shift_id", "text", (col) => col.notNull().references("shifts.id").onDelete("cascade"))
    .addColumn("from_employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("to_employee_id", "text", (col) => col.references("staff.id").onDelete("cascade"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("offered"))
    .addColumn("note", "text")
    .addColumn("reason", "text")
    .addColumn("offered_by", "text")
    .addColumn("accepted_by", "text")
    .addColumn("accepted_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("decided_at", "text")
    .execute();
  await addIndex(db, "shift_swaps_store", "shift_swaps", ["store_id", "created_at"]);
  await db.schema
    .createIndex("shift_swaps_open")
    .on("shift_swaps")
    .column("shift_id")
    .unique()
    .where(sql.ref("status"), "in", ["offered", "accepted"])
    .execute();

  await db.schema
    .createTable("staff_availability")
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (col) => col.notNull())
    .addColumn("available", "integer", (col) => col.notNull())
    .addColumn("from_time", "text")
    .addColumn("to_time", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("staff_availability_pk", ["employee_id", "weekday"])
    .execute();

  await withBase(db.schema.createTable("shift_templates"))
    .addColumn("store_id", "text", (col) => col.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("position", "text")
    .addColumn("start_time", "text", (col) => col.notNull())
    .addColumn("end_time", "text", (col) => col.notNull())
    .addColumn("break_minutes", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("notes", "text")
    .addColumn("created_by", "text")
    .execute();
  await addIndex(db, "shift_templates_store", "shift_templates", ["store_id", "weekday"]);

  await db.schema
    .createTable("schedule_holidays")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("store_id", "text", (col) => col.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("schedule_holidays_store_date")
    .on("schedule_holidays")
    .columns(["store_id", "date"])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "schedule_holidays",
    "shift_templates",
    "staff_availability",
    "shift_swaps",
    "shift_changes",
    "shifts",
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
