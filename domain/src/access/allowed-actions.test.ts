import { describe, expect, it } from "vitest";
import { requiredStatus, statusActionFor } from "../transactions/status-actions.ts";
import { allowedActions } from "./allowed-actions.ts";
import { rowRefusal } from "./row-access.ts";

const now = new Date("2026-03-10T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();
const admin = { role: "admin", userId: "u-admin" } as const;
const ceo = { role: "ceo", userId: "u-ceo" } as const;
const accounting = { role: "accounting", userId: "u-acc" } as const;
const manager = { role: "store_manager", userId: "u-man" } as const;
const staff = { role: "staff", userId: "u-staff" } as const;

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
    expect(allowedActions("expenses", accounting, { ...pending, status: "rejected" }, now)).toEqual([]);
  });
  it("staff edit and delete their own pending records only", () => {
    expect(allowedActions("purchases", staff, pending, now)).toEqual(["edit", "delete"]);
    expect(allowedActions("purchases", staff, { ...pending, created_by: "other" }, now)).toEqual([]);
    expect(allowedActions("expenses", staff, { ...pending, status: "approved" }, now)).toEqual([]);
  });
  it("ceo only reads", () => {
    expect(allowedActions("purchases", ceo, pending, now)).toEqual([]);
  });
  it("expenses are never paid", () => {
    expect(allowedActions("expenses", admin, { status: "approved" }, now)).toEqual(["edit", "delete"]);
  });
});

describe("allowed actions of daily income: the 24-hour window", () => {
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
});

describe("allowed actions of other tables", () => {
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
  it("stores: managers edit and open settings, admin also deletes", () => {
    expect(allowedActions("stores", manager, {}, now)).toEqual(["edit", "settings"]);
    expect(allowedActions("stores", admin, {}, now)).toEqual(["edit", "delete", "settings"]);
    expect(allowedActions("stores", staff, {}, now)).toEqual([]);
  });
  it("users: admins cannot be deleted, nobody deletes themself, everyone edits their own row", () => {
    expect(allowedActions("users", admin, { id: "u2", role: "admin" }, now)).toEqual(["edit"]);
    expect(allowedActions("users", admin, { id: "u-admin", role: "staff" }, now)).toEqual(["edit"]);
    expect(allowedActions("users", admin, { id: "u3", role: "staff" }, now)).toEqual(["edit", "delete"]);
    expect(allowedActions("users", staff, { id: "u-staff", role: "staff" }, now)).toEqual(["edit"]);
  });
  it("careers for admin and ceo, hire only for admin from an open status", () => {
    expect(allowedActions("careers", ceo, {}, now)).toEqual(["edit", "delete"]);
    expect(allowedActions("career_applications", admin, { status: "reviewing" }, now)).toEqual([
      "edit",
      "delete",
      "hire",
    ]);
    expect(allowedActions("career_applications", admin, { status: "hired" }, now)).toEqual([
      "edit",
      "delete",
    ]);
    expect(allowedActions("career_applications", ceo, { status: "new" }, now)).toEqual([]);
  });
});

describe("row refusals and status actions", () => {
  it("names why a write is refused", () => {
    expect(rowRefusal("own_pending", staff, { created_by: "u-staff", status: "paid" }, now)).toEqual({
      reason: "not_pending",
      status: "paid",
    });
    expect(rowRefusal("within_24h", manager, { created_at: hoursAgo(30) }, now)).toEqual({
      reason: "edit_window_closed",
    });
    expect(rowRefusal("all", admin, {}, now)).toBeNull();
  });
  it("maps statuses to actions and their required status", () => {
    expect(statusActionFor("purchases", "paid")).toBe("pay");
    expect(statusActionFor("expenses", "paid")).toBeUndefined();
    expect(statusActionFor("purchases", "pending")).toBeUndefined();
    expect(requiredStatus("purchases", "pay")).toBe("approved");
    expect(requiredStatus("expenses", "reject")).toBe("pending");
  });
});
