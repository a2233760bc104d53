import { type DayHours, type Period, payrollFigures, type WageInput } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { hoursByDay, hoursByMonth, wagesOf, withdrawalTotals } from "./payroll-summary.repository.ts";

/** What the payroll summary and export read per employee: wages, hours by day, withdrawal totals. */
export interface EmployeePayrollData {
  wages: Array<WageInput & { id: string; isCurrent: boolean }>;
  days: DayHours[];
  withdrawals: { beforeCents: number; periodCents: number; periodCount: number };
}

/**
 * Reads the payroll data of employees (hours up to `through`). Dates from the month of `daysFrom`
 * on are read day by day; the months before it by their totals, a month standing as its 1st,
 * except months in which a wage takes effect, which are read day by day: within any other month
 * the rate in force on the 1st is the rate of every day, so its earnings are the same.
 */
export async function loadPayrollData(
  db: Kysely<DB>,
  employeeIds: readonly string[],
  period: Period,
  through: string,
  daysFrom: string = period.from,
): Promise<Map<string, EmployeePayrollData>> {
  const dayMonth = daysFrom.slice(0, 7);
  const [wages, withdrawals] = await Promise.all([
    wagesOf(db, employeeIds),
    withdrawalTotals(db, employeeIds, period.from, period.to),
  ]);
  const wageMonths = [
    ...new Set(wages.map((wage) => wage.effective_from.slice(0, 7)).filter((month) => month < dayMonth)),
  ];
  const [dayRows, monthRows] = await Promise.all([
    hoursByDay(db, employeeIds, through, { from: `${dayMonth}-01`, months: wageMonths }),
    hoursByMonth(db, employeeIds, dayMonth, wageMonths),
  ]);
  const days = [...monthRows.map((row) => ({ ...row, work_date: `${row.month}-01` })), ...dayRows];
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
