/**
 * The report's Trend Analysis over its rows (one per store and date): the search and filter the
 * screen offers, the totals of what matches, one point per date for the chart, and a page of the
 * table. The server answers the screen with these (GET /api/reports/financial with `trend_*`), so
 * a year of every store (~18k rows) never travels to a phone.
 */
import { DATE_FORMATS } from "../settings/options.ts";
import { formatBusinessDate } from "../shared/display.ts";
import type { TReportTrendRow } from "./response.ts";

/** A date as each date-format setting shows it: the screen's search finds it as the person reads it. */
const shownDates = (date: string) => {
  const [y = "", m = "", d = ""] = date.split("-");
  return DATE_FORMATS.map((format) => format.replace("YYYY", y).replace("MM", m).replace("DD", d));
};

export const TREND_FILTERS = ["all", "income", "loss"] as const;
export type TrendFilter = (typeof TREND_FILTERS)[number];

/** The trend rows a screen shows at once. */
export const TREND_PAGE_SIZE = 50;
export const TREND_PAGE_LIMIT_MAX = 500;

/** Rows matching the search (date as shown or stored, store name) and the filter. */
export function trendRows(
  rows: readonly TReportTrendRow[],
  search: string,
  show: TrendFilter,
): readonly TReportTrendRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle && show === "all") return rows;
  return rows.filter((row) => {
    if (show === "income" && row.income <= 0) return false;
    if (show === "loss" && row.net >= 0) return false;
    if (!needle) return true;
    return (
      row.date.includes(needle) ||
      formatBusinessDate(row.date).toLowerCase().includes(needle) ||
      shownDates(row.date).some((shown) => shown.includes(needle)) ||
      row.store.toLowerCase().includes(needle)
    );
  });
}

export interface TrendSums {
  income: number;
  purchases: number;
  expenses: number;
  net: number;
  transactions: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Sums in cents of rows. */
export function trendTotals(rows: readonly TReportTrendRow[]): TrendSums {
  const totals = { income: 0, purchases: 0, expenses: 0, net: 0, transactions: 0 };
  for (const row of rows) {
    totals.income += cents(row.income);
    totals.purchases += cents(row.purchases);
    totals.expenses += cents(row.expenses);
    totals.net += cents(row.net);
    totals.transactions += row.transactions;
  }
  return totals;
}

export interface TrendPoint {
  date: string;
  income: number;
  purchases: number;
  expenses: number;
  net: number;
}

/** One point per date (the stores summed, in cents, then dollars), oldest first: what the chart draws. */
export function trendByDate(rows: readonly TReportTrendRow[]): TrendPoint[] {
  const dates = new Map<string, TrendPoint>();
  for (const row of rows) {
    let point = dates.get(row.date);
    if (!point) {
      point = { date: row.date, income: 0, purchases: 0, expenses: 0, net: 0 };
      dates.set(row.date, point);
    }
    point.income += cents(row.income);
    point.purchases += cents(row.purchases);
    point.expenses += cents(row.expenses);
    point.net += cents(row.net);
  }
  return [...dates.values()]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((point) => ({
      date: point.date,
      income: point.income / 100,
      purchases: point.purchases / 100,
      expenses: point.expenses / 100,
      net: point.net / 100,
    }));
}

export interface TrendViewQuery {
  page: number;
  limit: number;
  q: string;
  show: TrendFilter;
}

/** What the screen shows of a trend: one page of the matching rows, their count, totals and chart. */
export interface TrendView {
  rows: readonly TReportTrendRow[];
  page: number;
  limit: number;
  total: number;
  totals: TrendSums;
  by_date: TrendPoint[];
}

/** The matching rows' count, totals and chart, without the page (what can be kept per filter). */
export function trendOverview(rows: readonly TReportTrendRow[], q: string, show: TrendFilter) {
  const matching = trendRows(rows, q, show);
  return { matching, totals: trendTotals(matching), by_date: trendByDate(matching) };
}

/** A page of an overview; a page past the last shows the last. */
export function trendPage(
  overview: ReturnType<typeof trendOverview>,
  query: Pick<TrendViewQuery, "page" | "limit">,
): TrendView {
  const total = overview.matching.length;
  const last = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, last);
  const start = (page - 1) * query.limit;
  return {
    rows: overview.matching.slice(start, start + query.limit),
    page,
    limit: query.limit,
    total,
    totals: overview.totals,
    by_date: overview.by_date,
  };
}
