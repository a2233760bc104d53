import { describe, expect, it } from "vitest";
import { DEFAULT_PAY_PERIOD_SETTINGS } from "../payroll/pay-periods.ts";
import { timesFromWallClock } from "./shift-times.ts";
import {
  type Availability,
  overTargetWarning,
  type PlannedShift,
  shiftWarnings,
  type WarningFacts,
} from "./warnings.ts";

let serial = 0;
/** A shift on the clock of a UTC store. */
function shift(employee: string, date: string, start: string, end: string): PlannedShift {
  const times = timesFromWallClock(date, start, end, "UTC");
  const hours = (Date.parse(times.end_at) - Date.parse(times.start_at)) / 3_600_000;
  return { id: `s${++serial}`, employee_id: employee, hours, ...times };
}

function facts(shifts: PlannedShift[], extra: Partial<WarningFacts> = {}): WarningFacts {
  return {
    shifts,
    around: [],
    minRestHours: 10,
    settings: DEFAULT_PAY_PERIOD_SETTINGS,
    salaried: new Set(),
    leaves: new Map(),
    availability: new Map(),
    ...extra,
  };
}

const kinds = (list: PlannedShift[], extra: Partial<WarningFacts> = {}) =>
  shiftWarnings(facts(list, extra)).map((warning) => `${warning.kind}:${warning.shift_id}`);

describe("warnings before publishing", () => {
  it("rest: exactly the minimum is fine, a minute less is not (across midnight too)", () => {
    const late = shift("ana", "2026-03-09", "14:00", "22:00");
    const tenHours = shift("ana", "2026-03-10", "08:00", "16:00");
    expect(kinds([late, tenHours])).toEqual([]);
    const closing = shift("ana", "2026-03-10", "16:00", "00:01");
    const opening = shift("ana", "2026-03-11", "10:00", "14:00");
    const warnings = shiftWarnings(facts([closing, opening]));
    expect(warnings).toMatchObject([
      { kind: "short_rest", shift_id: opening.id, other_shift_id: closing.id, value: 9.98, limit: 10 },
    ]);
    expect(kinds([closing, opening], { minRestHours: 0 })).toEqual([]);
    // A split day: its two parts have no rest rule between them.
    expect(
      kinds([shift("bo", "2026-03-09", "06:00", "10:00"), shift("bo", "2026-03-09", "12:00", "16:00")]),
    ).toEqual([]);
  });

  it("overlap: shifts that only touch are fine", () => {
    const morning = shift("ana", "2026-03-09", "06:00", "12:00");
    const touching = shift("ana", "2026-03-09", "12:00", "14:00");
    const overlapping = shift("ana", "2026-03-09", "13:59", "15:00");
    const warnings = shiftWarnings(facts([morning, touching, overlapping], { minRestHours: 0 }));
    expect(warnings).toMatchObject([
      { kind: "overlap", shift_id: overlapping.id, other_shift_id: touching.id },
    ]);
  });

  it("overtime: 40 hours is fine, the shift past them is warned of; salaried staff never", () => {
    const forty = ["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"].map((date) =>
      shift("ana", date, "08:00", "16:00"),
    );
    expect(kinds(forty)).toEqual([]);
    const more = shift("ana", "2026-03-14", "08:00", "08:15");
    expect(shiftWarnings(facts([...forty, more]))).toMatchObject([
      { kind: "overtime", shift_id: more.id, value: 40.25, limit: 40 },
    ]);
    expect(kinds([...forty, more], { salaried: new Set(["ana"]) })).toEqual([]);
    // The days of the workweek before the planned week count, and only the week's shifts are told.
    const before = shift("ana", "2026-03-08", "08:00", "16:00");
    expect(kinds(forty, { around: [before] })).toEqual([]);
  });

  it("leave: on its first and last day, and a night shift reaching into it", () => {
    const leave = [{ from: "2026-03-10", to: "2026-03-11" }];
    const leaves = new Map([
      ["ana", leave],
      ["bo", leave],
    ]);
    const night = shift("ana", "2026-03-09", "22:00", "02:00");
    const last = shift("ana", "2026-03-11", "09:00", "10:00");
    const after = shift("ana", "2026-03-12", "09:00", "10:00");
    const endsAtMidnight = shift("bo", "2026-03-09", "16:00", "00:00");
    expect(kinds([night, last, after, endsAtMidnight], { leaves, minRestHours: 0 })).toEqual([
      `on_leave:${night.id}`,
      `on_leave:${last.id}`,
    ]);
  });

  it("availability: within the hours given is fine, a minute outside or a day off is not", () => {
    const monday = new Map<number, Availability>([
      [1, { available: true, from_time: "09:00", to_time: "17:00" }],
      [2, { available: false, from_time: null, to_time: null }],
      [3, { available: true, from_time: "18:00", to_time: "02:00" }],
    ]);
    const availability = new Map([["ana", monday]]);
    const within = shift("ana", "2026-03-09", "09:00", "17:00");
    const early = shift("bo", "2026-03-09", "08:59", "12:00");
    const dayOff = shift("ana", "2026-03-10", "12:00", "13:00");
    const night = shift("ana", "2026-03-11", "18:00", "02:00");
    const longNight = shift("ana", "2026-03-12", "18:00", "02:30");
    const other = { ...early, employee_id: "ana" };
    expect(kinds([within, other, dayOff, night, longNight], { availability, minRestHours: 0 })).toEqual([
      `overlap:${within.id}`,
      `unavailable:${other.id}`,
      `unavailable:${dayOff.id}`,
    ]);
  });

  it("words a day or week over the labour target with its figures", () => {
    expect(overTargetWarning("2026-03-09", 31.5, 30)).toMatchObject({
      kind: "over_target",
      date: "2026-03-09",
      shift_id: null,
      value: 31.5,
      limit: 30,
    });
  });
});
