import { createAsAdmin } from "../../../test/demo-stores.ts";
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
