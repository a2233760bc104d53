/**
 * One employee's line of a payroll run (docs/decisions.md, Payroll, payroll runs): regular and
 * overtime hours, gross pay, advances repaid in the period, net pay and the advances still owed.
 * Hours are the time entries' own (clock-out − clock-in − unpaid breaks, time-entries/rules.ts).
 */
import type { Cents } from "../shared/money.ts";
import { roundTo2 } from "../time-entries/rules.ts";
import { type DatedHours, monthlyEarnings, type Period, type WageInput, wageInForce } from "./earnings.ts";
import { addDays, payPeriodOf, type TPayPeriodSettings, workweekStart } from "./pay-periods.ts";

/** A cash advance (a withdrawal) and its repayment plan. */
export interface AdvanceInput {
  /** YYYY-MM-DD: repayment starts in the pay period that holds it. */
  date: string;
  amountCents: Cents;
  /** Repaid per pay period; null: all of it in its own period. */
  instalmentCents: Cents | null;
  /** First days of the pay periods in which nothing is repaid. */
  skips: readonly string[];
}

export interface RunLineFigures {
  regularHours: number;
  overtimeHours: number;
  grossCents: Cents;
  repaidCents: Cents;
  netCents: Cents;
  balanceCarriedCents: Cents;
}

/** Hours of each day of the period split into regular and overtime by the weekly rule. */
export function splitOvertime(
  days: readonly DatedHours[],
  period: Period,
  settings: TPayPeriodSettings,
  wages: readonly WageInput[],
): Array<DatedHours & { regular: number; overtime: number }> {
  // Hours worked earlier in the period's first workweek count towards its threshold.
  const since = workweekStart(period.from, settings);
  const sorted = days.filter((day) => day.workDate >= since && day.workDate <= period.to);
  sorted.sort((a, b) => a.workDate.localeCompare(b.workDate));
  const split: Array<DatedHours & { regular: number; overtime: number }> = [];
  let week = "";
  let worked = 0;
  for (const day of sorted) {
    const dayWeek = workweekStart(day.workDate, settings);
    if (dayWeek !== week) [week, worked] = [dayWeek, 0];
    const hourly = wageInForce(wages, day.workDate)?.paymentType !== "monthly";
    const room = Math.max(0, settings.overtime_weekly_hours - worked);
    const regular = hourly ? Math.min(day.hours, room) : day.hours;
    worked += day.hours;
    if (day.workDate >= period.from) split.push({ ...day, regular, overtime: day.hours - regular });
  }
  return split;
}

/** What one advance repays in the period, and what is still owed after it. */
export function advanceRepayment(
  advance: AdvanceInput,
  period: Period,
  settings: TPayPeriodSettings,
): { repaidCents: Cents; remainingCents: Cents } {
  if (advance.date > period.to) return { repaidCents: 0, remainingCents: 0 };
  let remaining = advance.amountCents;
  let current = payPeriodOf(advance.date, settings);
  // The periods before this one, from the advance's own, until it is repaid.
  while (current.from < period.from && remaining > 0) {
    if (!advance.skips.includes(current.from))
      remaining -= Math.min(advance.instalmentCents ?? remaining, remaining);
    current = payPeriodOf(addDays(current.to, 1), settings);
  }
  const due = advance.skips.includes(period.from)
    ? 0
    : Math.min(advance.instalmentCents ?? remaining, remaining);
  return { repaidCents: due, remainingCents: remaining - due };
}

/**
 * The line's figures: hourly pay is Σ regular hours × the rate in force that day plus overtime
 * hours × rate × the multiplier; a monthly salary is paid pro rata (earnings.ts) and earns no
 * overtime. Rounded to the cent once. Net = gross − advances repaid; it may be below zero when an
 * advance without a plan is larger than the period's pay (the screen shows it in red).
 */
export function runLineFigures(
  input: { wages: readonly WageInput[]; days: readonly DatedHours[]; advances: readonly AdvanceInput[] },
  period: Period,
  settings: TPayPeriodSettings,
): RunLineFigures {
  let regularHours = 0;
  let overtimeHours = 0;
  let hourlyPay = 0;
  for (const day of splitOvertime(input.days, period, settings, input.wages)) {
    regularHours += day.regular;
    overtimeHours += day.overtime;
    const wage = wageInForce(input.wages, day.workDate);
    if (wage?.paymentType !== "hourly") continue;
    hourlyPay += (day.regular + day.overtime * settings.overtime_multiplier) * (wage.hourlyRateCents ?? 0);
  }
  const grossCents = Math.round(hourlyPay + monthlyEarnings(input.wages, period));
  let repaidCents = 0;
  let balanceCarriedCents = 0;
  for (const advance of input.advances) {
    const { repaidCents: repaid, remainingCents } = advanceRepayment(advance, period, settings);
    repaidCents += repaid;
    balanceCarriedCents += remainingCents;
  }
  return {
    regularHours: roundTo2(regularHours),
    overtimeHours: roundTo2(overtimeHours),
    grossCents,
    repaidCents,
    netCents: grossCents - repaidCents,
    balanceCarriedCents,
  };
}
