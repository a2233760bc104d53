/**
 * A punch made on a device while it was offline and sent when the connection returned
 * (docs/decisions.md, Time entries: late punches). The device sends the instant it was made as
 * `occurred_at`; the server records that instant when it is believable, and refuses it otherwise.
 */
import { secondsOfDay } from "./rules.ts";

export const LATE_PUNCH = {
  /** A device clock this far ahead of the server's is still believed (the punch is taken as now). */
  skewMs: 2 * 60_000,
  /** Older than this, a punch is refused: a manager enters it by hand. */
  maxAgeMs: 12 * 3_600_000,
  /** A punch sent this much later than it was made is audited as sent late. */
  lateAfterMs: 60_000,
} as const;

export type PunchInstant = { at: Date; late: boolean } | { problem: "future" | "too_old" };

/**
 * The instant a punch stands for: the server's `now` without `occurredAt`; `occurredAt` when it
 * lies within the last 12 hours (up to 2 minutes ahead of the server is read as now); else why not.
 */
export function punchInstant(occurredAt: string | undefined, now: Date): PunchInstant {
  if (occurredAt === undefined) return { at: now, late: false };
  const at = Date.parse(occurredAt);
  if (Number.isNaN(at) || at > now.getTime() + LATE_PUNCH.skewMs) return { problem: "future" };
  if (at < now.getTime() - LATE_PUNCH.maxAgeMs) return { problem: "too_old" };
  if (at >= now.getTime()) return { at: now, late: false };
  return { at: new Date(at), late: now.getTime() - at >= LATE_PUNCH.lateAfterMs };
}

/** "YYYY-MM-DD HH:MM": a moment in a store's own clock, which compares as text. */
export function storeMoment(date: string, time: string): string {
  return `${date} ${time.slice(0, 5)}`;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The last punch of an open entry, as a store moment: its clock-in, or the latest start or end of
 * its breaks (a break time earlier than the clock-in lies on the next day).
 */
export function lastPunchOf(
  entry: { work_date: string; clock_in_time: string },
  breaks: readonly { start_time: string; end_time: string | null }[],
): string {
  const clockIn = secondsOfDay(entry.clock_in_time);
  const moments = breaks
    .flatMap((item) => [item.start_time, item.end_time])
    .filter((time): time is string => time !== null)
    .map((time) =>
      storeMoment(secondsOfDay(time) < clockIn ? nextDay(entry.work_date) : entry.work_date, time),
    );
  return [storeMoment(entry.work_date, entry.clock_in_time), ...moments].sort().at(-1) ?? "";
}
