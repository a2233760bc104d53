import type { TableName } from "@storeops/domain";
import { dateInZone } from "../src/db/store-time.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A work date that is not in the future for any store: today on the last time zone to reach it
 * (UTC−12). A manual time entry dated after its store's today is refused, and the UTC date a test
 * run seeds with is the next day for a US store every evening.
 */
export function workDateToday(now = new Date()): string {
  return dateInZone(now, "Etc/GMT+12");
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

/**
 * A past day of its own for each row that a store or an employee may have only one of a day
 * (daily income) or whose times may not overlap (time entries): days of 2001 on, before the
 * demo data begins.
 */
// Its own counter, kept to 2001–2021: test files share a worker's modules (vitest.config.ts), and
// the shared counter runs past the demo data's first day, and on into the future, over a run.
let days = 0;
const ownDay = () => new Date(Date.UTC(2001, 0, 1) + (++days % 7500) * 86_400_000).toISOString().slice(0, 10);

export interface FactoryContext {
  storeId: string;
  employeeId: string;
  industryId: string;
  today: string;
  /** An accounting user whose approvals the admin may hold (a valid delegation). */
  delegation: { delegator_id: string; delegate_id: string };
}

/**
 * A month of its own for each budget (one per store, month and line): months of 2000–2023, the
 * first budget years, before the demo data's year (the seed budgets this year's twelve months).
 */
// Its own counter, kept to those years: test files share a worker's modules (vitest.config.ts), and
// a counter that ran on over a run reached the seeded year and its budgets (409 on create).
let months = 0;
const ownMonth = () => {
  const index = 2000 * 12 + (++months % (24 * 12));
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

/** A valid POST body per table, with overrides. */
export function makePayload(table: TableName, ctx: FactoryContext, overrides: Record<string, unknown> = {}) {
  const base: Partial<Record<TableName, Record<string, unknown>>> = {
    users: {
      name: "Test User",
      email: `${unique("user")}@example.com`,
      phone: "555-0100",
      role: "staff",
      assigned_stores: [ctx.storeId],
    },
    industries: { name: unique("Industry") },
    categories: { name: unique("Category"), industry_id: ctx.industryId },
    stores: {
      name: unique("Store"),
      industry_id: ctx.industryId,
      address: "1 Test Street",
      city: "Austin",
      state: "TX",
    },
    vendors: {
      name: unique("Vendor"),
      contact_person: "Pat Vendor",
      email: "vendor@example.com",
      phone: "555-0101",
      address: "2 Vendor Way",
    },
    staff: {
      name: "Test Staff",
      email: `${unique("staff")}@example.com`,
      phone: "555-0102",
      position: "Cashier",
      department: "Sales",
      hire_date: ctx.today,
      store_id: ctx.storeId,
    },
    purchases: {
      invoice_no: unique("INV"),
      vendor: "Test Vendor",
      amount: 123.45,
      due_date: ctx.today,
      store_id: ctx.storeId,
    },
    expenses: {
      description: "Test expense",
      category: "Utilities",
      amount: 67.89,
      expense_date: ctx.today,
      store_id: ctx.storeId,
    },
    daily_income: {
      date: ownDay(),
      income_cash: 100.1,
      income_card: 200.2,
      income_other: 0.03,
      store_id: ctx.storeId,
    },
    cash_ups: {
      business_date: ownDay(),
      opening_float: 150,
      counted_cash: 150,
      store_id: ctx.storeId,
    },
    employee_time_entries: {
      employee_id: ctx.employeeId,
      store_id: ctx.storeId,
      work_date: ownDay(),
      clock_in_time: "09:00",
      clock_out_time: "17:30",
    },
    employee_wages: {
      employee_id: ctx.employeeId,
      payment_type: "hourly",
      hourly_rate: 18.5,
      effective_from: ctx.today,
    },
    employee_withdrawals: {
      employee_id: ctx.employeeId,
      withdrawal_date: ctx.today,
      amount: 50,
      payment_method: "cash",
    },
    careers: {
      job_title: "Barista",
      location: "Austin",
      salary: "$16-$20/hour",
      description: "Make great coffee",
      requirements: "Friendly\nPunctual",
    },
    reports: { name: unique("Report"), type: "monthly" },
    budgets: { store_id: ctx.storeId, month: ownMonth(), line: "revenue", amount: 1000 },
    // Inactive, so the records other tests create keep the usual step.
    approval_rules: {
      name: unique("Rule"),
      target_table: "purchases",
      store_id: ctx.storeId,
      amount_from: 500,
      steps: [{ role: "store_manager" }, { role: "accounting" }],
      active: false,
    },
    approval_delegations: { ...ctx.delegation, starts_on: ctx.today, ends_on: ctx.today },
    saved_views: { list: "purchases", name: unique("View"), state: { filters: { status: "pending" } } },
    shifts: {
      employee_id: ctx.employeeId,
      store_id: ctx.storeId,
      shift_date: ownDay(),
      start_time: "09:00",
      end_time: "17:00",
      break_minutes: 30,
    },
  };
  return { ...base[table], ...overrides };
}

/**
 * Nobody approves a record they created (docs/decisions.md, Approvals): a factory that moves the
 * admin's new record on through the admin's own approve or reject first makes it authored by no one.
 */
export async function forgetAuthor(t: TestApp, table: "purchases" | "expenses", id: string): Promise<void> {
  await t.database.db.updateTable(table).set({ created_by: null }).where("id", "=", id).execute();
}

/** Ids from the seeded demo data the factories need. */
export async function factoryContext(t: TestApp, storeId?: string): Promise<FactoryContext> {
  const db = t.database.db;
  const store =
    storeId ??
    String((await db.selectFrom("stores").select("id").orderBy("code").executeTakeFirstOrThrow()).id);
  const employee = await db
    .selectFrom("staff")
    .select("id")
    .where("store_id", "=", store)
    .orderBy("name")
    .executeTakeFirstOrThrow();
  const industry = await db.selectFrom("industries").select("id").executeTakeFirstOrThrow();
  const userOf = async (role: string) =>
    String(
      (
        await db
          .selectFrom("users")
          .select("id")
          .where("role", "=", role)
          .orderBy("email")
          .executeTakeFirstOrThrow()
      ).id,
    );
  return {
    storeId: store,
    employeeId: String(employee.id),
    industryId: String(industry.id),
    today: t.today,
    delegation: { delegator_id: await userOf("accounting"), delegate_id: await userOf("admin") },
  };
}

/** A small, valid change to a row of each table, for update rungs and permission checks. */
export const HARMLESS_PATCH: Record<TableName, Record<string, unknown>> = {
  users: { phone: "555-0199" },
  industries: { description: "Updated" },
  categories: { sort_order: 5 },
  stores: { phone: "555-0198" },
  vendors: { notes: "Updated" },
  staff: { notes: "Updated" },
  purchases: { notes: "Updated" },
  expenses: { notes: "Updated" },
  daily_income: { notes: "Updated" },
  cash_ups: { notes: "Updated" },
  employee_time_entries: { notes: "Updated" },
  employee_wages: { notes: "Updated" },
  employee_withdrawals: { notes: "Updated" },
  // Nobody patches a run: it changes through its actions (approve, paid, reopen).
  payroll_runs: {},
  careers: { department: "Operations" },
  career_applications: { notes: "Updated" },
  audit_logs: { description: "tampered" },
  reports: { description: "Updated" },
  budgets: { amount: 1234.5 },
  approval_rules: { priority: 50 },
  approval_delegations: { notes: "Updated" },
  saved_views: { state: { filters: { status: "approved" } } },
  shifts: { notes: "Updated" },
};
