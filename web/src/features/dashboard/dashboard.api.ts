import type { Role, TDashboard } from "@storeops/domain";
import { apiJson } from "../../lib/api.ts";

export interface DashboardStore {
  id: string;
  name: string;
  code: string;
  industry: string | null;
  /** Income over all recorded history. */
  revenue: number;
  expenses: number;
  purchases: number;
  profit: number;
  margin: number;
  monthly_target: number | null;
  growth: number | null;
  status?: string;
  /** This calendar month's labour cost and its share of this month's revenue. */
  labour_cost?: number;
  labour_percent?: number;
}

export type StorePerformanceRow = TDashboard["store_performance"][number];

export interface DashboardIndustry {
  id: string;
  name: string;
  revenue: number;
  store_count: number;
}

/** GET /api/dashboard; fields the role may not see are absent or null. */
export interface DashboardData {
  role: Role;
  today?: string;
  /** Income per store and month, the last 12 months (ceo, admin). */
  revenue_trend?: Array<{ month: string; store_id: string; revenue: number }> | null;
  scope?: { store_count?: number | null } | null;
  totals?: {
    income?: number | null;
    purchases?: number | null;
    expenses?: number | null;
    net_profit?: number | null;
  } | null;
  this_month?: { income?: number | null } | null;
  counts?: {
    stores?: number | null;
    active_stores?: number | null;
    staff?: number | null;
    industries?: number | null;
    users?: number | null;
    pending_purchases?: number | null;
    pending_expenses?: number | null;
  } | null;
  stores?: DashboardStore[] | null;
  /** Stores ranked by this month's revenue, with the percentage of the monthly target reached. */
  store_performance?: StorePerformanceRow[] | null;
  industries?: DashboardIndustry[] | null;
}

export function fetchDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return apiJson<DashboardData>("/dashboard", { signal });
}

export const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
