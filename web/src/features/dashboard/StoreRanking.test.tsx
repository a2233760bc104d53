// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import type { DashboardStore } from "./dashboard.api.ts";
import { StoreRanking } from "./StoreRanking.tsx";

afterEach(cleanup);

function store(overrides: Partial<DashboardStore>): DashboardStore {
  return {
    id: "s1",
    name: "Main Street Coffee",
    code: "MSC",
    industry: null,
    revenue: 0,
    this_month_revenue: 0,
    expenses: 0,
    purchases: 0,
    profit: 0,
    margin: 0,
    monthly_target: null,
    growth: null,
    ...overrides,
  };
}

describe("Store Performance", () => {
  it("sets this month's revenue, not the twelve months', beside the monthly target", () => {
    const stores = [
      store({ id: "a", name: "Year Leader", revenue: 900_000, this_month_revenue: 10_000, growth: 20 }),
      store({ id: "b", name: "Month Leader", revenue: 300_000, this_month_revenue: 40_000, growth: 80 }),
    ];
    renderWithProviders(
      <StoreRanking title="Store Performance" stores={stores} by="month" limit={4} testId="ranking" />,
    );
    const rows = screen.getAllByTestId("ranking-store");
    expect(rows.map((row) => within(row).getByText(/Leader/).textContent)).toEqual([
      "Month Leader",
      "Year Leader",
    ]);
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain("$40,000 this month");
    expect(first.textContent).toContain("80.0% of monthly target");
    expect(first.textContent).not.toContain("$300,000");
  });

  it("ranks the top stores by profit with their margin", () => {
    const stores = [
      store({ id: "a", name: "Small", profit: 100, margin: 10 }),
      store({ id: "b", name: "Big", profit: 5000, margin: 25 }),
    ];
    renderWithProviders(<StoreRanking title="Top" stores={stores} by="profit" limit={1} testId="ranking" />);
    const rows = screen.getAllByTestId("ranking-store");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain("Big");
    expect(rows[0]?.textContent).toContain("$5,000");
    expect(rows[0]?.textContent).toContain("Margin 25.0%");
  });
});
