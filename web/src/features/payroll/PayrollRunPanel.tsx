import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { formatHours, shiftPayPeriod, withReason } from "@storeops/domain";
import { IconCash, IconClock, IconHourglass, IconReceipt2, IconUsers, IconWallet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FigureTable } from "../../components/FigureTable.tsx";
import { useStores } from "../../components/list/queries.ts";
import { Panel } from "../../components/Panel.tsx";
import { StatCardGrid, stat } from "../../components/StatCard.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { MSG } from "../../lib/messages.ts";
import { useOptionalUser } from "../../lib/session.tsx";
import { withParam } from "../../lib/url-params.ts";
import { StorePicker } from "./PayrollExport.tsx";
import { RunButtons } from "./PayrollRunButtons.tsx";
import { PayPeriodSettingsModal, ReopenRunModal } from "./PayrollRunDialogs.tsx";
import { type PayrollRunView, usePayPeriodSettings, usePeriodRun } from "./payroll-runs.api.ts";

type Line = PayrollRunView["lines"][number];
const hours = (value: number) => value.toFixed(2);

/** The run's lines: hours, pay, advances and a payslip per employee (cards on phones). */
function RunLines({ run }: { run: PayrollRunView }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`payroll.runs.columns.${key}`);
  const multiple = run.store_id === null;
  return (
    <FigureTable<Line>
      testId="payroll-run-lines"
      rows={run.lines}
      rowKey={(line) => line.employee_id}
      negative={(line, key) => key === "net" && line.net_pay < 0}
      columns={[
        {
          key: "employee",
          title: c("employee"),
          render: (line) => (multiple ? `${line.employee_name} · ${line.store_name}` : line.employee_name),
        },
        { key: "regular", title: c("regular"), figure: true, render: (line) => hours(line.regular_hours) },
        { key: "overtime", title: c("overtime"), figure: true, render: (line) => hours(line.overtime_hours) },
        { key: "gross", title: c("gross"), figure: true, render: (line) => formatDollars(line.gross_pay) },
        {
          key: "repaid",
          title: c("repaid"),
          figure: true,
          render: (line) => formatDollars(line.advances_repaid),
        },
        {
          key: "net",
          title: c("net"),
          figure: true,
          testId: "run-net",
          render: (line) => formatDollars(line.net_pay),
        },
        {
          key: "balance",
          title: c("balance"),
          figure: true,
          render: (line) => formatDollars(line.balance_carried),
        },
        {
          key: "payslip",
          title: c("payslip"),
          render: (line) =>
            run.id ? (
              <Anchor
                href={`/api/payroll-runs/${run.id}/payslips/${line.employee_id}.pdf`}
                download
                size="sm"
              >
                {c("pdf")}
              </Anchor>
            ) : (
              "—"
            ),
        },
      ]}
    />
  );
}

/**
 * Pay run: the current pay period's run across all staff (or one store's), opened first on the
 * Payroll screen; earlier and later periods by the arrows (docs/decisions.md, Payroll, payroll runs).
 */
export function PayrollRunPanel() {
  const { t } = useTranslation();
  const role = useOptionalUser()?.role;
  const [params, setParams] = useSearchParams();
  const [reopening, setReopening] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settings = usePayPeriodSettings();
  // Accounting runs one of its stores at a time and opens on its first; an admin (or the panel
  // rendered alone) every store at once.
  const everyStore = role !== "accounting";
  const stores = useStores();
  const storeId = params.get("run_store") ?? (everyStore ? null : (stores.data?.[0]?.id ?? null));
  const run = usePeriodRun(storeId, params.get("period"), everyStore || storeId !== null);
  const set = (key: string, value: string | null) => setParams(withParam(key, value), { replace: true });
  const r = (key: string, values?: Record<string, unknown>) => t(`payroll.runs.${key}`, values);
  const view = run.data;
  // From the period asked for, not the one shown: two quick clicks move two periods.
  const move = (offset: number) => {
    const from = new URLSearchParams(window.location.search).get("period") ?? view?.period_start;
    if (from && settings.data) set("period", shiftPayPeriod(from, settings.data, offset).from);
  };
  const cards = view
    ? [
        stat("payroll.runs.cards.employees", String(view.employee_count), IconUsers),
        stat("payroll.runs.cards.regular", formatHours(view.regular_hours), IconClock),
        stat("payroll.runs.cards.overtime", formatHours(view.overtime_hours), IconHourglass, {
          color: "orange",
          hint: r("cards.overtimeRule", {
            hours: view.overtime_weekly_hours,
            multiplier: view.overtime_multiplier,
          }),
        }),
        stat("payroll.runs.cards.gross", formatDollars(view.gross_pay), IconCash, { color: "teal" }),
        stat("payroll.runs.cards.repaid", formatDollars(view.advances_repaid), IconReceipt2, {
          color: "grape",
        }),
        stat("payroll.runs.cards.net", formatDollars(view.net_pay), IconWallet, { color: "green" }),
      ]
    : [];
  return (
    <Panel
      title={r("title")}
      testId="payroll-run"
      action={
        role === "admin" ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setSettingsOpen(true)}
            data-testid="pay-period-settings"
          >
            {r("settings")}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap" gap="sm">
          <Group gap="xs" align="end" wrap="wrap">
            <StorePicker
              label={r("store")}
              storeId={storeId}
              onChange={(value) => set("run_store", value)}
              testId="payroll-run-store"
              oneStore={!everyStore}
            />
            <Group gap="xs" align="center" wrap="nowrap">
              <Button
                variant="default"
                onClick={() => move(-1)}
                disabled={!view}
                aria-label={t("payroll.previous")}
                data-testid="run-previous"
              >
                ‹
              </Button>
              <Stack gap={0} miw={180}>
                <Text fw={600} data-testid="payroll-run-period">
                  {view
                    ? `${formatBusinessDate(view.period_start)} – ${formatBusinessDate(view.period_end)}`
                    : ""}
                </Text>
                <Group gap={6}>
                  {view?.status ? (
                    <StatusBadge status={view.status} />
                  ) : (
                    <Badge variant="dot" color="gray">
                      {r("notStarted")}
                    </Badge>
                  )}
                  {view && (
                    <Text size="xs" c="dimmed">
                      {t(`payroll.runs.frequencies.${view.frequency}`)}
                    </Text>
                  )}
                </Group>
              </Stack>
              <Button
                variant="default"
                onClick={() => move(1)}
                disabled={!view}
                aria-label={t("payroll.next")}
                data-testid="run-next"
              >
                ›
              </Button>
            </Group>
            <Button variant="subtle" size="compact-sm" onClick={() => set("period", null)}>
              {r("current")}
            </Button>
          </Group>
          {view && <RunButtons run={view} onReopen={() => setReopening(view.id)} />}
        </Group>
        {!everyStore && stores.data?.length === 0 && (
          <Alert color="blue" data-testid="payroll-run-no-stores">
            {MSG.payrollRunNoStores}
          </Alert>
        )}
        {run.error && <Alert color="red">{withReason(MSG.errorLoadingPayrollRun, run.error.message)}</Alert>}
        {view && view.status !== null && view.status !== "draft" && (
          <Alert color="gray" data-testid="payroll-run-closed">
            {MSG.payPeriodClosed}
          </Alert>
        )}
        {view?.reopen_reason && view.status === "draft" && (
          <Text size="sm" c="dimmed">
            {r("reopened", { reason: view.reopen_reason })}
          </Text>
        )}
        {view && <StatCardGrid cols={{ base: 2, sm: 3 }} cards={cards} testId="payroll-run-cards" />}
        {view && (view.lines.length === 0 ? <Text c="dimmed">{r("empty")}</Text> : <RunLines run={view} />)}
      </Stack>
      <ReopenRunModal runId={reopening} onClose={() => setReopening(null)} />
      {settings.data && (
        <PayPeriodSettingsModal
          settings={settings.data}
          opened={settingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </Panel>
  );
}
