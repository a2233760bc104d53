import { Card, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TransactionRow } from "./dashboard-rows.ts";
import { TransactionLine } from "./TransactionLine.tsx";

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
            <TransactionLine
              key={`${row.kind}-${row.id}`}
              row={row}
              kind={t(`dashboard.kind.${row.kind}`)}
              testId="recent-transaction"
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
