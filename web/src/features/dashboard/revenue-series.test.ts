import { describe, expect, it } from "vitest";
import { monthLabel, revenueSeries } from "./revenue-series.ts";

describe("revenue series", () => {
  it("labels months across a year end", () => {
    expect(monthLabel("2025-03")).toBe("Mar 25");
    expect(monthLabel("2026-02")).toBe("Feb 26");
  });
  it("gives each store with a series its value per month, named", () => {
    const months = ["2025-03", "2025-04", "2025-05"];
    const { points, stores } = revenueSeries({ months, stores: [{ store_id: "a", revenue: [5, 0, 10] }] }, [
      { id: "a", name: "A" },
      { id: "b", name: "B" },
    ]);
    expect(stores).toEqual([{ id: "a", name: "A" }]);
    expect(points).toEqual([
      { month: "Mar 25", a: 5 },
      { month: "Apr 25", a: 0 },
      { month: "May 25", a: 10 },
    ]);
  });
  it("draws nothing without a trend", () => {
    expect(revenueSeries(null, [{ id: "a", name: "A" }])).toEqual({ points: [], stores: [] });
  });
});
