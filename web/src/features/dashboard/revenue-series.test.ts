import { describe, expect, it } from "vitest";
import { leadingStores, MAX_CHART_STORES, monthLabel, revenueSeries } from "./revenue-series.ts";

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
    expect(stores).toEqual([{ id: "a", name: "A", total: 15 }]);
    expect(points).toEqual([
      { month: "Mar 25", a: 5 },
      { month: "Apr 25", a: 0 },
      { month: "May 25", a: 10 },
    ]);
  });
  it("starts with the five stores of the highest revenue, highest first", () => {
    const stores = [3, 9, 1, 7, 5, 8, 2, 6].map((total, index) => ({ id: `s${index}`, total }));
    expect(MAX_CHART_STORES).toBe(5);
    expect(leadingStores(stores)).toEqual(["s1", "s5", "s3", "s7", "s4"]);
    expect(leadingStores(stores.slice(0, 2))).toEqual(["s1", "s0"]);
  });
  it("draws nothing without a trend", () => {
    expect(revenueSeries(null, [{ id: "a", name: "A" }])).toEqual({ points: [], stores: [] });
  });
});
