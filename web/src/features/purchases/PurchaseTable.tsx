import { Anchor, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import type { Sort } from "./common/list-params.ts";
import { SortHeader } from "./common/SortHeader.tsx";
import { StatusBadge } from "./common/StatusBadge.tsx";
import type { Purchase } from "./purchases.api.ts";

const NOWRAP = { whiteSpace: "nowrap" } as const;

interface PurchaseTableProps {
  rows: Purchase[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  onOpen: (row: Purchase) => void;
  showStore: boolean;
}

/** The Recent Purchases list on screens of 1024 px and wider. */
export function PurchaseTable({ rows, sort, onSort, onOpen, showStore }: PurchaseTableProps) {
  const { t } = useTranslation();
  const header = (column: string, label: string, align?: "right") => (
    <SortHeader column={column} label={t(label)} sort={sort} onSort={onSort} align={align} />
  );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="purchase-table">
        <Table.Thead>
          <Table.Tr>
            {header("purchase_date", "purchases.columns.date")}
            {header("invoice_no", "purchases.columns.invoice")}
            {header("vendor", "purchases.columns.vendor")}
            {showStore && <Table.Th>{t("purchases.columns.store")}</Table.Th>}
            {header("amount", "purchases.columns.amount", "right")}
            <Table.Th>{t("purchases.columns.payment")}</Table.Th>
            {header("due_date", "purchases.columns.due")}
            {header("status", "purchases.columns.status")}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => onOpen(row)}
              style={{ cursor: "pointer" }}
              data-testid="purchase-row"
              data-id={row.id}
            >
              <Table.Td style={NOWRAP}>{formatBusinessDate(row.purchase_date)}</Table.Td>
              <Table.Td style={NOWRAP}>
                <Anchor
                  component="button"
                  ta="left"
                  type="button"
                  size="sm"
                  fw={600}
                  aria-label={t("purchases.openDetails", { invoice: row.invoice_no })}
                >
                  {row.invoice_no}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.vendor}</Table.Td>
              {showStore && <Table.Td>{row.store_name ?? t("common.none")}</Table.Td>}
              <Table.Td ta="right" fw={600} style={NOWRAP} data-testid="row-amount">
                {formatDollars(row.amount)}
              </Table.Td>
              <Table.Td>
                {t(`purchases.paymentTypes.${row.payment_type}`, { defaultValue: row.payment_type })}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                {row.due_date ? formatBusinessDate(row.due_date) : t("common.none")}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <StatusBadge status={row.status} overdue={row.overdue} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
