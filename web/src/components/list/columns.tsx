/** Columns that many lists share; each list adds its own. */
import { Anchor } from "@mantine/core";
import i18n from "i18next";
import type { ReactNode } from "react";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { StatusBadge } from "../StatusBadge.tsx";
import type { Column } from "./ListTable.tsx";

const t = (key: string) => i18n.t(key);

export function dateColumn<Row>(accessor: keyof Row & string, title = t("kit.date")): Column<Row> {
  return {
    accessor,
    title,
    sortable: true,
    noWrap: true,
    render: (row) => {
      const value = row[accessor];
      return typeof value === "string" ? formatBusinessDate(value) : t("common.none");
    },
  };
}

export function amountColumn<Row extends { amount: number }>(): Column<Row> {
  return {
    accessor: "amount",
    title: t("kit.fields.amount"),
    sortable: true,
    textAlign: "right",
    noWrap: true,
    render: (row) => <strong data-testid="row-amount">{formatDollars(row.amount)}</strong>,
  };
}

/** Hidden for staff, who work in one store. */
export function storeColumn<Row extends { store_name: string | null }>(shown: boolean): Column<Row> {
  return {
    accessor: "store_name",
    title: t("kit.fields.store"),
    hidden: !shown,
    render: (row) => row.store_name ?? t("common.none"),
  };
}

export function paymentLabel(paymentType: string): string {
  return t(`kit.paymentTypes.${paymentType}`);
}

export function paymentColumn<Row extends { payment_type: string }>(): Column<Row> {
  return {
    accessor: "payment_type",
    title: t("kit.payment"),
    render: (row) => paymentLabel(row.payment_type),
  };
}

export function statusColumn<Row extends { status: string; overdue?: boolean }>(): Column<Row> {
  return {
    accessor: "status",
    title: t("kit.status"),
    sortable: true,
    render: (row) => <StatusBadge status={row.status} overdue={row.overdue} />,
  };
}

/**
 * The column that names the record as a link-styled button, so keyboard users can open a row
 * (the row itself opens on click).
 */
export function openerColumn<Row>(config: {
  accessor: keyof Row & string;
  title: string;
  text: (row: Row) => string;
  label: (row: Row) => string;
  after?: (row: Row) => ReactNode;
}): Column<Row> {
  return {
    accessor: config.accessor,
    title: config.title,
    sortable: true,
    render: (row) => (
      <>
        {/* A button centres its text: a name that wraps stays aligned with the column's others. */}
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          mr={6}
          ta="left"
          aria-label={config.label(row)}
        >
          {config.text(row)}
        </Anchor>
        {config.after?.(row)}
      </>
    ),
  };
}

/** The shared columns, by name: column.amount(), column.status()… */
export const column = {
  opener: openerColumn,
  date: dateColumn,
  amount: amountColumn,
  store: storeColumn,
  payment: paymentColumn,
  status: statusColumn,
};
