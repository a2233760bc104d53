import { EXPENSE_CATEGORY_VALUES, EXPENSE_STATUSES } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api.ts";
import type { Attachment } from "../attachments/attachment-files.ts";
import type { ListConfig, ListState } from "../purchases/common/list-params.ts";
import { usePagedList } from "../purchases/common/queries.ts";

export interface Expense {
  id: string;
  store_id: string;
  store_name: string | null;
  description: string | null;
  category: string;
  amount: number;
  payment_type: string;
  check_no: string | null;
  check_due_date: string | null;
  expense_date: string;
  status: string;
  notes: string | null;
  rejection_reason: string | null;
  has_receipt: boolean;
  attachments: Attachment[] | string | null;
  approved_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export const EXPENSE_SELECT = [
  "id",
  "store_id",
  "store_name",
  "description",
  "category",
  "amount",
  "payment_type",
  "check_no",
  "check_due_date",
  "expense_date",
  "status",
  "notes",
  "rejection_reason",
  "has_receipt",
  "attachments",
  "approved_at",
  "created_by",
  "created_at",
  "updated_at",
] as const;

export const EXPENSE_LIST: ListConfig = {
  dateColumn: "expense_date",
  statuses: EXPENSE_STATUSES,
  textFilter: { key: "category", values: EXPENSE_CATEGORY_VALUES },
  sortColumns: ["expense_date", "description", "category", "amount", "status"],
  defaultSort: { column: "expense_date", direction: "desc" },
  pageSize: 25,
};

export function useExpensePage(state: ListState) {
  return usePagedList<Expense>("expenses", state, EXPENSE_LIST, EXPENSE_SELECT);
}

interface Card {
  amount: number;
  count: number;
}

export interface ExpenseSummary {
  today: Card;
  pending: Card;
  approved: Card;
  total: Card;
  scope: "store" | "stores" | "all";
}

/** GET /api/expenses/summary, optionally for the store the list is filtered to. */
export function useExpenseSummary(storeId: string | undefined) {
  return useQuery({
    queryKey: ["expenses", "summary", storeId ?? null],
    queryFn: ({ signal }) =>
      apiJson<ExpenseSummary>(
        `/expenses/summary${storeId ? `?store_id=${encodeURIComponent(storeId)}` : ""}`,
        {
          signal,
        },
      ),
  });
}
