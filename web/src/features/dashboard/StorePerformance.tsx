import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Panel } from "../../components/Panel.tsx";
import { formatDollarsWhole, formatPercent } from "../../lib/format.ts";
import type { StorePerformanceRow } from "./dashboard.api.ts";

/**
 * Admin's Store Performance: this month's revenue beside the percentage of the monthly target it
 * reaches, in the server's order (highest this month first).
 */
export function StorePerformance({
  stores,
  limit,
}: {
  stores: readonly StorePerformanceRow[];
  limit: number;
}) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t("dashboard.storePerformance")}
      testId="store-performance"
      empty={stores.length === 0 && t("dashboard.noStores")}
    >
      <Stack gap="sm">
        {stores.slice(0, limit).map((store) => (
          <div key={store.id} data-testid="store-performance-store">
            {/* The name gets the whole line, so phones do not cut it short beside the amount. */}
            <Text size="sm" fw={600} truncate>
              {store.name}
            </Text>
            <Progress
              value={Math.max(0, Math.min(100, store.growth))}
              mt={4}
              size="sm"
              aria-label={t("dashboard.targetProgress", { store: store.name })}
            />
            <Group justify="space-between" gap="xs" mt={2}>
              <Text size="xs" fw={600}>
                {t("dashboard.thisMonth", { amount: formatDollarsWhole(store.this_month_revenue) })}
              </Text>
              <Text size="xs" c="dimmed">
                {t("dashboard.ofTarget", { percent: formatPercent(store.growth) })}
              </Text>
            </Group>
          </div>
        ))}
      </Stack>
    </Panel>
  );
}
