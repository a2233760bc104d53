import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CellValue } from "../../components/CellValue.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import type { TransactionRow } from "./dashboard-rows.ts";

const ROUTES = { purchases: "/purchases", expenses: "/expenses" } as const;

interface LatestRecordsProps {
  table: keyof typeof ROUTES;
  title: string;
  /** The newest rows the caller may read, from GET /api/dashboard. */
  rows: readonly TransactionRow[];
}

/** The newest purchases or expenses of the caller's stores, each with its status badge. */
export function LatestRecords({ table, title, rows }: LatestRecordsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid={`latest-${table}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={ROUTES[table]} size="sm">
          {t("dashboard.viewAll")}
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("dashboard.nothingYet")}
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => (
            <Group key={row.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="latest-row">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {row.label ?? t("dashboard.noDescription")}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[row.store_name, formatBusinessDate(row.date)].filter(Boolean).join(" · ")}
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
