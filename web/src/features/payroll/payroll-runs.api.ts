import type { TPayPeriodSettings, TPayrollRunView } from "@storeops/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";

/** A pay period's run (or its preview), as the server answers it (the domain's schema). */
export type PayrollRunView = TPayrollRunView;

/**
 * The run of a pay period for one store or every store (null); the current period without a start.
 * Not asked while `enabled` is false (accounting before its stores are known).
 */
export function usePeriodRun(storeId: string | null, periodStart: string | null, enabled = true) {
  const query = new URLSearchParams();
  if (storeId) query.set("store_id", storeId);
  if (periodStart) query.set("period_start", periodStart);
  return useQuery({
    queryKey: ["payroll", "run", storeId, periodStart],
    queryFn: ({ signal }) => apiJson<PayrollRunView>(`/payroll-runs/period?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePayPeriodSettings() {
  return useQuery({
    queryKey: ["payroll", "settings"],
    queryFn: ({ signal }) => apiJson<TPayPeriodSettings>("/payroll-runs/settings", { signal }),
    staleTime: 60_000,
  });
}

const post = (path: string, body: unknown = {}) => apiJson<PayrollRunView>(path, { method: "POST", body });

/** The run's steps: create, approve, mark paid, reopen (admin, with a reason). */
export const runSteps = {
  create: (storeId: string | null, periodStart: string) =>
    post("/payroll-runs", { store_id: storeId, period_start: periodStart }),
  approve: (id: string) => post(`/payroll-runs/${encodeURIComponent(id)}/approve`),
  pay: (id: string) => post(`/payroll-runs/${encodeURIComponent(id)}/paid`),
  reopen: (id: string, reason: string) => post(`/payroll-runs/${encodeURIComponent(id)}/reopen`, { reason }),
};

export function savePayPeriodSettings(values: TPayPeriodSettings) {
  return apiJson<TPayPeriodSettings>("/payroll-runs/settings", { method: "PUT", body: values });
}
