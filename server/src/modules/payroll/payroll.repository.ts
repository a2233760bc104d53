import type { Kysely } from "kysely";
import type { DB, Row } from "../../db/database.ts";

/** The employee's current wages, whole rows (for their audit entries), except `keepId`. */
export async function currentWagesOf(db: Kysely<DB>, employeeId: string, keepId?: string): Promise<Row[]> {
  let query = db
    .selectFrom("employee_wages")
    .selectAll()
    .where("employee_id", "=", employeeId)
    .where("is_current", "=", 1);
  if (keepId) query = query.where("id", "!=", keepId);
  return query.execute();
}

/** The employee's wage of one effective date, if any (at most one: migration 004). */
export async function wageOn(
  db: Kysely<DB>,
  employeeId: string,
  effectiveFrom: string,
): Promise<Row | undefined> {
  return db
    .selectFrom("employee_wages")
    .selectAll()
    .where("employee_id", "=", employeeId)
    .where("effective_from", "=", effectiveFrom)
    .executeTakeFirst();
}
