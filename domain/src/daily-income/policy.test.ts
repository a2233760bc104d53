import { describe, expect, it } from "vitest";
import { allowedActions } from "../access/allowed-actions.ts";
import { accounting, admin, hoursAgo, manager, now, staff } from "../access/callers.fixture.ts";
import { refusalOf, rowRefusal } from "../access/policies.ts";
import { MSG } from "../messages.ts";

describe("daily income policy: the 24-hour window", () => {
  const fresh = { created_by: "u-staff", created_at: hoursAgo(23) };
  const old = { created_by: "u-staff", created_at: hoursAgo(25) };
  it("admin any time, manager and own staff within 24 hours", () => {
    expect(allowedActions("daily_income", admin, old, now)).toEqual(["edit", "delete"]);
    expect(allowedActions("daily_income", manager, fresh, now)).toEqual(["edit", "delete"]);
    expect(allowedActions("daily_income", manager, old, now)).toEqual([]);
    expect(allowedActions("daily_income", staff, fresh, now)).toEqual(["edit", "delete"]);
    expect(allowedActions("daily_income", staff, { ...fresh, created_by: "other" }, now)).toEqual([]);
    expect(allowedActions("daily_income", accounting, fresh, now)).toEqual([]);
  });
  it("words the window's refusal by verb, and staff's other records as not their own", () => {
    const closed = rowRefusal("daily_income", "within_24h", manager, { created_at: hoursAgo(30) }, now);
    expect(closed).toEqual({ reason: "edit_window_closed" });
    expect(closed && refusalOf("daily_income", closed, "update").message).toBe(MSG.dailyIncomeEditTooOld);
    expect(closed && refusalOf("daily_income", closed, "delete").message).toBe(MSG.dailyIncomeDeleteTooOld);
    expect(rowRefusal("daily_income", "own_within_24h", staff, { ...fresh, created_by: "x" }, now)).toEqual({
      reason: "not_own",
    });
  });
});
