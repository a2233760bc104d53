/**
 * A store's wall clock and UTC instants (docs/decisions.md, Schedules): a shift is entered and
 * shown in its store's time zone and kept as UTC instants, so a shift across midnight or across a
 * daylight-saving change lasts what the clocks say. Intl only: no I/O.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      formatter = formatterOf("UTC");
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as milliseconds of a UTC calendar (seconds kept). */
function wallMs(instant: number, zone: string): number {
  const parts = formatterOf(zone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour") % 24, get("minute"), get("second"));
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((wallMs(whole, zone) - whole) / MINUTE_MS);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The UTC instant at which a zone's clock reads `date` `time`. A time the clocks skip (they go
 * forward) is read as the same time after the jump, as the clocks' own arithmetic does (02:30 on
 * the spring-forward night in New York is 03:30); a time that happens twice (they go back) is its
 * first occurrence.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  const before = offsetMinutes(wall - DAY_MS, zone);
  const after = offsetMinutes(wall + DAY_MS, zone);
  const fits = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => wallMs(instant, zone) === wall);
  if (fits.length > 0) return new Date(Math.min(...fits));
  return new Date(wall - before * MINUTE_MS);
}

/** The date and HH:MM an instant reads on a zone's clock. */
export function wallClock(instant: Date | string, zone: string): { date: string; time: string } {
  const at = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  const wall = new Date(wallMs(at, zone));
  return {
    date: wall.toISOString().slice(0, 10),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}
