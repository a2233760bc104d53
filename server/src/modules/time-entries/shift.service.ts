/**
 * The store's shift as it happens (issue #30): breaks of an open entry, who is on shift now, and
 * the end of a running break when its entry is clocked out. Staff act for themselves; an admin or
 * a store's manager for an employee of their stores, always at the server's time in the store's
 * zone. Every start and end of a break is audited with the entry.
 */
import { MSG, reachesStore, type TEntryBreak, type TOnShift } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../errors.ts";
import { refuseClosedPeriod } from "../payroll/pay-period-lock.ts";
import { shiftOfToday, shiftsOfToday } from "../schedules/today-shifts.ts";
import { lockEmployee } from "../staff/staff.repository.ts";
import { type BreakAct, beginBreak, finishBreak } from "./break-actions.ts";
import { breaksOf, openEntries } from "./breaks.repository.ts";
import { employeeName } from "./time-entries.repository.ts";
import { clocks, ownStaffRecord, type WriteContext } from "./time-entries.table.ts";

const TABLE = "employee_time_entries";

/** At most this many people on the board (a business's open entries; far above any real shift). */
const ON_SHIFT_LIMIT = 500;

/** The open entry of the employee a break is for: the caller's own, or one of their stores' staff. */
async function openEntryFor(ctx: WriteContext, employeeId: string | undefined) {
  const { trx, actor } = ctx;
  let employee: string;
  if (clocks(ctx, "update")) {
    const own = await ownStaffRecord(ctx);
    if (employeeId !== undefined && employeeId !== own.id) throw forbidden(MSG.clockOthersNotAllowed);
    employee = own.id;
  } else {
    requireAccess(actor, TABLE, "update");
    if (employeeId === undefined) {
      throw badRequest(MSG.selectEmployee, { fields: { employee_id: [MSG.selectEmployee] } });
    }
    employee = employeeId;
  }
  const entry = await trx
    .selectFrom("employee_time_entries")
    .select(["id", "employee_id", "store_id", "clock_in_time", "work_date"])
    .where("employee_id", "=", employee)
    .where("clock_out_time", "is", null)
    .executeTakeFirst();
  // Another store's employee reads as unknown, whether clocked in or not.
  if (entry && !reachesStore(actor.scope, entry.store_id)) throw notFound(MSG.employeeNotFound);
  if (!entry) {
    const staff = await trx
      .selectFrom("staff")
      .select("store_id")
      .where("id", "=", employee)
      .executeTakeFirst();
    if (!staff || !reachesStore(actor.scope, staff.store_id)) throw notFound(MSG.employeeNotFound);
    throw conflict(MSG.notClockedIn);
  }
  await lockEmployee(trx, employee);
  // A break changes the entry's hours: none in a closed pay period (pay-period-lock.ts).
  await refuseClosedPeriod(trx, entry.store_id, entry.work_date);
  return entry;
}

const present = (row: {
  id: string;
  entry_id: string;
  start_time: string;
  end_time: string | null;
  paid: number;
}) => ({
  ...row,
  paid: row.paid === 1,
});

/** Start Break: a break of the employee's open entry from now; 409 while one runs or when not clocked in. */
export async function startBreak(
  ctx: WriteContext,
  input: { employee_id?: string; paid?: boolean },
): Promise<TEntryBreak> {
  return beginBreak(await breakAct(ctx, input.employee_id), input.paid ?? false);
}

/** End Break: the running break of the employee's open entry ends now; 409 when none runs. */
export async function endBreak(ctx: WriteContext, input: { employee_id?: string }): Promise<TEntryBreak> {
  return finishBreak(await breakAct(ctx, input.employee_id));
}

/** A break of the employee's open entry, now, by the caller. */
async function breakAct(ctx: WriteContext, employeeId: string | undefined): Promise<BreakAct> {
  const entry = await openEntryFor(ctx, employeeId);
  return {
    trx: ctx.trx,
    audit: ctx.actor.audit,
    entry,
    name: await employeeName(ctx.trx, entry.employee_id),
    now: await ctx.now(entry.store_id),
    createdBy: ctx.actor.user.id,
  };
}

/** The breaks of an entry the caller may read. */
export async function entryBreaks(db: Kysely<DB>, actor: Actor, entryId: string): Promise<TEntryBreak[]> {
  const access = requireAccess(actor, TABLE, "read");
  const entry = await db
    .selectFrom("employee_time_entries as e")
    .leftJoin("staff as s", "s.id", "e.employee_id")
    .select(["e.id", "e.store_id", "s.user_id"])
    .where("e.id", "=", entryId)
    .executeTakeFirst();
  const visible =
    entry &&
    reachesStore(actor.scope, entry.store_id) &&
    (access !== "self" || entry.user_id === actor.user.id);
  if (!visible) throw notFound(MSG.timeEntryNotFound);
  return (await breaksOf(db, entryId)).map(present);
}

/**
 * Who is on shift now: the open entries of `storeId` (a store the caller reaches; 404 otherwise)
 * or of every store the caller reaches, longest on shift first, with any running break. Staff see
 * their current store's shift (the today list names who is working with them). Each person's
 * published shift of today, and (not for staff, who read only their own entries) how their
 * clock-in kept to it and whose started shift has no clock-in yet (docs/decisions.md, Schedules:
 * plan against actual).
 */
export async function onShift(db: Kysely<DB>, actor: Actor, storeId: string | undefined): Promise<TOnShift> {
  const access = requireAccess(actor, TABLE, "read");
  if (storeId !== undefined && !reachesStore(actor.scope, storeId)) throw notFound(MSG.storeNotFound);
  const stores = storeId !== undefined ? [storeId] : actor.scope;
  const [rows, today] = await Promise.all([
    openEntries(db, stores, ON_SHIFT_LIMIT),
    shiftsOfToday(db, stores),
  ]);
  const flags = access !== "self";
  const working = new Set(rows.map((row) => row.employee_id));
  return {
    people: rows.map(({ break_start, break_paid, ...row }) => {
      const measured = today.measuredBy(row.entry_id);
      const shift = measured ?? today.ofPerson(row.employee_id);
      const status = measured?.attendance.status;
      return {
        ...row,
        position: row.position ?? null,
        on_break: break_start == null ? null : { start_time: break_start, paid: break_paid === 1 },
        shift: shift ? shiftOfToday(shift.row) : null,
        clock_in_flag:
          flags && (status === "late" || status === "early" || status === "on_time") ? status : null,
        clock_in_minutes: flags ? (measured?.attendance.minutes ?? null) : null,
      };
    }),
    not_clocked_in: flags
      ? today
          .notClockedIn()
          .filter((shift) => !working.has(shift.row.employee_id))
          .slice(0, ON_SHIFT_LIMIT)
          .map((shift) => ({
            employee_id: shift.row.employee_id,
            employee_name: shift.row.employee_name ?? "",
            store_id: shift.row.store_id,
            store_name: shift.row.store_name ?? null,
            shift: shiftOfToday(shift.row),
            status: shift.attendance.status === "no_show" ? "no_show" : "due",
            minutes_since_start: shift.sinceStart,
          }))
      : [],
  };
}
