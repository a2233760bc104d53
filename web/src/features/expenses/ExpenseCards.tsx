import { Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { StatusBadge } from "../purchases/common/StatusBadge.tsx";
import type { Expense } from "./expenses.api.ts";

/** The Recent Expenses list under 1024 px: one card per expense. */
export function ExpenseCards({
  rows,
  onOpen,
  showStore,
}: {
  rows: Expense[];
  onOpen: (row: Expense) => void;
  showStore: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="expense-cards">
      {rows.map((row) => (
        <UnstyledButton key={row.id} onClick={() => onOpen(row)} data-testid="expense-card" data-id={row.id}>
          <Card withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" align="start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {row.description || t("expenses.noDescription")}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[row.category, formatBusinessDate(row.expense_date), showStore ? row.store_name : null]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </div>
              <Text fw={700} style={{ flexShrink: 0 }} data-testid="row-amount">
                {formatDollars(row.amount)}
              </Text>
            </Group>
            <Group justify="space-between" mt={6}>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {t(`purchases.paymentTypes.${row.payment_type}`, { defaultValue: row.payment_type })}
                </Text>
                {row.has_receipt && <IconPaperclip size={14} aria-label={t("expenses.receiptAttached")} />}
              </Group>
              <StatusBadge status={row.status} />
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
