/**
 * A shift's times (docs/decisions.md, Schedules): given as UTC instants (`start_at`, `end_at`; an
 * instant without an offset reads on the store's clock) or as the store's wall clock
 * (`shift_date`, `start_time`, `end_time`; an end at or before the start is the next day), kept as
 * both. Its paid hours and the checks of its length and break.
 */
import { addDays } from "../payroll/pay-periods.ts";
import { roundTo2 } from "../time-entries/rules.ts";
import { SCHEDULE_MESSAGES } from "./messages.ts";
import { MAX_SHIFT_HOURS } from "./options.ts";
import { minutesOf, wallClock, zonedInstant } from "./zone-time.ts";

/** A shift's place in time, in both forms. */
export interface ShiftTimes {
  shift_date: string;
  start_time: string;
  end_time: string;
  start_at: string;
  end_at: string;
}

const HOUR_MS = 3_600_000;
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/** An instant as written: exact with Z or an offset, else on the zone's clock. */
export function instantOf(value: string, zone: string): Date {
  const local = LOCAL.exec(value);
  if (local?.[1] && local[2]) return zonedInstant(local[1], local[2], zone);
  return new Date(value);
}

/** Both forms from two instants. */
export function timesFromInstants(startAt: Date, endAt: Date, zone: string): ShiftTimes {
  const start = wallClock(startAt, zone);
  const end = wallClock(endAt, zone);
  return {
    shift_date: start.date,
    start_time: start.time,
    end_time: end.time,
    start_at: startAt.toISOString(),
    end_at: endAt.toISOString(),
  };
}

/** Both forms from the store's clock: an end at or before the start is on the next day. */
export function timesFromWallClock(date: string, start: string, end: string, zone: string): ShiftTimes {
  const endDate = minutesOf(end) > minutesOf(start) ? date : addDays(date, 1);
  return timesFromInstants(zonedInstant(date, start, zone), zonedInstant(endDate, end, zone), zone);
}

/** Paid hours: end − start − the unpaid break, two decimals. */
export function shiftHours(startAt: string, endAt: string, breakMinutes: number): number {
  return roundTo2((Date.parse(endAt) - Date.parse(startAt)) / HOUR_MS - breakMinutes / 60);
}

/** What is wrong with a shift's length or break, on the field to correct, or null. */
export function shiftTimesRefusal(
  times: Pick<ShiftTimes, "start_at" | "end_at">,
  breakMinutes: number,
): { field: "end_at" | "break_minutes"; message: string } | null {
  const length = Date.parse(times.end_at) - Date.parse(times.start_at);
  if (!(length > 0)) return { field: "end_at", message: SCHEDULE_MESSAGES.shiftEndBeforeStart };
  if (length > MAX_SHIFT_HOURS * HOUR_MS) return { field: "end_at", message: SCHEDULE_MESSAGES.shiftTooLong };
  if (breakMinutes * 60_000 >= length)
    return { field: "break_minutes", message: SCHEDULE_MESSAGES.shiftBreakTooLong };
  return null;
}
