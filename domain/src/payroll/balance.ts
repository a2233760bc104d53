/**
 * One employee's payroll figures for a period (docs/decisions.md, Payroll, payroll): hours and entries of the
 * period, wages earned (earnings.ts), withdrawals, and the balance carried from every earlier day.
 */
import type { Cents } from "../shared/money.ts";
import { roundTo2 } from "../time-entries/rules.ts";
import { type Period, type WageInput, wagesEarnedBeforeCents, wagesEarnedCents } from "./earnings.ts";

export interface DayHours {
  /** YYYY-MM-DD */
  workDate: string;
  hours: number;
  /** Entries of that day, open ones included. */
  entries: number;
}

export interface PayrollFigures {
  hours: number;
  entryCount: number;
  wagesEarnedCents: Cents;
  withdrawalsCents: Cents;
  withdrawalCount: number;
  previousBalanceCents: Cents;
  currentBalanceCents: Cents;
}

/** Recorded hours of the days inside a period, two decimals. */
export function hoursIn(days: readonly DayHours[], period: Period): number {
  let total = 0;
  for (const day of days) if (day.workDate >= period.from && day.workDate <= period.to) total += day.hours;
  return roundTo2(total);
}

/**
 * Previous balance = everything earned minus everything withdrawn before `from`; current balance =
 * previous + earned − withdrawn in the period.
 */
export function payrollFigures(
  wages: readonly WageInput[],
  days: readonly DayHours[],
  withdrawals: { beforeCents: Cents; periodCents: Cents; periodCount: number },
  period: Period,
): PayrollFigures {
  const earned = wagesEarnedCents(wages, days, period);
  const previous = wagesEarnedBeforeCents(wages, days, period.from) - withdrawals.beforeCents;
  let entryCount = 0;
  for (const day of days)
    if (day.workDate >= period.from && day.workDate <= period.to) entryCount += day.entries;
  return {
    hours: hoursIn(days, period),
    entryCount,
    wagesEarnedCents: earned,
    withdrawalsCents: withdrawals.periodCents,
    withdrawalCount: withdrawals.periodCount,
    previousBalanceCents: previous,
    currentBalanceCents: previous + earned - withdrawals.periodCents,
  };
}
