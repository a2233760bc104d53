/** Calendar helpers over `YYYY-MM-DD` strings, computed in UTC so they never drift. */
const DAY_MS = 86_400_000;

export function parseDate(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return formatDate(parseDate(date) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDate(to) - parseDate(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(parseDate(date)).getUTCDay();
}

/** 0-based month. */
export function monthOf(date: string): number {
  return new Date(parseDate(date)).getUTCMonth();
}

/** Every date from `from` to `to`, both inclusive. */
export function dateRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = parseDate(from), end = parseDate(to); ms <= end; ms += DAY_MS) dates.push(formatDate(ms));
  return dates;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

/** New Year's Day, Thanksgiving (fourth Thursday of November) and Christmas Day. */
export function isHoliday(date: string): boolean {
  const monthDay = date.slice(5);
  if (monthDay === "01-01" || monthDay === "12-25") return true;
  const day = Number(date.slice(8));
  return monthDay.startsWith("11-") && weekday(date) === 4 && day >= 22 && day <= 28;
}

/** "HH:MM" to minutes after midnight. */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Minutes after midnight to "HH:MM". */
export function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** The zone's offset from UTC in minutes on that date (taken at noon UTC, clear of DST switches). */
function offsetMinutes(timeZone: string, date: string): number {
  const cacheKey = `${timeZone}|${date}`;
  const cached = offsets.get(cacheKey);
  if (cached !== undefined) return cached;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const noon = parseDate(date) + 12 * 3_600_000;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(noon)) parts[part.type] = Number(part.value);
  const local = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  const offset = Math.round((local - noon) / 60_000);
  offsets.set(cacheKey, offset);
  return offset;
}

/** The ISO 8601 UTC instant of a local wall-clock time (minutes after midnight) in a time zone. */
export function instantAt(date: string, minutes: number, timeZone: string): string {
  const ms = parseDate(date) + (minutes - offsetMinutes(timeZone, date)) * 60_000;
  return new Date(ms).toISOString();
}

/** Adds whole minutes to an ISO instant. */
export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

/** The earliest calendar date that `moment` falls on in any of the time zones. */
export function earliestLocalDate(moment: Date, timeZones: readonly string[]): string {
  let earliest = moment.toISOString().slice(0, 10);
  for (const timeZone of new Set(timeZones)) {
    // en-CA formats dates as YYYY-MM-DD.
    const local = new Intl.DateTimeFormat("en-CA", { timeZone }).format(moment);
    if (local < earliest) earliest = local;
  }
  return earliest;
}
