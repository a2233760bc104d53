import { describe, expect, it } from "vitest";
import { shiftHours, shiftTimesRefusal, timesFromInstants, timesFromWallClock } from "./shift-times.ts";
import { isoWeekday, wallClock, zonedInstant } from "./zone-time.ts";

const NY = "America/New_York";

describe("a store's clock and UTC", () => {
  it("reads a wall clock time as its instant, winter and summer", () => {
    expect(zonedInstant("2026-01-12", "09:00", NY).toISOString()).toBe("2026-01-12T14:00:00.000Z");
    expect(zonedInstant("2026-07-13", "09:00", NY).toISOString()).toBe("2026-07-13T13:00:00.000Z");
    expect(zonedInstant("2026-07-13", "09:00", "UTC").toISOString()).toBe("2026-07-13T09:00:00.000Z");
  });

  it("reads a time the clocks skip as after the jump, and a time they repeat as its first", () => {
    // 2026-03-08 02:00 EST → 03:00 EDT; 2026-11-01 02:00 EDT → 01:00 EST.
    expect(zonedInstant("2026-03-08", "02:30", NY).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(wallClock("2026-03-08T07:30:00.000Z", NY)).toEqual({ date: "2026-03-08", time: "03:30" });
    expect(zonedInstant("2026-11-01", "01:30", NY).toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("numbers weekdays from Monday", () => {
    expect(isoWeekday("2026-03-09")).toBe(1);
    expect(isoWeekday("2026-03-15")).toBe(7);
  });
});

describe("a shift's times", () => {
  it("crosses midnight when its end is not after its start", () => {
    const times = timesFromWallClock("2026-01-12", "22:00", "06:00", NY);
    expect(times).toEqual({
      shift_date: "2026-01-12",
      start_time: "22:00",
      end_time: "06:00",
      start_at: "2026-01-13T03:00:00.000Z",
      end_at: "2026-01-13T11:00:00.000Z",
    });
    expect(shiftHours(times.start_at, times.end_at, 30)).toBe(7.5);
  });

  it("lasts what the clocks say across a daylight-saving change", () => {
    const spring = timesFromWallClock("2026-03-07", "22:00", "06:00", NY);
    expect(shiftHours(spring.start_at, spring.end_at, 0)).toBe(7);
    const autumn = timesFromWallClock("2026-10-31", "22:00", "06:00", NY);
    expect(shiftHours(autumn.start_at, autumn.end_at, 0)).toBe(9);
  });

  it("reads instants on the store's clock", () => {
    const times = timesFromInstants(new Date("2026-07-13T23:30:00Z"), new Date("2026-07-14T05:00:00Z"), NY);
    expect(times).toMatchObject({ shift_date: "2026-07-13", start_time: "19:30", end_time: "01:00" });
  });

  it("refuses an end not after the start, a shift over 24 hours and a break as long as the shift", () => {
    const at = (start: string, end: string) => ({ start_at: start, end_at: end });
    expect(shiftTimesRefusal(at("2026-01-12T09:00:00Z", "2026-01-12T09:00:00Z"), 0)?.field).toBe("end_at");
    expect(shiftTimesRefusal(at("2026-01-12T09:00:00Z", "2026-01-13T09:00:00Z"), 0)).toBeNull();
    expect(shiftTimesRefusal(at("2026-01-12T09:00:00Z", "2026-01-13T09:01:00Z"), 0)?.field).toBe("end_at");
    expect(shiftTimesRefusal(at("2026-01-12T09:00:00Z", "2026-01-12T10:00:00Z"), 59)).toBeNull();
    expect(shiftTimesRefusal(at("2026-01-12T09:00:00Z", "2026-01-12T10:00:00Z"), 60)?.field).toBe(
      "break_minutes",
    );
  });
});
