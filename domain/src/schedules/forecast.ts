/**
 * Projected takings (docs/decisions.md, Schedules): each day of the planned week is the average
 * daily income of the same weekday over the FORECAST_WEEKS weeks before the week, leaving out the
 * days the store's manager marked as holidays and the days without an income record (closed, or
 * not entered). Amounts in cents; the average rounded to the cent.
 */
import { labourPercent } from "../payroll/earnings.ts";
import { addDays } from "../payroll/pay-periods.ts";
import type { Cents } from "../shared/money.ts";
import { FORECAST_WEEKS } from "./options.ts";

/** The 7 dates of the week that starts on `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** The same weekday in each of the FORECAST_WEEKS weeks before the week of `date`, newest first. */
export function sourceDates(weekStart: string, date: string): string[] {
  const offset = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${weekStart}T00:00:00Z`)) / 86_400_000,
  );
  return Array.from({ length: FORECAST_WEEKS }, (_, index) => addDays(weekStart, offset - 7 * (index + 1)));
}

/** Every date a week's forecast reads: from FORECAST_WEEKS weeks before it to the day before it. */
export function forecastRange(weekStart: string): { from: string; to: string } {
  return { from: addDays(weekStart, -7 * FORECAST_WEEKS), to: addDays(weekStart, -1) };
}

export interface DayProjection {
  date: string;
  projectedCents: Cents;
  /** The dates averaged, newest first. */
  averaged: string[];
  /** The dates of the window not averaged, and why. */
  leftOut: Array<{ date: string; reason: "holiday" | "no_income" }>;
}

/** One day's projected takings from the store's income by date and its holidays. */
export function projectDay(
  weekStart: string,
  date: string,
  incomeByDate: ReadonlyMap<string, Cents>,
  holidays: ReadonlySet<string>,
): DayProjection {
  const averaged: string[] = [];
  const leftOut: DayProjection["leftOut"] = [];
  let total = 0;
  for (const source of sourceDates(weekStart, date)) {
    const income = incomeByDate.get(source);
    if (holidays.has(source)) leftOut.push({ date: source, reason: "holiday" });
    else if (income === undefined) leftOut.push({ date: source, reason: "no_income" });
    else {
      averaged.push(source);
      total += income;
    }
  }
  return {
    date,
    projectedCents: averaged.length === 0 ? 0 : Math.round(total / averaged.length),
    averaged,
    leftOut,
  };
}

/** Labour % of projected takings and whether it is over the target (a target of 0 is none). */
export function againstTarget(
  labourCents: Cents,
  takingsCents: Cents,
  targetPercent: number,
): { percent: number; over: boolean } {
  const percent = labourPercent(labourCents, takingsCents);
  return { percent, over: targetPercent > 0 && percent > targetPercent };
}
