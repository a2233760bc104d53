import { sql } from "kysely";
import type { ComputedColumn } from "../../rest/column-context.ts";

/** The employee's name, joined by the row's employee_id (time entries, wages, withdrawals). */
export const employeeNameColumn: ComputedColumn = (t) =>
  sql`(select e.name from staff e where e.id = ${sql.ref(`${t}.employee_id`)})`;
