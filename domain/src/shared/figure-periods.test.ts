import { describe, expect, it } from "vitest";
import { FIGURE_PERIODS, figurePeriodRange } from "./figure-periods.ts";

describe("figurePeriodRange", () => {
  it("reads each period from the store's today", () => {
    const today = "2026-11-24";
    expect(FIGURE_PERIODS.map((key) => figurePeriodRange(today, key))).toEqual([
      { key: "this_month", from: "2026-11-01", to: "2026-11-24" },
      { key: "last_month", from: "2026-10-01", to: "2026-10-31" },
      { key: "this_quarter", from: "2026-10-01", to: "2026-11-24" },
      { key: "this_year", from: "2026-01-01", to: "2026-11-24" },
      { key: "last_12_months", from: "2025-12-01", to: "2026-11-24" },
    ]);
  });

  it("crosses year ends and leap days", () => {
    expect(figurePeriodRange("2026-01-05", "last_month")).toEqual({
      key: "last_month",
      from: "2025-12-01",
      to: "2025-12-31",
    });
    expect(figurePeriodRange("2024-03-01", "last_month").to).toBe("2024-02-29");
    expect(figurePeriodRange("2026-03-31", "this_quarter").from).toBe("2026-01-01");
    expect(figurePeriodRange("2026-12-31", "this_quarter").from).toBe("2026-10-01");
    expect(figurePeriodRange("2026-01-01", "last_12_months").from).toBe("2025-02-01");
  });
});
