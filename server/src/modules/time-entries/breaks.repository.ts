import { unpaidBreakHours } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { newId, nowIso } from "../../ids.ts";

/** The breaks of one entry, in the order they started. */
export function breaksOf(db: Kysely<DB>, entryId: string) {
  return db
    .selectFrom("time_entry_breaks")
    .select(["id", "entry_id", "start_time", "end_time", "paid"])
    .where("entry_id", "=", entryId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * Starts a break of an entry; the partial unique index of migration 031 keeps one running break
 * per entry, so of two Start Breaks at once exactly one lands. Undefined when it did not.
 */
export async function insertBreak(
  db: Kysely<DB>,
  values: { entry_id: string; start_time: string; paid: boolean; created_by: string | null },
): Promise<string | undefined> {
  const id = newId();
  const now = nowIso();
  const result = await db
    .insertInto("time_entry_breaks")
    .values({ ...values, paid: values.paid ? 1 : 0, id, created_at: now, updated_at: now, end_time: null })
    .onConflict((oc) => oc.column("entry_id").where("end_time", "is", null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : undefined;
}

/** Ends the entry's running break at `endTime`; false when none was running. */
export async function endRunningBreak(db: Kysely<DB>, entryId: string, endTime: string): Promise<boolean> {
  const result = await db
    .updateTable("time_entry_breaks")
    .set({ end_time: endTime, updated_at: nowIso() })
    .where("entry_id", "=", entryId)
    .where("end_time", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Who is clocked in (in `stores`, or every store): their open entries, names and running breaks. */
export function openEntries(db: Kysely<DB>, stores: "all" | readonly string[], limit: number) {
  let query = db
    .selectFrom("employee_time_entries as e")
    .innerJoin("staff as s", "s.id", "e.employee_id")
    .leftJoin("stores as st", "st.id", "e.store_id")
    .leftJoin("time_entry_breaks as b", (join) =>
      join.onRef("b.entry_id", "=", "e.id").on("b.end_time", "is", null),
    )
    .select([
      "e.id as entry_id",
      "e.employee_id",
      "s.name as employee_name",
      "s.position",
      "e.store_id",
      "st.name as store_name",
      "e.work_date",
      "e.clock_in_time",
      "b.start_time as break_start",
      "b.paid as break_paid",
    ])
    .where("e.clock_out_time", "is", null);
  if (stores !== "all") {
    if (stores.length === 0) return Promise.resolve([]);
    query = query.where("e.store_id", "in", stores);
  }
  return query.orderBy("e.work_date").orderBy("e.clock_in_time").orderBy("s.name").limit(limit).execute();
}

/**
 * Before an open entry is clocked out: a break still running ends at the clock-out. The entry's
 * unpaid break hours from its breaks, or undefined when it has none recorded (its typed break
 * hours stand).
 */
export async function breakHoursAtClockOut(
  db: Kysely<DB>,
  entry: { id: string; clock_in_time: string },
  clockOut: string,
): Promise<number | undefined> {
  await endRunningBreak(db, entry.id, clockOut);
  const breaks = await breaksOf(db, entry.id);
  if (breaks.length === 0) return undefined;
  return unpaidBreakHours(
    entry.clock_in_time,
    breaks.map((row) => ({ ...row, paid: row.paid === 1 })),
  );
}

/**
 * Ends the entry's running break at `endTime` and keeps the entry's unpaid break hours in step.
 * Whether a break was running.
 */
export async function closeBreak(
  db: Kysely<DB>,
  entry: { id: string; clock_in_time: string },
  endTime: string,
) {
  if (!(await endRunningBreak(db, entry.id, endTime))) return false;
  const breaks = await breaksOf(db, entry.id);
  await db
    .updateTable("employee_time_entries")
    .set({
      break_hours: unpaidBreakHours(
        entry.clock_in_time,
        breaks.map((row) => ({ ...row, paid: row.paid === 1 })),
      ),
      updated_at: nowIso(),
    })
    .where("id", "=", entry.id)
    .execute();
  return true;
}
