import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import {
  manualEntryPayload,
  manualEntryValues,
  previewHours,
  validateManualEntry,
} from "./manual-entry-form.ts";

describe("manual entry form", () => {
  const base = { ...manualEntryValues("s1", "2026-11-24"), employee_id: "e1", clock_in_time: "22:00" };
  it("previews overnight hours as the server computes them", () => {
    expect(previewHours({ ...base, clock_out_time: "06:30" })).toBe(8.5);
    expect(previewHours({ ...base, clock_out_time: "06:30", break_hours: "0.5" })).toBe(8);
    expect(previewHours(base)).toBeNull();
  });
  it("sends an empty clock-out and notes as null, no break as 0", () => {
    expect(manualEntryPayload(base)).toMatchObject({ clock_out_time: null, notes: null, break_hours: 0 });
  });
  it("requires employee, store, work date and clock-in", () => {
    const errors = validateManualEntry(manualEntryValues("", ""));
    expect(Object.keys(errors).sort()).toEqual(
      expect.arrayContaining(["clock_in_time", "employee_id", "store_id", "work_date"]),
    );
    expect(validateManualEntry(base)).toEqual({});
  });
  it("refuses a work date after the store's today, as the server does", () => {
    expect(validateManualEntry({ ...base, work_date: "2026-11-25" }, "2026-11-24")).toEqual({
      work_date: MSG.workDateInFuture,
    });
    expect(validateManualEntry({ ...base, work_date: "2026-11-24" }, "2026-11-24")).toEqual({});
    expect(validateManualEntry({ ...base, work_date: "2026-11-01" }, "2026-11-24")).toEqual({});
    // Until the store's today is known the server decides.
    expect(validateManualEntry({ ...base, work_date: "2026-11-25" })).toEqual({});
  });
});
