/**
 * Today's published shifts against the clock (docs/decisions.md, Schedules: plan against actual),
 * for the on-shift board and the kiosk: each store's shifts of its own today (and of yesterday
 * while they still run, a night shift), each with its attendance at the store's time now. Read by
 * index: the stores' shifts of two dates, their employees' entries of four.
 */
import {
  addDays,
  type ClockedEntry,
  DEFAULT_CLOCK_IN_TOLERANCE_MINUTES,
  dayBefore,
  type RosterShift,
  type ShiftAdherence,
  type ShiftAttendance,
  shiftAdherence,
  shiftEnded,
  shiftRunsAt,
  shiftStarted,
  type TShiftOfToday,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { dateInZone, storeZones, timeInZone } from "../../db/store-time.ts";
import { parseSettings } from "../stores/stores.service.ts";
import {
  entriesOfEmployees,
  type PublishedShift,
  publishedShifts,
  settingsOf,
} from "./plan-actual.repository.ts";

/** A store's clock-in tolerance in minutes (store settings `schedule`), from its saved settings. */
export function toleranceOf(settings: string | null | undefined): number {
  const schedule = parseSettings(settings ?? null).schedule;
  return Number(schedule?.clock_in_tolerance_minutes ?? DEFAULT_CLOCK_IN_TOLERANCE_MINUTES);
}

/** A shift as the board and the kiosk show it. */
export const shiftOfToday = (row: PublishedShift): TShiftOfToday => ({
  id: row.id,
  shift_date: row.shift_date,
  start_time: row.start_time.slice(0, 5),
  end_time: row.end_time.slice(0, 5),
  position: row.shift_position ?? row.employee_position ?? null,
});

export interface TodayShift {
  row: PublishedShift;
  attendance: ShiftAdherence;
  /** The store's clock now. */
  now: { date: string; time: string };
  /** Minutes since its start (negative: before it). */
  sinceStart: number;
}

/** Today's shifts of the stores, with what the board and the kiosk ask of them. */
export interface TodayShifts {
  /** The shift an entry's clock-in is measured against, with its flag and minutes. */
  measuredBy(entryId: string): TodayShift | undefined;
  /** A person's shift of today: the one running now, else the next, else the last. */
  ofPerson(employeeId: string): TodayShift | undefined;
  /** Today's started shifts without a clock-in (due or no-show), earliest first. */
  notClockedIn(): TodayShift[];
}

const WAITING: readonly ShiftAttendance[] = ["due", "no_show"];

/** Today's published shifts of the stores (every store: "all"), each against the clock at `now`. */
export async function shiftsOfToday(
  db: Kysely<DB>,
  stores: "all" | readonly string[],
  now = new Date(),
): Promise<TodayShifts> {
  const zones = await storeZones(db);
  const ids = stores === "all" ? [...zones.keys()] : stores;
  const clocks = new Map(
    ids.map((id) => {
      const zone = zones.get(id) ?? "UTC";
      return [id, { date: dateInZone(now, zone), time: timeInZone(now, zone) }];
    }),
  );
  const dates = new Set<string>();
  for (const clock of clocks.values()) dates.add(clock.date).add(dayBefore(clock.date));
  const rows = (await publishedShifts(db, stores, { dates: [...dates] })).filter((row) => {
    const clock = clocks.get(row.store_id);
    return clock !== undefined && (row.shift_date === clock.date || row.shift_date === dayBefore(clock.date));
  });
  const list: TodayShift[] = [];
  if (rows.length > 0) {
    const sorted = [...dates].sort();
    const from = addDays(sorted[0] ?? "", -2);
    const to = sorted[sorted.length - 1] ?? from;
    const employees = [...new Set(rows.map((row) => row.employee_id))];
    const storeIds = [...new Set(rows.map((row) => row.store_id))];
    const [entries, settings] = await Promise.all([
      entriesOfEmployees(db, employees, from, to),
      settingsOf(db, storeIds),
    ]);
    for (const storeId of storeIds) {
      const now = clocks.get(storeId) ?? { date: "", time: "00:00" };
      const ofStore = rows.filter((row) => row.store_id === storeId);
      const clocked: ClockedEntry[] = entries.filter((entry) => entry.store_id === storeId);
      const attendance = shiftAdherence(
        ofStore satisfies RosterShift[],
        clocked,
        toleranceOf(settings.get(storeId)),
        now,
      );
      for (const row of ofStore) {
        // Yesterday's shifts count while they still run (a night shift); they were read to measure against.
        if (row.shift_date !== now.date && shiftEnded(row, now)) continue;
        const own = attendance.get(row.id);
        if (!own) continue;
        const sinceStart =
          (Date.parse(`${now.date}T${now.time}:00Z`) -
            Date.parse(`${row.shift_date}T${row.start_time.slice(0, 5)}:00Z`)) /
          60_000;
        list.push({ row, attendance: own, now, sinceStart });
      }
    }
  }
  const byPerson = new Map<string, TodayShift[]>();
  for (const shift of list)
    byPerson.set(shift.row.employee_id, [...(byPerson.get(shift.row.employee_id) ?? []), shift]);
  return {
    measuredBy: (entryId) =>
      list.find((shift) => shift.attendance.entry_id === entryId && shift.attendance.minutes !== null),
    ofPerson(employeeId) {
      const own = byPerson.get(employeeId) ?? [];
      return (
        own.find((shift) => shiftRunsAt(shift.row, shift.now)) ??
        own.find((shift) => !shiftStarted(shift.row, shift.now)) ??
        own[own.length - 1]
      );
    },
    notClockedIn: () => list.filter((shift) => WAITING.includes(shift.attendance.status)),
  };
}
