/**
 * Wages earned over a period — the one definition behind labour cost (reports, dashboards) and
 * the payroll summary (docs/decisions.md, Payroll counting rules and "Details of §8, pinned"):
 * - the wage in force on a date is the one with the latest `effective_from` on or before it;
 * - a wage is in force from its `effective_from` to the day before the next wage's;
 * - hourly: Σ hours × the hourly rate in force on each entry's work date;
 * - monthly: per calendar month, salary × days of the month inside both the period and the
 *   wage's range ÷ days in that month.
 * Amounts are summed exactly and rounded to the cent once, at the end.
 */

import type { Cents } from "../shared/money.ts";

export interface WageInput {
  paymentType: "hourly" | "monthly" | string;
  hourlyRateCents: Cents | null;
  monthlySalaryCents: Cents | null;
  /** YYYY-MM-DD */
  effectiveFrom: string;
}

export interface DatedHours {
  /** YYYY-MM-DD */
  workDate: string;
  hours: number;
}

export interface Period {
  /** YYYY-MM-DD, inclusive */
  from: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD date. */
export function dayBefore(date: string): string {
  return dateOfDay(dayNumber(date) - 1);
}

/** Days in the calendar month of a YYYY-MM-DD date. */
export function daysInMonth(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Wages oldest first, each with the last day it is in force (null: still in force). */
export function wageRanges<W extends WageInput>(
  wages: readonly W[],
): Array<W & { effectiveTo: string | null }> {
  const sorted = [...wages].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return sorted.map((wage, index) => {
    const next = sorted[index + 1];
    return { ...wage, effectiveTo: next ? dayBefore(next.effectiveFrom) : null };
  });
}

/** The wage in force on a date: the latest `effective_from` on or before it, or null. */
export function wageInForce<W extends WageInput>(wages: readonly W[], date: string): W | null {
  let found: W | null = null;
  for (const wage of wages) {
    if (wage.effectiveFrom <= date && (!found || wage.effectiveFrom > found.effectiveFrom)) found = wage;
  }
  return found;
}

/**
 * A monthly salary pro rata over the days of `period` inside [rangeFrom, rangeTo], month by month:
 * salary × days inside ÷ days in that month. Fractional cents; round the total once.
 */
export function monthlyProRata(
  salaryCents: Cents,
  rangeFrom: string,
  rangeTo: string | null,
  period: Period,
): number {
  const start = Math.max(dayNumber(rangeFrom), dayNumber(period.from));
  const end = Math.min(
    rangeTo === null ? Number.POSITIVE_INFINITY : dayNumber(rangeTo),
    dayNumber(period.to),
  );
  let total = 0;
  let day = start;
  while (day <= end) {
    const date = dateOfDay(day);
    const monthDays = daysInMonth(date);
    const lastOfMonth = day + (monthDays - Number(date.slice(8, 10)));
    const through = Math.min(lastOfMonth, end);
    total += (salaryCents * (through - day + 1)) / monthDays;
    day = through + 1;
  }
  return total;
}

/** Hourly earnings of entries: Σ hours × the hourly rate in force on each entry's date (fractional cents). */
export function hourlyEarnings(wages: readonly WageInput[], entries: readonly DatedHours[]): number {
  let total = 0;
  for (const entry of entries) {
    const wage = wageInForce(wages, entry.workDate);
    if (wage?.paymentType === "hourly") total += entry.hours * (wage.hourlyRateCents ?? 0);
  }
  return total;
}

/** Monthly earnings over a period: each monthly wage pro rata over its range inside the period. */
export function monthlyEarnings(wages: readonly WageInput[], period: Period): number {
  let total = 0;
  for (const wage of wageRanges(wages)) {
    if (wage.paymentType === "monthly") {
      total += monthlyProRata(wage.monthlySalaryCents ?? 0, wage.effectiveFrom, wage.effectiveTo, period);
    }
  }
  return total;
}

/**
 * Wages earned in a period by one employee (one staff record): hourly entries of the period at the
 * rate in force on their dates, plus monthly salary pro rata. Rounded to the cent once.
 */
export function wagesEarnedCents(
  wages: readonly WageInput[],
  entries: readonly DatedHours[],
  period: Period,
): Cents {
  const inPeriod = entries.filter((entry) => entry.workDate >= period.from && entry.workDate <= period.to);
  return Math.round(hourlyEarnings(wages, inPeriod) + monthlyEarnings(wages, period));
}

/** Labour % of sales: labour cost / income × 100, two decimals, 0 without income. */
export function labourPercent(labourCents: Cents, incomeCents: Cents): number {
  if (incomeCents <= 0) return 0;
  return Math.round((labourCents / incomeCents) * 10_000) / 100;
}

/**
 * Wages earned before `from`: everything from the first wage or entry to the day before `from`
 * (the payroll summary's previous balance, with the withdrawals before `from`). 0 when nothing precedes it.
 */
export function wagesEarnedBeforeCents(
  wages: readonly WageInput[],
  entries: readonly DatedHours[],
  from: string,
): Cents {
  const starts = [...wages.map((wage) => wage.effectiveFrom), ...entries.map((entry) => entry.workDate)];
  const first = starts.reduce<string | null>((min, date) => (min === null || date < min ? date : min), null);
  if (first === null || first >= from) return 0;
  return wagesEarnedCents(wages, entries, { from: first, to: dayBefore(from) });
}
