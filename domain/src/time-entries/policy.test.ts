import { describe, expect, it } from "vitest";
import { allowedActions } from "../access/allowed-actions.ts";
import { ceo, manager, now, staff } from "../access/callers.fixture.ts";
import { columnRefusal, refusalOf, rowRefusal } from "../access/policies.ts";
import { MSG } from "../messages.ts";

describe("time entries policy", () => {
  it("open time entries can be clocked out", () => {
    expect(allowedActions("employee_time_entries", staff, { clock_out_time: null }, now)).toEqual([
      "clock_out",
    ]);
    expect(allowedActions("employee_time_entries", staff, { clock_out_time: "17:00" }, now)).toEqual([]);
    expect(allowedActions("employee_time_entries", manager, { clock_out_time: null }, now)).toEqual([
      "edit",
      "clock_out",
    ]);
    expect(allowedActions("employee_time_entries", ceo, { clock_out_time: null }, now)).toEqual([]);
  });
  it("a closed entry is a conflict; staff change only the clock-out columns", () => {
    const closed = rowRefusal("employee_time_entries", "clock", staff, { clock_out_time: "17:00" }, now);
    expect(closed && refusalOf("employee_time_entries", closed, "update")).toEqual({
      kind: "conflict",
      message: MSG.entryAlreadyClosed,
    });
    expect(columnRefusal("employee_time_entries", "clock", ["clock_out_time", "notes"])).toBeNull();
    expect(columnRefusal("employee_time_entries", "clock", ["work_date"])?.message).toBe(MSG.clockOutOwnOnly);
    expect(columnRefusal("employee_time_entries", "stores", ["work_date"])).toBeNull();
  });
});
