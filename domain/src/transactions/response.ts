/** What the purchase and expense summaries share: their cards and scope. */
import { z } from "zod";

/** A summary card: dollars and a count. */
export const ZSummaryCard = z.object({
  amount: z.number().describe("US dollars, two decimals"),
  count: z.number(),
});
/** The total card names the statuses it leaves out (docs/decisions.md, Transactions counting rule). */
export const ZTotalCard = ZSummaryCard.extend({ excludes: z.array(z.string()) });
/** Over what the cards count: the one store asked for, the caller's stores, or every store. */
export const ZSummaryScope = z.enum(["store", "stores", "all"]);
