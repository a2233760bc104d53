import { Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { Role } from "@storeops/domain";
import { IconCash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type FigureColumn, FigureTable } from "../../components/FigureTable.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollarsWhole, formatPercent } from "../../lib/format.ts";
import type { DashboardData, DashboardStore } from "./dashboard.api.ts";
import { expenseRow, purchaseRow, transactionRow } from "./dashboard-rows.ts";
import { PendingList } from "./PendingList.tsx";
import { QuickActions } from "./QuickActions.tsx";
import { RecentTransactions } from "./RecentTransactions.tsx";
import { money, periodName, profitCards, spendCards } from "./stat-values.ts";

const figure = (
  key: string,
  title: string,
  render: (store: DashboardStore) => string,
): FigureColumn<DashboardStore> => ({ key, title, render, figure: true });

/** Accounting and store managers: figures, pending records and recent transactions of the stores they reach. */
export function FinancialDashboard({ data, userRole }: { data: DashboardData; userRole: Role }) {
  const { t } = useTranslation();
  const period = periodName(t, data);
  const cards = [
    stat("dashboard.totalRevenue", money(data.totals?.income), IconCash, { period }),
    ...spendCards(data, period),
    ...profitCards(t, data, period, userRole === "accounting" ? "/reports" : undefined),
  ];
  const stores = data.stores ?? [];
  const dollars = (pick: (store: DashboardStore) => number | undefined) => (store: DashboardStore) =>
    formatDollarsWhole(pick(store) ?? 0);
  // The period's figures of each store: profit = revenue − purchases − expenses, checkable on the row.
  const storeColumns: FigureColumn<DashboardStore>[] = [
    { key: "name", title: t("dashboard.store"), render: (store) => store.name },
    figure(
      "revenue",
      t("dashboard.revenue"),
      dollars((store) => store.revenue),
    ),
    figure(
      "purchases",
      t("dashboard.purchasesColumn"),
      dollars((store) => store.purchases),
    ),
    figure(
      "expenses",
      t("dashboard.expensesColumn"),
      dollars((store) => store.expenses),
    ),
    figure(
      "profit",
      t("dashboard.profit"),
      dollars((store) => store.profit),
    ),
    figure("margin", t("dashboard.marginColumn"), (store) => formatPercent(store.margin ?? 0)),
    {
      ...figure("labour", t("dashboard.labourPercent"), (store) => formatPercent(store.labour_percent ?? 0)),
      testId: "store-labour-percent",
    },
    {
      ...figure(
        "after-labour",
        t("dashboard.profitAfterLabourColumn"),
        dollars((store) => store.profit_after_labour),
      ),
      testId: "store-profit-after-labour",
    },
    {
      key: "status",
      title: t("dashboard.status"),
      render: (store) => <StatusBadge status={store.status ?? "active"} />,
    },
  ];

  return (
    <Stack gap="lg">
      <StatCardGrid cards={cards} cols={{ base: 2, md: 3 }} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PendingList
          table="purchases"
          title={t("dashboard.pendingPurchases")}
          rows={(data.pending_purchases ?? []).map(purchaseRow)}
        />
        <PendingList
          table="expenses"
          title={t("dashboard.pendingExpenses")}
          rows={(data.pending_expenses ?? []).map(expenseRow)}
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" data-testid="store-table">
        <Title order={2} size="h4">
          {t("dashboard.storeFigures")}
        </Title>
        {data.period && (
          <Text size="xs" c="dimmed" mb="sm" data-testid="store-table-period">
            {t("dashboard.storeTablePeriod", {
              period: t(`kit.period.options.${data.period.key}`),
              from: formatBusinessDate(data.period.from),
              to: formatBusinessDate(data.period.to),
            })}
          </Text>
        )}
        {stores.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("dashboard.noStores")}
          </Text>
        ) : (
          <FigureTable
            columns={storeColumns}
            rows={stores}
            rowKey={(store) => store.id}
            testId="store-figures"
            // A region that scrolls sideways is reached and scrolled by keyboard too (axe scrollable-region-focusable).
            frame={(table) => (
              <Table.ScrollContainer
                minWidth={900}
                type="native"
                tabIndex={0}
                role="region"
                aria-label={t("dashboard.storeFigures")}
              >
                {table}
              </Table.ScrollContainer>
            )}
          />
        )}
      </Card>
      <QuickActions userRole={userRole} />
      <RecentTransactions rows={(data.recent_transactions ?? []).map(transactionRow)} />
    </Stack>
  );
}
