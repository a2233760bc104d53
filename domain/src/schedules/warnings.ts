/**
 * What the week view warns of before publishing (docs/decisions.md, Schedules), per shift, per day
 * or for the week. Each warning is the rule's edge passed, never reached: exactly the target,
 * exactly the overtime threshold, exactly the minimum rest are fine.
 */
import { addDays, type TPayPeriodSettings, workweekStart } from "../payroll/pay-periods.ts";
import { SCHEDULE_MESSAGES } from "./messages.ts";
import type { ScheduleWarningKind } from "./options.ts";
import { isoWeekday, minutesOf } from "./zone-time.ts";

/** A shift as the rules read it. */
export interface PlannedShift {
  id: string;
  employee_id: string;
  shift_date: string;
  start_time: string;
  end_time: string;
  start_at: string;
  end_at: string;
  hours: number;
}

export interface ScheduleWarning {
  kind: ScheduleWarningKind;
  /** The day it is about (a shift's date, a day over target), or null for the week. */
  date: string | null;
  shift_id: string | null;
  employee_id: string | null;
  /** The other shift of an overlap or a short rest. */
  other_shift_id: string | null;
  /** The figure that passed its limit: labour %, hours of the workweek, hours of rest. */
  value: number | null;
  limit: number | null;
  message: string;
}

/** When an employee can work on a weekday; no entry for a weekday: any time. */
export interface Availability {
  available: boolean;
  from_time: string | null;
  to_time: string | null;
}

export interface WarningFacts {
  /** The week's shifts: these are warned of. */
  shifts: readonly PlannedShift[];
  /** Other shifts of the same people that rest, overlap and overtime are measured against (the days around the week, the workweek's earlier days). */
  around: readonly PlannedShift[];
  minRestHours: number;
  settings: TPayPeriodSettings;
  /** Employees paid a salary: they earn no overtime. */
  salaried: ReadonlySet<string>;
  /** Approved leave per employee: inclusive date ranges. */
  leaves: ReadonlyMap<string, ReadonlyArray<{ from: string; to: string }>>;
  /** Availability per employee and ISO weekday (1 Monday … 7 Sunday). */
  availability: ReadonlyMap<string, ReadonlyMap<number, Availability>>;
}

const HOUR_MS = 3_600_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

function warning(
  kind: ScheduleWarningKind,
  message: string,
  shift: PlannedShift | null,
  extra: Partial<ScheduleWarning> = {},
): ScheduleWarning {
  return {
    kind,
    date: shift?.shift_date ?? null,
    shift_id: shift?.id ?? null,
    employee_id: shift?.employee_id ?? null,
    other_shift_id: null,
    value: null,
    limit: null,
    message,
    ...extra,
  };
}

/** The store-clock dates a shift touches: its date and, across midnight, the next (an end at 00:00 touches none). */
function datesOf(shift: PlannedShift): string[] {
  const crosses = minutesOf(shift.end_time) <= minutesOf(shift.start_time);
  return crosses && shift.end_time !== "00:00"
    ? [shift.shift_date, addDays(shift.shift_date, 1)]
    : [shift.shift_date];
}

function byEmployee(shifts: readonly PlannedShift[]): Map<string, PlannedShift[]> {
  const groups = new Map<string, PlannedShift[]>();
  for (const shift of shifts)
    groups.set(shift.employee_id, [...(groups.get(shift.employee_id) ?? []), shift]);
  for (const list of groups.values()) list.sort((a, b) => a.start_at.localeCompare(b.start_at));
  return groups;
}

/**
 * Overlaps and short rests between each person's shifts, told on the week's shift of each pair. The
 * rest is measured between shifts of different days (a split shift's two parts are one day).
 */
function betweenShifts(facts: WarningFacts, inWeek: ReadonlySet<string>): ScheduleWarning[] {
  const warnings: ScheduleWarning[] = [];
  for (const list of byEmployee([...facts.shifts, ...facts.around]).values()) {
    for (let index = 1; index < list.length; index += 1) {
      const later = list[index] as PlannedShift;
      const earlier = list.slice(0, index);
      const told = (other: PlannedShift) => (inWeek.has(later.id) ? [later, other] : [other, later]);
      for (const other of earlier) {
        if (other.end_at > later.start_at && (inWeek.has(later.id) || inWeek.has(other.id))) {
          const [shift, partner] = told(other);
          warnings.push(
            warning("overlap", SCHEDULE_MESSAGES.warnOverlap, shift ?? null, { other_shift_id: partner?.id }),
          );
        }
      }
      const previous = list[index - 1] as PlannedShift;
      // Two shifts of one day are one split day, not two days with a rest between them.
      if (facts.minRestHours <= 0 || previous.end_at > later.start_at) continue;
      if (previous.shift_date === later.shift_date) continue;
      if (!inWeek.has(later.id) && !inWeek.has(previous.id)) continue;
      const rest = (Date.parse(later.start_at) - Date.parse(previous.end_at)) / HOUR_MS;
      if (rest < facts.minRestHours) {
        const [shift, partner] = told(previous);
        warnings.push(
          warning("short_rest", SCHEDULE_MESSAGES.warnShortRest, shift ?? null, {
            other_shift_id: partner?.id,
            value: round2(rest),
            limit: facts.minRestHours,
          }),
        );
      }
    }
  }
  return warnings;
}

/** Overtime: the week's shift of each hourly person with which a workweek's hours pass the threshold. */
function overtime(facts: WarningFacts, inWeek: ReadonlySet<string>): ScheduleWarning[] {
  const warnings: ScheduleWarning[] = [];
  const threshold = facts.settings.overtime_weekly_hours;
  for (const [employeeId, list] of byEmployee([...facts.shifts, ...facts.around])) {
    if (facts.salaried.has(employeeId)) continue;
    const totals = new Map<string, number>();
    for (const shift of list) {
      const week = workweekStart(shift.shift_date, facts.settings);
      totals.set(week, (totals.get(week) ?? 0) + shift.hours);
    }
    const warned = new Set<string>();
    let week = "";
    let worked = 0;
    for (const shift of list) {
      const shiftWeek = workweekStart(shift.shift_date, facts.settings);
      if (shiftWeek !== week) [week, worked] = [shiftWeek, 0];
      worked = round2(worked + shift.hours);
      if (worked > threshold && !warned.has(week) && inWeek.has(shift.id)) {
        warned.add(week);
        warnings.push(
          warning("overtime", SCHEDULE_MESSAGES.warnOvertime, shift, {
            value: round2(totals.get(week) ?? worked),
            limit: threshold,
          }),
        );
      }
    }
  }
  return warnings;
}

/** Whether a shift lies within the hours an employee gave for its weekday. */
function withinAvailability(shift: PlannedShift, available: Availability | undefined): boolean {
  if (!available) return true;
  if (!available.available) return false;
  if (available.from_time == null || available.to_time == null) return true;
  const from = minutesOf(available.from_time);
  let to = minutesOf(available.to_time);
  if (to <= from) to += 24 * 60;
  const start = minutesOf(shift.start_time);
  let end = minutesOf(shift.end_time);
  if (end <= start) end += 24 * 60;
  return start >= from && end <= to;
}

/** Every warning of the week's shifts but the labour target's (the week view adds those per day). */
export function shiftWarnings(facts: WarningFacts): ScheduleWarning[] {
  const inWeek = new Set(facts.shifts.map((shift) => shift.id));
  const warnings = [...betweenShifts(facts, inWeek), ...overtime(facts, inWeek)];
  for (const shift of facts.shifts) {
    const leaves = facts.leaves.get(shift.employee_id) ?? [];
    if (datesOf(shift).some((date) => leaves.some((leave) => date >= leave.from && date <= leave.to)))
      warnings.push(warning("on_leave", SCHEDULE_MESSAGES.warnOnLeave, shift));
    const available = facts.availability.get(shift.employee_id)?.get(isoWeekday(shift.shift_date));
    if (!withinAvailability(shift, available))
      warnings.push(warning("unavailable", SCHEDULE_MESSAGES.warnUnavailable, shift));
  }
  return warnings;
}

/** A day (or, with no date, the week) whose labour % is over the store's target. */
export function overTargetWarning(date: string | null, percent: number, target: number): ScheduleWarning {
  return {
    ...warning("over_target", SCHEDULE_MESSAGES.warnOverTarget, null),
    date,
    value: percent,
    limit: target,
  };
}
