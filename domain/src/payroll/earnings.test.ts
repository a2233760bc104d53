import { describe, expect, it } from "vitest";
import {
  daysInMonth,
  labourPercent,
  monthlyProRata,
  type WageInput,
  wageInForce,
  wageRanges,
  wagesEarnedCents,
} from "./earnings.ts";

const hourly = (effectiveFrom: string, rate: number): WageInput => ({
  paymentType: "hourly",
  hourlyRateCents: rate,
  monthlySalaryCents: null,
  effectiveFrom,
});
const monthly = (effectiveFrom: string, salary: number): WageInput => ({
  paymentType: "monthly",
  hourlyRateCents: null,
  monthlySalaryCents: salary,
  effectiveFrom,
});

describe("wages earned", () => {
  it("finds the wage in force on a date and each wage's range", () => {
    const wages = [hourly("2026-03-15", 2000), hourly("2026-01-01", 1500)];
    expect(wageInForce(wages, "2025-12-31")).toBeNull();
    expect(wageInForce(wages, "2026-03-14")?.hourlyRateCents).toBe(1500);
    expect(wageInForce(wages, "2026-03-15")?.hourlyRateCents).toBe(2000);
    expect(wageRanges(wages).map((w) => [w.effectiveFrom, w.effectiveTo])).toEqual([
      ["2026-01-01", "2026-03-14"],
      ["2026-03-15", null],
    ]);
  });

  it("splits hourly earnings at a mid-period wage change", () => {
    const wages = [hourly("2026-01-01", 1500), hourly("2026-03-15", 2000)];
    const entries = [
      { workDate: "2026-03-14", hours: 8 },
      { workDate: "2026-03-15", hours: 8.25 },
      { workDate: "2026-04-01", hours: 5 },
    ];
    // 8 × $15 + 8.25 × $20; the April entry is outside the period.
    expect(wagesEarnedCents(wages, entries, { from: "2026-03-01", to: "2026-03-31" })).toBe(12_000 + 16_500);
  });

  it("pays a monthly salary pro rata by calendar days, month by month", () => {
    expect(daysInMonth("2026-02-10")).toBe(28);
    expect(daysInMonth("2028-02-10")).toBe(29);
    // Whole month.
    expect(monthlyProRata(300_000, "2026-01-01", null, { from: "2026-03-01", to: "2026-03-31" })).toBe(
      300_000,
    );
    // Started on the 16th of a 30-day month: 15 of 30 days.
    expect(monthlyProRata(300_000, "2026-04-16", null, { from: "2026-04-01", to: "2026-04-30" })).toBe(
      150_000,
    );
    // 15 Jan – 14 Feb: 17/31 of January + 14/28 of February.
    const spanning = monthlyProRata(310_000, "2025-01-01", null, { from: "2026-01-15", to: "2026-02-14" });
    expect(spanning).toBeCloseTo((310_000 * 17) / 31 + (310_000 * 14) / 28, 6);
  });

  it("ends a monthly wage the day before the next one starts", () => {
    const wages = [monthly("2026-01-01", 300_000), monthly("2026-06-11", 360_000)];
    // June: 10 days at 3,000 and 20 days at 3,600 (30-day month).
    expect(wagesEarnedCents(wages, [], { from: "2026-06-01", to: "2026-06-30" })).toBe(100_000 + 240_000);
  });

  it("gives labour % with two decimals and 0 without income", () => {
    expect(labourPercent(12_345, 0)).toBe(0);
    expect(labourPercent(1, 3)).toBe(33.33);
  });
});
