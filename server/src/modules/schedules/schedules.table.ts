import {
  instantOf,
  MSG,
  reachesStore,
  type ShiftTimes,
  shiftHours,
  shiftTimesRefusal,
  TABLES,
  timesFromInstants,
  timesFromWallClock,
} from "@storeops/domain";
import { storeZone } from "../../db/store-time.ts";
import { badRequest, notFound } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Input, Patch, Stored, WriteContext as Write } from "../../rest/write-context.ts";
import { assertEmployeeOfStore, defaultStoreFromEmployee } from "../staff/employee-bound.ts";
import { employeeNameColumn } from "../staff/employee-columns.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { announceChange } from "./schedule-notices.ts";
import { employeeById, scheduleStore } from "./schedules.repository.ts";
import { recordChanges, trackedChanges } from "./shift-history.ts";

type WriteContext = Write<"shifts">;
type ShiftRow = Stored<"shifts">;

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const hhmm = (value: unknown): string | undefined => text(value)?.slice(0, 5);

/**
 * The times a write gives, in both forms, or null when it gives none: instants (one may be left
 * out of a change, the stored one stands), else the store's clock (likewise).
 */
export function resolveTimes(input: Input, zone: string, before?: ShiftRow): ShiftTimes | null {
  if (input.start_at !== undefined || input.end_at !== undefined) {
    const start = text(input.start_at) ?? before?.start_at;
    const end = text(input.end_at) ?? before?.end_at;
    if (!start || !end) return null;
    return timesFromInstants(instantOf(start, zone), instantOf(end, zone), zone);
  }
  const date = text(input.shift_date) ?? before?.shift_date;
  const start = hhmm(input.start_time) ?? before?.start_time;
  const end = hhmm(input.end_time) ?? before?.end_time;
  const given = ["shift_date", "start_time", "end_time"].some((field) => input[field] !== undefined);
  if (!given || !date || !start || !end) return null;
  return timesFromWallClock(date, start, end, zone);
}

/** The shift's length and break checked, its paid hours worked out: 400 on the field to correct. */
function checkTimes(row: Patch<"shifts">, target: Patch<"shifts">): void {
  const times = { start_at: String(row.start_at), end_at: String(row.end_at) };
  const breakMinutes = Number(row.break_minutes ?? 0);
  const refusal = shiftTimesRefusal(times, breakMinutes);
  if (refusal) throw badRequest(refusal.message, { fields: { [refusal.field]: [refusal.message] } });
  target.hours = shiftHours(times.start_at, times.end_at, breakMinutes);
}

/** An employee of the shift's store who still works there (on leave is allowed: a warning). */
async function workingEmployee(ctx: WriteContext, employeeId: string, storeId: string) {
  await assertEmployeeOfStore(ctx, { employee_id: employeeId, store_id: storeId });
  const employee = await employeeById(ctx.trx, employeeId);
  if (!employee) throw notFound(MSG.employeeNotFound);
  if (employee.status === "inactive")
    throw badRequest(MSG.shiftEmployeeInactive, { fields: { employee_id: [MSG.shiftEmployeeInactive] } });
  return employee;
}

/**
 * A new shift: a draft of an employee of the store (the employee's store unless another is
 * given; a store outside the caller's is 404), the employee's position unless another is given.
 */
async function create(ctx: WriteContext, input: Input) {
  if (typeof input.store_id === "string" && !reachesStore(ctx.actor.scope, input.store_id))
    throw notFound(MSG.storeNotFound);
  await defaultStoreFromEmployee(ctx, input);
  const values = newRecord(ctx, input);
  const employee = await workingEmployee(ctx, String(values.employee_id), String(values.store_id));
  if (values.position == null || values.position === "") values.position = employee.position;
  const times = resolveTimes(input, await storeZone(ctx.trx, values.store_id));
  if (!times) throw badRequest(MSG.shiftTimesRequired, { fields: { start_at: [MSG.shiftTimesRequired] } });
  Object.assign(values, times);
  values.break_minutes = Number(input.break_minutes ?? 0);
  values.status = "draft";
  values.published_at = null;
  values.published_by = null;
  checkTimes(values, values);
  return insertWithAudit(ctx, values);
}

/**
 * A change: the store stays (400), another employee must work at the store, the times in either
 * form. A published shift stays published; its change is kept in the week's history and its
 * employee told (both, when it moves to someone else).
 */
async function update(ctx: WriteContext, before: ShiftRow, patch: Patch<"shifts">, input: Input) {
  if (patch.store_id !== undefined && patch.store_id !== before.store_id)
    throw badRequest(MSG.shiftStoreFixed, { fields: { store_id: [MSG.shiftStoreFixed] } });
  if (typeof patch.employee_id === "string" && patch.employee_id !== before.employee_id)
    await workingEmployee(ctx, patch.employee_id, before.store_id);
  const times = resolveTimes(input, await storeZone(ctx.trx, before.store_id), before);
  if (times) Object.assign(patch, times);
  checkTimes({ ...before, ...patch }, patch);
  const changes = trackedChanges(before, { ...before, ...patch });
  await updateWithAudit(ctx, before, patch);
  if (before.status !== "published" || Object.keys(changes).length === 0) return;
  const after = { ...before, ...patch };
  await recordChanges(ctx.trx, ctx.actor, [{ shift: after, action: "changed", changes }]);
  const store = await scheduleStore(ctx.trx, before.store_id);
  ctx.afterCommit((db) => announceChange(db, store?.name ?? MSG.unassignedStore, before, after));
}

/** A removed published shift stays in the week's history, and its employee is told. */
async function remove(ctx: WriteContext, row: ShiftRow) {
  const removed = await deleteWithAudit(ctx, row);
  if (row.status === "published") {
    await recordChanges(ctx.trx, ctx.actor, [{ shift: row, action: "removed", changes: null }]);
    const store = await scheduleStore(ctx.trx, row.store_id);
    ctx.afterCommit((db) => announceChange(db, store?.name ?? MSG.unassignedStore, row, null));
  }
  return removed;
}

/** Shifts on the generic front (docs/decisions.md, Schedules). */
export const shiftsTable: TableModule<"shifts"> = {
  table: "shifts",
  definition: TABLES.shifts,
  computed: { store_name: storeNameColumn, employee_name: employeeNameColumn },
  listDate: "shift_date",
  describe: (row) => `shift of ${row.shift_date} ${row.start_time}–${row.end_time}`,
  writes: { create, update, remove, notFoundOnDelete: MSG.shiftNotFound },
};
