import {
  type ReportExportFormat,
  type TFinancialReport,
  TREND_PAGE_SIZE,
  type TrendViewQuery,
  type ZReportQuery,
} from "@storeops/domain";
import type { z } from "zod";
import { apiJson } from "../../lib/api.ts";

/** The report the screen asks for: the domain's query fields, every one set ("" store_id: all stores). */
export type ReportRequest = Required<Pick<z.input<typeof ZReportQuery>, "type" | "store_id" | "from" | "to">>;

function params(request: ReportRequest): URLSearchParams {
  const search = new URLSearchParams({ type: request.type, from: request.from, to: request.to });
  if (request.store_id) search.set("store_id", request.store_id);
  return search;
}

/** What the Trend Analysis shows: a page of the rows matching its search and filter (the page size is fixed). */
export type TrendRequest = Omit<TrendViewQuery, "limit">;

export const FIRST_TREND_PAGE: TrendRequest = { page: 1, q: "", show: "all" };

/**
 * GET /api/reports/financial with the trend the screen shows: one page of its rows, with the
 * matching rows' count, totals and chart (`trend_view`). A year of every store is ~18k rows; the
 * screen never downloads them all (the exports do).
 */
export function fetchReport(request: ReportRequest, trend: TrendRequest): Promise<TFinancialReport> {
  const search = params(request);
  search.set("trend_page", String(trend.page));
  search.set("trend_limit", String(TREND_PAGE_SIZE));
  if (trend.q) search.set("trend_q", trend.q);
  if (trend.show !== "all") search.set("trend_show", trend.show);
  return apiJson<TFinancialReport>(`/reports/financial?${search.toString()}`);
}

/** GET /api/reports/financial/export: the browser downloads it (the server names the file). */
export function reportExportHref(request: ReportRequest, format: ReportExportFormat): string {
  const search = params(request);
  search.set("format", format);
  return `/api/reports/financial/export?${search.toString()}`;
}

/** The day `days` before a YYYY-MM-DD date. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
