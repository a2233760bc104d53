/**
 * The spec's formulas as pure functions, shared by server and web. Money is integer cents.
 * Status transitions are in transitions.ts and re-exported here.
 */

import { DEFAULT_HOURS_PER_WEEK, EDIT_WINDOW_HOURS, WEEKS_PER_MONTH } from "./limits.ts";
import type { Cents } from "./money.ts";

export * from "./transitions.ts";

/** Net profit = income − expenses − purchases (spec 1 §9, spec 2 §9). */
export function netProfit(income: Cents, expenses: Cents, purchases: Cents): Cents {
  return income - expenses - purchases;
}

/** Margin in percent: profit / income × 100, or 0 without income. */
export function margin(profit: Cents, income: Cents): number {
  return income === 0 ? 0 : (profit / income) * 100;
}

/** Revenue as a percent of the monthly target; a zero target gives 100 with revenue, else 0. */
export function growthAgainstTarget(revenue: Cents, target: Cents): number {
  if (target === 0) return revenue > 0 ? 100 : 0;
  return (revenue / target) * 100;
}

/** Daily income total from its cash, card and other parts. */
export function dailyIncomeTotal(cash: Cents, card: Cents, other: Cents): Cents {
  return cash + card + other;
}

/** Seconds since midnight of "HH:MM" or "HH:MM:SS"; throws on anything else. */
export function secondsOfDay(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Hours between clock-in and clock-out minus breaks, to two decimals; an out time before the in
 * time means the shift crossed midnight (+24 h). Never negative.
 */
export function hoursWorked(clockIn: string, clockOut: string, breakHours = 0): number {
  let seconds = secondsOfDay(clockOut) - secondsOfDay(clockIn);
  if (seconds < 0) seconds += 24 * 3600;
  return Math.max(0, roundTo2(seconds / 3600 - breakHours));
}

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

function toDate(instant: Date | string): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/** "Just now", "N minutes ago", "N hours ago", "N days ago" under 7 days, then "Jan 18, 2025". */
export function relativeTime(instant: Date | string, now: Date, timeZone = "UTC"): string {
  const then = toDate(instant);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return "Just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, "day");
  return then.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone });
}

/** True while fewer than 24 hours have passed since creation (the non-admin edit window). */
export function isWithin24Hours(createdAt: Date | string, now: Date): boolean {
  return now.getTime() - toDate(createdAt).getTime() < EDIT_WINDOW_HOURS * 3600 * 1000;
}

/** Overdue is derived: approved (not yet paid) with a due date before today (YYYY-MM-DD). */
export function purchaseIsOverdue(
  status: string,
  dueDate: string | null | undefined,
  today: string,
): boolean {
  return status === "approved" && !!dueDate && dueDate < today;
}

/** Default store code: "Downtown Cafe" → "DOWNTOWN-CAFE". */
export function storeCodeFromName(name: string): string {
  return name.trim().toUpperCase().replace(/\s+/g, "-");
}

/** Default industry code: "Coffee Shops" → "coffee-shops". */
export function industryCodeFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** Default vendor code: "VEN-" and the millisecond timestamp. */
export function vendorCode(now: Date): string {
  return `VEN-${now.getTime()}`;
}

/** Report id: "BSR-" and the millisecond timestamp (spec 2 §9). */
export function reportId(now: Date): string {
  return `BSR-${now.getTime()}`;
}

/** Comma-separated skills, trimmed, empties dropped: "a, b,, c" → ["a", "b", "c"]. */
export function splitSkills(text: string): string[] {
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter((skill) => skill !== "");
}

/** A posting's requirements: one per non-blank line of the stored newline-joined text. */
export function requirementLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
