import { describe, expect, it } from "vitest";
import {
  addDays,
  dayOf,
  isoWeekday,
  mondayOf,
  movedEnd,
  shiftsByCell,
  shiftsOfDay,
  weekDates,
  weekStartOf,
} from "./week.ts";

const shift = (id: string, employee: string, date: string, start: string, name = "A") =>
  ({
    id,
    employee_id: employee,
    employee_name: name,
    shift_date: date,
    start_at: `${date}T${start}:00.000Z`,
    start_time: start,
    end_time: "17:00",
  }) as never;

describe("week math", () => {
  it("finds the Monday of any day, across months and years", () => {
    expect(mondayOf("2026-03-09")).toBe("2026-03-09");
    expect(mondayOf("2026-03-15")).toBe("2026-03-09");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
    expect(isoWeekday("2026-03-15")).toBe(7);
  });
  it("lists seven days and crosses a month end and a daylight saving change", () => {
    expect(weekDates("2026-03-30")).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
      "2026-04-03",
      "2026-04-04",
      "2026-04-05",
    ]);
    expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addDays("2026-03-09", -7)).toBe("2026-03-02");
  });
  it("takes the week from the address, else from today", () => {
    expect(weekStartOf("2026-03-11", "2026-06-01")).toBe("2026-03-09");
    expect(weekStartOf(null, "2026-06-04")).toBe("2026-06-01");
    expect(weekStartOf("nonsense", "2026-06-04")).toBe("2026-06-01");
  });
  it("shows the address's day, else today in this week, else the Monday", () => {
    expect(dayOf("2026-03-11", "2026-03-09", "2026-03-10")).toBe("2026-03-11");
    expect(dayOf("2026-04-01", "2026-03-09", "2026-03-10")).toBe("2026-03-10");
    expect(dayOf(null, "2026-03-16", "2026-03-10")).toBe("2026-03-16");
  });
});

describe("grouping", () => {
  it("puts each shift in its employee's day, by start time", () => {
    const cells = shiftsByCell([
      shift("2", "e1", "2026-03-09", "14:00"),
      shift("1", "e1", "2026-03-09", "08:00"),
      shift("3", "e2", "2026-03-10", "09:00"),
    ]);
    expect(cells.get("e1|2026-03-09")?.map((s) => s.id)).toEqual(["1", "2"]);
    expect(cells.get("e2|2026-03-10")?.map((s) => s.id)).toEqual(["3"]);
    expect(cells.get("e2|2026-03-09")).toBeUndefined();
  });
  it("lists a day's shifts by start, then name", () => {
    const day = shiftsOfDay(
      [
        shift("a", "e1", "2026-03-09", "09:00", "Zoe"),
        shift("b", "e2", "2026-03-09", "09:00", "Ann"),
        shift("c", "e3", "2026-03-10", "07:00"),
        shift("d", "e4", "2026-03-09", "07:00"),
      ],
      "2026-03-09",
    );
    expect(day.map((s) => s.id)).toEqual(["d", "b", "a"]);
  });
});

describe("a chip's end dragged", () => {
  const day = { start_time: "09:00:00", end_time: "17:00:00" };
  it("moves by steps of 15 minutes, either way", () => {
    expect(movedEnd(day, 0)).toBe("17:00");
    expect(movedEnd(day, 3)).toBe("17:45");
    expect(movedEnd(day, -4)).toBe("16:00");
  });
  it("crosses midnight: an end before the start is the next day's", () => {
    expect(movedEnd({ start_time: "22:00", end_time: "23:30" }, 4)).toBe("00:30");
    expect(movedEnd({ start_time: "22:00", end_time: "02:00" }, -8)).toBe("00:00");
  });
  it("keeps at least 15 minutes and less than a day", () => {
    expect(movedEnd(day, -100)).toBe("09:15");
    expect(movedEnd(day, 100)).toBe("08:45");
  });
});
