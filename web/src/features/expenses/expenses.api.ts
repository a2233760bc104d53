import type { RowOf, TExpenseSummary } from "@storeops/domain";
import type { Attachment } from "../files/attachment-files.ts";

/** An expense as the list and details read it: the domain's row, its attachments parsed or raw. */
export type Expense = Omit<RowOf<"expenses">, "attachments"> & { attachments: Attachment[] | string | null };

/** GET /api/expenses/summary (the domain's answer). */
export type ExpenseSummary = TExpenseSummary;
