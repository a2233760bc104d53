import { describe, expect, it } from "vitest";
import type { WageInput } from "./earnings.ts";
import {
  DEFAULT_PAY_PERIOD_SETTINGS,
  payPeriodOf,
  shiftPayPeriod,
  startsPayPeriod,
  type TPayPeriodSettings,
} from "./pay-periods.ts";
import { advanceRepayment, runLineFigures } from "./run-lines.ts";

const settings = (over: Partial<TPayPeriodSettings>): TPayPeriodSettings => ({
  ...DEFAULT_PAY_PERIOD_SETTINGS,
  ...over,
});
const hourly = (rate: number, from = "2026-01-01"): WageInput => ({
  paymentType: "hourly",
  hourlyRateCents: rate,
  monthlySalaryCents: null,
  effectiveFrom: from,
});

describe("pay periods", () => {
  it("weekly and every two weeks count from the start date", () => {
    const weekly = settings({ frequency: "weekly", start_date: "2026-11-04" }); // a Wednesday
    expect(payPeriodOf("2026-11-10", weekly)).toEqual({ from: "2026-11-04", to: "2026-11-10" });
    expect(payPeriodOf("2026-11-03", weekly)).toEqual({ from: "2026-10-28", to: "2026-11-03" });
    const biweekly = settings({ frequency: "biweekly", start_date: "2026-11-02" });
    expect(payPeriodOf("2026-11-20", biweekly)).toEqual({ from: "2026-11-16", to: "2026-11-29" });
    expect(payPeriodOf("2026-10-25", biweekly)).toEqual({ from: "2026-10-19", to: "2026-11-01" });
  });
  it("twice a month and monthly from their start day, short months included", () => {
    const twice = settings({ frequency: "semimonthly", start_day: 1 });
    expect(payPeriodOf("2026-02-20", twice)).toEqual({ from: "2026-02-16", to: "2026-02-28" });
    expect(payPeriodOf("2026-02-15", twice)).toEqual({ from: "2026-02-01", to: "2026-02-15" });
    const twiceFrom10 = settings({ frequency: "semimonthly", start_day: 10 });
    expect(payPeriodOf("2026-03-05", twiceFrom10)).toEqual({ from: "2026-02-25", to: "2026-03-09" });
    const monthly = settings({ frequency: "monthly", start_day: 25 });
    expect(payPeriodOf("2026-01-10", monthly)).toEqual({ from: "2025-12-25", to: "2026-01-24" });
    expect(payPeriodOf("2026-11-28", settings({}))).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(startsPayPeriod("2026-11-16", twice)).toBe(true);
    expect(startsPayPeriod("2026-11-17", twice)).toBe(false);
    expect(shiftPayPeriod("2026-01-10", twice, -1)).toEqual({ from: "2025-12-16", to: "2025-12-31" });
    expect(shiftPayPeriod("2026-01-10", twice, 2)).toEqual({ from: "2026-02-01", to: "2026-02-15" });
  });
});

describe("overtime", () => {
  const weekly = settings({ frequency: "weekly", start_date: "2026-11-02" }); // Mondays
  it("pays hours past 40 a week at 1.5 times the rate in force", () => {
    // Mon–Fri 9 h a day at $20: 45 h, 40 regular, 5 overtime: 40 × 20 + 5 × 30 = $950.
    const days = ["02", "03", "04", "05", "06"].map((d) => ({ workDate: `2026-11-${d}`, hours: 9 }));
    const line = runLineFigures(
      { wages: [hourly(2000)], days, advances: [] },
      { from: "2026-11-02", to: "2026-11-08" },
      weekly,
    );
    expect(line).toEqual({
      regularHours: 40,
      overtimeHours: 5,
      grossCents: 95_000,
      repaidCents: 0,
      netCents: 95_000,
      balanceCarriedCents: 0,
    });
  });
  it("counts a week's hours before a monthly period began towards its threshold", () => {
    // November 2026 starts on a Sunday; the week Mon 26 Oct – Sun 1 Nov had 38 h by Saturday, so
    // 2 of Sunday's 6 hours are regular and 4 overtime; then 10 h on Mon 2 Nov (a new week).
    const days = [
      { workDate: "2026-10-26", hours: 38 },
      { workDate: "2026-11-01", hours: 6 },
      { workDate: "2026-11-02", hours: 10 },
    ];
    const line = runLineFigures(
      { wages: [hourly(1000), hourly(1200, "2026-11-02")], days, advances: [] },
      { from: "2026-11-01", to: "2026-11-30" },
      settings({ overtime_weekly_hours: 40, overtime_multiplier: 2 }),
    );
    // Sunday: 2 × $10 + 4 × $10 × 2 = $100; Monday: 10 × $12 = $120.
    expect(line).toMatchObject({ regularHours: 12, overtimeHours: 4, grossCents: 22_000 });
  });
  it("pays a monthly salary pro rata and no overtime", () => {
    const monthly: WageInput = {
      paymentType: "monthly",
      hourlyRateCents: null,
      monthlySalaryCents: 300_000,
      effectiveFrom: "2026-01-01",
    };
    const days = [{ workDate: "2026-11-03", hours: 50 }];
    const line = runLineFigures(
      { wages: [monthly], days, advances: [] },
      { from: "2026-11-01", to: "2026-11-15" },
      settings({ frequency: "semimonthly" }),
    );
    // 15 of November's 30 days.
    expect(line).toMatchObject({ regularHours: 50, overtimeHours: 0, grossCents: 150_000 });
  });
});

describe("advances in instalments", () => {
  const twice = settings({ frequency: "semimonthly", start_day: 1 });
  const plan = { date: "2026-10-05", amountCents: 25_000, instalmentCents: 10_000, skips: ["2026-10-16"] };
  it("repays the plan's amount each period, none in a skipped one, the rest last", () => {
    const at = (from: string, to: string) => advanceRepayment(plan, { from, to }, twice);
    expect(at("2026-10-01", "2026-10-15")).toEqual({ repaidCents: 10_000, remainingCents: 15_000 });
    expect(at("2026-10-16", "2026-10-31")).toEqual({ repaidCents: 0, remainingCents: 15_000 });
    expect(at("2026-11-01", "2026-11-15")).toEqual({ repaidCents: 10_000, remainingCents: 5_000 });
    expect(at("2026-11-16", "2026-11-30")).toEqual({ repaidCents: 5_000, remainingCents: 0 });
    expect(at("2026-12-01", "2026-12-15")).toEqual({ repaidCents: 0, remainingCents: 0 });
    expect(at("2026-09-16", "2026-09-30")).toEqual({ repaidCents: 0, remainingCents: 0 });
  });
  it("an advance without a plan is repaid in its own period; net and balance follow", () => {
    const line = runLineFigures(
      {
        wages: [hourly(1500)],
        days: [{ workDate: "2026-11-03", hours: 8 }],
        advances: [plan, { date: "2026-11-10", amountCents: 3_050, instalmentCents: null, skips: [] }],
      },
      { from: "2026-11-01", to: "2026-11-15" },
      twice,
    );
    // 8 × $15 = $120; repaid $100 + $30.50; net −$10.50; $50 of the plan still owed.
    expect(line).toMatchObject({
      grossCents: 12_000,
      repaidCents: 13_050,
      netCents: -1_050,
      balanceCarriedCents: 5_000,
    });
  });
});
