import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBuilding, IconBuildingStore, IconCash, IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../components/Panel.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { formatDollarsWhole } from "../../lib/format.ts";
import type { DashboardData } from "./dashboard.api.ts";
import { RevenueTrend } from "./RevenueTrend.tsx";
import { StoreRanking } from "./StoreRanking.tsx";
import { count, money, periodName, profitCards } from "./stat-values.ts";

export function CeoDashboard({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const period = periodName(t, data);
  const cards = [
    stat("dashboard.totalRevenue", money(data.totals?.income), IconCash, { period }),
    ...profitCards(t, data, period, "/reports"),
    stat("dashboard.totalStores", count(data.counts?.stores), IconBuildingStore, { to: "/stores" }),
    stat("dashboard.totalUsers", count(data.counts?.users), IconUserCircle),
  ];
  const inPeriod = (key: string) => (period ? `${t(key)} · ${period}` : t(key));
  const industries = [...(data.industries ?? [])].sort((a, b) => b.revenue - a.revenue).slice(0, 5);

  return (
    <Stack gap="lg">
      <StatCardGrid cards={cards} cols={{ base: 2, md: 3 }} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {[
          {
            to: "/industries",
            label: "nav.industries",
            text: "dashboard.industriesTile",
            icon: IconBuilding,
          },
          { to: "/stores", label: "nav.stores", text: "dashboard.storesTile", icon: IconBuildingStore },
        ].map(({ to, label, text, icon: Icon }) => (
          <Card key={to} withBorder radius="md" padding="md" component={Link} to={to}>
            <Group wrap="nowrap">
              <ThemeIcon size="xl" variant="light" radius="md">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t(label)}</Text>
                <Text size="sm" c="dimmed">
                  {t(text)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <StoreRanking
          title={inPeriod("dashboard.topStores")}
          stores={data.stores ?? []}
          limit={5}
          testId="top-stores"
        />
        <Panel
          title={inPeriod("dashboard.industryPerformance")}
          testId="industry-performance"
          empty={industries.length === 0 && t("dashboard.nothingYet")}
        >
          <Stack gap="sm">
            {industries.map((industry) => (
              <Group key={industry.id} justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {industry.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("dashboard.storeCount", { count: industry.store_count })}
                  </Text>
                </div>
                <Text size="sm" fw={600} style={{ flexShrink: 0, whiteSpace: "nowrap" }}>
                  {formatDollarsWhole(industry.revenue)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Panel>
      </SimpleGrid>
      <RevenueTrend data={data} />
    </Stack>
  );
}
