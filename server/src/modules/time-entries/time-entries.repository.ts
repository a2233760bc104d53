import type { Kysely } from "kysely";
import type { DB, Row } from "../../db/database.ts";

export async function insertTimeEntry(db: Kysely<DB>, values: Row): Promise<void> {
  await db.insertInto("employee_time_entries").values(values).execute();
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
  return row ? String(row.name) : "unknown employee";
}
