/**
 * GET /api/reports/schedule-adherence (docs/decisions.md, Reports, Schedule adherence): one
 * store's week, its published shifts against the time entries — hours and cost by day and for the
 * week, labour % planned and actual against the day's takings, and how each person kept to their
 * shifts (late, early, no-show at the store's tolerance). Read by who reads reports; a store
 * outside the caller's is 404, as the month-end pack.
 */
import {
  addDays,
  againstTarget,
  isoWeekday,
  type ShiftAttendance,
  shiftAdherence,
  type TAdherenceQuery,
  type TScheduleAdherence,
  toDollars,
  weekDates,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { DB } from "../../db/database.ts";
import { storeNow } from "../../db/store-time.ts";
import { readPayPeriodSettings } from "../payroll/pay-period-settings.ts";
import { staffNames } from "../schedules/plan-actual.repository.ts";
import { type DayPlanActual, weekPlanActual, weekTotals } from "../schedules/plan-actual.ts";
import { storeInScope } from "../schedules/schedule-scope.ts";
import { incomeByDay } from "../schedules/schedules.repository.ts";
import { toleranceOf } from "../schedules/today-shifts.ts";

type Counts = Record<"shifts" | "on_time" | "late" | "early" | "no_show", number>;
const round2 = (value: number) => Math.round(value * 100) / 100;
const noCounts = (): Counts => ({ shifts: 0, on_time: 0, late: 0, early: 0, no_show: 0 });

/** A status into the counts (due and upcoming shifts count as shifts only). */
function count(counts: Counts, status: ShiftAttendance): void {
  counts.shifts += 1;
  if (status === "on_time" || status === "late" || status === "early" || status === "no_show")
    counts[status] += 1;
}

/** Plan against actual for a day or the week, against its takings and the store's target. */
function figures(plan: DayPlanActual, takingsCents: number, target: number) {
  const planned = againstTarget(plan.scheduledCents, takingsCents, target);
  const actual = againstTarget(plan.workedCents, takingsCents, target);
  return {
    scheduled_hours: plan.scheduledHours,
    worked_hours: plan.workedHours,
    scheduled_cost: toDollars(plan.scheduledCents),
    worked_cost: toDollars(plan.workedCents),
    takings: toDollars(takingsCents),
    planned_labour_percent: planned.percent,
    actual_labour_percent: actual.percent,
    planned_over_target: planned.over,
    actual_over_target: actual.over,
  };
}

export async function scheduleAdherence(
  db: Kysely<DB>,
  actor: Actor,
  query: TAdherenceQuery,
): Promise<TScheduleAdherence> {
  requireAccess(actor, "reports", "read");
  const store = await storeInScope(db, actor, query.store_id);
  const tolerance = toleranceOf(store.settings);
  const weekStart = query.week_start;
  const weekEnd = addDays(weekStart, 6);
  const [settings, now] = await Promise.all([readPayPeriodSettings(db), storeNow(db, store.id)]);
  const [week, income] = await Promise.all([
    weekPlanActual(db, [store.id], weekStart, settings),
    incomeByDay(db, store.id, weekStart, weekEnd),
  ]);
  const attendance = shiftAdherence(week.shifts, week.entries, tolerance, now);
  const inWeek = (date: string) => date >= weekStart && date <= weekEnd;
  const shifts = week.shifts.filter((row) => inWeek(row.shift_date));
  const entries = week.entries.filter((row) => inWeek(row.work_date));
  const clockIns = new Map(week.entries.map((entry) => [entry.id, entry.clock_in_time]));

  const people = new Map<
    string,
    { name: string; position: string | null; counts: Counts; scheduled: number; worked: number }
  >();
  const person = (id: string) => {
    let known = people.get(id);
    if (!known) {
      known = { name: "", position: null, counts: noCounts(), scheduled: 0, worked: 0 };
      people.set(id, known);
    }
    return known;
  };
  const weekCounts = noCounts();
  const shiftLines = shifts.map((row) => {
    const own = attendance.get(row.id) ?? { status: "upcoming" as const, minutes: null, entry_id: null };
    const entry = person(row.employee_id);
    entry.name = row.employee_name ?? entry.name;
    entry.position = row.shift_position ?? row.employee_position ?? entry.position;
    entry.scheduled += Number(row.hours);
    count(entry.counts, own.status);
    count(weekCounts, own.status);
    return {
      shift_id: row.id,
      employee_id: row.employee_id,
      employee_name: row.employee_name ?? "",
      shift_date: row.shift_date,
      start_time: row.start_time.slice(0, 5),
      end_time: row.end_time.slice(0, 5),
      hours: Number(row.hours),
      status: own.status,
      minutes: own.minutes,
      clock_in_time: own.minutes === null || !own.entry_id ? null : (clockIns.get(own.entry_id) ?? null),
    };
  });
  for (const entry of entries) person(entry.employee_id).worked += Number(entry.total_hours ?? 0);
  const unnamed = [...people].filter(([, known]) => known.name === "").map(([id]) => id);
  for (const row of await staffNames(db, unnamed)) {
    const known = person(row.id);
    known.name = row.name;
    known.position = row.position;
  }

  const takings = (date: string) => income.get(date) ?? 0;
  const target = store.labourTarget;
  return {
    store: { id: store.id, name: store.name, code: store.code, timezone: store.timezone },
    week_start: weekStart,
    week_end: weekEnd,
    generated_at: new Date().toISOString(),
    tolerance_minutes: tolerance,
    labour_target_percent: target,
    days: weekDates(weekStart).map((date) => ({
      date,
      weekday: isoWeekday(date),
      ...figures(
        week.days.get(date) ?? { scheduledHours: 0, workedHours: 0, scheduledCents: 0, workedCents: 0 },
        takings(date),
        target,
      ),
    })),
    week: {
      ...figures(
        weekTotals(week),
        weekDates(weekStart).reduce((sum, date) => sum + takings(date), 0),
        target,
      ),
      ...weekCounts,
    },
    employees: [...people]
      .map(([id, known]) => ({
        employee_id: id,
        name: known.name,
        position: known.position,
        scheduled_hours: round2(known.scheduled),
        worked_hours: round2(known.worked),
        ...known.counts,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.employee_id.localeCompare(b.employee_id)),
    shifts: shiftLines,
  };
}
