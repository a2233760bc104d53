import { type Kysely, PostgresAdapter } from "kysely";
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

/**
 * Holds the employee's staff row until the transaction ends, so two wage changes of one employee
 * run one after the other and leave one current wage. SQLite already writes one transaction at a time.
 */
export async function lockEmployee(db: Kysely<DB>, employeeId: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.selectFrom("staff").select("id").where("id", "=", employeeId).forUpdate().execute();
}
