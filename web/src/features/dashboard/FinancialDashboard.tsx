import { Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { Role } from "@storeops/domain";
import { IconCash, IconChartBar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollarsWhole, formatPercent } from "../../lib/format.ts";
import type { DashboardData } from "./dashboard.api.ts";
import { expenseRow, purchaseRow, transactionRow } from "./dashboard-rows.ts";
import { PendingList } from "./PendingList.tsx";
import { QuickActions } from "./QuickActions.tsx";
import { RecentTransactions } from "./RecentTransactions.tsx";
import { money, spendCards } from "./stat-values.ts";

/** Accounting and store managers: figures, pending records and recent transactions of the stores they reach. */
export function FinancialDashboard({ data, userRole }: { data: DashboardData; userRole: Role }) {
  const { t } = useTranslation();
  const cards = [
    stat("dashboard.totalRevenue", money(data.totals?.income), IconCash),
    ...spendCards(data),
    stat("dashboard.netProfit", money(data.totals?.net_profit), IconChartBar),
  ];
  const stores = data.stores ?? [];

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
          // A region that scrolls sideways is reached and scrolled by keyboard too (axe scrollable-region-focusable).
          <Table.ScrollContainer
            minWidth={720}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t("dashboard.storeFigures")}
          >
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("dashboard.store")}</Table.Th>
                  <Table.Th ta="right">{t("dashboard.revenue")}</Table.Th>
                  <Table.Th ta="right">{t("dashboard.expensesColumn")}</Table.Th>
                  <Table.Th ta="right">{t("dashboard.profit")}</Table.Th>
                  <Table.Th ta="right">{t("dashboard.marginColumn")}</Table.Th>
                  <Table.Th ta="right">{t("dashboard.labourPercent")}</Table.Th>
                  <Table.Th>{t("dashboard.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stores.map((store) => (
                  <Table.Tr key={store.id}>
                    <Table.Td>{store.name}</Table.Td>
                    <Table.Td ta="right">{formatDollarsWhole(store.this_month_revenue ?? 0)}</Table.Td>
                    <Table.Td ta="right">{formatDollarsWhole(store.this_month_expenses ?? 0)}</Table.Td>
                    <Table.Td ta="right">{formatDollarsWhole(store.this_month_profit ?? 0)}</Table.Td>
                    <Table.Td ta="right">{formatPercent(store.this_month_margin ?? 0)}</Table.Td>
                    <Table.Td ta="right" data-testid="store-labour-percent">
                      {formatPercent(store.labour_percent ?? 0)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={store.status ?? "active"} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <QuickActions userRole={userRole} />
      <RecentTransactions rows={(data.recent_transactions ?? []).map(transactionRow)} />
    </Stack>
  );
}
