import { useTranslation } from "react-i18next";
import { Panel } from "../../components/Panel.tsx";
import type { TransactionRow } from "./dashboard-rows.ts";
import { TransactionLines } from "./TransactionLine.tsx";

/**
 * The 6 most recent purchases and expenses together, newest first (financial dashboard): merged
 * by the server, from the caller's stores.
 */
export function RecentTransactions({ rows }: { rows: readonly TransactionRow[] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t("dashboard.recentTransactions")} testId="recent-transactions">
      <TransactionLines rows={rows} testId="recent-transaction" kinds />
    </Panel>
  );
}
