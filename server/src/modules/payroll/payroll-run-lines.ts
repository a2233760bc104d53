import {
  type AdvanceInput,
  type Period,
  runLineFigures,
  type TPayPeriodSettings,
  type WageInput,
  wageInForce,
  workweekStart,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import type { PayrollRunLinesTable } from "../../db/schema/payroll-runs.ts";
import { advancesOf } from "./payroll-runs.repository.ts";
import { hoursByDay, staffOfStores, wagesOf } from "./payroll-summary.repository.ts";

/** A run's line as kept (cents), without its run. */
export type RunLine = Omit<PayrollRunLinesTable, "run_id">;

function skipsOf(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map((skip) => String(skip?.period_start ?? "")) : [];
  } catch {
    return [];
  }
}

/**
 * Every employee's line of a pay period for the stores (null: every store), by store and name: a
 * staff record that is active, or that worked, earned or repaid something in it. Four reads for
 * the whole run (staff, wages, hours by day from the period's first workweek, advances).
 */
export async function workOutRunLines(
  db: Kysely<DB>,
  storeIds: readonly string[] | null,
  period: Period,
  settings: TPayPeriodSettings,
): Promise<RunLine[]> {
  const staff = await staffOfStores(db, storeIds);
  const ids = staff.map((row) => row.id);
  const [wageRows, dayRows, advanceRows] = await Promise.all([
    wagesOf(db, ids),
    hoursByDay(db, ids, period.to, { from: workweekStart(period.from, settings), months: [] }),
    advancesOf(db, ids, period),
  ]);
  const byEmployee = new Map(
    ids.map((id) => [
      id,
      {
        wages: [] as WageInput[],
        days: [] as { workDate: string; hours: number }[],
        advances: [] as AdvanceInput[],
      },
    ]),
  );
  for (const wage of wageRows) {
    byEmployee.get(wage.employee_id)?.wages.push({
      paymentType: wage.payment_type,
      hourlyRateCents: wage.hourly_rate === null ? null : Number(wage.hourly_rate),
      monthlySalaryCents: wage.monthly_salary === null ? null : Number(wage.monthly_salary),
      effectiveFrom: wage.effective_from,
    });
  }
  for (const day of dayRows) {
    byEmployee.get(day.employee_id)?.days.push({ workDate: day.work_date, hours: Number(day.hours ?? 0) });
  }
  for (const advance of advanceRows) {
    byEmployee.get(advance.employee_id)?.advances.push({
      date: advance.withdrawal_date,
      amountCents: Number(advance.amount),
      instalmentCents: advance.instalment_amount === null ? null : Number(advance.instalment_amount),
      skips: skipsOf(advance.instalment_skips),
    });
  }
  return staff.flatMap((row) => {
    const input = byEmployee.get(row.id);
    if (!input || row.store_id === null) return [];
    const figures = runLineFigures(input, period, settings);
    const hours = figures.regularHours + figures.overtimeHours;
    const busy = hours > 0 || figures.grossCents !== 0 || figures.repaidCents !== 0;
    if (row.status !== "active" && !busy && figures.balanceCarriedCents === 0) return [];
    const wage = wageInForce(input.wages, period.to);
    return [
      {
        employee_id: row.id,
        store_id: row.store_id,
        employee_name: row.name,
        store_name: row.store_name,
        pay_type: wage?.paymentType ?? null,
        rate: (wage?.paymentType === "monthly" ? wage.monthlySalaryCents : wage?.hourlyRateCents) ?? null,
        regular_hours: figures.regularHours,
        overtime_hours: figures.overtimeHours,
        gross_pay: figures.grossCents,
        advances_repaid: figures.repaidCents,
        net_pay: figures.netCents,
        balance_carried: figures.balanceCarriedCents,
      },
    ];
  });
}
