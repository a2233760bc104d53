/** Payroll formulas of spec 2 §9: monthly estimate of an hourly wage and the payroll summary. */

import { DEFAULT_HOURS_PER_WEEK, WEEKS_PER_MONTH } from "../shared/limits.ts";
import type { Cents } from "../shared/money.ts";
import { roundTo2 } from "../time-entries/rules.ts";

/** Monthly salary estimate of an hourly wage: rate × hours per week × 4.33, in whole cents. */
export function monthlyEstimateCents(hourlyRateCents: Cents, hoursPerWeek = DEFAULT_HOURS_PER_WEEK): Cents {
  return Math.round(hourlyRateCents * hoursPerWeek * WEEKS_PER_MONTH);
}

export interface PayrollInput {
  /** When given, the matching pay field wins if it is above 0; otherwise the spec's fallback. */
  salaryType?: "hourly" | "monthly" | null;
  hourlyRateCents?: Cents | null;
  monthlySalaryCents?: Cents | null;
  /** Hours of each time entry (open entries count as 0). */
  entryHours: readonly number[];
  withdrawalCents: readonly Cents[];
}

export interface PayrollSummary {
  totalHours: number;
  earningsCents: Cents;
  withdrawalsCents: Cents;
  balanceCents: Cents;
  /** Which pay the earnings were computed from, or null when the employee has no wage. */
  basis: "hourly" | "monthly" | null;
}

function payBasis(input: PayrollInput): PayrollSummary["basis"] {
  const hourly = (input.hourlyRateCents ?? 0) > 0;
  const monthly = (input.monthlySalaryCents ?? 0) > 0;
  if (input.salaryType === "monthly" && monthly) return "monthly";
  if (input.salaryType === "hourly" && hourly) return "hourly";
  // Spec 2 §9: the hourly rate is used when above 0, else the monthly salary when above 0.
  if (hourly) return "hourly";
  if (monthly) return "monthly";
  return null;
}

/** Payroll summary of spec 2 §9: hours × rate or the (not prorated) monthly salary, less withdrawals. */
export function payrollSummary(input: PayrollInput): PayrollSummary {
  const totalHours = roundTo2(input.entryHours.reduce((sum, hours) => sum + hours, 0));
  const basis = payBasis(input);
  let earningsCents = 0;
  if (basis === "hourly") earningsCents = Math.round(totalHours * (input.hourlyRateCents ?? 0));
  if (basis === "monthly") earningsCents = input.monthlySalaryCents ?? 0;
  const withdrawalsCents = input.withdrawalCents.reduce((sum, cents) => sum + cents, 0);
  return {
    totalHours,
    earningsCents,
    withdrawalsCents,
    balanceCents: earningsCents - withdrawalsCents,
    basis,
  };
}
