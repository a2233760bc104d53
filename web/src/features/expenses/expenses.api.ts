import type { RowOf } from "@storeops/domain";
import type { Attachment } from "../files/attachment-files.ts";

/** An expense as the list and details read it: the domain's row, its attachments parsed or raw. */
export type Expense = Omit<RowOf<"expenses">, "attachments"> & { attachments: Attachment[] | string | null };

type Figure = { amount: number; count: number };

export interface ExpenseSummary {
  today: Figure;
  pending: Figure;
  approved: Figure;
  total: Figure;
  scope: "store" | "stores" | "all";
  /** Statuses the cards leave out, when the server says so. */
  excludes?: string[];
}
