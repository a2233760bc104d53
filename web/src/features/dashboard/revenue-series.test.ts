import { describe, expect, it } from "vitest";
import { lastTwelveMonths, revenueSeries } from "./revenue-series.ts";

describe("revenue series", () => {
  it("covers the 12 months up to this one across a year end", () => {
    const months = lastTwelveMonths("2026-02-10");
    expect(months[0]).toBe("2025-03");
    expect(months[11]).toBe("2026-02");
  });
  it("gives each store with revenue a value per month, 0 where it had none", () => {
    const { points, stores } = revenueSeries(
      "2026-02-10",
      [
        { month: "2026-02", store_id: "a", revenue: 10 },
        { month: "2025-03", store_id: "a", revenue: 5 },
      ],
      [
        { id: "a", name: "A" },
        { id: "b", name: "B" },
      ],
    );
    expect(stores.map((s) => s.id)).toEqual(["a"]);
    expect(points[0]).toEqual({ month: "Mar 25", a: 5 });
    expect(points[11]).toEqual({ month: "Feb 26", a: 10 });
    expect(points[5]).toEqual({ month: "Aug 25", a: 0 });
  });
});
