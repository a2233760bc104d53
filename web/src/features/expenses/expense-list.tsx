import { Anchor } from "@mantine/core";
import { EXPENSE_CATEGORY_VALUES, EXPENSE_STATUSES, PAYMENT_TYPES } from "@storeops/domain";
import { IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { kitText } from "../../components/kit.i18n.ts";
import {
  amountRangeFilter,
  dateRangeFilter,
  enumFilter,
  type ListConfig,
  statusFilter,
  storeFilter,
} from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import type { Expense } from "./expenses.api.ts";
import "./expenses.i18n.ts";

const SELECT = [
  ...["id", "store_id", "store_name", "description", "category", "amount", "payment_type"],
  ...["check_no", "check_due_date", "expense_date", "status", "notes", "rejection_reason"],
  ...["has_receipt", "attachments", "approved_at", "created_by", "created_at", "updated_at"],
];

export const EXPENSE_LIST: ListConfig = {
  table: "expenses",
  select: SELECT,
  filters: [
    statusFilter(EXPENSE_STATUSES),
    enumFilter({
      key: "payment_type",
      column: "payment_type",
      label: "kit.fields.paymentType",
      placeholder: "kit.all",
      options: PAYMENT_TYPES.map((value) => ({ value, label: kitText.paymentTypes[value] })),
      testId: "filter-payment",
    }),
    enumFilter({
      key: "category",
      column: "category",
      label: "expenses.fields.category",
      placeholder: "expenses.anyCategory",
      options: EXPENSE_CATEGORY_VALUES.map((value) => ({ value, label: value })),
      testId: "filter-category",
    }),
    storeFilter(),
    amountRangeFilter(),
    dateRangeFilter("expense_date"),
  ],
  sortColumns: ["expense_date", "description", "category", "amount", "status"],
  defaultSort: { column: "expense_date", direction: "desc" },
  pageSize: 25,
};

const SORTS = ["expense_date.desc", "expense_date.asc", "amount.desc", "amount.asc", "category.asc"];

/** Recent Expenses: its columns (≥ 1024 px), its cards (phones) and its texts. */
export function useExpenseList(): Omit<ListScreenProps<Expense>, "controls" | "onOpen"> {
  const { t } = useTranslation();
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
    title: t("expenses.recent"),
    searchPlaceholder: t("expenses.searchPlaceholder"),
    emptyText: t("expenses.empty"),
    things: (count) => t("expenses.things", { count }),
    sortOptions: SORTS.map((value) => ({ value, label: t(`expenses.sorts.${value.replace(".", "_")}`) })),
    testId: "expense",
    columns: [
      {
        accessor: "expense_date",
        title: t("kit.date"),
        sortable: true,
        noWrap: true,
        render: (row) => formatBusinessDate(row.expense_date),
      },
      {
        accessor: "description",
        title: t("expenses.fields.description"),
        sortable: true,
        render: (row) => (
          <>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              mr={6}
              aria-label={t("expenses.openDetails", { description: describe(row) })}
            >
              {describe(row)}
            </Anchor>
            {receipt(row)}
          </>
        ),
      },
      { accessor: "category", title: t("expenses.fields.category"), sortable: true },
      {
        accessor: "store_name",
        title: t("kit.fields.store"),
        hidden: !showStore,
        render: (row) => row.store_name ?? t("common.none"),
      },
      {
        accessor: "amount",
        title: t("kit.fields.amount"),
        sortable: true,
        textAlign: "right",
        noWrap: true,
        render: (row) => <strong data-testid="row-amount">{formatDollars(row.amount)}</strong>,
      },
      {
        accessor: "payment_type",
        title: t("expenses.payment"),
        render: (row) => t(`kit.paymentTypes.${row.payment_type}`),
      },
      {
        accessor: "status",
        title: t("kit.status"),
        sortable: true,
        render: (row) => <StatusBadge status={row.status} />,
      },
    ],
    card: (row) => ({
      title: describe(row),
      subtitle: [row.category, formatBusinessDate(row.expense_date), showStore ? row.store_name : null]
        .filter(Boolean)
        .join(" · "),
      amount: formatDollars(row.amount),
      meta: (
        <>
          {t(`kit.paymentTypes.${row.payment_type}`)}
          {receipt(row)}
        </>
      ),
      badge: <StatusBadge status={row.status} />,
    }),
  };
}
