import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Panel } from "../../components/Panel.tsx";
import { formatDollarsWhole, formatPercent } from "../../lib/format.ts";
import type { DashboardStore } from "./dashboard.api.ts";

interface StoreRankingProps {
  title: string;
  stores: readonly Pick<DashboardStore, "id" | "name" | "profit" | "margin">[];
  limit: number;
  testId: string;
}

/** The CEO's Top Performing Stores: highest profit first, each with its margin. */
export function StoreRanking({ title, stores, limit, testId }: StoreRankingProps) {
  const { t } = useTranslation();
  const top = [...stores].sort((a, b) => b.profit - a.profit).slice(0, limit);
  return (
    <Panel title={title} testId={testId} empty={top.length === 0 && t("dashboard.noStores")}>
      <Stack gap="sm">
        {top.map((store) => (
          <div key={store.id} data-testid={`${testId}-store`}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {store.name}
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0, whiteSpace: "nowrap" }}>
                {formatDollarsWhole(store.profit)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t("dashboard.margin", { percent: formatPercent(store.margin) })}
            </Text>
          </div>
        ))}
      </Stack>
    </Panel>
  );
}
