import type { TFinancialReport } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";

export interface ReportRequest {
  type: string;
  store_id: string;
  from: string;
  to: string;
}

function params(request: ReportRequest): URLSearchParams {
  const search = new URLSearchParams({ type: request.type, from: request.from, to: request.to });
  if (request.store_id) search.set("store_id", request.store_id);
  return search;
}

/** GET /api/reports/financial. */
export function fetchReport(request: ReportRequest): Promise<TFinancialReport> {
  return apiJson<TFinancialReport>(`/reports/financial?${params(request).toString()}`);
}

/** GET /api/reports/financial/export: the browser downloads it (the server names the file). */
export function reportExportHref(request: ReportRequest, format: "csv" | "json" | "pdf"): string {
  const search = params(request);
  search.set("format", format);
  return `/api/reports/financial/export?${search.toString()}`;
}

/** The day `days` before a YYYY-MM-DD date. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Reports show dates as day/month/year (spec 2 §1). */
export function reportDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
