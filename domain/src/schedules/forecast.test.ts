import { describe, expect, it } from "vitest";
import { DEFAULT_PAY_PERIOD_SETTINGS } from "../payroll/pay-periods.ts";
import { againstTarget, forecastRange, projectDay, sourceDates, weekDates } from "./forecast.ts";
import { weekLabourCost } from "./labour-cost.ts";

const WEEK = "2026-03-09"; // a Monday

describe("projected takings", () => {
  it("averages the same weekday of the 8 weeks before, leaving out holidays and days without income", () => {
    expect(sourceDates(WEEK, WEEK)).toEqual([
      "2026-03-02",
      "2026-02-23",
      "2026-02-16",
      "2026-02-09",
      "2026-02-02",
      "2026-01-26",
      "2026-01-19",
      "2026-01-12",
    ]);
    const income = new Map([
      ["2026-03-02", 100_000],
      ["2026-02-23", 500_000],
      ["2026-02-16", 120_000],
      ["2026-02-02", 90_000],
      ["2026-01-26", 90_000],
      ["2026-01-19", 90_000],
      ["2026-01-12", 90_000],
      // A Tuesday: another weekday's income is never read.
      ["2026-03-03", 999_999],
    ]);
    const day = projectDay(WEEK, WEEK, income, new Set(["2026-02-23"]));
    // (1000 + 1200 + 4 × 900) / 6 = 966.666… → $966.67
    expect(day.projectedCents).toBe(96_667);
    expect(day.averaged).toEqual([
      "2026-03-02",
      "2026-02-16",
      "2026-02-02",
      "2026-01-26",
      "2026-01-19",
      "2026-01-12",
    ]);
    expect(day.leftOut).toEqual([
      { date: "2026-02-23", reason: "holiday" },
      { date: "2026-02-09", reason: "no_income" },
    ]);
    expect(projectDay(WEEK, "2026-03-10", new Map(), new Set()).projectedCents).toBe(0);
    expect(forecastRange(WEEK)).toEqual({ from: "2026-01-12", to: "2026-03-08" });
    expect(weekDates(WEEK)).toHaveLength(7);
  });

  it("compares labour with the target: over only above it, never without a target", () => {
    expect(againstTarget(30_000, 100_000, 30)).toEqual({ percent: 30, over: false });
    expect(againstTarget(30_001, 100_000, 30)).toEqual({ percent: 30, over: false });
    expect(againstTarget(30_010, 100_000, 30)).toEqual({ percent: 30.01, over: true });
    expect(againstTarget(90_000, 100_000, 0)).toEqual({ percent: 90, over: false });
    expect(againstTarget(90_000, 0, 30)).toEqual({ percent: 0, over: false });
  });
});

const hourly = (cents: number, from = "2026-01-01") => ({
  paymentType: "hourly",
  hourlyRateCents: cents,
  monthlySalaryCents: null,
  effectiveFrom: from,
});

describe("projected labour cost", () => {
  it("pays hours at the rate in force each day, overtime past 40 hours at 1.5×, salaries pro rata", () => {
    const work = [
      ...weekDates(WEEK)
        .slice(0, 5)
        .map((date) => ({ employeeId: "ana", date, hours: 9 })),
      { employeeId: "ben", date: "2026-03-11", hours: 8 },
      { employeeId: "cy", date: "2026-03-14", hours: 6 },
    ];
    const wages = new Map([
      ["ana", [hourly(2000), hourly(2200, "2026-03-12")]],
      [
        "ben",
        [
          {
            paymentType: "monthly",
            hourlyRateCents: null,
            monthlySalaryCents: 310_000,
            effectiveFrom: "2026-01-01",
          },
        ],
      ],
    ]);
    const cost = weekLabourCost(WEEK, work, wages, DEFAULT_PAY_PERIOD_SETTINGS);
    // Ana: 3 × 9 h × $20, 9 h × $22, then Friday 4 h + 5 h × 1.5 at $22; Ben: $3,100 / 31 a day.
    expect([...cost.days.values()]).toEqual([28_000, 28_000, 28_000, 29_800, 35_300, 10_000, 10_000]);
    expect(cost.employees.get("ana")).toEqual({ hours: 45, overtimeHours: 5, cents: 99_100, pay: "hourly" });
    expect(cost.employees.get("ben")).toMatchObject({ hours: 8, overtimeHours: 0, pay: "monthly" });
    expect(Math.round(cost.employees.get("ben")?.cents ?? 0)).toBe(70_000);
    expect(cost.employees.get("cy")).toEqual({ hours: 6, overtimeHours: 0, cents: 0, pay: null });
  });

  it("counts the hours of the workweek's earlier days towards overtime, as payroll does", () => {
    // Weekly pay periods from Wednesdays: Monday the 9th belongs to the workweek of Wednesday the 4th.
    const settings = {
      ...DEFAULT_PAY_PERIOD_SETTINGS,
      frequency: "weekly" as const,
      start_date: "2026-03-04",
    };
    const earlier = ["2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07"].map((date) => ({
      employeeId: "dee",
      date,
      hours: 9,
    }));
    const work = [
      ...earlier,
      { employeeId: "dee", date: "2026-03-09", hours: 9 },
      { employeeId: "dee", date: "2026-03-11", hours: 9 },
    ];
    const cost = weekLabourCost(WEEK, work, new Map([["dee", [hourly(2000)]]]), settings);
    // Monday: 36 h before it, so 4 h + 5 h × 1.5; Wednesday starts a new workweek.
    expect(cost.days.get("2026-03-09")).toBe(23_000);
    expect(cost.days.get("2026-03-11")).toBe(18_000);
    expect(cost.employees.get("dee")).toMatchObject({ hours: 18, overtimeHours: 5, cents: 41_000 });
  });
});
