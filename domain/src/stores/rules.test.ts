import { describe, expect, it } from "vitest";
import { overviewPeriod, storeCodeFromName } from "./rules.ts";

describe("store rules", () => {
  it("derive the code from the name", () => {
    expect(storeCodeFromName("  Downtown  Cafe ")).toBe("DOWNTOWN-CAFE");
  });

  it("roll the overview period back 1, 3 or 12 months", () => {
    expect(overviewPeriod("2026-11-24", "month")).toEqual({ from: "2026-10-25", to: "2026-11-24" });
    expect(overviewPeriod("2026-11-24", "quarter")).toEqual({ from: "2026-08-25", to: "2026-11-24" });
    expect(overviewPeriod("2026-11-24", "year")).toEqual({ from: "2025-11-25", to: "2026-11-24" });
    expect(overviewPeriod("2026-03-31", "month")).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(overviewPeriod("2026-01-15", "month")).toEqual({ from: "2025-12-16", to: "2026-01-15" });
  });
});
