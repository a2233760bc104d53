import { describe, expect, it } from "vitest";
import { closingTime } from "./rules.ts";

const HOURS = {
  sunday: { open: null, close: null, closed: true },
  monday: { open: "09:00", close: "18:00", closed: false },
  tuesday: "8:30-17:30",
  wednesday: "closed",
};

describe("closingTime", () => {
  it("reads the day's closing time from the store's hours, either form", () => {
    expect(closingTime(HOURS, "2026-11-16")).toBe("18:00"); // a Monday
    expect(closingTime(JSON.stringify(HOURS), "2026-11-17")).toBe("17:30");
  });

  it("is null on a closed day", () => {
    expect(closingTime(HOURS, "2026-11-15")).toBeNull();
    expect(closingTime(HOURS, "2026-11-18")).toBeNull();
  });

  it("falls back to 21:00 without hours for the day", () => {
    expect(closingTime(null, "2026-11-16")).toBe("21:00");
    expect(closingTime("not json", "2026-11-16")).toBe("21:00");
    expect(closingTime(HOURS, "2026-11-19")).toBe("21:00");
    expect(closingTime({ monday: { close: "late" } }, "2026-11-16")).toBe("21:00");
  });
});
