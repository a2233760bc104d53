/** Purchase Management's own answers beside the generic table: the cards and the duplicates warning. */
import { z } from "zod";
import { rowSchema } from "../rows.ts";
import { ZDuplicateReasons, ZSummaryCard, ZSummaryScope, ZTotalCard } from "../transactions/response.ts";

/** GET /api/purchases/summary: Today's Purchases, Pending Payments, Open Checks and the total. */
export const ZPurchaseSummary = z.object({
  today: ZSummaryCard,
  pending_payments: ZSummaryCard,
  open_checks: ZSummaryCard,
  total: ZTotalCard,
  scope: ZSummaryScope,
});
export type TPurchaseSummary = z.infer<typeof ZPurchaseSummary>;

/** A purchase the duplicates warning lists, and why (docs/decisions.md, Duplicate bills). */
export const ZDuplicatePurchase = rowSchema("purchases")
  .pick({
    id: true,
    store_id: true,
    store_name: true,
    invoice_no: true,
    vendor: true,
    amount: true,
    purchase_date: true,
    status: true,
  })
  .extend({ reasons: ZDuplicateReasons });
export const ZDuplicatePurchases = z.object({ duplicates: z.array(ZDuplicatePurchase) });
export type TDuplicatePurchases = z.infer<typeof ZDuplicatePurchases>;
