import {
  addDays,
  DEFAULT_PAY_PERIOD_SETTINGS,
  payPeriodOf,
  shiftMonth,
  type TPayPeriodSettings,
} from "@storeops/domain";
import { expect } from "vitest";
import { asAdmin, createAsAdmin, demoStores } from "../../../test/demo-stores.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { makeStaff } from "../staff/staff.factory.ts";

/** A wage rate made by the admin for the store's first employee (or `employee_id`). */
export function makeWage(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "employee_wages", overrides, storeId);
}

/** A withdrawal made by the admin. */
export function makeWithdrawal(
  t: TestApp,
  { storeId, ...overrides }: { storeId?: string } & Record<string, unknown> = {},
) {
  return createAsAdmin(t, "employee_withdrawals", overrides, storeId);
}

/** A staff member of the store on a monthly salary, with that wage (dollars a month) from a date. */
export async function makeMonthlyEmployee(
  t: TestApp,
  storeId: string,
  wage: { monthly_salary: number; effective_from: string },
) {
  const employee = await makeStaff(t, { storeId, salary_type: "monthly" });
  await makeWage(t, { employee_id: employee.id, payment_type: "monthly", ...wage });
  return employee;
}

let runsMade = 0;

/**
 * A draft payroll run made by the admin for a store (default: one no limited account reaches), each
 * for another month before the demo's seeded runs (default monthly pay periods).
 */
export async function makePayrollRun(t: TestApp, storeId?: string) {
  runsMade += 1;
  const store = storeId ?? (await demoStores(t)).foreign;
  const period = shiftMonth(t.today, -2 - runsMade);
  const response = await (await asAdmin(t)).post("/api/payroll-runs", {
    store_id: store,
    period_start: period.from,
  });
  if (response.statusCode !== 201) throw new Error(`creating a payroll run failed: ${response.body}`);
  return response.json() as { id: string; status: string };
}

/** Weekly pay from Mondays, 40 hours at 1.5×: the periods the figures below are worked out for. */
export const WEEKLY = {
  frequency: "weekly",
  start_date: "2024-01-01",
  overtime_weekly_hours: 40,
  overtime_multiplier: 1.5,
};

/** The same as the domain's settings, for working periods out in a test. */
export const WEEKLY_SETTINGS = { ...DEFAULT_PAY_PERIOD_SETTINGS, ...WEEKLY } as TPayPeriodSettings;

export async function ok(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Record<string, unknown> & { id: string; lines: Array<Record<string, unknown>> };
}

/** A store of its own (nobody else's staff), an hourly employee at $20 and one weekly period 3 weeks back. */
export async function freshStore(t: TestApp) {
  const store = await createAsAdmin(t, "stores");
  const employee = await createAsAdmin(t, "staff", { name: "Ana Overtime", store_id: store.id });
  const wage = {
    employee_id: employee.id,
    payment_type: "hourly",
    hourly_rate: 20,
    effective_from: "2024-01-01",
  };
  await ok(await (await asAdmin(t)).post("/api/rest/v1/employee_wages", wage), 201);
  const period = payPeriodOf(addDays(t.today, -21), WEEKLY_SETTINGS);
  return { storeId: store.id, employeeId: employee.id, period };
}

export async function entry(
  t: TestApp,
  storeId: string,
  employeeId: string,
  workDate: string,
  clockIn: string,
  clockOut: string,
  breakHours = 0,
) {
  const response = await (await asAdmin(t)).post("/api/rest/v1/employee_time_entries", {
    employee_id: employeeId,
    store_id: storeId,
    work_date: workDate,
    clock_in_time: clockIn,
    clock_out_time: clockOut,
    break_hours: breakHours,
  });
  return response;
}
