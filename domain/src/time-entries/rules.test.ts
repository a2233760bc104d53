/** Unit tests of the rules beside this file. */

import { describe, expect, it } from "vitest";
import { hoursWorked, isFutureWorkDate } from "./rules.ts";

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
