import { describe, expect, it } from "vitest";
import {
  canTransition,
  dailyIncomeTotal,
  growthAgainstTarget,
  hoursWorked,
  industryCodeFromName,
  isWithin24Hours,
  margin,
  monthlyEstimateCents,
  netProfit,
  payrollSummary,
  purchaseIsOverdue,
  relativeTime,
  requirementLines,
  splitSkills,
  storeCodeFromName,
  vendorCode,
} from "./formulas.ts";

describe("netProfit and margin", () => {
  it("subtracts expenses and purchases from income", () => {
    expect(netProfit(100_000, 25_050, 30_000)).toBe(44_950);
    expect(netProfit(0, 1_000, 0)).toBe(-1_000);
  });
  it("gives the margin in percent and 0 without income", () => {
    expect(margin(25_000, 100_000)).toBe(25);
    expect(margin(-5_000, 20_000)).toBe(-25);
    expect(margin(5_000, 0)).toBe(0);
  });
});

describe("growthAgainstTarget", () => {
  it("is revenue as a percent of target", () => {
    expect(growthAgainstTarget(150_000, 100_000)).toBe(150);
    expect(growthAgainstTarget(50_000, 200_000)).toBe(25);
  });
  it("gives 100 for revenue against a zero target, else 0", () => {
    expect(growthAgainstTarget(1, 0)).toBe(100);
    expect(growthAgainstTarget(0, 0)).toBe(0);
  });
});

describe("hoursWorked", () => {
  it("counts a day shift", () => {
    expect(hoursWorked("09:00", "17:30")).toBe(8.5);
    expect(hoursWorked("09:00:00", "17:00:30")).toBe(8.01);
  });
  it("adds 24 hours when out is before in (overnight)", () => {
    expect(hoursWorked("22:00", "06:00")).toBe(8);
    expect(hoursWorked("23:45", "00:15")).toBe(0.5);
  });
  it("subtracts breaks and rounds to two decimals, never below 0", () => {
    expect(hoursWorked("09:00", "17:00", 0.5)).toBe(7.5);
    expect(hoursWorked("09:00", "09:20")).toBe(0.33);
    expect(hoursWorked("09:00", "10:00", 2)).toBe(0);
    expect(hoursWorked("09:00", "09:00")).toBe(0);
  });
  it("refuses malformed times", () => {
    expect(() => hoursWorked("9am", "17:00")).toThrow(RangeError);
    expect(() => hoursWorked("24:00", "17:00")).toThrow(RangeError);
  });
});

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

describe("relativeTime", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it("says Just now under 60 seconds (and for future instants)", () => {
    expect(relativeTime(ago(59), now)).toBe("Just now");
    expect(relativeTime(ago(-30), now)).toBe("Just now");
  });
  it("counts minutes, hours and days with singulars", () => {
    expect(relativeTime(ago(60), now)).toBe("1 minute ago");
    expect(relativeTime(ago(59 * 60), now)).toBe("59 minutes ago");
    expect(relativeTime(ago(3600), now)).toBe("1 hour ago");
    expect(relativeTime(ago(5 * 3600), now)).toBe("5 hours ago");
    expect(relativeTime(ago(86_400), now)).toBe("1 day ago");
    expect(relativeTime(ago(6 * 86_400), now)).toBe("6 days ago");
  });
  it("shows an en-US date from 7 days on", () => {
    expect(relativeTime(ago(7 * 86_400), now)).toBe("Mar 3, 2025");
    expect(relativeTime("2025-01-18T08:00:00Z", now)).toBe("Jan 18, 2025");
  });
});

describe("isWithin24Hours", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  it("is true up to just before 24 hours and false from then on", () => {
    expect(isWithin24Hours("2025-03-09T12:00:01Z", now)).toBe(true);
    expect(isWithin24Hours("2025-03-09T12:00:00Z", now)).toBe(false);
    expect(isWithin24Hours(new Date("2025-03-01T00:00:00Z"), now)).toBe(false);
  });
});

describe("purchaseIsOverdue", () => {
  it("is approved with a due date before today", () => {
    expect(purchaseIsOverdue("approved", "2025-03-09", "2025-03-10")).toBe(true);
    expect(purchaseIsOverdue("approved", "2025-03-10", "2025-03-10")).toBe(false);
    expect(purchaseIsOverdue("pending", "2025-01-01", "2025-03-10")).toBe(false);
    expect(purchaseIsOverdue("paid", "2025-01-01", "2025-03-10")).toBe(false);
    expect(purchaseIsOverdue("approved", null, "2025-03-10")).toBe(false);
  });
});

describe("codes and text helpers", () => {
  it("derives store and industry codes from names", () => {
    expect(storeCodeFromName("Downtown Cafe")).toBe("DOWNTOWN-CAFE");
    expect(storeCodeFromName("  Main  Street Shop ")).toBe("MAIN-STREET-SHOP");
    expect(industryCodeFromName("Coffee Shops")).toBe("coffee-shops");
  });
  it("builds a vendor code from the timestamp", () => {
    expect(vendorCode(new Date(1_700_000_000_000))).toBe("VEN-1700000000000");
  });
  it("splits skills and requirement lines, dropping blanks", () => {
    expect(splitSkills("a, b,, c")).toEqual(["a", "b", "c"]);
    expect(splitSkills(" , ")).toEqual([]);
    expect(requirementLines("Barista experience\n\n  Food safety  \r\n")).toEqual([
      "Barista experience",
      "Food safety",
    ]);
  });
  it("adds the daily income parts", () => {
    expect(dailyIncomeTotal(10_050, 20_025, 0)).toBe(30_075);
  });
});

describe("canTransition", () => {
  it("allows pending → approved/rejected and approved → paid for purchases", () => {
    expect(canTransition("purchases", "pending", "approved")).toBe(true);
    expect(canTransition("purchases", "pending", "rejected")).toBe(true);
    expect(canTransition("purchases", "approved", "paid")).toBe(true);
  });
  it("refuses everything else", () => {
    expect(canTransition("purchases", "pending", "paid")).toBe(false);
    expect(canTransition("purchases", "rejected", "approved")).toBe(false);
    expect(canTransition("purchases", "approved", "overdue")).toBe(false);
    expect(canTransition("purchases", "pending", "pending")).toBe(false);
    expect(canTransition("expenses", "approved", "paid")).toBe(false);
    expect(canTransition("expenses", "constructor", "approved")).toBe(false);
  });
  it("lets expenses be approved or rejected only from pending", () => {
    expect(canTransition("expenses", "pending", "approved")).toBe(true);
    expect(canTransition("expenses", "pending", "rejected")).toBe(true);
    expect(canTransition("expenses", "rejected", "approved")).toBe(false);
  });
});
