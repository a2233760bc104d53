import { type DayHours, type Period, payrollFigures, type WageInput } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { hoursByDay, wagesOf, withdrawalTotals } from "./payroll-summary.repository.ts";

/** What the payroll summary and export read per employee: wages, hours by day, withdrawal totals. */
export interface EmployeePayrollData {
  wages: Array<WageInput & { id: string; isCurrent: boolean }>;
  days: DayHours[];
  withdrawals: { beforeCents: number; periodCents: number; periodCount: number };
}

/** Reads the payroll data of employees in three set queries (hours up to `through`). */
export async function loadPayrollData(
  db: Kysely<DB>,
  employeeIds: readonly string[],
  period: Period,
  through: string,
): Promise<Map<string, EmployeePayrollData>> {
  const [wages, days, withdrawals] = await Promise.all([
    wagesOf(db, employeeIds),
    hoursByDay(db, employeeIds, through),
    withdrawalTotals(db, employeeIds, period.from, period.to),
  ]);
  const data = new Map<string, EmployeePayrollData>(
    employeeIds.map((id) => [
      id,
      { wages: [], days: [], withdrawals: { beforeCents: 0, periodCents: 0, periodCount: 0 } },
    ]),
  );
  for (const wage of wages) {
    data.get(wage.employee_id)?.wages.push({
      id: wage.id,
      paymentType: wage.payment_type,
      hourlyRateCents: wage.hourly_rate === null ? null : Number(wage.hourly_rate),
      monthlySalaryCents: wage.monthly_salary === null ? null : Number(wage.monthly_salary),
      effectiveFrom: wage.effective_from,
      isCurrent: Number(wage.is_current) === 1,
    });
  }
  for (const day of days) {
    data.get(day.employee_id)?.days.push({
      workDate: day.work_date,
      hours: Number(day.hours ?? 0),
      entries: Number(day.entries),
    });
  }
  for (const row of withdrawals) {
    const target = data.get(row.employee_id);
    if (target) {
      target.withdrawals = {
        beforeCents: Number(row.before_cents ?? 0),
        periodCents: Number(row.period_cents ?? 0),
        periodCount: Number(row.period_count ?? 0),
      };
    }
  }
  return data;
}

/** The figures of one employee's data for a period. */
export function figuresOf(data: EmployeePayrollData, period: Period) {
  return payrollFigures(data.wages, data.days, data.withdrawals, period);
}
