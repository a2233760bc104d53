/** When a store's takings are due (docs/decisions.md, Notifications): its closing time of the day. */

/** A store with no opening hours for the day is taken to close at 21:00. */
const DEFAULT_CLOSING_TIME = "21:00";

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)/;

const hhmm = (value: unknown): string | null => {
  const match = typeof value === "string" ? TIME.exec(value.trim()) : null;
  return match ? `${match[1]?.padStart(2, "0")}:${match[2]}` : null;
};

/**
 * The closing time (HH:MM) of a store on a date (YYYY-MM-DD) from its opening hours, or null when
 * it is closed that day. The hours are a JSON object by weekday, each day `{open, close, closed}`
 * (the demo's) or "09:00-18:00" / "closed" (free-form); anything unreadable means 21:00.
 */
export function closingTime(openingHours: unknown, date: string): string | null {
  let hours = openingHours;
  if (typeof hours === "string") {
    try {
      hours = JSON.parse(hours);
    } catch {
      return DEFAULT_CLOSING_TIME;
    }
  }
  if (!hours || typeof hours !== "object") return DEFAULT_CLOSING_TIME;
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "";
  const day = (hours as Record<string, unknown>)[weekday];
  if (typeof day === "string") {
    if (/closed/i.test(day)) return null;
    return hhmm(day.split("-")[1]) ?? DEFAULT_CLOSING_TIME;
  }
  if (day && typeof day === "object") {
    const { close, closed } = day as { close?: unknown; closed?: unknown };
    if (closed === true) return null;
    return hhmm(close) ?? DEFAULT_CLOSING_TIME;
  }
  return DEFAULT_CLOSING_TIME;
}
