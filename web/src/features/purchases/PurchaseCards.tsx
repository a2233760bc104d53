import { Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { StatusBadge } from "./common/StatusBadge.tsx";
import type { Purchase } from "./purchases.api.ts";

/** The Recent Purchases list under 1024 px: one card per purchase. */
export function PurchaseCards({
  rows,
  onOpen,
  showStore,
}: {
  rows: Purchase[];
  onOpen: (row: Purchase) => void;
  showStore: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="purchase-cards">
      {rows.map((row) => (
        <UnstyledButton key={row.id} onClick={() => onOpen(row)} data-testid="purchase-card" data-id={row.id}>
          <Card withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" align="start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {row.vendor}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[row.invoice_no, formatBusinessDate(row.purchase_date), showStore ? row.store_name : null]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </div>
              <Text fw={700} style={{ flexShrink: 0 }} data-testid="row-amount">
                {formatDollars(row.amount)}
              </Text>
            </Group>
            <Group justify="space-between" mt={6}>
              <Text size="xs" c="dimmed">
                {t(`purchases.paymentTypes.${row.payment_type}`, { defaultValue: row.payment_type })}
                {row.due_date ? ` · ${t("purchases.dueOn", { date: formatBusinessDate(row.due_date) })}` : ""}
              </Text>
              <StatusBadge status={row.status} overdue={row.overdue} />
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
