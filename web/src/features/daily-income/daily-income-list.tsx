import { errorLoadingRecords } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { column } from "../../components/list/columns.tsx";
import { filter, type ListConfig } from "../../components/list/filters.tsx";
import type { ListScreenProps } from "../../components/list/ListScreen.tsx";
import { useListTexts } from "../../components/list/list-texts.ts";
import type { RowOpeners } from "../../components/RecordPage.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { DailyIncomeRowActions, hasCardActions } from "./DailyIncomeRowActions.tsx";
import { DAILY_INCOME_SELECT, type DailyIncome } from "./daily-income.api.ts";
import { workHours } from "./work-hours.ts";

export const DAILY_INCOME_LIST: ListConfig = {
  table: "daily_income",
  select: DAILY_INCOME_SELECT,
  filters: [filter.store(), filter.amountRange("total_income"), filter.dateRange("date")],
  sortColumns: ["date", "total_income", "income_cash", "income_card", "income_other"],
  defaultSort: { column: "date", direction: "desc" },
  pageSize: 25,
};

const SORTS = ["date.desc", "date.asc", "total_income.desc", "total_income.asc"];

const money = (accessor: keyof DailyIncome & string, title: string, strong = false) => ({
  accessor,
  title,
  sortable: true,
  textAlign: "right" as const,
  noWrap: true,
  render: (row: DailyIncome) =>
    strong ? (
      <strong data-testid="row-amount">{formatDollars(Number(row[accessor]))}</strong>
    ) : (
      formatDollars(Number(row[accessor]))
    ),
});

type DailyIncomeListProps = Omit<ListScreenProps<DailyIncome>, "controls" | "onOpen">;

/**
 * Spec 2 §2.4 records list: Date, Store, Work Hours, Cash, Card, Other, Total, Actions (view, edit,
 * delete) for every role; cards with the same actions on phones; the spec's loading and error texts.
 */
export function useDailyIncomeList(): (open: RowOpeners<DailyIncome>) => DailyIncomeListProps {
  const { t } = useTranslation();
  const texts = useListTexts("dailyIncome", SORTS);
  return (open) => ({
    config: DAILY_INCOME_LIST,
    ...texts,
    testId: "daily-income",
    loadingText: MSG.loadingRecords,
    loadErrorText: errorLoadingRecords,
    columns: [
      column.opener({
        accessor: "date",
        title: t("dailyIncome.fields.date"),
        text: (row) => formatBusinessDate(row.date),
        label: (row) => t("dailyIncome.openDetails", { date: formatBusinessDate(row.date) }),
      }),
      column.store(true),
      {
        accessor: "work_start_time",
        title: t("dailyIncome.fields.workHours"),
        noWrap: true,
        render: workHours,
      },
      money("income_cash", t("dailyIncome.fields.cash")),
      money("income_card", t("dailyIncome.fields.card")),
      money("income_other", t("dailyIncome.fields.other")),
      money("total_income", t("dailyIncome.fields.total"), true),
      {
        accessor: "row_actions",
        title: t("dailyIncome.fields.actions"),
        textAlign: "right",
        render: (row) => <DailyIncomeRowActions record={row} open={open} />,
      },
    ],
    card: (row) => ({
      title: formatBusinessDate(row.date),
      subtitle: [row.store_name, workHours(row)].filter(Boolean).join(" · "),
      amount: formatDollars(row.total_income),
      meta: `${t("dailyIncome.fields.cash")} ${formatDollars(row.income_cash)} · ${t("dailyIncome.fields.card")} ${formatDollars(row.income_card)} · ${t("dailyIncome.fields.other")} ${formatDollars(row.income_other)}`,
      badge: null,
      actions: hasCardActions(row) ? <DailyIncomeRowActions record={row} open={open} card /> : undefined,
    }),
  });
}
