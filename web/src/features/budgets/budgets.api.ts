import type { TBudgetGrid, TBudgetGridSave, TBudgetImportResult } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";

/** GET /api/budgets/grid: a store's budgets of one year. */
export function useBudgetGrid(storeId: string, year: number) {
  return useQuery({
    queryKey: ["budgets", "grid", storeId, year],
    enabled: storeId !== "",
    queryFn: ({ signal }) =>
      apiJson<TBudgetGrid>(`/budgets/grid?store_id=${encodeURIComponent(storeId)}&year=${year}`, { signal }),
  });
}

/** PUT /api/budgets/grid: the year as the grid shows it. */
export function saveBudgetGrid(body: TBudgetGridSave): Promise<TBudgetGrid> {
  return apiJson<TBudgetGrid>("/budgets/grid", { method: "PUT", body });
}

/** POST /api/budgets/import: a preview (`dry_run`) or the import itself. */
export function importBudgets(csv: string, dryRun: boolean): Promise<TBudgetImportResult> {
  return apiJson<TBudgetImportResult>("/budgets/import", { method: "POST", body: { csv, dry_run: dryRun } });
}
