import { CASH_UP_STATUSES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { column } from "../../components/list/columns.tsx";
import { filter, type ListConfig } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { VarianceBadge } from "./CashUpTerms.tsx";
import { CASH_UP_SELECT, type CashUp } from "./cash-ups.api.ts";

export const CASH_UP_LIST: ListConfig = {
  table: "cash_ups",
  select: CASH_UP_SELECT,
  filters: [filter.store(), filter.status(CASH_UP_STATUSES), filter.dateRange("business_date")],
  sortColumns: ["business_date", "variance", "counted_cash", "expected_cash"],
  defaultSort: { column: "business_date", direction: "desc" },
  pageSize: 25,
};

const SORTS = ["business_date.desc", "business_date.asc", "variance.asc", "variance.desc"];

const dollars = (value: number | null) => (value === null ? "—" : formatDollars(value));

/** The cash-ups list: day, store, expected, counted, difference, status; cards on phones. */
export function useCashUpList(): Omit<ListScreenProps<CashUp>, "controls" | "onOpen"> {
  const { t } = useTranslation();
  const texts = useListTexts("cashUps", SORTS);
  return {
    config: CASH_UP_LIST,
    ...texts,
    testId: "cash-ups",
    columns: [
      column.opener({
        accessor: "business_date",
        title: t("cashUps.fields.date"),
        text: (row) => formatBusinessDate(row.business_date),
        label: (row) => t("cashUps.openDetails", { date: formatBusinessDate(row.business_date) }),
      }),
      column.store(true),
      {
        accessor: "expected_cash",
        title: t("cashUps.fields.expected"),
        sortable: true,
        textAlign: "right",
        noWrap: true,
        render: (row) => formatDollars(row.expected_cash),
      },
      {
        accessor: "counted_cash",
        title: t("cashUps.fields.counted"),
        sortable: true,
        textAlign: "right",
        noWrap: true,
        render: (row) => <strong data-testid="row-amount">{dollars(row.counted_cash)}</strong>,
      },
      {
        accessor: "variance",
        title: t("cashUps.fields.variance"),
        sortable: true,
        textAlign: "right",
        noWrap: true,
        render: (row) => <VarianceBadge variance={row.variance} />,
      },
      column.status(),
    ],
    card: (row) => ({
      title: formatBusinessDate(row.business_date),
      subtitle: row.store_name ?? "",
      amount: dollars(row.counted_cash),
      meta: `${t("cashUps.fields.expected")} ${formatDollars(row.expected_cash)}`,
      badge: <StatusBadge status={row.status} />,
    }),
  };
}
