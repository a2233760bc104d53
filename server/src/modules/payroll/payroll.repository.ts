import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";

/** A new current wage replaces the employee's other current wages (spec 2 §4). */
export async function retireCurrentWages(db: Kysely<DB>, employeeId: string): Promise<void> {
  await db
    .updateTable("employee_wages")
    .set({ is_current: 0 })
    .where("employee_id", "=", employeeId)
    .where("is_current", "=", 1)
    .execute();
}
