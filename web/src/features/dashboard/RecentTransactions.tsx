import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CellValue } from "../../components/CellValue.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import type { TransactionRow } from "./dashboard-rows.ts";

/**
 * The 6 most recent purchases and expenses together, newest first (financial dashboard): merged
 * by the server, from the caller's stores.
 */
export function RecentTransactions({ rows }: { rows: readonly TransactionRow[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="recent-transactions">
      <Title order={2} size="h4" mb="sm">
        {t("dashboard.recentTransactions")}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("dashboard.nothingYet")}
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => (
            <Group
              key={`${row.kind}-${row.id}`}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-testid="recent-transaction"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {row.label ?? t("dashboard.noDescription")}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[t(`dashboard.kind.${row.kind}`), row.store_name, formatBusinessDate(row.date)]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </div>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={600}>
                  <CellValue column="amount" kind="money" value={row.amount} />
                </Text>
                <CellValue column="status" kind="enum" value={row.status} />
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
