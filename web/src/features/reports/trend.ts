import type { TReportTrendRow } from "@storeops/domain";
import { reportDate } from "./reports.api.ts";

export type TrendFilter = "all" | "income" | "loss";

/** Rows matching the search (date as shown or stored, store name) and the filter. */
export function trendRows(
  rows: readonly TReportTrendRow[],
  search: string,
  show: TrendFilter,
): TReportTrendRow[] {
  const needle = search.trim().toLowerCase();
  return rows.filter((row) => {
    if (show === "income" && row.income <= 0) return false;
    if (show === "loss" && row.net >= 0) return false;
    if (!needle) return true;
    return (
      row.date.includes(needle) ||
      reportDate(row.date).includes(needle) ||
      row.store.toLowerCase().includes(needle)
    );
  });
}

/** Sums in cents of rows. */
export function trendTotals(rows: readonly TReportTrendRow[]) {
  const totals = { income: 0, purchases: 0, expenses: 0, net: 0, transactions: 0 };
  for (const row of rows) {
    totals.income += Math.round(row.income * 100);
    totals.purchases += Math.round(row.purchases * 100);
    totals.expenses += Math.round(row.expenses * 100);
    totals.net += Math.round(row.net * 100);
    totals.transactions += row.transactions;
  }
  return totals;
}

/** One point per date (the stores summed), in dollars, oldest first: what the chart draws. */
export function trendByDate(rows: readonly TReportTrendRow[]) {
  const dates = new Map<string, TReportTrendRow[]>();
  for (const row of rows) dates.set(row.date, [...(dates.get(row.date) ?? []), row]);
  return [...dates]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, group]) => {
      const sum = trendTotals(group);
      return {
        date,
        income: sum.income / 100,
        purchases: sum.purchases / 100,
        expenses: sum.expenses / 100,
        net: sum.net / 100,
      };
    });
}
