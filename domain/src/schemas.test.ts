import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { PERMISSIONS } from "./access/permissions.ts";
import { passwordProblems, ZResetPassword } from "./auth/schema.ts";
import { ZCareerApplicationCreate } from "./career-applications/schema.ts";
import { ZCareerCreate } from "./careers/schema.ts";
import { ZExpenseCreate } from "./expenses/schema.ts";
import { MSG } from "./messages.ts";
import { ZWageCreate } from "./payroll/wage-schema.ts";
import { ZPurchaseCreate, ZPurchaseUpdate } from "./purchases/schema.ts";
import {
  DEFAULT_APP_SETTINGS,
  DEFAULT_USER_POLICY_SETTINGS,
  ZAppSettings,
  ZUserPolicySettings,
} from "./schemas/settings.ts";
import { DEFAULT_STORE_SETTINGS, ZStoreSettings } from "./schemas/store-settings.ts";
import { CREATE_SCHEMAS, UPDATE_SCHEMAS } from "./schemas.ts";
import { ZStaffLeave } from "./staff/schema.ts";
import { ZStoreCreate } from "./stores/schema.ts";
import { type ColumnDef, TABLE_NAMES, TABLES } from "./tables.ts";
import { ZUserCreate } from "./users/schema.ts";

const purchase = { invoice_no: " INV-1 ", vendor: "Acme", amount: 120.5, due_date: "2025-03-31" };

/** Field path → messages, for asserting where an error lands. */
function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

describe("purchase schemas", () => {
  it("creates with trimmed text and the cash and General defaults, without a status", () => {
    const parsed = ZPurchaseCreate.parse(purchase);
    expect(parsed).toEqual({ ...purchase, invoice_no: "INV-1", payment_type: "cash", category: "General" });
    expect(issuesOf(ZPurchaseCreate, { ...purchase, status: "approved" })).toHaveProperty([""]);
  });
  it("requires check_no and check_due_date for check payments, on those fields", () => {
    const issues = issuesOf(ZPurchaseCreate, { ...purchase, payment_type: "check", check_no: "  " });
    expect(issues.check_no).toEqual(["Check number is required for check payments."]);
    expect(issues.check_due_date).toEqual(["Check due date is required for check payments."]);
    const ok = { ...purchase, payment_type: "check", check_no: "1001", check_due_date: "2025-04-01" };
    expect(ZPurchaseCreate.safeParse(ok).success).toBe(true);
  });
  it("refuses amounts with three decimals or below zero", () => {
    expect(issuesOf(ZPurchaseCreate, { ...purchase, amount: 10.005 }).amount).toEqual([
      "Amount must be a number with at most two decimals",
    ]);
    expect(issuesOf(ZPurchaseCreate, { ...purchase, amount: "10" }).amount).toHaveLength(1);
    expect(issuesOf(ZPurchaseCreate, { ...purchase, amount: -1 }).amount).toEqual([
      "Amount cannot be negative.",
    ]);
  });
  it("refuses impossible dates and reports missing required fields by name", () => {
    expect(issuesOf(ZPurchaseCreate, { ...purchase, due_date: "2023-02-29" })).toHaveProperty(["due_date"]);
    expect(issuesOf(ZPurchaseCreate, { ...purchase, invoice_no: undefined }).invoice_no).toEqual([
      "Invoice number is required.",
    ]);
  });
  it("updates without injecting defaults and requires a reason to reject", () => {
    expect(ZPurchaseUpdate.parse({ status: "approved" })).toEqual({ status: "approved" });
    expect(issuesOf(ZPurchaseUpdate, { status: "rejected" }).rejection_reason).toEqual([
      "Please provide a reason for rejection.",
    ]);
    expect(ZPurchaseUpdate.safeParse({ status: "rejected", rejection_reason: "Duplicate" }).success).toBe(
      true,
    );
  });
  it("refuses unknown keys, such as camelCase spellings", () => {
    const issues = ZPurchaseUpdate.safeParse({ invoiceNo: "X" }).error?.issues ?? [];
    expect(issues).toMatchObject([{ code: "unrecognized_keys", keys: ["invoiceNo"] }]);
  });
});

describe("other create schemas", () => {
  it("defaults an expense category to General", () => {
    const expense = { description: "Paper", amount: 12, expense_date: "2025-03-01" };
    expect(ZExpenseCreate.parse(expense)).toMatchObject({ category: "General", payment_type: "cash" });
  });
  it("uses the spec's store messages and defaults", () => {
    const issues = issuesOf(ZStoreCreate, { name: " " });
    expect(issues.name).toEqual([MSG.storeNameRequired]);
    expect(issues.industry_id).toEqual([MSG.storeIndustryRequired]);
    expect(issues.address).toEqual([MSG.storeAddressRequired]);
    const store = ZStoreCreate.parse({
      name: "Downtown Cafe",
      industry_id: "ind-1",
      address: "1 Main St",
      email: "",
    });
    expect(store).toMatchObject({ country: "United States", timezone: "UTC", status: "active" });
  });
  it("checks user passwords only when given and lower-cases emails", () => {
    const user = { name: "Ann", email: " Ann@Example.COM ", phone: "555", role: "staff" };
    expect(ZUserCreate.parse(user)).toMatchObject({
      email: "ann@example.com",
      assigned_stores: [],
      status: "active",
    });
    expect(issuesOf(ZUserCreate, { ...user, password: "short" }).password).toEqual([MSG.passwordTooShort]);
    expect(issuesOf(ZResetPassword, { user_id: "u1", new_password: "1234567" }).new_password).toEqual([
      "Password must be at least 8 characters long!",
    ]);
  });
  it("requires the rate matching the wage type", () => {
    const wage = { employee_id: "s1", effective_from: "2025-01-01" };
    expect(issuesOf(ZWageCreate, wage)).toHaveProperty(["hourly_rate"]);
    expect(ZWageCreate.parse({ ...wage, hourly_rate: 18.25 })).toMatchObject({
      payment_type: "hourly",
      is_current: true,
    });
  });
  it("refuses a leave that ends before it starts", () => {
    const leave = { leave_type: "sick", leave_start_date: "2025-03-10", leave_end_date: "2025-03-09" };
    expect(issuesOf(ZStaffLeave, leave)).toHaveProperty(["leave_end_date"]);
  });
  it("validates job postings and applications with the spec's messages", () => {
    expect(
      issuesOf(ZCareerCreate, { job_title: "Barista", location: "Downtown", description: "Make coffee" }),
    ).toEqual({ requirements: [MSG.requirementMissing], salary: [MSG.requiredFields] });
    const application = {
      first_name: "A",
      last_name: "B",
      email: "a@b.co",
      phone: "1",
      agreed_to_terms: "true",
    };
    expect(ZCareerApplicationCreate.safeParse(application).success).toBe(true);
    expect(issuesOf(ZCareerApplicationCreate, { ...application, first_name: "" }).first_name).toEqual([
      MSG.requiredFields,
    ]);
    expect(
      issuesOf(ZCareerApplicationCreate, { ...application, agreed_to_terms: false }).agreed_to_terms,
    ).toEqual([MSG.agreeToTerms]);
    expect(
      issuesOf(ZCareerApplicationCreate, { ...application, cover_letter: "x".repeat(501) }).cover_letter,
    ).toEqual([MSG.coverLetterTooLong]);
  });
});

describe("schema maps and defaults", () => {
  it("cover exactly the tables some role may create or update", () => {
    const grants = (verb: "create" | "update") =>
      TABLE_NAMES.filter((table) => Object.values(PERMISSIONS[table]).some((grant) => verb in grant));
    expect(Object.keys(CREATE_SCHEMAS).sort()).toEqual(grants("create").sort());
    expect(Object.keys(UPDATE_SCHEMAS).sort()).toEqual(grants("update").sort());
  });
  it("accept only writable columns of tables.ts", () => {
    for (const [table, schema] of Object.entries(UPDATE_SCHEMAS)) {
      const columns: Record<string, ColumnDef> = TABLES[table as keyof typeof TABLES].columns;
      const keys = Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape);
      // Not columns: the password (stored as its hash) and a write's confirmation of a duplicate
      // warning, recorded by its audit entry (docs/decisions.md, Duplicate bills).
      for (const key of keys.filter((k) => k !== "password" && k !== "duplicate_confirmed")) {
        const column = columns[key];
        expect(column, `${table}.${key}`).toBeDefined();
        expect(column?.system || column?.computed || column?.hidden, `${table}.${key}`).toBeFalsy();
      }
    }
  });
  it("ship defaults that their own schemas accept", () => {
    expect(ZAppSettings.parse(DEFAULT_APP_SETTINGS)).toEqual(DEFAULT_APP_SETTINGS);
    expect(ZUserPolicySettings.parse(DEFAULT_USER_POLICY_SETTINGS)).toEqual(DEFAULT_USER_POLICY_SETTINGS);
    expect(ZStoreSettings.parse(DEFAULT_STORE_SETTINGS)).toEqual(DEFAULT_STORE_SETTINGS);
  });
  it("applies the password policy", () => {
    const policy = DEFAULT_USER_POLICY_SETTINGS.password_policy;
    expect(passwordProblems("Demo1234", policy)).toEqual([]);
    expect(passwordProblems("demo", policy)).toEqual([
      "Password must be at least 8 characters long!",
      "Password must contain at least one uppercase letter.",
      "Password must contain at least one number.",
    ]);
  });
});
