/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { monthlyEstimateCents, payrollSummary } from "./rules.ts";

describe("monthlyEstimateCents", () => {
  it("is rate × hours × 4.33 in whole cents", () => {
    expect(monthlyEstimateCents(1_500)).toBe(259_800);
    expect(monthlyEstimateCents(1_525, 20)).toBe(132_065);
    expect(monthlyEstimateCents(1_234, 37)).toBe(Math.round(1_234 * 37 * 4.33));
  });
});

describe("payrollSummary", () => {
  it("pays hours × rate and subtracts withdrawals", () => {
    const summary = payrollSummary({
      hourlyRateCents: 2_000,
      entryHours: [8, 7.5, 0.25],
      withdrawalCents: [5_000],
    });
    expect(summary).toEqual({
      totalHours: 15.75,
      earningsCents: 31_500,
      withdrawalsCents: 5_000,
      balanceCents: 26_500,
      basis: "hourly",
    });
  });
  it("pays the whole monthly salary (not prorated) when there is no hourly rate", () => {
    const summary = payrollSummary({
      hourlyRateCents: 0,
      monthlySalaryCents: 300_000,
      entryHours: [4],
      withdrawalCents: [100_000, 250_000],
    });
    expect(summary.earningsCents).toBe(300_000);
    expect(summary.balanceCents).toBe(-50_000);
  });
  it("prefers the hourly rate when both are above 0, unless the salary type says monthly", () => {
    const both = {
      hourlyRateCents: 1_000,
      monthlySalaryCents: 200_000,
      entryHours: [10],
      withdrawalCents: [],
    };
    expect(payrollSummary(both).earningsCents).toBe(10_000);
    expect(payrollSummary({ ...both, salaryType: "monthly" }).earningsCents).toBe(200_000);
  });
  it("earns nothing without a wage", () => {
    const summary = payrollSummary({ entryHours: [8], withdrawalCents: [] });
    expect(summary).toMatchObject({ earningsCents: 0, balanceCents: 0, basis: null, totalHours: 8 });
  });
});
