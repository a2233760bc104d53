import { EXPENSE_STATUSES } from "@storeops/domain";
import { IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { column, paymentLabel } from "../../components/list/columns.tsx";
import { filter, type ListConfig } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { useUser } from "../../lib/session.tsx";
import { categoryFilter } from "../transactions/transaction-categories.tsx";
import type { Expense } from "./expenses.api.ts";

const SELECT = [
  ...["id", "store_id", "store_name", "description", "category", "amount", "payment_type"],
  ...["check_no", "check_due_date", "expense_date", "status", "notes", "rejection_reason"],
  ...["has_receipt", "attachments", "approved_at", "created_by", "created_at", "updated_at"],
];

export const EXPENSE_LIST: ListConfig = {
  table: "expenses",
  select: SELECT,
  filters: [
    filter.status(EXPENSE_STATUSES),
    filter.paymentType(),
    categoryFilter("expense"),
    filter.store(),
    filter.amountRange(),
    filter.dateRange("expense_date"),
  ],
  sortColumns: ["expense_date", "description", "category", "amount", "status"],
  defaultSort: { column: "expense_date", direction: "desc" },
  pageSize: 25,
  estimateSearchCount: true,
};

const SORTS = ["expense_date.desc", "expense_date.asc", "amount.desc", "amount.asc", "category.asc"];

/** Recent Expenses: its columns (≥ 1024 px), its cards (phones) and its texts. */
export function useExpenseList(): Omit<ListScreenProps<Expense>, "controls" | "onOpen"> {
  const { t } = useTranslation();
  const texts = useListTexts("expenses", SORTS);
  const showStore = useUser().role !== "staff";
  const describe = (row: Expense) => row.description || t("expenses.noDescription");
  const receipt = (row: Expense) =>
    row.has_receipt && (
      <IconPaperclip
        size={14}
        aria-label={t("expenses.receiptAttached")}
        style={{ verticalAlign: "middle" }}
      />
    );
  return {
    config: EXPENSE_LIST,
    ...texts,
    testId: "expense",
    columns: [
      column.date("expense_date"),
      column.opener({
        accessor: "description",
        title: t("expenses.fields.description"),
        text: describe,
        label: (row) => t("expenses.openDetails", { description: describe(row) }),
        after: receipt,
      }),
      { accessor: "category", title: t("expenses.fields.category"), sortable: true },
      column.store(showStore),
      column.amount(),
      column.payment(),
      column.status(),
    ],
    card: (row) => ({
      title: describe(row),
      subtitle: [row.category, formatBusinessDate(row.expense_date), showStore ? row.store_name : null]
        .filter(Boolean)
        .join(" · "),
      amount: formatDollars(row.amount),
      meta: (
        <>
          {paymentLabel(row.payment_type)}
          {receipt(row)}
        </>
      ),
      badge: <StatusBadge status={row.status} />,
    }),
  };
}
