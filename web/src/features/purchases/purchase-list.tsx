import { PURCHASE_DISPLAY_STATUSES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { column, paymentLabel } from "../../components/list/columns.tsx";
import { filter, type ListConfig } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { useUser } from "../../lib/session.tsx";
import { categoryFilter } from "../transactions/transaction-categories.tsx";
import type { Purchase } from "./purchases.api.ts";
import { VendorFilter } from "./VendorField.tsx";

export const PURCHASE_SELECT = [
  "id",
  "store_id",
  "store_name",
  "invoice_no",
  "vendor",
  "category",
  "description",
  "amount",
  "payment_type",
  "due_date",
  "check_no",
  "check_due_date",
  "purchase_date",
  "status",
  "overdue",
  "notes",
  "rejection_reason",
  "attachments",
  "approved_at",
  "paid_at",
  "created_by",
  "created_at",
  "updated_at",
] as const;

export const PURCHASE_LIST: ListConfig = {
  table: "purchases",
  select: PURCHASE_SELECT,
  filters: [
    filter.status(PURCHASE_DISPLAY_STATUSES),
    filter.paymentType(),
    filter.contains("vendor", "vendor", VendorFilter),
    categoryFilter("purchase"),
    filter.store(),
    filter.amountRange(),
    filter.dateRange("purchase_date"),
  ],
  sortColumns: ["purchase_date", "invoice_no", "vendor", "category", "amount", "due_date", "status"],
  defaultSort: { column: "purchase_date", direction: "desc" },
  pageSize: 25,
  estimateSearchCount: true,
};

const SORTS = [
  "purchase_date.desc",
  "purchase_date.asc",
  "amount.desc",
  "amount.asc",
  "vendor.asc",
  "due_date.asc",
];

/** Recent Purchases: its columns (≥ 1024 px), its cards (phones) and its texts. */
export function usePurchaseList(): Omit<ListScreenProps<Purchase>, "controls" | "onOpen"> {
  const { t } = useTranslation();
  const texts = useListTexts("purchases", SORTS);
  const showStore = useUser().role !== "staff";
  return {
    config: PURCHASE_LIST,
    ...texts,
    testId: "purchase",
    columns: [
      column.date("purchase_date"),
      column.opener({
        accessor: "invoice_no",
        title: t("purchases.fields.invoiceNo"),
        text: (row) => row.invoice_no,
        label: (row) => t("purchases.openDetails", { invoice: row.invoice_no }),
      }),
      { accessor: "vendor", title: t("purchases.fields.vendor"), sortable: true },
      { accessor: "category", title: t("purchases.fields.category"), sortable: true },
      column.store(showStore),
      column.amount(),
      column.payment(),
      column.date("due_date", t("purchases.columns.due")),
      column.status(),
    ],
    card: (row) => ({
      title: row.vendor,
      subtitle: [
        row.invoice_no,
        row.category,
        formatBusinessDate(row.purchase_date),
        showStore ? row.store_name : null,
      ]
        .filter(Boolean)
        .join(" · "),
      amount: formatDollars(row.amount),
      meta: `${paymentLabel(row.payment_type)}${row.due_date ? ` · ${t("purchases.dueOn", { date: formatBusinessDate(row.due_date) })}` : ""}`,
      badge: <StatusBadge status={row.status} overdue={row.overdue} />,
    }),
  };
}
