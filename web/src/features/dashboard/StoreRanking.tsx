import { Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDollarsWhole, formatPercent } from "../../lib/format.ts";
import type { DashboardStore } from "./dashboard.api.ts";

interface StoreRankingProps {
  title: string;
  stores: readonly DashboardStore[];
  /** "month": this month's revenue against the monthly target; "profit": profit and margin. */
  by: "month" | "profit";
  limit: number;
  testId: string;
}

const rankValue = (store: DashboardStore, by: StoreRankingProps["by"]) =>
  by === "month" ? store.this_month_revenue : store.profit;

/** Top stores by this month's revenue (with progress towards the monthly target) or by profit. */
export function StoreRanking({ title, stores, by, limit, testId }: StoreRankingProps) {
  const { t } = useTranslation();
  const top = [...stores].sort((a, b) => rankValue(b, by) - rankValue(a, by)).slice(0, limit);
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {top.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("dashboard.noStores")}
        </Text>
      ) : (
        <Stack gap="sm">
          {top.map((store) => (
            <div key={store.id} data-testid={`${testId}-store`}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {store.name}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                  {by === "month"
                    ? t("dashboard.thisMonth", { amount: formatDollarsWhole(store.this_month_revenue) })
                    : formatDollarsWhole(store.profit)}
                </Text>
              </Group>
              {by === "month" && typeof store.growth === "number" ? (
                <>
                  <Progress
                    value={Math.max(0, Math.min(100, store.growth))}
                    mt={4}
                    size="sm"
                    aria-label={t("dashboard.targetProgress", { store: store.name })}
                  />
                  <Text size="xs" c="dimmed" mt={2}>
                    {t("dashboard.ofTarget", { percent: formatPercent(store.growth) })}
                  </Text>
                </>
              ) : (
                by === "profit" && (
                  <Text size="xs" c="dimmed">
                    {t("dashboard.margin", { percent: formatPercent(store.margin) })}
                  </Text>
                )
              )}
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
