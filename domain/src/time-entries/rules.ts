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
