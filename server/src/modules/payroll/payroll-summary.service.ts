import {
  hoursIn,
  MSG,
  monthPeriod,
  type Period,
  reachesStore,
  toDollars,
  wageInForce,
  weekPeriod,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import { storeToday } from "../../db/store-time.ts";
import { badRequest, notFound } from "../../errors.ts";
import { figuresOf, loadPayrollData } from "./payroll-figures.ts";
import { employeeWithStore, recentEntries } from "./payroll-summary.repository.ts";

/** A pay period from the query: both dates or the default; from after to is a 400. */
export function periodOf(query: { from?: string; to?: string }, today: string): Period {
  const month = monthPeriod(today);
  const period = { from: query.from ?? month.from, to: query.to ?? month.to };
  if (period.from > period.to) {
    throw badRequest(MSG.payPeriodFromAfterTo, { fields: { from: [MSG.payPeriodFromAfterTo] } });
  }
  return period;
}

/**
 * `GET /api/payroll/{staff_id}/summary`: one staff record's pay period (docs/decisions.md, Payroll). Payroll is
 * read by whoever reads wages (admin); an employee outside the caller's stores is not found.
 */
export async function payrollSummary(
  db: Kysely<DB>,
  actor: Actor,
  staffId: string,
  query: { from?: string; to?: string },
) {
  requireAccess(actor, "employee_wages", "read");
  const employee = await employeeWithStore(db, staffId);
  if (!employee || !reachesStore(actor.scope, employee.store_id)) throw notFound(MSG.employeeNotFound);
  const today = await storeToday(db, employee.store_id);
  const period = periodOf(query, today);
  const week = weekPeriod(today);
  const month = monthPeriod(today);
  const through = [period.to, week.to, month.to].sort().at(-1) ?? period.to;
  // Day by day from the earliest of the period, this week and this month (their hours are shown).
  const daysFrom = [period.from, week.from, month.from].sort()[0] ?? period.from;
  const data = (await loadPayrollData(db, [staffId], period, through, daysFrom)).get(staffId);
  if (!data) throw notFound(MSG.employeeNotFound);
  const figures = figuresOf(data, period);
  const current = data.wages.find((wage) => wage.isCurrent) ?? wageInForce(data.wages, today);
  const entries = await recentEntries(db, staffId, period.from, period.to);
  return {
    employee,
    from: period.from,
    to: period.to,
    hours: figures.hours,
    entry_count: figures.entryCount,
    wages_earned: toDollars(figures.wagesEarnedCents),
    withdrawals: toDollars(figures.withdrawalsCents),
    withdrawal_count: figures.withdrawalCount,
    previous_balance: toDollars(figures.previousBalanceCents),
    current_balance: toDollars(figures.currentBalanceCents),
    hours_this_week: hoursIn(data.days, week),
    hours_this_month: hoursIn(data.days, month),
    current_wage: current
      ? {
          id: current.id,
          payment_type: current.paymentType,
          hourly_rate: current.hourlyRateCents === null ? null : toDollars(current.hourlyRateCents),
          monthly_salary: current.monthlySalaryCents === null ? null : toDollars(current.monthlySalaryCents),
          effective_from: current.effectiveFrom,
        }
      : null,
    recent_entries: entries.map((entry) => ({
      ...entry,
      total_hours: entry.total_hours === null ? null : Number(entry.total_hours),
      break_hours: Number(entry.break_hours ?? 0),
    })),
  };
}
