import { MSG, reachesStore } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, notFound } from "../../errors.ts";
import type { Input, WriteContext } from "../../rest/write-context.ts";

/** Who writes, in which transaction. */
type Caller = Pick<WriteContext, "trx" | "actor">;

/**
 * Rows of one employee (time entries, wages, withdrawals): the store defaults to the employee's,
 * the employee must be a staff record of the row's store within the caller's stores, and a row
 * is never moved to another employee or store. Called by the time-entries and payroll writes.
 */

/** The employee a row names, as the caller reaches it: an employee outside the caller's stores is not found. */
async function reachableEmployee(db: Kysely<DB>, actor: Actor, employeeId: string) {
  const employee = await db
    .selectFrom("staff")
    .select("store_id")
    .where("id", "=", employeeId)
    .executeTakeFirst();
  if (!employee || !reachesStore(actor.scope, employee.store_id)) throw notFound(MSG.employeeNotFound);
  return employee;
}

/** Rows of one employee belong to the employee's store unless another is given (staff: their own). */
export async function defaultStoreFromEmployee(ctx: Caller, input: Input): Promise<void> {
  if (input.store_id || ctx.actor.user.role === "staff") return;
  if (typeof input.employee_id !== "string") return;
  input.store_id = (await reachableEmployee(ctx.trx, ctx.actor, input.employee_id)).store_id;
}

/** A row of one employee names a staff record of the row's own store, within the caller's stores. */
export async function assertEmployeeOfStore(
  ctx: Caller,
  row: { employee_id?: unknown; store_id?: unknown },
): Promise<void> {
  if (typeof row.employee_id !== "string") return;
  const employee = await reachableEmployee(ctx.trx, ctx.actor, row.employee_id);
  if (employee.store_id !== row.store_id) {
    throw badRequest(MSG.employeeNotInStore, { fields: { employee_id: [MSG.employeeNotInStore] } });
  }
}

/** A row of one employee is never moved to another employee or store (docs/decisions.md). */
export function assertNotMoved(
  before: { employee_id?: unknown; store_id?: unknown },
  patch: { employee_id?: unknown; store_id?: unknown },
): void {
  const moved = (["employee_id", "store_id"] as const).filter(
    (key) => patch[key] !== undefined && patch[key] !== before[key],
  );
  if (moved.length > 0) {
    throw badRequest(MSG.employeeRecordFixed, {
      fields: Object.fromEntries(moved.map((key) => [key, [MSG.employeeRecordFixed]])),
    });
  }
}
