/**
 * A week's published plan against the clock (docs/decisions.md, Schedules: plan against actual),
 * for the schedule adherence report and the month-end pack's week lines: scheduled hours (the
 * published shifts' paid hours, by the day they start) against worked hours (the time entries'
 * hours, by work date), each costed by the same payroll rules as the week view (weekLabourCost:
 * the rate in force, weekly overtime, salaries pro rata), for one store or several.
 */
import {
  addDays,
  type Cents,
  type ShiftWork,
  type TPayPeriodSettings,
  weekDates,
  weekLabourCost,
  workweekStart,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import {
  type ClockRow,
  entriesOfStores,
  type PublishedShift,
  publishedShifts,
} from "./plan-actual.repository.ts";
import { wagesByEmployee } from "./week.service.ts";

export interface DayPlanActual {
  scheduledHours: number;
  workedHours: number;
  scheduledCents: Cents;
  workedCents: Cents;
}

export interface WeekPlanActual {
  weekStart: string;
  weekEnd: string;
  days: Map<string, DayPlanActual>;
  /** Published shifts from two days before the week to its end (what clock-ins are measured against). */
  shifts: PublishedShift[];
  /** Time entries from two days before the week to its end. */
  entries: ClockRow[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a span of weeks is computed from, read once: its shifts, time entries and wages. */
export interface PlanActualRows {
  shifts: PublishedShift[];
  entries: ClockRow[];
  wages: Awaited<ReturnType<typeof wagesByEmployee>>;
}

/**
 * The first day a week's figures read: two days before it (clock-ins measured against shifts that
 * began then) or its workweek's start (weekly overtime), whichever is earlier.
 */
function readFrom(weekStart: string, settings: TPayPeriodSettings): string {
  const workweek = workweekStart(weekStart, settings);
  const before = addDays(weekStart, -2);
  return workweek < before ? workweek : before;
}

/** The shifts, entries and wages of the weeks from `firstWeek` to `lastWeek` (Mondays), in one read. */
export async function readPlanActual(
  db: Kysely<DB>,
  stores: "all" | readonly string[],
  firstWeek: string,
  lastWeek: string,
  settings: TPayPeriodSettings,
): Promise<PlanActualRows> {
  const from = readFrom(firstWeek, settings);
  const to = addDays(lastWeek, 6);
  const [shifts, entries] = await Promise.all([
    publishedShifts(db, stores, { from, to }),
    entriesOfStores(db, stores, from, to),
  ]);
  const employees = new Set([...shifts, ...entries].map((row) => row.employee_id));
  return { shifts, entries, wages: await wagesByEmployee(db, [...employees]) };
}

/** The week from `weekStart` of the stores (every store: "all"), plan against actual, by day. */
export async function weekPlanActual(
  db: Kysely<DB>,
  stores: "all" | readonly string[],
  weekStart: string,
  settings: TPayPeriodSettings,
): Promise<WeekPlanActual> {
  return planActualOf(await readPlanActual(db, stores, weekStart, weekStart, settings), weekStart, settings);
}

/** One week's plan against actual from rows read for it (or for a span of weeks around it). */
export function planActualOf(
  rows: PlanActualRows,
  weekStart: string,
  settings: TPayPeriodSettings,
): WeekPlanActual {
  const weekEnd = addDays(weekStart, 6);
  const workweek = workweekStart(weekStart, settings);
  const costFrom = workweek < weekStart ? workweek : weekStart;
  const measureFrom = addDays(weekStart, -2);
  const within = (date: string, from: string) => date >= from && date <= weekEnd;
  const scheduled: ShiftWork[] = rows.shifts
    .filter((row) => within(row.shift_date, costFrom))
    .map((row) => ({ employeeId: row.employee_id, date: row.shift_date, hours: Number(row.hours) }));
  const worked: ShiftWork[] = rows.entries
    .filter((row) => within(row.work_date, costFrom))
    .map((row) => ({
      employeeId: row.employee_id,
      date: row.work_date,
      hours: Number(row.total_hours ?? 0),
    }));
  const plan = weekLabourCost(weekStart, scheduled, rows.wages, settings);
  const actual = weekLabourCost(weekStart, worked, rows.wages, settings);
  const hoursOn = (work: ShiftWork[], date: string) =>
    round2(work.filter((item) => item.date === date).reduce((sum, item) => sum + item.hours, 0));
  const days = new Map(
    weekDates(weekStart).map((date) => [
      date,
      {
        scheduledHours: hoursOn(scheduled, date),
        workedHours: hoursOn(worked, date),
        scheduledCents: plan.days.get(date) ?? 0,
        workedCents: actual.days.get(date) ?? 0,
      },
    ]),
  );
  return {
    weekStart,
    weekEnd,
    days,
    shifts: rows.shifts.filter((row) => within(row.shift_date, measureFrom)),
    entries: rows.entries.filter((row) => within(row.work_date, measureFrom)),
  };
}

/** A week's totals: hours to two decimals, cents summed over its days. */
export function weekTotals(week: WeekPlanActual): DayPlanActual {
  const total = { scheduledHours: 0, workedHours: 0, scheduledCents: 0, workedCents: 0 };
  for (const day of week.days.values()) {
    total.scheduledHours += day.scheduledHours;
    total.workedHours += day.workedHours;
    total.scheduledCents += day.scheduledCents;
    total.workedCents += day.workedCents;
  }
  return { ...total, scheduledHours: round2(total.scheduledHours), workedHours: round2(total.workedHours) };
}
