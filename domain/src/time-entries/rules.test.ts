/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { hoursWorked, isFutureWorkDate, overlappingEntry } from "./rules.ts";

describe("hoursWorked", () => {
  it("counts a day shift", () => {
    expect(hoursWorked("09:00", "17:30")).toBe(8.5);
    expect(hoursWorked("09:00:00", "17:00:30")).toBe(8.01);
  });
  it("adds 24 hours when out is before in (overnight)", () => {
    expect(hoursWorked("22:00", "06:00")).toBe(8);
    expect(hoursWorked("23:45", "00:15")).toBe(0.5);
  });
  it("subtracts breaks and rounds to two decimals, never below 0", () => {
    expect(hoursWorked("09:00", "17:00", 0.5)).toBe(7.5);
    expect(hoursWorked("09:00", "09:20")).toBe(0.33);
    expect(hoursWorked("09:00", "10:00", 2)).toBe(0);
    expect(hoursWorked("09:00", "09:00")).toBe(0);
  });
  it("refuses malformed times", () => {
    expect(() => hoursWorked("9am", "17:00")).toThrow(RangeError);
    expect(() => hoursWorked("24:00", "17:00")).toThrow(RangeError);
  });
});

describe("isFutureWorkDate", () => {
  it("is after the store's today, not today or before", () => {
    expect(isFutureWorkDate("2026-11-25", "2026-11-24")).toBe(true);
    expect(isFutureWorkDate("2027-01-01", "2026-12-31")).toBe(true);
    expect(isFutureWorkDate("2026-11-24", "2026-11-24")).toBe(false);
    expect(isFutureWorkDate("2026-10-30", "2026-11-24")).toBe(false);
  });
});

describe("overlappingEntry", () => {
  const night = { work_date: "2026-11-24", clock_in_time: "22:00", clock_out_time: "06:00" };
  it("finds an entry that shares time, across midnight too", () => {
    expect(
      overlappingEntry({ work_date: "2026-11-25", clock_in_time: "05:00", clock_out_time: "12:00" }, [night]),
    ).toBe(night);
    expect(
      overlappingEntry({ work_date: "2026-11-24", clock_in_time: "18:00", clock_out_time: "23:00" }, [night]),
    ).toBe(night);
    expect(
      overlappingEntry({ work_date: "2026-11-24", clock_in_time: "23:00", clock_out_time: "01:00" }, [night]),
    ).toBe(night);
  });
  it("lets entries touch and leaves other days alone", () => {
    expect(
      overlappingEntry({ work_date: "2026-11-25", clock_in_time: "06:00", clock_out_time: "14:00" }, [night]),
    ).toBeUndefined();
    expect(
      overlappingEntry({ work_date: "2026-11-24", clock_in_time: "09:00", clock_out_time: "22:00" }, [night]),
    ).toBeUndefined();
    expect(
      overlappingEntry({ work_date: "2026-11-26", clock_in_time: "00:00", clock_out_time: "23:59" }, [night]),
    ).toBeUndefined();
  });
  it("an open entry covers everything from its clock-in on", () => {
    const open = { work_date: "2026-11-20", clock_in_time: "09:00", clock_out_time: null };
    expect(
      overlappingEntry({ work_date: "2026-11-24", clock_in_time: "09:00", clock_out_time: "17:00" }, [open]),
    ).toBe(open);
    expect(
      overlappingEntry({ work_date: "2026-11-20", clock_in_time: "07:00", clock_out_time: "09:00" }, [open]),
    ).toBeUndefined();
    expect(
      overlappingEntry({ work_date: "2026-11-25", clock_in_time: "06:00", clock_out_time: null }, [night]),
    ).toBeUndefined();
    expect(
      overlappingEntry({ work_date: "2026-11-25", clock_in_time: "05:00", clock_out_time: null }, [night]),
    ).toBe(night);
  });
});
