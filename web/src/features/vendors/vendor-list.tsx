import { Stack, Text } from "@mantine/core";
import {
  type RowOf,
  VENDOR_PAYMENT_TERMS_LABELS,
  VENDOR_PAYMENT_TERMS_OFFERED,
  VENDOR_STATUSES,
} from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { column } from "../../components/list/columns.tsx";
import { filter, type ListConfig } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";

/** A vendor as the vendors screen reads it (the domain's row). */
export type Vendor = RowOf<"vendors">;

export const VENDOR_SELECT = [
  "id",
  "name",
  "code",
  "contact_person",
  "email",
  "phone",
  "address",
  "tax_id",
  "payment_terms",
  "notes",
  "status",
  "category",
  "aliases",
  "total_purchases",
  "last_purchase",
  "created_at",
] as const;

export const VENDOR_LIST: ListConfig = {
  table: "vendors",
  select: VENDOR_SELECT,
  filters: [
    filter.status(VENDOR_STATUSES),
    filter.oneOf({
      key: "terms",
      column: "payment_terms",
      label: "vendors.fields.paymentTerms",
      placeholder: "kit.all",
      options: VENDOR_PAYMENT_TERMS_OFFERED.map((value) => ({
        value,
        label: VENDOR_PAYMENT_TERMS_LABELS[value],
      })),
      testId: "filter-terms",
    }),
    filter.amountRange("total_purchases"),
  ],
  sortColumns: ["name", "payment_terms", "total_purchases", "last_purchase", "status"],
  defaultSort: { column: "name", direction: "asc" },
  pageSize: 25,
};

const SORTS = ["name.asc", "name.desc", "total_purchases.desc", "total_purchases.asc", "last_purchase.desc"];

export const termsLabel = (terms: string) =>
  VENDOR_PAYMENT_TERMS_LABELS[terms as keyof typeof VENDOR_PAYMENT_TERMS_LABELS] ?? terms;

/** The vendor directory: its columns (≥ 1024 px), its cards (phones) and its texts. */
export function useVendorList(): Omit<ListScreenProps<Vendor>, "controls" | "onOpen"> {
  const { t } = useTranslation();
  const texts = useListTexts("vendors", SORTS);
  const last = (row: Vendor) =>
    row.last_purchase ? formatBusinessDate(row.last_purchase) : t("vendors.never");
  return {
    config: VENDOR_LIST,
    ...texts,
    testId: "vendor",
    columns: [
      column.opener({
        accessor: "name",
        title: t("vendors.fields.vendor"),
        text: (row) => row.name,
        label: (row) => t("vendors.openDetails", { name: row.name }),
        after: (row) =>
          row.code && (
            <Text size="xs" c="dimmed">
              {row.code}
            </Text>
          ),
      }),
      {
        accessor: "contact_person",
        title: t("vendors.fields.contact"),
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.contact_person}</Text>
            <Text size="xs" c="dimmed">
              {row.email}
            </Text>
            {/* A phone number never breaks across lines. */}
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {row.phone}
            </Text>
          </Stack>
        ),
      },
      {
        accessor: "payment_terms",
        title: t("vendors.fields.paymentTerms"),
        sortable: true,
        render: (row) => termsLabel(row.payment_terms),
      },
      {
        accessor: "total_purchases",
        title: t("vendors.fields.totalPurchases"),
        sortable: true,
        textAlign: "right",
        render: (row) => <strong data-testid="row-total">{formatDollars(row.total_purchases)}</strong>,
      },
      { accessor: "last_purchase", title: t("vendors.fields.lastPurchase"), sortable: true, render: last },
      column.status(),
    ],
    card: (row) => ({
      title: row.name,
      subtitle: `${row.contact_person} · ${termsLabel(row.payment_terms)}`,
      amount: formatDollars(row.total_purchases),
      meta: `${t("vendors.fields.lastPurchase")}: ${last(row)}`,
      badge: <StatusBadge status={row.status} />,
    }),
  };
}
