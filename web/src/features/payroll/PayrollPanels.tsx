import { Alert, Badge, Button, ScrollArea, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { formatBusinessDate, formatHours } from "@storeops/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Pager } from "../../components/list/Pager.tsx";
import { Panel } from "../../components/Panel.tsx";
import { formatDollars } from "../../lib/format.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import {
  HISTORY_PAGE_SIZE,
  type PayrollSummary,
  useWages,
  useWithdrawals,
  type Withdrawal,
} from "./payroll.api.ts";
import { SkipInstalmentModal, type SkippedAdvance } from "./SkipInstalmentModal.tsx";

function TablePanel({
  title,
  testId,
  empty,
  head,
  rows,
  footer,
}: {
  title: string;
  testId: string;
  empty: string;
  head: string[];
  rows: ReactNode[][];
  footer?: ReactNode;
}) {
  return (
    <Panel title={title} testId={testId} titleSize="h5" empty={rows.length === 0 && empty}>
      <Stack gap="sm">
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
        {footer}
      </Stack>
    </Panel>
  );
}

/** A history panel's page of rows: the kit's pager under it, an error in its place when the load failed. */
function HistoryPager({
  query,
  things,
  onPage,
}: {
  query: ReturnType<typeof useWages> | ReturnType<typeof useWithdrawals>;
  things: (count: number) => string;
  onPage: (page: number) => void;
}) {
  if (!query.data) return null;
  return (
    <Pager
      page={query.data.page}
      pageSize={HISTORY_PAGE_SIZE}
      rows={query.data.rows.length}
      total={query.data.total}
      busy={query.isFetching}
      things={things}
      onPage={onPage}
    />
  );
}

/** The skipped periods of an advance's plan: kept as JSON on the row. */
function skipsOf(row: Withdrawal): { period_start: string; reason: string }[] {
  const value = row.instalment_skips;
  if (Array.isArray(value)) return value;
  try {
    return typeof value === "string" ? JSON.parse(value) : [];
  } catch {
    return [];
  }
}

/** How an advance is repaid: at once, or so much a pay period (with its skipped periods and a Skip button). */
function Repayment({ row, onSkip }: { row: Withdrawal; onSkip: (advance: SkippedAdvance) => void }) {
  const { t } = useTranslation();
  const w = (key: string, values?: Record<string, string>) => t(`payroll.withdrawalHistory.${key}`, values);
  if (row.instalment_amount == null) return <Text size="sm">{w("atOnce")}</Text>;
  const skips = skipsOf(row);
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{w("perPeriod", { amount: formatDollars(row.instalment_amount) })}</Text>
      {skips.map((skip) => (
        <Text key={skip.period_start} size="xs" c="dimmed">
          {w("skipped", { period: formatBusinessDate(skip.period_start), reason: skip.reason })}
        </Text>
      ))}
      <Button size="compact-xs" variant="subtle" onClick={() => onSkip(row)} data-testid="skip-instalment">
        {w("skip")}
      </Button>
    </Stack>
  );
}

/** Withdrawal History: date, amount, method, check number, notes and repayment, ten a page. */
function WithdrawalHistory({ staffId }: { staffId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [skipping, setSkipping] = useState<SkippedAdvance | null>(null);
  const withdrawals = useWithdrawals(staffId, page);
  const w = (key: string) => t(`payroll.withdrawalHistory.${key}`);
  if (withdrawals.error) return <Alert color="red">{withdrawals.error.message}</Alert>;
  return (
    <>
      <TablePanel
        title={w("title")}
        testId="payroll-withdrawals"
        empty={w("empty")}
        head={[w("date"), w("amount"), w("method"), w("checkNumber"), w("notes"), w("repayment")]}
        rows={(withdrawals.data?.rows ?? []).map((row) => [
          formatBusinessDate(row.withdrawal_date),
          formatDollars(row.amount),
          optionLabel(row.payment_method),
          row.check_number ?? "",
          row.notes ?? "",
          <Repayment key="repayment" row={row} onSkip={setSkipping} />,
        ])}
        footer={
          <HistoryPager
            query={withdrawals}
            things={(count) => t("payroll.withdrawalHistory.things", { count })}
            onPage={setPage}
          />
        }
      />
      <SkipInstalmentModal advance={skipping} onClose={() => setSkipping(null)} />
    </>
  );
}

/** Wage History: effective date, type, rate and the current one, ten a page. */
function WageHistory({ staffId }: { staffId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const wages = useWages(staffId, page);
  const g = (key: string) => t(`payroll.wageHistory.${key}`);
  if (wages.error) return <Alert color="red">{wages.error.message}</Alert>;
  return (
    <TablePanel
      title={g("title")}
      testId="payroll-wages"
      empty={g("empty")}
      head={[g("effectiveFrom"), g("type"), g("rate"), g("current")]}
      rows={(wages.data?.rows ?? []).map((wage) => [
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
      footer={
        <HistoryPager
          query={wages}
          things={(count) => t("payroll.wageHistory.things", { count })}
          onPage={setPage}
        />
      }
    />
  );
}

/** Recent Time Entries (first 10 of the period), Withdrawal History and Wage History. */
export function PayrollPanels({ summary }: { summary: PayrollSummary }) {
  const { t } = useTranslation();
  const e = (key: string) => t(`payroll.entries.${key}`);
  const staffId = summary.employee.id;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <TablePanel
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
      {/* Keyed by employee: another employee's history starts at its first page. */}
      <WithdrawalHistory key={`withdrawals-${staffId}`} staffId={staffId} />
      <WageHistory key={`wages-${staffId}`} staffId={staffId} />
    </SimpleGrid>
  );
}
