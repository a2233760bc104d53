import { Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import type { TDashboard } from "@storeops/domain";
import {
  IconBuilding,
  IconBuildingStore,
  IconCash,
  IconReceipt,
  IconUserCircle,
  IconUsers,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatCard, StatCardGrid, stat } from "../../components/StatCard.tsx";
import { AuditFeed } from "./AuditFeed.tsx";
import type { DashboardData } from "./dashboard.api.ts";
import { LatestPurchasesAndExpenses } from "./LatestRecords.tsx";
import { QuickActions } from "./QuickActions.tsx";
import { StorePerformance } from "./StorePerformance.tsx";
import { count, money, pendingCards, periodName, profitCards } from "./stat-values.ts";

export function AdminDashboard({ data, serverStatus }: { data: DashboardData; serverStatus?: ReactNode }) {
  const { t } = useTranslation();
  const [showActions, setShowActions] = useLocalStorage({
    key: "dashboard-quick-actions",
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const c: Partial<TDashboard["counts"]> = data.counts ?? {};
  const period = periodName(t, data);
  // The period's money first (income, net profit, labour, profit after labour), then the counts of now.
  const cards = [
    stat("dashboard.totalIncome", money(data.totals?.income), IconCash, { to: "/daily-income", period }),
    ...profitCards(t, data, period, "/reports"),
    stat("dashboard.activeStores", count(c.active_stores), IconBuildingStore, { to: "/stores" }),
    stat("dashboard.totalStaff", count(c.staff), IconUsers, { to: "/staff" }),
    stat("dashboard.industries", count(c.industries), IconBuilding, { to: "/industries" }),
    stat("dashboard.totalUsers", count(c.users), IconUserCircle, { to: "/users" }),
  ];
  const statusCards = pendingCards(data, IconReceipt);

  return (
    <Stack gap="lg">
      {c.stores != null && c.staff != null && (
        <Card
          withBorder
          radius="md"
          padding="md"
          bg="var(--mantine-color-blue-light)"
          data-testid="welcome-banner"
        >
          <Text fw={600}>{t("dashboard.adminBanner", { stores: c.stores, staff: c.staff })}</Text>
        </Card>
      )}
      <StatCardGrid cards={cards} cols={{ base: 2, md: 4 }} />
      <Group justify="space-between" align="flex-start">
        <div>{serverStatus}</div>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setShowActions((v) => !v)}
          aria-expanded={showActions}
        >
          {showActions ? t("dashboard.hideQuickActions") : t("dashboard.showQuickActions")}
        </Button>
      </Group>
      {showActions && <QuickActions userRole="admin" />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AuditFeed entries={data.latest_audit ?? []} />
        <StorePerformance stores={data.store_performance ?? []} limit={4} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {statusCards.map(
          (card) =>
            card.value !== null && (
              <StatCard key={card.label} {...card} label={t(card.label)} value={card.value} color="yellow" />
            ),
        )}
      </SimpleGrid>
      <LatestPurchasesAndExpenses data={data} />
    </Stack>
  );
}
