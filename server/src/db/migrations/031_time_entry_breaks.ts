import { type Kysely, sql } from "kysely";
import { withBase } from "./columns.ts";

/**
 * Breaks of time entries (issue #30): each entry keeps its breaks — start, end (null while it
 * runs), paid or unpaid — in store clock time like the entry. The entry's `break_hours` stays the
 * total of its unpaid breaks, kept by the server as breaks end, so hours worked and payroll read
 * the entry alone. A break leaves with its entry. At most one running break per entry, by the
 * database itself (two taps of Start Break store one); the on-shift board reads the open entries of
 * a store through their own partial index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await withBase(db.schema.createTable("time_entry_breaks"))
    .addColumn("entry_id", "text", (col) =>
      col.notNull().references("employee_time_entries.id").onDelete("cascade"),
    )
    .addColumn("start_time", "text", (col) => col.notNull())
    .addColumn("end_time", "text")
    .addColumn("paid", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("breaks_entry")
    .on("time_entry_breaks")
    .columns(["entry_id", "start_time"])
    .execute();
  await db.schema
    .createIndex("breaks_one_running")
    .on("time_entry_breaks")
    .column("entry_id")
    .unique()
    .where(sql.ref("end_time"), "is", null)
    .execute();
  await db.schema
    .createIndex("time_entries_open_by_store")
    .on("employee_time_entries")
    .columns(["store_id", "clock_in_time"])
    .where(sql.ref("clock_out_time"), "is", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("time_entries_open_by_store").ifExists().execute();
  await db.schema.dropTable("time_entry_breaks").ifExists().execute();
}
