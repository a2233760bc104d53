/** Seconds since midnight of "HH:MM" or "HH:MM:SS"; throws on anything else. */
export function secondsOfDay(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

export function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Hours between clock-in and clock-out minus breaks, to two decimals; an out time before the in
 * time means the shift crossed midnight (+24 h). Never negative.
 */
export function hoursWorked(clockIn: string, clockOut: string, breakHours = 0): number {
  let seconds = secondsOfDay(clockOut) - secondsOfDay(clockIn);
  if (seconds < 0) seconds += 24 * 3600;
  return Math.max(0, roundTo2(seconds / 3600 - breakHours));
}

/**
 * A work date after the store's today (both YYYY-MM-DD): such an entry would show in neither the
 * Today tab (today's date) nor History (the days before), so it is refused.
 */
export function isFutureWorkDate(workDate: string, storeToday: string): boolean {
  return workDate > storeToday;
}

/** A time entry as stored: its work date, clock-in and clock-out (null while open). */
export interface EntryTimes {
  work_date: string;
  clock_in_time: string;
  clock_out_time?: string | null;
}

/**
 * The minutes an entry covers, counted from 1970-01-01 in the store's own clock: from its
 * clock-in to its clock-out (the next day when the clock-out is earlier: overnight). An open
 * entry covers everything from its clock-in on: the employee is at work until clocked out.
 */
function coveredMinutes(entry: EntryTimes): [number, number] {
  const day = Date.parse(`${entry.work_date}T00:00:00Z`) / 60_000;
  const start = day + Math.floor(secondsOfDay(entry.clock_in_time) / 60);
  if (entry.clock_out_time == null) return [start, Number.POSITIVE_INFINITY];
  let end = day + Math.floor(secondsOfDay(entry.clock_out_time) / 60);
  if (end < start) end += 24 * 60;
  return [start, end];
}

/**
 * The first of `others` (entries of the same employee) whose time overlaps `entry`'s; entries
 * that only touch (one ends at 14:00, the next starts at 14:00) do not overlap.
 */
export function overlappingEntry<T extends EntryTimes>(
  entry: EntryTimes,
  others: readonly T[],
): T | undefined {
  const [start, end] = coveredMinutes(entry);
  return others.find((other) => {
    const [otherStart, otherEnd] = coveredMinutes(other);
    return start < otherEnd && otherStart < end;
  });
}
