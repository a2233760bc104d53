import type { Period } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Condition } from "../../access/store-scope.ts";
import type { DB } from "../../db/database.ts";
import type { PayrollRunLinesTable } from "../../db/schema/payroll-runs.ts";

/**
 * The advances a period may repay: those dated in it, and earlier ones with a repayment plan
 * (an advance without one was repaid in its own period).
 */
export function advancesOf(db: Kysely<DB>, employeeIds: readonly string[], period: Period) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("employee_withdrawals")
    .select(["employee_id", "withdrawal_date", "amount", "instalment_amount", "instalment_skips"])
    .where("employee_id", "in", employeeIds)
    .where("withdrawal_date", "<=", period.to)
    .where((eb) => eb.or([eb("withdrawal_date", ">=", period.from), eb("instalment_amount", "is not", null)]))
    .orderBy("withdrawal_date")
    .execute();
}

/** A run as the caller reads it (its scope condition), or undefined. */
export function runInScope(db: Kysely<DB>, id: string, scope: Condition | undefined) {
  const query = db.selectFrom("payroll_runs").selectAll().where("id", "=", id);
  return (scope ? query.where(scope) : query).executeTakeFirst();
}

/** The run of a scope ('all' or a store's id) whose period starts on that day, if any. */
export function runOfPeriod(db: Kysely<DB>, scopeKey: string, periodStart: string) {
  return db
    .selectFrom("payroll_runs")
    .selectAll()
    .where("scope_key", "=", scopeKey)
    .where("period_start", "=", periodStart)
    .executeTakeFirst();
}

/**
 * A run whose period overlaps this one and that covers some of the same employees: a run of
 * every store meets any run; a store's run meets that store's and every store's.
 */
export function overlappingRun(db: Kysely<DB>, storeId: string | null, period: Period) {
  let query = db
    .selectFrom("payroll_runs")
    .select("id")
    .where("period_start", "<=", period.to)
    .where("period_end", ">=", period.from);
  if (storeId) query = query.where((eb) => eb.or([eb("store_id", "=", storeId), eb("store_id", "is", null)]));
  return query.executeTakeFirst();
}

/** Replaces a run's lines, a few hundred rows per statement. */
export async function replaceLines(
  db: Kysely<DB>,
  runId: string,
  lines: readonly Omit<PayrollRunLinesTable, "run_id">[],
): Promise<void> {
  await db.deleteFrom("payroll_run_lines").where("run_id", "=", runId).execute();
  for (let at = 0; at < lines.length; at += 200) {
    const chunk = lines.slice(at, at + 200).map((line) => ({ ...line, run_id: runId }));
    await db.insertInto("payroll_run_lines").values(chunk).execute();
  }
}

/** A run's kept lines, by store and name. */
export function linesOf(db: Kysely<DB>, runId: string) {
  return db
    .selectFrom("payroll_run_lines")
    .selectAll()
    .where("run_id", "=", runId)
    .orderBy("store_name")
    .orderBy("employee_name")
    .orderBy("employee_id")
    .execute();
}

/**
 * Moves a run from `from` to its next status with the change, only if it is still there: of two
 * approvals at once the second changes nothing (answers false).
 */
export async function moveRun(
  db: Kysely<DB>,
  id: string,
  from: string,
  change: Record<string, unknown>,
): Promise<boolean> {
  const result = await db
    .updateTable("payroll_runs")
    .set(change)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A withdrawal's store, date and plan, for a skip. */
export function advanceById(db: Kysely<DB>, id: string, scope: Condition | undefined) {
  const query = db.selectFrom("employee_withdrawals").selectAll().where("id", "=", id);
  return (scope ? query.where(scope) : query).executeTakeFirst();
}

/** An advance's skipped pay periods, as JSON. */
export async function saveSkips(db: Kysely<DB>, id: string, skips: readonly object[]): Promise<void> {
  await db
    .updateTable("employee_withdrawals")
    .set({ instalment_skips: JSON.stringify(skips), updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Whether an employee of the stores (null: any) is still clocked in on a day of the period. */
export async function openEntryIn(db: Kysely<DB>, storeId: string | null, period: Period): Promise<boolean> {
  let query = db
    .selectFrom("employee_time_entries")
    .select("id")
    .where("clock_out_time", "is", null)
    .where("work_date", ">=", period.from)
    .where("work_date", "<=", period.to);
  if (storeId) query = query.where("store_id", "=", storeId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** A run's lines go with it. */
export async function deleteLines(db: Kysely<DB>, runId: string): Promise<void> {
  await db.deleteFrom("payroll_run_lines").where("run_id", "=", runId).execute();
}
