import { describe, expect, it } from "vitest";
import {
  type ClockedEntry,
  clockInFlag,
  type RosterShift,
  shiftAdherence,
  shiftOfClockIn,
  shiftRunsAt,
} from "./adherence.ts";

const shift = (id: string, date: string, start: string, end: string, employee = "ana"): RosterShift => ({
  id,
  employee_id: employee,
  shift_date: date,
  start_time: start,
  end_time: end,
  start_at: `${date}T${start}:00.000Z`,
});
const entry = (
  id: string,
  date: string,
  clockIn: string,
  clockOut: string | null,
  employee = "ana",
): ClockedEntry => ({
  id,
  employee_id: employee,
  work_date: date,
  clock_in_time: clockIn,
  clock_out_time: clockOut,
});

describe("a clock-in against its shift", () => {
  it("is late or early only beyond the tolerance", () => {
    expect(clockInFlag(10, 10)).toBe("on_time");
    expect(clockInFlag(11, 10)).toBe("late");
    expect(clockInFlag(-10, 10)).toBe("on_time");
    expect(clockInFlag(-11, 10)).toBe("early");
    expect(clockInFlag(1, 0)).toBe("late");
  });

  it("is measured against the nearest shift whose window holds it, across midnight", () => {
    const night = shift("night", "2026-03-09", "22:00", "06:00");
    const early = entry("e1", "2026-03-09", "21:45", "06:00");
    expect(shiftOfClockIn(early, [night], [early])).toMatchObject({ shift: { id: "night" }, minutes: -15 });
    // A midnight start clocked in the evening before: five minutes early.
    const midnight = shift("midnight", "2026-03-10", "00:00", "08:00");
    const before = entry("e2", "2026-03-09", "23:55", "08:00");
    expect(shiftOfClockIn(before, [midnight], [before])).toMatchObject({ minutes: -5 });
    // Past its end, or more than 4 hours before its start: not measured.
    expect(shiftOfClockIn(entry("e3", "2026-03-10", "06:00", null), [night], [])).toBeNull();
    expect(shiftOfClockIn(entry("e4", "2026-03-09", "17:59", null), [night], [])).toBeNull();
    expect(shiftOfClockIn(entry("e5", "2026-03-09", "18:00", null), [night], [])).toMatchObject({
      minutes: -240,
    });
  });

  it("a return after clocking out during the shift is not its clock-in", () => {
    const day = shift("day", "2026-03-09", "09:00", "17:00");
    const first = entry("a", "2026-03-09", "09:05", "12:00");
    const back = entry("b", "2026-03-09", "12:30", "17:00");
    expect(shiftOfClockIn(back, [day], [first, back])).toBeNull();
    expect(shiftOfClockIn(first, [day], [first, back])).toMatchObject({ minutes: 5 });
  });
});

describe("each shift against the clock", () => {
  const now = { date: "2026-03-09", time: "13:30" };

  it("flags the clock-in, a no-show past the tolerance, a shift still due and one to come", () => {
    const shifts = [
      shift("late", "2026-03-09", "09:00", "17:00", "ana"),
      shift("missed", "2026-03-09", "10:00", "14:00", "ben"),
      shift("due", "2026-03-09", "13:20", "18:00", "cy"),
      shift("later", "2026-03-09", "16:00", "20:00", "dee"),
    ];
    const entries = [entry("a", "2026-03-09", "09:25", null, "ana")];
    const result = shiftAdherence(shifts, entries, 10, now);
    expect(result.get("late")).toEqual({ status: "late", minutes: 25, entry_id: "a" });
    expect(result.get("missed")).toEqual({ status: "no_show", minutes: null, entry_id: null });
    expect(result.get("due")?.status).toBe("due");
    expect(result.get("later")?.status).toBe("upcoming");
    // At exactly start + tolerance the shift is still due; with a tolerance of 5, a no-show.
    expect(shiftAdherence(shifts, entries, 5, now).get("due")?.status).toBe("no_show");
  });

  it("a second shift begun while clocked in from the first is on time", () => {
    const shifts = [shift("s1", "2026-03-09", "09:00", "13:00"), shift("s2", "2026-03-09", "13:00", "17:00")];
    const result = shiftAdherence(shifts, [entry("a", "2026-03-09", "08:58", null)], 10, now);
    expect(result.get("s1")).toMatchObject({ status: "on_time", minutes: -2 });
    expect(result.get("s2")).toEqual({ status: "on_time", minutes: null, entry_id: "a" });
  });

  it("knows a night shift runs after midnight", () => {
    const night = shift("n", "2026-03-08", "22:00", "06:00");
    expect(shiftRunsAt(night, { date: "2026-03-09", time: "05:59" })).toBe(true);
    expect(shiftRunsAt(night, { date: "2026-03-09", time: "06:00" })).toBe(false);
  });
});
