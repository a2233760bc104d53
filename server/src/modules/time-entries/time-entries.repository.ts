import type { Insertable, Kysely } from "kysely";
import type { DB, Row } from "../../db/database.ts";
import type { EmployeeTimeEntriesTable } from "../../db/schema.ts";

/**
 * Inserts an entry the generic front validated and the module's rules completed. An open entry
 * (no clock-out) lands only if the employee has none: the partial unique index of migration 001
 * decides, so of simultaneous clock-ins exactly one is stored. False when it did not land.
 */
export async function insertTimeEntry(db: Kysely<DB>, values: Row): Promise<boolean> {
  const insert = db
    .insertInto("employee_time_entries")
    .values(values as Insertable<EmployeeTimeEntriesTable>);
  if (values.clock_out_time != null) {
    await insert.execute();
    return true;
  }
  const result = await insert
    .onConflict((oc) => oc.column("employee_id").where("clock_out_time", "is", null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Closes an entry only while it is open, so of two clock-outs exactly one lands. */
export async function closeOpenEntry(db: Kysely<DB>, id: string, values: Row): Promise<boolean> {
  const result = await db
    .updateTable("employee_time_entries")
    .set(values)
    .where("id", "=", id)
    .where("clock_out_time", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function employeeName(db: Kysely<DB>, employeeId: unknown): Promise<string> {
  if (typeof employeeId !== "string") return "unknown employee";
  const row = await db.selectFrom("staff").select("name").where("id", "=", employeeId).executeTakeFirst();
  return row?.name ?? "unknown employee";
}

/** The staff record linked to a user (by user_id, never by email) in one store. */
export async function staffRecordIn(db: Kysely<DB>, userId: string, storeId: string) {
  return db
    .selectFrom("staff")
    .select(["id", "store_id"])
    .where("user_id", "=", userId)
    .where("store_id", "=", storeId)
    .executeTakeFirst();
}

/** The employee's open entry (clocked in, not out), if any. */
export async function openEntryOf(db: Kysely<DB>, employeeId: string) {
  return db
    .selectFrom("employee_time_entries")
    .select(["clock_in_time", "work_date"])
    .where("employee_id", "=", employeeId)
    .where("clock_out_time", "is", null)
    .executeTakeFirst();
}

/** YYYY-MM-DD `days` after `date`. */
function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The employee's entries that could overlap one of `workDate` (except `exceptId`): those of the
 * day before to the day after (overnight shifts reach into the next day), and every open one.
 */
export async function entriesNear(db: Kysely<DB>, employeeId: string, workDate: string, exceptId?: string) {
  let query = db
    .selectFrom("employee_time_entries")
    .select(["id", "work_date", "clock_in_time", "clock_out_time"])
    .where("employee_id", "=", employeeId)
    .where((eb) =>
      eb.or([
        eb.between("work_date", dayAfter(workDate, -1), dayAfter(workDate, 1)),
        eb("clock_out_time", "is", null),
      ]),
    );
  if (exceptId) query = query.where("id", "!=", exceptId);
  return query.execute();
}
