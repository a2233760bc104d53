import {
  accessFor,
  alreadyClockedIn,
  entryOverlaps,
  hoursWorked,
  isFutureWorkDate,
  MSG,
  overlappingEntry,
  TABLES,
} from "@storeops/domain";
import { requireAccess } from "../../access/permissions.ts";
import { storeNow } from "../../db/store-time.ts";
import { badRequest, conflict, forbidden } from "../../errors.ts";
import { deleteWithAudit, insertWithAudit, newRecord, updateWithAudit } from "../../rest/record-writes.ts";
import type { TableModule } from "../../rest/table-module.ts";
import type { Draft, Input, Patch, Stored, WriteContext as Write } from "../../rest/write-context.ts";
import { refuseClosedPeriod } from "../payroll/pay-period-lock.ts";
import { assertEmployeeOfStore, assertNotMoved, defaultStoreFromEmployee } from "../staff/employee-bound.ts";
import { employeeNameColumn } from "../staff/employee-columns.ts";
import { lockEmployee } from "../staff/staff.repository.ts";
import { storeNameColumn } from "../stores/store-columns.ts";
import { breakRulesContext, missedBreakColumn } from "./break-rules.ts";
import { breakHoursAtClockOut } from "./breaks.repository.ts";
import { clockInFlagColumn } from "./clock-in-flag.ts";
import { lateNote, punchMoment } from "./late-punch.ts";
import { entriesNear, openEntryOf, staffRecordIn } from "./time-entries.repository.ts";
import { clockIn, clockOut, createManualEntry } from "./time-entries.service.ts";

export type WriteContext = Write<"employee_time_entries">;
type Row = Patch<"employee_time_entries">;

/** Staff clock in and out for themselves; the matrix calls that access "clock". */
export const clocks = (ctx: WriteContext, verb: "create" | "update") =>
  accessFor(ctx.actor.user.role, "employee_time_entries", verb) === "clock";

/** The caller's own staff record in the current store (staff clock only themselves). */
export async function ownStaffRecord(ctx: WriteContext) {
  const { actor } = ctx;
  if (!actor.currentStoreId) throw forbidden(MSG.storeContextMissing);
  const row = await staffRecordIn(ctx.trx, actor.user.id, actor.currentStoreId);
  if (!row) throw forbidden(MSG.noStaffProfile);
  return row;
}

function applyHours(row: Row, target: Row): void {
  if (typeof row.clock_out_time === "string" && typeof row.clock_in_time === "string") {
    target.total_hours = hoursWorked(row.clock_in_time, row.clock_out_time, Number(row.break_hours ?? 0));
    target.status = "recorded";
  } else {
    target.total_hours = null;
    target.status = "active";
  }
}

/** An entry dated after its store's today would show in neither Today nor History: 400. */
async function refuseFutureDate(ctx: WriteContext, workDate: unknown, storeId: unknown): Promise<void> {
  if (typeof workDate !== "string") return;
  if (isFutureWorkDate(workDate, await ctx.today(storeId))) {
    throw badRequest(MSG.workDateInFuture, { fields: { work_date: [MSG.workDateInFuture] } });
  }
}

/**
 * An entry whose time overlaps another entry of its employee would pay those hours twice: 409
 * naming the other entry. The employee's staff row is held first, so of two overlapping entries
 * written at once the second sees the first.
 */
async function refuseOverlap(ctx: WriteContext, entry: Row, exceptId?: string): Promise<void> {
  const { employee_id: employeeId, work_date: workDate, clock_in_time: clockIn } = entry;
  if (typeof employeeId !== "string" || typeof workDate !== "string" || typeof clockIn !== "string") return;
  await lockEmployee(ctx.trx, employeeId);
  const times = { work_date: workDate, clock_in_time: clockIn, clock_out_time: entry.clock_out_time };
  const other = overlappingEntry(times, await entriesNear(ctx.trx, employeeId, workDate, exceptId));
  if (other) throw conflict(entryOverlaps(other));
}

/**
 * A PATCH is a clock-out when it sets the clock-out of an open entry, or says so with status
 * "recorded" (what Clock Out sends): then a second Clock Out of the same entry is a 409, not an
 * edit. Staff only ever clock out. Changing a closed entry's times otherwise is an ordinary edit.
 */
function closesEntry(ctx: WriteContext, before: Row, patch: Row, input: Input): boolean {
  if (patch.clock_out_time === undefined) return false;
  if (clocks(ctx, "update")) return true;
  return patch.clock_out_time !== null && (before.clock_out_time == null || input.status === "recorded");
}

/** The columns that place an entry in time. */
const TIME_COLUMNS = ["work_date", "clock_in_time", "clock_out_time"] as const;

async function prepareUpdate(ctx: WriteContext, before: Stored<"employee_time_entries">, patch: Row) {
  // A staff clock-out happens now, by the server's clock in the store's time zone.
  if (clocks(ctx, "update") && patch.clock_out_time !== undefined) {
    patch.clock_out_time = (await ctx.now(before.store_id)).time;
  }
  // Clocking out ends a running break then, and the hours leave out the unpaid breaks taken.
  if (before.clock_out_time == null && typeof patch.clock_out_time === "string") {
    const breakHours = await breakHoursAtClockOut(ctx.trx, before, patch.clock_out_time);
    if (breakHours !== undefined) patch.break_hours = breakHours;
  }
  if (patch.work_date !== undefined && patch.work_date !== before.work_date) {
    await refuseFutureDate(ctx, patch.work_date, before.store_id);
  }
  applyHours({ ...before, ...patch }, patch);
  if (TIME_COLUMNS.some((column) => patch[column] !== undefined)) {
    await refuseOverlap(ctx, { ...before, ...patch }, before.id);
  }
}

/**
 * A new entry: a staff clock-in happens now for the caller's own staff record; a manager's or
 * admin's entry names an employee of the entry's store. One open entry per employee.
 */
async function create(ctx: WriteContext, input: Input) {
  await defaultStoreFromEmployee(ctx, input);
  const values = newRecord(ctx, input);
  await assertEmployeeOfStore(ctx, values);
  if (clocks(ctx, "create")) {
    const own = await ownStaffRecord(ctx);
    if (values.employee_id && values.employee_id !== own.id) throw forbidden(MSG.noStaffProfile);
    values.employee_id = own.id;
    // A quick clock-in happens now, by the server's clock in the store's time zone; one made
    // offline, when it was made (late-punch.ts).
    const moment = punchMoment(input.occurred_at);
    await stampNow(ctx, values, moment.at);
    return storeEntry(ctx, values, "clock", await lateNote(ctx.trx, values.store_id, moment));
  }
  // The employee is a staff record of the entry's store, in the caller's stores (write path).
  if (typeof values.employee_id !== "string") {
    throw badRequest(MSG.selectEmployee, { fields: { employee_id: [MSG.selectEmployee] } });
  }
  await refuseFutureDate(ctx, values.work_date, values.store_id);
  return storeEntry(ctx, values, "manual");
}

/** An open entry starting now (or at `at`), by the server's clock in the store's time zone. */
async function stampNow(ctx: WriteContext, values: Row, at?: Date): Promise<void> {
  const now = at ? await storeNow(ctx.trx, values.store_id, at) : await ctx.now(values.store_id);
  values.work_date = now.date;
  values.clock_in_time = now.time;
  values.clock_out_time = null;
}

/**
 * Stores a new entry once the one-open-entry and overlap rules hold: a clock-in (the caller's own,
 * or a manager's live clock-in of an employee) is audited as CLOCK_IN, a manual entry as CREATE.
 */
async function storeEntry(
  ctx: WriteContext,
  values: Draft<"employee_time_entries">,
  how: "clock" | "manual",
  late?: Awaited<ReturnType<typeof lateNote>>,
) {
  values.break_hours ??= 0;
  await refuseClosedPeriod(ctx.trx, values.store_id, values.work_date);
  // Held before the checks: of two clock-ins at once, the second sees the first's open entry.
  await lockEmployee(ctx.trx, String(values.employee_id));
  if (values.clock_out_time == null) {
    const open = await openEntryOf(ctx.trx, String(values.employee_id));
    if (open) throw conflict(alreadyClockedIn(`${open.work_date} ${open.clock_in_time}`));
  }
  await refuseOverlap(ctx, values);
  applyHours(values, values);
  if (how === "clock") await clockIn(ctx.trx, ctx.actor, values, late);
  // An open manual entry meets the same one-open-entry rule as a clock-in, race-safe.
  else if (values.clock_out_time == null) await createManualEntry(ctx.trx, ctx.actor, values);
  else await insertWithAudit(ctx, values);
  return { id: values.id };
}

/**
 * A manager's or admin's live clock-in of an employee of one of their stores (issue #30): now, by
 * the server's clock in the store's zone, audited as CLOCK_IN. Staff clock in only themselves
 * (their quick clock-in); accounting and the ceo clock nobody.
 */
export async function clockInEmployee(ctx: WriteContext, input: { employee_id: string; store_id: string }) {
  if (clocks(ctx, "create")) throw forbidden(MSG.clockOthersNotAllowed);
  requireAccess(ctx.actor, "employee_time_entries", "create");
  const values = newRecord(ctx, { ...input, notes: null });
  await assertEmployeeOfStore(ctx, values);
  await stampNow(ctx, values);
  return storeEntry(ctx, values, "clock");
}

export const timeEntriesTable: TableModule<"employee_time_entries"> = {
  table: "employee_time_entries",
  definition: TABLES.employee_time_entries,
  computed: {
    store_name: storeNameColumn,
    employee_name: employeeNameColumn,
    missed_break: missedBreakColumn,
    clock_in_flag: clockInFlagColumn,
  },
  columnContext: breakRulesContext,
  // `q` (notes and the day) is read by day: the days of the day totals, the notes by their index.
  searchByDay: true,
  keptTotals: {
    date: "work_date",
    days: { table: "labour_day_totals", count: "entries" },
    stores: { table: "labour_store_totals", count: "entries" },
    status: false,
  },
  describe: (row) => `time entry of ${row.work_date}`,
  writes: {
    create,
    // Every clock-out (staff, store manager, admin) closes the entry only while it is open and is
    // audited as CLOCK_OUT; other changes are ordinary updates.
    async update(ctx, before, patch, input) {
      assertNotMoved(before, patch);
      await refuseClosedPeriod(ctx.trx, before.store_id, before.work_date, patch.work_date);
      const closes = closesEntry(ctx, before, patch, input);
      await prepareUpdate(ctx, before, patch);
      if (closes) await clockOut(ctx.trx, ctx.actor, before, patch);
      else await updateWithAudit(ctx, before, patch);
    },
    async remove(ctx, row) {
      await refuseClosedPeriod(ctx.trx, row.store_id, row.work_date);
      return deleteWithAudit(ctx, row);
    },
  },
};
