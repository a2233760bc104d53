/** What the purchase and expense summaries share: their cards and scope. */
import { z } from "zod";
import { DUPLICATE_REASONS } from "./duplicates.ts";

/** A summary card: dollars and a count. */
export const ZSummaryCard = z.object({
  amount: z.number().describe("US dollars, two decimals"),
  count: z.number(),
});
/** The total card names the statuses it leaves out (docs/decisions.md, Transactions counting rule). */
export const ZTotalCard = ZSummaryCard.extend({ excludes: z.array(z.string()) });
/** Over what the cards count: the one store asked for, the caller's stores, or every store. */
export const ZSummaryScope = z.enum(["store", "stores", "all"]);

/** Why a record is a duplicate candidate: "invoice" (the same bill typed again) and/or "file" (the same file). */
export const ZDuplicateReasons = z
  .array(z.enum(DUPLICATE_REASONS))
  .describe(
    "invoice: same vendor, invoice number, amount and date (expenses: category, description, amount and date); file: a file with the same SHA-256",
  );
