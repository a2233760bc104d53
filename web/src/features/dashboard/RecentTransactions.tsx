import { Card, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TransactionRow } from "./dashboard-rows.ts";
import { TransactionLines } from "./TransactionLine.tsx";

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
      <TransactionLines rows={rows} testId="recent-transaction" kinds />
    </Card>
  );
}
