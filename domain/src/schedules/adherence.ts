/**
 * Plan against actual (docs/decisions.md, Schedules: plan against actual): which published shift a
 * clock-in is measured against, whether it was late or early, and what a shift without one is.
 * Everything compares on the store's clock as written (a shift's date and start and end times, an
 * entry's work date and clock-in time), in whole minutes; the server's computed column
 * `clock_in_flag` of time entries says the same in SQL (time-entries/clock-in-flag.ts).
 */
import { CLOCK_IN_WINDOW_MINUTES, type ClockInFlag, type ShiftAttendance } from "./options.ts";
import type { PlannedShift } from "./warnings.ts";
import { minutesOf } from "./zone-time.ts";

/** A published shift as the rules read it (its UTC `start_at` breaks a tie between two as near). */
export type RosterShift = Pick<
  PlannedShift,
  "id" | "employee_id" | "shift_date" | "start_time" | "end_time" | "start_at"
>;

/** A time entry as the rules read it. */
export interface ClockedEntry {
  id: string;
  employee_id: string;
  work_date: string;
  clock_in_time: string;
  clock_out_time: string | null;
}

/** A date and time on the store's clock as minutes since 1970-01-01 00:00 of that clock (seconds dropped). */
export function clockMinute(date: string, time: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 60_000 + minutesOf(time);
}

const startOf = (shift: RosterShift) => clockMinute(shift.shift_date, shift.start_time);
/** An end at or before the start is on the next day (22:00–06:00; 09:00–09:00 is 24 hours). */
const endOf = (shift: RosterShift) =>
  clockMinute(shift.shift_date, shift.end_time) +
  (minutesOf(shift.end_time) <= minutesOf(shift.start_time) ? 1440 : 0);
const inOf = (entry: ClockedEntry) => clockMinute(entry.work_date, entry.clock_in_time);
/** A clock-out before the clock-in is on the next day; an open entry runs on. */
const outOf = (entry: ClockedEntry) =>
  entry.clock_out_time === null
    ? Number.POSITIVE_INFINITY
    : clockMinute(entry.work_date, entry.clock_out_time) +
      (minutesOf(entry.clock_out_time) < minutesOf(entry.clock_in_time) ? 1440 : 0);

/** A shift's window: from CLOCK_IN_WINDOW_MINUTES before its start up to (not including) its end. */
const windowHolds = (shift: RosterShift, minute: number) =>
  minute >= startOf(shift) - CLOCK_IN_WINDOW_MINUTES && minute < endOf(shift);

/** Late, early or on time: more than `tolerance` minutes after or before the start. */
export function clockInFlag(minutes: number, tolerance: number): ClockInFlag {
  if (minutes > tolerance) return "late";
  if (minutes < -tolerance) return "early";
  return "on_time";
}

/**
 * The shift an entry's clock-in is measured against: among its employee's shifts whose window
 * holds the clock-in and holds no earlier clock-in of the employee (a return from a clock-out
 * during the shift is not its clock-in), the one whose start is nearest (the earlier on a tie).
 * `minutes` is the clock-in minus the start (negative: before it). Null: none.
 */
export function shiftOfClockIn(
  entry: ClockedEntry,
  shifts: readonly RosterShift[],
  entries: readonly ClockedEntry[],
): { shift: RosterShift; minutes: number } | null {
  const at = inOf(entry);
  const earlier = entries.filter(
    (other) => other.employee_id === entry.employee_id && other.id !== entry.id && inOf(other) < at,
  );
  let best: { shift: RosterShift; minutes: number } | null = null;
  for (const shift of shifts) {
    if (shift.employee_id !== entry.employee_id || !windowHolds(shift, at)) continue;
    const from = startOf(shift) - CLOCK_IN_WINDOW_MINUTES;
    if (earlier.some((other) => inOf(other) >= from)) continue;
    const minutes = at - startOf(shift);
    const nearer =
      best === null ||
      Math.abs(minutes) < Math.abs(best.minutes) ||
      (Math.abs(minutes) === Math.abs(best.minutes) && shift.start_at < best.shift.start_at);
    if (nearer) best = { shift, minutes };
  }
  return best;
}

/** A shift against the clock. */
export interface ShiftAdherence {
  status: ShiftAttendance;
  /** The clock-in minus the start, in minutes; null without a clock-in of its own. */
  minutes: number | null;
  /** The entry of its clock-in (or the one that already ran across its start); null when none. */
  entry_id: string | null;
}

/**
 * Each shift's attendance at `now` (the store's clock): the flag of the clock-in measured against
 * it; without one, on time when its employee was already clocked in across its start (back-to-back
 * shifts), else `upcoming` before its start, `due` up to `tolerance` minutes after it and
 * `no_show` once that passed.
 */
export function shiftAdherence(
  shifts: readonly RosterShift[],
  entries: readonly ClockedEntry[],
  tolerance: number,
  now: { date: string; time: string },
): Map<string, ShiftAdherence> {
  const clockIns = new Map<string, { entry: ClockedEntry; minutes: number }>();
  for (const entry of entries) {
    const measured = shiftOfClockIn(entry, shifts, entries);
    if (measured && !clockIns.has(measured.shift.id))
      clockIns.set(measured.shift.id, { entry, minutes: measured.minutes });
  }
  const nowMinute = clockMinute(now.date, now.time);
  const result = new Map<string, ShiftAdherence>();
  for (const shift of shifts) {
    const clockIn = clockIns.get(shift.id);
    if (clockIn) {
      result.set(shift.id, {
        status: clockInFlag(clockIn.minutes, tolerance),
        minutes: clockIn.minutes,
        entry_id: clockIn.entry.id,
      });
      continue;
    }
    const start = startOf(shift);
    const across = entries.find(
      (entry) => entry.employee_id === shift.employee_id && inOf(entry) <= start && outOf(entry) > start,
    );
    const status: ShiftAttendance = across
      ? "on_time"
      : nowMinute < start
        ? "upcoming"
        : nowMinute - start > tolerance
          ? "no_show"
          : "due";
    result.set(shift.id, { status, minutes: null, entry_id: across?.id ?? null });
  }
  return result;
}

/** Whether a shift runs at `now` on the store's clock (from its start up to its end). */
export function shiftRunsAt(shift: RosterShift, now: { date: string; time: string }): boolean {
  const minute = clockMinute(now.date, now.time);
  return minute >= startOf(shift) && minute < endOf(shift);
}

/** Whether a shift has started by `now`, and whether it has ended. */
export function shiftStarted(shift: RosterShift, now: { date: string; time: string }): boolean {
  return clockMinute(now.date, now.time) >= startOf(shift);
}
export function shiftEnded(shift: RosterShift, now: { date: string; time: string }): boolean {
  return clockMinute(now.date, now.time) >= endOf(shift);
}
