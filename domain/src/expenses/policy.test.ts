import { describe, expect, it } from "vitest";
import { allowedActions } from "../access/allowed-actions.ts";
import { accounting, admin, now, staff } from "../access/callers.fixture.ts";
import { deniedMessage } from "../access/policies.ts";
import { MSG } from "../messages.ts";
import { statusActionRefusal } from "../transactions/status-refusal.ts";

describe("expenses policy", () => {
  const pending = { status: "pending", created_by: "u-staff" };
  it("reviewers decide only pending records; staff change only their own pending ones", () => {
    expect(allowedActions("expenses", accounting, pending, now)).toEqual(["approve", "reject"]);
    expect(allowedActions("expenses", accounting, { ...pending, status: "rejected" }, now)).toEqual([]);
    expect(allowedActions("expenses", staff, { ...pending, status: "approved" }, now)).toEqual([]);
  });
  it("expenses are never paid", () => {
    expect(allowedActions("expenses", admin, { status: "approved" }, now)).toEqual(["edit", "delete"]);
    expect(statusActionRefusal("accounting", "expenses", "pay")).toMatch(
      /^Access Denied: Accounting users cannot edit expenses/,
    );
  });
  it("accounting's own delete refusal", () => {
    expect(deniedMessage("accounting", "expenses", "delete")).toBe(MSG.accountingCannotDeleteExpenses);
  });
});
