import { describe, expect, it } from "vitest";
import { formatHours, formatHoursMinutes, hoursFixed } from "../time-entries/hours-format.ts";
import { wagesEarnedBeforeCents, wagesEarnedCents } from "./earnings.ts";
import { monthPeriod, shiftMonth, weekPeriod } from "./period.ts";

describe("pay periods", () => {
  it("a month runs from the 1st to its last day, leap years included", () => {
    expect(monthPeriod("2024-02-17")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthPeriod("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
  it("a week runs Monday to Sunday", () => {
    expect(weekPeriod("2026-11-24")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekPeriod("2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekPeriod("2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });
  it("previous and next months cross years", () => {
    expect(shiftMonth("2026-01-31", -1)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(shiftMonth("2026-12-15", 1)).toEqual({ from: "2027-01-01", to: "2027-01-31" });
  });
});

describe("wages earned before a date", () => {
  const hourly = {
    paymentType: "hourly",
    hourlyRateCents: 2000,
    monthlySalaryCents: null,
    effectiveFrom: "2026-01-01",
  };
  it("counts everything before `from` and nothing after", () => {
    const entries = [
      { workDate: "2026-01-10", hours: 8 },
      { workDate: "2026-02-01", hours: 4 },
    ];
    expect(wagesEarnedBeforeCents([hourly], entries, "2026-02-01")).toBe(16_000);
    expect(wagesEarnedBeforeCents([hourly], entries, "2026-01-01")).toBe(0);
    expect(wagesEarnedBeforeCents([], [], "2026-01-01")).toBe(0);
  });
  it("a monthly salary counts from its effective date, pro rata", () => {
    const monthly = {
      ...hourly,
      paymentType: "monthly",
      hourlyRateCents: null,
      monthlySalaryCents: 310_000,
      effectiveFrom: "2026-01-17",
    };
    // 15 of January's 31 days.
    expect(wagesEarnedBeforeCents([monthly], [], "2026-02-01")).toBe(150_000);
    expect(wagesEarnedBeforeCents([monthly], [], "2026-02-01")).toBe(
      wagesEarnedCents([monthly], [], { from: "2026-01-17", to: "2026-01-31" }),
    );
  });
});

describe("hours on screen", () => {
  it("reads one way: decimals and hours with minutes", () => {
    expect(formatHours(8.25)).toBe("8.25 h");
    expect(formatHours(8)).toBe("8.00 h");
    expect(formatHours(8.1)).toBe("8.10 h");
    expect(formatHours(1234.5)).toBe("1,234.50 h");
    expect(formatHours(null)).toBe("0.00 h");
    expect(hoursFixed(8.5)).toBe("8.50");
    expect(hoursFixed(1234.5)).toBe("1234.50");
    expect(formatHoursMinutes(8.25)).toBe("8 h 15 min");
    expect(formatHoursMinutes(8)).toBe("8 h");
    expect(formatHoursMinutes(0.5)).toBe("30 min");
  });
});
