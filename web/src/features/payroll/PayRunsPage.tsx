import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PayrollRunPanel } from "./PayrollRunPanel.tsx";

/**
 * Pay Runs (accounting): the Payroll screen's pay run panel for the caller's stores, one store at a
 * time — create, approve, mark paid, the run's files and payslips. Wages and withdrawals stay on
 * the admin's Payroll screen (docs/decisions.md, Payroll runs).
 */
export default function PayRunsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t("payroll.runs.pageTitle")} subtitle={t("payroll.runs.pageSubtitle")} />
      <PayrollRunPanel />
    </Stack>
  );
}
