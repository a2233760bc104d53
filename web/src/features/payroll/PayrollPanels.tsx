import { Badge, Card, ScrollArea, SimpleGrid, Table, Text, Title } from "@mantine/core";
import {
  formatBusinessDate,
  formatHours,
  MSG,
  optionLabel,
  WITHDRAWAL_METHOD_LABELS,
} from "@storeops/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDollars } from "../../lib/format.ts";
import { type PayrollSummary, useWages, useWithdrawals } from "./payroll.api.ts";

function Panel({
  title,
  testId,
  empty,
  head,
  rows,
}: {
  title: string;
  testId: string;
  empty: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {head.map((cell) => (
                  <Table.Th key={cell}>{cell}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cells, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt from the server each time
                <Table.Tr key={index}>
                  {cells.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                    <Table.Td key={column}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}

/** Recent Time Entries (first 10 of the period), Withdrawal History and Wage History. */
export function PayrollPanels({ summary }: { summary: PayrollSummary }) {
  const { t } = useTranslation();
  const wages = useWages(summary.employee.id);
  const withdrawals = useWithdrawals(summary.employee.id);
  const e = (key: string) => t(`payroll.entries.${key}`);
  const w = (key: string) => t(`payroll.withdrawalHistory.${key}`);
  const g = (key: string) => t(`payroll.wageHistory.${key}`);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Panel
        title={e("title")}
        testId="payroll-entries"
        empty={e("empty")}
        head={[e("date"), e("clockIn"), e("clockOut"), e("hours")]}
        rows={summary.recent_entries.map((entry) => [
          formatBusinessDate(entry.work_date),
          entry.clock_in_time,
          entry.clock_out_time ?? MSG.timeEntryInProgress,
          entry.total_hours === null ? "—" : formatHours(entry.total_hours),
        ])}
      />
      <Panel
        title={w("title")}
        testId="payroll-withdrawals"
        empty={w("empty")}
        head={[w("date"), w("amount"), w("method"), w("checkNumber")]}
        rows={(withdrawals.data ?? []).map((row) => [
          formatBusinessDate(row.withdrawal_date),
          formatDollars(row.amount),
          WITHDRAWAL_METHOD_LABELS[row.payment_method as keyof typeof WITHDRAWAL_METHOD_LABELS] ??
            row.payment_method,
          row.check_number ?? "",
        ])}
      />
      <Panel
        title={g("title")}
        testId="payroll-wages"
        empty={g("empty")}
        head={[g("effectiveFrom"), g("type"), g("rate"), g("current")]}
        rows={(wages.data ?? []).map((wage) => [
          formatBusinessDate(wage.effective_from),
          optionLabel(wage.payment_type),
          formatDollars((wage.payment_type === "monthly" ? wage.monthly_salary : wage.hourly_rate) ?? 0),
          wage.is_current ? (
            <Badge
              key="current"
              size="sm"
              color="green"
              variant="light"
              styles={{ label: { overflow: "visible" } }}
            >
              {g("current")}
            </Badge>
          ) : (
            ""
          ),
        ])}
      />
    </SimpleGrid>
  );
}
