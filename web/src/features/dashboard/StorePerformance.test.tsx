// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import type { DashboardStore, StorePerformanceRow } from "./dashboard.api.ts";
import { StorePerformance } from "./StorePerformance.tsx";
import { StoreRanking } from "./StoreRanking.tsx";

afterEach(cleanup);

const performance = (overrides: Partial<StorePerformanceRow>): StorePerformanceRow => ({
  id: "s1",
  name: "Main Street Coffee",
  code: "MSC",
  this_month_revenue: 0,
  monthly_target: 50_000,
  growth: 0,
  ...overrides,
});

describe("Store Performance", () => {
  it("sets this month's revenue beside the share of the monthly target, in the server's order", () => {
    const stores = [
      performance({ id: "b", name: "Month Leader", this_month_revenue: 40_000, growth: 80 }),
      performance({ id: "a", name: "Runner Up", this_month_revenue: 10_000, growth: 20 }),
      performance({ id: "c", name: "Third", this_month_revenue: 5_000, growth: 10 }),
    ];
    renderWithProviders(<StorePerformance stores={stores} limit={2} />);
    const rows = screen.getAllByTestId("store-performance-store");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Month Leader$40,000 this month80.0% of monthly target",
      "Runner Up$10,000 this month20.0% of monthly target",
    ]);
    expect(screen.getByRole("progressbar", { name: /Month Leader/ }).getAttribute("aria-valuenow")).toBe(
      "80",
    );
  });

  it("says so when there are no stores", () => {
    renderWithProviders(<StorePerformance stores={[]} limit={4} />);
    expect(screen.getByTestId("store-performance").textContent).toContain("No stores to show.");
  });
});

describe("Top Performing Stores", () => {
  const store = (
    overrides: Partial<DashboardStore>,
  ): Pick<DashboardStore, "id" | "name" | "profit" | "margin"> => ({
    id: "s1",
    name: "Store",
    profit: 0,
    margin: 0,
    ...overrides,
  });

  it("ranks by profit with the margin", () => {
    const stores = [
      store({ id: "a", name: "Small", profit: 100, margin: 10 }),
      store({ id: "b", name: "Big", profit: 5000, margin: 25 }),
    ];
    renderWithProviders(<StoreRanking title="Top" stores={stores} limit={1} testId="ranking" />);
    const rows = screen.getAllByTestId("ranking-store");
    expect(rows.map((row) => row.textContent)).toEqual(["Big$5,000Margin 25.0%"]);
  });
});
