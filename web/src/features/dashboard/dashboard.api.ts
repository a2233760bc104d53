import type {
  Role,
  TDashboard,
  TDashboardAuditEntry,
  TDashboardExpense,
  TDashboardPurchase,
  TDashboardStoreInformation,
  TDashboardTransaction,
} from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
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
  /** This calendar month up to today: the financial dashboard's table. */
  this_month_revenue?: number;
  this_month_expenses?: number;
  this_month_profit?: number;
  this_month_margin?: number;
  /** This calendar month's labour cost and its share of this month's revenue. */
  labour_cost?: number;
  labour_percent?: number;
}

export type StorePerformanceRow = TDashboard["store_performance"][number];
export type RevenueTrendData = NonNullable<TDashboard["revenue_trend"]>;

export interface DashboardIndustry {
  id: string;
  name: string;
  revenue: number;
  store_count: number;
}

/** GET /api/dashboard: the figures and every list of the role's dashboard; what the role does not see is absent or null. */
export interface DashboardData {
  role: Role;
  today?: string;
  /** Income per store and month, the last 12 months (ceo). */
  revenue_trend?: RevenueTrendData | null;
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
  latest_audit?: TDashboardAuditEntry[] | null;
  latest_purchases?: TDashboardPurchase[] | null;
  latest_expenses?: TDashboardExpense[] | null;
  pending_purchases?: TDashboardPurchase[] | null;
  pending_expenses?: TDashboardExpense[] | null;
  recent_transactions?: TDashboardTransaction[] | null;
  store_information?: TDashboardStoreInformation | null;
}

/** The one query of the dashboard screen: every card and list reads it, every refresh refetches it. */
export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;

export function fetchDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return apiJson<DashboardData>("/dashboard", { signal });
}

export function useDashboard() {
  return useQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: ({ signal }) => fetchDashboard(signal) });
}

export const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
