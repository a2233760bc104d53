import { describe, expect, it } from "vitest";
import { TABLE_NAMES } from "../tables.ts";
import { requiredStatus, statusActionFor } from "../transactions/status-actions.ts";
import { allowedActions } from "./allowed-actions.ts";
import { admin, ceo, manager, now, staff } from "./callers.fixture.ts";
import { ACTION_PERMISSIONS, accessFor, mayTakeAction, PERMISSIONS } from "./permissions.ts";
import { POLICIES, rowRefusal } from "./policies.ts";
import { ROLES } from "./roles.ts";
import type { TablePolicy } from "./row-access.ts";

describe("allowed actions of tables without rules of their own", () => {
  it("stores: managers edit and open settings, admin also deletes", () => {
    expect(allowedActions("stores", manager, {}, now)).toEqual(["edit", "settings"]);
    expect(allowedActions("stores", admin, {}, now)).toEqual(["edit", "delete", "settings"]);
    expect(allowedActions("stores", staff, {}, now)).toEqual([]);
  });
  it("careers for admin and ceo", () => {
    expect(allowedActions("careers", ceo, {}, now)).toEqual(["edit", "delete"]);
  });
});

describe("the matrix and the policies agree", () => {
  it("approve and reject are granted to the roles that update with all or review access", () => {
    for (const table of ["purchases", "expenses"] as const)
      for (const role of ROLES) {
        const access = accessFor(role, table, "update");
        expect(mayTakeAction(role, table, "approve"), `${role} ${table}`).toBe(
          access === "all" || access === "review",
        );
        expect(mayTakeAction(role, table, "reject")).toBe(mayTakeAction(role, table, "approve"));
      }
  });
  it("clock out and store settings go with update access; pay only on purchases, hire only by admin", () => {
    for (const role of ROLES) {
      const clocks = accessFor(role, "employee_time_entries", "update") !== undefined;
      expect(mayTakeAction(role, "employee_time_entries", "clock_out")).toBe(clocks);
      expect(mayTakeAction(role, "stores", "settings")).toBe(
        accessFor(role, "stores", "update") !== undefined,
      );
      expect(mayTakeAction(role, "expenses", "pay")).toBe(false);
      expect(mayTakeAction(role, "career_applications", "hire")).toBe(role === "admin");
    }
    expect(ACTION_PERMISSIONS.purchases.pay).toEqual(["admin", "accounting"]);
  });
  it("every access level a module defines has that module's row rule", () => {
    const moduleLevels = ["own_pending", "within_24h", "own_within_24h", "clock"];
    for (const table of TABLE_NAMES)
      for (const grant of Object.values(PERMISSIONS[table]))
        for (const access of Object.values(grant) as string[]) {
          const policy: TablePolicy = POLICIES[table];
          if (moduleLevels.includes(access)) expect(policy.rowRefusal, table).toBeDefined();
        }
  });
  it("own rows are the matrix's own rule; everything else passes", () => {
    expect(rowRefusal("reports", "own", staff, { created_by: "other" }, now)).toEqual({ reason: "not_own" });
    expect(rowRefusal("reports", "own", staff, { created_by: "u-staff" }, now)).toBeNull();
    expect(rowRefusal("purchases", "all", admin, {}, now)).toBeNull();
  });
});

describe("status actions", () => {
  it("maps statuses to actions and their required status", () => {
    expect(statusActionFor("purchases", "paid")).toBe("pay");
    expect(statusActionFor("expenses", "paid")).toBeUndefined();
    expect(statusActionFor("purchases", "pending")).toBeUndefined();
    expect(requiredStatus("purchases", "pay")).toBe("approved");
    expect(requiredStatus("expenses", "reject")).toBe("pending");
  });
});
