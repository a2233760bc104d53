import { describe, expect, it } from "vitest";
import { trendByDate, trendOverview, trendPage, trendRows, trendTotals } from "./trend.ts";

const row = (date: string, store: string, income: number, purchases: number, expenses: number) => ({
  date,
  store_id: store,
  store,
  income,
  purchases,
  expenses,
  net: Math.round((income - purchases - expenses) * 100) / 100,
  transactions: 1,
});

const rows = [
  row("2025-01-01", "Downtown", 100.1, 0, 0),
  row("2025-01-01", "Harbor", 0.2, 50, 0),
  row("2025-01-02", "Downtown", 0, 0, 10),
];

describe("trend", () => {
  it("sums each date's stores in cents for the chart", () => {
    expect(trendByDate(rows)).toEqual([
      { date: "2025-01-01", income: 100.3, purchases: 50, expenses: 0, net: 50.3 },
      { date: "2025-01-02", income: 0, purchases: 0, expenses: 10, net: -10 },
    ]);
  });
  it("searches dates as shown (Jan 2, 2025) or stored, and stores, and filters losses", () => {
    expect(trendRows(rows, "jan 2,", "all")).toHaveLength(1);
    expect(trendRows(rows, "2025-01-01", "all")).toHaveLength(2);
    // In whichever date format the person reads: 01/02/2025 (MM/DD) and 02/01/2025 (DD/MM).
    expect(trendRows(rows, "01/02/2025", "all")).toHaveLength(1);
    expect(trendRows(rows, "02/01/2025", "all")).toHaveLength(1);
    expect(trendRows(rows, "harbor", "all")).toHaveLength(1);
    expect(trendRows(rows, "", "loss").map((r) => r.store)).toEqual(["Harbor", "Downtown"]);
    expect(trendRows(rows, "", "income")).toHaveLength(2);
    expect(trendTotals(rows)).toEqual({
      income: 10030,
      purchases: 5000,
      expenses: 1000,
      net: 4030,
      transactions: 3,
    });
  });
  it("pages the matching rows; totals and chart cover all of them; a page past the last shows the last", () => {
    const overview = trendOverview(rows, "", "loss");
    expect(trendPage(overview, { page: 1, limit: 1 })).toMatchObject({
      rows: [rows[1]],
      page: 1,
      total: 2,
      totals: { net: -5980, transactions: 2 },
    });
    const last = trendPage(overview, { page: 9, limit: 1 });
    expect(last.page).toBe(2);
    expect(last.rows).toEqual([rows[2]]);
    expect(last.by_date.map((point) => point.date)).toEqual(["2025-01-01", "2025-01-02"]);
    const none = trendPage(trendOverview(rows, "nowhere", "all"), { page: 3, limit: 50 });
    expect(none).toMatchObject({ rows: [], page: 1, total: 0, by_date: [] });
  });
});
