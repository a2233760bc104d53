/**
 * Breaks of a time entry (issue #30): each has a start, an end (none while it runs) and is paid or
 * unpaid. Times are the store's clock, like the entry's; a break time earlier than the entry's
 * clock-in lies on the next day (an overnight shift). Hours worked leave out the unpaid breaks:
 * `break_hours` of the entry is their total, kept by the server whenever a break ends.
 */
import { roundTo2, secondsOfDay } from "./rules.ts";

export interface EntryBreak {
  start_time: string;
  end_time: string | null;
  paid: boolean;
}

/** Seconds from the entry's clock-in to `time` (the next day when earlier than the clock-in). */
export function secondsAfterClockIn(clockIn: string, time: string): number {
  const seconds = secondsOfDay(time) - secondsOfDay(clockIn);
  return seconds < 0 ? seconds + 24 * 3600 : seconds;
}

/** A break's length in seconds (0 while it runs). */
export function breakSeconds(clockIn: string, entryBreak: EntryBreak): number {
  if (entryBreak.end_time === null) return 0;
  const start = secondsAfterClockIn(clockIn, entryBreak.start_time);
  const end = secondsAfterClockIn(clockIn, entryBreak.end_time);
  return Math.max(0, end - start);
}

/** The hours of the entry's ended unpaid breaks, to two decimals: what hours worked leave out. */
export function unpaidBreakHours(clockIn: string, breaks: readonly EntryBreak[]): number {
  const seconds = breaks
    .filter((entryBreak) => !entryBreak.paid)
    .reduce((sum, entryBreak) => sum + breakSeconds(clockIn, entryBreak), 0);
  return roundTo2(seconds / 3600);
}

/** The break running now, if any (one at a time). */
export function runningBreak<T extends EntryBreak>(breaks: readonly T[]): T | undefined {
  return breaks.find((entryBreak) => entryBreak.end_time === null);
}

/**
 * A store's break rule: a shift of at least `after_hours` (clock-in to clock-out) needs unpaid
 * breaks of at least `minimum_minutes` in all. `after_hours` 0 means the store has no rule.
 */
export interface BreakRule {
  after_hours: number;
  minimum_minutes: number;
}

/**
 * Whether a closed entry missed its store's break: it lasted `after_hours` or more from clock-in to
 * clock-out and its unpaid breaks (`break_hours`) came to less than the minimum.
 */
export function missedBreak(
  entry: { total_hours: number | null; break_hours: number | null },
  rule: BreakRule,
): boolean {
  if (rule.after_hours <= 0 || rule.minimum_minutes <= 0 || entry.total_hours === null) return false;
  const breakHours = entry.break_hours ?? 0;
  const span = entry.total_hours + breakHours;
  return span + 1e-9 >= rule.after_hours && breakHours * 60 + 1e-9 < rule.minimum_minutes;
}
