import type { RowOf } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import type { Attachment } from "../files/attachment-files.ts";

/** A purchase as the list and details read it: the domain's row, its attachments parsed or raw. */
export type Purchase = Omit<RowOf<"purchases">, "attachments"> & {
  attachments: Attachment[] | string | null;
};

interface Card {
  amount: number;
  count: number;
}

export interface PurchaseSummary {
  today: Card;
  pending_payments: Card;
  open_checks: Card;
  total: Card;
  scope: "store" | "stores" | "all";
  /** Statuses the cards leave out, when the server says so. */
  excludes?: string[];
}

export interface DuplicatePurchase {
  id: string;
  invoice_no: string;
  vendor: string;
  amount: number;
  purchase_date: string;
  status: string;
}

export interface DuplicateQuery {
  store_id: string;
  vendor: string;
  invoice_no: string;
  exclude_id?: string;
}

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
      apiJson<{ duplicates: DuplicatePurchase[] }>(`/purchases/duplicates?${params.toString()}`, { signal }),
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
