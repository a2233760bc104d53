import {
  accessFor,
  addDays,
  againstTarget,
  forecastRange,
  isoWeekday,
  overTargetWarning,
  type PlannedShift,
  projectDay,
  type ScheduleWarning,
  SHIFT_STATUSES,
  shiftWarnings,
  type TPayPeriodSettings,
  type TScheduleWeek,
  type TScheduleWeekQuery,
  toDollars,
  type WageInput,
  weekDates,
  weekLabourCost,
  workweekStart,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { withAllowedActions } from "../../access/allowed-actions.ts";
import type { DB } from "../../db/database.ts";
import { presentRow } from "../../rest/columns.ts";
import { readPayPeriodSettings } from "../payroll/pay-period-settings.ts";
import { wagesOf } from "../payroll/payroll-summary.repository.ts";
import { requireShifts, type ScheduleStore, storeInScope } from "./schedule-scope.ts";
import {
  availabilityOf,
  historyBetween,
  holidaysBetween,
  incomeByDay,
  leavesOf,
  type ShiftRow,
  shiftsBetween,
  storeEmployees,
} from "./schedules.repository.ts";

type Week = TScheduleWeek;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each employee's wages as payroll reads them. */
export async function wagesByEmployee(db: Kysely<DB>, employeeIds: readonly string[]) {
  const wages = new Map<string, WageInput[]>();
  for (const wage of await wagesOf(db, employeeIds)) {
    wages.set(wage.employee_id, [
      ...(wages.get(wage.employee_id) ?? []),
      {
        paymentType: wage.payment_type,
        hourlyRateCents: wage.hourly_rate === null ? null : Number(wage.hourly_rate),
        monthlySalaryCents: wage.monthly_salary === null ? null : Number(wage.monthly_salary),
        effectiveFrom: wage.effective_from,
      },
    ]);
  }
  return wages;
}

/** Availability rows as the rules read them: per employee and weekday. */
async function availabilityMap(db: Kysely<DB>, employeeIds: readonly string[]) {
  const map = new Map<
    string,
    Map<number, { available: boolean; from_time: string | null; to_time: string | null }>
  >();
  for (const row of await availabilityOf(db, employeeIds)) {
    const days = map.get(row.employee_id) ?? new Map();
    days.set(Number(row.weekday), {
      available: Number(row.available) === 1,
      from_time: row.from_time,
      to_time: row.to_time,
    });
    map.set(row.employee_id, days);
  }
  return map;
}

const planned = (row: ShiftRow): PlannedShift => ({ ...row, hours: Number(row.hours) });

/** The forecast, cost, warnings and history of a week, for those who plan or review it. */
async function plannersView(
  db: Kysely<DB>,
  actor: Actor,
  store: ScheduleStore,
  weekStart: string,
  rows: {
    week: ShiftRow[];
    around: ShiftRow[];
    holidays: ReadonlyArray<{ date: string }>;
    people: Parameters<typeof leavesOf>[4];
  },
  settings: TPayPeriodSettings,
) {
  const range = forecastRange(weekStart);
  const weekEnd = addDays(weekStart, 6);
  const employeeIds = [...new Set([...rows.week, ...rows.around].map((row) => row.employee_id))];
  const [income, wages, leaves, availability, history] = await Promise.all([
    incomeByDay(db, store.id, range.from, range.to),
    wagesByEmployee(db, employeeIds),
    leavesOf(db, employeeIds, addDays(weekStart, -1), addDays(weekEnd, 1), rows.people),
    availabilityMap(db, employeeIds),
    historyBetween(db, store.id, weekStart, weekEnd),
  ]);
  const work = [...rows.week, ...rows.around].map((row) => ({
    employeeId: row.employee_id,
    date: row.shift_date,
    hours: Number(row.hours),
  }));
  const cost = weekLabourCost(weekStart, work, wages, settings);
  const holidays = new Set(rows.holidays.map((holiday) => holiday.date));
  const days = weekDates(weekStart).map((date) => {
    const projection = projectDay(weekStart, date, income, holidays);
    const labour = cost.days.get(date) ?? 0;
    return {
      date,
      projection,
      labour,
      target: againstTarget(labour, projection.projectedCents, store.labourTarget),
    };
  });
  const takings = days.reduce((sum, day) => sum + day.projection.projectedCents, 0);
  const labour = days.reduce((sum, day) => sum + day.labour, 0);
  const weekTarget = againstTarget(labour, takings, store.labourTarget);
  const salaried = new Set([...cost.employees].filter(([, e]) => e.pay === "monthly").map(([id]) => id));
  const warnings: ScheduleWarning[] = [
    ...days
      .filter((day) => day.target.over)
      .map((day) => overTargetWarning(day.date, day.target.percent, store.labourTarget)),
    ...(weekTarget.over ? [overTargetWarning(null, weekTarget.percent, store.labourTarget)] : []),
    ...shiftWarnings({
      shifts: rows.week.map(planned),
      around: rows.around.map(planned),
      minRestHours: store.minRestHours,
      settings,
      salaried,
      leaves,
      availability,
    }),
  ];
  const seesPay = accessFor(actor.user.role, "employee_wages", "read") !== undefined;
  return {
    cost,
    seesPay,
    warnings,
    days: new Map(
      days.map((day) => [
        day.date,
        {
          projected_takings: toDollars(day.projection.projectedCents),
          labour_cost: toDollars(day.labour),
          labour_percent: day.target.percent,
          over_target: day.target.over,
          averaged_dates: day.projection.averaged,
          left_out: day.projection.leftOut,
        },
      ]),
    ),
    week: {
      projected_takings: toDollars(takings),
      labour_cost: toDollars(labour),
      labour_percent: weekTarget.percent,
      over_target: weekTarget.over,
    },
    history: history.map((entry) => ({
      id: entry.id,
      at: entry.created_at,
      action: entry.action as Week["history"][number]["action"],
      shift_id: entry.shift_id,
      shift_date: entry.shift_date,
      employee_id: entry.employee_id,
      employee_name: entry.employee_name,
      user_name: entry.user_name,
      changes: entry.changes ? (JSON.parse(entry.changes) as Record<string, unknown>) : null,
    })),
  };
}

/**
 * GET /api/schedules/week (docs/decisions.md, Schedules): the store's shifts of the 7 days from
 * `week_start`, each day's and the week's hours, and for those who plan or review (every role but
 * staff) the projected takings, labour cost and % against the store's target with their sources,
 * each employee's hours and pay, the warnings and the published shifts' history. Staff see the
 * published shifts only.
 */
export async function scheduleWeek(db: Kysely<DB>, actor: Actor, query: TScheduleWeekQuery): Promise<Week> {
  const access = requireShifts(actor, "read");
  const store = await storeInScope(db, actor, query.store_id);
  const staffView = access === "published";
  const weekStart = query.week_start;
  const weekEnd = addDays(weekStart, 6);
  const settings = await readPayPeriodSettings(db);
  const workweek = workweekStart(weekStart, settings);
  const earliest = workweek < addDays(weekStart, -1) ? workweek : addDays(weekStart, -1);
  const statuses = staffView ? ["published"] : undefined;
  const all = await shiftsBetween(db, store.id, earliest, addDays(weekEnd, 1), statuses);
  const rows = {
    week: all.filter((row) => row.shift_date >= weekStart && row.shift_date <= weekEnd),
    around: all.filter((row) => row.shift_date < weekStart || row.shift_date > weekEnd),
  };
  const holidays = await holidaysBetween(db, store.id, forecastRange(weekStart).from, weekEnd);
  const people = staffView ? [] : await storeEmployees(db, store.id);
  const plan = staffView
    ? null
    : await plannersView(db, actor, store, weekStart, { ...rows, holidays, people }, settings);
  // Presented as the generic front presents a shift, from the rows already read.
  const shifts = rows.week.map((row) =>
    withAllowedActions("shifts", actor, presentRow("shifts", { ...row, store_name: store.name })),
  );
  const hoursOf = (list: ShiftRow[]) => round2(list.reduce((sum, row) => sum + Number(row.hours), 0));
  const employees = new Map<string, { name: string; position: string | null; status: string | null }>();
  for (const person of people)
    employees.set(person.id, { name: person.name, position: person.position, status: person.status });
  for (const shift of shifts)
    if (!employees.has(String(shift.employee_id)))
      employees.set(String(shift.employee_id), {
        name: String(shift.employee_name ?? ""),
        position: (shift.position as string | null) ?? null,
        status: null,
      });
  return {
    store: { id: store.id, name: store.name, code: store.code, timezone: store.timezone },
    week_start: weekStart,
    week_end: weekEnd,
    counts: Object.fromEntries(
      SHIFT_STATUSES.map((status) => [status, rows.week.filter((row) => row.status === status).length]),
    ) as Week["counts"],
    rules: {
      labour_target_percent: store.labourTarget,
      min_rest_hours: store.minRestHours,
      overtime_weekly_hours: settings.overtime_weekly_hours,
      overtime_multiplier: settings.overtime_multiplier,
    },
    shifts: shifts as Week["shifts"],
    days: weekDates(weekStart).map((date) => {
      const ofDay = rows.week.filter((row) => row.shift_date === date);
      const holiday = holidays.find((entry) => entry.date === date);
      return {
        date,
        weekday: isoWeekday(date),
        holiday: holiday ? { id: holiday.id, name: holiday.name } : null,
        shift_count: ofDay.length,
        hours: hoursOf(ofDay),
        forecast: plan?.days.get(date) ?? null,
      };
    }),
    week: { shift_count: rows.week.length, hours: hoursOf(rows.week), forecast: plan?.week ?? null },
    employees: [...employees].map(([id, person]) => {
      const figures = plan?.cost.employees.get(id);
      const ofEmployee = rows.week.filter((row) => row.employee_id === id);
      return {
        employee_id: id,
        name: person.name,
        position: person.position,
        status: person.status,
        hours: hoursOf(ofEmployee),
        overtime_hours: figures?.overtimeHours ?? 0,
        pay: figures?.pay ?? null,
        labour_cost: plan?.seesPay ? toDollars(Math.round(figures?.cents ?? 0)) : null,
      };
    }),
    warnings: plan?.warnings ?? [],
    history: plan?.history ?? [],
  };
}
