import type { RowOf, TDuplicatePurchases, TDuplicateQuery, TPurchaseSummary } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import type { Attachment } from "../files/attachment-files.ts";

/** A purchase as the list and details read it: the domain's row, its attachments parsed or raw. */
export type Purchase = Omit<RowOf<"purchases">, "attachments"> & {
  attachments: Attachment[] | string | null;
};

/** GET /api/purchases/summary (the domain's answer). */
export type PurchaseSummary = TPurchaseSummary;

/** The query of GET /api/purchases/duplicates (the domain's schema). */
export type DuplicateQuery = TDuplicateQuery;

/** Same vendor and invoice number in the store: a warning, never a block. */
export function useDuplicatePurchases(query: DuplicateQuery) {
  const ready = query.store_id !== "" && query.vendor.trim() !== "" && query.invoice_no.trim() !== "";
  const params = new URLSearchParams({
    store_id: query.store_id,
    vendor: query.vendor.trim(),
    invoice_no: query.invoice_no.trim(),
    ...(query.exclude_id ? { exclude_id: query.exclude_id } : {}),
  });
  return useQuery({
    queryKey: ["purchases", "duplicates", params.toString()],
    queryFn: ({ signal }) =>
      apiJson<TDuplicatePurchases>(`/purchases/duplicates?${params.toString()}`, { signal }),
    enabled: ready,
    select: (body) => body.duplicates,
  });
}

/** Vendor names for the vendor field's suggestions; free text stays allowed. */
export function useVendorSuggestions(q: string) {
  const params = new URLSearchParams({ select: "name", order: "name.asc", limit: "10" });
  if (q.trim()) params.set("q", q.trim());
  return useQuery({
    queryKey: ["rest", "vendors", "suggest", q.trim()],
    queryFn: ({ signal }) => apiJson<{ name: string }[]>(`/rest/v1/vendors?${params.toString()}`, { signal }),
    select: (rows) => [...new Set(rows.map((row) => row.name))],
    staleTime: 60_000,
  });
}
