import type { RowOf, TDuplicatePurchases, TPurchaseSummary } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import type { Attachment } from "../files/attachment-files.ts";

/** A purchase as the list and details read it: the domain's row, its attachments parsed or raw. */
export type Purchase = Omit<RowOf<"purchases">, "attachments"> & {
  attachments: Attachment[] | string | null;
};

/** GET /api/purchases/summary (the domain's answer). */
export type PurchaseSummary = TPurchaseSummary;

/**
 * The query of GET /api/purchases/duplicates for what the form holds (docs/decisions.md,
 * Duplicate bills); null until the store, vendor and invoice number are typed.
 */
export function duplicateParams(
  draft: {
    store_id: string;
    vendor: string;
    invoice_no: string;
    amount: string | number;
    purchase_date: string;
  },
  recordId: string | undefined,
  fingerprints: readonly string[],
): URLSearchParams | null {
  const vendor = draft.vendor.trim();
  const invoice = draft.invoice_no.trim();
  if (!draft.store_id || !vendor || !invoice) return null;
  const params = new URLSearchParams({ store_id: draft.store_id, vendor, invoice_no: invoice });
  const amount = Number(draft.amount);
  if (String(draft.amount).trim() !== "" && Number.isFinite(amount) && amount > 0)
    params.set("amount", String(amount));
  if (/^\d{4}-\d{2}-\d{2}$/.test(draft.purchase_date)) params.set("purchase_date", draft.purchase_date);
  if (fingerprints.length > 0) params.set("sha256", fingerprints.join(","));
  if (recordId) params.set("exclude_id", recordId);
  return params;
}

/** A candidate of the duplicates warning. */
export type DuplicatePurchase = TDuplicatePurchases["duplicates"][number];

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
