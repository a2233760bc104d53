/**
 * Pay periods of payroll runs (docs/decisions.md, Payroll, payroll runs): the organisation's pay
 * frequency, the day its periods start, and its overtime rule.
 * - weekly / every two weeks: periods of 7 / 14 days, one of which starts on `start_date` (its
 *   weekday, and for two weeks its week);
 * - twice a month: from `start_day` (1–15) for 15 days, then to the day before the next month's;
 *   with 1: the 1st–15th and the 16th–last day;
 * - monthly: from `start_day` (1–28) to the day before it next month.
 */
import { z } from "zod";
import { date, intBetween, numberBetween, oneOf } from "../shared/fields.ts";
import type { Period } from "./earnings.ts";

export const PAY_FREQUENCIES = ["weekly", "biweekly", "semimonthly", "monthly"] as const;
export const ZPayPeriodSettings = z.strictObject({
  frequency: oneOf("Pay frequency", PAY_FREQUENCIES),
  /** Weekly and every two weeks: a day on which a period starts. */
  start_date: date("First day of a pay period"),
  /** Twice a month (1–15) and monthly (1–28): the day of the month a period starts. */
  start_day: intBetween("Start day of the month", 1, 28),
  /** Hours worked in a week beyond this are overtime. */
  overtime_weekly_hours: numberBetween("Overtime after hours a week", 1, 168),
  /** Overtime hours are paid at the hourly rate times this. */
  overtime_multiplier: numberBetween("Overtime multiplier", 1, 5),
});
export type TPayPeriodSettings = z.infer<typeof ZPayPeriodSettings>;

/** A change of the settings: any of its fields. */
export const ZPayPeriodSettingsUpdate = ZPayPeriodSettings.partial();

/** Monthly from the 1st, 40 hours a week at 1.5× (the defaults); weeks from Monday. */
export const DEFAULT_PAY_PERIOD_SETTINGS: TPayPeriodSettings = {
  frequency: "monthly",
  start_date: "2024-01-01",
  start_day: 1,
  overtime_weekly_hours: 40,
  overtime_multiplier: 1.5,
};

const DAY_MS = 86_400_000;
const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A YYYY-MM-DD date `days` days later (or earlier). */
export function addDays(value: string, days: number): string {
  return dateOf(dayNumber(value) + days);
}

/** The date of a day of the month `offset` months from `value`'s month (the day clamped to the month). */
function dayOfMonth(value: string, offset: number, day: number): string {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7)) - 1 + offset;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10);
}

/** The pay period that holds `value` under the settings. */
export function payPeriodOf(value: string, settings: TPayPeriodSettings): Period {
  const { frequency } = settings;
  if (frequency === "weekly" || frequency === "biweekly") {
    const length = frequency === "weekly" ? 7 : 14;
    const since = dayNumber(value) - dayNumber(settings.start_date);
    const start = dayNumber(settings.start_date) + Math.floor(since / length) * length;
    return { from: dateOf(start), to: dateOf(start + length - 1) };
  }
  const day = Number(value.slice(8, 10));
  if (frequency === "monthly") {
    const startDay = settings.start_day;
    const from = dayOfMonth(value, day >= startDay ? 0 : -1, startDay);
    return { from, to: addDays(dayOfMonth(from, 1, startDay), -1) };
  }
  const first = Math.min(settings.start_day, 15);
  const second = first + 15;
  let from: string;
  if (day >= second) from = dayOfMonth(value, 0, second);
  else if (day >= first) from = dayOfMonth(value, 0, first);
  else from = dayOfMonth(value, -1, second);
  const fromDay = Number(from.slice(8, 10));
  const next = fromDay === first ? dayOfMonth(from, 0, second) : dayOfMonth(from, 1, first);
  return { from, to: addDays(next, -1) };
}

/** Whether `value` is the first day of a pay period. */
export function startsPayPeriod(value: string, settings: TPayPeriodSettings): boolean {
  return payPeriodOf(value, settings).from === value;
}

/** The pay period `offset` periods from the one that holds `value` (−1 previous, +1 next). */
export function shiftPayPeriod(value: string, settings: TPayPeriodSettings, offset: number): Period {
  let period = payPeriodOf(value, settings);
  for (let step = 0; step < Math.abs(offset); step += 1) {
    period = payPeriodOf(offset > 0 ? addDays(period.to, 1) : addDays(period.from, -1), settings);
  }
  return period;
}

/** The first day of the workweek that overtime counts by: a weekly period's weekday, else Monday. */
export function workweekStart(value: string, settings: TPayPeriodSettings): string {
  const anchor =
    settings.frequency === "weekly" || settings.frequency === "biweekly" ? settings.start_date : "2024-01-01";
  const since = dayNumber(value) - dayNumber(anchor);
  return addDays(anchor, Math.floor(since / 7) * 7);
}
