import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CellValue } from "../../components/CellValue.tsx";
import { formatBusinessDate } from "../../lib/format.ts";
import type { TransactionRow } from "./dashboard-rows.ts";

/** One purchase or expense of a dashboard list: label, where and when, amount and status badge. */
export function TransactionLine({
  row,
  kind,
  testId,
}: {
  row: TransactionRow;
  kind?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {row.label ?? t("dashboard.noDescription")}
        </Text>
        {/* Wraps rather than cutting the date off ("Purchase · Lakeside Outfitters · No…"). */}
        <Text size="xs" c="dimmed">
          {[kind, row.store_name, formatBusinessDate(row.date)].filter(Boolean).join(" · ")}
        </Text>
      </div>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          <CellValue column="amount" kind="money" value={row.amount} />
        </Text>
        <CellValue column="status" kind="enum" value={row.status} />
      </Stack>
    </Group>
  );
}

/** A dashboard list's lines, or "nothing yet"; `kinds` labels each line purchase or expense. */
export function TransactionLines({
  rows,
  testId,
  kinds = false,
}: {
  rows: readonly TransactionRow[];
  testId: string;
  kinds?: boolean;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("dashboard.nothingYet")}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <TransactionLine
          key={`${row.kind}-${row.id}`}
          row={row}
          kind={kinds ? t(`dashboard.kind.${row.kind}`) : undefined}
          testId={testId}
        />
      ))}
    </Stack>
  );
}
