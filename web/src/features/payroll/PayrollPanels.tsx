import { Alert, Badge, ScrollArea, SimpleGrid, Stack, Table } from "@mantine/core";
import { formatBusinessDate, formatHours, WITHDRAWAL_METHOD_LABELS } from "@storeops/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Pager } from "../../components/list/Pager.tsx";
import { Panel } from "../../components/Panel.tsx";
import { formatDollars } from "../../lib/format.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import { HISTORY_PAGE_SIZE, type PayrollSummary, useWages, useWithdrawals } from "./payroll.api.ts";

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

/** Withdrawal History: date, amount, method, check number and notes, ten a page. */
function WithdrawalHistory({ staffId }: { staffId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(staffId, page);
  const w = (key: string) => t(`payroll.withdrawalHistory.${key}`);
  if (withdrawals.error) return <Alert color="red">{withdrawals.error.message}</Alert>;
  return (
    <TablePanel
      title={w("title")}
      testId="payroll-withdrawals"
      empty={w("empty")}
      head={[w("date"), w("amount"), w("method"), w("checkNumber"), w("notes")]}
      rows={(withdrawals.data?.rows ?? []).map((row) => [
        formatBusinessDate(row.withdrawal_date),
        formatDollars(row.amount),
        WITHDRAWAL_METHOD_LABELS[row.payment_method as keyof typeof WITHDRAWAL_METHOD_LABELS] ??
          row.payment_method,
        row.check_number ?? "",
        row.notes ?? "",
      ])}
      footer={
        <HistoryPager
          query={withdrawals}
          things={(count) => t("payroll.withdrawalHistory.things", { count })}
          onPage={setPage}
        />
      }
    />
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
