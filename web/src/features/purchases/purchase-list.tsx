import { Anchor } from "@mantine/core";
import { PAYMENT_TYPES, PURCHASE_DISPLAY_STATUSES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { useUser } from "../../app/session.tsx";
import { kitText } from "../../components/kit.i18n.ts";
import {
  amountRangeFilter,
  containsFilter,
  dateRangeFilter,
  enumFilter,
  type ListConfig,
  statusFilter,
  storeFilter,
} from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import type { Purchase } from "./purchases.api.ts";
import "./purchases.i18n.ts";
import { VendorFilter } from "./VendorField.tsx";

export const PURCHASE_SELECT = [
  "id",
  "store_id",
  "store_name",
  "invoice_no",
  "vendor",
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

const payment = (value: string) => `kit.paymentTypes.${value}`;

export const PURCHASE_LIST: ListConfig = {
  table: "purchases",
  select: PURCHASE_SELECT,
  filters: [
    statusFilter(PURCHASE_DISPLAY_STATUSES),
    enumFilter({
      key: "payment_type",
      column: "payment_type",
      label: "kit.fields.paymentType",
      placeholder: "kit.all",
      options: PAYMENT_TYPES.map((value) => ({ value, label: kitText.paymentTypes[value] })),
      testId: "filter-payment",
    }),
    containsFilter("vendor", "vendor", VendorFilter),
    storeFilter(),
    amountRangeFilter(),
    dateRangeFilter("purchase_date"),
  ],
  sortColumns: ["purchase_date", "invoice_no", "vendor", "amount", "due_date", "status"],
  defaultSort: { column: "purchase_date", direction: "desc" },
  pageSize: 25,
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
  const showStore = useUser().role !== "staff";
  const date = (value: string | null) => (value ? formatBusinessDate(value) : t("common.none"));
  return {
    config: PURCHASE_LIST,
    title: t("purchases.recent"),
    searchPlaceholder: t("purchases.searchPlaceholder"),
    emptyText: t("purchases.empty"),
    things: (count) => t("purchases.things", { count }),
    sortOptions: SORTS.map((value) => ({ value, label: t(`purchases.sorts.${value.replace(".", "_")}`) })),
    testId: "purchase",
    columns: [
      {
        accessor: "purchase_date",
        title: t("kit.date"),
        sortable: true,
        render: (row) => date(row.purchase_date),
        noWrap: true,
      },
      {
        accessor: "invoice_no",
        title: t("purchases.fields.invoiceNo"),
        sortable: true,
        noWrap: true,
        render: (row) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            aria-label={t("purchases.openDetails", { invoice: row.invoice_no })}
          >
            {row.invoice_no}
          </Anchor>
        ),
      },
      { accessor: "vendor", title: t("purchases.fields.vendor"), sortable: true },
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
        title: t("purchases.columns.payment"),
        render: (row) => t(payment(row.payment_type)),
      },
      {
        accessor: "due_date",
        title: t("purchases.columns.due"),
        sortable: true,
        noWrap: true,
        render: (row) => date(row.due_date),
      },
      {
        accessor: "status",
        title: t("kit.status"),
        sortable: true,
        render: (row) => <StatusBadge status={row.status} overdue={row.overdue} />,
      },
    ],
    card: (row) => ({
      title: row.vendor,
      subtitle: [row.invoice_no, formatBusinessDate(row.purchase_date), showStore ? row.store_name : null]
        .filter(Boolean)
        .join(" · "),
      amount: formatDollars(row.amount),
      meta: `${t(payment(row.payment_type))}${row.due_date ? ` · ${t("purchases.dueOn", { date: formatBusinessDate(row.due_date) })}` : ""}`,
      badge: <StatusBadge status={row.status} overdue={row.overdue} />,
    }),
  };
}
