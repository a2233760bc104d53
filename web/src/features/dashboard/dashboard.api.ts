import type { FigurePeriod, TDashboard, TStoreToday } from "@storeops/domain";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import { figurePeriodIn, useFigurePeriod } from "../../lib/figure-period.ts";

/** A store's figures on the ceo's and admin's dashboards (the domain's answer). */
export type DashboardStore = TDashboard["stores"][number];
export type StorePerformanceRow = TDashboard["store_performance"][number];
export type RevenueTrendData = NonNullable<TDashboard["revenue_trend"]>;

/**
 * GET /api/dashboard, the domain's answer: the figures and every list of the role's dashboard. A
 * dashboard component reads only what its role's dashboard shows, so its data may be a part of it.
 */
export type DashboardData = Pick<TDashboard, "role"> & Partial<TDashboard>;

export function fetchDashboard(period: FigurePeriod, signal?: AbortSignal): Promise<TDashboard> {
  return apiJson<TDashboard>(`/dashboard?period=${period}`, { signal });
}

/**
 * The one query of the dashboard screen, for the period in the URL: every card and list reads it,
 * every refresh refetches it (a write refreshes every period's: the key starts with "dashboard").
 * The figures of the period shown stay on screen while another period's load.
 */
export function useDashboard() {
  const [period] = useFigurePeriod();
  return useQuery({
    queryKey: ["dashboard", period],
    queryFn: ({ signal }) => fetchDashboard(period, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The same query, asked for as the app starts on /dashboard (app/routes.tsx, preloadRoute): the
 * figures arrive with the session and the code instead of after them.
 */
export function prefetchDashboard(client: QueryClient, search: URLSearchParams): void {
  const period = figurePeriodIn(search);
  void client.prefetchQuery({
    queryKey: ["dashboard", period],
    queryFn: ({ signal }) => fetchDashboard(period, signal),
  });
}

export const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** A store's today list (the domain's answer). */
export type StoreToday = TStoreToday;

/** GET /api/stores/{id}/today, refreshed every minute while the dashboard is open. */
export function useStoreTodayList(storeId: string | null) {
  return useQuery({
    queryKey: ["stores", storeId, "today"],
    queryFn: ({ signal }) =>
      apiJson<StoreToday>(`/stores/${encodeURIComponent(storeId ?? "")}/today`, { signal }),
    enabled: storeId !== null,
    refetchInterval: 60_000,
  });
}
