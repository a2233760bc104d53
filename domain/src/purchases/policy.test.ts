import { describe, expect, it } from "vitest";
import { allowedActions } from "../access/allowed-actions.ts";
import { accounting, admin, ceo, manager, now, staff } from "../access/callers.fixture.ts";
import { columnRefusal, deniedMessage, refusalOf, rowRefusal } from "../access/policies.ts";
import { MSG } from "../messages.ts";
import { statusActionRefusal } from "../transactions/status-refusal.ts";

describe("allowed actions of purchases", () => {
  const pending = { status: "pending", created_by: "u-staff" };
  it("admin edits, deletes, approves and rejects a pending purchase", () => {
    expect(allowedActions("purchases", admin, pending, now)).toEqual(["edit", "delete", "approve", "reject"]);
  });
  it("only admin and accounting mark an approved purchase paid", () => {
    const approved = { ...pending, status: "approved" };
    expect(allowedActions("purchases", accounting, approved, now)).toEqual(["pay"]);
    expect(allowedActions("purchases", manager, approved, now)).toEqual([]);
    expect(allowedActions("purchases", admin, approved, now)).toEqual(["edit", "delete", "pay"]);
  });
  it("reviewers approve and reject only pending records and never edit", () => {
    expect(allowedActions("purchases", manager, pending, now)).toEqual(["approve", "reject"]);
  });
  it("staff edit and delete their own pending records only", () => {
    expect(allowedActions("purchases", staff, pending, now)).toEqual(["edit", "delete"]);
    expect(allowedActions("purchases", staff, { ...pending, created_by: "other" }, now)).toEqual([]);
  });
  it("ceo only reads", () => {
    expect(allowedActions("purchases", ceo, pending, now)).toEqual([]);
  });
});

describe("refusals of purchases", () => {
  it("staff: not their own, not pending, with the spec's words", () => {
    const paid = { created_by: "u-staff", status: "paid" };
    const refusal = rowRefusal("purchases", "own_pending", staff, paid, now);
    expect(refusal).toEqual({ reason: "not_pending", status: "paid" });
    expect(refusal && refusalOf("purchases", refusal, "update").message).toBe(
      "Cannot edit paid purchases. Only pending purchases can be edited. Contact accounting if changes are needed.",
    );
    const other = rowRefusal("purchases", "own_pending", staff, { created_by: "x", status: "pending" }, now);
    expect(other && refusalOf("purchases", other, "delete")).toEqual({
      kind: "forbidden",
      message: MSG.notOwnRecord,
    });
  });
  it("reviewers change only the status columns; staff never decide", () => {
    expect(columnRefusal("purchases", "review", ["status", "notes"])).toBeNull();
    expect(columnRefusal("purchases", "review", ["amount"])?.message).toBe(MSG.accountingColumns);
    expect(columnRefusal("purchases", "own_pending", ["status"])?.message).toBe(MSG.reviewersOnly);
    expect(columnRefusal("purchases", "own_pending", ["amount"])).toBeNull();
  });
  it("accounting has its own words for edit and delete; the ceo reads only", () => {
    expect(deniedMessage("accounting", "purchases", "delete")).toBe(MSG.accountingCannotDeletePurchases);
    expect(deniedMessage("accounting", "purchases", "create")).toMatch(
      /^Access Denied: Accounting users cannot edit purchases/,
    );
    expect(deniedMessage("ceo", "purchases", "update")).toBe(MSG.ceoReadOnly);
    expect(deniedMessage("store_manager", "purchases", "delete")).toBe(
      "You do not have permission to delete purchases.",
    );
  });
  it("a payment refused to a manager, a decision to staff", () => {
    expect(statusActionRefusal("store_manager", "purchases", "pay")).toBe(MSG.payersOnly);
    expect(statusActionRefusal("staff", "purchases", "approve")).toBe(MSG.reviewersOnly);
    expect(statusActionRefusal("ceo", "purchases", "pay")).toBe(MSG.ceoReadOnly);
  });
});
