import { Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconClock, IconReceipt, IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CellValue } from "../../components/CellValue.tsx";
import { StatCardGrid } from "../../components/StatCard.tsx";
import { listRows } from "../../lib/rest.ts";
import type { DashboardData } from "./dashboard.api.ts";
import { LatestRecords } from "./LatestRecords.tsx";
import { QuickActions } from "./QuickActions.tsx";
import { count, money } from "./stat-values.ts";

const QUICK_LINKS = [
  { to: "/purchases", label: "nav.purchases" },
  { to: "/expenses", label: "nav.expenses" },
  { to: "/documentation", label: "nav.documentation" },
  { to: "/settings", label: "nav.settings" },
] as const;

const STORE_FIELDS = [
  ["name", "text"],
  ["manager", "text"],
  ["address", "text"],
  ["phone", "text"],
  ["monthly_target", "money"],
  ["staff_count", "int"],
] as const;

/** Staff: figures of the current store only. */
export function StoreDashboard({ data, storeId }: { data: DashboardData; storeId: string | null }) {
  const { t } = useTranslation();
  const store = useQuery({
    queryKey: ["rest", "stores", { id: storeId }],
    enabled: storeId !== null,
    queryFn: async ({ signal }) => {
      const result = await listRows<Record<string, unknown>>(
        "stores",
        { select: ["id", ...STORE_FIELDS.map(([field]) => field)], eq: { id: storeId ?? "" }, limit: 1 },
        signal,
      );
      return result.rows[0] ?? null;
    },
  });
  const cards = [
    {
      label: "dashboard.totalPurchases",
      value: money(data.totals?.purchases),
      icon: IconShoppingCart,
      to: "/purchases",
    },
    {
      label: "dashboard.totalExpenses",
      value: money(data.totals?.expenses),
      icon: IconReceipt,
      to: "/expenses",
    },
    {
      label: "dashboard.pendingPurchases",
      value: count(data.counts?.pending_purchases),
      icon: IconClock,
      to: "/purchases?status=pending",
    },
    {
      label: "dashboard.pendingExpenses",
      value: count(data.counts?.pending_expenses),
      icon: IconClock,
      to: "/expenses?status=pending",
    },
  ];

  return (
    <Stack gap="lg">
      <StatCardGrid cards={cards} cols={{ base: 2, md: 4 }} />
      {/* Top-aligned: the short Quick Actions card keeps its own height beside the store table. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: "start" }}>
        <QuickActions userRole="staff" links={QUICK_LINKS} />
        <Card withBorder radius="md" padding="md" data-testid="store-info">
          <Title order={2} size="h4" mb="sm">
            {t("dashboard.storeInformation")}
          </Title>
          {store.data ? (
            <Table variant="vertical" withTableBorder={false}>
              <Table.Tbody>
                {STORE_FIELDS.map(([field, kind]) => (
                  <Table.Tr key={field}>
                    <Table.Th w={160}>{t(`columns.${field}`)}</Table.Th>
                    <Table.Td>
                      <CellValue column={field} kind={kind} value={store.data?.[field]} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              {store.isError
                ? store.error.message
                : storeId
                  ? t("common.loading")
                  : t("dashboard.noCurrentStore")}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LatestRecords table="purchases" title={t("dashboard.recentPurchases")} limit={5} />
        <LatestRecords table="expenses" title={t("dashboard.recentExpenses")} limit={5} />
      </SimpleGrid>
    </Stack>
  );
}
