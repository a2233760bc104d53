import type { RowOf, TCashUpTerms, TCashVarianceReport } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";

/** A cash-up as the list and details read it (the domain's row; denominations parsed). */
export type CashUp = Omit<RowOf<"cash_ups">, "denominations"> & {
  denominations: Record<string, number> | null;
};

/** The columns a cash-up is read with: the list's, its export's and the details'. */
export const CASH_UP_SELECT = [
  "id",
  "store_id",
  "store_code",
  "store_name",
  "business_date",
  "status",
  "opening_float",
  "cash_takings",
  "cash_purchases",
  "cash_expenses",
  "cash_drops",
  "expected_cash",
  "counted_cash",
  "denominations",
  "variance",
  "variance_reason",
  "deposit_amount",
  "bank_reference",
  "notes",
  "rejection_reason",
  "counted_by_name",
  "approved_by_name",
  "submitted_at",
  "approved_at",
  "created_by",
  "created_at",
  "updated_at",
] as const;

/** The day's terms of the expected cash and the store's tolerance (GET /api/cash-ups/terms). */
export function useCashUpTerms(storeId: string, date: string) {
  return useQuery({
    queryKey: ["cash_ups", "terms", storeId, date],
    enabled: storeId !== "" && /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: ({ signal }) =>
      apiJson<TCashUpTerms>(
        `/cash-ups/terms?store_id=${encodeURIComponent(storeId)}&business_date=${encodeURIComponent(date)}`,
        { signal },
      ),
  });
}

/** Cash-up variance per store and month, this month and last (GET /api/reports/cash-variance). */
export function useCashVariance() {
  return useQuery({
    queryKey: ["cash_ups", "variance"],
    queryFn: ({ signal }) => apiJson<TCashVarianceReport>("/reports/cash-variance?months=2", { signal }),
  });
}
