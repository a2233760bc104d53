/**
 * Projected labour cost of a week (docs/decisions.md, Schedules), by payroll's rules
 * (payroll/earnings.ts, payroll/run-lines.ts): hourly staff are paid their scheduled hours at the
 * rate in force on each shift's date, hours past the weekly overtime threshold at the multiplier;
 * salaried staff who work in the week cost their salary pro rata, a day's share on each day of
 * the week. Fractional cents; a day's total is rounded once.
 */
import { type DatedHours, monthlyEarnings, type WageInput, wageInForce } from "../payroll/earnings.ts";
import type { TPayPeriodSettings } from "../payroll/pay-periods.ts";
import { splitOvertime } from "../payroll/run-lines.ts";
import type { Cents } from "../shared/money.ts";
import { roundTo2 } from "../time-entries/rules.ts";
import { weekDates } from "./forecast.ts";

/** The paid hours of one shift on its date (the date it starts on the store's clock). */
export interface ShiftWork {
  employeeId: string;
  date: string;
  hours: number;
}

export interface EmployeeCost {
  hours: number;
  overtimeHours: number;
  /** Fractional cents. */
  cents: number;
  /** The pay of the wage in force on the week's first day with a shift, or null without a wage. */
  pay: "hourly" | "monthly" | null;
}

export interface WeekCost {
  /** Each day of the week: rounded cents. */
  days: Map<string, Cents>;
  employees: Map<string, EmployeeCost>;
}

/**
 * The week's cost. `work` holds the week's shifts and those of the earlier days of its first
 * workweek (they count towards overtime, as in payroll); `wages` each employee's wages.
 */
export function weekLabourCost(
  weekStart: string,
  work: readonly ShiftWork[],
  wages: ReadonlyMap<string, readonly WageInput[]>,
  settings: TPayPeriodSettings,
): WeekCost {
  const dates = weekDates(weekStart);
  const period = { from: weekStart, to: dates[6] ?? weekStart };
  const dayCents = new Map<string, number>(dates.map((date) => [date, 0]));
  const employees = new Map<string, EmployeeCost>();
  const byEmployee = new Map<string, Map<string, number>>();
  for (const shift of work) {
    const days = byEmployee.get(shift.employeeId) ?? new Map<string, number>();
    days.set(shift.date, (days.get(shift.date) ?? 0) + shift.hours);
    byEmployee.set(shift.employeeId, days);
  }
  for (const [employeeId, hoursByDate] of byEmployee) {
    const own = wages.get(employeeId) ?? [];
    const days: DatedHours[] = [...hoursByDate].map(([workDate, hours]) => ({ workDate, hours }));
    const inWeek = days.filter((day) => day.workDate >= period.from && day.workDate <= period.to);
    if (inWeek.length === 0) continue;
    let cents = 0;
    let hours = 0;
    let overtimeHours = 0;
    for (const day of splitOvertime(days, period, settings, own)) {
      hours += day.hours;
      overtimeHours += day.overtime;
      const wage = wageInForce(own, day.workDate);
      if (wage?.paymentType !== "hourly") continue;
      const pay = (day.regular + day.overtime * settings.overtime_multiplier) * (wage.hourlyRateCents ?? 0);
      cents += pay;
      dayCents.set(day.workDate, (dayCents.get(day.workDate) ?? 0) + pay);
    }
    for (const date of dates) {
      const salary = monthlyEarnings(own, { from: date, to: date });
      cents += salary;
      dayCents.set(date, (dayCents.get(date) ?? 0) + salary);
    }
    const first = inWeek.map((day) => day.workDate).sort()[0] ?? weekStart;
    const wage = wageInForce(own, first);
    employees.set(employeeId, {
      hours: roundTo2(hours),
      overtimeHours: roundTo2(overtimeHours),
      cents,
      pay: wage ? (wage.paymentType === "monthly" ? "monthly" : "hourly") : null,
    });
  }
  return { days: new Map([...dayCents].map(([date, cents]) => [date, Math.round(cents)])), employees };
}
