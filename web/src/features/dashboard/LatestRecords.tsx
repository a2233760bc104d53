import { Anchor, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../components/Panel.tsx";
import type { DashboardData } from "./dashboard.api.ts";
import { expenseRow, purchaseRow, type TransactionRow } from "./dashboard-rows.ts";
import { TransactionLines } from "./TransactionLine.tsx";

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
    <Panel
      title={title}
      testId={`latest-${table}`}
      action={
        <Anchor component={Link} to={ROUTES[table]} size="sm">
          {t("dashboard.viewAll")}
        </Anchor>
      }
    >
      <TransactionLines rows={rows} testId="latest-row" />
    </Panel>
  );
}

/** The 5 latest purchases and expenses side by side (admin and store dashboards). */
export function LatestPurchasesAndExpenses({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <LatestRecords
        table="purchases"
        title={t("dashboard.recentPurchases")}
        rows={(data.latest_purchases ?? []).map(purchaseRow)}
      />
      <LatestRecords
        table="expenses"
        title={t("dashboard.recentExpenses")}
        rows={(data.latest_expenses ?? []).map(expenseRow)}
      />
    </SimpleGrid>
  );
}
