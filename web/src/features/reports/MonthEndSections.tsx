import { SimpleGrid } from "@mantine/core";
import { formatHours, type TMonthEndPack } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatCount, formatDollars } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import { listLink, MonthEndTable, type PackCell } from "./MonthEndTable.tsx";

/** Percents as the pack's PDF writes them: two decimals. */
export const packPercent = (value: number | null) => (value === null ? "—" : `${value.toFixed(2)}%`);
const money = (dollars: number | null, to?: string): PackCell => ({
  text: dollars === null ? "—" : formatDollars(dollars),
  to,
  negative: dollars !== null && dollars < 0,
});
const count = (value: number, to?: string): PackCell => ({ text: formatCount(value), to });

/** Purchases or expenses by category, largest first; each row links to its records. */
function CategoryTable(props: {
  title: string;
  testId: string;
  part: TMonthEndPack["expenses"];
  total: string;
  link: (category?: string) => string;
}) {
  const { t } = useTranslation();
  const { part, link } = props;
  const k = (key: string) => t(`reports.monthEnd.${key}`);
  return (
    <MonthEndTable
      title={props.title}
      testId={props.testId}
      columns={[k("category"), k("count"), k("amount")]}
      empty={k("none")}
      rows={part.by_category.map((row) => ({
        key: row.category,
        label: row.category,
        cells: [count(row.count, link(row.category)), money(row.amount, link(row.category))],
      }))}
      footer={{
        key: "total",
        label: props.total,
        cells: [count(part.count, link()), money(part.amount, link())],
      }}
    />
  );
}

/**
 * The month-end pack's sections (issue #31, item 5), in the PDF's order and with its figures; each
 * figure links to the list of the records behind it, filtered to the pack's store and month.
 */
export function MonthEndSections({ pack }: { pack: TMonthEndPack }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`reports.monthEnd.${key}`);
  const scope = { store: pack.store_id, from: pack.from, to: pack.to };
  const purchases = (status?: string) => listLink("/purchases", { ...scope, status });
  const expenses = (category?: string) => listLink("/expenses", { ...scope, category });
  const income = listLink("/daily-income", scope);
  const labour = listLink("/time-attendance", scope);
  const actualLink = { revenue: income, purchases: purchases(), expenses: expenses(), labour };
  const budgets = listLink("/budgets", { store: pack.store_id, year: pack.month.slice(0, 4) });
  const cashUps = (store: string | null) => listLink("/cash-ups", { ...scope, store });
  const target = pack.labour.target_percent;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <MonthEndTable
        title={k("profit")}
        testId="me-profit"
        columns={[k("figure"), k("amount"), k("margin")]}
        rows={[
          { key: "income", label: k("totalIncome"), cells: [money(pack.income.total, income)] },
          {
            key: "net",
            label: k("netProfit"),
            cells: [money(pack.profit.net_profit), { text: packPercent(pack.profit.margin) }],
          },
          {
            key: "labour",
            label: k("labourCost"),
            cells: [
              money(pack.labour.cost, labour),
              { text: packPercent(pack.labour.percent), negative: pack.labour.over_target === true },
            ],
          },
          {
            key: "target",
            label: k("labourTarget"),
            cells: [{ text: "" }, { text: target === null ? k("noTarget") : packPercent(target) }],
          },
          {
            key: "after",
            label: k("profitAfterLabour"),
            cells: [
              money(pack.profit.profit_after_labour),
              { text: packPercent(pack.profit.profit_after_labour_margin) },
            ],
          },
        ]}
      />
      <MonthEndTable
        title={k("incomeByTender")}
        testId="me-income"
        columns={[k("tender"), k("amount")]}
        rows={(["cash", "card", "other"] as const).map((tender) => ({
          key: tender,
          label: k(tender),
          cells: [money(pack.income[tender], income)],
        }))}
        footer={{ key: "total", label: k("totalIncome"), cells: [money(pack.income.total, income)] }}
      />
      <MonthEndTable
        title={k("budget")}
        testId="me-budget"
        columns={[k("line"), k("budgetAmount"), k("actual"), k("variance")]}
        rows={pack.budget.map((line) => ({
          key: line.line,
          label: optionLabel(line.line),
          cells: [
            money(line.budget, budgets),
            money(line.actual, actualLink[line.line]),
            money(line.variance),
          ],
        }))}
      />
      <MonthEndTable
        title={k("bills")}
        testId="me-bills"
        columns={[k("bills"), k("count"), k("amount")]}
        rows={[
          {
            key: "pending",
            label: optionLabel("pending"),
            cells: [
              count(pack.bills.pending.count, purchases("pending")),
              money(pack.bills.pending.amount, purchases("pending")),
            ],
          },
          {
            key: "approved",
            label: k("approvedUnpaid"),
            cells: [
              count(pack.bills.approved.count, purchases("approved")),
              money(pack.bills.approved.amount, purchases("approved")),
            ],
          },
          {
            key: "overdue",
            label: optionLabel("overdue"),
            cells: [
              count(pack.bills.overdue.count, purchases("overdue")),
              money(pack.bills.overdue.amount, purchases("overdue")),
            ],
          },
        ]}
        footer={{
          key: "unpaid",
          label: k("unpaid"),
          cells: [count(pack.bills.unpaid.count), money(pack.bills.unpaid.amount)],
        }}
      />
      <MonthEndTable
        title={k("purchasesByStatus")}
        testId="me-purchases"
        columns={[k("status"), k("count"), k("amount")]}
        rows={pack.purchases.by_status.map((row) => ({
          key: row.status,
          label: optionLabel(row.status),
          cells: [count(row.count, purchases(row.status)), money(row.amount, purchases(row.status))],
        }))}
        footer={{
          key: "total",
          label: k("totalPurchases"),
          cells: [count(pack.purchases.count, purchases()), money(pack.purchases.amount, purchases())],
        }}
      />
      <CategoryTable
        title={k("purchasesByCategory")}
        testId="me-purchase-categories"
        part={pack.purchases}
        total={k("totalPurchases")}
        link={(category) => listLink("/purchases", { ...scope, category })}
      />
      <CategoryTable
        title={k("expensesByCategory")}
        testId="me-expenses"
        part={pack.expenses}
        total={k("totalExpenses")}
        link={expenses}
      />
      <MonthEndTable
        title={k("cashUps")}
        testId="me-cash"
        columns={[k("store"), k("cashUpsCounted"), k("short"), k("over"), k("variance")]}
        empty={k("noCashUps")}
        rows={pack.cash_ups.by_store.map((row) => ({
          key: row.store_id,
          label: row.store_name,
          cells: [
            count(row.counted, cashUps(row.store_id)),
            money(row.short),
            money(row.over),
            money(row.total_variance, cashUps(row.store_id)),
          ],
        }))}
        footer={{
          key: "total",
          label: k("total"),
          cells: [
            count(pack.cash_ups.counted, cashUps(pack.store_id)),
            money(pack.cash_ups.short),
            money(pack.cash_ups.over),
            money(pack.cash_ups.total_variance),
          ],
        }}
      />
      <MonthEndTable
        title={k("topVendors")}
        testId="me-vendors"
        columns={[k("vendor"), k("count"), k("amount")]}
        empty={k("none")}
        rows={pack.top_vendors.map((row) => ({
          key: row.vendor,
          label: row.vendor,
          cells: [
            count(row.count, listLink("/purchases", { ...scope, vendor: row.vendor })),
            money(row.amount, listLink("/purchases", { ...scope, vendor: row.vendor })),
          ],
        }))}
      />
      <MonthEndTable
        title={k("weeks")}
        testId="me-weeks"
        columns={[k("week"), k("scheduledHours"), k("workedHours"), k("scheduledCost"), k("workedCost")]}
        empty={k("noWeeks")}
        rows={pack.weeks.map((week) => {
          const entries = listLink("/time-attendance", {
            store: pack.store_id,
            from: week.week_start,
            to: week.week_end,
          });
          return {
            key: week.week_start,
            label: `${formatBusinessDate(week.week_start)} – ${formatBusinessDate(week.week_end)}`,
            cells: [
              { text: formatHours(week.scheduled_hours) },
              { text: formatHours(week.worked_hours), to: entries },
              money(week.scheduled_cost),
              money(week.worked_cost, entries),
            ],
          };
        })}
      />
    </SimpleGrid>
  );
}
