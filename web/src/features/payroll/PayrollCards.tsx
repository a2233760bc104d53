import { Button, Card, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { formatBusinessDate, formatHours } from "@storeops/domain";
import { IconCash, IconClock, IconCoin, IconReceipt2, IconScale } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatCard } from "../../components/StatCard.tsx";
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
      <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t("payroll.cards.currentWage")}
        </Text>
        <ThemeIcon variant="light" color="grape" size="md" radius="md">
          <IconCoin size={16} aria-hidden />
        </ThemeIcon>
      </Group>
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
      <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t("payroll.cards.currentBalance")}
        </Text>
        <ThemeIcon variant="light" color={color} size="md" radius="md">
          <IconScale size={16} aria-hidden />
        </ThemeIcon>
      </Group>
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
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 5 }}
      spacing={{ base: "xs", sm: "md" }}
      data-testid="payroll-cards"
    >
      <StatCard
        label={t("payroll.cards.totalHours")}
        value={formatHours(summary.hours)}
        icon={IconClock}
        hint={t("payroll.cards.entries", { count: summary.entry_count })}
        testId="summary-card"
      />
      <StatCard
        label={t("payroll.cards.wagesEarned")}
        value={formatDollars(summary.wages_earned)}
        icon={IconCash}
        color="teal"
        hint={t("payroll.cards.weekMonth", {
          week: formatHours(summary.hours_this_week),
          month: formatHours(summary.hours_this_month),
        })}
        testId="summary-card"
      />
      <StatCard
        label={t("payroll.cards.withdrawals")}
        value={formatDollars(summary.withdrawals)}
        icon={IconReceipt2}
        color="orange"
        hint={t("payroll.cards.withdrawalCount", { count: summary.withdrawal_count })}
        testId="summary-card"
      />
      <BalanceCard summary={summary} />
      <WageCard summary={summary} onEdit={onEditWage} />
    </SimpleGrid>
  );
}
