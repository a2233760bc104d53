import {
  allowedActions,
  type Period,
  type TPayPeriodSettings,
  type TPayrollRunView,
  toDollars,
} from "@storeops/domain";
import type { Selectable } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { callerOf } from "../../access/permissions.ts";
import type { PayrollRunsTable } from "../../db/schema/payroll-runs.ts";
import type { RunLine } from "./payroll-run-lines.ts";

type RunRow = Selectable<PayrollRunsTable>;

const hours2 = (value: number) => Math.round(value * 100) / 100;

/** A run's totals over its lines (cents and hours). */
export function totalsOf(lines: readonly RunLine[]) {
  let regular = 0;
  let overtime = 0;
  let gross = 0;
  let repaid = 0;
  for (const line of lines) {
    regular += Number(line.regular_hours);
    overtime += Number(line.overtime_hours);
    gross += Number(line.gross_pay);
    repaid += Number(line.advances_repaid);
  }
  return {
    employee_count: lines.length,
    regular_hours: hours2(regular),
    overtime_hours: hours2(overtime),
    gross_pay: gross,
    advances_repaid: repaid,
    net_pay: gross - repaid,
  };
}

/** A run (or a period without one) as the API answers it: dollars, with what the caller may do. */
export function presentRun(
  actor: Actor,
  scope: { storeId: string | null; storeName: string | null },
  period: Period,
  settings: TPayPeriodSettings,
  run: RunRow | undefined,
  lines: readonly RunLine[],
): TPayrollRunView {
  const totals = totalsOf(lines);
  const text = (value: unknown) => (value == null ? null : String(value));
  return {
    id: run?.id ?? null,
    status: run?.status ?? null,
    store_id: scope.storeId,
    store_name: scope.storeName,
    period_start: period.from,
    period_end: period.to,
    frequency: settings.frequency,
    overtime_weekly_hours: settings.overtime_weekly_hours,
    overtime_multiplier: settings.overtime_multiplier,
    approved_at: text(run?.approved_at),
    paid_at: text(run?.paid_at),
    reopen_reason: text(run?.reopen_reason),
    allowed_actions: run
      ? allowedActions("payroll_runs", callerOf(actor), { ...run, store_id: scope.storeId }, new Date())
      : [],
    ...totals,
    gross_pay: toDollars(totals.gross_pay),
    advances_repaid: toDollars(totals.advances_repaid),
    net_pay: toDollars(totals.net_pay),
    lines: lines.map((line) => ({
      employee_id: line.employee_id,
      employee_name: line.employee_name,
      store_id: line.store_id,
      store_name: line.store_name,
      pay_type: line.pay_type,
      rate: line.rate === null ? null : toDollars(Number(line.rate)),
      regular_hours: Number(line.regular_hours),
      overtime_hours: Number(line.overtime_hours),
      gross_pay: toDollars(Number(line.gross_pay)),
      advances_repaid: toDollars(Number(line.advances_repaid)),
      net_pay: toDollars(Number(line.net_pay)),
      balance_carried: toDollars(Number(line.balance_carried)),
    })),
  };
}
