/** Pay periods and the calendar ranges of the payroll summary (docs/decisions.md, Payroll, payroll). */
import type { Period } from "./earnings.ts";

const DAY_MS = 86_400_000;

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar month of a YYYY-MM-DD date, 1st to last day. */
export function monthPeriod(date: string): Period {
  const start = parse(`${date.slice(0, 7)}-01`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  return { from: iso(start), to: iso(end) };
}

/** Monday to Sunday of the week of a YYYY-MM-DD date. */
export function weekPeriod(date: string): Period {
  const day = parse(date);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - sinceMonday * DAY_MS);
  return { from: iso(monday), to: iso(new Date(monday.getTime() + 6 * DAY_MS)) };
}

/** The calendar month `offset` months from the month of `date` (−1 previous, +1 next). */
export function shiftMonth(date: string, offset: number): Period {
  const start = parse(`${date.slice(0, 7)}-01`);
  return monthPeriod(iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, 1))));
}
