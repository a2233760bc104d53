import { Anchor, Table } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import type { Sort } from "../purchases/common/list-params.ts";
import { SortHeader } from "../purchases/common/SortHeader.tsx";
import { StatusBadge } from "../purchases/common/StatusBadge.tsx";
import type { Expense } from "./expenses.api.ts";

const NOWRAP = { whiteSpace: "nowrap" } as const;

interface ExpenseTableProps {
  rows: Expense[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  onOpen: (row: Expense) => void;
  showStore: boolean;
}

/** The Recent Expenses list on screens of 1024 px and wider. */
export function ExpenseTable({ rows, sort, onSort, onOpen, showStore }: ExpenseTableProps) {
  const { t } = useTranslation();
  const header = (column: string, label: string, align?: "right") => (
    <SortHeader column={column} label={t(label)} sort={sort} onSort={onSort} align={align} />
  );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="expense-table">
        <Table.Thead>
          <Table.Tr>
            {header("expense_date", "expenses.columns.date")}
            {header("description", "expenses.columns.description")}
            {header("category", "expenses.columns.category")}
            {showStore && <Table.Th>{t("expenses.columns.store")}</Table.Th>}
            {header("amount", "expenses.columns.amount", "right")}
            <Table.Th>{t("expenses.columns.payment")}</Table.Th>
            {header("status", "expenses.columns.status")}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const description = row.description || t("expenses.noDescription");
            return (
              <Table.Tr
                key={row.id}
                onClick={() => onOpen(row)}
                style={{ cursor: "pointer" }}
                data-testid="expense-row"
                data-id={row.id}
              >
                <Table.Td style={NOWRAP}>{formatBusinessDate(row.expense_date)}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    ta="left"
                    type="button"
                    size="sm"
                    fw={600}
                    aria-label={t("expenses.openDetails", { description })}
                  >
                    {description}
                  </Anchor>
                  {row.has_receipt && (
                    <IconPaperclip
                      size={14}
                      aria-label={t("expenses.receiptAttached")}
                      style={{ marginLeft: 6, verticalAlign: "middle" }}
                    />
                  )}
                </Table.Td>
                <Table.Td>{row.category}</Table.Td>
                {showStore && <Table.Td>{row.store_name ?? t("common.none")}</Table.Td>}
                <Table.Td ta="right" fw={600} style={NOWRAP} data-testid="row-amount">
                  {formatDollars(row.amount)}
                </Table.Td>
                <Table.Td>
                  {t(`purchases.paymentTypes.${row.payment_type}`, { defaultValue: row.payment_type })}
                </Table.Td>
                <Table.Td style={NOWRAP}>
                  <StatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
