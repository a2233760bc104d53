import { ActionIcon, Alert, Button, Center, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { monthPeriod, shiftMonth, withReason } from "@storeops/domain";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useServerDate } from "../../components/list/queries.ts";
import { notifyWarning } from "../../components/notify.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import { shownLanguage } from "../../lib/language.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import { withParam } from "../../lib/url-params.ts";
import { PayrollCards } from "./PayrollCards.tsx";
import { PayrollExport } from "./PayrollExport.tsx";
import { type PayrollDialog, PayrollFormModals } from "./PayrollFormModals.tsx";
import { PayrollPanels } from "./PayrollPanels.tsx";
import { PayrollRunPanel } from "./PayrollRunPanel.tsx";
import { type PayrollEmployee, usePayrollEmployees, usePayrollSummary } from "./payroll.api.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "Ana Lee — Barista · Full Time · Downtown Coffee": a person in two stores reads twice, told apart. */
function employeeLabel(row: PayrollEmployee): string {
  const kind = [row.position, row.employment_type ? optionLabel(row.employment_type) : null]
    .filter(Boolean)
    .join(" · ");
  return `${row.name}${kind ? ` — ${kind}` : ""} · ${row.store_name ?? ""}`;
}

/** Spec 2 §2.6 Payroll Management (admin): an employee, a pay period, its figures, wages and withdrawals. */
export default function PayrollPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const serverDate = useServerDate();
  const employees = usePayrollEmployees();
  const [dialog, setDialog] = useState<PayrollDialog>(null);
  const staffId = params.get("employee");
  const month = params.get("month");
  const anchor = month && DATE.test(month) ? month : (serverDate.data ?? "");
  const period = anchor ? monthPeriod(anchor) : { from: "", to: "" };
  const summary = usePayrollSummary(staffId, period.from, period.to);
  const set = (key: string, value: string | null) => setParams(withParam(key, value), { replace: true });
  const open = (which: Exclude<PayrollDialog, null>) => {
    if (!summary.data) return notifyWarning(MSG.selectEmployeeFirst);
    setDialog(which);
  };
  const periodLabel = anchor
    ? new Date(`${period.from}T00:00:00Z`).toLocaleDateString(shownLanguage() === "es" ? "es" : "en-US", {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })
    : "";

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("payroll.title")}
        subtitle={t("payroll.subtitle")}
        buttons={[
          { label: t("payroll.setWage"), onClick: () => open("wage"), testId: "set-wage" },
          {
            label: t("payroll.recordWithdrawal"),
            onClick: () => open("withdrawal"),
            testId: "record-withdrawal",
            primary: true,
          },
        ]}
      />
      <PayrollRunPanel />
      {employees.error && (
        <Alert color="red" data-testid="payroll-employees-error">
          {withReason(MSG.errorLoadingStaff, employees.error.message)}
        </Alert>
      )}
      <Group align="end" gap="md" wrap="wrap">
        <Select
          label={t("payroll.employee")}
          placeholder={t("payroll.employeePlaceholder")}
          searchable
          clearable
          data={(employees.data ?? []).map((row) => ({ value: row.id, label: employeeLabel(row) }))}
          value={staffId}
          onChange={(value) => set("employee", value)}
          style={{ flex: "1 1 320px", maxWidth: 560 }}
          data-testid="payroll-employee"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("payroll.period")}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t("payroll.previous")}
              onClick={() => set("month", shiftMonth(anchor, -1).from)}
              disabled={!anchor}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Text
              fw={600}
              miw={150}
              ta="center"
              data-testid="payroll-period"
              title={anchor ? `${formatBusinessDate(period.from)} – ${formatBusinessDate(period.to)}` : ""}
            >
              {periodLabel}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t("payroll.next")}
              onClick={() => set("month", shiftMonth(anchor, 1).from)}
              disabled={!anchor}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
            <Button variant="subtle" size="compact-sm" onClick={() => set("month", null)}>
              {t("payroll.thisMonth")}
            </Button>
          </Group>
        </Stack>
        <PayrollExport period={period} />
      </Group>
      {staffId === null ? (
        <Alert color="blue" data-testid="payroll-empty">
          {MSG.payrollNoSelection}
        </Alert>
      ) : summary.error ? (
        <Alert color="red" data-testid="payroll-summary-error">
          {withReason(MSG.errorLoadingPayrollSummary, summary.error.message)}
        </Alert>
      ) : !summary.data ? (
        <Center py="xl">
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{MSG.payrollLoading}</Text>
          </Group>
        </Center>
      ) : (
        <>
          <PayrollCards summary={summary.data} onEditWage={() => open("wage")} />
          <PayrollPanels summary={summary.data} />
        </>
      )}
      <PayrollFormModals open={dialog} onClose={() => setDialog(null)} summary={summary.data} />
    </Stack>
  );
}
