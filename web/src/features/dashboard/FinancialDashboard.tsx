import { Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { Role } from "@storeops/domain";
import { IconCash, IconChartBar } from "@tabler/icons-react";
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
import { money, spendCards } from "./stat-values.ts";

const figure = (
  key: string,
  title: string,
  render: (store: DashboardStore) => string,
): FigureColumn<DashboardStore> => ({ key, title, render, figure: true });

/** Accounting and store managers: figures, pending records and recent transactions of the stores they reach. */
export function FinancialDashboard({ data, userRole }: { data: DashboardData; userRole: Role }) {
  const { t } = useTranslation();
  const cards = [
    stat("dashboard.totalRevenue", money(data.totals?.income), IconCash),
    ...spendCards(data),
    stat("dashboard.netProfit", money(data.totals?.net_profit), IconChartBar),
  ];
  const stores = data.stores ?? [];
  const storeColumns: FigureColumn<DashboardStore>[] = [
    { key: "name", title: t("dashboard.store"), render: (store) => store.name },
    figure("revenue", t("dashboard.revenue"), (store) => formatDollarsWhole(store.this_month_revenue ?? 0)),
    figure("expenses", t("dashboard.expensesColumn"), (store) =>
      formatDollarsWhole(store.this_month_expenses ?? 0),
    ),
    figure("profit", t("dashboard.profit"), (store) => formatDollarsWhole(store.this_month_profit ?? 0)),
    figure("margin", t("dashboard.marginColumn"), (store) => formatPercent(store.this_month_margin ?? 0)),
    {
      ...figure("labour", t("dashboard.labourPercent"), (store) => formatPercent(store.labour_percent ?? 0)),
      testId: "store-labour-percent",
    },
    {
      key: "status",
      title: t("dashboard.status"),
      render: (store) => <StatusBadge status={store.status ?? "active"} />,
    },
  ];

  return (
    <Stack gap="lg">
      <StatCardGrid cards={cards} cols={{ base: 2, md: 4 }} />
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
        {data.today && (
          <Text size="xs" c="dimmed" mb="sm" data-testid="store-table-period">
            {t("dashboard.storeTablePeriod", {
              from: formatBusinessDate(`${data.today.slice(0, 7)}-01`),
              to: formatBusinessDate(data.today),
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
                minWidth={720}
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
