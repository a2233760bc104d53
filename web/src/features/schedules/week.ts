/**
 * The week grid's date math and grouping (docs/decisions.md, Schedules: the screens use weeks
 * starting Monday). Dates are YYYY-MM-DD business dates, computed in UTC so the machine's zone
 * never moves a day.
 */
import type { TScheduleWeek } from "@storeops/domain";

export type WeekShift = TScheduleWeek["shifts"][number];

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromMs(toMs(date) + days * DAY_MS);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday on or before the date. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The seven dates of the week starting on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** A week start from the address, moved to its Monday; else this week's (from the store's date). */
export function weekStartOf(fromUrl: string | null, today: string): string {
  return mondayOf(fromUrl && /^\d{4}-\d{2}-\d{2}$/.test(fromUrl) ? fromUrl : today);
}

/** The day shown on a phone: the address's when in the week, else today when in it, else the week's Monday. */
export function dayOf(fromUrl: string | null, weekStart: string, today: string): string {
  const dates = weekDates(weekStart);
  if (fromUrl && dates.includes(fromUrl)) return fromUrl;
  return dates.includes(today) ? today : weekStart;
}

export const cellKey = (employeeId: string, date: string) => `${employeeId}|${date}`;

/** The shifts by employee and day, each cell by start time. */
export function shiftsByCell(shifts: readonly WeekShift[]): Map<string, WeekShift[]> {
  const cells = new Map<string, WeekShift[]>();
  for (const shift of shifts) {
    const key = cellKey(shift.employee_id, shift.shift_date);
    cells.set(key, [...(cells.get(key) ?? []), shift]);
  }
  for (const list of cells.values()) list.sort((a, b) => a.start_at.localeCompare(b.start_at));
  return cells;
}

/** The shifts of one day, by start time, then name. */
export function shiftsOfDay(shifts: readonly WeekShift[], date: string): WeekShift[] {
  return shifts
    .filter((shift) => shift.shift_date === date)
    .sort(
      (a, b) =>
        a.start_at.localeCompare(b.start_at) || (a.employee_name ?? "").localeCompare(b.employee_name ?? ""),
    );
}

/** "09:00–17:00". */
export const shiftTimes = (shift: { start_time: string; end_time: string }) =>
  `${shift.start_time.slice(0, 5)}–${shift.end_time.slice(0, 5)}`;

/** A shift that has not started at `now` (an ISO instant). */
export const notStarted = (shift: { start_at: string }, now: string) => shift.start_at > now;

/** The smallest step a chip's end moves by when dragged, and the shortest shift it leaves. */
export const RESIZE_STEP_MINUTES = 15;

const minutesOfClock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A shift's end moved by `steps` of 15 minutes (negative: earlier), as HH:MM on the store's clock:
 * the shift lasts between 15 minutes and a day less 15 (an end at or before the start is the next
 * day's, as the server reads it).
 */
export function movedEnd(shift: { start_time: string; end_time: string }, steps: number): string {
  const start = minutesOfClock(shift.start_time);
  const length = (minutesOfClock(shift.end_time) - start + 1440) % 1440 || 1440;
  const longest = 1440 - RESIZE_STEP_MINUTES;
  const next = Math.min(longest, Math.max(RESIZE_STEP_MINUTES, length + steps * RESIZE_STEP_MINUTES));
  return clockOfMinutes((start + next) % 1440);
}

/** What a new shift (or template line) proposes: a day of 09:00–17:00 with half an hour's break. */
export const USUAL_SHIFT = { start_time: "09:00", end_time: "17:00", break_minutes: 30, notes: "" } as const;
