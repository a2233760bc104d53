import { Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDollarsWhole, formatPercent } from "../../lib/format.ts";
import type { DashboardStore } from "./dashboard.api.ts";

interface StoreRankingProps {
  title: string;
  stores: readonly DashboardStore[];
  by: "revenue" | "profit";
  limit: number;
  testId: string;
}

/** Top stores by revenue (with growth against the monthly target) or by profit. */
export function StoreRanking({ title, stores, by, limit, testId }: StoreRankingProps) {
  const { t } = useTranslation();
  const top = [...stores].sort((a, b) => b[by] - a[by]).slice(0, limit);
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
            <div key={store.id}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {store.name}
                </Text>
                <Text size="sm" fw={600}>
                  {formatDollarsWhole(store[by])}
                </Text>
              </Group>
              {by === "revenue" && typeof store.growth === "number" ? (
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
                <Text size="xs" c="dimmed">
                  {t("dashboard.margin", { percent: formatPercent(store.margin) })}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
