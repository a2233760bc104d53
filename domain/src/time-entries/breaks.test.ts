import { describe, expect, it } from "vitest";
import { breakSeconds, missedBreak, runningBreak, secondsAfterClockIn, unpaidBreakHours } from "./breaks.ts";
import { hoursWorked } from "./rules.ts";

describe("breaks", () => {
  it("counts a break's length from the entry's clock-in, across midnight", () => {
    expect(secondsAfterClockIn("22:00", "23:30")).toBe(5400);
    expect(secondsAfterClockIn("22:00", "00:15")).toBe(8100);
    expect(breakSeconds("22:00", { start_time: "23:50", end_time: "00:20", paid: false })).toBe(1800);
    expect(breakSeconds("09:00", { start_time: "12:00", end_time: null, paid: false })).toBe(0);
  });

  it("leaves paid and running breaks out of the unpaid hours", () => {
    const breaks = [
      { start_time: "12:00", end_time: "12:30", paid: false },
      { start_time: "15:00", end_time: "15:10", paid: true },
      { start_time: "16:00", end_time: "16:15:00", paid: false },
      { start_time: "17:00", end_time: null, paid: false },
    ];
    expect(unpaidBreakHours("09:00", breaks)).toBe(0.75);
    // 09:00–17:30 is 8.5 hours; 45 unpaid minutes out: 7.75 worked.
    expect(hoursWorked("09:00", "17:30", unpaidBreakHours("09:00", breaks))).toBe(7.75);
    expect(runningBreak(breaks)?.start_time).toBe("17:00");
  });

  it("an overnight shift with a break after midnight", () => {
    const breaks = [{ start_time: "02:00", end_time: "02:30", paid: false }];
    expect(hoursWorked("22:00", "06:00", unpaidBreakHours("22:00", breaks))).toBe(7.5);
  });

  it("warns when a long shift had too little unpaid break", () => {
    const rule = { after_hours: 6, minimum_minutes: 30 };
    expect(missedBreak({ total_hours: 6, break_hours: 0 }, rule)).toBe(true);
    expect(missedBreak({ total_hours: 5.5, break_hours: 0.5 }, rule)).toBe(false);
    expect(missedBreak({ total_hours: 5.75, break_hours: 0.25 }, rule)).toBe(true);
    expect(missedBreak({ total_hours: 5.9, break_hours: 0 }, rule)).toBe(false);
    expect(missedBreak({ total_hours: null, break_hours: 0 }, rule)).toBe(false);
    expect(missedBreak({ total_hours: 12, break_hours: 0 }, { after_hours: 0, minimum_minutes: 30 })).toBe(
      false,
    );
  });
});
