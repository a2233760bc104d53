import { describe, expect, it } from "vitest";
import {
  canCreate,
  canMarkPaid,
  canReview,
  deleteRefusal,
  editRefusal,
  offersWrite,
} from "./record-access.ts";

const staff = { id: "u1", role: "staff" as const };

describe("what a role may do with a purchase or expense", () => {
  it("lets admin and staff create, nobody else", () => {
    expect(canCreate("admin", "purchases")).toBe(true);
    expect(canCreate("staff", "expenses")).toBe(true);
    for (const role of ["accounting", "ceo", "store_manager"] as const) {
      expect(canCreate(role, "purchases")).toBe(false);
      expect(canCreate(role, "expenses")).toBe(false);
    }
  });

  it("offers staff edit only on their own records and refuses once not pending", () => {
    expect(offersWrite(staff, "purchases", { status: "pending", created_by: "u1" })).toBe(true);
    expect(offersWrite(staff, "purchases", { status: "pending", created_by: "u2" })).toBe(false);
    expect(offersWrite({ id: "a", role: "accounting" }, "purchases", { status: "pending" })).toBe(false);
    expect(editRefusal(staff, "purchases", { status: "approved", created_by: "u1" })).toBe(
      "Cannot edit approved purchases. Only pending purchases can be edited. Contact accounting if changes are needed.",
    );
    expect(editRefusal(staff, "expenses", { status: "pending", created_by: "u1" })).toBeNull();
    expect(editRefusal({ id: "a", role: "admin" }, "expenses", { status: "approved" })).toBeNull();
    expect(deleteRefusal(staff, "expenses", { status: "rejected" })).toMatch(
      /^Cannot delete rejected expenses/,
    );
  });

  it("reviews pending records only and pays approved purchases", () => {
    expect(canReview("store_manager", "expenses", { status: "pending" })).toBe(true);
    expect(canReview("accounting", "purchases", { status: "approved" })).toBe(false);
    expect(canReview("ceo", "purchases", { status: "pending" })).toBe(false);
    expect(canReview("staff", "purchases", { status: "pending" })).toBe(false);
    expect(canMarkPaid("accounting", { status: "approved" })).toBe(true);
    expect(canMarkPaid("store_manager", { status: "approved" })).toBe(false);
    expect(canMarkPaid("admin", { status: "paid" })).toBe(false);
  });
});
