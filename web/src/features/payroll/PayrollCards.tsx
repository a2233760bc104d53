import { Button, Card, Group, Text } from "@mantine/core";
import { formatBusinessDate, formatHours } from "@storeops/domain";
import { IconCash, IconClock, IconCoin, IconReceipt2, IconScale } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatCardGrid, StatLabel, stat } from "../../components/StatCard.tsx";
import { formatDollars } from "../../lib/format.ts";
import type { PayrollSummary } from "./payroll.api.ts";

/** Current Wage: the rate and its date, with Edit Wage. */
function WageCard({ summary, onEdit }: { summary: PayrollSummary; onEdit: () => void }) {
  const { t } = useTranslation();
  const wage = summary.current_wage;
  let value: ReactNode = t("payroll.cards.noWage");
  if (wage) {
    value =
      wage.payment_type === "monthly"
        ? t("payroll.cards.perMonth", { amount: formatDollars(wage.monthly_salary ?? 0) })
        : t("payroll.cards.perHour", { amount: formatDollars(wage.hourly_rate ?? 0) });
  }
  return (
    <Card withBorder padding="md" radius="md" data-testid="summary-card">
      <StatLabel label={t("payroll.cards.currentWage")} icon={IconCoin} color="grape" />
      <Text fz={{ base: 17, xs: 20 }} fw={700} mt={4} data-testid="current-wage-value">
        {value}
      </Text>
      <Group justify="space-between" mt={2} gap="xs">
        <Text size="xs" c="dimmed">
          {wage ? t("payroll.cards.since", { date: formatBusinessDate(wage.effective_from) }) : ""}
        </Text>
        <Button size="compact-xs" variant="light" onClick={onEdit} data-testid="edit-wage">
          {t("payroll.cards.editWage")}
        </Button>
      </Group>
    </Card>
  );
}

/** Current Balance: green at zero or above, red below, with the previous balance carried in. */
function BalanceCard({ summary }: { summary: PayrollSummary }) {
  const { t } = useTranslation();
  const color = summary.current_balance < 0 ? "red" : "green";
  return (
    <Card withBorder padding="md" radius="md" data-testid="balance-card">
      <StatLabel label={t("payroll.cards.currentBalance")} icon={IconScale} color={color} />
      <Text
        fz={{ base: 17, xs: 20 }}
        fw={700}
        mt={4}
        c={color}
        data-testid="balance-value"
        data-balance={color}
      >
        {formatDollars(summary.current_balance)}
      </Text>
      <Text size="xs" c="dimmed" mt={2} data-testid="previous-balance">
        {t("payroll.cards.previousBalance", { amount: formatDollars(summary.previous_balance) })}
      </Text>
    </Card>
  );
}

/** Total Hours, Wages Earned, Withdrawals, Current Balance (green ≥ 0, red < 0) and Current Wage. */
export function PayrollCards({ summary, onEditWage }: { summary: PayrollSummary; onEditWage: () => void }) {
  const { t } = useTranslation();
  return (
    <StatCardGrid
      cols={{ base: 1, xs: 2, lg: 5 }}
      testId="payroll-cards"
      cardTestId="summary-card"
      cards={[
        stat("payroll.cards.totalHours", formatHours(summary.hours), IconClock, {
          hint: t("payroll.cards.entries", { count: summary.entry_count }),
        }),
        stat("payroll.cards.wagesEarned", formatDollars(summary.wages_earned), IconCash, {
          color: "teal",
          hint: t("payroll.cards.weekMonth", {
            week: formatHours(summary.hours_this_week),
            month: formatHours(summary.hours_this_month),
          }),
        }),
        stat("payroll.cards.withdrawals", formatDollars(summary.withdrawals), IconReceipt2, {
          color: "orange",
          hint: t("payroll.cards.withdrawalCount", { count: summary.withdrawal_count }),
        }),
      ]}
    >
      <BalanceCard summary={summary} />
      <WageCard summary={summary} onEdit={onEditWage} />
    </StatCardGrid>
  );
}
